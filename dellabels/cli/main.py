"""`dellabels` command line: answer, audit-claims, audit-hitom, audit-tomi, claims, demo, generate, label, traces, pbm-data.

This module holds the first three and the parser that registers every subcommand; the others
live in ``dellabels.cli.generate``, ``dellabels.cli.labels``, ``dellabels.cli.tomi`` and
``dellabels.cli.traces``.
"""
from __future__ import annotations

import argparse
import json
import sys
from importlib import resources
from typing import Optional, Sequence

from dellabels.cli import claims, generate, labels, tomi, traces
from dellabels.hitom.audit import audit
from dellabels.hitom.data import HITOM_ENV, load_hitom
from dellabels.hitom.grammar import QUESTION_FORMS, SENTENCE_FORMS, StoryParseError
from dellabels.io.jsonl import map_records
from dellabels.tomi.example import gold_trace
from dellabels.traces.worlds import read_world, world_answer
from deltom_base.errors import run_command
from deltom_base.flags import Parser, add_out
from deltom_base.plumbing import install
from deltom_base.settings import read


def _answer_record(record: dict, where: str, sizes: bool = False) -> dict:
    try:  # Hi-ToM's grammar, else ToMi's (the world detection of the verifier: ``dellabels.traces.worlds``)
        story, question = read_world(record["story"], record["question"])
        steps = world_answer(story, question)
    except StoryParseError as err:
        return {"error": f"{where}: {err}"}
    row = {"answer": steps[-1] if steps else None, "order": len(question.chain), "chain": list(question.chain),
           "steps": steps}
    if sizes:
        row["model_sizes"] = story.sizes
    return row


def cmd_answer(args: argparse.Namespace) -> int:
    return map_records(args.input, args.out, "dellabels answer",
                       lambda record, where: _answer_record(record, where, args.sizes),
                       {"story": str, "question": str})


def cmd_audit(args: argparse.Namespace) -> int:
    records = load_hitom(args.path)
    hitom_env = read(HITOM_ENV)
    report = audit(records, args.path or (hitom_env if hitom_env is not None else "Hi-ToM data"))
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    for level in ("by_type", "by_type_length", "by_type_length_order"):
        print(f"== agreement {level.replace('_', ' ')} ==")
        for name, row in report[level].items():
            print(f"{name:>14}: {row['agree']:4d}/{row['total']:<4d} ({100 * row['agree'] / row['total']:.1f}%)")
    print(f"== {len(report['mismatches'])} disagreements ==")
    for m in report["mismatches"]:
        print(f"[{m['index']}] {m['prompting_type']} len{m['story_length']} order{m['order']} "
              f"gold={m['gold']} engine={m['engine']}: {m['reason']}")
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    if args.story:
        try:
            with open(args.story, encoding="utf-8") as handle:
                story_text = handle.read()
        except UnicodeDecodeError as err:
            raise ValueError(f"{args.story}: not UTF-8 text (byte at offset {err.start})") from None
        question = args.question
        if not question:
            raise SystemExit("dellabels demo: --story needs --question")
    else:
        demo = json.loads(resources.files("dellabels").joinpath("data/demo_story.json").read_text())
        story_text, question = demo["story"], args.question or demo["question"]
    try:  # Hi-ToM's grammar, else ToMi's; an object or agent the story lacks is refused before anything is printed
        story, parsed_question = read_world(story_text, question)
        world_answer(story, parsed_question)
    except StoryParseError as err:
        raise ValueError(f"{args.story or 'the demo story'}: {err}") from None
    print(f"Question: {question}\n")
    print(gold_trace(story_text, question))
    if args.sizes:
        print("\nDEL model size (worlds) after each line:", story.sizes)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="dellabels", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("answer", help="answer Hi-ToM or ToMi questions (JSONL {story, question} -> {answer, order, chain, steps})",
                       description=f"Answer Hi-ToM or ToMi questions (ToMi's stories and question forms are read as "
                                   f"'dellabels label' reads them). {SENTENCE_FORMS[0].upper()}{SENTENCE_FORMS[1:]}; names "
                                   f"may have spaces ('the red box' is red_box). {QUESTION_FORMS[0].upper()}"
                                   f"{QUESTION_FORMS[1:]}.")
    p.add_argument("--input", help="JSONL file (default stdin)")
    add_out(p, "JSONL file (default stdout)")
    p.add_argument("--sizes", action="store_true", help="debug: add the DEL model size (worlds) after each line")
    p.set_defaults(func=cmd_answer)

    p = sub.add_parser("audit-hitom", help="agreement of Hi-ToM golds with the DEL engine")
    p.add_argument("path", nargs="?", help="Hi-ToM_data.json (default $DELTOM_HITOM_PATH)")
    p.add_argument("--json", action="store_true", help="print the full report as JSON")
    p.set_defaults(func=cmd_audit)
    tomi.add_parser(sub)

    p = sub.add_parser("demo", help="answer and explain a Hi-ToM or ToMi question step by step",
                       description=f"Answer and explain a Hi-ToM question step by step. {QUESTION_FORMS[0].upper()}"
                                   f"{QUESTION_FORMS[1:]}.")
    p.add_argument("--story", help="story file (default: the paper's worked example)")
    p.add_argument("--question", help="question (default: the example's)")
    p.add_argument("--sizes", action="store_true", help="print DEL model sizes per step")
    p.set_defaults(func=cmd_demo)

    generate.add_parser(sub)
    labels.add_label_parser(sub)
    claims.add_parser(sub)
    claims.add_audit_parser(sub)
    traces.add_parser(sub)
    labels.add_pbm_data_parser(sub)
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    install()
    args = build_parser().parse_args(argv)
    return run_command(f"dellabels {args.command}", lambda: args.func(args), also=(OSError, ValueError))


if __name__ == "__main__":
    sys.exit(main())
