"""`deltom curves`: accuracy-vs-N curves (vanilla and weighted Best-of-N) from saved samples."""
from __future__ import annotations

import argparse

from harness_ext.cli.common import add_scoring_args, guarded, selection, warn_partial


def run_curves_cmd(args: argparse.Namespace) -> int:
    from dellabels.io.outputs import check_writable_dir
    from harness_ext.report.curves import run_curves, write_curves
    from harness_ext.report.samples import load_tasks

    check_writable_dir(args.out_dir)  # before any scoring
    tasks = load_tasks(args.samples, select=selection(args))
    curves = run_curves(tasks, args.backend, args.model, args.trials, args.seed)
    warn_partial("curves", tasks[0].family, curves)
    for path in write_curves(curves, args.out_dir):
        print(path)
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("curves", help="accuracy vs N (1, 2, 4, ...) per order: PNG, PDF and JSON",
                              description=__doc__)
    add_scoring_args(p)
    p.add_argument("--trials", type=int, default=10, help="random draws of N samples per N (default 10)")
    p.add_argument("--seed", type=int, default=0, help="seed of the draws (default 0)")
    p.add_argument("--out-dir", required=True, help="directory for curves.json and curves_{vanilla,weighted}.{png,pdf}")
    p.set_defaults(func=guarded("curves", run_curves_cmd))
