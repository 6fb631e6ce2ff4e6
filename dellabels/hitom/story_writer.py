"""Random Hi-ToM-style story text (no labels): chapters, tells and noise.

Follows the structure of the Hi-ToM generator: a story has 5 agents, 3 rooms
that own 5 containers each, and 2 objects per room. Chapters have 5 / 3 / 4
agents (lengths 1-3: A5; A5, A3; A5, A3, A4); each chapter picks a room (with
replacement), one of its objects and a random subset of the agents, who enter,
see the object, take turns (move with p=0.5, else stay), exit in turn order,
and gather in the waiting room. Deceptive stories add one of Hi-ToM's claim /
tell forms after chapters flagged for it (A5 has the released "two private
tells" form). Noise lines precede any line with probability ``noise``.

A ``plan`` (chapter sizes and tell flags) and more ``agents`` generalise this for
the fresh benchmarks (``dellabels.hitom.fresh``): a room then owns as many
containers as the largest chapter has agents (at least 5), a chapter of 5 or
more agents uses the A5 forms (its last agent in the role of Hi-ToM's a5, who
moves the object back to where the chapter found it), smaller ones the A3 / A4
forms. The defaults give exactly Hi-ToM's stories, draw for draw.
Labels are not decided here: the DEL engine computes them from the text.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from importlib import resources
from typing import Optional, Sequence

CHAPTER_PLAN = {1: [(5, True)], 2: [(5, False), (3, True)], 3: [(5, True), (3, False), (4, True)]}


def load_vocab(path: Optional[str] = None) -> dict[str, list[str]]:
    """The default vocabulary, or a JSON file with the same keys (missing keys keep defaults).

    Every list must hold single words (underscores, no spaces) and be large enough for
    Hi-ToM's world; anything else is a ``ValueError`` naming the file and the key.
    """
    vocab = json.loads(resources.files("dellabels").joinpath("data/vocab.json").read_text())
    vocab.pop("_about", None)
    where = path or "default vocabulary"
    if path:
        try:
            with open(path, encoding="utf-8") as handle:
                override = json.load(handle)
        except (UnicodeDecodeError, json.JSONDecodeError) as err:
            raise ValueError(f"{path}: not a JSON vocabulary ({err})") from None
        except RecursionError:
            raise ValueError(f"{path}: not a JSON vocabulary (nested too deeply to read)") from None
        if not isinstance(override, dict):
            raise ValueError(f"{path}: expected a JSON object {{key: [words]}}, got {type(override).__name__}")
        unknown = set(override) - set(vocab) - {"_about"}
        if unknown:
            raise ValueError(f"{path}: unknown vocabulary keys {sorted(unknown)}; known: {sorted(vocab)}")
        vocab.update({k: v for k, v in override.items() if k != "_about"})
    for key, words in vocab.items():
        if not isinstance(words, list) or not words \
                or not all(isinstance(w, str) and w and not any(c.isspace() for c in w) for w in words):
            raise ValueError(f"{where}: {key!r} must be a non-empty list of single words (use underscores, "
                             f"not spaces), got {json.dumps(words)[:80]}")
    need = {"names": 5, "rooms": 3, "objects": 6}
    for key, count in need.items():
        if len(set(vocab[key])) < count:
            raise ValueError(f"{where}: vocabulary needs at least {count} distinct {key}")
    if len(set(vocab["colours"])) * len(set(vocab["container_types"])) < 15:
        raise ValueError(f"{where}: vocabulary needs at least 15 colour x container_type combinations")
    return vocab


@dataclass
class WrittenStory:
    lines: list[str]
    agents: list[str]
    containers: list[str]
    question_object: str
    deception: bool
    length: int
    members: list[list[str]] = field(default_factory=list)  # each chapter's agents, in turn order


def _join(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class _Writer:
    def __init__(self, rng: random.Random, vocab: dict, now: bool, agents: int = 5, per_room: int = 5,
                 move_rate: float = 0.5):
        self.rng, self.vocab, self.now, self.per_room, self.move_rate = rng, vocab, now, per_room, move_rate
        self.agents = rng.sample(vocab["names"], agents)
        self.rooms = rng.sample(vocab["rooms"], 3)
        self.objects = rng.sample(vocab["objects"], 6)
        combos = [f"{c}_{t}" for c in vocab["colours"] for t in vocab["container_types"]]
        self.containers = rng.sample(combos, 3 * per_room)
        self.location = {self.objects[2 * i + j]: self.containers[per_room * i + j]
                         for i in range(3) for j in range(2)}
        self.clauses: list[str] = []
        self.members: list[list[str]] = []  # each chapter's agents, in turn order

    def _suffix(self) -> str:
        return " now." if self.now else "."

    def public(self, speaker: str, obj: str, container: str) -> str:
        return f"{speaker} publicly claimed that {obj} is in the {container}{self._suffix()}"

    def private(self, speaker: str, listener: str, obj: str, container: str) -> str:
        return f"{speaker} privately told {listener} that the {obj} is in the {container}{self._suffix()}"

    def chapter(self, size: int, tells: bool) -> str:
        rng, per_room = self.rng, self.per_room
        room_index = rng.randrange(3)
        room = self.rooms[room_index]
        obj = rng.choice(self.objects[2 * room_index: 2 * room_index + 2])
        members = rng.sample(self.agents, len(self.agents))[:size]
        self.members.append(members)
        room_containers = self.containers[per_room * room_index: per_room * room_index + per_room]
        start = self.location[obj]
        targets = [start] + rng.sample([c for c in room_containers if c != start], per_room - 1)
        self.clauses.append(f"{_join(members)} entered the {room}.")
        self.clauses.append(f"The {obj} is in the {start}.")
        for turn, agent in enumerate(members, start=1):
            if rng.random() < self.move_rate:
                target = start if (size >= 5 and turn == size) else targets[turn]
                self.clauses.append(f"{agent} moved the {obj} to the {target}.")
                self.location[obj] = target
            else:
                self.clauses.append(f"{agent} made no movements and stayed in the {room} for 1 minute.")
            self.clauses.append(f"{agent} exited the {room}.")
        self.clauses.append(f"{_join(members)} entered the waiting_room.")
        if tells:
            self._tells(members, obj, rng.sample(room_containers, 2))
        return obj

    def _tells(self, members: list[str], obj: str, lies: list[str]) -> None:
        rng, true = self.rng, self.location[obj]
        outsiders = [a for a in self.agents if a not in members]
        a = members
        if len(a) >= 5:  # a[-1], the last to exit, plays Hi-ToM's a5
            form = rng.randrange(3)
            if form == 0:
                said = [self.public(a[2], obj, lies[0]), self.private(a[-1], a[2], obj, lies[1])]
            elif form == 1:
                said = [self.public(a[3], obj, lies[0]), self.private(a[-1], a[0], obj, true)]
            else:  # the released "two private tells" form
                said = [self.private(a[2], a[0], obj, lies[0]), self.private(a[1], a[3], obj, lies[1])]
        else:
            last = a[-1]  # the last to exit plays the a3 role of Hi-ToM's A3 forms
            outsider = rng.choice(outsiders)
            form = rng.randrange(4)
            if form == 0:
                said = [self.public(a[1], obj, lies[0]), self.private(last, a[-2] if len(a) == 4 else a[1], obj, lies[1])]
            elif form == 1:
                said = [self.public(a[2], obj, lies[0]), self.private(a[0], last, obj, lies[1])]
            elif form == 2:
                said = [self.public(a[0], obj, lies[0]), self.private(last, outsider, obj, true)]
            else:
                said = [self.private(a[1], a[2] if len(a) == 4 else last, obj, lies[0]),
                        self.private(last, outsider, obj, true)]
        self.clauses.extend(said)

    def noisy(self, noise: float) -> list[str]:
        rng, out = self.rng, []
        for clause in self.clauses:
            if rng.random() < noise:
                agent = rng.choice(self.agents)
                kind = rng.randrange(4)
                if kind == 0:
                    out.append(f"{agent} saw a {rng.choice(self.vocab['animals'])}.")
                elif kind == 1:
                    out.append(f"{agent} lost his {rng.choice(self.vocab['lost_items'])}.")
                elif kind == 2:
                    out.append(f"{agent} likes the {rng.choice(self.containers)}.")
                else:
                    out.append(f"{agent} dislikes the {rng.choice(self.objects)}.")
            out.append(clause)
        return out


def write_story(rng: random.Random, length: int, deception: bool, noise: float = 0.1,
                vocab: Optional[dict] = None, now: bool = False,
                plan: Optional[Sequence[tuple[int, bool]]] = None, agents: int = 5,
                move_rate: float = 0.5) -> WrittenStory:
    """One random story of ``length`` chapters (1-3); ``now`` uses the newer claim wording.

    ``plan`` replaces Hi-ToM's chapters of that length: one (agents, tells) pair per chapter,
    3 <= agents <= ``agents`` (the story's cast); ``length`` is then ``len(plan)``. Each agent's
    turn is a move with probability ``move_rate``.
    """
    if plan is None:
        if length not in CHAPTER_PLAN:
            raise ValueError(f"story length must be 1, 2 or 3, got {length}")
        plan = CHAPTER_PLAN[length]
    elif not plan or any(not 3 <= size <= agents for size, _ in plan):
        raise ValueError(f"every chapter needs 3 to {agents} agents, got {[size for size, _ in plan]}")
    writer = _Writer(rng, vocab or load_vocab(), now, agents, max(5, *(size for size, _ in plan)), move_rate)
    first_object = None
    for size, tells in plan:
        obj = writer.chapter(size, tells and deception)
        first_object = first_object or obj
    return WrittenStory(writer.noisy(noise), writer.agents, writer.containers, first_object, deception, len(plan),
                        writer.members)
