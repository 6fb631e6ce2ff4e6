"""Seeded ToMi-style stories labeled by the DEL engine (`dellabels generate --style tomi`).

The story plan follows ToMi's published generator: two agents enter a room
(in random order), the object is placed in one of two containers, then one
move and one or two presence changes in random order (the second agent
leaves; once out it comes back, to the room or to another one; if that is the
last change, the mover may leave first: a second-order false belief), a third
agent enters (and maybe leaves) somewhere in the story, and up to two noise
lines. Every answer comes from the engine reading the text (``ToMiStory``), so
the golds carry none of ToMi's second-order mislabels. Story i depends only on
(seed, i).
"""
from __future__ import annotations

import random
from typing import Iterator, Optional

from dellabels.hitom.story_ids import story_hash
from dellabels.hitom.story_writer import load_vocab
from dellabels.tomi.grammar import ToMiQuestion, parse_story, question_text
from dellabels.tomi.world import ToMiStory

NOISE_VERBS = ("likes", "dislikes", "loves", "hates")


def write_story(rng: random.Random, vocab: dict) -> tuple[list[str], tuple[str, str, str], str, str]:
    """(sentences, (mover, other, third), object, story type) of one ToMi-style story."""
    a1, a2, a3 = rng.sample(vocab["names"], 3)
    room, other_room = rng.sample(vocab["rooms"], 2)
    obj = rng.choice(vocab["objects"])
    c1, c2 = (f"{c}_{t}" for c, t in zip(rng.sample(vocab["colours"], 2), rng.sample(vocab["container_types"], 2)))
    first, second = rng.sample([a1, a2], 2)
    lines = [f"{first} entered the {room}.", f"{second} entered the {room}.", f"The {obj} is in the {c1}."]
    acts = ["move"] + ["change"] * rng.randint(1, 2)
    rng.shuffle(acts)
    story_type = "false_belief" if acts[1] == "move" else "true_belief"
    a2_here = True
    for i, act in enumerate(acts):
        if act == "move":
            lines.append(f"{a1} moved the {obj} to the {c2}.")
        elif a2_here:
            lines.append(f"{a2} exited the {room}.")
            a2_here = False
        else:
            if i == len(acts) - 1 and rng.random() < 0.5:
                lines.append(f"{a1} exited the {room}.")
                story_type = "second_order_false_belief"
            lines.append(f"{a2} entered the {rng.choice([room, other_room])}.")
    # the third agent's entry (and exit) lands anywhere, as in ToMi
    slots = sorted(rng.sample(range(len(lines) + 1), rng.randint(0, 2)))
    third_room = rng.choice([room, other_room])
    for offset, (slot, text) in enumerate(zip(slots, (f"{a3} entered the {third_room}.",
                                                       f"{a3} exited the {third_room}."))):
        lines.insert(slot + offset, text)
    for slot in rng.sample(range(len(lines) + 1), rng.randint(0, 2)):
        thing = rng.choice(vocab["objects"] + vocab["rooms"])
        lines.insert(slot, f"{rng.choice([a1, a2, a3])} {rng.choice(NOISE_VERBS)} the {thing}")
    return lines, (a1, a2, a3), obj, story_type


def _questions(story: ToMiStory, a1: str, a2: str, obj: str) -> list[dict]:
    real = story.answer(ToMiQuestion("reality", (), obj, "")).answer
    asked = [("memory", ()), ("first_order", (a1,)), ("second_order", (a1, a2)), ("reality", ()),
             ("first_order", (a2,)), ("second_order", (a2, a1))]
    out = []
    for kind, chain in asked:
        text = question_text(kind, chain, obj)
        got = story.answer(text)
        qtype = kind if not chain else f"{kind}_{0 if chain[0] == a1 else 1}_{'' if got.answer != real else 'no_'}tom"
        out.append({"question_type": qtype, "kind": kind, "chain": list(chain), "question": text,
                    "answer": got.answer, "steps": got.steps})
    return out


def generate_one(index: int, seed: int, vocab: dict) -> dict:
    """Story ``index`` of the ToMi-style stream defined by ``seed``."""
    rng = random.Random(f"deltom:tomi:{seed}:{index}")
    sentences, (a1, a2, _), obj, story_type = write_story(rng, vocab)
    text = "\n".join(f"{k} {line}" for k, line in enumerate(sentences, start=1))
    story = ToMiStory(parse_story(list(enumerate(sentences, start=1))))
    return {"id": f"tomi-s{seed}-{index}", "style": "tomi", "story": text, "story_hash": story_hash(text),
            "story_type": story_type, "questions": _questions(story, a1, a2, obj)}


def generate(n: int, seed: int = 0, vocab_path: Optional[str] = None, start: int = 0) -> Iterator[dict]:
    """ToMi-style records ``start .. n-1`` in order."""
    vocab = load_vocab(vocab_path)
    for index in range(start, n):
        yield generate_one(index, seed, vocab)
