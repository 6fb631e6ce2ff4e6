"""Which search a PBM search model runs (model_args ``search``, ``lookahead``, ``select``) and its running totals.

``search=beam`` (default): PBM beam search, the top ``beams`` of all ``beams x expansions``
candidates kept per round (``harness_ext.search.beam``). ``search=dvts``: DVTS, ``beams``
independent subtrees of beam width ``expansions`` (``harness_ext.search.dvts``), the answer
chosen among the subtrees by ``select`` (vanilla, weighted, majority). Both sample
``beams x expansions`` step candidates per round. ``lookahead`` (both): extra greedy steps
used only for scoring.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Sequence

from harness_ext.search.beam import beam_search
from harness_ext.search.steps import BeamConfig, Problem, SearchResult, StepSampler, StepScorer
from harness_ext.bon.selection import selection_names
from harness_ext.search.dvts import dvts_search

SEARCHES = ("beam", "dvts")


def check_search(search: str, lookahead: int, select: str) -> None:
    """``ValueError`` naming the model_arg when ``search`` / ``lookahead`` / ``select`` cannot work."""
    if search not in SEARCHES:
        raise ValueError(f"model_arg search must be one of {', '.join(SEARCHES)}, got {search!r}")
    if lookahead < 0:
        raise ValueError(f"model_arg lookahead must be an integer >= 0, got {lookahead}")
    if select not in selection_names():
        raise ValueError(f"model_arg select must be one of {', '.join(selection_names())}, got {select!r}")
    if search == "beam" and select != "vanilla":
        raise ValueError(f"model_arg select={select} chooses among DVTS subtrees: it needs search=dvts")


@dataclass
class SearchSettings:
    """The search kind and options of one lm-eval model, and what its searches cost so far."""

    search: str = "beam"
    lookahead: int = 0
    select: str = "vanilla"
    invalid_per_round: list[int] = field(default_factory=list)  # summed over docs
    candidates_per_round: list[int] = field(default_factory=list)
    budget: Counter = field(default_factory=Counter)  # step candidates, generated tokens, ... summed over docs

    def __post_init__(self) -> None:
        check_search(self.search, self.lookahead, self.select)

    def run(self, problems: Sequence[Problem], generator: StepSampler, scorer: StepScorer,
            config: BeamConfig) -> list[SearchResult]:
        """Search ``problems``; their per-round counts and budgets are added to the totals."""
        if self.search == "dvts":
            results = dvts_search(problems, generator, scorer, config, self.select, self.lookahead)
        else:
            results = beam_search(problems, generator, scorer, config, lookahead=self.lookahead)
        self.tally(results)
        return results

    def tally(self, results: Sequence[SearchResult]) -> None:
        """Add the per-round counts and budgets of searched docs (a resumed run adds the docs it reuses) to the
        totals."""
        for result in results:
            for d, stats in enumerate(result.record.get("rounds", [])):
                for totals, key in ((self.invalid_per_round, "invalid"), (self.candidates_per_round, "candidates")):
                    totals.extend([0] * (d + 1 - len(totals)))
                    totals[d] += stats[key]
            self.budget.update(result.record.get("budget", {}))
            self.budget["docs"] += 1

    def info(self) -> dict:
        """The results JSON's record of the search: kind, options, per-round invalid / candidate counts, budget."""
        return {"search": self.search, "lookahead": self.lookahead,
                **({"select": self.select} if self.search == "dvts" else {}),
                "search_invalid_per_round": list(self.invalid_per_round),
                "search_candidates_per_round": list(self.candidates_per_round),
                "search_budget": dict(self.budget)}
