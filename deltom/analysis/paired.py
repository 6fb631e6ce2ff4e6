"""Paired differences: row A minus row B on the same questions, with a story-clustered 95% interval.

Two rows of one run (``+PBM`` and ``maj@16``) answer the same questions, and so do two runs on
the same doc set: the difference of their macro averages is the macro average of the
per-question differences, and its interval comes from resampling those differences by story
(``deltom.analysis.clusters``), the same draws for both. Two overlapping intervals say
nothing about a difference; this does. A row against itself is 0 with a zero-width interval.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Optional

from deltom.analysis.clusters import Clusters, draw_weights, method, weighted_means
from deltom.analysis.intervals import RESAMPLES, read_questions
from deltom.analysis.samples import Selection, classify_task
from deltom_base.errors import InputError
from harness_ext.benchmarks.registry import ordered_keys
from harness_ext.bon.rows import row_name

PerKey = dict[str, list[float]]  # key -> % per question, in doc_id order
METHOD = "paired difference on {on}; {clustered}"
NO_SAMPLES = "difference of the averages; no paired interval without the runs' samples (--samples)"


def difference(a: PerKey, b: PerKey, clusters: Clusters, seed: int, resamples: Optional[int] = None,
               on: str = "the same questions") -> dict:
    """``{"difference", "interval_95", "method"}`` of macro mean ``a`` minus macro mean ``b`` (percentage points),
    the interval a percentile cluster bootstrap (None when a value is NaN)."""
    import numpy as np

    resamples = resamples or RESAMPLES
    keys = ordered_keys(clusters)
    for key in keys:
        if not (len(a.get(key, ())) == len(b.get(key, ())) == len(clusters[key])):
            raise InputError(f"order {key}: the two sides have different questions; a paired difference needs the same")
    diffs = {k: np.asarray(a[k], dtype=float) - np.asarray(b[k], dtype=float) for k in keys}
    point = float(np.mean([d.mean() for d in diffs.values()]))
    weights = draw_weights(clusters, seed, resamples)
    draws = np.mean([weighted_means(weights[k], diffs[k]) for k in keys], axis=0)
    interval = None if np.isnan(draws).any() else [float(np.percentile(draws, 2.5)), float(np.percentile(draws, 97.5))]
    return {"difference": point, "interval_95": interval,
            "method": METHOD.format(on=on, clustered=method(clusters, seed, resamples))}


def rows_difference(per_key: dict[str, dict[str, list[float]]], clusters: Clusters, row_a: str, row_b: str,
                    seed: int) -> dict:
    """``difference`` of two rows of one run (``{key: {row: values}}``)."""
    for row in (row_a, row_b):
        if any(row not in rows for rows in per_key.values()):
            raise InputError(f"row {row!r} is not in every order of the samples")
    return difference({k: v[row_a] for k, v in per_key.items()}, {k: v[row_b] for k, v in per_key.items()},
                      clusters, seed)


def paired_difference(samples_dir: str | Path, row_a: str, row_b: str, seed: int, n: Optional[int] = None,
                      select: Selection = Selection()) -> dict:
    """Row ``row_a`` minus row ``row_b`` of the Best-of-N run whose samples are in ``samples_dir`` (lm-eval's
    files or ``deltom pack-samples``' ones), averaged over orders: ``{"difference", "interval_95", "method",
    "rows"}``."""
    values, stories = read_questions([samples_dir], n, select)
    if not values:
        raise InputError(f"{samples_dir}: no samples of a Best-of-N task")
    keys = {classify_task(task)[1]: task for task in values}
    if len(keys) != len(values):
        raise InputError(f"{samples_dir}: samples of several runs; choose one (--task / --run)")
    per_key = {key: values[task] for key, task in keys.items()}
    clusters = {key: stories[task] for key, task in keys.items()}
    return {**rows_difference(per_key, clusters, row_a, row_b, seed), "rows": [row_a, row_b]}


def run_difference(a, b, row: str, base_row: str, seed: int) -> dict:
    """Row ``row`` of run ``a`` minus row ``base_row`` of run ``b`` (``ModelResult``s with their samples'
    per-question values, ``intervals.attach``): paired on the questions both runs asked (``common``: a run of
    10 per order against one of all 200 pairs on the 50), else the difference of the averages with the reason
    there is no interval."""
    point = a.average.get(row, float("nan")) - b.average.get(base_row, float("nan"))
    if not (a.questions_values and b.questions_values):
        return {"difference": point, "interval_95": None, "method": NO_SAMPLES}
    shared = common(a.stories, b.stories)
    if not shared:
        return {"difference": point, "interval_95": None,
                "method": "difference of the averages; no question in both runs (doc sets differ), so no paired interval"}
    try:
        values = [{k: [v[row][i] for i in shared[k][0]] for k, v in a.questions_values.items() if k in shared},
                  {k: [v[base_row][i] for i in shared[k][1]] for k, v in b.questions_values.items() if k in shared}]
    except KeyError:
        return {"difference": point, "interval_95": None, "method": "difference of the averages; a row has no samples"}
    clusters = {k: [a.stories[k][i] for i in pairs[0]] for k, pairs in shared.items()}
    asked, both = [sum(len(v) for v in r.stories.values()) for r in (a, b)], sum(len(p[0]) for p in shared.values())
    on = "the same questions" if asked[0] == asked[1] == both else \
        f"the {both} questions both runs asked (of {asked[0]} and {asked[1]}; matched by order and story)"
    return difference(values[0], values[1], clusters, seed, on=on)


def common(a: Clusters, b: Clusters) -> dict[str, tuple[list[int], list[int]]]:
    """``{key: (indices in a, indices in b)}`` of the questions both runs asked: matched by order (key), story
    (cluster) and the question's place among that story's questions at that order, as a ``--limit`` cut keeps
    them; keys with none left out."""
    shared = {}
    for key in [k for k in a if k in b]:
        place = dict(zip(_places(b[key]), range(len(b[key]))))
        pairs: tuple[list[int], list[int]] = ([], [])
        for i, at in enumerate(_places(a[key])):
            j = place.get(at)
            if j is not None:
                pairs[0].append(i)
                pairs[1].append(j)
        if pairs[0]:
            shared[key] = pairs
    return shared


def _places(stories: list[str]) -> list[tuple[str, int]]:
    """Each question as (its story, how many of that story's questions came before it)."""
    seen: dict[str, int] = {}
    out = []
    for story in stories:
        out.append((story, seen.get(story, 0)))
        seen[story] = seen.get(story, 0) + 1
    return out


def attach_baseline(results, baseline: str, seed: int) -> list:
    """``results`` with ``paired`` (row -> difference record) of every result against ``baseline``: a model name (each
    other model of its benchmark, row by row, minus that model's same row) or a row (``maj@16``, or ``maj@N`` /
    ``pass@N`` for each run's own N: every other row of each run minus it); neither, or a model that a benchmark of
    the table lacks, is an ``InputError``."""
    bases = {r.benchmark: r for r in results if r.name == baseline and not r.reported}
    lacking = sorted({r.benchmark for r in results if not r.reported} - set(bases))
    if bases and lacking:
        raise InputError(f"--baseline {baseline!r}: a model of {', '.join(sorted(bases))} only; the "
                         f"{', '.join(lacking)} results have no run of it, so their rows could not be paired (table "
                         "each benchmark apart, or name a row such as maj@N)")
    if bases:
        def against_model(r):
            if r.reported or r.benchmark not in bases or r is bases[r.benchmark]:
                return r
            base = bases[r.benchmark]
            return replace(r, paired={row: {"baseline": f"{base.name} {row}", **run_difference(r, base, row, row, seed)}
                                      for row in r.cells if row in base.average})
        return [against_model(r) for r in results]
    out, found = [], False
    for r in results:
        base_row = None if r.reported else baseline if baseline in r.average else \
            row_name(baseline, r.n) if baseline in ("maj@N", "pass@N") and r.n else None
        if base_row not in r.average:
            out.append(r)
            continue
        found = True
        out.append(replace(r, paired={row: {"baseline": base_row, **run_difference(r, r, row, base_row, seed)}
                                      for row in r.cells if row != base_row}))
    if not found:
        names = sorted({r.name for r in results if not r.reported})
        rows = sorted({row for r in results for row in r.average})
        raise InputError(f"--baseline {baseline!r}: neither a model ({', '.join(names)}) nor a row "
                         f"({', '.join(rows)}, maj@N, pass@N)")
    return out
