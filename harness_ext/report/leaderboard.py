"""Leaderboard tables of one benchmark from lm-eval results: the library behind `deltom table`.

+PBM is one row declared before the run (``primary``), never the best row picked afterwards;
``reference="paper"`` adds the paper's published rows, marked reported. Next to the tables go
the raw lm-eval results JSON of every input (``lm_eval/<model>/``), ``samples.sha256`` for the
samples given, and COMMAND.txt with the project commit and the lm-eval version.
"""
from __future__ import annotations

import os
import shlex
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional, Sequence

from harness_ext.report.samples import InputError


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


def build_table(args: TableRequest) -> tuple[list[str], str]:
    """Write the tables, raw results copies, ``samples.sha256`` and COMMAND.txt of ``args.out_dir``;
    returns the paths written and the +PBM row (``args.primary``, or the default when None)."""
    from dellabels.io.outputs import check_writable_dir
    from harness_ext.report.intervals import attach
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
    samples, checksums = args.samples or ["-"] * len(results), {}
    if args.samples:
        counter, method = token_counter(args.tokenizer)
        for result, path in zip(results, args.samples):
            if path != "-":
                tasks = load_tasks([path], quiet=True)
                result.tokens = count_tokens(tasks, counter, method)
                result.n = result.n or min(t.available for t in tasks)
                checksums[f"{result.name} ({Path(result.source).name})"] = samples_record(find_sample_files([path]))
    for result, path in zip(results, samples):
        attach(result, None if path == "-" else path, ["ori", args.primary], args.seed)
    copies = {r.source: str(copy_raw_results(r.source, args.out_dir, r.name)) for r in results if r.tasks}
    if checksums:
        (Path(args.out_dir) / SAMPLES_FILE).write_text(samples_checksums(checksums), encoding="utf-8")
    else:  # one left by an earlier table in this folder would name samples this table did not read
        (Path(args.out_dir) / SAMPLES_FILE).unlink(missing_ok=True)
    notes = [reference_note(results[0].family)] if args.reference else []
    shown = results + (reported_rows(results[0].family) if args.reference else [])
    command = f"{command_line(args)}\n{provenance_lines(results, copies)}"
    paths = [str(p) for p in write_tables(args.out_dir, shown, args.primary, load_prices(args.prices), command, notes)]
    paths += [*copies.values(), *([str(Path(args.out_dir) / SAMPLES_FILE)] if checksums else [])]
    return paths, args.primary


