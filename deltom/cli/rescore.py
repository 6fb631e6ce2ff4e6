"""`deltom rescore`: every reranking row from saved lm-eval samples, without regenerating."""
from __future__ import annotations

import argparse
import json

from dellabels.io.outputs import check_writable, refuse_same, run_files, write_text_atomic
from deltom.analysis.quality import assess, row_values, task_responses, task_sets
from deltom.analysis.rescore import rescore
from deltom.analysis.samples import load_tasks
from deltom.cli.common import RUN_FILES, add_scoring_args, guarded, selection, use_served_args, warn_partial_summary
from deltom.pages.paper_table import summary_markdown
from deltom_base.flags import add_out


def run_rescore(args: argparse.Namespace) -> int:
    use_served_args(args)
    if args.out:  # before any scoring: the summary must neither replace a samples file nor fail to write
        refuse_same(args.out, run_files(args.samples, RUN_FILES), "--out")
        check_writable(args.out)

    tasks = load_tasks(args.samples, select=selection(args))
    summary = rescore(tasks, args.pbm_backend, args.pbm, args.n, baseline=args.baseline)
    warn_partial_summary("rescore", tasks[0].family, summary)
    quality = assess(row_values(summary), task_responses(tasks), task_sets(tasks))
    summary["quality"] = quality.as_dict()
    if args.out:
        write_text_atomic(args.out, json.dumps(summary, indent=1) + "\n")
    print(summary_markdown(summary))
    if quality.garbage:  # last, so that it is what the user reads
        print(quality.line("this run"))
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("rescore", help="all reranking rows from saved lm-eval --log_samples files",
                              description=__doc__)
    add_scoring_args(p)
    p.add_argument("--n", type=int, help="use the first N samples of every doc (the paper's N; default: all)")
    p.add_argument("--baseline", metavar="ROW", help="each row's paired difference to this row (maj@N: the run's "
                                                     "majority vote) on the same questions, story-clustered 95%% "
                                                     "interval")
    add_out(p, 'write the summary JSON {"n", "per_order", "average", "questions", '
                                 '"missing_orders", "missing_docs", "partial", "process", "cut_in_think", "pbm"} here')
    p.set_defaults(func=guarded("rescore", run_rescore))
