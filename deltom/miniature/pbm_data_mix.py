"""Stage 2 data mix: the trace LM's own traces plus DEL-synthesised traces with injected errors.

The miniature trace LM is wrong at most steps, so its own DEL-labelled traces
are mostly '-': a PBM trained on them alone learns "how long a trace stays
right" more than which step is wrong. Traces written by
``dellabels.traces.synth`` (gold traces with the error taxonomy injected: absent
updates, stale beliefs, swapped chains, flipped trust, wrong containers,
format slips) are right up to an error and then wrong (strict labels), so
they add '+' steps and errors of known kinds. Only the training split gets
them: the held-out test split (``pbm bench``) stays the trace LM's own
traces, and synthetic stories are separate stories, so splits stay
story-disjoint. The labels always come from the DEL labeler on the rendered
text, never from the injector's bookkeeping.
"""
from __future__ import annotations

import random
from typing import Iterable, Mapping, Optional, Sequence

from dellabels.hitom.world import HiToMStory
from dellabels.pbm_data import Example
from dellabels.traces.synth import DEFAULT_RATES, synthesize_trace

SYNTH_SOURCE = "synth"


def synthetic_records(stories: Iterable[dict], per_question: int, seed: int,
                      rates: Mapping[str, float] = DEFAULT_RATES) -> list[dict]:
    """Trace records (the ``traces.jsonl`` layout of ``dellabels traces``) of synthesised traces.

    ``stories``: ``dellabels generate`` records; ``per_question`` traces per question, each drawn
    with its own seeded generator so a record never depends on the others.
    """
    records = []
    for number, record in enumerate(stories, start=1):
        story_id = f"{SYNTH_SOURCE}-{record.get('id', number)}"
        story = HiToMStory(record["story"])
        for question in record["questions"]:
            for k in range(per_question):
                rng = random.Random(f"{seed}-{story_id}-{question['question']}-{k}")
                records.append({"id": f"{story_id}-o{question['order']}-k{k}", "story_id": story_id,
                                "story": record["story"], "question": question["question"],
                                "order": question["order"], "sample": k, "choices": record.get("choices"),
                                "trace": synthesize_trace(story, question["question"], rng, rates),
                                "source": SYNTH_SOURCE})
    return records


def step_counts(examples: Iterable[Example]) -> dict[str, int]:
    """``{"+": n, "-": n}``: step labels over ``examples``."""
    plus = minus = 0
    for example in examples:
        plus += sum(example.labels)
        minus += len(example.labels) - sum(example.labels)
    return {"+": plus, "-": minus}


def plus_share(counts: Mapping[str, int]) -> float:
    """The share of '+' steps (0.0 for no steps)."""
    total = counts["+"] + counts["-"]
    return counts["+"] / total if total else 0.0


def mix_for_balance(own: Sequence[Example], synthetic: Sequence[Example], target: float = 0.5,
                    limit: Optional[int] = None) -> tuple[list[Example], dict]:
    """``own`` plus synthetic examples, taken in order, until the '+' share of steps reaches ``target``.

    Stops early at ``limit`` synthetic examples (training time grows with them) or when ``synthetic``
    runs out; a synthetic example that would move the share away from ``target`` is skipped. Returns the
    mix and a report (steps before/after, synthetic examples used).
    """
    if not 0.0 < target < 1.0:
        raise ValueError(f"target '+' share must be in (0, 1), got {target}")
    counts = step_counts(own)
    before = dict(counts)
    chosen: list[Example] = []
    for example in synthetic:
        if plus_share(counts) >= target or (limit is not None and len(chosen) >= limit):
            break
        plus = sum(example.labels)
        if plus / max(len(example.labels), 1) <= plus_share(counts):
            continue  # adds '-' more than '+': not what the balance needs
        counts["+"] += plus
        counts["-"] += len(example.labels) - plus
        chosen.append(example)
    report = {"own_steps": before, "mixed_steps": dict(counts), "own_examples": len(own),
              "synthetic_examples": len(chosen), "plus_share_before": round(plus_share(before), 3),
              "plus_share_after": round(plus_share(counts), 3)}
    return [*own, *chosen], report
