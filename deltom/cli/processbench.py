"""`deltom processbench`: ToM-ProcessBench, a first-error benchmark for belief-trace verifiers (docs/processbench.md).

``export``: items in ProcessBench's layout from lm-eval samples of verifiable tasks (the DEL engine labels them)
and from the hand-labelled audit sets (their reading labels them). ``score``: ProcessBench's figures (error
accuracy, right accuracy, F1) of one verifier (``del``, ``pbm`` or ``llm-judge``), overall and by order, label source,
benchmark and error position.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Optional, Sequence

from dellabels.io.outputs import check_writable, refuse_same, refuse_twice, run_files, write_text_atomic
from deltom.analysis.samples import Selection
from deltom.cli.common import RUN_FILES, guarded, use_served_args
from deltom.processbench.datasheet import datasheet, write_items
from deltom.processbench.figures import markdown, report
from deltom.processbench.items import Item, checked, read_items
from deltom.processbench.sources import from_audit, from_samples, source_kind
from deltom.processbench.verifiers import (VERIFIERS, cross_fitted, del_predict, judge_predict, pbm_scores,
                                          reply_counts, reply_notes)
from deltom_base.errors import InputError, JudgeError
from deltom_base.flags import add_out
from pbm.backend_names import add_pbm
from pbm.backends.judge import JudgeSettings, identified


def check_outputs(outputs: dict[str, Optional[str]], inputs: Sequence[str]) -> None:
    """Before any work: no output replaces an input or another output, lies inside an input, or is unwritable."""
    refuse_twice(outputs)
    for flag, path in outputs.items():
        if path:
            refuse_same(path, inputs, flag)
            check_writable(path)


def run_export(args: argparse.Namespace) -> int:
    check_outputs({"--out": args.out, "--datasheet": args.datasheet}, run_files(args.sources, RUN_FILES))
    resolved = [str(Path(s).resolve()) for s in args.sources]
    if len(set(resolved)) < len(resolved):
        twice = next(s for s, r in zip(args.sources, resolved) if resolved.count(r) > 1)
        raise InputError(f"{twice}: given twice; each source once")
    made: list[tuple[str, dict]] = []
    for source in args.sources:
        if source_kind(source) == "audit":
            found = from_audit(source, args.model)
        else:
            found = from_samples([source], args.model, Selection(task=args.task, run=args.run))
        print(f"{source}: {len(found)} items ({sum(i.label < 0 for i in found)} right)", file=sys.stderr)
        made += [(f"{source}: item {item.id}", item.to_json()) for item in found]
    # checked as `score` reads them: the set written is one `score` takes
    items = checked(made, "a source was given twice, or two runs of one model: name them apart with --model")
    write_items(args.out, items)
    if args.datasheet:
        write_text_atomic(args.datasheet, datasheet(items))
    right = sum(i.label < 0 for i in items)
    print(f"wrote {len(items)} items ({right} right, {100.0 * right / len(items):.1f}%) to {args.out}")
    return 0


def subset(items: Sequence[Item], limit: Optional[int], seed: int) -> list[Item]:
    """``limit`` items drawn with ``seed``, evenly over (order, right or not), in the set's order; all if None."""
    if limit is None or limit >= len(items):
        return list(items)
    strata: dict[tuple, list[int]] = {}
    for i, item in enumerate(items):
        strata.setdefault((item.order, item.label < 0), []).append(i)
    rng = random.Random(seed)
    for found in strata.values():
        rng.shuffle(found)
    chosen: list[int] = []
    queues = [strata[k] for k in sorted(strata)]
    while len(chosen) < limit:
        for queue in queues:
            if queue and len(chosen) < limit:
                chosen.append(queue.pop())
    return [items[i] for i in sorted(chosen)]


def predictions(args: argparse.Namespace, items: Sequence[Item]) -> tuple[list, dict]:
    """(first wrong step per item, what the verifier was) for ``--verifier``."""
    if args.verifier == "del":
        return del_predict(items), {"verifier": "del"}
    if args.verifier == "pbm":
        use_served_args(args)
        try:
            scores = pbm_scores(items, args.pbm_backend, args.pbm)
        except ValueError as err:
            raise InputError(str(err)) from None
        predicted, thresholds = cross_fitted(items, scores)
        return predicted, {"verifier": "pbm", "pbm_backend": args.pbm_backend, "pbm": args.pbm,
                           "thresholds": {f"half {k}": round(v, 6) for k, v in thresholds.items()}}
    if not (args.judge_url and args.judge_model):
        raise InputError("--verifier llm-judge needs --judge-url (an OpenAI-compatible endpoint, e.g. "
                         "http://127.0.0.1:8080/v1) and --judge-model (the name it serves the judge by)")
    settings = identified(JudgeSettings(args.judge_url, args.judge_model, args.judge_max_tokens, args.judge_prefill,
                                        args.judge_timeout))  # before any request: a name the server lists
    predicted, replies = judge_predict(items, settings)
    counts = reply_counts(predicted, replies)
    for note in reply_notes(counts, len(items)):
        print(f"deltom processbench score: {note}", file=sys.stderr)
    return predicted, {"verifier": "llm-judge", "judge_url": settings.url, "judge_model": args.judge_model,
                       "max_tokens": args.judge_max_tokens, "prefill": args.judge_prefill, **counts, "replies": replies}


def run_score(args: argparse.Namespace) -> int:
    for flag, value in (("--limit", args.limit), ("--judge-max-tokens", args.judge_max_tokens)):
        if value is not None and value < 1:
            raise InputError(f"{flag} {value}: must be 1 or more")
    check_outputs({"--out": args.out, "--markdown": args.markdown}, [args.items])
    items = subset(read_items(args.items), args.limit, args.seed)
    try:
        predicted, what = predictions(args, items)
    except JudgeError as err:
        raise InputError(f"{err}; the replies received so far are cached: the same command resumes") from None
    summary = report(items, predicted)
    replies = what.pop("replies", None)
    record = {**what, "items": args.items, "n": len(items), "limit": args.limit, "seed": args.seed, **summary,
              "predictions": {item.id: p for item, p in zip(items, predicted)}}
    if replies is not None:
        record["replies"] = {item.id: r for item, r in zip(items, replies)}
    title = f"{args.verifier} on {args.items} ({len(items)} items" + (f", a subset drawn with seed {args.seed})"
                                                                     if args.limit else ")")
    text = markdown(summary, title)
    if args.out:
        write_text_atomic(args.out, json.dumps(record, indent=1) + "\n")
    if args.markdown:
        write_text_atomic(args.markdown, text)
    print(text, end="")
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("processbench", help="ToM-ProcessBench: export first-error items, score a verifier",
                              description=__doc__)
    sub = p.add_subparsers(dest="processbench_command", required=True)
    e = sub.add_parser("export", help="items from samples of verifiable tasks and from hand-labelled audit sets")
    e.add_argument("sources", nargs="+", metavar="SOURCE",
                   help="lm-eval output folders or samples files of a run, or audit sets (.jsonl / .jsonl.xz "
                        "records with a gold field, as bench/data/verifier_blind_*.jsonl.xz)")
    e.add_argument("--model", help="the model that wrote the samples (default: the results JSON beside them, else "
                                   "their folder's name; an audit set: the set's name)")
    e.add_argument("--task", help="samples of this group or task only")
    e.add_argument("--run", metavar="STAMP", help="samples of the lm-eval run with this timestamp only")
    add_out(e, "the items (.jsonl, or .jsonl.xz compressed)", required=True)
    e.add_argument("--datasheet", metavar="FILE", help="also write the set's statistics (Markdown) here")
    e.set_defaults(func=guarded("processbench export", run_export))

    s = sub.add_parser("score", help="ProcessBench's figures of one verifier on a set of items")
    s.add_argument("items", metavar="ITEMS", help="a set written by `deltom processbench export`")
    s.add_argument("--verifier", required=True, choices=VERIFIERS, help="del (the DEL verifier), pbm (a PBM through "
                   "--pbm-backend, its threshold cross-fitted over two halves of the stories) or llm-judge (an LLM "
                   "through --judge-url)")
    add_pbm(s, backend_default="hf", pbm_default="default")
    s.add_argument("--pbm-url", help="served PBM: its OpenAI-compatible endpoint (default $DELTOM_PBM_URL)")
    s.add_argument("--served-name", help="served PBM: the name the server knows it by")
    s.add_argument("--judge-url", help="llm-judge: an OpenAI-compatible endpoint, e.g. http://127.0.0.1:8080/v1")
    s.add_argument("--judge-model", help="llm-judge: the model name the endpoint serves")
    s.add_argument("--judge-max-tokens", type=int, default=512, help="llm-judge: tokens per reply (default 512: room "
                   "to reason before the boxed index; with --judge-prefill a few are enough)")
    s.add_argument("--judge-prefill", default="", metavar="TEXT", help="llm-judge: the start of its reply, e.g. "
                   "'\\boxed{' for a judge too small to answer with the index only (servers that continue a final "
                   "assistant message: llama.cpp's llama-server, vLLM)")
    s.add_argument("--judge-timeout", type=float, default=300.0, help="llm-judge: seconds per request (default 300)")
    s.add_argument("--limit", type=int, help="score a subset of this many items, drawn evenly over order and "
                                             "right/erroneous (default: all)")
    s.add_argument("--seed", type=int, default=0, help="the subset's seed (default 0)")
    add_out(s, "write every figure, the predictions and (llm-judge) the replies as JSON here")
    s.add_argument("--markdown", metavar="FILE", help="also write the tables (Markdown) here")
    s.set_defaults(func=guarded("processbench score", run_score))
