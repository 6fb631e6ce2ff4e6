"""What a `deltom miniature` output folder records about the run that made it (COMMAND.txt, raw results).

COMMAND.txt holds the resolved command (every option that changes a number, the Hi-ToM
path included), the lm-eval step with its PBM and the environment that picks the data,
the table command, the project commit and the versions, so a fresh clone reruns it.
"""
from __future__ import annotations

import argparse
import platform
import time
from pathlib import Path
from typing import Optional, Sequence

from deltom.analysis.names import portable_text
from deltom.analysis.provenance import (RAW_DIR, SAMPLES_FILE, copy_raw_results, package_version, project_commit,
                                        samples_record, sha256)
from deltom.analysis.samples import find_sample_files
from deltom.miniature.evaluation import shell_line

MODEL = "miniature"


def keep_raw_results(run_results: Path, out: Path) -> Path:
    """The run's lm-eval results JSON copied to ``<out>/lm_eval/miniature/`` (older runs' copies removed:
    one run per output folder)."""
    folder = out / RAW_DIR / MODEL
    for old in folder.glob("results_*.json"):
        if old.name != run_results.name:
            old.unlink()
    return copy_raw_results(run_results, out, MODEL)


def reproduce_command(args: argparse.Namespace, hitom_path: Optional[str]) -> str:
    """``deltom miniature`` with every option that changes the numbers resolved (not the cache or reuse flags).
    Without Hi-ToM data the test set is generated, so the variable must be unset for the same numbers."""
    words = ["deltom", "miniature", "--n", str(args.samples)]
    words += ["--full"] if args.full else ["--per-order", str(args.per_order)]
    words += ["--seed", str(args.seed), "--trials", str(args.trials), "--batch-size", str(args.batch_size),
              "--primary", args.primary, *(["--smoke"] if args.smoke else []), "--out", str(args.out)]
    if hitom_path:
        return shell_line([*words, "--hitom-path", hitom_path])
    return "env -u DELTOM_HITOM_PATH " + shell_line(words)


TRAINING_PACKAGES = ("trl", "accelerate", "datasets", "tokenizers")


def command_record(reproduce: str, typed: str, test_set: tuple[str, str], lm_eval_env: dict[str, str],
                   lm_eval_command: Sequence[str], table_command: str, samples_dir: Path) -> dict:
    """``{"text": COMMAND.txt, "reproduce", "project", "samples"}`` of a finished run."""
    samples = samples_record(find_sample_files([samples_dir]))
    project = {"commit": project_commit(), "lm_eval": package_version("lm_eval"),
               "torch": package_version("torch"), "transformers": package_version("transformers"),
               "python": platform.python_version(),
               # the trace LM's training is fragile: these releases change what it learns (results/miniature/README.md)
               **{name: package_version(name) for name in TRAINING_PACKAGES}}
    name, path = test_set
    gen_kwargs = lm_eval_command[lm_eval_command.index("--gen_kwargs") + 1]
    limit = (f"--limit {lm_eval_command[lm_eval_command.index('--limit') + 1]} questions per order"
             if "--limit" in lm_eval_command else "every question (no --limit)")
    env = " ".join(f"{k}={shell_line([v])}" for k, v in lm_eval_env.items())
    lines = [
        f"# Made by `deltom miniature` on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}.",
        f"# deltom commit {project['commit']}; lm-eval {project['lm_eval']}; torch {project['torch']}; "
        f"transformers {project['transformers']}; python {project['python']}; "
        + "; ".join(f"{name} {project[name]}" for name in TRAINING_PACKAGES),
        "# Reproduce from a clone at that commit (bash scripts/bootstrap.sh first; --cache DIR keeps the models "
        "elsewhere):",
        reproduce,
        f"# test set: {name}: {path} (sha256 {sha256(path)})",
        f"# its lm-eval step ({gen_kwargs}, {limit}, seed 0; the data picked by the environment):",
        f"{env} {shell_line(lm_eval_command)}",
        f"# its table (+PBM = the declared --primary row; raw results in {RAW_DIR}/{MODEL}/; the samples were in "
        f"{samples['dir']} (checksums in {SAMPLES_FILE}), packed one record per doc into samples/ "
        "(deltom pack-samples): `deltom rescore <this folder>/samples --pbm-backend del` rescores them):",
        table_command,
        f"# as typed: {typed}",
    ]

    # committed: the machine's home and checkout shown as ~ and relative paths
    return {"text": portable_text("\n".join(lines) + "\n"), "reproduce": reproduce, "project": project,
            "samples": samples}

