"""PBM-guided step-level beam search (DEL-ToM 3.3), independent of the generation backend.

A *step* is one "## Step k ##" block of the one-shot DEL format. Per depth, every
unfinished beam of every problem is expanded with ``expansions`` sampled next steps
(ONE ``StepSampler.expand`` call for the whole batch), every candidate is
scored by the PBM (ONE ``StepScorer.score`` call), and each problem keeps its top
``beams`` paths. The search of a problem ends when all its kept beams carry a
"Final Answer" line, when no candidate could be scored, or at its maximum depth.
The loop itself is ``harness_ext.search.tree`` (shared with DVTS, ``harness_ext.search.dvts``),
which also does ``lookahead`` and keeps each problem's search record.

Choices made here (the paper gives the outline only):

* Ranking: ``aggregate_log(step_scores, rule)`` from ``pbm.aggregate``. The default
  ``rule="last"`` is the paper's "ranking by the score of the most recent step";
  ``min`` / ``avg`` / ``prod`` rank by the whole partial trace instead. Ties keep
  the earlier path: beams already finished first, then candidates in (parent rank,
  sample) order; a duplicate candidate text of the same problem is dropped.
* Depth 1 expands ``beams`` copies of the empty trace, so the first depth samples
  ``beams x expansions`` first steps like every later depth.
* A finished beam competes for the top ``beams`` unexpanded (it is carried over).
  The answer is the best finished kept beam, else the best finished beam ever seen.
* Fallbacks (counted in ``SearchResult.fallback``): when no path finished, the best
  kept beam is completed with one unconstrained sample (``"finish"``); when a
  problem never got a single scored step, a full trace is sampled from the prompt
  alone (``"sample"``).
* Candidates: one new step (``dellabels.traces.parse.parse_trace``) or only a final answer
  after at least one step. A step stating no belief, or a continuation without its own
  step header (framed as the next step by the search), is *invalid*: scored like any
  other step, and counted per round (``harness_ext.search.tree``).

Deterministic for a given seed: depth ``d`` uses ``seed + SEED_STRIDE * d``.
"""
from __future__ import annotations

import logging
from typing import Optional, Sequence

from harness_ext.search.config import SearchConfig
from harness_ext.search.steps import Problem, SearchResult, StepSampler, StepScorer
from harness_ext.search.tree import search_record, tree_search
from pbm import scorer
from pbm.backends import TraceInput
from pbm.spec import check_backend

log = logging.getLogger(__name__)


def beam_search(problems: Sequence[Problem], generator: StepSampler, scorer: StepScorer,
                config: Optional[SearchConfig] = None, progress: bool = True) -> list[SearchResult]:
    """Search every problem in lockstep; one trace (and how it was found, with its search record) per problem.
    The loop is ``harness_ext.search.tree.tree_search`` with one group of ``beams`` paths (``config``: the
    defaults when None)."""
    config = SearchConfig() if config is None else config
    found, work = tree_search(problems, generator, scorer, config, 1, config.beams, progress)
    results = [paths[0] for paths in found]
    for result, done in zip(results, work):
        result.record = search_record("beam", config, [result], done)
    report_fallbacks("PBM beam search", results)
    return results


def report_fallbacks(what: str, results: Sequence[SearchResult]) -> None:
    """One warning line when some problems fell back to an unconstrained completion."""
    counts = {how: sum(r.fallback == how for r in results) for how in ("finish", "sample")}
    if counts["finish"] or counts["sample"]:
        log.warning("%s: %d of %d problems fell back (%d finished the best beam with one unconstrained completion, "
                    "%d sampled a whole trace: no valid step)", what, counts["finish"] + counts["sample"],
                    len(results), counts["finish"], counts["sample"])


class PBMStepScorer:
    """``StepScorer`` on ``pbm.scorer``: any PBM backend, loaded once per process, with the
    persistent score cache, so partial traces shared by beams or reruns are scored once."""

    def __init__(self, backend: str, model: Optional[str] = None, use_cache: bool = True) -> None:
        check_backend(backend)
        self.backend_name, self.model, self.use_cache = backend, model, use_cache

    def score(self, problems: Sequence[Problem], traces: Sequence[str]) -> list[list[float]]:
        # beams are scored step by step before they state an answer: partial traces (no ParseError turn)
        items = [TraceInput(p.story, p.question, t, p.choices, partial=True) for p, t in zip(problems, traces)]
        return scorer.score(self.backend_name, self.model, items, self.use_cache)


__all__ = ["PBMStepScorer", "beam_search", "report_fallbacks"]
