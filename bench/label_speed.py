"""Labeling speed: labeled traces per second of ``label_trace`` on one core.

Usage: .venv/bin/python bench/label_speed.py [--n 10000] [--seed 0]
Target (issue 24 item 7): >= 5,000 traces/s on one core.

The traces are model-like: for every question of seeded generated stories (lengths 1-3),
one gold trace and three DEL-synthesised traces with the synthesiser's default error
rates (wrong beliefs, skipped / merged / duplicated steps, missing brackets, ...).
Two figures:

* ``per_response``: what a task's ``process_results`` does per response: build
  ``HiToMStory`` from the story text, then ``label_trace`` with the question text. It runs
  first, from cold caches: each story is simulated once (its first response pays for it).
* ``story_reused``: the story object built once per story and reused (``dellabels label``,
  ``pbm-data``, the DEL PBM backend).

Labeling is pure Python, so the process is pinned to one CPU (``os.sched_setaffinity``).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import time

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory, forget_stories
from dellabels.traces.labeler import label_trace
from dellabels.traces.synth import synthesize_trace

SYNTHESISED_PER_QUESTION = 3


def trace_set(n: int, seed: int = 0) -> list[tuple[str, str, str, str]]:
    """``n`` (story text, question, trace, choices) rows: per question one gold trace, then synthesised ones."""
    rows: list[tuple[str, str, str, str]] = []
    per_story = 5 * (1 + SYNTHESISED_PER_QUESTION)
    rng = random.Random(f"label-speed:{seed}")
    for record in generate(-(-n // per_story), seed=seed, lengths=(1, 2, 3), workers=1, progress=False):
        story = HiToMStory(record["story"])
        for question in record["questions"]:
            rows.append((record["story"], question["question"], gold_trace(story, question["question"]),
                         record["choices"]))
            for _ in range(SYNTHESISED_PER_QUESTION):
                rows.append((record["story"], question["question"],
                             synthesize_trace(story, question["question"], rng), record["choices"]))
    return rows[:n]


def labels_digest(rows, stories=None) -> str:
    """sha256 of every row's ``label_trace`` JSON (stories built from text unless given)."""
    digest = hashlib.sha256()
    for text, question, trace, choices in rows:
        story = stories[text] if stories is not None else HiToMStory(text)
        digest.update(json.dumps(label_trace(story, question, trace, choices).to_json(), sort_keys=True).encode())
    return digest.hexdigest()


def _timed(rows, stories=None) -> float:
    start = time.perf_counter()
    for text, question, trace, choices in rows:
        story = stories[text] if stories is not None else HiToMStory(text)
        label_trace(story, question, trace, choices)
    return time.perf_counter() - start


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10000, help="traces to label")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    rows = trace_set(args.n, args.seed)
    forget_stories()  # generating the stories simulated them: start cold, as a run does
    per_response = _timed(rows)
    stories = {text: HiToMStory(text) for text, _, _, _ in rows}
    reused = _timed(rows, stories)
    right = sum(label_trace(stories[t], q, tr, c).first_error is None for t, q, tr, c in rows)
    command = " ".join(["python", "bench/label_speed.py"] + (sys.argv[1:] if argv is None else list(argv)))
    print(f"command: {command}")
    print(f"cpus={sorted(os.sched_getaffinity(0)) if hasattr(os, 'sched_getaffinity') else os.cpu_count()} "
          f"traces={len(rows)} stories={len(stories)} verified_steps_traces={right}")
    print(f"per_response (HiToMStory from text + label_trace): {len(rows) / per_response:,.0f} traces/s "
          f"({per_response:.2f} s)")
    print(f"story_reused (label_trace only): {len(rows) / reused:,.0f} traces/s ({reused:.2f} s)")


if __name__ == "__main__":
    main()
