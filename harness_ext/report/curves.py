"""Accuracy-vs-N curves (DEL-ToM Fig. 3) from saved samples: seeded subsampling, mean with min-max band.

For N = 1, 2, 4, ... up to the samples available, each trial draws N of every
doc's samples without replacement (kept in sampling order, so ties break as in
a real run of N) and computes every row with ``harness_ext.bon.rows``. Step scores
come from one scoring pass over all samples (memoised), so trials cost no
PBM calls.
"""
from __future__ import annotations

import json
import random
import sys
from dataclasses import replace
from pathlib import Path
from statistics import fmean
from typing import Optional, Sequence

from tqdm import tqdm

from harness_ext.bon.rows import MODES, build_filters, macro_average
from harness_ext.report import coverage
from harness_ext.report.rescore import make_judge, prescore, task_metrics
from harness_ext.report.samples import InputError, TaskSamples
from harness_ext.report.tables import key_label
from pbm.aggregate import RULES

REFERENCES = {"maj@N": ("black", ":"), "ori": ("grey", "-.")}  # row names with @N: series over N
RULE_COLOURS = dict(zip(RULES, ("tab:blue", "tab:orange", "tab:green", "tab:red")))


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


def pyplot():
    """matplotlib's pyplot on the file-only Agg backend; an ``InputError`` naming the extra when it is missing."""
    try:
        import matplotlib
    except ImportError as err:
        raise InputError("plotting needs matplotlib: pip install 'deltom[plots]' (or the dev extra)") from err
    matplotlib.use("Agg")  # files only; never a display
    import matplotlib.pyplot as plt

    return plt


def plot_curves(curves: dict, out_dir: str | Path, mode: str, metric: str = "acc") -> list[Path]:
    """One figure for ``mode`` (vanilla / weighted): a subplot per order + average; PNG and PDF.
    ``metric="trace_acc"``: the verified traces of the same rows (``curves_verified_<mode>``)."""
    plt = pyplot()
    part = curves if metric == "acc" else curves["process"][metric]
    panels = [(key_label(k), rows) for k, rows in part["per_order"].items()] + [("Average", part["average"])]
    cols = min(3, len(panels))
    rows_n = -(-len(panels) // cols)
    fig, axes = plt.subplots(rows_n, cols, figsize=(4.2 * cols, 3.3 * rows_n), squeeze=False)
    ns = curves["n"]
    lines = [(f"pbm_{mode}_{rule}", rule, RULE_COLOURS[rule], "-") for rule in RULES]
    lines += [(row, row, colour, style) for row, (colour, style) in REFERENCES.items()]
    for ax, (title, rows) in zip(axes.flat, panels):
        for row, label, colour, style in lines:
            if row not in rows:
                continue
            band = rows[row]
            ax.plot(ns, band["mean"], style, color=colour, marker="o", markersize=3, label=label)
            ax.fill_between(ns, band["min"], band["max"], color=colour, alpha=0.15, linewidth=0)
        ax.set_xscale("log", base=2)
        ax.set_xticks(ns, [str(n) for n in ns])
        ax.set_title(title)
        ax.set_xlabel("N")
        ax.set_ylabel("accuracy (%)" if metric == "acc" else "verified traces (%)")
        ax.grid(alpha=0.3)
    for ax in list(axes.flat)[len(panels):]:
        ax.axis("off")
    handles, labels = axes.flat[0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="lower center", ncol=len(labels), frameon=False)
    what = "" if metric == "acc" else ", verified traces (trace_acc)"
    fig.suptitle(f"{mode.title()} Best-of-N{what}: mean and min-max over {curves['trials']} trials "
                 f"(seed {curves['seed']})")
    fig.tight_layout(rect=(0, 0.06, 1, 0.95))
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    stem = f"curves_{mode}" if metric == "acc" else f"curves_verified_{mode}"
    paths = [out / f"{stem}.png", out / f"{stem}.pdf"]
    for path in paths:
        fig.savefig(path, dpi=150)
    plt.close(fig)
    return paths


def write_curves(curves: dict, out_dir: str | Path) -> list[Path]:
    """curves.json plus the vanilla and weighted figures (PNG, PDF), of accuracy and, where the samples
    carry them, of verified traces."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    from harness_ext.report.names import portable_text

    (out / "curves.json").write_text(portable_text(json.dumps(curves, indent=1)) + "\n", encoding="utf-8")
    metrics = ["acc"] + (["trace_acc"] if "trace_acc" in curves.get("process", {}) else [])
    return [out / "curves.json"] + [p for metric in metrics for mode in MODES
                                    for p in plot_curves(curves, out, mode, metric)]
