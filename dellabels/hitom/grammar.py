"""The Hi-ToM story and question grammar: text -> typed sentences and belief chains.

Both the released wording and the newer generator's ("... the C now.") are
accepted, numbered or unnumbered lines, blank lines and stray "***" lines.
Anything else raises ``StoryParseError`` naming the line: never a guess.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Union

NAME = r"[A-Z][a-z]+"
WORD = r"[A-Za-z0-9][\w\-]*"


class StoryParseError(ValueError):
    """A story line or question outside the Hi-ToM grammar (or semantically impossible)."""

    def __init__(self, message: str, line: Optional[int] = None, text: Optional[str] = None):
        self.line, self.text, self.reason = line, text, message
        where = f"story line {line}: " if line is not None else ""
        shown = f" ({text!r})" if text is not None else ""
        super().__init__(f"{where}{message}{shown}")


@dataclass(frozen=True)
class Enter:
    agents: tuple[str, ...]
    room: str


@dataclass(frozen=True)
class Place:
    obj: str
    container: str


@dataclass(frozen=True)
class Move:
    agent: str
    obj: str
    container: str


@dataclass(frozen=True)
class Exit:
    agent: str
    room: str


@dataclass(frozen=True)
class Stay:
    agent: str
    room: str


@dataclass(frozen=True)
class Claim:
    """A public claim (``listener`` None) or a private tell to ``listener``."""

    speaker: str
    obj: str
    container: str
    listener: Optional[str] = None

    @property
    def public(self) -> bool:
        return self.listener is None


@dataclass(frozen=True)
class Noise:
    agent: str


Sentence = Union[Enter, Place, Move, Exit, Stay, Claim, Noise]


@dataclass(frozen=True)
class StoryLine:
    number: int  # 1-based position in the cleaned story (the step index)
    text: str
    sentence: Sentence


def _split_agents(text: str) -> Optional[tuple[str, ...]]:
    parts = re.split(r",\s*|\s+and\s+", text)
    if all(re.fullmatch(NAME, p) for p in parts) and len(set(parts)) == len(parts):
        return tuple(parts)
    return None


_PATTERNS: list[tuple[re.Pattern[str], object]] = [
    (re.compile(rf"(?P<agents>{NAME}(?:(?:,\s*|\s+and\s+){NAME})*) entered the (?P<room>{WORD})\."), "enter"),
    (re.compile(rf"The (?P<obj>{WORD}) (?:is|are) in the (?P<c>{WORD})\."), lambda m: Place(m["obj"], m["c"])),
    (re.compile(rf"(?P<a>{NAME}) moved the (?P<obj>{WORD}) to the (?P<c>{WORD})\."),
     lambda m: Move(m["a"], m["obj"], m["c"])),
    (re.compile(rf"(?P<a>{NAME}) exited the (?P<room>{WORD})\."), lambda m: Exit(m["a"], m["room"])),
    (re.compile(rf"(?P<a>{NAME}) made no movements and stayed in the (?P<room>{WORD}) for 1 minutes?\."),
     lambda m: Stay(m["a"], m["room"])),
    (re.compile(rf"(?P<a>{NAME}) publicly claimed that (?:the )?(?P<obj>{WORD}) (?:is|are) in the (?P<c>{WORD})(?: now)?\."),
     lambda m: Claim(m["a"], m["obj"], m["c"])),
    (re.compile(rf"(?P<a>{NAME}) privately told (?P<l>{NAME}) that (?:the )?(?P<obj>{WORD}) (?:is|are) in the (?P<c>{WORD})(?: now)?\."),
     lambda m: Claim(m["a"], m["obj"], m["c"], m["l"])),
    (re.compile(rf"(?P<a>{NAME}) (?:saw an? {WORD}|lost (?:his|her|their) {WORD}|(?:likes|dislikes) the {WORD})\."),
     lambda m: Noise(m["a"])),
]


def parse_sentence(text: str, line: Optional[int] = None) -> Sentence:
    """One story sentence (without its number) -> typed sentence."""
    stripped = " ".join(text.split())
    for pattern, build in _PATTERNS:
        match = pattern.fullmatch(stripped)
        if not match:
            continue
        if build == "enter":
            agents = _split_agents(match["agents"])
            if agents is None:
                raise StoryParseError("malformed or repeated agent list", line, text)
            return Enter(agents, match["room"])
        sentence = build(match)  # type: ignore[operator]
        if isinstance(sentence, Claim) and sentence.listener == sentence.speaker:
            raise StoryParseError("an agent cannot privately tell itself", line, text)
        return sentence
    raise StoryParseError("not a Hi-ToM story sentence", line, text)


_NUMBER = re.compile(r"^\s*\d+[.:)]?\s+")


def story_lines(story: str) -> list[StoryLine]:
    """Parse a story (numbered or not) into lines; blank and '***' lines are dropped."""
    if not isinstance(story, str):
        raise StoryParseError(f"story must be a string, got {type(story).__name__}")
    lines: list[StoryLine] = []
    for raw in story.splitlines():
        text = _NUMBER.sub("", raw).strip()
        if not text or set(text) <= {"*"}:
            continue
        number = len(lines) + 1
        lines.append(StoryLine(number, text, parse_sentence(text, number)))
    if not lines:
        raise StoryParseError("empty story")
    return lines


@dataclass(frozen=True)
class Question:
    """'Where does a1 think a2 thinks ... the obj is?' -> chain (a1, ..., an) and obj."""

    chain: tuple[str, ...]
    obj: str
    text: str

    @property
    def order(self) -> int:
        return len(self.chain)


_REALITY = re.compile(rf"Where is the (?P<obj>{WORD}) really\?")
_FIRST = re.compile(rf"Where does (?P<a>{NAME}) (?:really )?think the (?P<obj>{WORD}) (?:is|are)\?")
_NESTED = re.compile(
    rf"Where does (?P<a>{NAME}) (?:really )?think (?P<rest>(?:{NAME} thinks )+)the (?P<obj>{WORD}) (?:is|are)\?"
)


def parse_question(text: str) -> Question:
    """Parse a Hi-ToM question of any order; ``StoryParseError`` otherwise."""
    if not isinstance(text, str):
        raise StoryParseError(f"question must be a string, got {type(text).__name__}")
    q = " ".join(text.split())
    if m := _REALITY.fullmatch(q):
        return Question((), m["obj"], q)
    if m := _FIRST.fullmatch(q):
        return Question((m["a"],), m["obj"], q)
    if m := _NESTED.fullmatch(q):
        rest = tuple(m["rest"].split(" thinks ")[:-1])
        return Question((m["a"],) + rest, m["obj"], q)
    raise StoryParseError("not a Hi-ToM question", None, text)


def question_text(chain: tuple[str, ...], obj: str) -> str:
    """The Hi-ToM wording of the question for ``chain`` about ``obj``."""
    if not chain:
        return f"Where is the {obj} really?"
    if len(chain) == 1:
        return f"Where does {chain[0]} really think the {obj} is?"
    return f"Where does {chain[0]} think " + "".join(f"{a} thinks " for a in chain[1:]) + f"the {obj} is?"
