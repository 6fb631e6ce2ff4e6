"""95% intervals of a table's averages: a seeded bootstrap over stories, else lm-eval's own stderr.

With the run's ``--log_samples`` files (lm-eval writes one record per doc *per filter*, each
with that row's ``acc`` for the doc), every draw resamples the stories (Kosinski items) with
replacement and keeps all of a drawn story's questions, at every order
(``deltom.analysis.clusters``: a story's questions are correlated, so the story is the unit
sampled), the same stories for every row, and averages the orders as the table does (macro
mean); the interval is the 2.5th-97.5th percentile of ``RESAMPLES`` draws, except where every question
scored 0 (or 100): no draw can move such a mean, so the Wilson interval over the stories drawn stands
in (a handful of stories all right does not prove 100%). Without samples,
lm-eval's ``acc_stderr`` of each order gives a normal interval of the macro mean, mean +- 1.96
sqrt(sum of se^2) / K, which treats questions as independent (too narrow) and is undefined when
lm-eval wrote ``N/A`` (one question). Rows with a NaN (a PBM that failed) have no interval.
"""
from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path
from statistics import fmean
from typing import Optional, Sequence

from dellabels.io.jsonl import open_in, read_records
from deltom.analysis.clusters import cluster_of, draw_weights, independent, method, weighted_means
from deltom.analysis.samples import Selection, classify_task, is_plain
from deltom.analysis.scores import question_files, task_and_stamp
from deltom_base.errors import InputError
from harness_ext.benchmarks.registry import ordered_keys
from harness_ext.bon.rows import canonical_row

RESAMPLES = 2000
Z95 = 1.959964
Interval = tuple[float, float]
BOOTSTRAP = f"bootstrap over questions, {RESAMPLES} resamples, seed {{seed}}"
AVERAGE = "average"  # the key of the macro average among a row's cells
STDERR = ("normal approximation from lm-eval's acc_stderr per order, questions as independent (too narrow: "
          "--samples gives the story-clustered bootstrap)")


def per_question(paths: Sequence[str | Path], n: Optional[int],
                 select: Selection = Selection()) -> dict[str, dict[str, list[float]]]:
    """``{task: {row: [acc % of each doc, by doc_id]}}`` from lm-eval samples files of deltom's tasks (a plain
    task's one row, lm-eval's ``none``, is ``ori``)."""
    return read_questions(paths, n, select)[0]


def read_questions(paths: Sequence[str | Path], n: Optional[int], select: Selection = Selection(),
                   metric: str = "acc") -> tuple[dict[str, dict[str, list[float]]], dict[str, list[str]]]:
    """``per_question`` (of ``metric``: ``acc``, ``trace_acc`` ...) and ``{task: [cluster of each doc, by
    doc_id]}`` (``clusters.cluster_of``; a doc that names no story is its own cluster). A path may hold the
    run's text-free scores (``deltom.analysis.scores``) instead of its samples."""
    found: dict[str, dict[str, dict[int, float]]] = {}
    stories: dict[str, dict[int, str]] = {}
    for file in question_files(paths, select):
        task, _ = task_and_stamp(file)
        kind = classify_task(task)
        if kind is None:
            continue
        with open_in(str(file)) as handle:
            for number, record in read_records(handle, str(file)):
                if isinstance(record, str):
                    raise InputError(record)
                row, doc_id, acc = record.get("filter"), record.get("doc_id"), record.get(metric)
                if "filter" not in record and "resps" in record:
                    raise InputError(f"{file}: packed samples (one record per doc, `deltom pack-samples`) hold no "
                                     "per-row results; rescore them (`deltom rescore`) for per-question rows")
                if not isinstance(row, str) or not isinstance(doc_id, int) or isinstance(acc, bool) \
                        or not isinstance(acc, (int, float)):
                    raise InputError(f"{file} line {number}: expected an lm-eval sample record with doc_id (int), "
                                     f"filter (str) and {metric} (number), as lm-eval --log_samples writes them")
                name = "ori" if row == "none" and is_plain(task) else canonical_row(row, n)
                if name:
                    found.setdefault(task, {}).setdefault(name, {})[doc_id] = 100.0 * acc
                    cluster = record.get("cluster") if isinstance(record.get("cluster"), str) else \
                        cluster_of(record.get("doc"), kind[0])
                    stories.setdefault(task, {}).setdefault(doc_id, cluster or f"{task}#{doc_id}")
    values = {task: {row: [docs[d] for d in sorted(docs)] for row, docs in rows.items()} for task, rows in found.items()}
    return values, {task: [ids[d] for d in sorted(ids)] for task, ids in stories.items()}


def _same(a: float, b: float) -> bool:
    return (math.isnan(a) and math.isnan(b)) or abs(a - b) < 1e-6


def matched(questions: dict[str, dict[str, list[float]]], tasks: dict[str, str],
            per_key: dict[str, dict[str, float]], samples: str, results: str) -> dict[str, dict[str, list[float]]]:
    """``{key: {row: values}}`` for the results' tasks (``{key: task}``), checked against their accuracies:
    samples of another run (other docs, other numbers) are an ``InputError`` naming both files."""
    out = {}
    for key, task in tasks.items():
        rows = questions.get(task)
        if not rows:
            raise InputError(f"{samples}: no samples of {task}, which {results} reports")
        for row, value in per_key[key].items():
            values = rows.get(row)
            if values is None or not _same(fmean(values), value):
                got = "no records" if values is None else f"mean {fmean(values):.4f} over {len(values)} docs"
                raise InputError(f"{samples}: {task} row {row!r} has {got}, but {results} reports {value:.4f}; "
                                 "give the samples of that same run")
        out[key] = rows
    return out


def bootstrap(per_key: dict[str, dict[str, list[float]]], rows: Sequence[str], seed: int,
              resamples: int = RESAMPLES,
              clusters: Optional[dict[str, list[str]]] = None) -> dict[str, Optional[Interval]]:
    """Percentile interval of each row's macro average (``bootstrap_cells``)."""
    return {row: cells[AVERAGE] for row, cells in bootstrap_cells(per_key, rows, seed, resamples, clusters).items()}


def bootstrap_cells(per_key: dict[str, dict[str, list[float]]], rows: Sequence[str], seed: int,
                    resamples: int = RESAMPLES, clusters: Optional[dict[str, list[str]]] = None) \
        -> dict[str, dict[str, Optional[Interval]]]:
    """``{row: {key | AVERAGE: interval}}``: the percentile interval of every order's mean and of the macro
    average, from the same draws of ``clusters`` (``{key: [story of each question]}``; None: every question its
    own, the bootstrap over questions within each key), the same draws for every row."""
    import numpy as np

    keys = ordered_keys(per_key)
    for key in keys:
        sizes = {len(per_key[key][row]) for row in rows} | ({len(clusters[key])} if clusters else set())
        if len(sizes) != 1:
            raise InputError(f"order {key}: rows {', '.join(rows)} have different numbers of questions")
    if clusters and len({c for k in keys for c in clusters[k]}) < 2:  # one story: no spread to resample
        return {row: {**{k: None for k in keys}, AVERAGE: None} for row in rows}
    weights = draw_weights({k: clusters[k] for k in keys} if clusters else
                           independent({k: len(per_key[k][rows[0]]) for k in keys}) if rows else {}, seed, resamples)

    def percentile(means) -> Optional[Interval]:
        return None if np.isnan(means).any() else (float(np.percentile(means, 2.5)), float(np.percentile(means, 97.5)))

    units = {k: len(set(clusters[k])) if clusters else len(per_key[k][rows[0]]) for k in keys} if rows else {}
    every = len({c for k in keys for c in clusters[k]}) if clusters else sum(units.values())
    out: dict[str, dict[str, Optional[Interval]]] = {}
    for row in rows:
        per = {k: weighted_means(weights[k], per_key[k][row]) for k in keys}
        out[row] = {k: at_the_edge(percentile(means), per_key[k][row], units[k]) for k, means in per.items()}
        out[row][AVERAGE] = at_the_edge(percentile(np.mean([per[k] for k in keys], axis=0)),
                                        [v for k in keys for v in per_key[k][row]], every)
    return out


def wilson(successes: float, n: int) -> Interval:
    """The Wilson score interval (%) of ``successes`` of ``n``: honest at 0 and n, where a bootstrap has no spread."""
    p, z2 = successes / n, Z95 * Z95
    centre, half = (p + z2 / (2 * n)) / (1 + z2 / n), Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    low = 0.0 if successes <= 0 else max(0.0, 100.0 * (centre - half))
    return low, 100.0 if successes >= n else min(100.0, 100.0 * (centre + half))


def at_the_edge(interval: Optional[Interval], values: Sequence[float], units: int) -> Optional[Interval]:
    """``interval``, or, when no draw moved the mean: the Wilson interval over ``units`` independent units
    (stories: the clustered sample's effective size) where every question scored 0 (or every one 100), else None
    (n/a: the draws cannot estimate it, as when each stratum holds one story; a point would read as certainty)."""
    if interval is None or not values or interval[1] - interval[0] > 1e-9:
        return interval
    if units >= 1 and all(v == 0 for v in values):
        return wilson(0, units)
    if units >= 1 and all(v == 100 for v in values):
        return wilson(units, units)
    return None


def from_stderr(average: float, stderrs: Sequence[Optional[float]]) -> Optional[Interval]:
    """mean +- 1.96 sqrt(sum se^2) / K from the per-order standard errors, within [0, 100] (None when one is
    unknown)."""
    if not stderrs or any(s is None or math.isnan(s) for s in stderrs) or math.isnan(average):
        return None
    half = Z95 * math.sqrt(sum(s * s for s in stderrs)) / len(stderrs)
    return max(0.0, average - half), min(100.0, average + half)  # an accuracy cannot pass 0 or 100


def fmt(interval: Optional[Interval]) -> str:
    return "n/a" if interval is None else f"[{interval[0]:.1f}, {interval[1]:.1f}]"


def attach(result, samples: Optional[str], rows: Sequence[str], seed: int, select: Selection = Selection()):
    """``result`` (a ``deltom.analysis.results_load.ModelResult``) with its ``intervals`` (the averages) and
    ``cells`` (every order and the average) for ``rows`` and how they were made: a bootstrap over stories from the
    run's ``samples`` (``select``-ed, checked to be that run's; the per-question values and stories kept on it for
    paired differences), else lm-eval's stderr; a rescore summary has neither."""
    if not result.tasks:
        return replace(result, interval_method="none: a summary JSON holds no per-question results")
    if samples:
        values, stories = read_questions([samples], result.n, select)
        per_key = matched(values, result.tasks, result.per_key, samples, result.source)
        clusters = {key: stories[task] for key, task in result.tasks.items()}
        cells = bootstrap_cells(per_key, rows, seed, clusters=clusters)
        return replace(result, cells=cells, intervals={row: c[AVERAGE] for row, c in cells.items()},
                       interval_method=method(clusters, seed, RESAMPLES), questions_values=per_key, stories=clusters)
    cells = {}
    for row in rows:
        cells[row] = {k: from_stderr(v[row], [result.stderr.get(k, {}).get(row)]) for k, v in result.per_key.items()
                      if row in v}
        cells[row][AVERAGE] = from_stderr(result.average[row],
                                          [result.stderr.get(k, {}).get(row) for k in result.per_key])
    return replace(result, cells=cells, intervals={row: c[AVERAGE] for row, c in cells.items()},
                   interval_method=STDERR)
