"""The accuracy-vs-N figures (DEL-ToM Fig. 3) and ``curves.json`` of ``deltom.analysis.curves``'s
curves: one panel per order and the average, the PBM rules against maj@N and Ori."""
from __future__ import annotations

import json
from pathlib import Path

from deltom.analysis.names import portable_text
from deltom.pages.render import key_label
from deltom_base.errors import InputError
from harness_ext.bon.rows import MODES
from pbm.aggregate import RULES

REFERENCES = {"maj@N": ("black", ":"), "ori": ("grey", "-.")}  # row names with @N: series over N


def rule_colour(rule: str) -> str:
    """The colour of aggregation rule ``rule``'s series: matplotlib's colour cycle in ``pbm.aggregate.RULES`` order
    (``C0``, ``C1``, ...; it wraps, so any number of rules has one)."""
    return f"C{RULES.index(rule) % 10}"


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
    lines = [(f"pbm_{mode}_{rule}", rule, rule_colour(rule), "-") for rule in RULES]
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

    (out / "curves.json").write_text(portable_text(json.dumps(curves, indent=1)) + "\n", encoding="utf-8")
    metrics = ["acc"] + (["trace_acc"] if "trace_acc" in curves.get("process", {}) else [])
    return [out / "curves.json"] + [p for metric in metrics for mode in MODES
                                    for p in plot_curves(curves, out, mode, metric)]
