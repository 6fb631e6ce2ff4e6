"""The Hi-ToM story and question grammar: text -> typed sentences and belief chains.

Both the released wording and the newer generator's ("... the C now.") are
accepted, numbered or unnumbered lines, blank lines and stray "***" lines.
Names of objects, containers and rooms may be written with spaces: "the red
box" is the container ``red_box`` (words joined by "_", as Hi-ToM writes them).
Questions: "Where is the X (really)?", "Where are the X?", "Where does A
(really) think the X is?", "Where does A think B thinks ... the X is?" ("believe"
for "think", "are" for "is", "the" optional). Anything else raises
``StoryParseError`` naming the line (its printed number, else its line in the
text) and listing what is accepted: never a guess.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Union

NAME = r"[A-Z][a-z]+"
WORD = r"[A-Za-z0-9][\w\-]*"
PHRASE = rf"{WORD}(?: {WORD})*?"  # an object, container or room name, possibly of several words

SENTENCE_FORMS = ("accepted sentences: 'A and B entered the R.', 'The X is in the C.', 'A moved the X to the C.', "
                  "'A exited the R.', 'A made no movements and stayed in the R for 1 minute.', 'A publicly claimed "
                  "that the X is in the C.', 'A privately told B that the X is in the C.', 'A likes the Y.'")
QUESTION_FORMS = ("accepted questions: 'Where is the X (really)?', 'Where does A (really) think the X is?', "
                  "'Where does A think B thinks ... the X is?'")


def name(text: str) -> str:
    """The one spelling of an object, container or room name: words joined by '_' ("red box" -> red_box)."""
    return "_".join(text.split())


class StoryParseError(ValueError):
    """A story line or question outside the Hi-ToM grammar (or semantically impossible)."""

    def __init__(self, message: str, line: Optional[int] = None, text: Optional[str] = None, accepted: str = ""):
        self.line, self.text, self.reason, self.accepted = line, text, message, accepted
        where = f"story line {line}: " if line is not None else ""
        shown = f" ({text!r})" if text is not None else ""
        super().__init__(f"{where}{message}{shown}{'; ' + accepted if accepted else ''}")


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
    printed: Optional[int] = None  # the line's own number, else its line in the text (what errors name)

    @property
    def shown(self) -> int:
        return self.printed if self.printed is not None else self.number


def _split_agents(text: str) -> Optional[tuple[str, ...]]:
    parts = re.split(r",?\s+and\s+|,\s*", text)
    if all(re.fullmatch(NAME, p) for p in parts) and len(set(parts)) == len(parts):
        return tuple(parts)
    return None


_PATTERNS: list[tuple[re.Pattern[str], object]] = [
    (re.compile(rf"(?P<agents>{NAME}(?:(?:,\s*|,?\s+and\s+){NAME})*) entered the (?P<room>{PHRASE})\."), "enter"),
    (re.compile(rf"The (?P<obj>{PHRASE}) (?:is|are) in the (?P<c>{PHRASE})\."), lambda m: Place(m["obj"], m["c"])),
    (re.compile(rf"(?P<a>{NAME}) moved the (?P<obj>{PHRASE}) to the (?P<c>{PHRASE})\."),
     lambda m: Move(m["a"], m["obj"], m["c"])),
    (re.compile(rf"(?P<a>{NAME}) exited the (?P<room>{PHRASE})\."), lambda m: Exit(m["a"], m["room"])),
    (re.compile(rf"(?P<a>{NAME}) made no movements and stayed in the (?P<room>{PHRASE}) for 1 minutes?\."),
     lambda m: Stay(m["a"], m["room"])),
    (re.compile(rf"(?P<a>{NAME}) publicly claimed that (?:the )?(?P<obj>{PHRASE}) (?:is|are) in the (?P<c>{PHRASE})"
                r"(?: now)?\."),
     lambda m: Claim(m["a"], m["obj"], m["c"])),
    (re.compile(rf"(?P<a>{NAME}) privately told (?P<l>{NAME}) that (?:the )?(?P<obj>{PHRASE}) (?:is|are) in the "
                rf"(?P<c>{PHRASE})(?: now)?\."),
     lambda m: Claim(m["a"], m["obj"], m["c"], m["l"])),
    (re.compile(rf"(?P<a>{NAME}) (?:saw an? {PHRASE}|lost (?:his|her|their) {PHRASE}|(?:likes|dislikes) the {PHRASE})\."),
     lambda m: Noise(m["a"])),
]


# a literal each of the patterns holds, its words one space apart as ``parse_sentence`` reads them
_KEYS = (" entered the ", "The ", " moved the ", " exited the ", " made no movements and stayed in the ",
         " publicly claimed that ", " privately told ", " saw a", " lost ", "likes the ")


_ANY_KEY = re.compile("|".join(map(re.escape, _KEYS)))  # one scan for all the literals


def may_be_sentence(text: str) -> bool:
    """False only for a text ``parse_sentence`` refuses: it ends with no full stop or holds no literal of any
    pattern (a cheap test before the patterns, for readers that try many texts that are no story sentence)."""
    stripped = " ".join(text.split())
    return stripped.endswith(".") and _ANY_KEY.search(stripped) is not None


class _Named(dict):
    """A match's groups with object, container and room names in their one spelling."""

    def __init__(self, match: re.Match[str]):
        super().__init__({k: name(v) if k in ("obj", "c", "room") else v for k, v in match.groupdict().items()})


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
            return Enter(agents, name(match["room"]))
        sentence = build(_Named(match))  # type: ignore[operator]
        if isinstance(sentence, Claim) and sentence.listener == sentence.speaker:
            raise StoryParseError("an agent cannot privately tell itself", line, text)
        return sentence
    raise StoryParseError("not a Hi-ToM story sentence", line, text, SENTENCE_FORMS)


_NUMBER = re.compile(r"^\s*(\d+)[.:)]?\s+")


def story_lines(story: str) -> list[StoryLine]:
    """Parse a story (numbered or not) into lines; blank and '***' lines are dropped."""
    if not isinstance(story, str):
        raise StoryParseError(f"story must be a string, got {type(story).__name__}")
    lines: list[StoryLine] = []
    for index, raw in enumerate(story.splitlines(), start=1):
        numbered = _NUMBER.match(raw)
        text = raw[numbered.end():].strip() if numbered else raw.strip()
        if not text or set(text) <= {"*"}:
            continue
        printed = int(numbered.group(1)) if numbered else index
        lines.append(StoryLine(len(lines) + 1, text, parse_sentence(text, printed), printed))
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


_THINK = r"(?:think|believe)s?"
_REALITY = re.compile(rf"[Ww]here (?:is|are) (?:the )?(?P<obj>{PHRASE})(?: really)?\?")
_BELIEF = re.compile(rf"[Ww]here (?:does|do) (?P<a>{NAME}) (?:really )?{_THINK} (?:that )?"
                     rf"(?P<rest>(?:{NAME} {_THINK} (?:that )?)*)(?:the )?(?P<obj>{PHRASE}) (?:is|are)\?")


def parse_question(text: str) -> Question:
    """Parse a Hi-ToM question of any order (and its common variants); ``StoryParseError`` otherwise."""
    if not isinstance(text, str):
        raise StoryParseError(f"question must be a string, got {type(text).__name__}")
    q = " ".join(text.split())
    if m := _REALITY.fullmatch(q):
        return Question((), name(m["obj"]), q)
    if m := _BELIEF.fullmatch(q):
        rest = tuple(w for w in m["rest"].split() if re.fullmatch(NAME, w))
        return Question((m["a"],) + rest, name(m["obj"]), q)
    raise StoryParseError("not a Hi-ToM question", None, text, QUESTION_FORMS)


def question_text(chain: tuple[str, ...], obj: str) -> str:
    """The Hi-ToM wording of the question for ``chain`` about ``obj``."""
    if not chain:
        return f"Where is the {obj} really?"
    if len(chain) == 1:
        return f"Where does {chain[0]} really think the {obj} is?"
    return f"Where does {chain[0]} think " + "".join(f"{a} thinks " for a in chain[1:]) + f"the {obj} is?"
