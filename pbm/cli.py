"""`pbm` command line: score, train, build-default, bench."""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path
from typing import Optional, Sequence

from dellabels.io.jsonl import open_in, open_out, read_records, require_fields, write_record
from dellabels.io.outputs import refuse_same
from deltom_base.errors import EXIT_INTERRUPTED, BackendFailure, clip, report, run_command
from deltom_base.flags import Parser, add_out
from deltom_base.plumbing import install
from pbm.aggregate import RULES, RULES_HELP, aggregate_all
from pbm.backend_names import REGISTRY, add_pbm
from pbm.backends import BACKENDS, TraceInput, load_backend
from pbm.backends.vllm import check_parallel
from pbm.cache import ScoreCache
from pbm.default import build_default, recipe_for
from pbm.evaluate import bench, format_table
from pbm.scoring import COMMIT_EVERY, score_traces
from pbm.spec import BUILD_DEFAULT_TIME, resolve_model, which_pbm
from pbm.train import read_conversations, train_pbm

EXIT_RECORDS = 1
ERROR_LIMIT, QUOTED_KEEP = 250, 80  # characters of a record's error message, and of a value quoted in it
_QUOTED = re.compile(r"'[^'\\\n]*(?:\\.[^'\\\n]*)*'" r'|"[^"\\\n]*(?:\\.[^"\\\n]*)*"')  # a repr-quoted value


def chosen_model(args: argparse.Namespace) -> Optional[str]:
    """The PBM this command scores with (``pbm.spec.which_pbm``: ``--pbm-backend`` / ``--pbm``, else the
    environment, else the default), ``default`` resolved to a path or hub id; None for the DEL verifier."""
    args.pbm_backend, model = which_pbm(args.pbm_backend, args.pbm)
    return None if model is None else resolve_model(model)


def _backend_options(args: argparse.Namespace) -> dict:
    """The constructor options of the chosen backend, from its registry entry (``pbm.backend_names``)."""
    if args.pbm_backend == "vllm":
        check_parallel(args.tensor_parallel_size, args.data_parallel_size)
    return {keyword: getattr(args, dest) for dest, keyword in REGISTRY[args.pbm_backend].options}



def record_error(where: str, message: str) -> str:
    """A record's ``error``: ``<file> line <n>: <why>``, short (a long value quoted in it is cut, with its length)."""
    body = message[len(where) + 2:] if message.startswith(f"{where}: ") else message
    # Quoted values shrink first (to QUOTED_KEEP, 20, then 0 characters of each) so the length they state survives.
    if len(body) > ERROR_LIMIT:
        for keep in (QUOTED_KEEP, 20, 0):
            shorter = _QUOTED.sub(lambda match: _clip_quoted(match, keep), body)
            if len(shorter) <= ERROR_LIMIT:
                break
        body = shorter
    return f"{where}: {clip(body, ERROR_LIMIT)}"


def _clip_quoted(match: re.Match, keep: int) -> str:
    text = match.group(0)
    inner = text[1:-1]
    if len(inner) <= keep:
        return text
    return f"{text[0]}{inner[:keep]}...{text[0]} ({len(inner)} characters)"


def failure_summary(source: str, failures: Sequence[tuple[str, str]], output: Optional[str]) -> str:
    """One stderr line: how many records failed, their lines in ``source`` and why the first did."""
    numbers = [where.rsplit(" ", 1)[1] for where, _ in failures[:10]] + (["..."] if len(failures) > 10 else [])
    lines = f"line {numbers[0]}" if len(failures) == 1 else f"lines {', '.join(numbers)}"
    where, error = failures[0]
    fields = f"the 'error' fields of {output}" if output not in (None, "-") else "the 'error' fields"
    return (f"pbm score: {len(failures)} record(s) failed, at {source} {lines} (line {numbers[0]}: "
            f"{clip(error[len(where) + 2:], 300)}); see {fields}")


def cmd_score(args: argparse.Namespace) -> int:
    rules = [r.strip() for r in args.aggregate.split(",")] if args.aggregate else []
    if set(rules) - set(RULES):
        raise ValueError(f"--aggregate takes rules among {', '.join(RULES)}; got {args.aggregate!r}")
    if args.commit_every < 1:
        raise ValueError(f"--commit-every must be at least 1, got {args.commit_every}")
    refuse_same(args.out, [args.input])

    source = args.input or "<stdin>"
    rows: list[tuple[str, object, Optional[TraceInput], Optional[str]]] = []  # (where, id, item, error)
    with open_in(args.input) as inp:
        for number, record in read_records(inp, source, finite=True):  # a NaN id would make the output invalid
            where = f"{source} line {number}"
            problem = require_fields(record, {"story": str, "question": str, "trace": str}, where,
                                     optional={"choices": str})
            ident = record.get("id") if isinstance(record, dict) else None
            item = None if problem else TraceInput(record["story"], record["question"], record["trace"],
                                                   record.get("choices"))
            rows.append((where, ident, item, record_error(where, problem) if problem else None))
    items = [item for _, _, item, _ in rows if item is not None]
    cache = None
    if items and not args.no_cache:
        cache = ScoreCache(Path(args.cache_dir) / "scores.sqlite" if args.cache_dir else None)
    try:
        return _score_and_write(args, rows, items, rules, cache)
    except BackendFailure as err:  # the message says what the cache kept (``pbm.scoring``)
        report("pbm score", err, limit=2000)
        return 1
    except KeyboardInterrupt:  # every chunk scored so far is committed: say so, and how to resume
        kept = (f"{cache.written} trace score(s) made in this run are kept in the cache {cache.path}: rerun the "
                "same command to resume" if cache else "no score was kept (--no-cache)")
        print(f"pbm score: interrupted before {args.out or 'the output'} was written; {kept}", file=sys.stderr)
        return EXIT_INTERRUPTED


def _score_and_write(args: argparse.Namespace, rows: list, items: list, rules: list[str], cache) -> int:
    """Score the readable records (committing to the cache as they are scored), then write the whole output."""
    backend = None
    if items:
        model = chosen_model(args)
        started = time.perf_counter()
        backend = load_backend(args.pbm_backend, model, **_backend_options(args))
        load_seconds = round(time.perf_counter() - started, 3)
        scores = iter(score_traces(backend, items, cache, args.commit_every))
    failures: list[tuple[str, str]] = []  # (where, error) of each failed record
    with open_out(args.out) as out:
        for where, ident, item, problem in rows:
            result: dict
            if item is not None:
                scored = next(scores)
                problem = record_error(where, scored.error) if scored.error else None
            if problem:
                result = {"error": problem}
                failures.append((where, problem))
            else:
                result = {"step_scores": scored.step_scores, "n_steps": scored.n_steps}
                if rules:
                    result["aggregate"] = aggregate_all(scored.step_scores, rules)
            write_record(out, {"id": ident, **result} if ident is not None else result)
    if backend:
        backend.close()
    if args.stats:
        stats = backend.stats.to_json() if backend else {"forward_passes": 0, "prompt_tokens": 0, "traces": 0,
                                                         "distinct_traces": 0, "seconds": 0.0}
        stats = {"backend": args.pbm_backend, "pbm_id": getattr(backend, "pbm_id", None), **stats,
                 "load_seconds": load_seconds if backend else 0.0}
        # scores on stdout keep stdout clean: the stats line then goes to stderr
        print(json.dumps(stats), file=sys.stderr if args.out in (None, "-") else sys.stdout)
    if failures:
        print(failure_summary(args.input or "<stdin>", failures, args.out), file=sys.stderr)
    return EXIT_RECORDS if failures else 0


def cmd_train(args: argparse.Namespace) -> int:
    report = train_pbm(args.data, args.base, args.out, args.preset, args.seed, args.context, learning_rate=args.lr,
                       num_train_epochs=args.epochs, max_steps=args.max_steps,
                       per_device_train_batch_size=args.batch_size, max_length=args.max_length)
    print(json.dumps(report, indent=1))
    return 0


def cmd_build_default(args: argparse.Namespace) -> int:
    recipe = recipe_for(args.stories, args.epochs, args.seed)
    path, info = build_default(args.out, recipe, args.force)
    print(json.dumps({"path": str(path), "reused": info["reused"], "seconds": info["seconds"],
                      "test": info["test"], "train_loss": info["train"]["train_loss"]}, indent=1))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    if not 0.0 <= args.threshold <= 1.0:
        raise ValueError(f"--threshold is a P(+) between 0 and 1, got {args.threshold}")
    model = chosen_model(args)
    test = args.test
    if not test:
        test = str(Path(model) / "data" / "test.rlhflow.jsonl") if model else ""
        if not Path(test).is_file():
            raise ValueError("pbm bench needs --test FILE (a test.rlhflow.jsonl from `dellabels pbm-data`)")
    rows = read_conversations(test)[: args.limit or None]
    backend = load_backend(args.pbm_backend, model, **_backend_options(args))
    try:
        report = bench(backend, rows, args.threshold)
    finally:
        backend.close()
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(format_table(report, args.name or (Path(model.rstrip("/")).name if model else args.pbm_backend)))
    return 0


def _add_backend_args(p: argparse.ArgumentParser, default: str) -> None:
    add_pbm(p, BACKENDS, default,
            pbm_help="the PBM: a local directory or a hub id, e.g. joooelw/ToM-PBM-8B (default: $DELTOM_PBM_MODEL, "
                     "else the released PBM if cached, else the built CPU default, else the released PBM if the hub "
                     "is reachable)")
    p.add_argument("--device", help="hf / per-prefix: cuda, cpu, ... (default: cuda if available)")
    p.add_argument("--dtype", help="hf / per-prefix: bfloat16, float32 (default: bf16 on GPU, fp32 on CPU)")
    p.add_argument("--batch-tokens", type=int, default=32768, help="hf / per-prefix: padded tokens per batch")
    p.add_argument("--max-batch", type=int, help="hf / per-prefix: sequences per batch (default 16 on GPU, 1 on CPU)")
    p.add_argument("--tensor-parallel-size", type=int, default=1, help="vllm")
    p.add_argument("--data-parallel-size", type=int, default=1,
                   help="vllm: only 1 in process; for more, serve the PBM and use --pbm-backend served")
    p.add_argument("--pbm-url", help="served: the OpenAI-compatible endpoint, e.g. http://node7:8000/v1 "
                                     "(default $DELTOM_PBM_URL)")
    p.add_argument("--served-name", help="served: the name the server knows the PBM by "
                                         "(default $DELTOM_PBM_SERVED_NAME, else --pbm as given)")
    p.add_argument("--pbm-timeout", type=float, help="served / judge: seconds per request (default "
                                                    "$DELTOM_PBM_TIMEOUT, else 600)")
    p.add_argument("--prompt-logprobs", type=int, default=20,
                   help="vllm: top-k prompt log-probabilities; served: top-k log-probabilities of the label token "
                        "(vllm serve allows up to its --max-logprobs, default 20)")
    p.add_argument("--gpu-memory-utilization", type=float, default=0.9, help="vllm")
    p.add_argument("--max-model-len", type=int, help="vllm")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="pbm", description="Process Belief Model: score traces, train, benchmark")
    parser.add_argument("--verbose", action="store_true",
                        help="show trainer step logs and library warnings (also DELTOM_VERBOSE=1)")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("score", help="per-step scores of traces (JSONL {story, question, trace, [choices], [id]})")
    _add_backend_args(p, "hf")
    p.add_argument("--input", help="JSONL file (default stdin)")
    add_out(p, "JSONL file (default stdout); same order as the input")
    p.add_argument("--stats", action="store_true",
                   help="print a JSON line: forward_passes, prompt_tokens, traces, distinct_traces, seconds "
                        "(to stderr when scores go to stdout)")

    p.add_argument("--aggregate", help=f"also write trace scores for these rules, e.g. last,min,avg,prod: {RULES_HELP}")
    p.add_argument("--cache-dir", help="score cache directory (default $DELTOM_CACHE/pbm or ~/.cache/deltom/pbm)")
    p.add_argument("--no-cache", action="store_true", help="neither read nor write the score cache")
    p.add_argument("--commit-every", type=int, default=COMMIT_EVERY,
                   help=f"distinct traces scored between two commits to the cache (default {COMMIT_EVERY}): a "
                        "killed run keeps every commit, and the same command resumes from them")
    p.set_defaults(func=cmd_score)

    p = sub.add_parser("train", help="train a PBM with trl's SFTTrainer on `dellabels pbm-data` output")
    p.add_argument("--data", required=True, help="directory with train.rlhflow.jsonl [, validation.rlhflow.jsonl]")
    p.add_argument("--base", required=True, help="any causal LM: hub id or directory")
    add_out(p, "output directory (a normal HF model directory)", required=True)
    p.add_argument("--preset", default="gpu", choices=["gpu", "cpu"],
                   help="gpu: the paper's settings (lr 2e-6, 1 epoch, packing, bf16); cpu: tiny models")
    p.add_argument("--context", default="labels", choices=["labels", "placeholders"],
                   help="earlier assistant turns show the true labels (RLHFlow, the paper) or the '+' placeholders "
                        "scoring uses")
    p.add_argument("--lr", type=float)
    p.add_argument("--epochs", type=float)
    p.add_argument("--max-steps", type=int)
    p.add_argument("--batch-size", type=int)
    p.add_argument("--max-length", type=int)
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_train)

    about = f"build (or reuse) the small CPU toy PBM in the cache ({BUILD_DEFAULT_TIME} with the defaults)"
    p = sub.add_parser("build-default", help=about, description=about)
    add_out(p, "directory (default $DELTOM_CACHE/pbm/default-tiny)")
    p.add_argument("--stories", type=int, default=400,
                   help="generated length-1 stories, 5 questions each (default 400; at least 10; fewer is faster "
                        "and weaker; the held-out test set is at most a fifth of the conversations)")
    p.add_argument("--epochs", type=int, default=2, help="training epochs (default 2)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--force", action="store_true", help="rebuild even if a build with this recipe exists")
    p.set_defaults(func=cmd_build_default)

    p = sub.add_parser("bench", help="step-classification accuracy per order on a test.rlhflow.jsonl (Table 4), "
                                      "and the PBM as a first-error detector (ProcessBench style)")
    _add_backend_args(p, "hf")
    p.add_argument("--test", help="test.rlhflow.jsonl (default: the one kept with the default PBM)")
    p.add_argument("--threshold", type=float, default=0.5,
                   help="a step is flagged wrong when its P(+) is below this (both tables; default 0.5)")
    p.add_argument("--limit", type=int, help="first N examples only")
    p.add_argument("--name", help="row label (default: the model directory name)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench)
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    install(args.verbose)
    return run_command(f"pbm {args.command}", lambda: args.func(args), also=(OSError, ValueError, RuntimeError, ImportError))


if __name__ == "__main__":
    sys.exit(main())
