"""`deltom report`: one self-contained HTML page of a Best-of-N run (header, summary with 95% intervals,
accuracy-vs-N curves, and per question the N traces against the DEL gold with the PBM's step scores).

RUN is an lm-eval output folder (results_*.json + samples_<task>_<stamp>.jsonl[.xz]) or a `deltom miniature`
output folder. The page opens from disk with no network."""
from __future__ import annotations

import argparse
from pathlib import Path

from harness_ext.cli.common import guarded, selection

DEFAULT_NAME = "report.html"


def run_report_cmd(args: argparse.Namespace) -> int:
    from dellabels.io.outputs import check_writable, write_text_atomic
    from harness_ext.report.run_report import build_report
    from harness_ext.report.samples import InputError

    if args.model and not args.backend:
        raise InputError("--model needs --backend (the PBM to rescore with)")
    if not Path(args.folder).exists():  # before check_writable creates the default output's folder
        raise InputError(f"{args.folder}: no such file or directory")
    out = Path(args.out) if args.out else Path(args.folder) / DEFAULT_NAME
    check_writable(out)
    text = build_report(args.folder, args.primary, args.backend, args.model, selection(args), not args.no_text)
    write_text_atomic(out, text)
    print(out)
    return 0


def add_parser(subparsers) -> None:
    from pbm.backends import BACKENDS

    p = subparsers.add_parser("report", help="a self-contained HTML report of a Best-of-N run", description=__doc__)
    p.add_argument("folder", metavar="RUN", help="lm-eval output folder or `deltom miniature` output folder")
    p.add_argument("--out", help=f"HTML file to write (default RUN/{DEFAULT_NAME})")
    p.add_argument("--primary", help="the declared +PBM row (default: summary.json's, else the first PBM row)")
    p.add_argument("--task", help="use the samples of this group or task only (RUN holds several runs)")
    p.add_argument("--run", metavar="STAMP", help="use the lm-eval run with this timestamp only")
    p.add_argument("--backend", choices=BACKENDS, help="rescore with this PBM backend instead of the logged scores")
    p.add_argument("--model", help="PBM model of --backend ('default': the CPU default PBM)")
    p.add_argument("--no-text", action="store_true", help="leave the trace texts out (a smaller file)")
    p.set_defaults(func=guarded("report", run_report_cmd))
