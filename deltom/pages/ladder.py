"""Accuracy against belief order from lm-eval results JSONs: where a model breaks on a ladder.

A ladder is any group of ``<group>_order_<k>`` leaves (``hitom_del_fresh_ladder`` sweeps orders
0-6; ``hitom_del`` and ``hitom_del_fresh`` give 0-4). Each results file and group is one series:
``acc`` and, where the stories are DEL-verifiable, ``trace_acc`` (verified traces), in percent,
against the order. Written as ``ladder.json`` and ``ladder.png`` / ``ladder.pdf``.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Sequence

from deltom.analysis.rates import check_rates
from deltom.pages.curve_plots import pyplot
from deltom_base.errors import InputError
from harness_ext.benchmarks.registry import leaf

METRICS = ("acc", "trace_acc")


def ladder_series(path: str | Path, name: str | None = None) -> list[dict]:
    """One series per group of ``_order_<k>`` leaves in a results JSON: {"name", "group", metric: {order: %}}."""
    try:
        payload = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise InputError(f"{path}: cannot read it as JSON ({err})") from err
    check_rates(payload, path)
    results = payload.get("results") if isinstance(payload, dict) else None
    if not isinstance(results, dict):
        raise InputError(f"{path}: not an lm-eval results JSON (no 'results')")
    label = name or payload.get("model_name") or Path(path).stem
    groups: dict[str, dict] = {}
    for task, metrics in sorted(results.items()):
        found = leaf(task)  # the registry reads the name: a plain leaf of a benchmark whose keys are orders
        if found is None or found.bon or found.benchmark.key_kind != "order" or not isinstance(metrics, dict) \
                or not isinstance(metrics.get("acc,none"), (int, float)):
            continue  # a group row, a Best-of-N leaf (its rows are curves over N) or another task
        series = groups.setdefault(found.group, {"name": label, "group": found.group})
        for metric in METRICS:
            value = metrics.get(f"{metric},none")
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                series.setdefault(metric, {})[int(found.key)] = 100.0 * value
    if not groups:
        raise InputError(f"{path}: no <group>_order_<k> task with acc,none (run a hitom_del* group, e.g. "
                         "hitom_del_fresh_ladder)")
    return [dict(s, **{m: dict(sorted(s[m].items())) for m in METRICS if m in s}) for s in groups.values()]


def write_ladder(series: Sequence[dict], out_dir: str | Path) -> list[Path]:
    """ladder.json and one figure (acc solid, trace_acc dashed, one colour per series): PNG and PDF."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "ladder.json").write_text(json.dumps({"series": list(series)}, indent=1) + "\n", encoding="utf-8")
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(6.4, 4.0))
    for index, s in enumerate(series):
        colour = f"C{index % 10}"
        for metric, style in (("acc", "-"), ("trace_acc", "--")):
            if s.get(metric):
                orders = sorted(s[metric])
                ax.plot(orders, [s[metric][k] for k in orders], style, color=colour, marker="o", markersize=3,
                        label=f"{s['name']} {s['group']} {'acc' if metric == 'acc' else 'verified traces'}")
    ax.set_xlabel("belief order")
    ax.set_ylabel("%")
    ax.set_ylim(0, 100)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, frameon=False)
    ax.set_title("Accuracy (solid) and verified traces (dashed) by belief order")
    fig.tight_layout()
    paths = [out / "ladder.png", out / "ladder.pdf"]
    for path in paths:
        fig.savefig(path, dpi=150)
    plt.close(fig)
    return [out / "ladder.json", *paths]
