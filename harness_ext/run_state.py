"""The state of one evaluation run that outlives a request: what failed after generation started.

One ``RunState`` per run, filled where the failure happens and read once at the end:

* ``pbm_failures``: a PBM that failed while scoring Best-of-N samples (``harness_ext.bon.task``): its rows are NaN,
  and ``deltom rescore`` finishes them from the samples;
* ``search_failures``: a PBM (or the LM) that failed during beam search or DVTS (``harness_ext.search``): the
  searched docs are kept in the search checkpoint, the rest are NaN and the same command searches only those;
* ``unverified``: a doc the DEL verifier failed on (``harness_ext.benchmarks.hitom``): scored by its final answer
  alone and marked ``unverified`` in its sample.

It also carries the PBM the user chose for the run (``pbm_backend``, ``pbm_model``) down to the Best-of-N rows and
the search models, which pass it to ``pbm.spec.which_pbm`` as the explicit choice, and the run's PBM scoring
(``scoring``: the loaded PBMs, the memo of scores and what scoring cost, ``pbm.scorer.ScoringState``), current
inside ``run_state()`` for every ``pbm.scorer`` call of the run.

lm-eval builds the tasks, filters and models itself, so the record cannot be handed to them as an argument; it is
handed down as the current run (a context variable, as ``decimal`` hands down its context): ``deltom-eval`` opens a
fresh one around lm-eval (``run_state()``) and reads it back; under stock ``lm_eval`` the process's default record
collects the same facts (and scores with the process's own ``pbm.scorer`` state).
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Iterator, Optional

from pbm.scorer import ScoringState, process_scoring, scoring

PBMKey = tuple[str, Optional[str]]  # (backend, model)


@dataclass
class RunState:
    """What failed after generation started in one run (each key once, with its first reason)."""

    pbm_failures: dict[PBMKey, str] = field(default_factory=dict)  # -> "ErrorType: message"
    search_failures: dict[PBMKey, dict] = field(default_factory=dict)  # -> reason, searched, total, checkpoint
    unverified: dict[tuple[str, str], str] = field(default_factory=dict)  # (story, question) -> reason
    # the PBM the user chose for this run (deltom-eval --pbm-backend / --pbm): ``pbm.spec.which_pbm``'s explicit choice
    pbm_backend: Optional[str] = None
    pbm_model: Optional[str] = None
    scoring: ScoringState = field(default_factory=ScoringState)  # what this run's PBMs loaded, scored and cost

    def any(self) -> bool:
        return bool(self.pbm_failures or self.search_failures or self.unverified)


_DEFAULT = RunState(scoring=process_scoring())  # stock lm_eval: one run per process
_CURRENT: ContextVar[RunState] = ContextVar("deltom_run_state", default=_DEFAULT)


def current_run() -> RunState:
    """The record of the run in progress."""
    return _CURRENT.get()


@contextmanager
def run_state(state: Optional[RunState] = None) -> Iterator[RunState]:
    """Make ``state`` (a fresh record if None) the current run's record, and its scoring the current scoring state,
    inside the block."""
    state = RunState() if state is None else state
    token = _CURRENT.set(state)
    try:
        with scoring(state.scoring):
            yield state
    finally:
        _CURRENT.reset(token)


def failure_text(err: BaseException) -> str:
    """An exception as the one-line reason a record keeps: its type and its first 300 characters."""
    return f"{type(err).__name__}: {' '.join(str(err).split())[:300]}"
