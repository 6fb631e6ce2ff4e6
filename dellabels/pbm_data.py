"""PBM training / test data from labeled traces.

Two layouts per split:
* ``<split>.rlhflow.jsonl``: the RLHFlow conversation layout of the released
  ToM-PBM-Train data: user turn = prompt + "## Step 1 ##\\n<step>", assistant
  "+" / "-", one user turn per step, the last one followed by
  "\\n\\nFinal Answer: [x]". Labels are prefix-strict; the last turn is "-" also
  when the final answer is wrong or missing. A trace without a final answer
  (truncated at ``max_gen_toks``, rambling) ends with "Final Answer:
  [ParseError]" as in the DEL-ToM reference, so a PBM learns that stopping
  early is wrong; ``pbm.conversation`` scores traces through this same
  construction.
* ``<split>.stepwise.jsonl``: step-labelled completions ``{"prompt",
  "completions": [step, ...], "labels": [bool, ...]}`` (the same strict labels),
  the stepwise-supervision layout of process-reward datasets such as
  ``trl-lib/math_shepherd``, for token-classification verifiers elsewhere;
  ``pbm train`` reads the RLHFlow layout.
Splits are by story (a story never appears in two splits). With
``test_examples`` a held-out test set with at least that many multi-step
examples, balanced over orders 0-4, is filled first (the paper's Table 4
protocol). ``build_dataset`` is the one way from trace records to a dataset
directory (the splits and ``stats.json``).
"""
from __future__ import annotations

import hashlib
import json
import math
import os
import tempfile
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Optional

from tqdm import tqdm

from dellabels.hitom.grammar import StoryParseError, parse_question
from dellabels.hitom.world import HiToMStory
from dellabels.io.outputs import write_text_atomic
from dellabels.traces.labeler import label_trace
from dellabels.traces.prompt import pbm_prompt
from dellabels.traces.parse import parse_trace


# What the DEL-ToM reference writes (and labels "-") when a trace has no extractable final answer.
MISSING_FINAL = "ParseError"


@dataclass
class Example:
    story_key: str
    order: int
    prompt: str
    steps: list[str]
    labels: list[bool]
    final: Optional[str]

    def rlhflow(self, partial: bool = False) -> dict:
        """The RLHFlow conversation; the last user turn carries the final answer (ParseError if none).

        ``partial``: a trace still being written (beam search) has no final turn yet.
        """
        final = MISSING_FINAL if self.final is None else self.final
        turns = []
        for k, (step, label) in enumerate(zip(self.steps, self.labels), start=1):
            content = f"## Step {k} ##\n{step}"
            if k == 1:
                content = self.prompt + content
            if k == len(self.steps) and not (partial and self.final is None):
                content += f"\n\nFinal Answer: [{final}]"
            turns += [{"role": "user", "content": content}, {"role": "assistant", "content": "+" if label else "-"}]
        return {"conversations": turns, "order": self.order, "story_id": self.story_key}

    def stepwise(self) -> dict:
        """Step-labelled completions: the prompt, one completion per step, one label per completion."""
        return {"prompt": self.prompt, "completions": [f"## Step {k} ##\n{s}" for k, s in enumerate(self.steps, 1)],
                "labels": self.labels, "order": self.order, "story_id": self.story_key}


def story_key(record: dict) -> str:
    """Stable identity of a record's story (its story_id, else a hash of the text)."""
    if record.get("story_id") is not None:
        return str(record["story_id"])
    return hashlib.sha1(record["story"].encode("utf-8")).hexdigest()[:16]


def build_examples(records: Iterable[dict]) -> tuple[list[Example], dict]:
    """Label every trace; returns the examples and counts of skipped records."""
    stories: dict[str, HiToMStory] = {}
    examples, skipped = [], defaultdict(int)
    for record in tqdm(records, desc="labeling", unit="trace", mininterval=1):
        try:
            key = story_key(record)
            if key not in stories:
                stories[key] = HiToMStory(record["story"])
            question = parse_question(record["question"])
        except (StoryParseError, KeyError, TypeError, AttributeError):
            skipped["bad_record"] += 1
            continue
        parsed = parse_trace(record.get("trace"), record.get("choices"))
        if not parsed.steps:
            skipped["no_steps"] += 1
            continue
        labels = label_trace(stories[key], question, record["trace"], record.get("choices"))
        strict = [s.strict_correct for s in labels.steps]
        if not labels.final_correct:  # wrong or missing final answer
            strict[-1] = False
        final = parsed.raw_final.strip() if parsed.raw_final is not None else None
        examples.append(Example(key, question.order, pbm_prompt(record["story"], question.text),
                                [s.text for s in parsed.steps], strict, final))
    return examples, dict(skipped)


def _rank(key: str, seed: int) -> str:
    return hashlib.sha1(f"{seed}:{key}".encode()).hexdigest()


def split_by_story(examples: list[Example], fractions: dict[str, float], seed: int = 0,
                   test_examples: int = 0) -> dict[str, list[Example]]:
    """Assign whole stories to splits; with ``test_examples`` fill a balanced test split first."""
    by_story: dict[str, list[Example]] = defaultdict(list)
    for example in examples:
        by_story[example.story_key].append(example)
    order = sorted(by_story, key=lambda k: _rank(k, seed))
    splits: dict[str, list[Example]] = {name: [] for name in fractions}
    remaining = order
    if test_examples:
        quota = math.ceil(test_examples / 5)
        per_order: dict[int, int] = defaultdict(int)
        splits.setdefault("test", [])
        remaining = []
        for key in order:
            if any(per_order[e.order] < quota for e in by_story[key] if len(e.steps) > 1):
                splits["test"].extend(by_story[key])
                for e in by_story[key]:
                    per_order[e.order] += len(e.steps) > 1
            else:
                remaining.append(key)
        fractions = {k: v for k, v in fractions.items() if k != "test"}
    total = sum(fractions.values())
    bounds, acc = [], 0.0
    for name, share in fractions.items():
        acc += share / total
        bounds.append((acc, name))
    for key in remaining:
        point = int(_rank(key, seed + 1)[:8], 16) / 16 ** 8
        name = next((n for b, n in bounds if point < b), bounds[-1][1])
        splits[name].extend(by_story[key])
    return splits


def statistics(splits: dict[str, list[Example]]) -> dict:
    """Examples, steps and positive-step rate per split and order."""
    stats = {}
    for name, items in splits.items():
        rows: dict = {}
        for key, subset in [("all", items)] + [(str(o), [e for e in items if e.order == o]) for o in range(5)]:
            steps = sum(len(e.steps) for e in subset)
            positive = sum(sum(e.labels) for e in subset)
            rows[key] = {"examples": len(subset), "multi_step": sum(len(e.steps) > 1 for e in subset),
                         "steps": steps, "positive_rate": round(positive / steps, 4) if steps else None}
        stats[name] = {"stories": len({e.story_key for e in items}), **rows}
    return stats


def write_splits(splits: dict[str, list[Example]], out_dir: str) -> None:
    """``<split>.rlhflow.jsonl`` and ``<split>.stepwise.jsonl`` of every split, written in place."""
    os.makedirs(out_dir, exist_ok=True)
    for name, items in splits.items():
        with open(os.path.join(out_dir, f"{name}.rlhflow.jsonl"), "w", encoding="utf-8") as rl, \
                open(os.path.join(out_dir, f"{name}.stepwise.jsonl"), "w", encoding="utf-8") as sw:
            for example in items:
                rl.write(json.dumps(example.rlhflow()) + "\n")
                sw.write(json.dumps(example.stepwise()) + "\n")


class EmptySplitError(ValueError):
    """Named splits (other than the test split) that would hold no example."""

    def __init__(self, empty: list[str], examples: int, test: int):
        super().__init__(f"split(s) {', '.join(empty)} would be empty: {examples} example(s)")
        self.empty, self.examples, self.test = empty, examples, test


# A transform of the training split: the new split and the entries it adds to the statistics.
TrainTransform = Callable[[list[Example]], tuple[list[Example], dict]]


def build_dataset(records: Iterable[dict], out_dir: str | Path, fractions: dict[str, float], seed: int = 0,
                  test_examples: int = 0, transform_train: Optional[TrainTransform] = None,
                  extra_stats: Optional[dict] = None, require_splits: bool = False) -> dict:
    """Label trace ``records``, split them by story and write a PBM dataset into ``out_dir``; returns its stats.

    ``fractions`` and ``seed`` share the stories out (``test_examples``: a balanced test split first,
    see ``split_by_story``); ``require_splits`` raises ``EmptySplitError`` before anything is written
    when a split of ``fractions`` would be empty. ``transform_train`` may replace the training split
    (e.g. mix in more examples) and adds its report to the statistics. The split files are written
    into a staging folder beside them and renamed into place, so no split file is ever half written;
    ``stats.json`` holds ``extra_stats``, ``skipped`` (records that gave no example), ``splits``
    (``statistics``) and the transform's entries.
    """
    examples, skipped = build_examples(records)
    splits = split_by_story(examples, fractions, seed, test_examples)
    empty = [name for name in fractions if name != "test" and not splits.get(name)]
    if require_splits and empty:
        raise EmptySplitError(empty, len(examples), len(splits.get("test", [])))
    added: dict = {}
    if transform_train is not None:
        splits["train"], added = transform_train(splits["train"])
    stats = {**(extra_stats or {}), "skipped": skipped, "splits": statistics(splits), **added}
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out, prefix=".pbm-data-") as staging:
        write_splits(splits, staging)
        for name in sorted(os.listdir(staging)):
            os.replace(os.path.join(staging, name), out / name)
    write_text_atomic(out / "stats.json", json.dumps(stats, indent=1))
    return stats
