"""Best-of-N reranking rows from saved samples, through the same filters lm-eval runs.

Every row is the filter of the ``*_bon`` task yaml (``harness_ext.filters``) applied
to the samples, then judged by ``harness_ext.bon_metrics.make_process_results``
with the task's own correctness rule, so a rescore reproduces the lm-eval
numbers for the same N. Accuracies are percentages; the average is a macro mean
over orders (or Kosinski conditions), as the group's ``weight_by_size: false``.

Row names are the filter names of the task yaml. ``pass@N`` and ``maj@N`` carry
their N as lm-eval names such rows (``maj@64`` in gsm8k-cot-self-consistency):
``maj@16`` in a run with 16 samples; curves, whose series run over N, keep the
literal ``@N``. Results made before N was in the names say ``pass_at_n`` and
``majority``; ``canonical_row`` reads them as ``pass@<their N>`` / ``maj@<their N>``.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from statistics import fmean
from typing import Callable, Optional, Sequence

from tqdm import tqdm

from harness_ext import filters as bon_filters
from harness_ext.bon_metrics import make_process_results
from harness_ext.pbm_spec import PBMConfigError, check, requested
from harness_ext.samples import InputError, TaskSamples, take_first
from pbm.aggregate import RULES

MODES = ("vanilla", "weighted")
PBM_ROWS = tuple(f"pbm_{mode}_{rule}" for mode in MODES for rule in RULES)
# The exact DEL verifier as the PBM: the ceiling of a step-perfect verifier under vanilla (min) and
# weighted (avg) selection. Hi-ToM only (the verifier needs Hi-ToM-grammar stories).
ORACLE_ROWS = {"del_oracle": ("vanilla", "min"), "del_oracle_weighted": ("weighted", "avg")}
N_ROWS = ("pass@N", "maj@N")  # the rows whose name carries N
ROW_ORDER = ("ori", *N_ROWS, *ORACLE_ROWS, *PBM_ROWS)  # row kinds, in table order
LEGACY_ROWS = {"pass_at_n": "pass@N", "majority": "maj@N"}  # names before N was in them
_AT_N = re.compile(r"^(pass|maj)@(?:[1-9]\d*|N)$")


def row_name(kind: str, n: Optional[int]) -> str:
    """The row ``kind`` of a run with ``n`` samples: ``maj@N`` -> ``maj@16``; other kinds carry no N."""
    known = isinstance(n, int) and not isinstance(n, bool) and n > 0  # a results file may hold anything
    return kind.replace("@N", f"@{n}") if known and kind in N_ROWS else kind


def row_kind(name: str) -> Optional[str]:
    """``maj@16`` / ``majority`` -> ``maj@N``, ``pbm_weighted_min`` -> itself; None for a name that is no row."""
    name = LEGACY_ROWS.get(name, name)
    match = _AT_N.match(name)
    if match:
        return f"{match.group(1)}@N"
    return name if name in ROW_ORDER else None


def canonical_row(name: str, n: Optional[int]) -> Optional[str]:
    """``name`` as results with ``n`` samples name it today (legacy and ``@N`` names get their N); None if no row."""
    kind = row_kind(name)
    if kind is None:
        return None
    return row_name(kind, n) if name in LEGACY_ROWS or name.endswith("@N") else name


def row_sort_key(name: str) -> tuple:
    """Table order of row names (unknown names last, by name)."""
    kind = row_kind(name)
    return (ROW_ORDER.index(kind) if kind else len(ROW_ORDER), name)


def _hitom_correct(doc: dict, trace: str) -> bool:
    from deltom_tasks.hitom import is_correct

    return is_correct(trace, doc["answer"], doc.get("choices"))


def _kosinski_correct(doc: dict, trace: str) -> bool:
    from deltom_tasks.kosinski import is_correct

    return is_correct(trace, doc["answer"], doc["other"])


@dataclass(frozen=True)
class Family:
    """A benchmark's correctness rule and whether it has the DEL-oracle row (Hi-ToM only)."""

    is_correct: Callable[[dict, str], bool]
    oracle: bool


FAMILIES = {"hitom": Family(_hitom_correct, True), "kosinski": Family(_kosinski_correct, False)}


def row_names(family: str, n: Optional[int] = None) -> list[str]:
    """The rows of a benchmark with ``n`` samples (None: ``@N`` kept), in the order of its task yaml."""
    return [row_name(r, n) for r in ROW_ORDER if r not in ORACLE_ROWS or FAMILIES[family].oracle]


def row_specs(family: str, n: Optional[int] = None) -> list[tuple[str, str, dict]]:
    """(row name, filter class of ``harness_ext.filters``, its kwargs) of every row: the task yaml's
    ``filter_list`` (``deltom_tasks.bon_configs`` writes it from here); PBM rows with the yaml's PBM."""
    specs = [("ori", "SampleSetFilter", {"mode": "mean"}), (row_name("pass@N", n), "SampleSetFilter", {"mode": "any"}),
             (row_name("maj@N", n), "MajorityFilter", {})]
    if FAMILIES[family].oracle:
        specs += [(name, "PBMRerankFilter", {"mode": mode, "rule": rule, "backend": "del", "env_override": False})
                  for name, (mode, rule) in ORACLE_ROWS.items()]
    for name in PBM_ROWS:
        _, mode, rule = name.split("_")
        specs.append((name, "PBMRerankFilter", {"mode": mode, "rule": rule, "backend": "hf", "model": "default"}))
    return specs


def build_filters(family: str, backend: str, model: Optional[str], n: Optional[int] = None) -> dict[str, object]:
    """One lm-eval filter per row (named for ``n`` samples); the PBM rows use ``backend``/``model``,
    the oracle rows always ``del``."""
    model = None if backend == "del" else model  # one memo key with the oracle: del scores once
    rows: dict[str, object] = {}
    for name, cls, kwargs in row_specs(family, n):
        if name in PBM_ROWS:
            kwargs = dict(kwargs, backend=backend, model=model, env_override=False)
        rows[name] = getattr(bon_filters, cls)(**kwargs)
    return rows


def make_judge(family: str) -> Callable[[dict, Sequence], dict[str, float]]:
    """The task's ``process_results``, memoised per (doc, trace) (curves judge a trace many times)."""
    correct = FAMILIES[family].is_correct
    memo: dict[tuple, bool] = {}

    def judged(doc: dict, trace: str) -> bool:
        key = (doc.get("story"), doc.get("question"), doc.get("answer"), doc.get("choices"), doc.get("other"), trace)
        if key not in memo:
            memo[key] = correct(doc, trace)
        return memo[key]

    return make_process_results(judged)


def prescore(tasks: Sequence[TaskSamples], row_filters: dict[str, object], progress: bool = True) -> None:
    """Score every distinct (doc, trace) once per PBM before the rows are selected (then memoised)."""
    backends = sorted({(f.backend, f.model) for f in row_filters.values()
                       if isinstance(f, bon_filters.PBMRerankFilter)}, key=str)
    for task in tqdm(tasks, desc="PBM scoring", unit="task", file=sys.stderr, disable=not progress):
        pairs = [(d.doc, text) for d in task.docs for text in d.resps]
        for backend, model in backends:
            try:
                bon_filters.step_scores(backend, model, pairs)
            except (ValueError, OSError) as err:  # unparseable input, a model that cannot be loaded
                where = f"{task.task} ({', '.join(task.paths)})"
                raise InputError(f"scoring {where} with backend {backend}: {err}") from err


def task_rows(task: TaskSamples, row_filters: dict[str, object], judge: Callable) -> dict[str, float]:
    """Accuracy (%) of every row on one task's docs with the samples they hold."""
    docs = [d.doc for d in task.docs]
    resps = [d.resps for d in task.docs]
    out = {}
    for row, row_filter in row_filters.items():
        outputs = row_filter.apply(resps, docs)
        out[row] = 100.0 * fmean(judge(doc, [o])["acc"] for doc, o in zip(docs, outputs))
    return out


def macro_average(per_key: dict[str, dict[str, float]]) -> dict[str, float]:
    """Mean over orders (conditions) of every row that all of them have, in row order."""
    shared = set.intersection(*(set(v) for v in per_key.values())) if per_key else set()
    rows = sorted((r for r in shared if row_kind(r)), key=row_sort_key)
    return {r: fmean(v[r] for v in per_key.values()) for r in rows}


def summarise(per_key: dict[str, dict[str, float]], n: int) -> dict:
    """``{"n", "per_order", "average"}`` (``rescore`` adds ``"pbm"``: the summary JSON of ``deltom rescore --out``)."""
    average = macro_average(per_key)
    return {"n": n, "per_order": {k: {r: v[r] for r in average} for k, v in per_key.items()}, "average": average}


def rescore(tasks: Sequence[TaskSamples], backend: str, model: Optional[str], n: Optional[int] = None,
            progress: bool = True) -> dict:
    """Every reranking row of ``tasks`` using their first ``n`` samples (all by default): the summary dict."""
    if not tasks:
        raise InputError("no samples to rescore")
    tasks, n = take_first(tasks, n)
    family = tasks[0].family
    try:  # before any scoring: a PBM that cannot be used is one line, not a traceback after minutes
        check(*requested(backend, model, env_override=False))
    except PBMConfigError as err:
        raise InputError(str(err)) from None
    row_filters = build_filters(family, backend, model, n)
    prescore(tasks, row_filters, progress)
    judge = make_judge(family)
    summary = summarise({t.key: task_rows(t, row_filters, judge) for t in tasks}, n)
    return {**summary, "pbm": pbm_record(backend, model)}


def pbm_record(backend: str, model: Optional[str]) -> dict:
    """What scored the pbm_* rows: the checked PBM and, once loaded, its full id (weights, dtype)."""
    backend, model = requested(backend, model, env_override=False)
    return {**check(backend, model), "pbm_id": bon_filters.loaded_pbm_id(backend, model)}
