"""The scoring entry point of a process: each PBM loaded once, every trace scored once, the cost counted once.

Best-of-N filters, beam search, rescoring and benches all score through here. A
(backend, model) pair is resolved and checked by ``pbm.spec`` and loaded on first
use; step scores are memoised per (PBM, doc, trace) in memory and kept in the
persistent ``pbm.cache.ScoreCache``, so the eight PBM rows of a run, every trial of
an accuracy-vs-N curve and a rerun all reuse one score per trace.

Bounds: at most ``MAX_LOADED`` PBMs stay loaded (``DELTOM_PBM_MAX_LOADED``, default 4); loading one more closes
the least recently used (its weights are loaded again if it is asked for later). The in-memory memo keeps the
scores of at most ``MAX_MEMO`` (doc, trace) pairs (least recently used dropped; the persistent cache still has
them). What scoring cost is counted by each backend's own ``ScoreStats`` (``pbm.scoring``); ``cost`` sums
them over every backend this process loaded, closed ones included.
"""
from __future__ import annotations

import os
import sys
from collections import OrderedDict
from functools import lru_cache
from typing import Optional, Sequence

from pbm.backends import load_backend
from pbm.backends.base import Backend, ScoreStats, TraceInput
from pbm.backends.context import ContextOverflow
from pbm.cache import ScoreCache
from pbm.scoring import score_traces
from pbm.spec import check

MAX_LOADED_ENV = "DELTOM_PBM_MAX_LOADED"
MAX_LOADED = max(1, int(os.environ.get(MAX_LOADED_ENV) or 4))
MAX_MEMO = 1 << 20  # (doc, trace) pairs: about 100 bytes of key and a few scores each
_backends: "OrderedDict[tuple[str, Optional[str]], Backend]" = OrderedDict()
_closed = ScoreStats()  # what the backends closed so far did
_memo: "OrderedDict[tuple, list[float]]" = OrderedDict()


def backend(name: str, model: Optional[str]) -> Backend:
    """The backend ``name`` with ``model`` (``"default"`` allowed), checked, loaded once while it stays among the
    ``MAX_LOADED`` most recently used."""
    key = (name, model)
    if key in _backends:
        _backends.move_to_end(key)
        return _backends[key]

    loaded = load_backend(name, check(name, model)["path"])
    while len(_backends) >= MAX_LOADED:  # the least recently used goes
        _close_oldest()
    _backends[key] = loaded
    return loaded


def _close_oldest() -> None:
    global _closed
    _, oldest = _backends.popitem(last=False)
    _closed = _closed.plus(oldest.stats)  # its work stays counted in ``cost``
    oldest.close()


def close_all() -> None:
    """Close every loaded PBM (engines, weights); their stats stay counted in ``cost``."""
    while _backends:
        _close_oldest()


def loaded_pbm_id(name: str, model: Optional[str]) -> Optional[str]:
    """The full PBM id (weights fingerprint, dtype) of a backend this process has loaded, else None."""
    loaded = _backends.get((name, model))
    return None if loaded is None else loaded.pbm_id


def cost() -> ScoreStats:
    """What PBM scoring did in this process so far: the stats of every backend it loaded, summed (take one before
    and one after a run and subtract, ``ScoreStats.minus``)."""
    total = _closed
    for loaded in _backends.values():
        total = total.plus(loaded.stats)
    return total


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
    found = {k: _memo[k] for k in keys if k in _memo}
    todo = {k: d.get("choices") for k, (d, _) in zip(keys, docs_and_traces) if k not in found}
    if todo:
        items = [TraceInput(k[2], k[3], k[4], choices) for k, choices in todo.items()]
        results = score_traces(backend(name, model), items, score_cache())
        refused = next((r.error for r in results if r.error and not isinstance(r.error, ContextOverflow)), None)
        if refused:  # the backend cannot read this kind of trace at all: the user chose the wrong one
            raise ValueError(f"PBM backend {name}: {refused}")
        unreadable = [r.error for r in results if r.error]
        for key, result in zip(todo, results):
            found[key] = [UNSCORABLE] * result.n_steps if result.error else result.step_scores
        if unreadable:
            print(f"PBM backend {name}: {len(unreadable)} of {len(results)} traces could not be scored and rank "
                  f"last (every step {UNSCORABLE}); the first: {unreadable[0]}", file=sys.stderr)
    for key, scores in found.items():
        _memo[key] = scores
        _memo.move_to_end(key)
    while len(_memo) > MAX_MEMO:
        _memo.popitem(last=False)
    return [found[k] for k in keys]
