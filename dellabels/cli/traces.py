"""`dellabels traces`: sample belief traces for generated stories into resumable JSONL."""
from __future__ import annotations

import argparse
import json
import sys

from dellabels.cli.common import check_minimum
from dellabels.hitom.story_ids import StoryIds
from dellabels.io.jsonl import iter_objects, require_fields
from dellabels.io.outputs import refuse_same
from dellabels.traces.jobs import StopRequest, jobs_from_stories, run_jobs, stop_on_signals
from dellabels.traces.sampling import Sampling
from dellabels.traces.sources import EndpointSource, HFSource, SyntheticSource
from deltom_base.errors import EXIT_INTERRUPTED
from deltom_base.flags import add_option, add_out

DEFAULT_SAMPLING = Sampling()


def parse_rates(items: list[str]) -> dict[str, float]:
    """``--error-rate KIND=P`` options as ``{kind: p}``."""
    rates = {}
    for item in items or []:
        name, _, value = item.partition("=")
        try:
            rates[name.strip()] = float(value)
        except ValueError:
            raise ValueError(f"--error-rate expects KIND=P, got {item!r}") from None
    return rates


def parse_orders(text: str) -> list[int]:
    """``--orders`` as a list of question orders 0-4."""
    try:
        orders = [int(o) for o in text.split(",") if o.strip()]
    except ValueError:
        raise ValueError(f"--orders expects comma-separated orders 0-4, got {text!r}") from None
    if not orders or any(not 0 <= o <= 4 for o in orders):
        raise ValueError(f"--orders expects comma-separated orders 0-4, got {text!r}")
    return orders


QUESTION_FIELDS = {"hitom": {"order": int, "question": str},
                   "tomi": {"question_type": str, "chain": list, "question": str}}  # ToMi's: no order, its chain


def read_stories(path: str) -> tuple[list[dict], list[int]]:
    """Stories of ``dellabels generate`` (either ``--style``) and their line numbers, checked down to every question
    (a bad line names itself; one id for two different stories names both lines; a repeated story is read once)."""
    records, lines, ids = [], [], StoryIds()
    for number, record in iter_objects(path, {"story": str, "questions": list}, finite=True):
        where = f"{path} line {number}"
        fields = QUESTION_FIELDS["tomi" if record.get("style") == "tomi" else "hitom"]
        for k, question in enumerate(record["questions"]):
            problem = require_fields(question, fields, f"{where}: questions[{k}]")
            if problem:
                raise ValueError(problem)
        if "id" in record:
            first = ids.seen.get(str(record["id"]))
            ids.check(str(record["id"]), record["story"], where)
            if first is not None:
                print(f"dellabels traces: warning: {where} repeats the story of {first[1]} (id "
                      f"{str(record['id'])!r}); sampled once", file=sys.stderr)
                continue
        records.append(record)
        lines.append(number)
    return records, lines


def cmd_traces(args: argparse.Namespace) -> int:
    chosen = [bool(args.endpoint), bool(args.hf_model), args.synthetic]
    if sum(chosen) != 1:
        raise ValueError("choose exactly one trace source: --endpoint URL --model NAME, --hf-model PATH or --synthetic")
    if args.endpoint and not args.model:
        raise ValueError("--endpoint needs --model")
    check_minimum(args, "n", "concurrency", "batch_size", "max_tokens")
    check_minimum(args, "retries", minimum=0)
    if args.grace < 0:
        raise ValueError(f"--grace must be >= 0, got {args.grace}")
    if not args.timeout > 0:
        raise ValueError(f"--timeout must be > 0, got {args.timeout}")
    orders = parse_orders(args.orders)
    rates = parse_rates(args.error_rate)
    refuse_same(args.out, [args.input], "--out")
    records, lines = read_stories(args.input)  # every input problem surfaces before a request is sent
    stop = StopRequest()
    sampling = Sampling(temperature=args.temperature, top_p=args.top_p, max_tokens=args.max_tokens)
    if args.endpoint:
        source = EndpointSource(args.endpoint, args.model, args.api_key, sampling, args.retries, args.timeout,
                                stop=stop.event)
    elif args.hf_model:
        source = HFSource(args.hf_model, sampling, args.seed, args.batch_size)
    else:
        source = SyntheticSource(rates, args.seed)
    with stop_on_signals(stop):
        counts = run_jobs(jobs_from_stories(records, args.n, orders, args.input, lines), source, args.out,
                          args.concurrency, stop, args.grace, resume=args.resume, overwrite=args.overwrite)
    print(json.dumps(counts), file=sys.stderr)
    if counts.get("interrupted"):
        print(f"dellabels traces: interrupted: {counts['done']} trace(s) saved in this run, {counts['abandoned']} "
              f"request(s) abandoned in flight; rerun the same command with --resume to continue", file=sys.stderr)
        return EXIT_INTERRUPTED
    return 1 if counts["failed"] else 0


def add_parser(sub) -> None:
    """Register `dellabels traces` on the subcommand parsers ``sub``."""
    p = sub.add_parser("traces", help="sample belief traces for generated stories (resumable JSONL)")
    p.add_argument("--input", required=True, help="stories from `dellabels generate`")
    add_out(p, "output JSONL (a rerun with --resume continues it)", required=True)
    p.add_argument("--resume", action="store_true", help="continue a non-empty --out: traces already in it "
                                                          "(same ids, same stories) are skipped")
    p.add_argument("--overwrite", action="store_true", help="replace a non-empty --out (without it, or --resume, "
                                                             "a non-empty --out is refused)")
    add_option(p, "--n", dest="n", type=int, default=1, metavar="N",
               help="traces per question (the paper's N; default 1)")
    p.add_argument("--orders", default="0,1,2,3,4", help="question orders to sample (default 0,1,2,3,4); a "
                   "ToMi-style question's order is the depth of its belief chain (memory and reality: 0)")
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
    p.add_argument("--temperature", type=float, default=DEFAULT_SAMPLING.temperature)
    p.add_argument("--top-p", type=float, default=DEFAULT_SAMPLING.top_p)
    p.add_argument("--max-tokens", type=int, default=DEFAULT_SAMPLING.max_tokens)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--grace", type=float, default=10.0,
                   help="on SIGINT / SIGTERM: seconds to wait for the requests in flight (default 10)")
    p.set_defaults(func=cmd_traces)
