"""Labeling speed: labeled traces per second of ``label_trace``, and ``verify`` responses per second, on one core.

Usage: .venv/bin/python bench/label_speed.py [--n 10000] [--seed 0]
Target: >= 3,000 traces/s of `label_trace` on one core, the story object reused (what `dellabels label` runs).

The traces are model-like: for every question of seeded generated stories (lengths 1-3),
one gold trace and three DEL-synthesised traces with the synthesiser's default error
rates (wrong beliefs, skipped / merged / duplicated steps, missing brackets, ...).
Four figures, each in a fresh process that is handed the traces (so every memo starts empty
and fills as a run's would):

* ``label_trace, story from text per trace (cold)``: ``HiToMStory`` built from the story text
  for every trace, then ``label_trace``; each story is simulated once (its first trace pays).
* ``label_trace, story object reused``: one story object per story, built before timing
  (``dellabels label``, ``pbm-data``, the DEL PBM backend).
* ``verify from text, story reused``: what ``hitom_del``'s ``process_results`` and Best-of-N
  rescoring do per response, ``verify(story text, question text, response text, gold answer,
  choices)``, with every story simulated before timing: in a run the questions of a story and
  the N samples of a question share the memoised story (``story_of``).
* ``verify from text, cold start``: the same with nothing simulated first; here only about 20
  responses share each story, far fewer than in a Best-of-N run.

Labeling is pure Python, so the process is pinned to one CPU (``os.sched_setaffinity``);
rates are per CPU second of the measuring process (robust to other load on that CPU), with
the wall-clock rate beside them (equal on an idle machine).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import os
import random
import sys
import time

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory, forget_stories
from dellabels.hitom.grammar import parse_question
from dellabels.traces.labeler import label_trace
from dellabels.traces.synth import synthesize_trace
from dellabels.traces.verify import story_of, verify

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


def gold_answers(rows) -> list[str]:
    """The DEL answer of every row's question ("Null" where there is no belief), as a task's doc holds it."""
    answers = []
    for text, question, _, _ in rows:
        q = parse_question(question)
        answers.append(HiToMStory(text).belief_steps(q.chain, q.obj)[-1] or "Null")
    return answers


class _Clock:
    """CPU seconds of this process (what one core spends, whatever else shares it) and wall seconds."""

    def __enter__(self) -> "_Clock":
        self.cpu, self.wall = time.process_time(), time.perf_counter()
        return self

    def __exit__(self, *_) -> None:
        self.cpu, self.wall = time.process_time() - self.cpu, time.perf_counter() - self.wall


def _label_from_text(rows, answers) -> tuple[_Clock, int]:
    forget_stories()
    with _Clock() as clock:
        for text, question, trace, choices in rows:
            label_trace(HiToMStory(text), question, trace, choices)
    return clock, 0


def _label_reused(rows, answers) -> tuple[_Clock, int]:
    stories = {text: HiToMStory(text) for text, _, _, _ in rows}
    with _Clock() as clock:
        right = sum(label_trace(stories[text], question, trace, choices).first_error is None
                    for text, question, trace, choices in rows)
    return clock, right


def _verify(rows, answers, cold: bool) -> tuple[_Clock, int]:
    if cold:
        forget_stories()
    else:
        for text in {row[0] for row in rows}:
            story_of(text)
    with _Clock() as clock:
        verified = sum(verify(text, question, trace, answer, choices).verified
                       for (text, question, trace, choices), answer in zip(rows, answers))
    return clock, verified


FIGURES = {
    "label_trace, story from text per trace (cold)": _label_from_text,
    "label_trace, story object reused": _label_reused,
    "verify from text, story reused": lambda rows, answers: _verify(rows, answers, cold=False),
    "verify from text, cold start (each story simulated by its first response)":
        lambda rows, answers: _verify(rows, answers, cold=True),
}


def _child(name: str, rows, answers, out) -> None:
    out.put(FIGURES[name](rows, answers))


def measure(name: str, rows, answers) -> tuple[_Clock, int]:
    """(times, count) of one figure, in a fresh (spawned) process: every memo starts empty."""
    context = multiprocessing.get_context("spawn")
    out = context.Queue()
    process = context.Process(target=_child, args=(name, rows, answers, out))
    process.start()
    result = out.get()
    process.join()
    return result


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10000, help="traces to label")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    rows = trace_set(args.n, args.seed)
    answers = gold_answers(rows)
    forget_stories()  # generating the stories simulated them: each figure starts cold
    command = " ".join(["python", "bench/label_speed.py"] + (sys.argv[1:] if argv is None else list(argv)))
    print(f"command: {command}")
    print(f"cpus={sorted(os.sched_getaffinity(0)) if hasattr(os, 'sched_getaffinity') else os.cpu_count()} "
          f"traces={len(rows)} stories={len({row[0] for row in rows})}")
    for name in FIGURES:
        clock, count = measure(name, rows, answers)
        counted = {"label_trace, story object reused": f", {count} with every step right",
                   "verify from text, story reused": f", {count} verified"}.get(name, "")
        print(f"{name}: {len(rows) / clock.cpu:,.0f} traces/s ({clock.cpu:.2f} CPU s, "
              f"{len(rows) / clock.wall:,.0f}/s by wall clock{counted})")


if __name__ == "__main__":
    main()
