"""ProcessBench's three figures for a verifier's first-error predictions, overall and by order, error position and
label source.

A prediction is the index of the step the verifier calls the first wrong one, -1 for "all right", or None when
it gave no readable answer (a judge's unparsable reply: wrong on every item, as ProcessBench counts it).
- error accuracy: on items with a wrong step, the share whose prediction is exactly that step;
- right accuracy: on items with none, the share predicted -1;
- F1: their harmonic mean (0 when either is 0).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from deltom.processbench.items import Item

POSITIONS = ((0, 4), (5, 9), (10, 14), (15, 19), (20, 10**9))


@dataclass(frozen=True)
class Figures:
    """One row: error and right accuracy (%), F1, and the item counts behind them."""

    error_acc: float
    right_acc: float
    f1: float
    errors: int
    rights: int
    early: int  # erroneous items flagged before their first wrong step, or right items flagged at all
    late: int  # erroneous items flagged after their first wrong step, or not at all

    def as_dict(self) -> dict:
        """As JSON: an undefined figure (no item of its kind) is null, never NaN."""
        return {"error_acc": _known(self.error_acc), "right_acc": _known(self.right_acc), "f1": _known(self.f1),
                "errors": self.errors, "rights": self.rights, "early": self.early, "late": self.late}


def _known(value: float) -> Optional[float]:
    return None if value != value else value


def _rate(hits: int, total: int) -> float:
    return round(100.0 * hits / total, 1) if total else float("nan")


def f1(error_acc: float, right_acc: float) -> float:
    """The harmonic mean of two accuracies in % (NaN when either is undefined)."""
    if error_acc != error_acc or right_acc != right_acc:
        return float("nan")
    return 0.0 if error_acc + right_acc == 0 else round(2 * error_acc * right_acc / (error_acc + right_acc), 1)


def figures(items: Sequence[Item], predicted: Sequence[Optional[int]]) -> Figures:
    """The three figures of ``predicted`` (one per item) against the items' labels."""
    err_hits = right_hits = errors = rights = early = late = 0
    for item, guess in zip(items, predicted):
        if item.label >= 0:
            errors += 1
            err_hits += guess == item.label
            early += guess is not None and 0 <= guess < item.label
            late += guess is not None and (guess == -1 or guess > item.label)
        else:
            rights += 1
            right_hits += guess == -1
            early += guess is not None and guess >= 0
    e, r = _rate(err_hits, errors), _rate(right_hits, rights)
    return Figures(e, r, f1(e, r), errors, rights, early, late)


def position_of(label: int, steps: int) -> str:
    """The error-position bucket of a label: the final-answer step, else a range of step indices."""
    if label == steps - 1:
        return "final answer"
    low, high = next(p for p in POSITIONS if p[0] <= label <= p[1])
    return f"steps {low}-{high}" if high < 10**9 else f"steps {low}+"


BREAKDOWNS: dict[str, Callable[[Item], str]] = {
    "order": lambda item: str(item.order),
    "label source": lambda item: item.label_source,
    "benchmark": lambda item: item.benchmark,
    "error position": lambda item: "right (no error)" if item.label < 0 else position_of(item.label, len(item.steps)),
}


def breakdown(items: Sequence[Item], predicted: Sequence[Optional[int]], by: str) -> dict[str, Figures]:
    """``figures`` per value of ``BREAKDOWNS[by]``, in sorted order."""
    groups: dict[str, list[int]] = {}
    for i, item in enumerate(items):
        groups.setdefault(BREAKDOWNS[by](item), []).append(i)
    return {key: figures([items[i] for i in found], [predicted[i] for i in found])
            for key, found in sorted(groups.items(), key=lambda kv: _sort_key(kv[0]))}


def _sort_key(key: str) -> tuple:
    number = "".join(ch for ch in key.split("-")[0] if ch.isdigit())
    return (key.startswith("right"), key == "final answer", int(number) if number else 0, key)


def report(items: Sequence[Item], predicted: Sequence[Optional[int]]) -> dict:
    """Every figure as JSON: ``overall`` and one table per breakdown."""
    return {"overall": figures(items, predicted).as_dict(),
            **{by: {k: v.as_dict() for k, v in breakdown(items, predicted, by).items()} for by in BREAKDOWNS}}


def markdown(summary: dict, title: str) -> str:
    """The report as Markdown tables (one per breakdown)."""
    def row(name: str, f: dict) -> str:
        cells = [f"{f[k]:.1f}" if f[k] is not None else "n/a" for k in ("error_acc", "right_acc", "f1")]
        return f"| {name} | {' | '.join(cells)} | {f['errors']} | {f['rights']} | {f['early']} | {f['late']} |"

    head = "| {} | error acc | right acc | F1 | erroneous | right | flagged early | flagged late |\n" \
           "|---|---:|---:|---:|---:|---:|---:|---:|"
    out = [f"## {title}", "", head.format("set"), row("all", summary["overall"])]
    for by in BREAKDOWNS:
        out += ["", head.format(by), *(row(k, v) for k, v in summary[by].items())]
    return "\n".join(out) + "\n"
