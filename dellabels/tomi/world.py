"""ToMi stories on the DEL engine: ToMi sentences become Hi-ToM records, ToMi questions belief chains.

ToMi's semantics (its generator's oracle) agree with Hi-ToM's presence-based
observation, so every story runs on ``HiToMStory`` unchanged:

* Entering, exiting, moving and placing mean what they mean in Hi-ToM: the
  agents in a room see each placement and move there, and an entering agent
  sees where the room's objects are; the agents present see it, and see each
  other see it. Exits change no belief.
* "A is in the R." / "A and B are in the R." (ToMi writes it for an agent
  already in the room): an entry for those not yet in R, else no effect.
* "The C is in the R." fixes the container's room; it is no event (ToMi's
  containers never move) and becomes a no-effect line. A container's room is
  known from the start: stated, the room of the mover of each move into or
  out of it, or (as in Hi-ToM) the one occupied room at an object's first
  placement into it; where two of these disagree the story is an error naming
  the line (as Hi-ToM's reading says it). Why: ToMi can let a third agent into
  another room before the object is placed, where Hi-ToM's rule would find two
  occupied rooms.
* Noise ("A likes the Y", no period) has no effect.
* Questions: "Where will A look for the O?" is A's first-order belief (one
  looks where one believes the object is, not where it is); "Where does A think
  that B searches for the O?" the chain A->B; "Where is the O really?" the
  actual location; "Where was the O at the beginning?" the actual location
  right after the object's first placement.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional, Sequence

from dellabels.hitom.grammar import Enter, Exit, Move, Noise, Place, Stay, StoryLine, StoryParseError
from dellabels.hitom.sentence_events import WAITING_ROOM
from dellabels.hitom.world import HiToMStory
from dellabels.tomi.grammar import Locate, Present, ToMiLine, ToMiQuestion, parse_question, parse_story

_NUMBER = re.compile(r"^\s*(\d+)[.:)]?\s+")  # a line's printed number, as Hi-ToM's reader takes it


def _static_rooms(lines: Sequence[ToMiLine]) -> dict[str, str]:
    """Container -> room, from 'The C is in the R.' lines, from the mover's room at each move and from an
    object's first placement while one room alone is occupied (where Hi-ToM's rule puts it too); sources that
    disagree are an error naming the line, so a story both grammars read is refused by both or by neither."""
    rooms: dict[str, str] = {}
    agent_room: dict[str, Optional[str]] = {}
    holds: dict[str, str] = {}

    def fix(container: str, room: Optional[str], line: ToMiLine) -> None:
        if room is None:
            return
        known = rooms.setdefault(container, room)
        if known != room:
            raise StoryParseError(f"the {container} is in the {known}, not in the {room}", line.number, line.text)

    for line in lines:
        s = line.sentence
        if isinstance(s, (Enter, Present)):
            agent_room.update({a: s.room for a in s.agents})
        elif isinstance(s, Exit):
            agent_room[s.agent] = None
        elif isinstance(s, Locate):
            fix(s.container, s.room, line)
        elif isinstance(s, Place):
            occupied = {r for r in agent_room.values() if r is not None and r != WAITING_ROOM}
            if s.obj not in holds and len(occupied) == 1:
                fix(s.container, occupied.pop(), line)
            holds[s.obj] = s.container
        elif isinstance(s, Move):
            here = agent_room.get(s.agent)
            if s.obj in holds:
                fix(holds[s.obj], here, line)
            fix(s.container, here, line)
            holds[s.obj] = s.container
    return rooms


def hitom_lines(lines: Sequence[ToMiLine]) -> list[StoryLine]:
    """The Hi-ToM records the engine runs, one per ToMi line (same numbers and texts)."""
    agent_room: dict[str, Optional[str]] = {}
    out: list[StoryLine] = []
    for index, line in enumerate(lines, start=1):
        s = line.sentence
        if isinstance(s, Present):
            new = tuple(a for a in s.agents if agent_room.get(a) != s.room)
            s = Enter(new, s.room) if new else Stay(s.agents[0], s.room)
        elif isinstance(s, Locate):
            s = Noise("")  # no event: the container's room is given to the engine from the start
        if isinstance(s, Enter):
            agent_room.update({a: s.room for a in s.agents})
        elif isinstance(s, Exit):
            agent_room[s.agent] = None
        out.append(StoryLine(index, line.text, s, line.number))
    return out


@dataclass(frozen=True)
class ToMiAnswer:
    answer: Optional[str]
    kind: str
    chain: tuple[str, ...]
    steps: list[Optional[str]]  # the chain's belief (the actual location for memory / reality) after every line


class ToMiStory:
    """A parsed ToMi story on the DEL engine (``self.story``: the ``HiToMStory`` it runs as)."""

    def __init__(self, lines: Sequence[ToMiLine]):
        self.lines = list(lines)
        self.story = HiToMStory(hitom_lines(self.lines), _static_rooms(self.lines))

    def answer(self, question: str | ToMiQuestion) -> ToMiAnswer:
        """The engine's answer to a ToMi question at the end of the story, with the per-line values."""
        q = parse_question(question) if isinstance(question, str) else question
        if q.obj not in self.story.containers:
            known = ", ".join(self.story.objects) or "none"
            raise StoryParseError(f"the {q.obj} is not an object of the story (objects: {known})", None, q.text)
        steps = self.story.belief_steps(q.chain, q.obj)
        if q.kind != "memory":
            return ToMiAnswer(steps[-1], q.kind, q.chain, steps)
        return ToMiAnswer(memory_steps(self.story, q.obj)[-1], q.kind, q.chain, steps)


def memory_steps(story: HiToMStory, obj: str) -> list[Optional[str]]:
    """What "Where was the O at the beginning?" answers after every line: no location ([Null]) until the
    object's first placement, then the container of that placement (a trace tracks it line by line)."""
    actual = story.belief_steps((), obj)
    first = next((k for k, line in enumerate(story.lines)
                  if isinstance(line.sentence, Place) and line.sentence.obj == obj), None)
    if first is None:
        return [None] * len(actual)
    return [None] * first + [actual[first]] * (len(actual) - first)


@lru_cache(maxsize=512)
def story_from_text(text: str) -> ToMiStory:
    """The ToMi story of a numbered text ("1 Anne entered the kitchen.\n2 ..."), once per text; blank lines
    are skipped and an unnumbered line is numbered by its position."""
    if not isinstance(text, str):
        raise StoryParseError(f"story must be a string, got {type(text).__name__}")
    numbered = []
    for index, raw in enumerate(text.splitlines(), start=1):
        match = _NUMBER.match(raw)
        body = raw[match.end():].strip() if match else raw.strip()
        if body:
            numbered.append((int(match.group(1)) if match else index, body))
    return ToMiStory(parse_story(numbered))
