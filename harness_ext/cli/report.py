"""`deltom report`: one self-contained HTML page of a Best-of-N run (header, summary with 95% intervals,
accuracy-vs-N curves, and per question the N traces against the DEL gold with the PBM's step scores).

RUN is an lm-eval output folder (results_*.json + samples_<task>_<stamp>.jsonl[.xz]) or a `deltom miniature`
output folder. The page opens from disk with no network."""
from __future__ import annotations

import argparse
from pathlib import Path

from dellabels.cli.flags import add_out, add_pbm
from harness_ext.cli.common import guarded, selection

DEFAULT_NAME = "report.html"


def run_report_cmd(args: argparse.Namespace) -> int:
    from dellabels.io.outputs import check_writable, write_text_atomic
    from harness_ext.report.run_report import build_report
    from harness_ext.report.samples import InputError

    if args.pbm and not args.pbm_backend:
        raise InputError("--pbm needs --pbm-backend (how to rescore with it)")
    if not Path(args.folder).exists():  # before check_writable creates the default output's folder
        raise InputError(f"{args.folder}: no such file or directory")
    out = Path(args.out) if args.out else Path(args.folder) / DEFAULT_NAME
    check_writable(out)
    text = build_report(args.folder, args.primary, args.pbm_backend, args.pbm, selection(args), not args.no_text)
    write_text_atomic(out, text)
    print(out)
    return 0


def add_parser(subparsers) -> None:
    from pbm.backends import BACKENDS

    p = subparsers.add_parser("report", help="a self-contained HTML report of a Best-of-N run", description=__doc__)
    p.add_argument("folder", metavar="RUN", help="lm-eval output folder or `deltom miniature` output folder")
    add_out(p, f"HTML file to write (default RUN/{DEFAULT_NAME})")
    from harness_ext.bon.rows import ROWS_HELP

    p.add_argument("--primary", help=f"the declared +PBM row (default: summary.json's, else the first PBM row); {ROWS_HELP}")
    p.add_argument("--task", help="use the samples of this group or task only (RUN holds several runs)")
    p.add_argument("--run", metavar="STAMP", help="use the lm-eval run with this timestamp only")
    add_pbm(p, BACKENDS, None, pbm_help="rescore with this PBM instead of the logged scores (with --pbm-backend; "
                                        "'default': the CPU default PBM)")
    p.add_argument("--no-text", action="store_true", help="leave the trace texts out (a smaller file)")
    p.set_defaults(func=guarded("report", run_report_cmd))
