"""`dellabels label` (DEL labels of each trace step) and `dellabels pbm-data` (PBM datasets from traces)."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Callable

from dellabels.cli.common import check_minimum
from dellabels.hitom.grammar import StoryParseError
from dellabels.io.jsonl import iter_objects, logged_response, map_records, require_fields
from dellabels.io.outputs import refuse_same
from dellabels.pbm_data import build_dataset, dataset_files, split_files
from dellabels.traces.labeler import label_trace
from dellabels.traces.verify import verify
from dellabels.traces.worlds import read_world
from deltom_base.errors import EmptySplitError
from deltom_base.flags import add_out

TRACE_FIELDS = {"story": str, "question": str, "trace": str}
CHOICES = {"choices": (str, list, dict)}


def sample_traces(record: dict) -> list[str] | str:
    """The responses of an lm-eval samples record (``filtered_resps``, else ``resps``), or an error.

    A filtered response may be the JSON text of an object with the response under ``response``
    (the ``hitom_del*`` tasks log each response with its verification; Best-of-N rows the trace
    they keep): ``dellabels.io.jsonl.logged_response``.
    """
    for name in ("filtered_resps", "resps"):
        value = record.get(name)
        while isinstance(value, list) and len(value) == 1 and isinstance(value[0], list):
            value = value[0]  # resps: one list per request
        if isinstance(value, list):
            value = [logged_response(v) for v in value]
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            return value
    return "an lm-eval samples record needs 'filtered_resps' or 'resps' holding response strings"


def per_response(record: dict, where: str, judge_one: Callable[[dict, str], dict], many: str) -> dict:
    """An lm-eval samples record judged response by response (``judge_one(doc, text)``): the one row with the
    record's ``doc_id`` / ``filter``, or the rows under ``many``; a doc or responses it lacks is an error."""
    doc = record["doc"]
    problem = require_fields(doc, {"story": str, "question": str}, f"{where}: doc", {**CHOICES, "answer": str})
    responses = sample_traces(record)
    if problem or isinstance(responses, str):
        return {"error": problem or f"{where}: {responses}"}
    rows = [judge_one(doc, text) for text in responses]
    head = {key: record[key] for key in ("doc_id", "filter") if key in record}
    return {**head, **rows[0]} if len(rows) == 1 else {**head, many: rows}


def cmd_label(args: argparse.Namespace) -> int:

    def label_one(doc: dict, trace: str) -> dict:
        story, question = read_world(doc["story"], doc["question"])
        row = label_trace(story, question, trace, doc.get("choices")).to_json()
        if isinstance(doc.get("answer"), str):
            row["verification"] = verify(story, question, trace, doc["answer"], doc.get("choices")).to_json()
        return row

    def label(record: dict, where: str) -> dict:
        try:
            if isinstance(record.get("doc"), dict):  # an lm-eval --log_samples record
                return per_response(record, where, label_one, "traces")
            problem = require_fields(record, TRACE_FIELDS, where, CHOICES)
            if problem:
                return {"error": problem}
            story, question = read_world(record["story"], record["question"])
            return label_trace(story, question, record["trace"], record.get("choices")).to_json()
        except StoryParseError as err:
            return {"error": f"{where}: {err}"}

    return map_records(args.input, args.out, "dellabels label", label, {})


SUM_TOLERANCE = 1e-3  # thirds written to three places (0.333 each) still sum to 1


def parse_fractions(text: str) -> dict[str, float]:
    """``--splits name=fraction,...`` as ``{name: fraction}``: every name once, every fraction > 0, and the
    fractions summing to 1 within rounding (``SUM_TOLERANCE``), so no share is silently rescaled."""
    fractions = {}
    for item in text.split(","):
        name, _, share = item.partition("=")
        if name.strip() in fractions:
            raise ValueError(f"--splits {text}: split {name.strip()!r} named twice")
        try:
            fractions[name.strip()] = float(share)
        except ValueError:
            raise ValueError(f"--splits expects name=fraction,..., got {text!r}") from None
        if not name.strip() or not fractions[name.strip()] > 0:
            raise ValueError(f"--splits expects name=fraction,... with fractions > 0, got {text!r}")
    total = sum(fractions.values())
    if abs(total - 1.0) > SUM_TOLERANCE + 1e-12:
        raise ValueError(f"--splits {text}: the fractions sum to {total:.6g}, not 1")
    return fractions


def cmd_pbm_data(args: argparse.Namespace) -> int:
    fractions = parse_fractions(args.splits)
    check_minimum(args, "test_examples", minimum=0)
    names = set(fractions) | ({"test"} if args.test_examples else set())
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise ValueError(f"--out {out} is a file; pbm-data writes a directory")
    # the new set and the previous one (whose files this run removes) must not hold the input
    for name in sorted({f for n in names for f in split_files(n)} | set(dataset_files(out))):
        refuse_same(str(out / name), [args.input], "--out")
    lines, records = [], []
    for number, record in iter_objects(args.input, finite=True):
        lines.append(f"{args.input} line {number}")
        records.append(record)
    try:
        stats = build_dataset(records, out, fractions, args.seed, args.test_examples, require_splits=True,
                              origin=lines)
    except EmptySplitError as err:
        held = f" after --test-examples {args.test_examples} took {err.test}" if args.test_examples else ""
        raise ValueError(f"split(s) {', '.join(err.empty)} would be empty: {err.examples} example(s) from "
                         f"{args.input}{held}; lower --test-examples or give more traces") from None
    if stats["skipped"]:
        print(f"dellabels pbm-data: warning: {sum(stats['skipped'].values())} record(s) gave no example: "
              f"{stats['skipped'].summary()}; see skipped_records in {out / 'stats.json'}", file=sys.stderr)
    if args.test_examples:
        multi = stats["splits"]["test"]["all"]["multi_step"]
        if multi < args.test_examples:
            print(f"dellabels pbm-data: warning: the test split has {multi} multi-step example(s), fewer than "
                  f"--test-examples {args.test_examples}", file=sys.stderr)
    print(json.dumps(stats, indent=1))
    return 0


def add_label_parser(sub) -> None:
    """Register `dellabels label` on the subcommand parsers ``sub``."""
    p = sub.add_parser("label", help="label each step of belief traces (JSONL {story, question, trace}, or an "
                                     "lm-eval --log_samples file: per line stated / gold belief, first error)")
    p.add_argument("--input", help="JSONL file (default stdin): {story, question, trace, [choices]} records or "
                                   "lm-eval samples records {doc: {story, question, [answer, choices]}, filtered_resps}")
    add_out(p, "JSONL file (default stdout); per record: steps [{story_line, predicted, gold, correct, "
               "strict_correct}], final_answer, final_correct, first_error. correct: this step states the DEL gold "
               "belief after its story line; strict_correct: it and every step before it are correct; "
               "first_error: 1-based position of the first wrong step (null: none)")
    p.set_defaults(func=cmd_label)


def add_pbm_data_parser(sub) -> None:
    """Register `dellabels pbm-data` on the subcommand parsers ``sub``."""
    p = sub.add_parser("pbm-data", help="PBM datasets from traces, split by story: <split>.rlhflow.jsonl "
                                   "(conversations) and <split>.stepwise.jsonl (step-labelled completions); "
                                   "stats.json lists the files of the set (a rerun replaces the whole set)")
    p.add_argument("--input", required=True, help="traces JSONL {story, question, trace, [story_id]}")
    add_out(p, "output directory", required=True)
    p.add_argument("--splits", default="train=0.9,validation=0.1", help="name=fraction,... (the fractions sum to 1; "
                   "default train=0.9,validation=0.1)")
    p.add_argument("--test-examples", type=int, default=0,
                   help="hold out a balanced test split with at least this many multi-step examples")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_pbm_data)
