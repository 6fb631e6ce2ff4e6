"""`deltom report`: one self-contained HTML page of a run (header, summary with story-clustered 95% intervals,
accuracy-vs-N curves of a Best-of-N run, and per question its trace(s) against the DEL gold: the verdict of each
story line, the first error, the PBM's step scores); with two runs, the paired view of both on the same questions.

RUN is an lm-eval output folder (results_*.json + samples_<task>_<stamp>.jsonl[.xz]) of a plain or Best-of-N
deltom task, or a `deltom miniature` output folder. The page opens from disk with no network. A page that would
be above 20 MB with the trace texts is written without them (the grids complete, as with --no-text), which the page
and stderr say; --full-text keeps them."""
from __future__ import annotations

import argparse
from pathlib import Path

from dellabels.io.outputs import check_writable, refuse_same, run_files, write_text_atomic
from deltom.cli.common import RUN_FILES, guarded, selection
from deltom.pages.paired_report import build_paired_report
from deltom.pages.run_report import build_report
from deltom_base.errors import InputError
from deltom_base.flags import add_out
from harness_ext.bon.rows import ROWS_HELP
from pbm.backend_names import add_pbm
from pbm.backends import BACKENDS

TEXT_LIMIT = "20 MB"  # run_report.TEXT_LIMIT_BYTES in words (not imported: the page code loads slowly)
DEFAULT_NAME = "report.html"
PAIRED_NAME = "paired.html"
# what a page reads of a run besides its lm-eval files (a miniature folder's summary and curves)
READS = (*RUN_FILES, "summary.json", "curves.json")


def run_report_cmd(args: argparse.Namespace) -> int:
    if args.pbm and not args.pbm_backend:
        raise InputError("--pbm needs --pbm-backend (how to rescore with it)")
    for folder in args.folder:
        if not Path(folder).exists():  # before check_writable creates the default output's folder
            raise InputError(f"{folder}: no such file or directory")
    if len(args.folder) > 2:
        raise InputError(f"{len(args.folder)} runs given: one run, or two for the paired view")
    if args.names and len(args.names) != 2 or args.names and len(args.folder) != 2:
        raise InputError(f"--names: two names for the paired view of two runs (given {len(args.names)} for "
                         f"{len(args.folder)} run(s))")
    paired = len(args.folder) == 2
    if paired and (args.primary or args.pbm_backend or args.task or args.run or args.no_text or args.full_text):
        raise InputError("--primary, --pbm-backend, --task, --run, --no-text and --full-text apply to one run, not "
                         "the paired view")
    if args.no_text and args.full_text:
        raise InputError("--no-text and --full-text: give one (leave the trace texts out, or keep them whatever "
                         "the page's size)")
    out = Path(args.out) if args.out else Path(args.folder[0]) / (PAIRED_NAME if paired else DEFAULT_NAME)
    refuse_same(out, run_files(args.folder, READS))  # the page's place beside the run stays allowed
    check_writable(out)
    if paired:
        text = build_paired_report(*args.folder, names=args.names)
    else:
        text = build_report(args.folder[0], args.primary, args.pbm_backend, args.pbm, selection(args), not args.no_text,
                            full_text=args.full_text)
    write_text_atomic(out, text)
    print(out)
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("report", help="a self-contained HTML report of a run, or the paired view of two",
                              description=__doc__)
    p.add_argument("folder", metavar="RUN", nargs="+",
                   help="lm-eval output folder or `deltom miniature` output folder; two: the paired view (RUN_A RUN_B)")
    add_out(p, f"HTML file to write (default RUN/{DEFAULT_NAME}; paired: RUN_A/{PAIRED_NAME})")
    p.add_argument("--names", nargs="+", metavar="NAME", help="the runs' names on the page (default: from each run)")

    p.add_argument("--primary", help=f"the declared +PBM row (default: summary.json's, else the first PBM row); {ROWS_HELP}")
    p.add_argument("--task", help="use the samples of this group or task only (RUN holds several runs)")
    p.add_argument("--run", metavar="STAMP", help="use the lm-eval run with this timestamp only")
    add_pbm(p, BACKENDS, None, pbm_help="rescore with this PBM instead of the logged scores (with --pbm-backend; "
                                        "'default': the CPU default PBM)")
    p.add_argument("--no-text", action="store_true", help="leave the trace texts out (a smaller file)")
    p.add_argument("--full-text", action="store_true",
                   help=f"keep the trace texts however large the page (by default a page above {TEXT_LIMIT} with "
                        "them is written without them, the grids complete, and says so)")
    p.set_defaults(func=guarded("report", run_report_cmd))
