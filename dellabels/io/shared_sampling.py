"""N samples of one prompt from a transformers causal LM for one prefill, decoded as one batch.

``generate(num_return_sequences=n)`` or n copies of a prompt in a batch prefill the prompt n times and keep
decoding a row after it has finished until the longest row ends. Here the prompt is run once (and a prefix
it shares with the previous prompt, the one-shot example of a DEL prompt, not at all), its KV cache is copied
to the n rows, and a row leaves the batch as soon as it ends (end of sequence, a stop string, or the caller's
``done`` test, e.g. the loop rule). All n rows have the same length at every step, so no padding is needed.

Each sample draws from a generator of its own, seeded by its seed alone: a sample does not depend on the
others drawn beside it or on how many there are (up to floating-point differences of batch shapes).
Temperature and top-p follow transformers' ``TemperatureLogitsWarper`` and ``TopPLogitsWarper``.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence

MIN_SHARED_PREFIX = 16  # tokens: a shorter common prefix is not worth copying a cache for


@dataclass(frozen=True)
class SampleSettings:
    """How each sample is drawn: sampling with ``temperature`` (0: greedy) and ``top_p``, at most
    ``max_new_tokens`` tokens, ended by a stop string (the text before it is kept, as lm-eval does)."""

    temperature: float = 1.0
    top_p: float = 1.0
    max_new_tokens: int = 256
    stop: tuple[str, ...] = ()


def top_p_filter(logits: Any, top_p: float) -> Any:
    """``logits`` with the tokens outside the smallest set of probability mass ``top_p`` set to -inf (at least
    one token kept): transformers' ``TopPLogitsWarper``."""
    import torch

    if top_p >= 1.0:
        return logits
    ordered, order = torch.sort(logits, descending=False, dim=-1)
    cumulative = ordered.softmax(dim=-1).cumsum(dim=-1)
    remove = cumulative <= (1 - top_p)
    remove[..., -1:] = False
    return logits.masked_fill(remove.scatter(-1, order, remove), float("-inf"))


class PrefixKV:
    """The KV cache of the last prompt run, so the next prompt runs only the tokens after their common prefix."""

    def __init__(self) -> None:
        self.ids: list[int] = []
        self.cache: Any = None

    def shared(self, ids: Sequence[int]) -> int:
        """How many leading tokens of ``ids`` the kept cache already holds (never all of them: the last token must
        run to give the next token's logits)."""
        limit = min(len(self.ids), len(ids) - 1)
        k = 0
        while k < limit and self.ids[k] == ids[k]:
            k += 1
        return k if k >= MIN_SHARED_PREFIX else 0


def _cache_kwarg(model: Any) -> str:
    """The name ``forward`` takes the KV cache by: ``cache`` in newer transformers, ``past_key_values`` before."""
    import inspect

    return "cache" if "cache" in inspect.signature(model.forward).parameters else "past_key_values"


def _cache_of(out: Any) -> Any:
    """The KV cache a forward returned (``cache`` in newer transformers, ``past_key_values`` before)."""
    return out["cache"] if "cache" in out.keys() else out["past_key_values"]


def _prefill(model: Any, ids: Sequence[int], prefix: Optional[PrefixKV]):
    """The last position's logits of ``ids`` (batch 1) and the cache after them, reusing ``prefix``."""
    import torch
    from transformers import DynamicCache

    start = prefix.shared(ids) if prefix is not None else 0
    if start:
        cache = copy.deepcopy(prefix.cache)
        surplus = cache.get_seq_length() - start
        if surplus:
            cache.crop(-surplus)  # a negative count removes that many tokens, in every transformers since 4.45
    else:
        cache = DynamicCache()
    tail = torch.tensor([list(ids[start:])], dtype=torch.long, device=model.device)
    positions = torch.arange(start, len(ids), device=model.device).unsqueeze(0)
    with torch.no_grad():
        out = model(input_ids=tail, position_ids=positions, use_cache=True, **{_cache_kwarg(model): cache})
    if prefix is not None:
        prefix.ids, prefix.cache = list(ids), copy.deepcopy(_cache_of(out))
    return out.logits[:, -1, :], _cache_of(out)


def _stopped(text: str, stop: Sequence[str]) -> Optional[int]:
    """Where the first stop string begins in ``text`` (None if none does)."""
    found = [text.find(s) for s in stop if s and s in text]
    return min(found) if found else None


def sample_shared(model: Any, tokenizer: Any, prompt_ids: Sequence[int], seeds: Sequence[int],
                  settings: SampleSettings, prefix: Optional[PrefixKV] = None,
                  done: Optional[Callable[[str], bool]] = None) -> list[str]:
    """One text per seed: samples of ``prompt_ids`` for one prefill, decoded together; a row ends at the end of
    sequence, at a stop string (cut before it), after ``max_new_tokens`` or when ``done(text)`` holds (tested
    when the row's newest token ends a line)."""
    results = []
    for tokens in sample_shared_tokens(model, tokenizer, prompt_ids, seeds, settings, prefix, done):
        text = tokenizer.decode(tokens, skip_special_tokens=True)
        cut = _stopped(text, settings.stop) if settings.stop else None
        results.append(text if cut is None else text[:cut])
    return results


def sample_shared_tokens(model: Any, tokenizer: Any, prompt_ids: Sequence[int], seeds: Sequence[int],
                         settings: SampleSettings, prefix: Optional[PrefixKV] = None,
                         done: Optional[Callable[[str], bool]] = None) -> list[list[int]]:
    """The generated token ids of each sample of ``sample_shared`` (the stop string's tokens included)."""
    import torch

    if not seeds:
        return []
    logits, cache = _prefill(model, prompt_ids, prefix)
    n = len(seeds)
    if n > 1:
        cache.batch_repeat_interleave(n)
        logits = logits.expand(n, -1)
    generators = [torch.Generator(device="cpu").manual_seed(int(s)) for s in seeds]
    eos = set(_eos_ids(model, tokenizer))
    tokens: list[list[int]] = [[] for _ in seeds]
    texts = [""] * n
    active = list(range(n))
    position, cache_kwarg = len(prompt_ids), _cache_kwarg(model)
    for _ in range(settings.max_new_tokens):
        picked = _pick(logits, [generators[r] for r in active], settings)
        keep: list[int] = []
        for slot, row in enumerate(active):
            token = picked[slot]
            if token in eos:
                continue
            tokens[row].append(token)
            piece = tokenizer.decode([token], skip_special_tokens=True)
            if settings.stop and any(s[-1] in piece for s in settings.stop if s):
                texts[row] = tokenizer.decode(tokens[row], skip_special_tokens=True)
                if _stopped(texts[row], settings.stop) is not None:
                    continue
            if done is not None and "\n" in piece:
                texts[row] = tokenizer.decode(tokens[row], skip_special_tokens=True)
                if done(texts[row]):
                    continue
            keep.append(slot)
        if not keep:
            break
        if len(keep) < len(active):
            cache.batch_select_indices(torch.tensor(keep, device=model.device))
            active = [active[slot] for slot in keep]
            picked = [picked[slot] for slot in keep]
        step = torch.tensor(picked, dtype=torch.long, device=model.device).unsqueeze(1)
        positions = torch.full((len(active), 1), position, dtype=torch.long, device=model.device)
        with torch.no_grad():
            out = model(input_ids=step, position_ids=positions, use_cache=True, **{cache_kwarg: cache})
        cache, logits, position = _cache_of(out), out.logits[:, -1, :], position + 1
    return tokens


def _eos_ids(model: Any, tokenizer: Any) -> list[int]:
    found = getattr(getattr(model, "generation_config", None), "eos_token_id", None)
    found = found if found is not None else tokenizer.eos_token_id
    return [] if found is None else ([found] if isinstance(found, int) else list(found))


def _pick(logits: Any, generators: Sequence[Any], settings: SampleSettings) -> list[int]:
    """The next token of each row: greedy at temperature 0, else the row's own uniform draw read through the
    cumulative distribution of its filtered probabilities (one draw per row and step)."""
    import torch

    if settings.temperature <= 0:
        return logits.argmax(dim=-1).tolist()
    probs = top_p_filter(logits.float() / settings.temperature, settings.top_p).softmax(dim=-1)
    cdf = probs.cumsum(dim=-1)
    draws = torch.cat([torch.rand(1, generator=g) for g in generators]).unsqueeze(1).to(cdf.device)
    picked = torch.searchsorted(cdf, draws * cdf[:, -1:], right=True).clamp(max=probs.shape[-1] - 1)
    return picked.squeeze(1).tolist()


def sample_in_worker(model: Any, tokenizer: Any, state: dict, prompt_ids: Sequence[int], seeds: Sequence[int],
                     settings: SampleSettings) -> list[str]:
    """``sample_shared`` as a ``dellabels.io.sampling_workers`` call: the worker keeps its own prefix cache."""
    return sample_shared(model, tokenizer, prompt_ids, seeds, settings, state.setdefault("prefix", PrefixKV()))
