"""`dellabels claims` (the answer, every claim and a label of free-form responses, checked against the DEL engine)
and `dellabels audit-claims` (the reader against the blind sets)."""
from __future__ import annotations

import argparse

from dellabels.claims.audit import default_sets, report, score_file
from dellabels.claims.judge import judge
from dellabels.cli.labels import CHOICES, per_response
from dellabels.hitom.grammar import StoryParseError
from dellabels.io.jsonl import map_records, require_fields
from deltom_base.flags import add_out

RESPONSE_FIELDS = {"story": str, "question": str, "response": str}


def judge_record(record: dict, where: str) -> dict:
    """One input record (``{story, question, response, [choices]}`` or an lm-eval samples record) judged."""
    try:
        if isinstance(record.get("doc"), dict):  # an lm-eval --log_samples record
            return per_response(record, where, lambda doc, text: judge(
                doc["story"], doc["question"], text, doc.get("choices")).to_json(), "responses")
        problem = require_fields(record, RESPONSE_FIELDS, where, CHOICES)
        if problem:
            return {"error": problem}
        return judge(record["story"], record["question"], record["response"], record.get("choices")).to_json()
    except StoryParseError as err:
        return {"error": f"{where}: {err}"}


def cmd_claims(args: argparse.Namespace) -> int:
    return map_records(args.input, args.out, "dellabels claims", judge_record, {})


def add_parser(sub) -> None:
    """Register `dellabels claims` on the subcommand parsers ``sub``."""
    p = sub.add_parser("claims", help="read free-form responses (any format: answer first, numbered, narrative, "
                                      "thinking): the answer, every claim about the story with its time, each "
                                      "checked against the DEL engine, and a label sound / unsound / unsupported / "
                                      "wrong (docs/verifier.md, 'Free-form reasoning')")
    p.add_argument("--input", help="JSONL file (default stdin): {story, question, response, [choices]} records or "
                                   "lm-eval samples records {doc: {story, question, [choices]}, filtered_resps}")
    add_out(p, "JSONL file (default stdout); per record: answer, answer_right, label, claims [{text, start, end, "
               "kind, time, chain, object, value, verdict, gold}] (start / end: character offsets in the response; "
               "verdict: true / false / unchecked; gold: the engine's value)")
    p.set_defaults(func=cmd_claims)


def cmd_audit_claims(args: argparse.Namespace) -> int:
    for path in args.sets or default_sets():
        print(report(path, score_file(path, args.show)))
    return 0


def add_audit_parser(sub) -> None:
    """Register `dellabels audit-claims` on the subcommand parsers ``sub``."""
    p = sub.add_parser("audit-claims", help="the claim reader against blind sets of free-form responses written "
                                            "without it: labels agreeing, false claims found (recall, precision), "
                                            "claims checked, answers read; per style and claim kind")
    p.add_argument("sets", nargs="*", help="set files (JSONL, or .jsonl.xz; default: the committed blind sets, "
                                           "bench/data/freeform/blind_*.jsonl.xz)")
    p.add_argument("--show", type=int, default=0, help="also print this many disagreements of each sort")
    p.set_defaults(func=cmd_audit_claims)
