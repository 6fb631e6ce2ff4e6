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
Splits are by story (a story never appears in two splits); a story is its text
(``dellabels.hitom.story_ids``): one ``story_id`` for two different stories is
refused, naming both records. With
``test_examples`` a held-out test set with at least that many multi-step
examples, balanced over orders 0-4, is filled first (the paper's Table 4
protocol). ``build_dataset`` is the one way from trace records to a dataset
directory: the splits and ``stats.json``, which lists the files of the set
(``dellabels.io.filesets``; readers use only those).
"""
from __future__ import annotations

import hashlib
import json
import math
import os
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Optional, Sequence

from tqdm import tqdm

from dellabels.hitom.grammar import StoryParseError, parse_question
from dellabels.hitom.story_ids import StoryIds, story_hash
from dellabels.hitom.world import HiToMStory
from dellabels.io.filesets import FILES, commit_set, read_manifest, staging
from dellabels.io.jsonl import require_fields
from dellabels.traces.labeler import label_trace
from dellabels.traces.parse import parse_trace
from dellabels.traces.prompt import pbm_prompt
from deltom_base.errors import EmptySplitError, clip

# What the DEL-ToM reference writes (and labels "-") when a trace has no extractable final answer.
MISSING_FINAL = "ParseError"
LAYOUTS = ("rlhflow", "stepwise")
STATS = "stats.json"  # the statistics, and the manifest of the set of files
NAMED_SKIPS = 5  # skipped records named per reason (the rest are counted)


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


class Skipped(dict):
    """``{reason: count}`` of the records that gave no example; ``named``: the first few of each, as
    ``{reason: ["<where>: <why>", ...]}``."""

    def __init__(self) -> None:
        super().__init__()
        self.named: dict[str, list[str]] = {}

    def add(self, reason: str, why: str) -> None:
        self[reason] = self.get(reason, 0) + 1
        if len(self.named.setdefault(reason, [])) < NAMED_SKIPS:
            self.named[reason].append(clip(why, 200))

    def summary(self) -> str:
        """One line: each reason with its count and the records named."""
        return "; ".join(f"{count} {reason} ({', '.join(self.named[reason])}{', ...' if count > NAMED_SKIPS else ''})"
                         for reason, count in self.items())


def build_examples(records: Iterable[dict], origin: Optional[Sequence[str]] = None) -> tuple[list[Example], Skipped]:
    """Label every trace; returns the examples and the records skipped (``Skipped``).

    ``origin[i]``: where record i came from, e.g. "traces.jsonl line 4" (default "record i").
    One ``story_id`` for two different stories is a ``StoryIdConflict`` naming both records.
    """
    stories: dict[str, HiToMStory] = {}  # by story hash
    keys: dict[str, str] = {}  # story hash -> the key its examples share (the first record's story_key)
    ids = StoryIds()
    examples, skipped = [], Skipped()
    skip = skipped.add

    for index, record in enumerate(tqdm(records, desc="labeling", unit="trace", mininterval=1)):
        where = origin[index] if origin else f"record {index + 1}"
        problem = require_fields(record, {"story": str, "question": str, "trace": str}, where)
        if problem:
            skip("bad_record", problem)
            continue
        if record.get("story_id") is not None:
            digest = ids.check(str(record["story_id"]), record["story"], where)
        else:
            digest = story_hash(record["story"])
        try:
            if digest not in stories:
                stories[digest] = HiToMStory(record["story"])
            question = parse_question(record["question"])
        except StoryParseError as err:
            skip("bad_record", f"{where}: {err}")
            continue
        key = keys.setdefault(digest, story_key(record))
        parsed = parse_trace(record["trace"], record.get("choices"))
        if not parsed.steps:
            skip("no_steps", f"{where}: no '## Step k ##' block in the trace")
            continue
        labels = label_trace(stories[digest], question, record["trace"], record.get("choices"))
        strict = [s.strict_correct for s in labels.steps]
        if not labels.final_correct:  # wrong or missing final answer
            strict[-1] = False
        final = parsed.raw_final.strip() if parsed.raw_final is not None else None
        examples.append(Example(key, question.order, pbm_prompt(record["story"], question.text),
                                [s.text for s in parsed.steps], strict, final))
    return examples, skipped


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


def split_files(name: str) -> tuple[str, ...]:
    """The file names of split ``name``, one per layout."""
    return tuple(f"{name}.{layout}.jsonl" for layout in LAYOUTS)


def dataset_files(out_dir: str | Path) -> list[str]:
    """The files of the dataset in ``out_dir``: those its stats.json lists, or (stats.json from before
    file lists) the split files of the splits it counts."""
    listed = read_manifest(out_dir, STATS)
    if listed is not None:
        return sorted(listed[FILES])
    try:
        old = json.loads((Path(out_dir) / STATS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    splits = old.get("splits") if isinstance(old, dict) else None
    return sorted(f for name in (splits if isinstance(splits, dict) else {}) for f in split_files(str(name)))


def write_splits(splits: dict[str, list[Example]], out_dir: str) -> None:
    """``<split>.rlhflow.jsonl`` and ``<split>.stepwise.jsonl`` of every split, written in place."""
    os.makedirs(out_dir, exist_ok=True)
    for name, items in splits.items():
        rlhflow, stepwise = split_files(name)
        with open(os.path.join(out_dir, rlhflow), "w", encoding="utf-8") as rl, \
                open(os.path.join(out_dir, stepwise), "w", encoding="utf-8") as sw:
            for example in items:
                rl.write(json.dumps(example.rlhflow()) + "\n")
                sw.write(json.dumps(example.stepwise()) + "\n")


# A transform of the training split: the new split and the entries it adds to the statistics.
TrainTransform = Callable[[list[Example]], tuple[list[Example], dict]]


def build_dataset(records: Iterable[dict], out_dir: str | Path, fractions: dict[str, float], seed: int = 0,
                  test_examples: int = 0, transform_train: Optional[TrainTransform] = None,
                  extra_stats: Optional[dict] = None, require_splits: bool = False,
                  origin: Optional[Sequence[str]] = None) -> dict:
    """Label trace ``records``, split them by story and write a PBM dataset into ``out_dir``; returns its stats.

    ``fractions`` and ``seed`` share the stories out (``test_examples``: a balanced test split first,
    see ``split_by_story``); ``require_splits`` raises ``EmptySplitError`` before anything is written
    when a split of ``fractions`` would be empty. ``transform_train`` may replace the training split
    (e.g. mix in more examples) and adds its report to the statistics. ``origin``: where each record
    came from (``build_examples``).

    The folder gets one set of files (``dellabels.io.filesets.commit_set``): the split files are
    written into a staging folder beside them and renamed into place, the files of an earlier set
    that this one lacks are removed, and ``stats.json`` is written last; it holds ``extra_stats``,
    ``skipped`` (records that gave no example), ``skipped_records`` (the first few named),
    ``splits`` (``statistics``), the transform's entries and ``files`` (the set, with sizes and
    SHA-256, which readers check).
    """
    examples, skipped = build_examples(records, origin)
    splits = split_by_story(examples, fractions, seed, test_examples)
    empty = [name for name in fractions if name != "test" and not splits.get(name)]
    if require_splits and empty:
        raise EmptySplitError(empty, len(examples), len(splits.get("test", [])))
    added: dict = {}
    if transform_train is not None:
        splits["train"], added = transform_train(splits["train"])
    stats = {**(extra_stats or {}), "skipped": skipped, "skipped_records": skipped.named,
             "splits": statistics(splits), **added}
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    previous = dataset_files(out)
    with staging(out) as built:
        write_splits(splits, str(built))
        commit_set(out, built, STATS, stats, previous)
    return stats
