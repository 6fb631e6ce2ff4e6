"""`dellabels label`, `dellabels traces` and `dellabels pbm-data`."""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

from dellabels.grammar import StoryParseError
from dellabels.jsonl import iter_objects, map_records, require_fields
from dellabels.outputs import refuse_same, write_text_atomic

EXIT_INTERRUPTED = 130


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
                       {"story": str, "question": str, "trace": str}, optional={"choices": (str, list, dict)})


def _rates(items: list[str]) -> dict[str, float]:
    rates = {}
    for item in items or []:
        name, _, value = item.partition("=")
        try:
            rates[name.strip()] = float(value)
        except ValueError:
            raise ValueError(f"--error-rate expects KIND=P, got {item!r}") from None
    return rates


def _positive(args: argparse.Namespace, *names: str, minimum: int = 1) -> None:
    for name in names:
        value = getattr(args, name)
        if value is not None and value < minimum:
            raise ValueError(f"--{name.replace('_', '-')} must be >= {minimum}, got {value}")


def _orders(text: str) -> list[int]:
    try:
        orders = [int(o) for o in text.split(",") if o.strip()]
    except ValueError:
        raise ValueError(f"--orders expects comma-separated orders 0-4, got {text!r}") from None
    if not orders or any(not 0 <= o <= 4 for o in orders):
        raise ValueError(f"--orders expects comma-separated orders 0-4, got {text!r}")
    return orders


def read_stories(path: str) -> list[dict]:
    """Stories of ``dellabels generate``, checked down to every question (a bad line names itself)."""
    records = []
    for number, record in iter_objects(path, {"story": str, "questions": list}):
        where = f"{path} line {number}"
        for k, question in enumerate(record["questions"]):
            problem = require_fields(question, {"order": int, "question": str}, f"{where}: questions[{k}]")
            if problem:
                raise ValueError(problem)
        records.append(record)
    return records


def cmd_traces(args: argparse.Namespace) -> int:
    from dellabels import trace_sources as ts

    chosen = [bool(args.endpoint), bool(args.hf_model), args.synthetic]
    if sum(chosen) != 1:
        raise ValueError("choose exactly one trace source: --endpoint URL --model NAME, --hf-model PATH or --synthetic")
    if args.endpoint and not args.model:
        raise ValueError("--endpoint needs --model")
    _positive(args, "samples", "concurrency", "batch_size", "max_tokens")
    _positive(args, "retries", minimum=0)
    if args.grace < 0:
        raise ValueError(f"--grace must be >= 0, got {args.grace}")
    if not args.timeout > 0:
        raise ValueError(f"--timeout must be > 0, got {args.timeout}")
    orders = _orders(args.orders)
    rates = _rates(args.error_rate)
    refuse_same(args.out, [args.input], "--out")
    records = read_stories(args.input)  # every input problem surfaces before a request is sent
    stop = ts.StopRequest()
    if args.endpoint:
        source = ts.EndpointSource(args.endpoint, args.model, args.api_key, args.temperature, args.top_p,
                                   args.max_tokens, args.retries, args.timeout, stop=stop.event)
    elif args.hf_model:
        source = ts.HFSource(args.hf_model, args.temperature, args.top_p, args.max_tokens, args.seed, args.batch_size)
    else:
        source = ts.SyntheticSource(rates, args.seed)
    with ts.stop_on_signals(stop):
        counts = ts.run_jobs(ts.jobs_from_stories(records, args.samples, orders), source, args.out,
                             args.concurrency, stop, args.grace)
    print(json.dumps(counts), file=sys.stderr)
    if counts.get("interrupted"):
        print(f"dellabels traces: interrupted: {counts['done']} trace(s) saved in this run, {counts['abandoned']} "
              f"request(s) abandoned in flight; rerun the same command to continue", file=sys.stderr)
        return EXIT_INTERRUPTED
    return 1 if counts["failed"] else 0


def _fractions(text: str) -> dict[str, float]:
    fractions = {}
    for item in text.split(","):
        name, _, share = item.partition("=")
        try:
            fractions[name.strip()] = float(share)
        except ValueError:
            raise ValueError(f"--splits expects name=fraction,..., got {text!r}") from None
        if not name.strip() or not fractions[name.strip()] > 0:
            raise ValueError(f"--splits expects name=fraction,... with fractions > 0, got {text!r}")
    return fractions


def cmd_pbm_data(args: argparse.Namespace) -> int:
    from dellabels.pbm_data import build_examples, split_by_story, statistics, write_splits

    fractions = _fractions(args.splits)
    _positive(args, "test_examples", minimum=0)
    names = set(fractions) | ({"test"} if args.test_examples else set())
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise ValueError(f"--out {out} is a file; pbm-data writes a directory")
    for name in names:
        for layout in ("rlhflow", "stepwise"):
            refuse_same(str(out / f"{name}.{layout}.jsonl"), [args.input], "--out")
    records = [record for _, record in iter_objects(args.input)]
    examples, skipped = build_examples(records)
    splits = split_by_story(examples, fractions, args.seed, args.test_examples)
    empty = [name for name in fractions if name != "test" and not splits.get(name)]
    if empty:
        held = f" after --test-examples {args.test_examples} took {len(splits.get('test', []))}" \
            if args.test_examples else ""
        raise ValueError(f"split(s) {', '.join(empty)} would be empty: {len(examples)} example(s) from "
                         f"{args.input}{held}; lower --test-examples or give more traces")
    stats = {"skipped": skipped, "splits": statistics(splits)}
    if args.test_examples:
        multi = stats["splits"]["test"]["all"]["multi_step"]
        if multi < args.test_examples:
            print(f"dellabels pbm-data: warning: the test split has {multi} multi-step example(s), fewer than "
                  f"--test-examples {args.test_examples}", file=sys.stderr)
    out.mkdir(parents=True, exist_ok=True)
    # written into a temporary folder beside the outputs, then renamed: no half-written split file
    with tempfile.TemporaryDirectory(dir=out, prefix=".pbm-data-") as staging:
        write_splits(splits, staging)
        for name in sorted(os.listdir(staging)):
            os.replace(os.path.join(staging, name), out / name)
    write_text_atomic(out / "stats.json", json.dumps(stats, indent=1))
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
    p.add_argument("--retries", type=int, default=4,
                   help="--endpoint: retries of a timeout, connection error, 408/409/429 or 5xx, after the "
                        "server's Retry-After (up to 2 minutes) or an exponential backoff (default 4)")
    p.add_argument("--timeout", type=float, default=600.0, help="--endpoint: seconds per request (default 600)")
    p.add_argument("--temperature", type=float, default=0.6)
    p.add_argument("--top-p", type=float, default=0.95)
    p.add_argument("--max-tokens", type=int, default=4096)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--grace", type=float, default=10.0,
                   help="on SIGINT / SIGTERM: seconds to wait for the requests in flight (default 10)")
    p.set_defaults(func=cmd_traces)

    p = sub.add_parser("pbm-data", help="PBM datasets from traces, split by story: <split>.rlhflow.jsonl "
                                   "(conversations) and <split>.stepwise.jsonl (step-labelled completions)")
    p.add_argument("--input", required=True, help="traces JSONL {story, question, trace, [story_id]}")
    p.add_argument("--out", required=True, help="output directory")
    p.add_argument("--splits", default="train=0.9,validation=0.1", help="name=fraction,...")
    p.add_argument("--test-examples", type=int, default=0,
                   help="hold out a balanced test split with at least this many multi-step examples")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_pbm_data)
