"""Best-of-N rows from saved samples, through the same filters lm-eval runs.

Every row is the filter of the ``*_bon`` task yaml (``harness_ext.bon.rows``) applied
to the samples, then judged by ``harness_ext.bon.metrics.make_process_results``
with the task's own judge, so a rescore reproduces the lm-eval numbers for the
same N, the verified-reasoning metrics (``trace_acc``, ``step_acc``, ``lucky``) of
Hi-ToM included. Accuracies are percentages; the average is a macro mean
over orders (or Kosinski conditions), as the group's ``weight_by_size: false``.
"""
from __future__ import annotations

import sys
from statistics import fmean
from typing import Callable, Optional, Sequence

from tqdm import tqdm

from dellabels.traces.thinking import count_cut_in_think
from dellabels.traces.verify import PROCESS_METRICS
from deltom.analysis import coverage
from deltom.analysis.clusters import cluster_of, method
from deltom.analysis.intervals import AVERAGE, RESAMPLES, bootstrap_cells
from deltom.analysis.paired import rows_difference
from deltom.analysis.samples import TaskSamples, take_first
from deltom_base.errors import InputError, PBMConfigError
from harness_ext.benchmarks.registry import benchmark
from harness_ext.bon import filters as bon_filters
from harness_ext.bon.metrics import make_process_results
from harness_ext.bon.rows import build_filters, macro_average
from pbm import scorer
from pbm.spec import check, which_pbm


def make_judge(family: str) -> Callable[[dict, Sequence], dict[str, float]]:
    """The task's ``process_results`` with the benchmark's own judge (``harness_ext.benchmarks.registry``), memoised per
    (doc, trace) (curves judge a trace many times)."""
    bench = benchmark(family)
    judge, fields = bench.judge, (*bench.doc_fields, "choices")  # what the judge reads of a doc
    memo: dict[tuple, object] = {}

    def judged(doc: dict, trace: str) -> object:
        key = (*(doc.get(f) for f in fields), trace)
        if key not in memo:
            memo[key] = judge(doc, trace)
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
                scorer.step_scores(backend, model, pairs)
            except (ValueError, OSError) as err:  # unparseable input, a model that cannot be loaded
                where = f"{task.task} ({', '.join(task.paths)})"
                raise InputError(f"scoring {where} with backend {backend}: {err}") from err


def task_metrics(task: TaskSamples, row_filters: dict[str, object], judge: Callable,
                 per_question: Optional[dict[str, list[float]]] = None) -> dict[str, dict[str, float]]:
    """Every metric (%) of every row on one task's docs with the samples they hold: metric -> row -> value;
    ``per_question`` (given) gets each row's ``acc`` (%) per doc."""
    docs = [d.doc for d in task.docs]
    resps = [d.resps for d in task.docs]
    out: dict[str, dict[str, float]] = {}
    for row, row_filter in row_filters.items():
        outputs = row_filter.apply(resps, docs)
        judged = [judge(doc, [o]) for doc, o in zip(docs, outputs)]
        if per_question is not None:
            per_question[row] = [100.0 * j["acc"] for j in judged]
        for metric in judged[0] if judged else ("acc",):
            out.setdefault(metric, {})[row] = 100.0 * fmean(j[metric] for j in judged) if judged else float("nan")
    return out


def summarise(per_key: dict[str, dict[str, float]], n: int,
              process: Optional[dict[str, dict[str, dict[str, float]]]] = None) -> dict:
    """``{"n", "per_order", "average"}`` of ``acc`` and, given ``process`` (metric -> order -> row -> %),
    ``"process": {metric: {"per_order", "average"}}`` (``rescore`` adds ``"pbm"``: the summary JSON of
    ``deltom rescore --out``)."""
    average = macro_average(per_key)
    summary = {"n": n, "per_order": {k: {r: v[r] for r in average} for k, v in per_key.items()}, "average": average}
    if process:
        summary["process"] = {m: {key: value for key, value in summarise(per, n).items() if key != "n"}
                              for m, per in process.items()}
    return summary


def rows_summary(tasks: Sequence[TaskSamples], row_filters: dict[str, object], family: str, n: int,
                 seed: int = 0, baseline: Optional[str] = None) -> dict:
    """``summarise`` of every row's metrics on ``tasks`` (step scores already memoised by ``prescore``), with
    ``interval_95`` of each row's average: the story-clustered bootstrap (``deltom.analysis.intervals``);
    with ``baseline`` (a row), ``paired``: every other row minus it on the same questions, story-clustered."""
    judge = make_judge(family)
    per_question: dict[str, dict[str, list[float]]] = {t.key: {} for t in tasks}
    per_task = {t.key: task_metrics(t, row_filters, judge, per_question[t.key]) for t in tasks}
    process = {m: {k: per[m] for k, per in per_task.items()} for m in PROCESS_METRICS
               if all(m in per for per in per_task.values())}
    summary = summarise({k: per["acc"] for k, per in per_task.items()}, n, process)
    summary = {**summary, **story_intervals(tasks, per_question, list(summary["average"]), family, seed)}
    if baseline:
        summary["paired"] = paired_rows(tasks, per_question, baseline, family, seed)
    return summary


def paired_rows(tasks: Sequence[TaskSamples], per_question: dict[str, dict[str, list[float]]], baseline: str,
                family: str, seed: int) -> dict:
    """``{"baseline", "rows": {row: {"difference", "interval_95", "method"}}}``: each row minus ``baseline``."""
    rows = list(next(iter(per_question.values()), {}))
    if baseline not in rows:
        raise InputError(f"--baseline {baseline!r}: not a row of these samples ({', '.join(rows)})")
    clusters = {t.key: [cluster_of(d.doc, family) or f"{t.key}#{d.doc_id}" for d in t.docs] for t in tasks}
    return {"baseline": baseline, "rows": {row: rows_difference(per_question, clusters, row, baseline, seed)
                                           for row in rows if row != baseline}}


def story_intervals(tasks: Sequence[TaskSamples], per_question: dict[str, dict[str, list[float]]],
                    rows: Sequence[str], family: str, seed: int) -> dict:
    """``{"interval_95": {row: [low, high] | None}, "interval_method"}`` of the rows' averages."""
    clusters = {t.key: [cluster_of(d.doc, family) or f"{t.key}#{d.doc_id}" for d in t.docs] for t in tasks}
    if not rows or any(not docs for docs in clusters.values()):
        return {}
    cells = bootstrap_cells(per_question, rows, seed, clusters=clusters)
    return {"interval_95": {row: None if c[AVERAGE] is None else [round(v, 2) for v in c[AVERAGE]]
                            for row, c in cells.items()},
            "interval_method": method(clusters, seed, RESAMPLES)}


def rescore(tasks: Sequence[TaskSamples], backend: str, model: Optional[str], n: Optional[int] = None,
            progress: bool = True, baseline: Optional[str] = None) -> dict:
    """Every reranking row of ``tasks`` using their first ``n`` samples (all by default): the summary dict,
    with the questions per order and what of the benchmark is missing (``coverage.record``)."""
    if not tasks:
        raise InputError("no samples to rescore")
    tasks, n = take_first(tasks, n)
    family = tasks[0].family
    try:  # before any scoring: a PBM that cannot be used is one line, not a traceback after minutes
        checked = which_pbm(backend, model)
        check(*checked, **scorer.served_for(checked[0]))
    except PBMConfigError as err:
        raise InputError(str(err)) from None
    row_filters = build_filters(family, backend, model, n)
    prescore(tasks, row_filters, progress)
    summary = rows_summary(tasks, row_filters, family, n,
                           baseline=baseline.replace("@N", f"@{n}") if baseline else None)
    cut = count_cut_in_think(text for task in tasks for doc in task.docs for text in doc.resps)
    return {**summary, **coverage.record(tasks), "cut_in_think": cut, "pbm": pbm_record(backend, model)}


def pbm_record(backend: str, model: Optional[str]) -> dict:
    """What scored the pbm_* rows: the checked PBM and, once loaded, its full id (weights, dtype)."""
    backend, model = which_pbm(backend, model)
    return {**check(backend, model, **scorer.served_for(backend)), "pbm_id": scorer.loaded_pbm_id(backend, model)}
