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
from typing import Sequence

RULES = ("last", "min", "avg", "prod")
RULES_HELP = ("last = the final step's score (the paper's default), min = the weakest step, avg = the mean "
              "step score, prod = the product of step scores")
LOWEST = 0.0
LOWEST_LOG = float("-inf")


def _log(x: float) -> float:
    return math.log(x) if x > 0 else LOWEST_LOG


def aggregate_log(step_scores: Sequence[float], rule: str) -> float:
    """log of the trace score under ``rule`` (prod summed in log space); -inf for an empty trace."""
    if rule not in RULES:
        raise ValueError(f"unknown aggregation {rule!r}; choose one of {', '.join(RULES)}")
    scores = [min(1.0, max(0.0, float(s))) for s in step_scores]
    if not scores:
        return LOWEST_LOG
    if rule == "last":
        return _log(scores[-1])
    if rule == "min":
        return _log(min(scores))
    if rule == "avg":
        return _log(math.fsum(scores) / len(scores))
    return math.fsum(_log(s) for s in scores) if all(s > 0 for s in scores) else LOWEST_LOG


def aggregate(step_scores: Sequence[float], rule: str) -> float:
    """The trace score in [0, 1] under ``rule``; 0.0 for an empty trace."""
    return math.exp(aggregate_log(step_scores, rule))


def aggregate_all(step_scores: Sequence[float], rules: Sequence[str] = RULES) -> dict[str, float]:
    """``{rule: aggregate}`` for several rules at once."""
    return {rule: aggregate(step_scores, rule) for rule in rules}
