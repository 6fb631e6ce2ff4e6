"""The stages of `deltom miniature`, end to end: trace LM -> PBM -> lm-eval Best-of-N run -> table, curves.

Every stage is a cached build (``dellabels.io.stage``): built under a lock (a second run on the
same cache is refused, naming the first one's pid), reused while its recipe and the checksums of
its files are unchanged (an edited or cut file is rebuilt, with one line), and an interrupted one
resumes. ``run_miniature`` writes into ``options.out`` the
raw lm-eval results JSON (``lm_eval/miniature/``), the samples' sha256 (the samples stay in
the cache), the table of the declared +PBM row with 95% intervals, ``rows.md`` with every row,
the curves, ``summary.json``, ``COMMAND.txt`` and the HTML run report ``report.html``.
"""
from __future__ import annotations

import json
import logging
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Callable, Optional, Sequence

from dellabels.io import stage
from dellabels.io.outputs import write_text_atomic
from deltom.analysis.curves import run_curves
from deltom.analysis.names import portable_text
from deltom.analysis.pack import pack_samples
from deltom.analysis.paired import paired_difference
from deltom.analysis.quality import assess, row_values, task_responses, task_sets
from deltom.analysis.samples import load_tasks
from deltom.analysis.table_pipeline import TableRequest, command_line, default_primary, primary_row
from deltom.miniature.evaluation import (EVAL_LOG, HITOM_TEST_SET, MAX_GEN_TOKS, choose_test_set, eval_command,
                                         goal_check, pbm_bench, results_file, run_eval, shell_line,
                                         summary_from_results)
from deltom.miniature.pbm_stage import PBMRecipe, train_miniature_pbm
from deltom.miniature.printout import key_intervals, key_rows, write_lm_eval_table
from deltom.miniature.record import command_record, keep_raw_results, reproduce_command
from deltom.miniature.trace_lm import TraceLMRecipe, trace_lm_key, trace_lm_tokenizer, train_trace_lm
from deltom.miniature.vocabulary import check_vocabulary
from deltom.pages.curve_plots import write_curves as write
from deltom.pages.paper_table import summary_markdown
from deltom.pages.run_report import build_report
from deltom.pages.table_files import build_table
from deltom_base.errors import VocabularyError
from harness_ext.bon.rows import row_name
from pbm.cache import cache_root

log = logging.getLogger(__name__)

DEFAULT_SAMPLES = 16
DEFAULT_PER_ORDER = 10  # questions per order; full=True takes all 40
SAMPLING_WORKERS = 2  # sampling processes of one torch thread each (the samples do not depend on how many)
DEFAULT_OUT = "deltom_out/miniature"  # never the committed results/: those come from an explicit --out
SMOKE_TRACE_LM = TraceLMRecipe(stories=4, warmup_steps=20, model=replace(TraceLMRecipe().model, hidden_size=32,
                                                                       intermediate_size=64, num_attention_heads=2))
SMOKE_PBM = PBMRecipe(stories=2, samples=2, max_tokens=48, test_examples=5, synthetic_stories=2,
                      synthetic_limit=10)


@dataclass(frozen=True)
class MiniatureOptions:
    """What one miniature run does (the options of `deltom miniature`)."""

    out: str = DEFAULT_OUT
    primary: str = default_primary()
    cache: Optional[str] = None
    samples: int = DEFAULT_SAMPLES
    per_order: int = DEFAULT_PER_ORDER
    full: bool = False
    batch_size: int = 16
    workers: int = SAMPLING_WORKERS
    trials: int = 10
    seed: int = 0
    hitom_path: Optional[str] = None
    force: bool = False
    rerun_eval: bool = False
    smoke: bool = False
    argv: Sequence[str] = ("miniature",)


def build_stage(out: Path, recipe: dict, force: bool, build: Callable[[], object]) -> tuple[dict, bool]:
    """Reuse ``out`` when built from ``recipe``, else ``build()`` it (an interrupted build of the same recipe
    resumes); returns (record, reused), the record's ``report`` being what ``build`` returned."""
    return stage.cached(out, recipe, lambda: {"report": build()}, force, name="deltom miniature",
                        refusal="{out} exists and was not made by `deltom miniature`; choose another cache")


def write_curves(run_results: Path, pbm: Path, out: Path, trials: int) -> list[str]:
    """Accuracy-vs-N curves (JSON, PNG, PDF) from the samples of the run (scores come from the cache)."""
    tasks = load_tasks([run_results.parent], quiet=True)
    return [str(p.relative_to(out.parent)) for p in write(run_curves(tasks, "hf", str(pbm), trials, seed=0), out)]


def paired_over_majority(samples_dir: Path, primary: str, n: int, seed: int) -> dict:
    """The declared +PBM row minus maj@N on the same questions, with its story-clustered 95% interval."""
    found = paired_difference(samples_dir, primary, row_name("maj@N", n), seed, n=n)
    return {**found, "difference": round(found["difference"], 2),
            "interval_95": found["interval_95"] and [round(v, 2) for v in found["interval_95"]]}


def write_table(raw_results: Path, samples: Path, out: Path, primary: str, seed: int) -> tuple[str, dict]:
    """``deltom table`` on the run's raw results and samples, +PBM = the declared ``primary`` row:
    (the table command, its ``table.json`` model record with the 95% intervals)."""
    request = TableRequest(results=[str(raw_results)], out=str(out), primary=primary, seed=seed,
                           samples=[str(samples)], names=["miniature"])
    build_table(request)  # its quality lines: the summary's own gate reads the same rows and more
    return command_line(request).splitlines()[0], json.loads((out / "table.json").read_text(encoding="utf-8"))["models"][0]


PACKED_DIR = "samples"  # the run's samples, one record per doc, xz (deltom pack-samples): small enough to commit


def pack_run_samples(samples_dir: Path, packed: Path) -> list[str]:
    """The run's samples packed into ``packed`` (its older packed files removed: one run per folder), so a
    committed output folder can be rescored (``deltom rescore <out>/samples``)."""
    for old in packed.glob("samples_*.jsonl.xz") if packed.is_dir() else []:
        old.unlink()
    return [str(p.relative_to(packed.parent)) for p in pack_samples([samples_dir], packed)]


REPORT_FILE = "report.html"


def write_report(samples_dir: Path, out: Path, primary: str) -> None:
    """The HTML run report beside the tables, from the run's own samples (their logged PBM scores)."""
    write_text_atomic(out / REPORT_FILE, portable_text(build_report(samples_dir, primary, info_dir=out)))


def tables_markdown(summary: dict) -> str:
    """Every row per order and on average, as Markdown."""
    return summary_markdown({k: summary[k] for k in ("n", "per_order", "average", "process") if k in summary})


def check_words(test_path: str, test_name: str, tokenizer, smoke: bool) -> None:
    """The vocabulary pre-flight (``deltom.miniature.vocabulary``): refused, except in a smoke run, whose
    trace LM sees 4 stories and is not expected to answer (its refusal is printed as a note)."""
    
    try:
        check_vocabulary(test_path, test_name, tokenizer)
    except VocabularyError as err:
        if not smoke:
            raise
        log.warning(f"deltom miniature: note (--smoke goes on): {err}")


def run_quality(summary: dict, samples_dir: Path) -> dict:
    """The quality gate on the run's rows and every sampled response (``deltom.analysis.quality``)."""
    tasks = load_tasks([samples_dir], quiet=True)
    quality = assess(row_values(summary), task_responses(tasks), task_sets(tasks))
    return {"quality": quality.as_dict(), "quality_line": quality.line("this run")}


def run_miniature(options: MiniatureOptions) -> dict:
    """Build (or reuse) every stage and write the output folder; returns the summary (also in summary.json)."""
    cache = Path(options.cache or cache_root() / "miniature")
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    timings: dict[str, object] = {}
    test_path, test_name = choose_test_set(options.hitom_path, cache, options.seed)  # bad data fails before training
    primary_row([], options.primary)  # a row that is no PBM row fails now, not after the training
    trace_lm_recipe = replace(SMOKE_TRACE_LM if options.smoke else TraceLMRecipe(), seed=options.seed)
    pbm_recipe = replace(SMOKE_PBM if options.smoke else PBMRecipe(), seed=options.seed)

    # the stage folders and keys keep the name "generator" (caches made before stay reusable)
    trace_lm_dir = cache / "generator"
    trace_lm_stage = trace_lm_key(trace_lm_recipe)  # recipe + prompt sha256
    check_words(test_path, test_name, trace_lm_tokenizer(trace_lm_dir, trace_lm_recipe,
                                                         stage.finished(trace_lm_dir, trace_lm_stage) is not None),
                options.smoke)
    started = time.perf_counter()
    trace_lm_record, reused = build_stage(trace_lm_dir, trace_lm_stage, options.force,
                                          lambda: train_trace_lm(trace_lm_dir, trace_lm_recipe))
    timings["generator_s"] = "reused" if reused else round(time.perf_counter() - started, 1)

    started = time.perf_counter()
    pbm_dir = cache / "pbm"
    pbm_key = {"pbm": asdict(pbm_recipe), "generator": trace_lm_stage}
    pbm_record, reused = build_stage(pbm_dir, pbm_key, options.force,
                                     lambda: train_miniature_pbm(trace_lm_dir, pbm_dir, pbm_recipe, options.seed,
                                                                 options.workers))
    timings["pbm_s"] = "reused" if reused else round(time.perf_counter() - started, 1)

    started = time.perf_counter()
    limit = None if options.full else options.per_order
    eval_dir = cache / ("eval-full" if options.full else "eval")
    command = eval_command(trace_lm_dir, pbm_dir, options.samples, limit, eval_dir / "lm_eval", options.batch_size,
                           48 if options.smoke else MAX_GEN_TOKS, options.workers)
    eval_key = {"generator": trace_lm_stage, "pbm": pbm_key, "command": command, "test": test_path}
    _, reused = build_stage(eval_dir, eval_key, options.force or options.rerun_eval,
                            lambda: run_eval(command, test_path, eval_dir / EVAL_LOG))
    timings["eval_s"] = "reused" if reused else round(time.perf_counter() - started, 1)

    run_results = results_file(eval_dir / "lm_eval")
    raw_results = keep_raw_results(run_results, out)
    summary = summary_from_results(raw_results)
    summary["primary"] = options.primary
    started = time.perf_counter()
    summary["pbm_bench"] = pbm_bench(pbm_dir)
    summary["curves"] = write_curves(run_results, pbm_dir, out / "curves", options.trials)
    timings["bench_and_curves_s"] = round(time.perf_counter() - started, 1)
    typed = shell_line(["deltom", *options.argv])
    table_command, table = write_table(raw_results, run_results.parent, out, options.primary, options.seed)
    summary["packed_samples"] = pack_run_samples(run_results.parent, out / PACKED_DIR)
    lm_eval_env = {"DELTOM_HITOM_PATH": test_path}
    record = command_record(reproduce_command(options, test_path if test_name == HITOM_TEST_SET else None),
                            typed, (test_name, test_path), lm_eval_env, command, table_command, run_results.parent)
    summary["paired"] = paired_over_majority(run_results.parent, options.primary, summary["n"], options.seed)
    summary.update({"model": "miniature", "test_set": test_name, "goal": goal_check(summary), "command": typed,
                    "reproduce": record["reproduce"], "lm_eval_command": shell_line(command),
                    "lm_eval_env": lm_eval_env, "max_gen_toks": table["max_gen_toks"],
                    "intervals_95": table["interval_95"], "interval_method": table["interval_method"],
                    "lm_eval_results": str(raw_results.relative_to(out)), "samples": record["samples"],
                    "project": record["project"], "timings": timings,
                    "generator": trace_lm_record.get("report"), "pbm": pbm_record.get("report")})
    summary["markdown"] = tables_markdown(summary)
    summary.update(run_quality(summary, run_results.parent))
    summary["key_intervals_95"] = key_intervals(raw_results, run_results.parent, key_rows(summary), options.seed)
    summary["lm_eval_table"] = write_lm_eval_table(raw_results, out).name
    summary["report"] = REPORT_FILE

    (out / "summary.json").write_text(portable_text(json.dumps(summary, indent=1)), encoding="utf-8")
    (out / "rows.md").write_text(portable_text(f"{summary['markdown']}\nCommand: `{record['reproduce']}`\n"),
                                 encoding="utf-8")
    (out / "COMMAND.txt").write_text(record["text"], encoding="utf-8")  # replaces the table's own
    write_report(run_results.parent, out, options.primary)
    return summary
