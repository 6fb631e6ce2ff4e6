"""`dellabels label`, `dellabels traces` and `dellabels pbm-data`."""
from __future__ import annotations

import argparse
import json
import sys

from dellabels.grammar import StoryParseError
from dellabels.jsonl import map_records, open_in, read_records, require_fields


def cmd_label(args: argparse.Namespace) -> int:
    from dellabels.hitom_world import HiToMStory
    from dellabels.labeler import label_trace

    stories: dict[str, HiToMStory] = {}  # traces of one story share its DEL run

    def label(record: dict, where: str) -> dict:
        try:
            if record["story"] not in stories:
                stories[record["story"]] = HiToMStory(record["story"])
            story = stories[record["story"]]
            return label_trace(story, record["question"], record["trace"], record.get("choices")).to_json()
        except StoryParseError as err:
            return {"error": f"{where}: {err}"}

    return map_records(args.input, args.output, "dellabels label", label,
                       {"story": str, "question": str, "trace": str})


def _rates(items: list[str]) -> dict[str, float]:
    rates = {}
    for item in items or []:
        name, _, value = item.partition("=")
        try:
            rates[name.strip()] = float(value)
        except ValueError:
            raise ValueError(f"--error-rate expects KIND=P, got {item!r}") from None
    return rates


def cmd_traces(args: argparse.Namespace) -> int:
    from dellabels import trace_sources as ts

    chosen = [bool(args.endpoint), bool(args.hf_model), args.synthetic]
    if sum(chosen) != 1:
        raise ValueError("choose exactly one trace source: --endpoint URL --model NAME, --hf-model PATH or --synthetic")
    if args.endpoint:
        if not args.model:
            raise ValueError("--endpoint needs --model")
        source = ts.EndpointSource(args.endpoint, args.model, args.api_key, args.temperature, args.top_p,
                                   args.max_tokens, args.retries)
    elif args.hf_model:
        source = ts.HFSource(args.hf_model, args.temperature, args.top_p, args.max_tokens, args.seed, args.batch_size)
    else:
        source = ts.SyntheticSource(_rates(args.error_rate), args.seed)
    orders = [int(o) for o in args.orders.split(",")]
    with open_in(args.input) as inp:
        records = []
        for number, record in read_records(inp, args.input or "<stdin>"):
            problem = record if isinstance(record, str) else require_fields(record, {"story": str, "questions": list},
                                                                            f"{args.input} line {number}")
            if problem:
                raise ValueError(problem)
            records.append(record)
    counts = ts.run_jobs(ts.jobs_from_stories(records, args.samples, orders), source, args.out, args.concurrency)
    print(json.dumps(counts), file=sys.stderr)
    return 1 if counts["failed"] else 0


def cmd_pbm_data(args: argparse.Namespace) -> int:
    from dellabels.pbm_data import build_examples, split_by_story, statistics, write_splits

    fractions = {}
    for item in args.splits.split(","):
        name, _, share = item.partition("=")
        fractions[name.strip()] = float(share)
    with open_in(args.input) as inp:
        records = []
        for number, record in read_records(inp, args.input or "<stdin>"):
            if isinstance(record, str):
                raise ValueError(record)
            records.append(record)
    examples, skipped = build_examples(records)
    splits = split_by_story(examples, fractions, args.seed, args.test_examples)
    write_splits(splits, args.out)
    stats = {"skipped": skipped, "splits": statistics(splits)}
    with open(f"{args.out}/stats.json", "w") as handle:
        json.dump(stats, handle, indent=1)
    print(json.dumps(stats, indent=1))
    return 0


def add_parsers(sub) -> None:
    p = sub.add_parser("label", help="label each step of belief traces (JSONL {story, question, trace})")
    p.add_argument("--input", help="JSONL file (default stdin)")
    p.add_argument("--output", help="JSONL file (default stdout)")
    p.set_defaults(func=cmd_label)

    p = sub.add_parser("traces", help="sample belief traces for generated stories (resumable JSONL)")
    p.add_argument("--input", required=True, help="stories from `dellabels generate`")
    p.add_argument("--out", required=True, help="output JSONL (a rerun continues it)")
    p.add_argument("--samples", type=int, default=1, help="traces per question")
    p.add_argument("--orders", default="0,1,2,3,4")
    p.add_argument("--endpoint", help="OpenAI-compatible base URL, e.g. http://localhost:8000/v1")
    p.add_argument("--model", help="model name at the endpoint")
    p.add_argument("--api-key", help="default: $OPENAI_API_KEY")
    p.add_argument("--hf-model", help="local transformers model directory")
    p.add_argument("--synthetic", action="store_true", help="offline synthesiser with injected errors")
    p.add_argument("--error-rate", action="append", metavar="KIND=P", help="synthesiser error rate (repeatable)")
    p.add_argument("--concurrency", type=int, default=8)
    p.add_argument("--batch-size", type=int, default=8, help="--hf-model: traces per generate call (left-padded)")
    p.add_argument("--retries", type=int, default=4)
    p.add_argument("--temperature", type=float, default=0.6)
    p.add_argument("--top-p", type=float, default=0.95)
    p.add_argument("--max-tokens", type=int, default=4096)
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_traces)

    p = sub.add_parser("pbm-data", help="PBM datasets (RLHFlow + stepwise) from traces, split by story")
    p.add_argument("--input", required=True, help="traces JSONL {story, question, trace, [story_id]}")
    p.add_argument("--out", required=True, help="output directory")
    p.add_argument("--splits", default="train=0.9,validation=0.1", help="name=fraction,...")
    p.add_argument("--test-examples", type=int, default=0,
                   help="hold out a balanced test split with at least this many multi-step examples")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_pbm_data)
