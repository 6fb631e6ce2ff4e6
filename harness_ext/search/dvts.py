"""Diverse Verifier Tree Search (DVTS, as in search-and-learn) over belief steps.

The per-round budget ``N = beams x expansions`` is split into ``beams`` independent
subtrees of beam width ``expansions``: each round every live subtree samples
``expansions`` next steps from its one kept path, the PBM scores them, and the subtree
keeps its own best (``harness_ext.search.tree``: ``beams`` groups of width 1; a subtree
never sees another subtree's candidates). A subtree ends at its final answer (or at the
depth limit, then its path is completed once, as in beam search). The answer is chosen
among the subtrees' traces as a Best-of-N row would choose among N samples
(``harness_ext.bon``): ``select`` names one of its selection rules (``harness_ext.bon.selection``: vanilla, the top-scored
trace with an answer under ``rule``; weighted, the answer with the largest summed trace score;
majority, the most frequent answer).
"""
from __future__ import annotations

from typing import Optional, Sequence

from harness_ext.bon.filters import rerank
from harness_ext.search.beam import report_fallbacks
from harness_ext.search.config import SearchConfig
from harness_ext.search.steps import Problem, SearchResult, StepSampler, StepScorer
from harness_ext.search.tree import search_record, tree_search


def select_subtree(problem: Problem, paths: Sequence[SearchResult], select: str, rule: str) -> int:
    """Index of the subtree trace the selection rule ``select`` keeps (``harness_ext.bon.selection``; ties: the
    earlier subtree)."""
    texts = [p.text for p in paths]
    return int(rerank(texts, {"choices": problem.choices}, [p.step_scores for p in paths], select, rule)["index"] or 0)


def dvts_search(problems: Sequence[Problem], generator: StepSampler, scorer: StepScorer,
                config: Optional[SearchConfig] = None, progress: bool = True) -> list[SearchResult]:
    """DVTS over every problem in lockstep: one trace per problem (chosen among the subtrees by ``config.select``),
    with the search record of every subtree (``config``: the defaults when None)."""
    config = SearchConfig(search="dvts") if config is None else config
    found, work = tree_search(problems, generator, scorer, config, config.beams, 1, progress)
    results = []
    for problem, paths, done in zip(problems, found, work):
        index = select_subtree(problem, paths, config.select, config.rule)
        chosen = paths[index]
        record = search_record("dvts", config, paths, done, select=config.select, selected=index)
        results.append(SearchResult(chosen.text, chosen.step_scores, max(p.depth for p in paths), chosen.fallback,
                                    record))
    report_fallbacks("PBM DVTS", [p for paths in found for p in paths])
    return results
