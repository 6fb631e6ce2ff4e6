"""The files of the leaderboard layout: ``leaderboard.md`` / ``.json`` / ``.html`` and, per benchmark,
``leaderboard_<benchmark>.csv`` / ``.tex`` (and ``verified_<benchmark>.*``, and ``<metric>_<benchmark>.*`` of each
extra metric its runs carry: ``Benchmark.extra_metrics``), plus ``leaderboard_cost.csv``.

The Markdown holds what a person reads (``board_summary``: the summary and detail tables, paired
differences, cost); the CSV / LaTeX files every row at every order with its interval. The HTML page
is one self-contained file built with ``deltom.pages.page`` (the run report's shell): the
summary sortable with intervals on hover, a plot per benchmark, every table, the JSON record inline.
"""
from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Optional, Sequence

from deltom.pages.leaderboard_layout import Board, board_record, board_rows, cost_board, metric_tables, paired_table
from deltom.pages.leaderboard_summary import SORT_SCRIPT, board_keys_kind, detail_table, summary_html, summary_table
from deltom.pages.page import json_data, render_page
from deltom.pages.page import table as html_table
from deltom.pages.page import tag
from deltom.pages.paper_table import cost_table
from deltom.pages.render import Table, latex, markdown, to_csv

LISTING = "leaderboard.json"


def _html_table(table: Table) -> str:
    """The table in a horizontally scrolling box, its caption below it at the page's width."""
    return (f'<div class="scroll">{html_table(table.flat_header(), table.body, classes="board")}</div>'
            f"{tag('p', table.caption, class_='muted caption')}")


def page(boards: Sequence[Board], costs: dict[str, Table], command: str, record: dict) -> str:
    """The leaderboard page: per benchmark its accuracy and verified tables, then the cost tables and the command."""
    parts = [str(tag("h1", "deltom leaderboard"))]
    for board in boards:
        parts += [str(tag("h2", board.benchmark)), summary_html(board)]
        paired = paired_table(board.results, board_rows(board))
        if paired:
            parts += [str(tag("h3", "Paired differences")), _html_table(paired)]
        grids = "".join(_html_table(t) for t in metric_tables(board).values())
        parts.append(f"<details><summary>Every row per {board_keys_kind(board)}, with intervals</summary>{grids}</details>")
    for title, table in costs.items():
        parts += [str(tag("h2", title)), str(_html_table(table))]
    parts += [str(tag("h2", "Command")), str(tag("pre", command)), str(json_data("leaderboard-data", record))]
    return render_page("deltom leaderboard", "\n".join(parts), script=SORT_SCRIPT,
                       style="table.board td{white-space:nowrap}.scroll{overflow-x:auto}p.caption{font-size:12px;"
                             "max-width:70em}table.board td span[title]{border-bottom:1px dotted #999}")


def finite(value: object) -> object:
    """``value`` with every NaN / infinity (a row whose PBM failed) as None: strict JSON."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [finite(v) for v in value]
    return value


def write_boards(out: Path, boards: Sequence[Board], command: str, also: Sequence[str] = (),
                 prices: Optional[dict[str, dict[str, float]]] = None) -> list[Path]:
    """Write the leaderboard files into ``out``; ``leaderboard.json`` lists them with ``also`` (the other files of
    the set). With ``prices``, the API price table (``deltom.pages.paper_table.cost_table``) of runs whose tokens
    were counted goes beside the recorded cost. The paths written."""
    files: dict[str, str] = {}
    text = []
    for board in boards:
        tables, paired = metric_tables(board), paired_table(board.results, board_rows(board))
        text += [f"## {board.benchmark}\n", markdown(summary_table(board)), "### Detail\n", markdown(detail_table(board))]
        text += ["### Paired differences\n", markdown(paired)] if paired else []
        for stem, table in tables.items():
            files[f"{stem}_{board.benchmark}.csv"] = to_csv(table)
            files[f"{stem}_{board.benchmark}.tex"] = latex(table)
    cost = cost_board([r for board in boards for r in board.results])
    if cost:
        text += ["## Cost\n", markdown(cost)]
        files["leaderboard_cost.csv"] = to_csv(cost)
    priced = cost_table([r for board in boards for r in board.results], prices or {})
    if priced:
        text += ["## API prices\n", markdown(priced)]
        files["leaderboard_prices.csv"] = to_csv(priced)
    files["leaderboard.md"] = "\n".join(text)
    names = sorted({*files, *also, "leaderboard.html", LISTING, "COMMAND.txt"})
    record = finite({"layout": "leaderboard", "boards": [board_record(b) for b in boards], "files": names})
    costs = {title: t for title, t in (("Cost", cost), ("API prices", priced)) if t}
    files["leaderboard.html"] = page(boards, costs, command, record)
    if "COMMAND.txt" not in also:
        files["COMMAND.txt"] = command + "\n"
    files[LISTING] = json.dumps(record, indent=1, allow_nan=False) + "\n"
    for name, content in files.items():
        (out / name).write_text(content, encoding="utf-8")
    return [out / name for name in files]
