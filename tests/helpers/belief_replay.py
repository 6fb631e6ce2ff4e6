"""An independent replay of the documented Hi-ToM belief rules (a test oracle for generated golds).

Written from the rules in ``dellabels/hitom/world.py``'s docstring, not from the engine: no
DEL, no import from dellabels, its own parser. The rules replayed:

* who is where: "X, Y entered R." puts them in R (leaving wherever they were, at that line);
  "X exited R." takes X out of R at that line;
* a placement happens in the one occupied room other than the waiting room; a move in the
  mover's room; a container belongs to the room it is first used in;
* a placement, a move, or an entry into a room holding the object is seen by everyone in that
  room: every chain whose agents are all there now believes the object's new (or current)
  location; every other chain keeps its belief;
* a claim or tell about the object (listeners: the named one, or every agent that has entered
  some room and is where the speaker is) sets the chain (speaker, listener) for each listener,
  and (listener) and (listener, speaker) for each listener who trusts the speaker; no other
  chain changes;
* trust: a listener who was never in the object's room after the object was first put there
  trusts; a listener in that room trusts no one; otherwise she trusts iff she saw the speaker
  in the room at or after her own last exit from it: the speaker was still there when she
  left, or she saw him go there (from a room she was in, the waiting room included) later;
* order 0 is where the object really is.
"""
from __future__ import annotations

import math
import re

NAME = r"[A-Z][a-z]+"
WORD = r"[A-Za-z0-9][\w\-]*"
WAITING = "waiting_room"
RULES = [
    ("enter", re.compile(rf"(.+) entered the ({WORD})\.")),
    ("place", re.compile(rf"The ({WORD}) (?:is|are) in the ({WORD})\.")),
    ("move", re.compile(rf"({NAME}) moved the ({WORD}) to the ({WORD})\.")),
    ("exit", re.compile(rf"({NAME}) exited the ({WORD})\.")),
    ("public", re.compile(rf"({NAME}) publicly claimed that (?:the )?({WORD}) (?:is|are) in the ({WORD})(?: now)?\.")),
    ("private", re.compile(rf"({NAME}) privately told ({NAME}) that (?:the )?({WORD}) (?:is|are) in the ({WORD})"
                           r"(?: now)?\.")),
]
QUESTIONS = [
    re.compile(rf"Where is the ({WORD}) really\?"),
    re.compile(rf"Where does ({NAME}) really think the ({WORD}) is\?"),
    re.compile(rf"Where does ((?:{NAME} thinks? )+)the ({WORD}) is\?"),
]


def parse_question(question: str) -> tuple[tuple[str, ...], str]:
    """(chain, object) of a Hi-ToM question."""
    if m := QUESTIONS[0].fullmatch(question):
        return (), m.group(1)
    if m := QUESTIONS[1].fullmatch(question):
        return (m.group(1),), m.group(2)
    m = QUESTIONS[2].fullmatch(question)
    assert m, question
    return tuple(w for w in m.group(1).split() if w not in ("think", "thinks")), m.group(2)


def _lines(story: str) -> list[str]:
    return [re.sub(r"^\d+ ", "", raw.strip()) for raw in story.splitlines() if raw.strip()]


def _everyone(lines: list[str]) -> list[str]:
    names: list[str] = []
    for line in lines:
        enter = RULES[0][1].fullmatch(line)
        subject = re.match(rf"({NAME}) ", line)
        found = re.split(r", | and ", enter.group(1)) if enter else \
            [subject.group(1)] if subject and not RULES[1][1].fullmatch(line) else []
        told = RULES[5][1].fullmatch(line)
        for name in found + ([told.group(2)] if told else []):
            if name not in names:
                names.append(name)
    return names


def replay_answer(story: str, question: str) -> str | None:
    """The gold the documented rules give for ``question`` at the end of ``story`` (None: no belief)."""
    chain, obj = parse_question(question)
    lines = _lines(story)
    everyone = _everyone(lines)
    room_of: dict[str, str | None] = {}
    left: dict[tuple[str, str], int] = {}
    container_room: dict[str, str] = {}
    where: str | None = None
    belief: str | None = None

    saw: dict[tuple[str, str, str], int] = {}  # (witness, agent, room) -> last line the witness saw him there
    first_put: list[int] = []  # the line the object was first put somewhere
    entered: set[str] = set()

    def leave(agent: str, number: int) -> None:
        if room_of.get(agent) is not None:
            left[(agent, room_of[agent])] = number
            for other, room in room_of.items():
                if other != agent and room == room_of[agent]:
                    saw[(agent, other, room)] = number
        room_of[agent] = None

    def trusts(listener: str, speaker: str, room: str) -> bool:
        if room_of.get(listener) == room:
            return False
        mine = left.get((listener, room), -math.inf)
        return mine < first_put[0] or saw.get((listener, speaker, room), -math.inf) >= mine

    def witnessed(room: str) -> None:
        nonlocal belief
        if chain and all(room_of.get(a) == room for a in chain):
            belief = where

    for number, line in enumerate(lines, start=1):
        kind, match = next(((k, m) for k, rule in RULES if (m := rule.fullmatch(line))), (None, None))
        if kind == "enter":
            room = match.group(2)
            for agent in re.split(r", | and ", match.group(1)):
                for other, where_now in room_of.items():
                    if other != agent and where_now is not None and where_now in (room_of.get(agent), room):
                        saw[(other, agent, room)] = number
                        saw[(agent, other, where_now)] = number
                leave(agent, number)
                room_of[agent] = room
                entered.add(agent)
            if where is not None and container_room[where] == room:
                witnessed(room)
        elif kind in ("place", "move"):
            if kind == "place":
                item, target = match.group(1), match.group(2)
                room = next(r for r in room_of.values() if r is not None and r != WAITING)
            else:
                item, target, room = match.group(2), match.group(3), room_of[match.group(1)]
            container_room.setdefault(target, room)
            if item == obj:
                first_put[:] = first_put or [number]
                where = target
                witnessed(room)
        elif kind == "exit":
            leave(match.group(1), number)
        elif kind in ("public", "private") and match.group(3 if kind == "private" else 2) == obj:
            speaker = match.group(1)
            listeners = [match.group(2)] if kind == "private" else \
                [a for a in everyone if a != speaker and a in entered and room_of.get(a) == room_of.get(speaker)]
            said = match.group(4 if kind == "private" else 3)
            room = container_room[where]
            for listener in listeners:
                revised = {(speaker, listener)} | \
                    ({(listener,), (listener, speaker)} if trusts(listener, speaker, room) else set())
                if chain in revised:
                    belief = said
    return where if not chain else belief
