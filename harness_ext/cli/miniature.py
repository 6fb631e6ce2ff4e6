"""`deltom miniature`: the whole paper in miniature on this CPU, every stage cached.

    deltom miniature                  # default size (see DEFAULT_* below), into deltom_out/miniature
    deltom miniature --full           # all 200 length-1 CoTP questions
    deltom miniature --out results/X  # committed results: only ever from an explicit --out

The output folder gets the raw lm-eval results JSON of the run (lm_eval/miniature/), the
samples' sha256 (samples.sha256; the samples stay in the cache), the table of the declared
+PBM row (--primary) with 95% intervals, rows.md with every row, curves, and COMMAND.txt:
the resolved command with the data path, the lm-eval step with its environment, the table
command, the project commit and the versions.
"""
from __future__ import annotations

import argparse
import json
import time
from dataclasses import asdict, replace
from pathlib import Path
from typing import Callable

from dellabels.io import stage
from harness_ext.cli.common import guarded
from harness_ext.miniature.evaluation import (HITOM_TEST_SET, MAX_GEN_TOKS, choose_test_set, eval_command, goal_check,
                                              pbm_bench, results_file, run_eval, shell_line, summary_from_results)
from harness_ext.miniature.pbm_stage import PBMRecipe, train_miniature_pbm
from harness_ext.miniature.record import command_record, keep_raw_results, reproduce_command
from harness_ext.miniature.trace_lm import TraceLMRecipe, trace_lm_key, train_trace_lm
from harness_ext.report.tables import default_primary, primary_row

DEFAULT_SAMPLES = 16
DEFAULT_PER_ORDER = 10  # questions per order; --full takes all 40
DEFAULT_OUT = "deltom_out/miniature"  # never the committed results/: those come from an explicit --out
SMOKE_TRACE_LM = TraceLMRecipe(stories=4, warmup_steps=20, model=replace(TraceLMRecipe().model, hidden_size=32,
                                                                       intermediate_size=64, num_attention_heads=2))
SMOKE_PBM = PBMRecipe(stories=2, samples=2, max_tokens=48, test_examples=5, synthetic_stories=2,
                      synthetic_limit=10)


def build_stage(out: Path, recipe: dict, force: bool, build: Callable[[], object]) -> tuple[dict, bool]:
    """Reuse ``out`` when built from ``recipe``, else ``build()`` it (an interrupted build of the same recipe
    resumes); returns (record, reused), the record's ``report`` being what ``build`` returned."""
    return stage.cached(out, recipe, lambda: {"report": build()}, force,
                        refusal="{out} exists and was not made by `deltom miniature`; choose another cache")


def write_curves(run_results: Path, pbm: Path, out: Path, trials: int) -> list[str]:
    """Accuracy-vs-N curves (JSON, PNG, PDF) from the samples of the run (scores come from the cache)."""
    from harness_ext.report.curves import run_curves, write_curves as write
    from harness_ext.report.samples import load_tasks

    tasks = load_tasks([run_results.parent], quiet=True)
    return [str(p.relative_to(out.parent)) for p in write(run_curves(tasks, "hf", str(pbm), trials, seed=0), out)]


def write_table(raw_results: Path, samples: Path, out: Path, primary: str, seed: int) -> tuple[str, dict]:
    """``deltom table`` on the run's raw results and samples, +PBM = the declared ``primary`` row:
    (the table command, its ``table.json`` model record with the 95% intervals)."""
    from harness_ext.report.leaderboard import TableRequest, build_table, command_line

    request = TableRequest(results=[str(raw_results)], out_dir=str(out), primary=primary, seed=seed,
                           samples=[str(samples)], names=["miniature"])
    build_table(request)
    return command_line(request).splitlines()[0], json.loads((out / "table.json").read_text(encoding="utf-8"))["models"][0]


def tables_markdown(summary: dict) -> str:
    from harness_ext.report.tables import summary_markdown

    return summary_markdown({k: summary[k] for k in ("n", "per_order", "average")})


def run(args: argparse.Namespace) -> int:
    from pbm.cache import cache_root

    cache = Path(args.cache or cache_root() / "miniature")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    timings: dict[str, object] = {}
    test_path, test_name = choose_test_set(args.hitom_path, cache, args.seed)  # bad data fails before any training
    primary_row([], args.primary)  # a row that is no PBM row fails now, not after the training
    trace_lm_recipe = replace(SMOKE_TRACE_LM if args.smoke else TraceLMRecipe(), seed=args.seed)
    pbm_recipe = replace(SMOKE_PBM if args.smoke else PBMRecipe(), seed=args.seed)

    # the stage folders and keys keep the name "generator" (caches made before stay reusable)
    started = time.perf_counter()
    trace_lm_dir = cache / "generator"
    trace_lm_stage = trace_lm_key(trace_lm_recipe)  # recipe + prompt sha256
    trace_lm_record, reused = build_stage(trace_lm_dir, trace_lm_stage, args.force,
                                          lambda: train_trace_lm(trace_lm_dir, trace_lm_recipe))
    timings["generator_s"] = "reused" if reused else round(time.perf_counter() - started, 1)

    started = time.perf_counter()
    pbm_dir = cache / "pbm"
    pbm_key = {"pbm": asdict(pbm_recipe), "generator": trace_lm_stage}
    pbm_record, reused = build_stage(pbm_dir, pbm_key, args.force,
                                     lambda: train_miniature_pbm(trace_lm_dir, pbm_dir, pbm_recipe, args.seed))
    timings["pbm_s"] = "reused" if reused else round(time.perf_counter() - started, 1)

    started = time.perf_counter()
    limit = None if args.full else args.per_order
    eval_dir = cache / ("eval-full" if args.full else "eval")
    command = eval_command(trace_lm_dir, args.samples, limit, eval_dir / "lm_eval", args.batch_size,
                           48 if args.smoke else MAX_GEN_TOKS)
    eval_key = {"generator": trace_lm_stage, "pbm": pbm_key, "command": command, "test": test_path}
    _, reused = build_stage(eval_dir, eval_key, args.force or args.rerun_eval,
                            lambda: run_eval(command, pbm_dir, test_path))
    timings["eval_s"] = "reused" if reused else round(time.perf_counter() - started, 1)

    run_results = results_file(eval_dir / "lm_eval")
    raw_results = keep_raw_results(run_results, out)
    summary = summary_from_results(raw_results)
    summary["primary"] = args.primary
    started = time.perf_counter()
    summary["pbm_bench"] = pbm_bench(pbm_dir)
    summary["curves"] = write_curves(run_results, pbm_dir, out / "curves", args.trials)
    timings["bench_and_curves_s"] = round(time.perf_counter() - started, 1)
    command_line = shell_line(["deltom", *getattr(args, "argv", ["miniature"])])
    table_command, table = write_table(raw_results, run_results.parent, out, args.primary, args.seed)
    lm_eval_env = {"DELTOM_HITOM_PATH": test_path, "DELTOM_PBM_BACKEND": "hf", "DELTOM_PBM_MODEL": str(pbm_dir)}
    record = command_record(reproduce_command(args, test_path if test_name == HITOM_TEST_SET else None),
                            command_line, (test_name, test_path), lm_eval_env, command, table_command,
                            run_results.parent)
    summary.update({"model": "miniature", "test_set": test_name, "goal": goal_check(summary), "command": command_line,
                    "reproduce": record["reproduce"], "lm_eval_command": shell_line(command),
                    "lm_eval_env": lm_eval_env, "max_gen_toks": table["max_gen_toks"],
                    "intervals_95": table["interval_95"], "interval_method": table["interval_method"],
                    "lm_eval_results": str(raw_results.relative_to(out)), "samples": record["samples"],
                    "project": record["project"], "timings": timings,
                    "generator": trace_lm_record.get("report"), "pbm": pbm_record.get("report")})
    summary["markdown"] = tables_markdown(summary)
    (out / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    (out / "rows.md").write_text(f"{summary['markdown']}\nCommand: `{record['reproduce']}`\n", encoding="utf-8")
    (out / "COMMAND.txt").write_text(record["text"], encoding="utf-8")  # replaces the table's own
    print(summary["markdown"])
    print(json.dumps({"goal": summary["goal"], "timings": timings}, indent=1))
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("miniature", help="the paper end to end offline: tiny generator + tiny PBM + BoN",
                              description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", default=DEFAULT_OUT,
                   help="summary, table, raw results, curves (default %(default)s; committed results only from an "
                        "explicit --out results/NAME)")
    p.add_argument("--primary", default=default_primary(),
                   help="the +PBM row of the table and the goal check, declared before the run (default "
                        "%(default)s: weighted Best-of-N, min rule); rows.md keeps every row")
    p.add_argument("--cache", help="models and lm-eval outputs (default $DELTOM_CACHE/miniature)")
    p.add_argument("--samples", type=int, default=DEFAULT_SAMPLES, help="N samples per question (%(default)s)")
    p.add_argument("--per-order", type=int, default=DEFAULT_PER_ORDER,
                   help="questions per order in the default size (%(default)s)")
    p.add_argument("--full", action="store_true", help="all 200 length-1 CoTP questions")
    p.add_argument("--batch-size", type=int, default=16, help="lm-eval generation batch size (%(default)s)")
    p.add_argument("--trials", type=int, default=10, help="random trials per N of the curves (%(default)s)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--hitom-path", help="Hi-ToM_data.json (default $DELTOM_HITOM_PATH; with neither, generated "
                                        "Hi-ToM-style stories are the test set)")
    p.add_argument("--force", action="store_true", help="rebuild every stage")
    p.add_argument("--rerun-eval", action="store_true", help="keep the models, rerun the evaluation")
    p.add_argument("--smoke", action="store_true",
                   help="micro sizes: checks the plumbing in minutes, the numbers mean nothing")
    p.set_defaults(func=guarded("miniature", run))
