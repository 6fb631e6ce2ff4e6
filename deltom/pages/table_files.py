"""The file set `deltom table` writes, rendered from the checked inputs (``deltom.analysis.table_pipeline``).

Layouts (``TableRequest.layout``): ``leaderboard`` writes one board per benchmark from any mix of
runs (``leaderboard_layout``, its files ``leaderboard_files``; different doc sets / prompts refused
or, with ``allow_mismatch``, marked: ``fairness``); ``paper`` the DEL-ToM Ori / +PBM table of one
benchmark's Best-of-N runs (``paper_table``); ``all`` (the CLI's default) the boards plus the paper
table when every input is a Best-of-N run of one benchmark. ``reference="paper"`` adds the paper's
published rows, marked reported. Next to the tables go the raw lm-eval results JSON of every input
(``lm_eval/<model>/``), ``samples.sha256`` for the samples given, and COMMAND.txt with the project
commit and the lm-eval version: one set, listed in ``table.json`` / ``leaderboard.json``
("files"), that a rerun replaces whole. Partial inputs and NaN rows not shown are said in the caption and on
stderr.
"""
from __future__ import annotations

import json
from pathlib import Path

from dellabels.io.filesets import files_in, staging, swap_in
from deltom.analysis.coverage import warn_partial
from deltom.analysis.paper import reference_note, reported_rows
from deltom.analysis.prices import load_prices
from deltom.analysis.provenance import RAW_DIR, SAMPLES_FILE, copy_raw_results, safe_name, samples_checksums
from deltom.analysis.scores import SCORES_DIR, keep_scores
from deltom.analysis.table_pipeline import (TableRequest, command_line, nan_notes, prepare_table, provenance_lines,
                                            quality_lines, samples_of)
from deltom.pages.leaderboard_files import LISTING, write_boards
from deltom.pages.leaderboard_layout import group_by_benchmark, make_board
from deltom.pages.paper_table import write_tables
from harness_ext.benchmarks.registry import on_paper_board

TABLE_FILES = ("table.md", "table.csv", "table.tex", "table.json", "COMMAND.txt", "cost.csv", "cost.tex",
               "verified.csv", "verified.tex")


def previous_set(out: Path) -> list[str]:
    """The files the last table wrote into ``out``: the lists in its table.json and leaderboard.json; for a
    table.json without one, the names every table writes and its raw results copies."""
    listed: list[str] = []
    try:
        board = json.loads((out / "leaderboard.json").read_text(encoding="utf-8"))
        if isinstance(board, dict) and board.get("layout") == "leaderboard" and isinstance(board.get("files"), list):
            listed = [f for f in board["files"] if isinstance(f, str)]
    except (OSError, ValueError):
        pass
    try:
        record = json.loads((out / "table.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return listed
    if not isinstance(record, dict) or "primary" not in record or not isinstance(record.get("models"), list):
        return listed  # not a table.json of deltom table: nothing in the folder is known to be ours
    if isinstance(record.get("files"), list):
        return listed + [f for f in record["files"] if isinstance(f, str)]
    models = [m for m in record.get("models") or [] if isinstance(m, dict) and not m.get("reported")]
    copies = [f"{RAW_DIR}/{safe_name(str(m.get('name')))}/{Path(str(m.get('source'))).name}" for m in models]
    return listed + [*TABLE_FILES, SAMPLES_FILE, *copies]


def build_table(args: TableRequest) -> tuple[list[str], str, list[str]]:
    """Write the tables, raw results copies, ``samples.sha256`` and COMMAND.txt of ``args.out`` as one set
    (``dellabels.io.filesets``) from the checked inputs (``deltom.analysis.table_pipeline.prepare_table``); returns
    the paths written, the +PBM row (None when every input is a plain run; ``args.primary``, or the default when
    None) and the quality gate's warning lines (none when every input is a result)."""
    table = prepare_table(args)
    args, results, samples = table.args, table.results, table.samples
    prices, out = load_prices(args.prices), Path(args.out)
    boards = [] if args.layout == "paper" else make_boards(results, args)  # refuses unfair comparisons
    for r in results:  # one line per partial input (the caption says it too)
        warn_partial("table", r.partial, name=r.name)
    # the inputs are checked: what follows only writes
    notes = nan_notes(results, args.primary) + ([reference_note(results[0].family)] if args.reference else []) \
        + [note for board in boards for note in board.fairness.notes()]  # the paper table says what differs too
    shown = results + (reported_rows(results[0].family) if args.reference else [])
    with staging(out) as built:  # nothing in out changes until the whole set is built
        copies = {r.source: copy_raw_results(r.source, built, r.name).relative_to(built).as_posix()
                  for r in results if r.tasks}
        if table.checksums:
            (built / SAMPLES_FILE).write_text(samples_checksums(table.checksums), encoding="utf-8")
        scores = [p for found, path in zip(table.per_file, samples) if path != "-" for r in found
                  for p in keep_scores(path, built / SCORES_DIR / safe_name(r.name), samples_of(r))]
        final = {source: str(out / relative) for source, relative in copies.items()}
        command = f"{command_line(args)}\n{provenance_lines(results, final)}"
        tables = write_tables(built, shown, args.primary, prices, command, notes, also=files_in(built)) \
            if table.paper else []
        if boards:
            tables += write_boards(built, boards, command, also=files_in(built), prices=prices)
        swap_in(built, out, previous_set(out), list(dict.fromkeys(r.source for r in results)),
                LISTING if boards else "table.json")
    paths = list(dict.fromkeys([str(out / p.relative_to(built)) for p in tables + scores] + list(final.values())))
    declared = args.primary if any(not r.plain and not r.reported for r in results) else None
    return paths + ([str(out / SAMPLES_FILE)] if table.checksums else []), declared, \
        quality_lines([r for r in results if not r.reported])


def make_boards(results, args: TableRequest) -> list:
    """One leaderboard per benchmark (fairness checked), the paper's rows on the boards it published (hitom_del,
    kosinski_del: ``harness_ext.benchmarks.registry``) with ``--reference paper``."""
    boards = []
    for benchmark, rows in group_by_benchmark(results).items():
        reported = reported_rows(rows[0].family) if args.reference and on_paper_board(benchmark) else []
        boards.append(make_board(benchmark, rows, args.primary, args.allow_mismatch, reported, args.seed))
    return boards
