"""Stage 2: the trace LM's own sampled traces, DEL-labeled, train the miniature PBM.

Fresh stories (their own seed offset, ``seeds.PBM_TRACES``) get K sampled traces per
question from the trace LM (``dellabels.traces.sources.HFSource`` with the default
``Sampling``, the settings of the evaluation); sampling is resumable (``run_jobs``
skips traces already written). ``dellabels.pbm_data.build_dataset`` turns them into
RLHFlow PBM data (strict prefix labels, split by story, a balanced held-out test set
for ``pbm bench``), and ``pbm.train`` fine-tunes a copy of the trace LM into the PBM:
it already reads stories and traces, so only the verification is new.
With ``synthetic_stories`` the training split also gets DEL-synthesised traces with
injected errors on other fresh stories (``pbm_data_mix``) until '+' and '-' steps are
balanced; the test split stays the trace LM's own traces (off by default, see the recipe).
"""
from __future__ import annotations

import json
import logging
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from dellabels.hitom.story_generator import generate
from dellabels.pbm_data import build_dataset, build_examples
from dellabels.traces.jobs import jobs_from_stories, run_jobs
from dellabels.traces.sampling import Sampling
from dellabels.traces.sources import HFSource
from deltom.miniature import seeds
from deltom.miniature.pbm_data_mix import mix_for_balance, synthetic_records
from pbm.train import train_pbm

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PBMRecipe:
    """Everything that determines the miniature PBM (a change rebuilds it)."""

    version: int = 3  # raised when the build changes outside these fields (a cached PBM is then stale)
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
    # default: the mix lowers the PBM's step accuracy on the trace LM's own held-out traces
    # (results/miniature/README.md).
    synthetic_stories: int = 0
    synthetic_per_question: int = 2
    plus_target: float = 0.5  # wanted share of '+' steps in the training split
    synthetic_limit: int = 1000  # at most this many synthetic traces (PBM training time grows with them)


def fresh_stories(count: int, seed: int, offset: int) -> list[dict]:
    """``count`` length-1 stories of the stream ``seed + offset`` (an offset of ``seeds``: none is a training
    or test story)."""
    return list(generate(count, seed + offset, lengths=(1,), workers=1, progress=False))


def sample_traces(trace_lm: Path, out: Path, recipe: PBMRecipe, seed: int, workers: int = 1) -> Path:
    """K traces per question of fresh stories into ``out/traces.jsonl`` (resumable), sampled in ``workers``
    processes (the traces do not depend on how many)."""
    stories = fresh_stories(recipe.stories, seed, seeds.PBM_TRACES)
    traces = out / "traces.jsonl"
    source = HFSource(str(trace_lm), Sampling(max_tokens=recipe.max_tokens), seed=recipe.seed,
                      batch_size=recipe.batch_size, workers=workers)
    counts = run_jobs(jobs_from_stories(stories, recipe.samples), source, str(traces))
    if counts["failed"]:
        raise RuntimeError(f"{counts['failed']} trace(s) failed to sample into {traces}")
    return traces


def synthetic_mix(train: list, recipe: PBMRecipe, seed: int) -> tuple[list, dict]:
    """``train`` plus DEL-synthesised traces (fresh stories, injected errors) toward ``recipe.plus_target``."""
    import random

    stories = fresh_stories(recipe.synthetic_stories, seed, seeds.PBM_SYNTHETIC)
    synthetic, _ = build_examples(synthetic_records(stories, recipe.synthetic_per_question, recipe.seed))
    random.Random(recipe.seed).shuffle(synthetic)
    mixed, report = mix_for_balance(train, synthetic, recipe.plus_target, recipe.synthetic_limit)
    random.Random(recipe.seed).shuffle(mixed)
    return mixed, report


def build_pbm_data(traces: Path, out: Path, recipe: PBMRecipe, seed: int = 0) -> dict:
    """DEL labels and story-disjoint splits of the sampled traces in ``out``; returns the statistics."""
    def mix(train: list) -> tuple[list, dict]:
        if not recipe.synthetic_stories:
            return train, {"synthetic_mix": None}
        mixed, report = synthetic_mix(train, recipe, seed)
        return mixed, {"synthetic_mix": report}

    rows = [json.loads(line) for line in traces.read_text(encoding="utf-8").splitlines() if line.strip()]
    fractions = {"train": 1.0 - recipe.validation, "validation": recipe.validation}
    return build_dataset(rows, out, fractions, recipe.seed, recipe.test_examples, transform_train=mix,
                         extra_stats={"traces": len(rows)})


def train_miniature_pbm(trace_lm: Path, out: Path, recipe: PBMRecipe, seed: int, workers: int = 1) -> dict:
    """Sample, label and train the PBM into ``out`` (HF directory), starting from ``trace_lm``; returns a report.
    ``seed``: the run's seed, from which the stories' seeds are offset; ``workers``: sampling processes."""
    started = time.perf_counter()
    work = out / "work"
    work.mkdir(parents=True, exist_ok=True)
    traces = sample_traces(trace_lm, work, recipe, seed, workers)
    sampled = time.perf_counter()
    stats = build_pbm_data(traces, out / "data", recipe, seed)
    report = train_pbm(str(out / "data"), str(trace_lm), str(out), "cpu", recipe.seed, recipe.context,
                       num_train_epochs=recipe.epochs, learning_rate=recipe.learning_rate,
                       gradient_accumulation_steps=recipe.accumulation)
    report.update({"data": stats, "sampling_seconds": round(sampled - started, 1),
                   "seconds": round(time.perf_counter() - started, 1), "recipe": asdict(recipe)})
    log.info(f"deltom miniature: PBM built in {report['seconds']} s "
             f"(sampling {report['sampling_seconds']} s)")
    return report
