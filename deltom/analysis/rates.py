"""The one check of the numbers a reader of results takes in: a rate (``acc``, ``trace_acc``, ``step_acc``,
``lucky``, ``acc_tomi``, any ``acc,<row>``) lies in [0, 1], a summary's percentage in [0, 100], a stderr in
[0, 1] or ``N/A``; NaN passes only in a ``pbm_*`` row (a PBM that failed after generation) and as ``claim_acc``
of a run that checked no claim. Whatever fails is
an ``InputError`` naming the file, the task (or order) and the metric: one line, exit 2 (``deltom table``,
``curves``, ``report``, ``import-reference``), never a table cell that reads 170.0.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

from dellabels.traces.verify import PROCESS_METRICS
from deltom_base.errors import InputError
from harness_ext.benchmarks.registry import BENCHMARKS


def number(value: object, where: str) -> float:
    """``value`` as a float; anything but a number is an ``InputError`` naming ``where``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InputError(f"{where} must be a number, got {json.dumps(value)[:60]}")
    return float(value)


def rate_metrics() -> set[str]:
    """The metrics that are a share of questions (or of steps): ``acc``, the verified-reasoning metrics and every
    benchmark's extra metrics (``acc_tomi``)."""
    return {"acc", *PROCESS_METRICS, *(m for b in BENCHMARKS.values() for m in b.extra_metrics)}


def rate(value: object, where: str, top: float = 1.0, failed: bool = False) -> float:
    """``value`` as a float, a rate in [0, ``top``] (1, or 100 for a percentage); anything else is an
    ``InputError`` naming ``where``. NaN passes only where ``failed`` (a PBM row whose scoring failed after
    generation: ``harness_ext.bon.task``)."""
    found = number(value, where)
    if math.isnan(found) and failed:
        return found
    if not 0.0 <= found <= top:  # NaN and the infinities fail this too
        raise InputError(f"{where}: {json.dumps(value)} is no rate: it must lie in [0, {top:g}]"
                         + (" (a percentage)" if top == 100 else ""))
    return found


EMPTY_NAN = frozenset({"claim_acc"})  # true among checked claims: NaN when a run checked none (a model that answered
# nothing free-form, ``harness_ext.benchmarks.freeform.claim_rate``)


def _failed_ok(row: str) -> bool:
    return row.startswith("pbm_")  # the rows a PBM reranks: NaN when it failed after generation


def check_rates(payload: object, path: str | Path) -> None:
    """Every rate of an lm-eval results JSON (``results``: task -> ``<metric>,<row>``) or of a rescore summary
    (``per_order`` / ``average`` and ``process``, in percent) lies in its range, a rate's stderr in [0, 1] (or
    ``N/A``); the first that does not is an ``InputError`` naming the file, task (or order) and metric. The one
    check every reader of results runs."""
    if not isinstance(payload, dict):
        return
    rates = rate_metrics()
    results = payload.get("results")
    for task, metrics in (results.items() if isinstance(results, dict) else ()):
        for key, value in (metrics.items() if isinstance(metrics, dict) else ()):
            metric, _, row = str(key).partition(",")
            base = metric[:-len("_stderr")] if metric.endswith("_stderr") else metric
            if base in rates and value not in (None, "N/A"):  # N/A: lm-eval's stderr of one question
                rate(value, f"{path}: task {task}, metric {key}", failed=_failed_ok(row) or base in EMPTY_NAN)
    parts = [("acc", payload)]
    process = payload.get("process")
    parts += [(m, p) for m, p in (process.items() if isinstance(process, dict) else ()) if isinstance(p, dict)]
    for metric, part in parts:
        orders = part.get("per_order")
        cells = [(f"order {k!r}", rows) for k, rows in (orders.items() if isinstance(orders, dict) else ())]
        cells.append(("average", part.get("average")))
        for where, rows in cells:
            for row, value in (rows.items() if isinstance(rows, dict) else ()):
                if value is not None:
                    rate(value, f"{path}: {where}, metric {metric}, row {row!r}", 100.0, _failed_ok(str(row)))
