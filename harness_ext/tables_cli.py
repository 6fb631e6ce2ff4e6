"""`deltom table`: leaderboard tables (Ori vs +PBM per order) with tokens and cost per model."""
from __future__ import annotations

import argparse
import os
import shlex
import sys

from harness_ext.rescore_cli import guarded
from harness_ext.samples import InputError


def command_line(args: argparse.Namespace) -> str:
    """The command that reproduces this table (every option as resolved), run from the cwd below it."""
    words = ["deltom", "table", *args.results, "--out-dir", args.out_dir]
    for flag, value in (("--prices", args.prices), ("--pbm-row", args.pbm_row), ("--tokenizer", args.tokenizer)):
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


def run_table(args: argparse.Namespace) -> int:
    from dellabels.outputs import check_writable_dir
    from harness_ext.prices import count_tokens, load_prices, token_counter
    from harness_ext.samples import load_tasks
    from harness_ext.tables import choose_pbm_row, load_result, write_tables

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
    if args.samples:
        counter, method = token_counter(args.tokenizer)
        for result, path in zip(results, args.samples):
            if path != "-":
                tasks = load_tasks([path], quiet=True)
                result.tokens = count_tokens(tasks, counter, method)
                result.n = result.n or min(t.available for t in tasks)
    pbm_row = choose_pbm_row(results, args.pbm_row)
    for path in write_tables(args.out_dir, results, pbm_row, load_prices(args.prices), command_line(args)):
        print(path)
    print(f"+PBM row: {pbm_row}", file=sys.stderr)
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("table", help="Ori vs +PBM tables (Markdown, CSV, LaTeX) with tokens and cost",
                              description=__doc__)
    p.add_argument("results", nargs="+", metavar="RESULTS",
                   help="lm-eval results_*.json of *_bon tasks and/or `deltom rescore --out` summaries (one per model)")
    p.add_argument("--out-dir", required=True,
                   help="directory for table.md/.csv/.tex and COMMAND.txt (e.g. results/NAME)")
    p.add_argument("--pbm-row", help="the +PBM row, e.g. pbm_weighted_min (default: best pbm_* row by average)")
    p.add_argument("--prices", help="JSON {model: {input, cached_input, output}} in USD per 1M tokens, "
                                    "merged over the paper's API prices")
    p.add_argument("--samples", nargs="+", metavar="SAMPLES",
                   help="per RESULTS, in order: its samples file or lm-eval output directory, for token "
                        "counts ('-': none)")
    p.add_argument("--tokenizer", help="Hugging Face tokenizer for token counts (default: a 4-characters-per-token "
                                       "estimate, labelled as such)")
    p.add_argument("--names", nargs="+", help="model names, one per RESULTS (default: from each file)")
    p.set_defaults(func=guarded("table", run_table))
