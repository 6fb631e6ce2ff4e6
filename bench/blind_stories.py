"""Write the story packets a blind audit writer works from: stories, questions and DEL golds, nothing else.

Usage: .venv/bin/python bench/blind_stories.py --seed 58 --stories 60 --out /tmp/blind1/stories.jsonl

A blind audit (``bench/data/verifier_blind*.jsonl.xz``, see ``bench/data/BLIND.md``) is written by someone who
never sees the verifier: they get this file, the one-shot DEL prompt and a brief of how capable models write
traces, and label every trace by reading it. Each line here is one question on one story of the project's own
generator (``dellabels.hitom.story_generator``, Hi-ToM's vocabulary, story length 1, half with claims), with the
engine's belief of the question's chain after every story line (``gold_beliefs``, None for no belief) and each
line's event kind, so the writer can state right beliefs and plant wrong ones without reading the code.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from dellabels.hitom.grammar import parse_sentence
from dellabels.hitom.story_generator import generate
from dellabels.traces.wording import event_kind


def packets(seed: int, stories: int) -> list[dict]:
    """One packet per (story, question): every order of every story."""
    found = []
    for record in generate(stories, seed=seed, lengths=(1,), tell_ratio=0.5, noise=0.2, workers=1, progress=False):
        lines = record["story"].split("\n")
        kinds = [event_kind(parse_sentence(line.split(" ", 1)[1])) for line in lines]
        for q in record["questions"]:
            found.append({"story_id": record["id"], "story": record["story"], "line_kinds": kinds,
                          "question": q["question"], "order": q["order"], "chain": q["chain"],
                          "choices": record["choices"], "answer": q["answer"], "gold_beliefs": q["steps"]})
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--stories", type=int, default=60)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rows = packets(args.seed, args.stories)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    print(f"{len(rows)} questions on {args.stories} stories -> {out}")


if __name__ == "__main__":
    main()
