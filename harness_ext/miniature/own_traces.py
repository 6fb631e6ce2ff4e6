"""Stage 2: the generator's own sampled traces, DEL-labeled, train the miniature PBM.

Fresh stories (a different generator seed from stage 1) get K sampled traces
per question from the generator (``dellabels.trace_sources.HFSource``, the
same sampling settings as the evaluation: temperature 0.6, top-p 0.95);
sampling is resumable (``run_jobs`` skips traces already written). The
DEL labeler turns them into RLHFlow PBM data (``dellabels.pbm_data``: strict
prefix labels, split by story, a balanced held-out test set for ``pbm
bench``), and ``pbm.train`` fine-tunes a copy of the generator into the PBM:
it already reads stories and traces, so only the verification is new.
With ``synthetic_stories`` the training split also gets DEL-synthesised
traces with injected errors on other fresh stories (``pbm_data_mix``) until
'+' and '-' steps are balanced; the test split stays the generator's own
traces (off by default, see the recipe).
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from harness_ext.miniature import streams


@dataclass(frozen=True)
class PBMRecipe:
    """Everything that determines the miniature PBM (a change rebuilds it)."""

    # 3: the synthetic traces' stories moved off the offline test stories (streams.py), so a PBM built
    # with the synthetic mix before is never reused
    version: int = 3
    stories: int = 30
    samples: int = 4  # traces per question (5 questions per story)
    batch_size: int = 32  # traces per generate call
    seed: int = 0
    max_tokens: int = 640  # gold traces take at most ~500 tokens of the miniature tokenizer
    test_examples: int = 100
    validation: float = 0.05
    epochs: float = 1.0
    learning_rate: float = 1e-3
    accumulation: int = 4
    context: str = "placeholders"
    # DEL-synthesised traces on this many stories mixed into the training split (0: own traces only). Off by
    # default: measured with 100 (489 traces added, '+' share 0.066 -> 0.50) the PBM's step AUC on the
    # generator's own held-out traces fell from 0.999 to 0.898 (accuracy 99.4% -> 82.0%).
    synthetic_stories: int = 0
    synthetic_per_question: int = 2
    plus_target: float = 0.5  # wanted share of '+' steps in the training split
    synthetic_limit: int = 1000  # at most this many synthetic traces (PBM training time grows with them)


def fresh_stories(count: int, generator_seed: int, stream: int) -> list[dict]:
    """``count`` length-1 stories of the stage-2 ``stream`` (``streams``): none is a training or test story."""
    from dellabels.generator import generate

    return list(generate(count, generator_seed + stream, lengths=(1,), workers=1, progress=False))


def sample_traces(generator: Path, out: Path, recipe: PBMRecipe, generator_seed: int) -> Path:
    """K traces per question of fresh stories into ``out/traces.jsonl`` (resumable)."""
    from dellabels.trace_sources import HFSource, jobs_from_stories, run_jobs

    stories = fresh_stories(recipe.stories, generator_seed, streams.PBM_TRACES)
    traces = out / "traces.jsonl"
    source = HFSource(str(generator), max_tokens=recipe.max_tokens, seed=recipe.seed, batch_size=recipe.batch_size)
    counts = run_jobs(jobs_from_stories(stories, recipe.samples), source, str(traces))
    if counts["failed"]:
        raise RuntimeError(f"{counts['failed']} trace(s) failed to sample into {traces}")
    return traces


def synthetic_mix(train: list, recipe: PBMRecipe, generator_seed: int) -> tuple[list, dict]:
    """``train`` plus DEL-synthesised traces (fresh stories, injected errors) toward ``recipe.plus_target``."""
    import random

    from dellabels.pbm_data import build_examples
    from harness_ext.miniature.pbm_data_mix import mix_for_balance, synthetic_records

    stories = fresh_stories(recipe.synthetic_stories, generator_seed, streams.PBM_SYNTHETIC)
    synthetic, _ = build_examples(synthetic_records(stories, recipe.synthetic_per_question, recipe.seed))
    random.Random(recipe.seed).shuffle(synthetic)
    mixed, report = mix_for_balance(train, synthetic, recipe.plus_target, recipe.synthetic_limit)
    random.Random(recipe.seed).shuffle(mixed)
    return mixed, report


def build_pbm_data(traces: Path, out: Path, recipe: PBMRecipe, generator_seed: int = 0) -> dict:
    """DEL labels and story-disjoint splits of the sampled traces in ``out``; returns the statistics."""
    from dellabels.pbm_data import build_examples, split_by_story, statistics, write_splits

    rows = [json.loads(line) for line in traces.read_text(encoding="utf-8").splitlines() if line.strip()]
    examples, skipped = build_examples(rows)
    fractions = {"train": 1.0 - recipe.validation, "validation": recipe.validation}
    splits = split_by_story(examples, fractions, recipe.seed, recipe.test_examples)
    mix = None
    if recipe.synthetic_stories:
        splits["train"], mix = synthetic_mix(splits["train"], recipe, generator_seed)
    write_splits(splits, str(out))
    stats = {"traces": len(rows), "skipped": skipped, "splits": statistics(splits), "synthetic_mix": mix}
    (out / "stats.json").write_text(json.dumps(stats, indent=1), encoding="utf-8")
    return stats


def train_miniature_pbm(generator: Path, out: Path, recipe: PBMRecipe, generator_seed: int) -> dict:
    """Sample, label and train the PBM into ``out`` (HF directory); returns a report."""
    from pbm.train import train_pbm

    started = time.perf_counter()
    work = out / "work"
    work.mkdir(parents=True, exist_ok=True)
    traces = sample_traces(generator, work, recipe, generator_seed)
    sampled = time.perf_counter()
    stats = build_pbm_data(traces, out / "data", recipe, generator_seed)
    report = train_pbm(str(out / "data"), str(generator), str(out), "cpu", recipe.seed, recipe.context,
                       num_train_epochs=recipe.epochs, learning_rate=recipe.learning_rate,
                       gradient_accumulation_steps=recipe.accumulation)
    report.update({"data": stats, "sampling_seconds": round(sampled - started, 1),
                   "seconds": round(time.perf_counter() - started, 1), "recipe": asdict(recipe)})
    print(f"deltom miniature: PBM built in {report['seconds']} s "
          f"(sampling {report['sampling_seconds']} s)", file=sys.stderr)
    return report
