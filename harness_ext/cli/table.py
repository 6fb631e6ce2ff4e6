"""`deltom table`: leaderboard tables (Ori vs +PBM per order) with tokens and cost per model.

+PBM is one row declared before the run (``--primary``), never the best row picked afterwards;
``--reference paper`` adds the paper's published rows, marked reported. Next to the tables go
the raw lm-eval results JSON of every input (``lm_eval/<model>/``), ``samples.sha256`` for the
samples given, and COMMAND.txt with the project commit and the lm-eval version
(``harness_ext.report.leaderboard``): one set, written whole or not at all, that replaces the set an
earlier table wrote into the folder. A NaN +PBM (or Ori) cell is refused; partial inputs are marked.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import fields

from harness_ext.cli.common import guarded
from harness_ext.report.leaderboard import TableRequest, build_table
from harness_ext.report.paper import REFERENCES
from harness_ext.report.tables import default_primary


def run_table(args: argparse.Namespace) -> int:
    paths, primary = build_table(TableRequest(**{f.name: getattr(args, f.name) for f in fields(TableRequest)}))
    for path in paths:
        print(path)
    print(f"+PBM row: {primary} (declared; every other row is in the inputs)", file=sys.stderr)
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("table", help="Ori vs +PBM tables (Markdown, CSV, LaTeX) with tokens and cost",
                              description=__doc__)
    p.add_argument("results", nargs="+", metavar="RESULTS",
                   help="lm-eval results_*.json of *_bon tasks and/or `deltom rescore --out` summaries (one per model)")
    p.add_argument("--out-dir", required=True,
                   help="directory for table.md/.csv/.tex/.json, COMMAND.txt, the raw results JSON (lm_eval/) "
                        "and samples.sha256 (e.g. results/NAME); the files an earlier table wrote there and this "
                        "one does not are removed (table.json lists the set)")
    p.add_argument("--primary", "--pbm-row", dest="primary",
                   help="the +PBM row, named before the run (default: the weighted Best-of-N, min-rule PBM row, "
                        f"{default_primary()}); never picked by its numbers")
    p.add_argument("--reference", choices=REFERENCES,
                   help="add published rows beside the measured ones: 'paper' = DEL-ToM Table 1 (Hi-ToM) or "
                        "Table 2 (Kosinski), marked reported")
    p.add_argument("--seed", type=int, default=0, help="seed of the bootstrap intervals (default %(default)s)")
    p.add_argument("--prices", help="JSON {model: {input, cached_input, output}} in USD per 1M tokens, "
                                    "merged over the paper's API prices")
    p.add_argument("--samples", nargs="+", metavar="SAMPLES",
                   help="per RESULTS, in order: its samples file or lm-eval output directory, for token "
                        "counts and the bootstrap intervals ('-': none; intervals then from lm-eval's stderr)")
    p.add_argument("--tokenizer", help="Hugging Face tokenizer for token counts (default: a 4-characters-per-token "
                                       "estimate, labelled as such)")
    p.add_argument("--names", nargs="+", help="model names, one per RESULTS (default: from each file)")
    p.set_defaults(func=guarded("table", run_table))
