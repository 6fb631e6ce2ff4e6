"""What the `deltom` subcommands share: one-line errors with exit status 2, the PBM scoring options."""
from __future__ import annotations

import argparse
import sys
from typing import Callable

from dellabels.hitom.data import DataFileError
from dellabels.io.outputs import OutputError, clip
from harness_ext.report.samples import InputError

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
