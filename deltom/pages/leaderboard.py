"""Leaderboard tables from lm-eval results: the library behind `deltom table`.

Layouts (``TableRequest.layout``): ``leaderboard`` writes one board per benchmark from any mix of
runs (``deltom.pages.board``, files by ``board_files``; different doc sets / prompts refused
or, with ``allow_mismatch``, marked: ``fairness``); ``paper`` the DEL-ToM Ori / +PBM table of one
benchmark's Best-of-N runs (``tables``); ``all`` (the CLI's default) the boards plus the paper
table when every input is a Best-of-N run of one benchmark. +PBM is one row declared before the run
(``primary``), never the best row picked afterwards; ``reference="paper"`` adds the paper's
published rows, marked reported. Next to the tables go the raw lm-eval results JSON of every input
(``lm_eval/<model>/``), ``samples.sha256`` for the samples given, and COMMAND.txt with the project
commit and the lm-eval version: one set, listed in ``table.json`` / ``leaderboard.json``
("files"), that a rerun replaces whole. A NaN in a column the table shows is refused; partial
inputs and other NaN rows are said in the caption and on stderr.
"""
from __future__ import annotations

import json
import math
import os
import re
import shlex
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional, Sequence

from dellabels.io.filesets import files_in, staging, swap_in
from dellabels.io.outputs import check_writable_dir
from deltom.analysis.intervals import attach
from deltom.analysis.names import portable, unique_names
from deltom.analysis.paired import attach_baseline
from deltom.analysis.paper import reference_note, reported_rows
from deltom.analysis.prices import count_tokens, load_prices, token_counter
from deltom.analysis.provenance import (RAW_DIR, SAMPLES_FILE, copy_raw_results, package_version, project_commit,
                                        safe_name, samples_checksums, samples_record)
from deltom.analysis.quality import Quality, assess, task_responses, task_sets
from deltom.analysis.results_load import expand_inputs, load_result, load_results
from deltom.analysis.samples import Selection, find_sample_files, keys_phrase, load_tasks
from deltom.analysis.scores import SCORES_DIR, find_score_files, holds_only_scores, keep_scores
from deltom.pages.board import group_by_benchmark, make_board
from deltom.pages.board_files import LISTING, write_boards
from deltom.pages.tables import nan_rows, primary_row, write_tables
from deltom_base.errors import InputError
from harness_ext.benchmarks.registry import on_paper_board, ordered_keys

# all: the leaderboard, plus the paper's Ori / +PBM table when every input is a Best-of-N run of one benchmark
LAYOUTS = ("all", "leaderboard", "paper")
TABLE_FILES = ("table.md", "table.csv", "table.tex", "table.json", "COMMAND.txt", "cost.csv", "cost.tex",
               "verified.csv", "verified.tex")


@dataclass(frozen=True)
class TableRequest:
    """What one table is made of (the options of `deltom table`)."""

    results: Sequence[str]
    out: str
    primary: Optional[str] = None
    seed: int = 0
    samples: Optional[Sequence[str]] = None
    names: Optional[Sequence[str]] = None
    prices: Optional[str] = None
    tokenizer: Optional[str] = None
    reference: Optional[str] = None
    layout: str = "paper"  # "all" (the CLI's default), "leaderboard" or "paper" (LAYOUTS)
    allow_mismatch: bool = False  # show runs of different doc sets / prompts, marked, instead of refusing
    baseline: Optional[str] = None  # a row or model: each row's paired difference to it (deltom.analysis.paired)


def command_line(args: TableRequest) -> str:
    """The command that reproduces this table (every option as resolved), run from the cwd below it."""
    words = ["deltom", "table", *map(portable, args.results), "--out", portable(args.out), "--primary", args.primary,
             "--seed", str(args.seed), *(["--layout", args.layout] if args.layout != "all" else []),
             *(["--allow-mismatch"] if args.allow_mismatch else [])]
    for flag, value in (("--prices", args.prices), ("--reference", args.reference), ("--tokenizer", args.tokenizer),
                        ("--baseline", args.baseline)):
        if value:
            words += [flag, portable(value) if flag != "--baseline" else value]
    for flag, values in (("--samples", args.samples), ("--names", args.names)):
        if values:
            words += [flag, *(map(portable, values) if flag == "--samples" else values)]
    return f"{shlex.join(words)}\n# cwd: {portable(os.getcwd())}"


def warn_uneven_averages(results) -> None:
    """Say so when the models' averages cover different orders (conditions): they are not comparable."""
    covered = {r.source: ordered_keys(r.per_key) for r in results}
    if len({tuple(keys) for keys in covered.values()}) > 1:
        detail = "; ".join(f"{source}: {', '.join(keys)}" for source, keys in covered.items())
        print(f"deltom table: warning: the averages cover different orders/conditions ({detail}); "
              "compare them with care or give results of the same orders", file=sys.stderr)


def provenance_lines(results, copies: dict[str, str]) -> str:
    """COMMAND.txt lines after the command: this checkout and lm-eval, and what each run recorded."""
    lines = [f"# deltom commit: {project_commit()}; lm-eval {package_version('lm_eval')} (making this table)"]
    for r in results:
        run = ", ".join(f"{k} {v}" for k, v in r.run.items()) or \
            ("no run record in its results JSON" if r.tasks else "a summary JSON (no lm-eval run record)")
        lines.append(f"# {r.name}: {run}" + (f"; raw results: {portable(copies[r.source])}" if r.source in copies
                                              else ""))
    return "\n".join(lines)


def warn_partial(results) -> None:
    """One stderr line per input that covers part of its benchmark (the caption says it too)."""
    for r in results:
        if r.partial:
            print(f"deltom table: warning: partial input {r.name}: {'; '.join(r.partial)}", file=sys.stderr)


def refuse_nan(results, primary: str) -> None:
    """A NaN in a column the table shows (Ori, the declared +PBM row) is an ``InputError`` naming the file, the
    row and the orders: a PBM that failed after generation leaves its rows NaN, and rescoring finishes them."""
    for r in [r for r in results if not r.reported]:
        for row in ("ori", primary):
            keys = [k for k, rows in r.per_key.items() if math.isnan(rows.get(row, 0.0))]
            if keys and row == primary:
                raise InputError(f"{r.source}: the declared +PBM row {row} is NaN for {keys_phrase(keys)} (PBM "
                                 "scoring failed in that run); finish it with `deltom rescore <its samples> --out "
                                 "summary.json` and make the table from that summary")
            if keys:
                raise InputError(f"{r.source}: row {row} is NaN for {keys_phrase(keys)}: no question was judged")


def nan_notes(results, primary: str) -> list[str]:
    """The caption's note on the NaN rows the table does not show, also said on stderr."""
    named = []
    for r in [r for r in results if not r.reported]:
        other = [row for row in nan_rows(r) if row not in ("ori", primary)]
        if other:
            print(f"deltom table: warning: {r.name}: {'row' if len(other) == 1 else 'rows'} {', '.join(other)} "
                  f"{'is' if len(other) == 1 else 'are'} NaN (PBM scoring failed); not in the table", file=sys.stderr)
            named.append(f"{r.name}: {', '.join(other)}")
    return [f"NaN rows (PBM scoring failed; `deltom rescore` of the run's samples recomputes them): "
            f"{'; '.join(named)}."] if named else []


def samples_of(result) -> Selection:
    """The samples of the run behind an lm-eval results JSON: its tasks, and its timestamp when the file has
    lm-eval's name (``results_<stamp>.json``, as its samples files); a summary: every samples file given."""
    if not result.tasks:
        return Selection()
    stamp = re.match(r"^results_(.+)\.json$", Path(result.source).name)
    return Selection(run=stamp.group(1) if stamp else None, tasks=frozenset(result.tasks.values()))


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


def load_inputs(args: TableRequest) -> list[list]:
    """Per results file (a folder: each results_*.json under it), its ``ModelResult``s, renamed by ``--names``."""
    if args.layout not in LAYOUTS:
        raise InputError(f"--layout {args.layout!r}: one of {', '.join(LAYOUTS)}")
    paths = list(args.results) if args.layout == "paper" else expand_inputs(list(args.results))
    per_file = [[load_result(p)] if args.layout == "paper" else load_results(p) for p in paths]
    for option, values in (("--samples", args.samples), ("--names", args.names)):
        if values and len(values) != len(paths):
            raise InputError(f"{option} takes one entry per results file ({len(paths)}), got {len(values)}")
    for results, name in zip(per_file, args.names or []):
        for result in results:
            result.name = name

    unique_names([r for found in per_file for r in found])
    return per_file


def result_quality(result, tasks: Sequence = ()):
    """The quality gate's reading of one input (``deltom.analysis.quality``): its rows, and its samples'
    responses when ``tasks`` are given."""
    values = [v for rows in result.per_key.values() for v in rows.values() if isinstance(v, float) and not math.isnan(v)]
    return assess(values, task_responses(tasks), task_sets(tasks))


def quality_lines(results: Sequence) -> list[str]:
    """The gate's warning line of every measured input that is not a result (none when all are)."""
    lines = []
    for r in results:
        if r.quality.get("garbage"):
            q = Quality(r.quality["responses"], r.quality["unparsed"], r.quality["accuracy_rows"], r.quality["all_zero"])
            lines.append(q.line(f"{r.name} ({Path(r.source).name})"))
    return lines


def build_table(args: TableRequest) -> tuple[list[str], str, list[str]]:
    """Write the tables, raw results copies, ``samples.sha256`` and COMMAND.txt of ``args.out`` as one set
    (``dellabels.io.filesets``); returns the paths written, the +PBM row (None when every input is a plain run;
    ``args.primary``, or the
    default when None) and the quality gate's warning lines (none when every input is a result)."""
    per_file = load_inputs(args)
    results = [r for found in per_file for r in found]
    check_writable_dir(args.out)
    paper = args.layout == "paper" or (args.layout == "all" and not any(r.plain for r in results)
                                       and len({r.benchmark for r in results}) == 1)
    if args.layout == "paper" and len({r.family for r in results}) > 1:
        raise InputError(f"results of different benchmarks ({', '.join(sorted({r.family for r in results}))}); make one "
                         "table per benchmark")
    for group in ([results] if paper else [[r for r in results if r.benchmark == b]
                                           for b in dict.fromkeys(r.benchmark for r in results)]):
        warn_uneven_averages(group)
    args = replace(args, primary=primary_row([r for r in results if not r.plain], args.primary))
    refuse_nan(results, args.primary)
    samples, checksums = args.samples or ["-"] * len(per_file), {}
    for result in results:
        result.quality = result_quality(result).as_dict()
    if args.samples:
        counter, method = token_counter(args.tokenizer)
        for found, path in zip(per_file, args.samples):
            for result in found if path != "-" else []:
                if holds_only_scores(path):  # a committed table's scores: the intervals, no text to count or check
                    checksums[f"{result.name} ({Path(result.source).name})"] = \
                        samples_record(find_score_files([path], samples_of(result)))
                    continue
                tasks = load_tasks([path], quiet=True, select=samples_of(result))
                result.quality = result_quality(result, tasks).as_dict()
                result.tokens = count_tokens(tasks, counter, method)
                result.n = result.n or min(t.available for t in tasks)
                checksums[f"{result.name} ({Path(result.source).name})"] = \
                    samples_record(find_sample_files([path], samples_of(result)))
    for found, path in zip(per_file, samples):
        for result in found:
            rows = ["ori", args.primary] if args.layout == "paper" else \
                [row for row in result.average if all(row in v for v in result.per_key.values())]
            attach(result, None if path == "-" else path, rows, args.seed, samples_of(result))
    if args.baseline:
        attach_baseline(results, args.baseline, args.seed)
    prices, out = load_prices(args.prices), Path(args.out)
    boards = [] if args.layout == "paper" else make_boards(results, args)  # refuses unfair comparisons
    warn_partial(results)  # the inputs are checked: what follows only writes
    notes = nan_notes(results, args.primary) + ([reference_note(results[0].family)] if args.reference else []) \
        + [note for board in boards for note in board.fairness.notes()]  # the paper table says what differs too
    shown = results + (reported_rows(results[0].family) if args.reference else [])
    with staging(out) as built:  # nothing in out changes until the whole set is built
        copies = {r.source: copy_raw_results(r.source, built, r.name).relative_to(built).as_posix()
                  for r in results if r.tasks}
        if checksums:
            (built / SAMPLES_FILE).write_text(samples_checksums(checksums), encoding="utf-8")
        scores = [p for found, path in zip(per_file, samples) if path != "-" for r in found
                  for p in keep_scores(path, built / SCORES_DIR / safe_name(r.name), samples_of(r))]
        final = {source: str(out / relative) for source, relative in copies.items()}
        command = f"{command_line(args)}\n{provenance_lines(results, final)}"
        tables = write_tables(built, shown, args.primary, prices, command, notes, also=files_in(built)) \
            if paper else []
        if boards:
            tables += write_boards(built, boards, command, also=files_in(built), prices=prices)
        swap_in(built, out, previous_set(out), list(dict.fromkeys(r.source for r in results)),
                LISTING if boards else "table.json")
    paths = list(dict.fromkeys([str(out / p.relative_to(built)) for p in tables + scores] + list(final.values())))
    declared = args.primary if any(not r.plain and not r.reported for r in results) else None
    return paths + ([str(out / SAMPLES_FILE)] if checksums else []), declared, \
        quality_lines([r for r in results if not r.reported])


def make_boards(results, args: TableRequest) -> list:
    """One leaderboard per benchmark (fairness checked), the paper's rows on the boards it published (hitom_del,
    kosinski_del: ``harness_ext.benchmarks.registry``) with ``--reference paper``."""
    boards = []
    for benchmark, rows in group_by_benchmark(results).items():
        reported = reported_rows(rows[0].family) if args.reference and on_paper_board(benchmark) else []
        boards.append(make_board(benchmark, rows, args.primary, args.allow_mismatch, reported))
    return boards
