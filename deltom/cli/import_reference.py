"""`deltom import-reference`: the DEL-ToM reference code's Best-of-N candidates as lm-eval samples files
(``deltom.analysis.reference_import`` reads and converts them)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from dellabels.io.outputs import refuse_same
from deltom.analysis import reference_import
from deltom.analysis.reference_import import import_reference
from deltom.cli.common import guarded
from deltom.pages.paper_table import summary_markdown


def run_import(args: argparse.Namespace) -> int:
    refuse_same(args.out, [args.candidates, args.scores, args.hitom_path])
    report = import_reference(args.candidates, args.out, args.hitom_path, args.data_dir, args.scores, args.n)
    for path in report["samples_files"]:
        print(f"wrote {path}", file=sys.stderr)
    print(f"{report['questions']} questions, N = {report['n']}: `deltom rescore {args.out} --pbm-backend hf --pbm PBM` "
          "scores them with a PBM of this project", file=sys.stderr)
    if "summary" in report:
        print(f"wrote {Path(args.out) / 'summary.json'} (PBM rows: the reference's step scores)", file=sys.stderr)
        print(summary_markdown(report["summary"]))
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("import-reference", help="the DEL-ToM reference code's Best-of-N candidates (and "
                              "step scores) as lm-eval samples files", description=reference_import.__doc__,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("candidates", help="ToM_BoN_candidates_<model>_n<N>.jsonl (bon_generation.py)")
    p.add_argument("--scores", help="step scores of PBM_evaluation.py: also write summary.json with every row")
    p.add_argument("--out", required=True, help="output folder for samples_hitom_del_bon*_order_K_<time>.jsonl")
    p.add_argument("--hitom-path", help="Hi-ToM_data.json (default: $DELTOM_HITOM_PATH)")
    p.add_argument("--data-dir", help="the Hi-ToM prompt folder the samples were made on (the reference's "
                   "--data_path; holds Tell/ and No_Tell/), instead of Hi-ToM_data.json")
    p.add_argument("--n", type=int, help="keep the first N traces of every question (default: all)")
    p.set_defaults(func=guarded("import-reference", run_import))
