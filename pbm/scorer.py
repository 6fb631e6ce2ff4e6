"""The scoring entry point of a process: each PBM loaded once, every trace scored once.

Best-of-N filters, beam search, rescoring and benches all score through here. A
(backend, model) pair is resolved and checked by ``pbm.spec`` and loaded on first
use; step scores are memoised per (PBM, doc, trace) in memory and kept in the
persistent ``pbm.cache.ScoreCache``, so the eight PBM rows of a run, every trial of
an accuracy-vs-N curve and a rerun all reuse one score per trace.
"""
from __future__ import annotations

import sys
from functools import lru_cache
from typing import Optional, Sequence

from pbm.backends.base import Backend, TraceInput
from pbm.backends.context import ContextOverflow
from pbm.cache import ScoreCache
from pbm.scoring import score_traces
from pbm.spec import check

_loaded: set[tuple[str, Optional[str]]] = set()
_memo: dict[tuple, list[float]] = {}


@lru_cache(maxsize=4)
def backend(name: str, model: Optional[str]) -> Backend:
    """The backend ``name`` with ``model`` (``"default"`` allowed), checked, loaded once per process."""
    from pbm.backends import load_backend

    loaded = load_backend(name, check(name, model)["path"])
    _loaded.add((name, model))
    return loaded


def loaded_pbm_id(name: str, model: Optional[str]) -> Optional[str]:
    """The full PBM id (weights fingerprint, dtype) of a backend this process loaded, else None."""
    if (name, model) not in _loaded:
        return None
    return backend(name, model).pbm_id


@lru_cache(maxsize=1)
def score_cache() -> ScoreCache:
    """The persistent score cache of this process (``$DELTOM_CACHE``)."""
    return ScoreCache()


def reset() -> None:
    """Forget the in-memory scores and the cache handle (a new ``$DELTOM_CACHE`` is read next time)."""
    _memo.clear()
    score_cache.cache_clear()


def score(name: str, model: Optional[str], items: Sequence[TraceInput], use_cache: bool = True) -> list[list[float]]:
    """Step scores of ``items`` (no in-memory memo: for partial traces that are seen once); ``ValueError``
    naming the backend when a trace cannot be scored."""
    results = score_traces(backend(name, model), items, score_cache() if use_cache else None)
    for result in results:
        if result.error:
            raise ValueError(f"PBM backend {name}: {result.error}")
    return [r.step_scores for r in results]


UNSCORABLE = 0.0  # every step score of a trace the PBM cannot read in selection: it ranks last, weighs nothing


def step_scores(name: str, model: Optional[str], docs_and_traces: Sequence[tuple[dict, str]]) -> list[list[float]]:
    """Step scores per (doc, trace) of finished traces, computed once per process for each distinct pair.

    For selection (Best-of-N rows, rescoring): a trace the PBM cannot read for its length (its conversation is
    longer than the PBM's context, ``ContextOverflow``: a looping sample) scores ``UNSCORABLE`` at every step, said in one stderr line with the count,
    instead of leaving every PBM row of the run NaN with no way to finish it (a rescore would meet the same
    trace). ``score`` keeps raising for callers that asked for that trace's scores.
    """
    keys = [(name, model, d["story"], d["question"], t if isinstance(t, str) else "") for d, t in docs_and_traces]
    todo = {k: d.get("choices") for k, (d, _) in zip(keys, docs_and_traces) if k not in _memo}
    if todo:
        items = [TraceInput(k[2], k[3], k[4], choices) for k, choices in todo.items()]
        results = score_traces(backend(name, model), items, score_cache())
        refused = next((r.error for r in results if r.error and not isinstance(r.error, ContextOverflow)), None)
        if refused:  # the backend cannot read this kind of trace at all: the user chose the wrong one
            raise ValueError(f"PBM backend {name}: {refused}")
        unreadable = [r.error for r in results if r.error]
        for key, result in zip(todo, results):
            _memo[key] = [UNSCORABLE] * result.n_steps if result.error else result.step_scores
        if unreadable:
            print(f"PBM backend {name}: {len(unreadable)} of {len(results)} traces could not be scored and rank "
                  f"last (every step {UNSCORABLE}); the first: {unreadable[0]}", file=sys.stderr)
    return [_memo[k] for k in keys]
