"""`deltom pack-samples`: compact xz copies of Best-of-N samples files (one record per doc), to commit or share."""
from __future__ import annotations

import argparse

from dellabels.io.outputs import refuse_same
from deltom.analysis.pack import pack_samples
from deltom.cli.common import add_samples_args, guarded, selection
from deltom_base.flags import add_out


def run_pack(args: argparse.Namespace) -> int:
    refuse_same(args.out, args.samples)  # packed copies inside a run folder would be read with it next time
    for path in pack_samples(args.samples, args.out, selection(args)):
        print(f"{path} ({path.stat().st_size:,} bytes)")
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("pack-samples", help="compact xz copies of lm-eval Best-of-N samples files",
                              description=__doc__)
    add_samples_args(p)
    add_out(p, "folder for the samples_<task>_<time>.jsonl.xz files", required=True)
    p.set_defaults(func=guarded("pack-samples", run_pack))
