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
import re
from dataclasses import dataclass, field
from typing import Optional, Protocol, Sequence

from dellabels.traces.answers import extract_final_answer
from dellabels.traces.parse import STEP_HEADER
from dellabels.traces.sampling import Sampling
from pbm.aggregate import RULES, aggregate_log

log = logging.getLogger(__name__)

SEED_STRIDE = 7919
STEP_TOKENS = 256  # token budget of one step block
STEP_STOP = "\n## Step"  # a literal stop string for backends without a custom criterion
# A final answer line that is complete: a closing bracket, or the end of its line.
_FINAL_DONE = re.compile(r"(?i)final\s+answer\s*\**\s*[:：][^\n]*?(?:\][^\n]*|\n)")


class StepSampler(Protocol):
    """A language model that continues text prompts."""

    def expand(self, prefixes: Sequence[str], n: int, seed: int, sampling: Sampling) -> list[list[str]]:
        """``n`` sampled continuations per prefix, each ending at the end of one step block (``step_end``)."""

    def complete(self, prefixes: Sequence[str], seed: int, sampling: Sampling) -> list[str]:
        """One continuation per prefix, up to a stop string, end of sequence or ``sampling.max_tokens``."""


class StepScorer(Protocol):
    """A PBM: one score in [0, 1] per parsed step of each (problem, partial trace)."""

    def score(self, problems: Sequence["Problem"], traces: Sequence[str]) -> list[list[float]]:
        ...


@dataclass(frozen=True)
class Problem:
    """One question: the prompt the LM continues, and what the PBM needs to score a trace."""

    prompt: str
    story: str
    question: str
    choices: Optional[str] = None
    max_depth: Optional[int] = None  # overrides BeamConfig.max_depth


@dataclass(frozen=True)
class BeamConfig:
    """Search sizes, ranking rule, seed, and the sampling of steps and of fallback completions."""

    beams: int = 4
    expansions: int = 4
    max_depth: int = 48
    rule: str = "last"
    seed: int = 0
    step: Sampling = Sampling(max_tokens=STEP_TOKENS)
    finish: Sampling = Sampling(max_tokens=2048)

    def __post_init__(self) -> None:
        if self.beams < 1 or self.expansions < 1 or self.max_depth < 1:
            raise ValueError(f"beams, expansions and max_depth must be >= 1, got "
                             f"{self.beams}, {self.expansions}, {self.max_depth}")
        if self.rule not in RULES:
            raise ValueError(f"rule must be one of {RULES}, got {self.rule!r}")


@dataclass
class Beam:
    """A partial trace (the text after the prompt) and the PBM score of each of its steps."""

    text: str = ""
    step_scores: list[float] = field(default_factory=list)
    done: bool = False  # it states a final answer
    n_steps: int = 0  # parsed steps (the scorer must return as many scores)
    rank_scores: Optional[list[float]] = None  # with lookahead: the scores it is ranked by (else step_scores)


@dataclass
class SearchResult:
    """The trace returned for a problem and how it was obtained."""

    text: str
    step_scores: list[float]
    depth: int  # depths searched
    fallback: Optional[str] = None  # None, "finish" or "sample"
    record: dict = field(default_factory=dict)  # the search tree and budget (``harness_ext.search.tree``)


def step_end(continuation: str) -> Optional[int]:
    """Where the first step block of ``continuation`` ends, or None while it is still open.

    It ends where a second step header starts (text before the first header is a
    preamble of the block), or just after a complete, non-placeholder final answer line.
    """
    ends = []
    first = STEP_HEADER.search(continuation)
    # MULTILINE '^' matches only after a newline, so the search from first.end() finds the NEXT header
    following = STEP_HEADER.search(continuation, first.end()) if first else None
    if following:
        ends.append(following.start())
    for match in _FINAL_DONE.finditer(continuation):
        if extract_final_answer(continuation[: match.end()]) is not None:
            ends.append(match.end())
            break
    return min(ends) if ends else None


def cut_step(continuation: str, stop: Sequence[str] = ()) -> str:
    """The first step block of a continuation (a generator may overshoot), before any stop string."""
    continuation = cut_at_stop(continuation, stop)
    end = step_end(continuation)
    return continuation if end is None else continuation[:end]


def cut_at_stop(text: str, stop: Sequence[str]) -> str:
    """``text`` up to the first occurrence of any stop string."""
    cut = min((text.index(s) for s in stop if s and s in text), default=len(text))
    return text[:cut]


def rank_key(beam: Beam, rule: str) -> float:
    """Higher is better: the log aggregate of the beam's step scores (of its lookahead path, when it has one)."""
    return aggregate_log(beam.step_scores if beam.rank_scores is None else beam.rank_scores, rule)


def beam_search(problems: Sequence[Problem], generator: StepSampler, scorer: StepScorer,
                config: BeamConfig = BeamConfig(), progress: bool = True, lookahead: int = 0) -> list[SearchResult]:
    """Search every problem in lockstep; one trace (and how it was found, with its search record) per problem.
    The loop is ``harness_ext.search.tree.tree_search`` with one group of ``beams`` paths."""
    from harness_ext.search.tree import search_record, tree_search

    found, work = tree_search(problems, generator, scorer, config, 1, config.beams, lookahead, progress)
    results = [paths[0] for paths in found]
    for result, done in zip(results, work):
        result.record = search_record("beam", config, lookahead, [result], done)
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
        from pbm.spec import check_backend

        check_backend(backend)
        self.backend_name, self.model, self.use_cache = backend, model, use_cache

    def score(self, problems: Sequence[Problem], traces: Sequence[str]) -> list[list[float]]:
        from pbm import scorer
        from pbm.backends import TraceInput

        # beams are scored step by step before they state an answer: partial traces (no ParseError turn)
        items = [TraceInput(p.story, p.question, t, p.choices, partial=True) for p, t in zip(problems, traces)]
        return scorer.score(self.backend_name, self.model, items, self.use_cache)
