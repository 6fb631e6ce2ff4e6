"""Stories, questions and the DEL engine's per-line golds for the free-form claim audit's writers.

A blind writer sees only this file's output (and a brief), never the claim reader: every fact a
response could state is here, line by line, from the engine. ``python bench/freeform_golds.py
--seed S --out F`` writes one JSON object per question: the numbered story, the question, its choices
and gold answer, and per story line where each object is, where each agent is, who witnessed the line,
and the beliefs of the chains a response about the question is likely to state.
"""
from __future__ import annotations

import argparse
import itertools
import json
import random

from dellabels.hitom.grammar import parse_question
from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory
from dellabels.claims.timeline import Timeline
from dellabels.tomi.grammar import parse_question as parse_tomi_question
from dellabels.tomi.writer import generate as generate_tomi
from dellabels.tomi.world import story_from_text


def _chains(agents: tuple[str, ...], question_chain: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every order-1 and order-2 chain, and every contiguous part of the question's chain."""
    out = {(a,) for a in agents} | set(itertools.permutations(agents, 2))
    q = tuple(question_chain)
    out |= {q[i:j] for i in range(len(q)) for j in range(i + 1, len(q) + 1)}
    return sorted(out, key=lambda c: (len(c), c))


def golds(story: HiToMStory, chain: tuple[str, ...], obj: str) -> list[dict]:
    """Per story line: the line, where things and agents are after it, its witnesses, the chains' beliefs."""
    tl = Timeline(story)
    rows = []
    for t, line in enumerate(story.lines, start=1):
        snap = tl.snapshots[t]
        rows.append({
            "line": line.shown, "text": line.text,
            "objects": {o: snap.container_of.get(o) for o in tl.objects},
            "agents_room": {a: snap.room_of.get(a) for a in tl.agents},
            "witnessed_by": sorted(a for a in tl.agents if tl.witnessed(a, t)),
            "beliefs_about_" + obj: {" -> ".join(c): tl.belief(c, obj, t) for c in _chains(tl.agents, chain)},
        })
    return rows


def hitom_items(seed: int, n_stories: int, per_order: int) -> list[dict]:
    """``per_order`` questions of each order 0-4, one per generated story."""
    items, taken = [], {k: 0 for k in range(5)}
    for index, record in enumerate(generate(n_stories, seed, (1, 2), 0.6, 0.1, progress=False)):
        story = HiToMStory(record["story"])
        q = record["questions"][index % 5]
        if taken[q["order"]] >= per_order:
            continue
        taken[q["order"]] += 1
        items.append({"id": f"{record['id']}-o{q['order']}", "world": "hitom", "story": record["story"],
                      "question": q["question"], "choices": record["choices"], "answer": q["answer"],
                      "order": q["order"], "question_type": f"order_{q['order']}",
                      "golds": golds(story, tuple(q["chain"]), parse_question(q["question"]).obj)})
        if all(v >= per_order for v in taken.values()):
            break
    return items


def tomi_items(seed: int, n: int) -> list[dict]:
    """``n`` ToMi-style questions, the question types in turn."""
    items = []
    for k, record in enumerate(generate_tomi(n, seed)):
        q = record["questions"][k % len(record["questions"])]
        world = story_from_text(record["story"])
        items.append({"id": f"{record['id']}-{q['question_type']}", "world": "tomi", "story": record["story"],
                      "question": q["question"], "answer": q["answer"], "order": len(q["chain"]),
                      "question_type": q["question_type"],
                      "golds": golds(world.story, tuple(q["chain"]), parse_tomi_question(q["question"]).obj)})
    return items


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--per-order", type=int, default=9)
    parser.add_argument("--tomi", type=int, default=15)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    items = hitom_items(args.seed, 400, args.per_order) + tomi_items(args.seed, args.tomi)
    random.Random(args.seed).shuffle(items)
    with open(args.out, "w") as handle:
        for item in items:
            handle.write(json.dumps(item) + "\n")
    print(f"{len(items)} questions -> {args.out}")


if __name__ == "__main__":
    main()
