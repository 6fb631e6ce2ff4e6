"""What every PBM-guided step search shares: the problem, a path and its result, the generator and scorer
interfaces, and where one generated step ends (the search's options: ``harness_ext.search.config``).

Beam search (``harness_ext.search.beam``), the loop it shares with DVTS (``harness_ext.search.tree``) and
the step samplers all import these from here, so none of them imports another to get them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional, Protocol, Sequence

from dellabels.traces.answers import extract_final_answer
from dellabels.traces.markers import STEP_HEADER
from dellabels.traces.sampling import Sampling
from pbm.aggregate import aggregate_log

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
    max_depth: Optional[int] = None  # overrides SearchConfig.max_depth


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
