"""`deltom miniature`: the whole paper in miniature on this CPU, every stage cached.

    deltom miniature                  # default size (10 questions per order, N = 16), into deltom_out/miniature
    deltom miniature --full           # all 200 length-1 CoTP questions
    deltom miniature --out results/X  # committed results: only ever from an explicit --out

The output folder gets the raw lm-eval results JSON of the run (lm_eval/miniature/), the
samples' sha256 (samples.sha256; the samples stay in the cache), the table of the declared
+PBM row (--primary) with 95% intervals, rows.md with every row, curves, and COMMAND.txt:
the resolved command with the data path, the lm-eval step with its environment, the table
command, the project commit and the versions (``deltom.miniature.pipeline``).
"""
from __future__ import annotations

import argparse
from dataclasses import fields

from deltom.cli.common import guarded
from deltom.miniature.pipeline import (DEFAULT_OUT, DEFAULT_PER_ORDER, DEFAULT_SAMPLES, SAMPLING_WORKERS,
                                       MiniatureOptions, run_miniature)
from deltom.miniature.printout import short_summary
from deltom_base.flags import add_option, positive_int
from harness_ext.bon.rows import ROWS_HELP

EXIT_GARBAGE = 3  # the run finished but its answers are no result (the quality gate's line says why)
from deltom.analysis.table_pipeline import default_primary


def run(args: argparse.Namespace) -> int:
    options = MiniatureOptions(**{f.name: getattr(args, f.name) for f in fields(MiniatureOptions)
                                  if hasattr(args, f.name)})
    summary = run_miniature(options)
    print(short_summary(summary, options.out))
    if summary["quality"]["garbage"] and not options.smoke:  # a smoke run's numbers mean nothing by design
        return EXIT_GARBAGE
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("miniature", help="the paper end to end offline: tiny generator + tiny PBM + BoN",
                              description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", default=DEFAULT_OUT,
                   help="summary, table, raw results, curves (default %(default)s; committed results only from an "
                        "explicit --out results/NAME)")
    p.add_argument("--primary", default=default_primary(),
                   help="the +PBM row of the table and the goal check, declared before the run (default "
                        "%(default)s: weighted Best-of-N, min rule); rows.md keeps every row; " + ROWS_HELP)
    p.add_argument("--cache", help="models and lm-eval outputs (default $DELTOM_CACHE/miniature)")
    add_option(p, "--n", dest="samples", type=int, default=DEFAULT_SAMPLES, metavar="N",
               help="samples per question, the paper's N (%(default)s)")
    p.add_argument("--per-order", type=int, default=DEFAULT_PER_ORDER,
                   help="questions per order in the default size (%(default)s)")
    p.add_argument("--full", action="store_true", help="all 200 length-1 CoTP questions")
    p.add_argument("--batch-size", type=int, default=16, help="lm-eval's batch size (%(default)s; a question's N "
                                                                 "samples are drawn together whatever it is)")
    p.add_argument("--workers", type=positive_int, default=SAMPLING_WORKERS,
                   help="sampling processes of one thread each, for the PBM's traces and the evaluation's samples "
                        "(%(default)s; the samples do not depend on it)")
    p.add_argument("--trials", type=int, default=10, help="random trials per N of the curves (%(default)s)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--hitom-path", help="Hi-ToM_data.json (default $DELTOM_HITOM_PATH; with neither, generated "
                                        "Hi-ToM-style stories are the test set)")
    p.add_argument("--force", action="store_true", help="rebuild every stage")
    p.add_argument("--rerun-eval", action="store_true", help="keep the models, rerun the evaluation")
    p.add_argument("--smoke", action="store_true",
                   help="micro sizes: checks the plumbing in minutes, the numbers mean nothing")
    p.set_defaults(func=guarded("miniature", run))
