"""Miniature PBM recipes compared on one set of saved samples: each variant is trained, then rescores them.

The generator, its sampled PBM traces and an evaluation run come from a `deltom miniature` cache;
every variant reuses the traces (no resampling), changes only ``PBMRecipe`` fields, trains its PBM
into ``<cache>/pbm-variants/<name>`` and rescores the evaluation's samples with the task's own
filters (``deltom.analysis.rescore``), so the rows differ only by the PBM. Prints one JSON line
per variant: the recipe changes, the PBM's ``pbm bench`` AUC on its held-out split, the average
rows (Ori, maj@N and the DEL-oracle rows do not depend on the PBM), and whether the PBM tells
right steps from wrong ones beyond their position: its mean step score for right and wrong steps
(DEL, prefix-strict) per block of 4 steps, and the mean within-question Spearman correlation of
its trace scores (avg rule) with the DEL's. A first line describes the samples: how many of the
generator's first errors are steps that echo no story line right.

    # a dev set that is not Hi-ToM: the offline test set (generated stories), all 200 questions
    env -u DELTOM_HITOM_PATH .venv/bin/deltom miniature --full --cache /tmp/mini --out /tmp/mini-out
    .venv/bin/python bench/miniature_pbm_variants.py --cache /tmp/mini --eval eval-full \\
        base='{}' epochs3='{"epochs": 3.0}' \\
        synth='{"synthetic_stories": 200, "synthetic_limit": 1500, "plus_target": 0.95}'
"""
from __future__ import annotations

import argparse
import json
import shutil
from dataclasses import replace
from pathlib import Path

from dellabels.hitom.grammar import parse_question
from dellabels.hitom.world import HiToMStory
from dellabels.traces.labeler import label_trace
from dellabels.traces.parse import parse_trace
from pbm.scorer import step_scores
from deltom.miniature.evaluation import pbm_bench
from deltom.miniature.pbm_stage import PBMRecipe, train_miniature_pbm
from deltom.analysis.rescore import rescore
from deltom.analysis.samples import load_tasks
from pbm.aggregate import aggregate

TRACE_FILES = ("traces.jsonl", "traces.jsonl.recipe.json")


def _ranks(values: list[float]) -> list[float]:
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    start = 0
    while start < len(order):  # ties share their mean rank
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for i in order[start:end + 1]:
            ranks[i] = (start + end) / 2
        start = end + 1
    return ranks


def spearman(x: list[float], y: list[float]) -> float:
    """Spearman's rank correlation (NaN when either side is constant)."""
    rx, ry = _ranks(x), _ranks(y)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    var = (sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry)) ** 0.5
    return cov / var if var else float("nan")


def discrimination(tasks, pbm: str) -> dict:
    """Mean PBM step score of right / wrong steps per block of 4 steps; mean within-question Spearman."""
    blocks: dict[int, dict[bool, list[float]]] = {}
    correlations = []
    for task in tasks:
        for doc in task.docs:
            pairs = [(doc.doc, trace) for trace in doc.resps]
            oracle, learned = step_scores("del", None, pairs), step_scores("hf", pbm, pairs)
            for right_steps, scores in zip(oracle, learned):
                for k, (right, score) in enumerate(zip(right_steps, scores)):
                    blocks.setdefault(k // 4, {True: [], False: []})[right > 0.5].append(score)
            trace_oracle = [aggregate(x, "avg") for x in oracle]
            trace_learned = [aggregate(x, "avg") for x in learned]
            if len(set(trace_oracle)) > 1 and len(set(trace_learned)) > 1:
                correlations.append(spearman(trace_oracle, trace_learned))
    mean = lambda xs: round(sum(xs) / len(xs), 3) if xs else None  # noqa: E731
    return {"steps": {f"{4 * b + 1}-{4 * b + 4}": {"right": mean(v[True]), "wrong": mean(v[False])}
                      for b, v in sorted(blocks.items())},
            "within_question_spearman": mean(correlations)}


def first_errors(tasks) -> dict:
    """How many first wrong steps echo no story line right (the step's first line is not its aligned line),
    and of those how many repeat another line of the story (the rest are lines the story does not have)."""
    off = total = other_line = 0
    for task in tasks:
        for doc in task.docs:
            story, question = HiToMStory(doc.doc["story"]), parse_question(doc.doc["question"])
            lines = {number: text for number, _, text in (l.partition(" ") for l in doc.doc["story"].splitlines())}
            texts = {text.strip() for text in lines.values()}
            for trace in doc.resps:
                labels = label_trace(story, question, trace, doc.doc.get("choices"))
                if labels.first_error is None:
                    continue
                step = labels.steps[labels.first_error - 1]
                text = parse_trace(trace, doc.doc.get("choices")).steps[labels.first_error - 1].text
                echo = text.splitlines()[0].strip() if text.strip() else ""
                total += 1
                if step.story_line is None or lines.get(str(step.story_line), "").strip() != echo:
                    off += 1
                    other_line += echo in texts
    return {"first_errors": total, "echoing_no_story_line_right": off, "share": round(off / total, 3) if total else None,
            "of_which_another_story_line": other_line}


def variant(cache: Path, name: str, changes: dict, samples: Path, seed: int) -> dict:
    """Train the PBM of ``PBMRecipe`` + ``changes`` on the cache's sampled traces; rescore ``samples``."""
    out = cache / "pbm-variants" / name
    if out.exists():
        shutil.rmtree(out)
    (out / "work").mkdir(parents=True)
    for file in TRACE_FILES:  # the generator's traces, sampled once by the cache's PBM stage
        shutil.copy(cache / "pbm" / "work" / file, out / "work" / file)
    report = train_miniature_pbm(cache / "generator", out, replace(PBMRecipe(), **changes), seed)
    tasks = load_tasks([samples], quiet=True)
    summary = rescore(tasks, "hf", str(out), progress=False)
    return {"variant": name, "changes": changes, "train_loss": report.get("train_loss"),
            "plus_share": report["data"]["splits"]["train"]["all"]["positive_rate"],
            "synthetic_mix": report["data"]["synthetic_mix"], "auc": round(pbm_bench(out)["auc"], 3),
            "average": {row: round(value, 2) for row, value in summary["average"].items()},
            "discrimination": discrimination(tasks, str(out))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cache", required=True, help="a `deltom miniature` cache (generator/, pbm/, eval*/)")
    parser.add_argument("--eval", default="eval", help="its evaluation folder to rescore (eval or eval-full)")
    parser.add_argument("--seed", type=int, default=0, help="the miniature's --seed")
    parser.add_argument("variants", nargs="+", help="NAME='{json of PBMRecipe fields}'")
    args = parser.parse_args()
    cache = Path(args.cache)
    print(json.dumps({"samples": first_errors(load_tasks([cache / args.eval / "lm_eval"], quiet=True))}), flush=True)
    for spec in args.variants:
        name, _, changes = spec.partition("=")
        print(json.dumps(variant(cache, name, json.loads(changes or "{}"), cache / args.eval / "lm_eval", args.seed)),
              flush=True)


if __name__ == "__main__":
    main()
