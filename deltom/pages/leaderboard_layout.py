"""The leaderboard layout of `deltom table`: one board per benchmark, every row of every run side by side.

Rows are models (runs), sorted by their average; columns are the average and the orders (Kosinski
conditions), each with the rows a run has: Ori (a plain run's ``acc``: N = 1), maj@N,
pass@N, the DEL-oracle rows and the declared +PBM row, never the best row picked afterwards.
Every accuracy cell carries its 95% interval (``deltom.analysis.intervals``); a second
table gives ``trace_acc`` (verified traces) where the stories are DEL-verifiable, one more each
metric the benchmark's judge adds (``Benchmark.extra_metrics``: ToMi's second gold); a cost table
gives what each run recorded (``deltom.analysis.run_record``). Runs that differ in N, doc
set, prompt or PBM are checked by ``deltom.analysis.fairness`` (refused or marked).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from deltom.analysis.fairness import MARKS, Fairness, check
from deltom.analysis.intervals import AVERAGE
from deltom.analysis.intervals import fmt as fmt_interval
from deltom.analysis.names import portable, unique_names
from deltom.analysis.results_load import REPORTED_PBM, ModelResult, extra_metrics, is_count
from deltom.analysis.tiers import Tiering, tiers
from deltom.pages.render import MISSING, Table, fmt_cell, key_label
from harness_ext.benchmarks.registry import ordered_keys
from harness_ext.bon.rows import ORACLE_ROWS, row_name

PRIMARY = "+PBM"  # the kind of the declared +PBM column
KINDS = ("ori", "maj@N", "pass@N", *ORACLE_ROWS, PRIMARY)
HEADERS = {"maj@N": "maj@N", "pass@N": "pass@N", "del_oracle": "DEL oracle",
           "del_oracle_weighted": "DEL oracle (weighted)", PRIMARY: "+PBM"}


@dataclass
class Board:
    """One benchmark's leaderboard: its rows in table order, the columns shown and what differs."""

    benchmark: str
    results: list[ModelResult]
    kinds: list[str]
    primary: str
    fairness: Fairness
    sorted_by: str
    tiering: Optional[Tiering] = None  # tiers of the sorted-by column (``deltom.analysis.tiers``)

    def tier(self, result: ModelResult) -> Optional[int]:
        return self.tiering.tier.get(result.name) if self.tiering else None

    def row(self, result: ModelResult, kind: str) -> str:
        """The row name behind column ``kind`` for ``result`` (``maj@N`` -> ``maj@16``; +PBM: the declared row)."""
        if kind == PRIMARY:
            return result.column(self.primary)
        return row_name(kind, result.n)

    def header(self, kind: str) -> str:
        if kind != "ori":
            return HEADERS[kind]
        plain = {r.plain for r in self.results if not r.reported}
        return "acc" if plain == {True} else "Ori" if plain == {False} else "Ori / acc"

    def keys(self) -> list[str]:
        """The leaf keys any of its runs has, in their benchmark's order (the registry's)."""
        return ordered_keys({k for r in self.results for k in r.per_key})


def group_by_benchmark(results: Sequence[ModelResult]) -> dict[str, list[ModelResult]]:
    """Measured results per benchmark, in input order, every name unique (``deltom.analysis.names``)."""
    out: dict[str, list[ModelResult]] = {}
    for r in unique_names(results):
        out.setdefault(r.benchmark, []).append(r)
    return out


def make_board(benchmark: str, results: Sequence[ModelResult], primary: str, allow: bool = False,
               reported: Sequence[ModelResult] = (), seed: int = 0) -> Board:
    """The board of one benchmark: fairness checked, columns every run could fill, rows sorted by average and
    grouped into tiers (paired tests drawn with ``seed``)."""
    fairness = check(benchmark, results, allow)
    kinds = [k for k in KINDS if any(_has(r, k, primary) for r in results)]
    sort_kind = PRIMARY if all(_has(r, PRIMARY, primary) for r in results) else "ori"
    board = Board(benchmark, list(results), kinds, primary, fairness, sort_kind)

    def average(r: ModelResult) -> float:
        value = r.average.get(board.row(r, sort_kind))
        return -1.0 if value is None or value != value else value

    board.results = sorted(results, key=average, reverse=True) + list(reported)
    board.tiering = tiers(board.results, lambda r: board.row(r, sort_kind), seed)
    return board


def _has(result: ModelResult, kind: str, primary: str) -> bool:
    row = primary if kind == PRIMARY else row_name(kind, result.n)
    return row in result.average


def _cell(board: Board, r: ModelResult, kind: str, rows: dict, key: str, intervals: bool) -> str:
    value = rows.get(board.row(r, kind))
    if value is None:
        return MISSING
    fields = ("pbm",) if kind == PRIMARY else ()
    text = fmt_cell(value) + board.fairness.marks(r.name, fields)
    interval = (r.cells.get(board.row(r, kind)) or {}).get(key) if intervals else None
    if interval:  # a normal interval can pass 0 or 100: an accuracy cannot
        interval = (max(interval[0], 0.0), min(interval[1], 100.0))
    return text + (f" {fmt_interval(interval)}" if interval else "")


def board_table(board: Board, metric: str = "acc") -> Optional[Table]:
    """Models x (orders + Average) x columns of ``metric`` (``acc`` with intervals, ``trace_acc`` or an extra
    metric: ``Benchmark.extra_metrics``); None for a metric no run has."""
    results = board.results if metric == "acc" else [r for r in board.results if r.metric_rows(metric)]
    if not results:
        return None
    keys, body = board.keys(), []
    for r in results:
        per_key, average = r.metric_rows(metric), r.metric_average(metric)
        name = r.name + (" (reported)" if r.reported and "reported" not in r.name else "")
        cells = [name + board.fairness.marks(r.name), MISSING if r.n is None else
                 str(r.n) + board.fairness.marks(r.name, ("n",))]
        for key, rows in [(AVERAGE, average)] + [(k, per_key.get(k, {})) for k in keys]:  # the sorted-by first
            cells += [_cell(board, r, kind, rows, key, metric == "acc") for kind in board.kinds]
        body.append(cells)
    heads = [metric if metric != "acc" and board.header(k) == "acc" else board.header(k) for k in board.kinds]
    return Table(["Model", "N"], ["Average"] + [key_label(k) for k in keys], heads, body, caption(board, metric))


def extra_caption(metric: str, note: str, count: bool = False) -> str:
    """What an extra metric's table holds: ``note`` (``Benchmark.extra_metrics``) as a heading, its unit (% or,
    for ``Benchmark.count_metrics``, a mean count) and its name."""
    return f"{note[:1].upper()}{note[1:]} ({'mean' if count else '%'}) ({metric})"


def metric_tables(board: Board) -> dict[str, Table]:
    """The board's metric tables in page order, by the stem of their files: ``leaderboard`` (acc), ``verified``
    (trace_acc) and each extra metric's own name (``Benchmark.extra_metrics``); none for a metric no run has."""
    stems = {"leaderboard": "acc", "verified": "trace_acc", **{m: m for m in extra_metrics(board.results)}}
    tables = {stem: board_table(board, metric) for stem, metric in stems.items()}
    return {stem: table for stem, table in tables.items() if table}


def caption(board: Board, metric: str) -> str:
    """What every number of the board is, what it is sorted by and what differs between its runs."""
    what = {"acc": "Accuracy (%)",
            "trace_acc": "Verified traces (%) (trace_acc: every step of the belief trace and the answer right)"}.get(
        metric) or extra_caption(metric, extra_metrics(board.results)[metric], is_count(metric, board.results))
    measured = [r for r in board.results if not r.reported]
    pbms = sorted({r.pbm for r in measured if r.pbm and not r.plain})
    sentences = [f"{board.benchmark}: {what}. N: samples per question (a plain run: 1). Ori: mean single-sample "
                 "accuracy (acc of a plain run); maj@N / pass@N: majority vote / any of the N right; DEL oracle: "
                 f"the exact DEL verifier as the PBM; +PBM: the declared row {board.primary} (never the best row "
                 "picked afterwards)" + (f", PBM {'; '.join(pbms)}" if pbms else "") + ".",
                 f"Sorted by the average of {board.header(board.sorted_by)}."]
    if metric == "acc":
        sentences.append(f"Brackets: 95% intervals ({interval_methods(board)}; clipped to [0, 100]).")
    return " ".join(sentences + context_notes(board))


def context_notes(board: Board) -> list[str]:
    """The sentences every table of the board carries: question sets, partial inputs, reported rows, what differs."""
    measured = [r for r in board.results if not r.reported]
    sentences = []
    sets = sorted({r.question_set for r in measured if r.question_set})
    if sets:
        sentences.append(f"Question sets: {'; '.join(sets)}.")
    generation = [f"{r.name}: {r.generation}" for r in measured if r.generation]
    if generation:
        sentences.append(f"Generation settings: {'; '.join(generation)}.")
    partial = [f"{r.name}: {'; '.join(r.partial)}" for r in measured if r.partial]
    if partial:
        sentences.append(f"Partial inputs: {'; '.join(partial)}.")
    if any(r.reported for r in board.results):
        sentences.append(f"Rows marked reported are the paper's own numbers ({REPORTED_PBM} in the +PBM column).")
    return sentences + board.fairness.notes()


def cost_board(results: Sequence[ModelResult]) -> Optional[Table]:
    """Per run: generated and PBM-scored tokens, wall time for generation and PBM scoring, search rounds;
    None when no run recorded a cost."""
    measured = [r for r in results if not r.reported and r.cost]
    if not measured:
        return None

    def num(value: object, digits: int = 0) -> str:
        return MISSING if not isinstance(value, (int, float)) or isinstance(value, bool) else f"{value:.{digits}f}"

    body = []
    for r in measured:
        seconds = r.cost.get("seconds") or {}
        body.append([r.name, r.benchmark, MISSING if r.n is None else str(r.n), num(r.cost.get("generated_tokens")),
                     num(r.cost.get("pbm_scored_tokens")), num(seconds.get("generation"), 1),
                     num(seconds.get("pbm_scoring"), 1), num(seconds.get("total"), 1),
                     num(r.cost.get("search_rounds"))])
    methods = sorted({str(r.cost.get("tokens_method")) for r in measured if r.cost.get("tokens_method")})
    unrecorded = list(dict.fromkeys(r.name for r in results if not r.reported and not r.cost))
    return Table(["Model", "Benchmark", "N", "Generated tokens", "PBM-scored tokens", "Generation (s)",
                  "PBM scoring (s)", "Total (s)", "Search rounds"], [], [], body,
                 "Cost of each run as deltom-eval recorded it (the whole run: every task of its results JSON). "
                 f"Token counts: {'; '.join(methods) or 'as recorded'}. Generation seconds = total - PBM scoring."
                 + (f" No cost record (run by stock lm_eval, which keeps none): {', '.join(unrecorded)}."
                    if unrecorded else ""))


def metric_record(result: ModelResult, metric: str, row: str) -> Optional[dict]:
    """``{"per_order", "average"}`` of ``metric``'s row ``row`` in ``result``; None when it has no such metric."""
    per_key = result.metric_rows(metric)
    if not per_key:
        return None
    return {"per_order": {k: v.get(row) for k, v in per_key.items()}, "average": result.metric_average(metric).get(row)}


def board_record(board: Board) -> dict:
    """``leaderboard.json``'s entry of a board: every cell, interval and mark as numbers."""
    rows = []
    for r in board.results:
        columns = {}
        for kind in board.kinds:
            row = board.row(r, kind)
            columns[board.header(kind)] = {
                "row": row, "per_order": {k: v.get(row) for k, v in r.per_key.items()}, "average": r.average.get(row),
                "interval_95": r.cells.get(row) or {}, "trace_acc": metric_record(r, "trace_acc", row),
                **{m: metric_record(r, m, row) for m in r.extra}}
        rows.append({"name": r.name, "tier": board.tier(r),
                     **({"tier_against": board.tiering.against[r.name]} if board.tiering and r.name in
                        board.tiering.against else {}),
                     "source": portable(r.source), "reported": r.reported, "plain": r.plain, "n": r.n,
                     "pbm": r.pbm, "data": r.data, "prompt": r.prompt, "questions_per_order": r.questions,
                     "partial": r.partial, "run": r.run, "cost": r.cost, "interval_method": r.interval_method,
                     "differs_in": board.fairness.marked.get(r.name, []), "columns": columns,
                     **({"paired": r.paired} if r.paired else {}),
                     **({"quality": r.quality} if r.quality else {})})
    return {"benchmark": board.benchmark, "primary": board.primary, "sorted_by": board.header(board.sorted_by),
            "differing": board.fairness.differing, "marks": {MARKS[k]: k for k in MARKS}, "rows": rows}


def paired_table(results: Sequence[ModelResult], shown) -> Optional[Table]:
    """Per model and shown row (``shown(result)``: its rows in column order), the difference to the --baseline
    with its paired 95% interval; None without a baseline."""
    body, methods = [], []
    for r in results:
        for row in shown(r):
            found = r.paired.get(row)
            if not found:
                continue
            methods.append((r.name, found["method"]))
            interval = found["interval_95"]
            body.append([r.name, row, found["baseline"], f"{found['difference']:+.1f}",
                         fmt_interval(tuple(interval) if interval else None)])
    if not body:
        return None
    return Table(["Model", "Row", "Baseline", "Difference (points)", "95% interval"], [], [], body,
                 "Difference of each row's average to the baseline's on the questions both asked (percentage points; "
                 f"> 0: better than the baseline). Intervals: {by_method(methods)}.")


def by_method(pairs: Sequence[tuple[str, str]]) -> str:
    """The interval methods of ``(model, method)`` pairs: the method alone when all share it, else each method
    after the models it is of (runs of different sizes get different ones)."""
    models: dict[str, dict[str, None]] = {}  # method -> its models, in order
    for name, method in pairs:
        models.setdefault(method, {})[name] = None
    if len(models) <= 1:
        return next(iter(models), "")
    ordered = sorted(models.items(), key=lambda m: list(m[1]))
    return ". ".join(f"{', '.join(names)}: {method}" for method, names in ordered)


def interval_methods(board: Board) -> str:
    """How the measured runs' intervals were computed (``by_method``), or 'not computed'."""
    return by_method([(r.name, r.interval_method) for r in board.results
                      if r.interval_method and not r.reported]) or "not computed"


def board_rows(board: Board):
    """The rows a board shows for a result, in column order (for ``paired_table``)."""
    return lambda r: list(dict.fromkeys(board.row(r, kind) for kind in board.kinds))
