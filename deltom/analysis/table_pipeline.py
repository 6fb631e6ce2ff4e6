"""The pipeline behind `deltom table`: what a table is made of, checked, before any page renders it.

``prepare_table(TableRequest)`` loads every input (``results_load``; a folder: each results_*.json under it) as
frozen ``ModelResult`` records, named once (``--names``, then unique), refuses what the table cannot show (a
layout of two benchmarks, a NaN in a shown column, a +PBM row that is no PBM row or is missing), reads the quality
gate, counts tokens and checks the samples given, attaches the 95% intervals (``intervals``) and the paired
differences (``paired``), and returns one ``PreparedTable``. The pages (``deltom.pages.table_files``) render it:
the leaderboard layout, the paper's Ori / +PBM table and the file set. +PBM is one row declared before the run
(``primary``), never the best row picked afterwards.
"""
from __future__ import annotations

import logging
import math
import os
import re
import shlex
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional, Sequence

from dellabels.io.outputs import check_writable_dir
from deltom.analysis.intervals import attach
from deltom.analysis.names import portable, unique_names
from deltom.analysis.paired import attach_baseline
from deltom.analysis.prices import count_tokens, token_counter
from deltom.analysis.provenance import package_version, project_commit, samples_record
from deltom.analysis.quality import Quality, assess, task_responses, task_sets
from deltom.analysis.results_load import ModelResult, expand_inputs, load_result, load_results
from deltom.analysis.samples import Selection, find_sample_files, keys_phrase, load_tasks
from deltom.analysis.scores import find_score_files, holds_only_scores
from deltom_base.errors import InputError
from harness_ext.benchmarks.registry import ordered_keys
from harness_ext.bon.rows import ORACLE_ROWS, PBM_ROWS, row_specs

log = logging.getLogger(__name__)

# all: the leaderboard, plus the paper's Ori / +PBM table when every input is a Best-of-N run of one benchmark
LAYOUTS = ("all", "leaderboard", "paper")


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
        log.warning(f"deltom table: warning: the averages cover different orders/conditions ({detail}); "
                    "compare them with care or give results of the same orders")


def provenance_lines(results, copies: dict[str, str]) -> str:
    """COMMAND.txt lines after the command: this checkout and lm-eval, and what each run recorded."""
    lines = [f"# deltom commit: {project_commit()}; lm-eval {package_version('lm_eval')} (making this table)"]
    for r in results:
        run = ", ".join(f"{k} {v}" for k, v in r.run.items()) or \
            ("no run record in its results JSON" if r.tasks else "a summary JSON (no lm-eval run record)")
        lines.append(f"# {r.name}: {run}" + (f"; raw results: {portable(copies[r.source])}" if r.source in copies
                                              else ""))
    return "\n".join(lines)


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
            log.warning(f"deltom table: warning: {r.name}: {'row' if len(other) == 1 else 'rows'} {', '.join(other)} "
                        f"{'is' if len(other) == 1 else 'are'} NaN (PBM scoring failed); not in the table")
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


def load_inputs(args: TableRequest) -> list[list]:
    """Per results file (a folder: each results_*.json under it), its ``ModelResult``s, renamed by ``--names``."""
    if args.layout not in LAYOUTS:
        raise InputError(f"--layout {args.layout!r}: one of {', '.join(LAYOUTS)}")
    paths = list(args.results) if args.layout == "paper" else expand_inputs(list(args.results))
    per_file = [[load_result(p)] if args.layout == "paper" else load_results(p) for p in paths]
    for option, values in (("--samples", args.samples), ("--names", args.names)):
        if values and len(values) != len(paths):
            raise InputError(f"{option} takes one entry per results file ({len(paths)}), got {len(values)}")
    if args.names:
        per_file = [[replace(result, name=name) for result in found] for found, name in zip(per_file, args.names)]
    named = iter(unique_names([r for found in per_file for r in found]))
    return [[next(named) for _ in found] for found in per_file]


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


# The default +PBM row: weighted Best-of-N (the paper's strategy for its tables) with the min rule,
# which the paper finds among the most reliable (with prod) as N grows (Section 4.2, Figure 2).
DEFAULT_PRIMARY_RULE = ("weighted", "min")
def default_primary() -> str:
    """The documented default +PBM row: the PBM row of weighted Best-of-N with the min rule, by its filter."""
    for name, _, kwargs in row_specs("hitom"):
        if name in PBM_ROWS and (kwargs.get("mode"), kwargs.get("rule")) == DEFAULT_PRIMARY_RULE:
            return name
    raise LookupError(f"no PBM row with mode/rule {DEFAULT_PRIMARY_RULE} in harness_ext.bon.rows")


def primary_row(results: Sequence[ModelResult], requested: Optional[str] = None) -> str:
    """The declared +PBM row (``requested`` or ``default_primary()``), checked: a PBM (or DEL-oracle) row that
    every measured input has. Never chosen by its numbers."""
    row = requested or default_primary()
    if row not in PBM_ROWS and row not in ORACLE_ROWS:
        raise InputError(f"--primary {row!r} is not a PBM row; one of: {', '.join((*PBM_ROWS, *ORACLE_ROWS))}")
    lacking = [r.source for r in results if not r.reported and row not in r.average]
    if lacking:
        raise InputError(f"--primary row {row!r} is missing from {', '.join(lacking)}")
    return row


def nan_rows(result: ModelResult) -> list[str]:
    """Rows with a NaN in some order (a PBM that failed after generation leaves its rows NaN)."""
    rows = {row: None for rows in result.per_key.values() for row, v in rows.items() if math.isnan(v)}
    return list(rows)


@dataclass(frozen=True)
class PreparedTable:
    """Everything a table shows, checked: the request (its +PBM row resolved), the inputs per results file, and the
    samples' checksums; ``paper``: the paper's Ori / +PBM table is written (one benchmark's Best-of-N runs)."""

    args: TableRequest
    per_file: tuple[tuple[ModelResult, ...], ...]
    checksums: dict
    paper: bool

    @property
    def results(self) -> list[ModelResult]:
        return [r for found in self.per_file for r in found]

    @property
    def samples(self) -> list[str]:
        """The samples path of each results file ("-": none given)."""
        return list(self.args.samples or ["-"] * len(self.per_file))


def prepare_table(args: TableRequest) -> PreparedTable:
    """The inputs of ``args`` loaded, checked and complete (quality, tokens, intervals, paired differences)."""
    per_file = load_inputs(args)
    results = [r for found in per_file for r in found]
    check_writable_dir(args.out)  # before any refusal of the inputs' numbers, as before the work on them
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
    checksums: dict = {}
    per_file = [[replace(r, quality=result_quality(r).as_dict()) for r in found] for found in per_file]
    if args.samples:
        counter, method = token_counter(args.tokenizer)
        for i, (found, path) in enumerate(zip(per_file, args.samples)):
            measured = []
            for result in found:
                if path == "-":
                    measured.append(result)
                    continue
                if holds_only_scores(path):  # a committed table's scores: the intervals, no text to count or check
                    checksums[f"{result.name} ({Path(result.source).name})"] = \
                        samples_record(find_score_files([path], samples_of(result)))
                    measured.append(result)
                    continue
                tasks = load_tasks([path], quiet=True, select=samples_of(result))
                measured.append(replace(result, quality=result_quality(result, tasks).as_dict(),
                                        tokens=count_tokens(tasks, counter, method),
                                        n=result.n or min(t.available for t in tasks)))
                checksums[f"{result.name} ({Path(result.source).name})"] = \
                    samples_record(find_sample_files([path], samples_of(result)))
            per_file[i] = measured
    samples = args.samples or ["-"] * len(per_file)
    per_file = [[attach(result, None if path == "-" else path, shown_rows(result, args), args.seed,
                        samples_of(result)) for result in found] for found, path in zip(per_file, samples)]
    if args.baseline:
        paired = iter(attach_baseline([r for found in per_file for r in found], args.baseline, args.seed))
        per_file = [[next(paired) for _ in found] for found in per_file]
    return PreparedTable(args, tuple(tuple(found) for found in per_file), checksums, paper)


def shown_rows(result: ModelResult, args: TableRequest) -> list[str]:
    """The rows whose intervals a table shows: Ori and +PBM (the paper layout), else every row of every order."""
    if args.layout == "paper":
        return ["ori", args.primary]
    return [row for row in result.average if all(row in v for v in result.per_key.values())]
