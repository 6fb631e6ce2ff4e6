"""Turning N sampled traces of one question into one answer (DEL-ToM section 3.3).

All rules are deterministic. Ties are broken by sample order: the candidate
whose first sample came earliest wins (never hash or dict order).

Missing answers (None: no extractable ``Final Answer: [x]``, e.g. a trace cut
at ``max_gen_toks``) never win while any sample has an answer:
* majority and weighted count only samples with an answer;
* vanilla Best-of-N ranks only the traces with an answer; the PBM scores decide
  among those.
Fallback when no sample has an answer: majority and weighted give None, and
vanilla gives the top-scored trace (first sample on ties), which the task's
correctness rule then counts as wrong. The PBM also sees missing answers: the
trace's conversation ends with "Final Answer: [ParseError]" (``pbm.conversation``),
so the last step score of a truncated trace is low under a trained PBM and 0
under the DEL verifier.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

Answer = Optional[str]
Pick = Callable[[Sequence[Answer], Sequence[float]], int]  # (answers, trace scores) -> index of the kept trace


@dataclass(frozen=True)
class SelectionRule:
    """A selection rule: how N traces of one question become the one kept.

    ``scored``: it ranks by trace scores (a PBM row, ``pbm_<name>_<rule>``); ``log_scores``: those scores are
    compared as logs (``pbm.aggregate.aggregate_log``: ``prod`` cannot underflow), else summed in [0, 1]."""

    name: str
    description: str
    pick: Pick
    scored: bool = True
    log_scores: bool = False


SELECTIONS: dict[str, SelectionRule] = {}  # the one registry: Best-of-N rows, DVTS, reports and curves read it


def register_selection(name: str, description: str, scored: bool = True,
                       log_scores: bool = False) -> Callable[[Pick], Pick]:
    """Decorator: register ``pick`` as the selection rule ``name`` (``ValueError`` on a second definition)."""

    def add(pick: Pick) -> Pick:
        if name in SELECTIONS:
            raise ValueError(f"selection rule {name!r} is registered twice")
        SELECTIONS[name] = SelectionRule(name, description, pick, scored, log_scores)
        return pick

    return add


def get_selection(name: str, scored_only: bool = False) -> SelectionRule:
    """The registered rule ``name``; ``ValueError`` naming the choices (``scored_only``: rules that rank by scores)."""
    choices = selection_names(scored_only)
    if name not in choices:
        raise ValueError(f"selection rule must be one of {', '.join(choices)}, got {name!r}")
    return SELECTIONS[name]


def selection_names(scored_only: bool = False) -> tuple[str, ...]:
    """Registered rule names in registration order (``scored_only``: those of the PBM rows)."""
    return tuple(n for n, s in SELECTIONS.items() if s.scored or not scored_only)


def selections_help(scored_only: bool = False) -> str:
    """One line per rule for help texts: ``name (description)``, joined."""
    return ", ".join(f"{s.name} ({s.description})" for s in SELECTIONS.values() if s.scored or not scored_only)


def majority_vote(answers: Sequence[Answer]) -> Answer:
    """Most frequent answer; ties go to the answer sampled first."""
    counts: dict[str, int] = defaultdict(int)
    first: dict[str, int] = {}
    for index, answer in enumerate(answers):
        if answer is not None:
            counts[answer] += 1
            first.setdefault(answer, index)
    if not counts:
        return None
    return min(counts, key=lambda a: (-counts[a], first[a]))


@register_selection("vanilla", "keep the top-scored trace", log_scores=True)
def vanilla_best_index(answers: Sequence[Answer], scores: Sequence[float]) -> int:
    """Index of the top-scored trace among those with an answer (all when none has one); ties: earlier sample."""
    candidates = [i for i, a in enumerate(answers) if a is not None] or list(range(len(answers)))
    return min(candidates, key=lambda i: (-scores[i], i))


def vanilla_best_of_n(answers: Sequence[Answer], scores: Sequence[float]) -> Answer:
    """Answer of the single top-scored trace with an answer (``vanilla_best_index``)."""
    if not answers:
        return None
    return answers[vanilla_best_index(answers, scores)]


def weighted_best_of_n(answers: Sequence[Answer], scores: Sequence[float]) -> Answer:
    """argmax over answers of the summed trace scores; ties go to the answer sampled first."""
    totals: dict[str, float] = defaultdict(float)
    first: dict[str, int] = {}
    for index, (answer, score) in enumerate(zip(answers, scores)):
        if answer is not None:
            totals[answer] += score
            first.setdefault(answer, index)
    if not totals:
        return None
    return min(totals, key=lambda a: (-totals[a], first[a]))


@register_selection("weighted", "the answer whose traces' scores sum highest")
def weighted_best_index(answers: Sequence[Answer], scores: Sequence[float]) -> int:
    """Index of the trace weighted Best-of-N keeps: the top-scored trace carrying the winning answer
    (``weighted_best_of_n``; ties: earlier sample); 0 when no sample has an answer."""
    winner = weighted_best_of_n(answers, scores)
    if winner is None:
        return 0
    return min((i for i, a in enumerate(answers) if a == winner), key=lambda i: (-scores[i], i))


def first_index_of(answers: Sequence[Answer], winner: Answer) -> int:
    """Index of the first sample carrying ``winner`` (majority's trace); 0 when none does."""
    return next((i for i, a in enumerate(answers) if a == winner and a is not None), 0)


@register_selection("majority", "the most frequent answer; no PBM", scored=False)
def majority_index(answers: Sequence[Answer], scores: Sequence[float] = ()) -> int:
    """Index of the first sample carrying the most frequent answer (``majority_vote``); 0 when none has one."""
    return first_index_of(answers, majority_vote(answers))


def pass_at_n(answers: Sequence[Answer], gold: Answer) -> bool:
    """Whether any sample is right (the ceiling of every reranker)."""
    return any(a == gold for a in answers)
