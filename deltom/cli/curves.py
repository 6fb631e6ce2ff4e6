"""`deltom curves`: accuracy-vs-N curves (vanilla and weighted Best-of-N) from saved samples; given lm-eval
results JSONs instead (``results_*.json`` of hitom_del* groups, e.g. hitom_del_fresh_ladder), accuracy and
verified traces against belief order (``ladder.png``)."""
from __future__ import annotations

import argparse

from dellabels.io.outputs import check_writable_dir, refuse_same, run_files
from deltom.analysis.curves import run_curves
from deltom.analysis.samples import load_tasks
from deltom.cli.common import RUN_FILES, add_scoring_args, guarded, selection, use_served_args, warn_partial_summary
from deltom.pages.curve_plots import write_curves
from deltom.pages.ladder import ladder_series, write_ladder
from deltom_base.flags import add_out


def run_curves_cmd(args: argparse.Namespace) -> int:
    refuse_same(args.out, run_files(args.samples, RUN_FILES))  # before any scoring
    check_writable_dir(args.out)
    if all(str(path).endswith(".json") for path in args.samples):  # results JSONs: the ladder over orders
        series = [s for path in args.samples for s in ladder_series(path)]
        for path in write_ladder(series, args.out):
            print(path)
        return 0
    tasks = load_tasks(args.samples, select=selection(args))
    use_served_args(args)
    curves = run_curves(tasks, args.pbm_backend, args.pbm, args.trials, args.seed)
    warn_partial_summary("curves", tasks[0].family, curves)
    for path in write_curves(curves, args.out):
        print(path)
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("curves", help="accuracy vs N (1, 2, 4, ...) per order: PNG, PDF and JSON",
                              description=__doc__)
    add_scoring_args(p)
    p.add_argument("--trials", type=int, default=10, help="random draws of N samples per N (default 10)")
    p.add_argument("--seed", type=int, default=0, help="seed of the draws (default 0)")
    add_out(p, "directory for curves.json and curves_{vanilla,weighted}.{png,pdf} (ladder.png for results JSONs)",
            required=True)
    p.set_defaults(func=guarded("curves", run_curves_cmd))
