"""`pbm build-default`: the CPU default PBM, rebuilt here in minutes (weights are never committed).

Recipe, all seeded: Hi-ToM-style length-1 stories from the generator behind
``dellabels generate``; synthetic belief traces for every question (orders
0-4) from ``dellabels.traces.sources.SyntheticSource``; DEL-labeled PBM data
from ``dellabels.pbm_data.build_dataset`` (split by story, with a balanced
held-out test set); a byte-level BPE tokenizer trained on that data and a tiny
from-scratch Llama (``pbm.tiny``); training with ``pbm.train`` (CPU preset).
The result is a normal HF directory in the cache (``$DELTOM_CACHE/pbm`` or
``~/.cache/deltom/pbm``), a build stage (``dellabels.io.stage``): built under a lock (a second
builder of the same folder is refused, naming the first one's pid) and recorded in ``build.json``
with the sha256 of every file. A second call with the same recipe reuses it only while every file
matches; an edited, cut or missing file is rebuilt, with one line. ``pbm.spec`` uses the built
PBM behind "default" only through ``pbm.cache.check_default_pbm`` (the same check; a mismatch is refused).
The test split stays in ``<dir>/data/test.rlhflow.jsonl`` for ``pbm bench``.
"""
from __future__ import annotations

import json
import logging
import shutil
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Optional

from dellabels.hitom.story_generator import generate
from dellabels.io import stage
from dellabels.pbm_data import build_dataset
from dellabels.traces.jobs import jobs_from_stories, run_jobs
from dellabels.traces.sources import SyntheticSource
from pbm.cache import DEFAULT_BUILD_FILE, default_pbm_dir
from pbm.spec import BUILD_DEFAULT_TIME
from pbm.tiny import TinyConfig, build_tiny_model
from pbm.train import read_conversations, train_pbm

log = logging.getLogger(__name__)

BUILD_FILE = DEFAULT_BUILD_FILE
MARKER = ".pbm-build-default"
REFUSAL = "{out} exists and is not a default-PBM build; choose another --out"
MIN_STORIES = 10


@dataclass(frozen=True)
class Recipe:
    """Everything that determines the default PBM (a change rebuilds it)."""

    version: int = 2
    stories: int = 400
    samples: int = 1  # traces per question (5 questions per story)
    seed: int = 0
    test_examples: int = 200
    validation: float = 0.05
    epochs: int = 2
    learning_rate: float = 2e-3
    accumulation: int = 8  # sequences per optimizer step (batches of one, see pbm.train)
    # "+" placeholders in the context, as scoring feeds them (trained on what it is scored on), rather than the
    # true labels of the paper's RLHFlow layout.
    context: str = "placeholders"
    model: TinyConfig = field(default_factory=TinyConfig)


def say(stage: str) -> None:
    """A progress line of the build on stderr."""
    log.info(f"pbm build-default: {stage}")


def recipe_for(stories: int, epochs: int, seed: int) -> Recipe:
    """The recipe for the command line's ``--stories`` / ``--epochs`` / ``--seed``; ``ValueError`` naming the flag
    when it cannot give a PBM. The held-out test set is at most a fifth of the conversations (5 per story)."""
    if stories < MIN_STORIES:
        raise ValueError(f"--stories must be at least {MIN_STORIES} (5 questions each), got {stories}")
    if epochs < 1:
        raise ValueError(f"--epochs must be at least 1, got {epochs}")
    return Recipe(stories=stories, seed=seed, epochs=epochs, test_examples=min(Recipe.test_examples, stories))


def build_data(work: Path, recipe: Recipe) -> Path:
    """Stories -> synthetic traces -> DEL-labeled RLHFlow splits in ``work/data``."""
    work.mkdir(parents=True, exist_ok=True)
    stories = list(generate(recipe.stories, recipe.seed, lengths=(1,)))
    with open(work / "stories.jsonl", "w", encoding="utf-8") as handle:
        for record in stories:
            handle.write(json.dumps(record) + "\n")
    traces = work / "traces.jsonl"
    traces.unlink(missing_ok=True)  # a fresh, fully seeded set (run_jobs would resume an old one)
    run_jobs(jobs_from_stories(stories, recipe.samples), SyntheticSource(seed=recipe.seed), str(traces))
    rows = [json.loads(line) for line in traces.read_text(encoding="utf-8").splitlines()]
    fractions = {"train": 1.0 - recipe.validation, "validation": recipe.validation}
    build_dataset(rows, work / "data", fractions, recipe.seed, recipe.test_examples)
    return work / "data"


def build_default(out: Optional[str | Path] = None, recipe: Recipe = Recipe(), force: bool = False) -> tuple[Path, dict]:
    """Build (or reuse) the default PBM; returns its directory and the build record."""
    target = Path(out) if out else default_pbm_dir()

    def build() -> dict:
        started = time.perf_counter()
        say(f"1/3 {recipe.stories} stories, synthetic traces and DEL labels")
        data = build_data(target / "work", recipe)
        corpus = [turn["content"] for row in read_conversations(data / "train.rlhflow.jsonl")
                  for turn in row["conversations"] if turn["role"] == "user"]
        say("2/3 tokenizer and tiny model")
        base = build_tiny_model(target / "work" / "base", corpus, recipe.model, recipe.seed)
        say(f"3/3 training, {recipe.epochs} epoch(s) (the default recipe takes {BUILD_DEFAULT_TIME} in all)")
        report = train_pbm(str(data), str(base), str(target), "cpu", recipe.seed, recipe.context,
                           num_train_epochs=recipe.epochs, learning_rate=recipe.learning_rate,
                           gradient_accumulation_steps=recipe.accumulation)
        shutil.move(str(data), str(target / "data"))  # keep the splits (test set for `pbm bench`)
        shutil.rmtree(target / "work")
        shutil.rmtree(target / "checkpoints", ignore_errors=True)
        return {"train": report, "seconds": round(time.perf_counter() - started, 1),
                "test": str(target / "data" / "test.rlhflow.jsonl")}

    # a build starts afresh (never resumed); a directory this command did not make is never deleted
    info, reused = stage.cached(target, asdict(recipe), build, force, record_file=BUILD_FILE, marker_file=MARKER,
                                resume=False, refusal=REFUSAL, name="pbm build-default")
    if not reused:
        log.info(f"pbm build-default: {target} in {info['seconds']} s")
    return target, {**info, "reused": reused}
