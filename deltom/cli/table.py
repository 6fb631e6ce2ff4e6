"""`deltom table`: leaderboards of many models over any mix of lm-eval runs, with intervals, cost and provenance.

Inputs: lm-eval results JSONs or output folders (every ``results_*.json`` under them) of plain
tasks (``hitom_del*``, ``kosinski_del``, ``hitom_del_fresh*``), Best-of-N tasks, beam-search runs,
and ``deltom rescore --out`` summaries. ``--layout all`` (the default) writes one leaderboard per
benchmark (``leaderboard.md`` / ``.html`` / ``.json``, ``leaderboard_<benchmark>.csv`` / ``.tex``:
rows = models sorted by their average, columns = orders x the rows each run has, a 95% interval
in every cell) and, when every input is a Best-of-N run of one benchmark, the paper's Ori / +PBM
table too (``table.*``, alone with ``--layout paper``). Runs of different doc sets or prompts are
refused (``--allow-mismatch``: shown, marked); different N or PBMs are marked and named in the caption.

+PBM is one row declared before the run (``--primary``), never the best row picked afterwards;
``--reference paper`` adds the paper's published rows, marked reported. Next to the tables go
the raw lm-eval results JSON of every input (``lm_eval/<model>/``), ``samples.sha256`` for the
samples given, and COMMAND.txt with the project commit and the lm-eval version
(``deltom.pages.table_files``): one set, written whole or not at all, that replaces the set an
earlier table wrote into the folder. A NaN +PBM (or Ori) cell is refused; partial inputs are marked.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import fields

from dellabels.io.outputs import refuse_same
from deltom.analysis.paper import REFERENCES
from deltom.analysis.table_pipeline import LAYOUTS, TableRequest, default_primary
from deltom.cli.common import guarded
from deltom.pages.table_files import build_table
from deltom_base.flags import add_out
from harness_ext.bon.rows import ROWS_HELP


def run_table(args: argparse.Namespace) -> int:
    # an input folder is read whole: a table inside it (its lm_eval/ copies of the results) would be read next time
    refuse_same(args.out, [*args.results, *(args.samples or [])])
    paths, primary, warnings = build_table(TableRequest(**{f.name: getattr(args, f.name)
                                                           for f in fields(TableRequest)}))
    for path in paths:
        print(path)
    if primary:  # None: every input is a plain run, no PBM row to declare
        print(f"+PBM row: {primary} (declared; every other row is in the inputs)", file=sys.stderr)
    for line in warnings:  # last, so that it is what the user reads (also in table.json / leaderboard.json)
        print(line)
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("table", help="leaderboards (Markdown, CSV, LaTeX, HTML) with intervals and cost",
                              description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("results", nargs="+", metavar="RESULTS",
                   help="lm-eval results_*.json, lm-eval output folders and/or `deltom rescore --out` summaries")
    p.add_argument("--layout", choices=LAYOUTS, default="all",
                   help="all (default): the leaderboards, plus the paper's Ori / +PBM table when every input is a "
                        "Best-of-N run of one benchmark; leaderboard; paper: only the Ori / +PBM table")
    p.add_argument("--allow-mismatch", action="store_true",
                   help="show runs of different doc sets (data file, generated set, --limit) or prompts, marked, "
                        "instead of refusing them")
    add_out(p, required=True,
            help="directory for table.md/.csv/.tex/.json, COMMAND.txt, the raw results JSON (lm_eval/) "
                 "and samples.sha256 (e.g. results/NAME); the files an earlier table wrote there and this "
                 "one does not are removed (table.json lists the set)")
    p.add_argument("--primary", "--pbm-row", dest="primary",
                   help="the +PBM row, named before the run (default: the weighted Best-of-N, min-rule PBM row, "
                        f"{default_primary()}); never picked by its numbers; {ROWS_HELP}")
    p.add_argument("--reference", choices=REFERENCES,
                   help="add published rows beside the measured ones: 'paper' = DEL-ToM Table 1 (Hi-ToM) or "
                        "Table 2 (Kosinski), marked reported")
    p.add_argument("--baseline", metavar="ROW_OR_MODEL",
                   help="a row (maj@16, or maj@N / pass@N for each run's N) or a model name: adds each row's (each "
                        "model's) difference to it on the questions both runs asked (a --limit run against a full one: "
                        "the limit's), with its paired, story-clustered 95%% interval (needs --samples; without "
                        "them, the difference of the averages only)")
    p.add_argument("--seed", type=int, default=0, help="seed of the bootstrap intervals (default %(default)s)")
    p.add_argument("--prices", help="JSON {model: {input, cached_input, output}} in USD per 1M tokens, "
                                    "merged over the paper's API prices")
    p.add_argument("--samples", nargs="+", metavar="SAMPLES",
                   help="per results file (a folder counts each results_*.json under it), in order: its samples "
                        "file or lm-eval output directory, for token counts and the story-clustered bootstrap "
                        "intervals, or an earlier table's scores/<model> folder (the text-free per-question scores "
                        "every table writes: the same intervals without the samples); '-': none, intervals then "
                        "from lm-eval's stderr")
    p.add_argument("--tokenizer", help="Hugging Face tokenizer for token counts (default: a 4-characters-per-token "
                                       "estimate, labelled as such)")
    p.add_argument("--names", nargs="+", help="model names, one per results file (a folder counts each "
                                              "results_*.json under it; default: from each file)")
    p.set_defaults(func=guarded("table", run_table))
