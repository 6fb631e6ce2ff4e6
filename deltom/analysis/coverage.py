"""What part of its benchmark an input covers: questions per order, orders missing, doc_ids absent.

A rescore summary records it (``record``): ``"questions": {order: count}``, ``"missing_orders"``
(of the benchmark's orders or Kosinski conditions, ``harness_ext.benchmarks.registry``),
``"missing_docs": {order: [doc_id, ...]}`` (ids below an order's largest that no sample has:
lm-eval numbers the docs it ran 0, 1, ...) and ``"partial"``. ``reasons`` says the same in
words, for warnings and the table caption, also for lm-eval results (from their ``n-samples``).
"""
from __future__ import annotations

import logging
from typing import Mapping, Optional, Sequence

from harness_ext.benchmarks.registry import benchmark
from deltom.analysis.samples import TaskSamples, keys_phrase

log = logging.getLogger(__name__)

SHOWN_IDS = 10  # absent doc_ids named in a reason; the rest are counted


def expected_keys(family: str) -> list[str]:
    """The keys (Hi-ToM orders, Kosinski conditions) of the benchmark's Best-of-N group."""
    return list(benchmark(family).keys)


def record(tasks: Sequence[TaskSamples]) -> dict:
    """``{"questions", "missing_orders", "missing_docs", "partial"}`` of the samples rescored."""
    questions = {t.key: len(t.docs) for t in tasks}
    missing_docs = {}
    for t in tasks:
        ids = {d.doc_id for d in t.docs}
        absent = sorted(set(range(max(ids) + 1)) - ids) if ids else []
        if absent:
            missing_docs[t.key] = absent
    missing = [k for k in expected_keys(tasks[0].family) if k not in questions] if tasks else []
    uneven = bool(tasks) and uneven_counts(tasks[0].family, questions)
    return {"questions": questions, "missing_orders": missing, "missing_docs": missing_docs,
            "partial": bool(missing or missing_docs or uneven)}


def uneven_counts(family: str, questions: Mapping[str, Optional[int]]) -> bool:
    """Whether the question counts per key differ where the benchmark's leaves are even (ToMi's question types
    are not: there a difference is the data's, not a cut run's)."""
    counts = {v for v in questions.values() if v is not None}
    return benchmark(family).even and len(counts) > 1


def reasons(family: str, present: Sequence[str], questions: Mapping[str, Optional[int]],
            missing_docs: Optional[Mapping[str, Sequence[int]]] = None,
            available: Optional[Mapping[str, Optional[int]]] = None) -> list[str]:
    """Why an input is partial, in words (empty when it is not): orders missing of the benchmark,
    doc_ids absent, question counts that differ across orders (``None``: not recorded), fewer questions asked
    than the data set holds (``available``: lm-eval's ``n-samples`` ``original``; a ``--limit`` run)."""
    out = []
    cut = {k: (questions.get(k), n) for k, n in (available or {}).items()
           if n is not None and questions.get(k) is not None and questions[k] < n}
    if cut:
        shown = sorted({f"{asked} of {n}" for asked, n in cut.values()})
        out.append(f"{' / '.join(shown)} questions per {benchmark(family).key_kind} asked (--limit)")
    expected = expected_keys(family)
    missing = [k for k in expected if k not in present]
    if missing:
        out.append(f"{keys_phrase(missing)} missing (of {', '.join(expected)})")
    for key, ids in (missing_docs or {}).items():
        shown = ", ".join(map(str, ids[:SHOWN_IDS])) + (f" and {len(ids) - SHOWN_IDS} more" if len(ids) > SHOWN_IDS
                                                         else "")
        out.append(f"{keys_phrase([key])}: doc_id{'s' if len(ids) > 1 else ''} {shown} absent")
    counts = {k: v for k, v in questions.items() if v is not None}
    if uneven_counts(family, counts):
        unit = f"{benchmark(family).key_kind}s"
        out.append(f"question counts differ across {unit} ({', '.join(f'{k}: {v}' for k, v in counts.items())})")
    return out


def summary_reasons(family: str, summary: dict) -> list[str]:
    """``reasons`` of a summary holding a ``record`` (without one: the orders it has)."""
    questions = summary.get("questions") if isinstance(summary.get("questions"), dict) else {}
    docs = summary.get("missing_docs") if isinstance(summary.get("missing_docs"), dict) else {}
    counts = {str(k): v for k, v in questions.items() if isinstance(v, int) and not isinstance(v, bool)}
    return reasons(family, [str(k) for k in summary["per_order"]], counts,
                   {str(k): list(v) for k, v in docs.items() if isinstance(v, list)})


def warn_partial(command: str, reasons: Sequence[str], name: str = "", note: str = "") -> None:
    """One warning line (the library log), ``deltom <command>: warning: partial input [name]: <reasons>[; note]``,
    when ``reasons`` (what part of its benchmark an input misses) is not empty."""
    if reasons:
        log.warning(f"deltom {command}: warning: partial input{' ' + name if name else ''}: {'; '.join(reasons)}"
                    + (f"; {note}" if note else ""))
