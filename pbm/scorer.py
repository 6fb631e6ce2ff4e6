"""The scoring entry point of a run: each PBM loaded once, every trace scored once, the cost counted once.

Best-of-N filters, beam search, rescoring and benches all score through here. A
(backend, model) pair is resolved and checked by ``pbm.spec`` and loaded on first
use; step scores are memoised per (PBM, doc, trace) in memory and kept in the
persistent ``pbm.cache.ScoreCache``, so the eight PBM rows of a run, every trial of
an accuracy-vs-N curve and a rerun all reuse one score per trace.

What a run loaded, memoised and spent is one ``ScoringState``, with how it reaches a served PBM
(``pbm.backends.served.ServedSettings``: ``--pbm-url``, ``--served-name``, ``--pbm-timeout``). The run owns it
(``harness_ext.run_state.RunState.scoring``, made current with the run); the module functions take one
(``state=``) or use the current one (``current_scoring()``; ``scoring(state)`` makes one current in a block;
without a run, the process's own).

Bounds: at most ``MAX_LOADED`` PBMs stay loaded (``DELTOM_PBM_MAX_LOADED``, default 4); loading one more closes
the least recently used (its weights are loaded again if it is asked for later). The in-memory memo keeps the
scores of at most ``MAX_MEMO`` (doc, trace) pairs (least recently used dropped; the persistent cache still has
them). What scoring cost is counted by each backend's own ``ScoreStats`` (``pbm.scoring``); ``cost`` sums
them over every backend the state loaded, closed ones included.
"""
from __future__ import annotations

import logging
from collections import OrderedDict
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterator, Optional, Sequence

from deltom_base.settings import read_int
from pbm.backend_names import REGISTRY
from pbm.backends import load_backend
from pbm.backends.base import Backend, ScoreStats, TraceInput
from pbm.backends.context import ContextOverflow
from pbm.backends.served import ServedSettings
from pbm.cache import ScoreCache
from pbm.scoring import score_traces
from pbm.spec import check

log = logging.getLogger(__name__)

MAX_LOADED_ENV = "DELTOM_PBM_MAX_LOADED"
MAX_LOADED = max(1, read_int(MAX_LOADED_ENV, 4))
MAX_MEMO = 1 << 20  # (doc, trace) pairs: about 100 bytes of key and a few scores each
# the backends ``ServedSettings`` reach: those that take an endpoint (``--pbm-url``)
SERVED_BACKENDS = tuple(name for name, entry in REGISTRY.items() if any(d == "pbm_url" for d, _ in entry.options))
UNSCORABLE = 0.0  # every step score of a trace the PBM cannot read in selection: it ranks last, weighs nothing


class ScoringState:
    """One run's PBM scoring: the loaded PBMs (least recently used first), the memo of finished traces' scores,
    what closed PBMs spent, the persistent cache handle and how a served PBM is reached."""

    def __init__(self, max_loaded: Optional[int] = None, served: Optional[ServedSettings] = None) -> None:
        self.served = served or ServedSettings()
        self.max_loaded = max_loaded  # None: ``MAX_LOADED``
        self.backends: "OrderedDict[tuple[str, Optional[str]], Backend]" = OrderedDict()
        self.closed = ScoreStats()  # what the backends closed so far did
        self.memo: "OrderedDict[tuple, list[float]]" = OrderedDict()
        self._cache: Optional[ScoreCache] = None

    def backend(self, name: str, model: Optional[str]) -> Backend:
        """The backend ``name`` with ``model`` (``"default"`` allowed), checked, loaded once while it stays among
        the most recently used."""
        key = (name, model)
        if key in self.backends:
            self.backends.move_to_end(key)
            return self.backends[key]

        options = self.served.options() if name in SERVED_BACKENDS else {}
        loaded = load_backend(name, check(name, model, **self.served_for(name))["path"], **options)
        while len(self.backends) >= max(1, self.max_loaded or MAX_LOADED):  # the least recently used goes
            self._close_oldest()
        self.backends[key] = loaded
        return loaded

    def served_for(self, name: str) -> dict:
        """``pbm.spec.check``'s keywords for backend ``name``: the served settings where they reach it."""
        return {"served": self.served} if name in SERVED_BACKENDS else {}

    def _close_oldest(self) -> None:
        _, oldest = self.backends.popitem(last=False)
        self.closed = self.closed.plus(oldest.stats)  # its work stays counted in ``cost``
        oldest.close()

    def close_all(self) -> None:
        """Close every loaded PBM (engines, weights); their stats stay counted in ``cost``."""
        while self.backends:
            self._close_oldest()

    def loaded_pbm_id(self, name: str, model: Optional[str]) -> Optional[str]:
        """The full PBM id (weights fingerprint, dtype) of a loaded backend, else None."""
        loaded = self.backends.get((name, model))
        return None if loaded is None else loaded.pbm_id

    def cost(self) -> ScoreStats:
        """The stats of every backend this state loaded, summed."""
        total = self.closed
        for loaded in self.backends.values():
            total = total.plus(loaded.stats)
        return total

    def score_cache(self) -> ScoreCache:
        """The persistent score cache (``$DELTOM_CACHE``, read on first use)."""
        if self._cache is None:
            self._cache = ScoreCache()
        return self._cache

    def reset(self) -> None:
        """Forget the in-memory scores and the cache handle (a new ``$DELTOM_CACHE`` is read next time)."""
        self.memo.clear()
        self._cache = None

    def score(self, name: str, model: Optional[str], items: Sequence[TraceInput],
              use_cache: bool = True) -> list[list[float]]:
        """``score`` (the module function) on this state."""
        results = score_traces(self.backend(name, model), items, self.score_cache() if use_cache else None)
        for result in results:
            if result.error:
                raise ValueError(f"PBM backend {name}: {result.error}")
        return [r.step_scores for r in results]

    def step_scores(self, name: str, model: Optional[str],
                    docs_and_traces: Sequence[tuple[dict, str]]) -> list[list[float]]:
        """``step_scores`` (the module function) on this state."""
        keys = [(name, model, d["story"], d["question"], t if isinstance(t, str) else "") for d, t in docs_and_traces]
        memo = self.memo
        found = {k: memo[k] for k in keys if k in memo}
        todo = {k: d.get("choices") for k, (d, _) in zip(keys, docs_and_traces) if k not in found}
        if todo:
            items = [TraceInput(k[2], k[3], k[4], choices) for k, choices in todo.items()]
            results = score_traces(self.backend(name, model), items, self.score_cache())
            refused = next((r.error for r in results if r.error and not isinstance(r.error, ContextOverflow)), None)
            if refused:  # the backend cannot read this kind of trace at all: the user chose the wrong one
                raise ValueError(f"PBM backend {name}: {refused}")
            unreadable = [r.error for r in results if r.error]
            for key, result in zip(todo, results):
                found[key] = [UNSCORABLE] * result.n_steps if result.error else result.step_scores
            if unreadable:
                log.warning("PBM backend %s: %d of %d traces could not be scored and rank last (every step %s); "
                            "the first: %s", name, len(unreadable), len(results), UNSCORABLE, unreadable[0])
        for key, scores in found.items():
            memo[key] = scores
            memo.move_to_end(key)
        while len(memo) > MAX_MEMO:
            memo.popitem(last=False)
        return [found[k] for k in keys]


_PROCESS = ScoringState()  # without a run (the pbm and deltom commands, benches): the process's own
_CURRENT: ContextVar[ScoringState] = ContextVar("deltom_scoring", default=_PROCESS)


def process_scoring() -> ScoringState:
    """The process's own state, current where no run made its own current."""
    return _PROCESS


def current_scoring() -> ScoringState:
    """The state of the run in progress (else the process's)."""
    return _CURRENT.get()


@contextmanager
def scoring(state: Optional[ScoringState] = None) -> Iterator[ScoringState]:
    """Make ``state`` (a fresh one if None) the current scoring state inside the block."""
    state = ScoringState() if state is None else state
    token = _CURRENT.set(state)
    try:
        yield state
    finally:
        _CURRENT.reset(token)


def backend(name: str, model: Optional[str], state: Optional[ScoringState] = None) -> Backend:
    """The backend ``name`` with ``model`` (``"default"`` allowed), checked, loaded once while it stays among the
    ``MAX_LOADED`` most recently used."""
    return (state or current_scoring()).backend(name, model)


def served_for(name: str, state: Optional[ScoringState] = None) -> dict:
    """``pbm.spec.check``'s keywords for backend ``name`` in the run: ``check(name, model, **served_for(name))``."""
    return (state or current_scoring()).served_for(name)


def close_all(state: Optional[ScoringState] = None) -> None:
    """Close every loaded PBM (engines, weights); their stats stay counted in ``cost``."""
    (state or current_scoring()).close_all()


def loaded_pbm_id(name: str, model: Optional[str], state: Optional[ScoringState] = None) -> Optional[str]:
    """The full PBM id (weights fingerprint, dtype) of a backend the run has loaded, else None."""
    return (state or current_scoring()).loaded_pbm_id(name, model)


def cost(state: Optional[ScoringState] = None) -> ScoreStats:
    """What PBM scoring did in this run so far: the stats of every backend it loaded, summed (take one before
    and one after a run and subtract, ``ScoreStats.minus``)."""
    return (state or current_scoring()).cost()


def score_cache(state: Optional[ScoringState] = None) -> ScoreCache:
    """The persistent score cache of the run (``$DELTOM_CACHE``)."""
    return (state or current_scoring()).score_cache()


def reset(state: Optional[ScoringState] = None) -> None:
    """Forget the in-memory scores and the cache handle (a new ``$DELTOM_CACHE`` is read next time)."""
    (state or current_scoring()).reset()


def score(name: str, model: Optional[str], items: Sequence[TraceInput], use_cache: bool = True,
          state: Optional[ScoringState] = None) -> list[list[float]]:
    """Step scores of ``items`` (no in-memory memo: for partial traces that are seen once); ``ValueError``
    naming the backend when a trace cannot be scored."""
    return (state or current_scoring()).score(name, model, items, use_cache)


def step_scores(name: str, model: Optional[str], docs_and_traces: Sequence[tuple[dict, str]],
                state: Optional[ScoringState] = None) -> list[list[float]]:
    """Step scores per (doc, trace) of finished traces, computed once per run for each distinct pair.

    For selection (Best-of-N rows, rescoring): a trace the PBM cannot read for its length (its conversation is
    longer than the PBM's context, ``ContextOverflow``: a looping sample) scores ``UNSCORABLE`` at every step, said in
    one warning (``logging``) with the count, instead of leaving every PBM row of the run NaN with no way to finish it
    (a rescore would meet the same trace). ``score`` keeps raising for callers that asked for that trace's scores.
    """
    return (state or current_scoring()).step_scores(name, model, docs_and_traces)
