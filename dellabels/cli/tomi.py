"""`dellabels audit-tomi`: ToMi's golds against the DEL engine, per question type and story type."""
from __future__ import annotations

import argparse
import json

from dellabels.tomi.audit import audit
from dellabels.tomi.data import SPLITS, load_tomi


def _rows(title: str, table: dict) -> list[str]:
    lines = [f"== agreement by {title} =="]
    for name, row in table.items():
        share = 100 * row["agree"] / row["total"]
        lines.append(f"{name:>52}: {row['agree']:5d}/{row['total']:<5d} ({share:.1f}%)")
    return lines


def cmd_audit_tomi(args: argparse.Namespace) -> int:
    report = audit(load_tomi(args.path, args.split))
    report["split"] = args.split
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    out: list[str] = []
    for level in ("question_class", "question_type", "story_type", "both"):
        out += _rows(level.replace("_", " ").replace("both", "question type / story type"), report[f"by_{level}"])
    out.append(f"== {len(report['mismatches'])} disagreements by cause ==")
    out += [f"{cause:>52}: {n}" for cause, n in report["causes"].items()]
    out += [f"{key:>80}: {n}" for key, n in report["causes_by_type"].items()]
    if args.list:
        out += [f"{m['where']}: {m['question_type']} {m['story_type']} gold={m['gold']} engine={m['engine']} "
                f"[{m['cause']}] {m['reason']}" for m in report["mismatches"]]
    print("\n".join(out))
    return 0


def add_parser(sub) -> None:
    """Register `dellabels audit-tomi` on the subcommand parsers ``sub``."""
    p = sub.add_parser("audit-tomi", help="agreement of ToMi golds with the DEL engine, disagreements by cause",
                       description="Agreement of ToMi's golds with the DEL engine per question type and story "
                                   "type; every disagreement is explained and counted by cause.")
    p.add_argument("path", nargs="?",
                   help="tomi_balanced_story_types.zip or its unzipped folder (default $DELTOM_TOMI_PATH)")
    p.add_argument("--split", default="test", choices=(*SPLITS, "all"), help="split to audit (default test)")
    p.add_argument("--json", action="store_true", help="print the full report (every disagreement) as JSON")
    p.add_argument("--list", action="store_true", help="also list every disagreement with its reason")
    p.set_defaults(func=cmd_audit_tomi)
