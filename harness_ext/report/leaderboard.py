"""Leaderboard tables of one benchmark from lm-eval results: the library behind `deltom table`.

+PBM is one row declared before the run (``primary``), never the best row picked afterwards;
``reference="paper"`` adds the paper's published rows, marked reported. Next to the tables go
the raw lm-eval results JSON of every input (``lm_eval/<model>/``), ``samples.sha256`` for the
samples given, and COMMAND.txt with the project commit and the lm-eval version: one set, listed in
``table.json`` ("files"), that a rerun replaces whole. A NaN in a column the table shows is refused;
partial inputs and other NaN rows are said in the caption and on stderr.
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

from harness_ext.report.samples import InputError, Selection

TABLE_FILES = ("table.md", "table.csv", "table.tex", "table.json", "COMMAND.txt", "cost.csv", "cost.tex",
               "verified.csv", "verified.tex")


@dataclass(frozen=True)
class TableRequest:
    """What one table is made of (the options of `deltom table`)."""

    results: Sequence[str]
    out_dir: str
    primary: Optional[str] = None
    seed: int = 0
    samples: Optional[Sequence[str]] = None
    names: Optional[Sequence[str]] = None
    prices: Optional[str] = None
    tokenizer: Optional[str] = None
    reference: Optional[str] = None


def command_line(args: TableRequest) -> str:
    """The command that reproduces this table (every option as resolved), run from the cwd below it."""
    words = ["deltom", "table", *args.results, "--out-dir", args.out_dir, "--primary", args.primary,
             "--seed", str(args.seed)]
    for flag, value in (("--prices", args.prices), ("--reference", args.reference), ("--tokenizer", args.tokenizer)):
        if value:
            words += [flag, value]
    for flag, values in (("--samples", args.samples), ("--names", args.names)):
        if values:
            words += [flag, *values]
    return f"{shlex.join(words)}\n# cwd: {os.getcwd()}"


def warn_uneven_averages(results) -> None:
    """Say so when the models' averages cover different orders (conditions): they are not comparable."""
    covered = {r.source: sorted(r.per_key, key=lambda k: (int(k) if k.isdigit() else 0, k)) for r in results}
    if len({tuple(keys) for keys in covered.values()}) > 1:
        detail = "; ".join(f"{source}: {', '.join(keys)}" for source, keys in covered.items())
        print(f"deltom table: warning: the averages cover different orders/conditions ({detail}); "
              "compare them with care or give results of the same orders", file=sys.stderr)


def provenance_lines(results, copies: dict[str, str]) -> str:
    """COMMAND.txt lines after the command: this checkout and lm-eval, and what each run recorded."""
    from harness_ext.report.provenance import package_version, project_commit

    lines = [f"# deltom commit: {project_commit()}; lm-eval {package_version('lm_eval')} (making this table)"]
    for r in results:
        run = ", ".join(f"{k} {v}" for k, v in r.run.items()) or \
            ("no run record in its results JSON" if r.tasks else "a summary JSON (no lm-eval run record)")
        lines.append(f"# {r.name}: {run}" + (f"; raw results: {copies[r.source]}" if r.source in copies else ""))
    return "\n".join(lines)


def warn_partial(results) -> None:
    """One stderr line per input that covers part of its benchmark (the caption says it too)."""
    for r in results:
        if r.partial:
            print(f"deltom table: warning: partial input {r.name}: {'; '.join(r.partial)}", file=sys.stderr)


def refuse_nan(results, primary: str) -> None:
    """A NaN in a column the table shows (Ori, the declared +PBM row) is an ``InputError`` naming the file, the
    row and the orders: a PBM that failed after generation leaves its rows NaN, and rescoring finishes them."""
    from harness_ext.report.samples import keys_phrase

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
    from harness_ext.report.tables import nan_rows

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
    """The files the last table wrote into ``out``: the list in its table.json; for a table.json without one,
    the names every table writes and its raw results copies."""
    from harness_ext.report.provenance import RAW_DIR, SAMPLES_FILE, safe_name

    try:
        record = json.loads((out / "table.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(record, dict) or "primary" not in record or not isinstance(record.get("models"), list):
        return []  # not a table.json of deltom table: nothing in the folder is known to be ours
    if isinstance(record.get("files"), list):
        return [f for f in record["files"] if isinstance(f, str)]
    models = [m for m in record.get("models") or [] if isinstance(m, dict) and not m.get("reported")]
    copies = [f"{RAW_DIR}/{safe_name(str(m.get('name')))}/{Path(str(m.get('source'))).name}" for m in models]
    return [*TABLE_FILES, SAMPLES_FILE, *copies]


def build_table(args: TableRequest) -> tuple[list[str], str]:
    """Write the tables, raw results copies, ``samples.sha256`` and COMMAND.txt of ``args.out_dir`` as one set
    (``dellabels.io.filesets``); returns the paths written and the +PBM row (``args.primary``, or the
    default when None)."""
    from dellabels.io.outputs import check_writable_dir
    from harness_ext.report.intervals import attach
    from dellabels.io.filesets import files_in, staging, swap_in
    from harness_ext.report.paper import reference_note, reported_rows
    from harness_ext.report.prices import count_tokens, load_prices, token_counter
    from harness_ext.report.provenance import SAMPLES_FILE, copy_raw_results, samples_checksums, samples_record
    from harness_ext.report.samples import find_sample_files, load_tasks
    from harness_ext.report.tables import load_result, primary_row, write_tables

    results = [load_result(path) for path in args.results]
    check_writable_dir(args.out_dir)
    warn_uneven_averages(results)
    for option, values in (("--samples", args.samples), ("--names", args.names)):
        if values and len(values) != len(results):
            raise InputError(f"{option} takes one entry per results file ({len(results)}), got {len(values)}")
    if len({r.family for r in results}) > 1:
        raise InputError("results of different benchmarks (Hi-ToM and Kosinski); make one table per benchmark")
    for result, name in zip(results, args.names or []):
        result.name = name
    args = replace(args, primary=primary_row(results, args.primary))
    refuse_nan(results, args.primary)
    samples, checksums = args.samples or ["-"] * len(results), {}
    if args.samples:
        counter, method = token_counter(args.tokenizer)
        for result, path in zip(results, args.samples):
            if path != "-":
                tasks = load_tasks([path], quiet=True, select=samples_of(result))
                result.tokens = count_tokens(tasks, counter, method)
                result.n = result.n or min(t.available for t in tasks)
                checksums[f"{result.name} ({Path(result.source).name})"] = \
                    samples_record(find_sample_files([path], samples_of(result)))
    for result, path in zip(results, samples):
        attach(result, None if path == "-" else path, ["ori", args.primary], args.seed, samples_of(result))
    prices, out = load_prices(args.prices), Path(args.out_dir)
    warn_partial(results)  # the inputs are checked: what follows only writes
    notes = nan_notes(results, args.primary) + ([reference_note(results[0].family)] if args.reference else [])
    shown = results + (reported_rows(results[0].family) if args.reference else [])
    with staging(out) as built:  # nothing in out changes until the whole set is built
        copies = {r.source: copy_raw_results(r.source, built, r.name).relative_to(built).as_posix()
                  for r in results if r.tasks}
        if checksums:
            (built / SAMPLES_FILE).write_text(samples_checksums(checksums), encoding="utf-8")
        final = {source: str(out / relative) for source, relative in copies.items()}
        command = f"{command_line(args)}\n{provenance_lines(results, final)}"
        tables = write_tables(built, shown, args.primary, prices, command, notes, also=files_in(built))
        swap_in(built, out, previous_set(out), args.results, "table.json")
    paths = [str(out / p.relative_to(built)) for p in tables] + list(final.values())
    return paths + ([str(out / SAMPLES_FILE)] if checksums else []), args.primary
