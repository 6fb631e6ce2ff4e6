"""Score (doc, trace) pairs with any backend: duplicates scored once, the cache consulted first.

``score_traces`` is the one entry point used by ``pbm score`` and by callers
in Python (Best-of-N, beam search). A trace with no parsed step gets no
scores (and no model call); aggregations give it the lowest value
(``pbm.aggregate``).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Optional, Sequence

from dellabels.traces.parse import parse_trace
from pbm.backends.base import Backend, TraceInput
from pbm.cache import ScoreCache, score_key


@dataclass
class TraceScore:
    """Per-step scores of one trace, with its parsed step texts (or why it could not be scored)."""

    step_scores: list[float] = field(default_factory=list)
    steps: list[str] = field(default_factory=list)
    error: Optional[str] = None

    @property
    def n_steps(self) -> int:
        return len(self.steps)


def score_traces(backend: Backend, items: Sequence[TraceInput], cache: Optional[ScoreCache] = None
                 ) -> list[TraceScore]:
    """Step scores of every item, in order; each distinct trace is scored at most once, ever (with a cache)."""
    started = time.perf_counter()
    keys = [score_key(backend.pbm_id, i.story, i.question, i.trace, i.choices if backend.uses_choices else None,
                      i.partial)
            for i in items]
    first: dict[str, int] = {}
    for index, key in enumerate(keys):
        first.setdefault(key, index)
    backend.stats.traces += len(items)
    backend.stats.distinct_traces += len(first)

    results: dict[str, TraceScore] = {}
    todo: list[str] = []
    for key, index in first.items():
        item = items[index]
        steps = [s.text for s in parse_trace(item.trace, item.choices).steps]
        problem = backend.check(item)
        results[key] = TraceScore([], steps, problem)
        if problem is None and steps:
            todo.append(key)

    cached = cache.get_many(todo) if cache is not None else {}
    cached = {k: v for k, v in cached.items() if len(v) == results[k].n_steps}
    backend.stats.cache_hits += len(cached)
    for key, scores in cached.items():
        results[key].step_scores = scores
    missing = [k for k in todo if k not in cached]
    if missing:
        fresh = backend.score_items([items[first[k]] for k in missing])
        for key, scores in zip(missing, fresh):
            if len(scores) != results[key].n_steps:
                raise RuntimeError(f"{backend.name}: {len(scores)} scores for {results[key].n_steps} steps")
            results[key].step_scores = [float(s) for s in scores]
        if cache is not None:
            cache.put_many((k, backend.pbm_id, results[k].step_scores) for k in missing)
    backend.stats.seconds += time.perf_counter() - started
    return [results[key] for key in keys]
