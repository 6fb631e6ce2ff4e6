"""The part of a leaderboard a person reads first: per benchmark a summary table, a detail table and a plot.

The summary has one line per model, sorted by accuracy: N, the row its accuracy is read from (a
plain run's answer, else the board's sorted-by row: the declared +PBM row when every run has one),
average accuracy, verified traces (``trace_acc``) and lucky answers of that row, and one column per
order (Kosinski condition, ToMi question type). The detail table gives every row's average (Ori,
maj@N, pass@N, DEL oracle, +PBM) with its interval. Cells stay short: the 95% intervals show on
hover in the HTML page and sit in the ``leaderboard_<benchmark>`` CSV / LaTeX files beside them.
"""
from __future__ import annotations

from typing import Optional

from deltom.analysis.intervals import AVERAGE
from deltom.analysis.intervals import fmt as fmt_interval
from deltom.analysis.results_load import extra_metrics
from deltom.analysis.tiers import RULE as TIER_RULE
from deltom.pages.leaderboard_layout import Board, context_notes, interval_methods
from deltom.pages.page import Markup, Series, esc, line_chart, table, tag
from deltom.pages.render import MISSING, Table, fmt_cell, key_label
from harness_ext.benchmarks.registry import family_of_keys

SORT_SCRIPT = """
document.querySelectorAll('table.sortable').forEach(function (t) {
  t.querySelectorAll('thead th').forEach(function (th, c) {
    th.style.cursor = 'pointer'; th.title = (th.title ? th.title + '; ' : '') + 'click to sort';
    th.addEventListener('click', function () {
      var body = t.tBodies[0], rows = Array.from(body.rows), down = th.dataset.dir !== 'down';
      var key = function (r) { var v = parseFloat(r.cells[c].textContent); return isNaN(v) ? r.cells[c].textContent : v; };
      rows.sort(function (a, b) { var x = key(a), y = key(b);
        var o = (typeof x === 'number' && typeof y === 'number') ? x - y : String(x).localeCompare(String(y));
        return down ? -o : o; });
      rows.forEach(function (r) { body.appendChild(r); });
      t.querySelectorAll('thead th').forEach(function (h) { delete h.dataset.dir; });
      th.dataset.dir = down ? 'down' : 'up';
    });
  });
});
document.body.dataset.ready = '1';
"""


def _scored(board: Board, r) -> str:
    return board.row(r, board.sorted_by)


def _interval(r, row: str, key: str) -> Optional[tuple]:
    found = (r.cells.get(row) or {}).get(key)
    return None if not found else (max(found[0], 0.0), min(found[1], 100.0))


def summary_cells(board: Board) -> list[list[tuple[str, Optional[tuple]]]]:
    """Per model (in board order): (text, 95% interval or None) of Model, N, Row, Accuracy, Verified, Lucky and
    each order's accuracy."""
    keys, out = board.keys(), []
    for r in board.results:
        row = _scored(board, r)
        name = r.name + (" (reported)" if r.reported and "reported" not in r.name else "")
        marks = board.fairness.marks(r.name)
        verified, lucky = r.metric_average("trace_acc").get(row), r.metric_average("lucky").get(row)
        tier = board.tier(r)
        line = [(name + marks, None), (MISSING if tier is None else str(tier), None),
                (MISSING if r.n is None else str(r.n), None),
                ("answer" if r.plain else board.header(board.sorted_by), None),
                (fmt_cell(r.average.get(row)), _interval(r, row, AVERAGE)), (fmt_cell(verified), None),
                (fmt_cell(lucky), None)]
        line += [(fmt_cell(r.metric_average(m).get(row)), None) for m in extra_metrics(board.results)]
        line += [(fmt_cell(r.per_key.get(k, {}).get(row)), _interval(r, row, k)) for k in keys]
        out.append(line)
    return out


def summary_header(board: Board) -> list[str]:
    return ["Model", "Tier", "N", "Row", "Accuracy", "Verified", "Lucky", *extra_metrics(board.results),
            *(key_label(k) for k in board.keys())]


def summary_table(board: Board) -> Table:
    """The summary as a plain table (no intervals: they are in the detail table and the CSV / LaTeX files)."""
    body = [[text for text, _ in line] for line in summary_cells(board)]
    return Table(summary_header(board), [], [], body, summary_caption(board))


def summary_caption(board: Board) -> str:
    extra = "".join(f" {m}: {note}." for m, note in extra_metrics(board.results).items())
    plain = all(r.plain for r in board.results if not r.reported)
    scored = ("each model's answer (plain runs: one response per question)" if plain else
              f"each model's scored row (a plain run: its answer; a Best-of-N run: {board.header(board.sorted_by)})")
    return (f"{board.benchmark}: accuracy (%) of {scored}. Sorted by the average of "
            f"{'the answers' if plain else board.header(board.sorted_by)}. "
            "Verified: traces whose every step and answer the DEL verifier accepts (trace_acc); Lucky: right answers "
            f"with an unverified trace.{extra} Then the accuracy per " + board_keys_kind(board) +
            ". 95% intervals: on hover in leaderboard.html, in the detail "
            f"table and in leaderboard_{board.benchmark}.csv / .tex. {TIER_RULE} ({board.header(board.sorted_by)}). "
            + " ".join(context_notes(board))).strip()


def board_keys_kind(board: Board) -> str:
    family = family_of_keys(board.keys())
    return family.key_kind if family else "key"


def detail_table(board: Board) -> Table:
    """Every row's average per model (Ori, maj@N, pass@N, DEL oracle, +PBM), each with its 95% interval."""
    body = []
    for r in board.results:
        cells = [r.name + board.fairness.marks(r.name), MISSING if r.n is None else str(r.n)]
        for kind in board.kinds:
            row = board.row(r, kind)
            value = r.average.get(row)
            interval = _interval(r, row, AVERAGE)
            cells.append(fmt_cell(value) + (f" {fmt_interval(interval)}" if value is not None and interval else ""))
        body.append(cells)
    return Table(["Model", "N"], ["Average"], [board.header(k) for k in board.kinds], body,
                 "Average accuracy (%) of every row of each run, with its 95% interval "
                 f"({interval_methods(board)}). Per {board_keys_kind(board)}: leaderboard_{board.benchmark}.csv / "
                 ".tex.")


def summary_html(board: Board) -> str:
    """The summary and detail tables (sortable, intervals on hover) and the accuracy-per-order plot."""
    def cell(text: str, interval: Optional[tuple]) -> Markup:
        title = f' title="95% interval {esc(fmt_interval(interval))}"' if interval else ""
        return Markup(f"<span{title}>{esc(text)}</span>")

    summary = table(summary_header(board), [[cell(*c) for c in line] for line in summary_cells(board)],
                    classes="board sortable")
    detail = detail_table(board)
    keys = board.keys()
    series = [Series(r.name, [(i, r.per_key[k][_scored(board, r)]) for i, k in enumerate(keys)
                              if _scored(board, r) in r.per_key.get(k, {})]) for r in board.results if not r.reported]
    axis = board_keys_kind(board) + ("" if all(k.isdigit() for k in keys) else
                                     " (" + ", ".join(f"{i}: {k}" for i, k in enumerate(keys)) + ")")
    chart = line_chart([s for s in series if s.points], f"{board.benchmark}: accuracy per {board_keys_kind(board)}",
                       axis, "accuracy (%)", width=560, height=300, y_range=(0.0, 100.0))
    return (f'<div class="scroll">{summary}</div>{tag("p", summary_caption(board), class_="muted caption")}'
            f'<div class="chart">{chart}</div><h3>Detail</h3><div class="scroll">'
            f'{table(detail.flat_header(), detail.body, classes="board sortable")}</div>'
            f'{tag("p", detail.caption, class_="muted caption")}')
