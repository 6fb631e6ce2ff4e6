"""`deltom rescore`: every reranking row from saved lm-eval samples, without regenerating."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Callable

from dellabels.hitom_data import DataFileError
from dellabels.outputs import OutputError, clip
from harness_ext.samples import InputError

EXIT_INPUT = 2


def add_scoring_args(p: argparse.ArgumentParser) -> None:
    """SAMPLES and the PBM options shared by ``rescore`` and ``curves``."""
    from pbm.backends import BACKENDS

    p.add_argument("samples", nargs="+", metavar="SAMPLES",
                   help="lm-eval samples_<task>_<time>.jsonl files of *_bon tasks, or lm-eval output directories")
    p.add_argument("--backend", default="hf", choices=BACKENDS, help="PBM backend of the pbm_* rows (default hf)")
    p.add_argument("--model", default="default",
                   help="PBM: hub id or directory; 'default' = the CPU default PBM (ignored by --backend del)")


def guarded(command: str, run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """``run`` with bad input, unusable outputs and unreadable files reported as one line on stderr
    and exit status 2."""

    def func(args: argparse.Namespace) -> int:
        try:
            return run(args)
        except (InputError, OutputError, DataFileError, OSError) as err:
            print(f"deltom {command}: error: {clip(err, 400)}", file=sys.stderr)
            return EXIT_INPUT

    return func


def run_rescore(args: argparse.Namespace) -> int:
    from dellabels.outputs import check_writable, refuse_same, write_text_atomic
    from harness_ext.rows import rescore
    from harness_ext.samples import find_sample_files, load_tasks
    from harness_ext.tables import summary_markdown

    if args.out:  # before any scoring: the summary must neither replace a samples file nor fail to write
        refuse_same(args.out, [*args.samples, *map(str, find_sample_files(args.samples))], "--out")
        check_writable(args.out)
    summary = rescore(load_tasks(args.samples), args.backend, args.model, args.n)
    if args.out:
        write_text_atomic(args.out, json.dumps(summary, indent=1) + "\n")
    print(summary_markdown(summary))
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("rescore", help="all reranking rows from saved lm-eval --log_samples files",
                              description=__doc__)
    add_scoring_args(p)
    p.add_argument("--n", type=int, help="use the first N samples of every doc (default: all)")
    p.add_argument("--out", help='write the summary JSON {"n", "per_order", "average"} here')
    p.set_defaults(func=guarded("rescore", run_rescore))
