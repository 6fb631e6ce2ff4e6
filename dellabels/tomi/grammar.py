"""The ToMi story and question grammar (Le et al., 2019): text -> typed sentences and questions.

ToMi's generator writes: "A entered the R.", "A exited the R." ("left the R.",
"went out of the R." are accepted too), "A moved the O to the C.", "The O is
in the C.", noise "A likes/dislikes/loves/hates the Y" (without a final
period), "A is in the R." and "A and B are in the R." (an agent already in a
room), and "The C is in the R." (a container's room). "The X is in the Y." is
a placement or a container's room depending on Y: a room is a name some agent
enters, exits or is in (``parse_story`` decides per story). Questions: "Where
will A look for the O?", "Where does A think that B searches for the O?",
"Where is the O really?", "Where was the O at the beginning?". Anything else
raises ``StoryParseError`` naming the line: never a guess.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Sequence, Union

from dellabels.hitom.grammar import NAME, PHRASE, Enter, Exit, Move, Noise, Place, StoryParseError, name

SENTENCE_FORMS = ("accepted ToMi sentences: 'A entered the R.', 'A exited the R.', 'A moved the O to the C.', "
                  "'The O is in the C.', 'The C is in the R.', 'A is in the R.', 'A and B are in the R.', "
                  "'A likes the Y' (likes, dislikes, loves, hates; period optional)")
QUESTION_FORMS = ("accepted ToMi questions: 'Where will A look for the O?', 'Where does A think that B searches "
                  "for the O?', 'Where is the O really?', 'Where was the O at the beginning?'")
QUESTION_KINDS = ("memory", "reality", "first_order", "second_order")


@dataclass(frozen=True)
class Present:
    """'A is in the R.' / 'A and B are in the R.': the agents are (from now on) in the room."""

    agents: tuple[str, ...]
    room: str


@dataclass(frozen=True)
class Locate:
    """'The C is in the R.': the container stands in the room (containers never move in ToMi)."""

    container: str
    room: str


@dataclass(frozen=True)
class IsIn:
    """'The X is in the Y.' before the story says whether Y is a room (``Locate``) or a container (``Place``)."""

    thing: str
    where: str


ToMiSentence = Union[Enter, Exit, Move, Place, Noise, Present, Locate]


@dataclass(frozen=True)
class ToMiLine:
    number: int  # the line's printed number (ToMi numbers every line from 1)
    text: str
    sentence: ToMiSentence


_PATTERNS: list[tuple[re.Pattern[str], object]] = [
    (re.compile(rf"(?P<a>{NAME}) entered the (?P<room>{PHRASE})\."), lambda m: Enter((m["a"],), m["room"])),
    (re.compile(rf"(?P<a>{NAME}) (?:exited|left|went out of) the (?P<room>{PHRASE})\."),
     lambda m: Exit(m["a"], m["room"])),
    (re.compile(rf"(?P<a>{NAME}) moved the (?P<obj>{PHRASE}) to the (?P<c>{PHRASE})\."),
     lambda m: Move(m["a"], m["obj"], m["c"])),
    (re.compile(rf"The (?P<obj>{PHRASE}) (?:is|are) in the (?P<c>{PHRASE})\."), lambda m: IsIn(m["obj"], m["c"])),
    (re.compile(rf"(?P<a>{NAME}) is in the (?P<room>{PHRASE})\."), lambda m: Present((m["a"],), m["room"])),
    (re.compile(rf"(?P<a>{NAME}) and (?P<b>{NAME}) are in the (?P<room>{PHRASE})\."),
     lambda m: Present((m["a"], m["b"]), m["room"])),
    (re.compile(rf"(?P<a>{NAME}) (?:likes|dislikes|loves|hates) the {PHRASE}\.?"), lambda m: Noise(m["a"])),
]


def parse_sentence(text: str, line: Optional[int] = None) -> Union[ToMiSentence, IsIn]:
    """One ToMi sentence (without its number) -> typed sentence ('The X is in the Y.' stays ``IsIn``)."""
    stripped = " ".join(text.split())
    for pattern, build in _PATTERNS:
        match = pattern.fullmatch(stripped)
        if match:
            groups = {k: name(v) if k in ("obj", "c", "room") else v for k, v in match.groupdict().items()}
            sentence = build(groups)  # type: ignore[operator]
            if isinstance(sentence, Present) and len(set(sentence.agents)) != len(sentence.agents):
                raise StoryParseError("an agent is named twice", line, text)
            return sentence
    raise StoryParseError("not a ToMi story sentence", line, text, SENTENCE_FORMS)


def _rooms(sentences: Sequence[object]) -> set[str]:
    return {s.room for s in sentences if isinstance(s, (Enter, Exit, Present))}


def parse_story(lines: Sequence[tuple[int, str]]) -> list[ToMiLine]:
    """(printed number, text) pairs -> typed lines; 'The X is in the Y.' is a container's room iff Y is a room."""
    parsed = [parse_sentence(text, number) for number, text in lines]
    rooms = _rooms(parsed)
    out: list[ToMiLine] = []
    for (number, text), s in zip(lines, parsed):
        if isinstance(s, IsIn):
            if s.thing in rooms:
                raise StoryParseError(f"the {s.thing} is a room in this story, it cannot be in something",
                                      number, text)
            s = Locate(s.thing, s.where) if s.where in rooms else Place(s.thing, s.where)
        elif isinstance(s, Move) and (s.container in rooms or s.obj in rooms):
            raise StoryParseError("a room cannot be moved or hold a moved object", number, text)
        out.append(ToMiLine(number, text, s))
    if not out:
        raise StoryParseError("empty story")
    return out


@dataclass(frozen=True)
class ToMiQuestion:
    """A ToMi question: ``kind`` in QUESTION_KINDS, the belief ``chain`` (empty for memory and reality)."""

    kind: str
    chain: tuple[str, ...]
    obj: str
    text: str


_FIRST = re.compile(rf"Where will (?P<a>{NAME}) look for the (?P<obj>{PHRASE})\?")
_SECOND = re.compile(rf"Where does (?P<a>{NAME}) think that (?P<b>{NAME}) searches for the (?P<obj>{PHRASE})\?")
_REALITY = re.compile(rf"Where is the (?P<obj>{PHRASE}) really\?")
_MEMORY = re.compile(rf"Where was the (?P<obj>{PHRASE}) at the beginning\?")


def parse_question(text: str) -> ToMiQuestion:
    """One of ToMi's four question forms; ``StoryParseError`` otherwise."""
    if not isinstance(text, str):
        raise StoryParseError(f"question must be a string, got {type(text).__name__}")
    q = " ".join(text.split())
    if m := _FIRST.fullmatch(q):
        return ToMiQuestion("first_order", (m["a"],), name(m["obj"]), q)
    if m := _SECOND.fullmatch(q):
        return ToMiQuestion("second_order", (m["a"], m["b"]), name(m["obj"]), q)
    if m := _REALITY.fullmatch(q):
        return ToMiQuestion("reality", (), name(m["obj"]), q)
    if m := _MEMORY.fullmatch(q):
        return ToMiQuestion("memory", (), name(m["obj"]), q)
    raise StoryParseError("not a ToMi question", None, text, QUESTION_FORMS)


def question_text(kind: str, chain: Sequence[str], obj: str) -> str:
    """ToMi's wording of a question of ``kind`` (the inverse of ``parse_question``)."""
    if kind == "first_order" and len(chain) == 1:
        return f"Where will {chain[0]} look for the {obj}?"
    if kind == "second_order" and len(chain) == 2:
        return f"Where does {chain[0]} think that {chain[1]} searches for the {obj}?"
    if kind == "reality" and not chain:
        return f"Where is the {obj} really?"
    if kind == "memory" and not chain:
        return f"Where was the {obj} at the beginning?"
    raise ValueError(f"no ToMi question of kind {kind!r} with chain {tuple(chain)}")
