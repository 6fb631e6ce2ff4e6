"""Accuracy-vs-N curves (DEL-ToM Fig. 3) from saved samples: seeded subsampling, mean with min-max band.

For N = 1, 2, 4, ... up to the samples available, each trial draws N of every
doc's samples without replacement (kept in sampling order, so ties break as in
a real run of N) and computes every row with ``harness_ext.bon.rows``. Step scores
come from one scoring pass over all samples (memoised), so trials cost no
PBM calls. The figures: ``deltom.pages.curve_plots``.
"""
from __future__ import annotations

import random
import sys
from dataclasses import replace
from statistics import fmean
from typing import Optional, Sequence

from tqdm import tqdm

from deltom.analysis import coverage
from deltom.analysis.rescore import make_judge, prescore, task_metrics
from deltom.analysis.samples import TaskSamples
from deltom_base.errors import InputError
from harness_ext.bon.rows import build_filters, macro_average


def n_grid(available: int) -> list[int]:
    """Powers of two up to ``available``."""
    if available < 1:
        raise InputError("no samples available")
    return [2 ** k for k in range(available.bit_length()) if 2 ** k <= available]


def subsample(task: TaskSamples, n: int, rng: random.Random) -> TaskSamples:
    """``task`` with ``n`` samples per doc drawn without replacement (in their original order)."""
    docs = [replace(d, resps=[d.resps[i] for i in sorted(rng.sample(range(len(d.resps)), n))]) for d in task.docs]
    return replace(task, docs=docs)


def _band(values: Sequence[Sequence[float]]) -> dict[str, list]:
    return {"mean": [fmean(v) for v in values], "min": [min(v) for v in values], "max": [max(v) for v in values],
            "trials": [list(v) for v in values]}


def run_curves(tasks: Sequence[TaskSamples], backend: str, model: Optional[str], trials: int = 10,
               seed: int = 0, progress: bool = True) -> dict:
    """Mean / min / max over trials of every row, per order and averaged, for each N in ``n_grid``; with the
    questions per order and what of the benchmark is missing (``coverage.record``)."""
    if trials < 1:
        raise InputError(f"--trials must be >= 1, got {trials}")
    if not tasks:
        raise InputError("no samples given")
    row_filters = build_filters(tasks[0].family, backend, model)
    prescore(tasks, row_filters, progress)
    judge = make_judge(tasks[0].family)
    available = min(t.available for t in tasks)
    ns = n_grid(available)
    # metric -> key -> row -> [i] = the trials' values at ns[i]
    values: dict[str, dict[str, dict[str, list[list[float]]]]] = {}
    steps = tqdm(total=len(ns) * trials, desc="curves", unit="trial", file=sys.stderr, disable=not progress)
    for i, n in enumerate(ns):
        # with exactly n samples per doc every draw is the same subset: one trial stands for all
        every = all(len(d.resps) == n for t in tasks for d in t.docs)
        for trial in range(trials):
            if trial == 0 or not every:
                rng = random.Random(f"{seed}:{n}:{trial}")
                per_task = {t.key: task_metrics(subsample(t, n, rng), row_filters, judge) for t in tasks}
                metrics = {m: {k: per[m] for k, per in per_task.items()} for m in next(iter(per_task.values()))}
                for per_key in metrics.values():
                    per_key["average"] = macro_average(per_key)
            for metric, per_key in metrics.items():
                for key, rows in per_key.items():
                    for row, value in rows.items():
                        series = values.setdefault(metric, {}).setdefault(key, {}).setdefault(row, [])
                        if len(series) == i:  # the first trial at ns[i]
                            series.append([])
                        series[-1].append(value)
            steps.update()
    steps.close()
    bands = {m: {key: {row: _band(series) for row, series in rows.items()} for key, rows in per_key.items()}
             for m, per_key in values.items()}
    acc = bands.pop("acc")
    average = acc.pop("average")
    process = {m: {"average": per_key.pop("average"), "per_order": per_key} for m, per_key in bands.items()}
    return {"n": ns, "trials": trials, "seed": seed, "backend": backend, "model": None if backend == "del" else model,
            "available": available, "per_order": acc, "average": average, **({"process": process} if process else {}),
            **coverage.record(tasks)}

