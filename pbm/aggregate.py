"""Trace-level scores from step scores (DEL-ToM section 3.3): last, min, avg, prod.

``aggregate_log`` is the natural log of the trace score and is what ranking
should use: "prod" is a sum of logs there, so 40 steps of 1e-20 still order
correctly where the plain product underflows to 0. ``aggregate`` is its
exponential, in [0, 1] (for summing in weighted Best-of-N).

A trace with no parsed step gets the lowest value of every rule (0.0, log
-inf), never an error; it ties with a trace whose aggregate is exactly 0,
and callers break ties by sample order.
"""
from __future__ import annotations

import math
from typing import Callable, Sequence

LOWEST = 0.0
LOWEST_LOG = float("-inf")


def _log(x: float) -> float:
    return math.log(x) if x > 0 else LOWEST_LOG


# The one registry of aggregation rules: name -> (description, log trace score of non-empty clipped step scores).
# Best-of-N rows (pbm_<mode>_<rule>), beam search's ``rule``, curves and help texts all read it.
AGGREGATIONS: dict[str, tuple[str, Callable[[Sequence[float]], float]]] = {
    "last": ("the final step's score (the paper's default)", lambda s: _log(s[-1])),
    "min": ("the weakest step", lambda s: _log(min(s))),
    "avg": ("the mean step score", lambda s: _log(math.fsum(s) / len(s))),
    "prod": ("the product of step scores",
             lambda s: math.fsum(_log(x) for x in s) if all(x > 0 for x in s) else LOWEST_LOG),
}
RULES = tuple(AGGREGATIONS)
RULES_HELP = ", ".join(f"{name} = {description}" for name, (description, _) in AGGREGATIONS.items())


def aggregate_log(step_scores: Sequence[float], rule: str) -> float:
    """log of the trace score under ``rule`` (prod summed in log space); -inf for an empty trace."""
    if rule not in AGGREGATIONS:
        raise ValueError(f"unknown aggregation {rule!r}; choose one of {', '.join(RULES)}")
    scores = [min(1.0, max(0.0, float(s))) for s in step_scores]
    return AGGREGATIONS[rule][1](scores) if scores else LOWEST_LOG


def aggregate(step_scores: Sequence[float], rule: str) -> float:
    """The trace score in [0, 1] under ``rule``; 0.0 for an empty trace."""
    return math.exp(aggregate_log(step_scores, rule))


def aggregate_all(step_scores: Sequence[float], rules: Sequence[str] = RULES) -> dict[str, float]:
    """``{rule: aggregate}`` for several rules at once."""
    return {rule: aggregate(step_scores, rule) for rule in rules}
