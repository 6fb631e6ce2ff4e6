"""Tiers of a leaderboard's primary column: ranks that no paired test separates are one tier.

Two models a few points apart on 50 questions are usually not told apart by the data, and a ranked list reads as
if they were (the commonest misreading of leaderboards; Miller 2024, "Adding Error Bars to Evals"). Walking the
board from the top, a model stays in the tier of the best model above it (the first model of the current tier)
unless the paired, story-clustered difference of the two on the questions both answered
(``deltom.analysis.paired.run_difference``) has a 95% interval above 0; then it opens the next tier. A pair with no
paired interval (no samples, or no question in common) is never separated.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from deltom.analysis.paired import run_difference
from deltom.analysis.results_load import ModelResult

RULE = ("Tier: a model stays in the tier of the best model above it unless the paired, story-clustered 95% interval "
        "of their difference on the questions both answered lies above 0 (then it opens the next tier); ranks inside "
        "a tier are not told apart by the data")


@dataclass(frozen=True)
class Tiering:
    """Per model name its tier (1 = top; None for a reported row) and, per model opening or joining a tier, the
    comparison that decided it (``run_difference``'s record against the tier's first model)."""

    tier: dict[str, Optional[int]]
    against: dict[str, dict]


def tiers(results: Sequence[ModelResult], row_of: Callable[[ModelResult], str], seed: int) -> Tiering:
    """The tiers of ``results`` in board order (sorted best first), each compared on its ``row_of`` row."""
    tier: dict[str, Optional[int]] = {}
    against: dict[str, dict] = {}
    leader: Optional[ModelResult] = None
    current = 0
    for result in results:
        if result.reported:
            tier[result.name] = None
            continue
        if leader is None:
            leader, current = result, 1
            tier[result.name] = current
            continue
        found = run_difference(leader, result, row_of(leader), row_of(result), seed)
        interval = found.get("interval_95")
        against[result.name] = {"leader": leader.name, **found}
        if interval is not None and interval[0] > 0:
            leader, current = result, current + 1
        tier[result.name] = current
    return Tiering(tier, against)
