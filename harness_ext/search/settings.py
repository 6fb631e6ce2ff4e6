"""What a PBM search model runs and what its searches cost so far.

``search=beam`` (default): PBM beam search, the top ``beams`` of all ``beams x expansions``
candidates kept per round (``harness_ext.search.beam``). ``search=dvts``: DVTS, ``beams``
independent subtrees of beam width ``expansions`` (``harness_ext.search.dvts``), the answer
chosen among the subtrees by ``select`` (vanilla, weighted, majority). Both sample
``beams x expansions`` step candidates per round. ``lookahead`` (both): extra greedy steps
used only for scoring. The options are ``harness_ext.search.config.SearchConfig``'s; ``SearchTotals`` runs the
search they name and adds up what it cost.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Sequence

from harness_ext.search.beam import beam_search
from harness_ext.search.config import SearchConfig
from harness_ext.search.dvts import dvts_search
from harness_ext.search.steps import Problem, SearchResult, StepSampler, StepScorer


@dataclass
class SearchTotals:
    """What the searches of one lm-eval model cost so far, summed over docs."""

    invalid_per_round: list[int] = field(default_factory=list)
    candidates_per_round: list[int] = field(default_factory=list)
    budget: Counter = field(default_factory=Counter)  # step candidates, generated tokens, ...

    def run(self, problems: Sequence[Problem], generator: StepSampler, scorer: StepScorer,
            config: SearchConfig) -> list[SearchResult]:
        """Search ``problems`` as ``config`` says (beam or DVTS); their per-round counts and budgets are added."""
        search = dvts_search if config.search == "dvts" else beam_search
        results = search(problems, generator, scorer, config)
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

    def info(self, config: SearchConfig) -> dict:
        """The results JSON's record of the search: kind, options, per-round invalid / candidate counts, budget."""
        return {"search": config.search, "lookahead": config.lookahead,
                **({"select": config.select} if config.search == "dvts" else {}),
                "search_invalid_per_round": list(self.invalid_per_round),
                "search_candidates_per_round": list(self.candidates_per_round),
                "search_budget": dict(self.budget)}
