"""Traces of two generated stories for the served-PBM tests: the gold trace and a synthetic one with errors of the
first three questions of each story."""
from __future__ import annotations

import random

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory
from dellabels.traces.synth import synthesize_trace


def served_records() -> list[dict]:
    """``{"story", "question", "trace"}`` records: gold then synthetic, question by question."""
    out = []
    for record in generate(2, seed=11, lengths=(1,), progress=False):
        story = HiToMStory(record["story"])
        for q in record["questions"][:3]:
            out.append({"story": record["story"], "question": q["question"], "trace": gold_trace(story, q["question"])})
            out.append({"story": record["story"], "question": q["question"],
                        "trace": synthesize_trace(story, q["question"], random.Random(q["question"]))})
    return out
