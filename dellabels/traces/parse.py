"""Parse model belief traces in (or near) the one-shot DEL format, without ever raising.

Real outputs deviate from "## Step k ##" blocks: missing, duplicated or
renumbered steps, merged story lines, extra prose, no brackets, the
instruction's "Final Answer: [your choice]", <think> blocks (read by the one rule of
``dellabels.traces.thinking``), choice letters,
case / underscore variants and the Null family. ``parse_trace`` accepts any
string (anything else becomes an empty trace) and returns what it can read.

What a step is and says (all the verifier's rules: ``docs/verifier.md``):

- steps start at "Step k" headers (``markers.STEP_HEADER``: "## Step 3 ##", "**Step 3:**",
  "### Step 3", "Step 3 -", ...); a reply without one has one-line steps "3. ..." / "3) ..."
  (``markers.NUMBERED_STEP``), and a reply with neither has copied story lines "3 Rosa ..."
  (``markers.STORY_NUMBERED_STEP``); the steps end at the last "Final Answer:" / "Answer:" line or
  "Final Answer" header;
- a step's belief is its last bracketed location, else a line ending "is in X" that reports no speech
  ("... told Ottilie that the X is in C" is a claim, not where the X is);
- the chain a belief names: the agents of its clause each followed by "thinks" / "believes"
  (optionally "that"), in order; none for a bare fact;
- its restatement: its first line, without list or bold marks, a "Label:" prefix, what follows an
  arrow ("->", "=>", "→") and the sentences that state a belief;
- whether it narrates: a later line tells an event besides the one restated (``narrates``): it is two
  lines merged into one step, or an invented event, and restates nothing.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple, Optional

from dellabels.traces.answers import final_answer_in, literal_matches, normalise_location
from dellabels.traces.markers import (ANSWER_LINE, FINAL_MARKER, NUMBERED_STEP, STEP_HEADER_AFTER_NEWLINE,
                                      STORY_NUMBERED_STEP)
from dellabels.traces.clauses import chunks, commentary_narrates, events_told, is_belief
from dellabels.traces.thinking import reading_text

__all__ = ["ParsedTrace", "TraceStep", "narrates", "parse_trace", "scan_trace", "step_blocks"]
_BRACKET = re.compile(r"\[([^\[\]\n]{0,80})\]")
_SENTENCE_BREAK = re.compile(r"(?<=\.)\s+(?=[A-Z0-9])")
_LOOSE_LOCATION = re.compile(r"(?i)\b(?:is|are)\s+(?:in|at)\s+(?:the\s+)?([A-Za-z][\w\- ]{0,40}?)\s*[.!]?\s*$")
# names in any case ("amelia thinks"): a chain is compared with its names capitalised
_THINKER = re.compile(r"(?i)\b([a-z]+)(?:\s+(?:really|also|still|now|probably))?\s+(?:thinks?|believes?)\b")
_CLAUSE_BREAK = re.compile(r"(?<=[.!?;:])\s+|->|=>|→")
_ARROW = re.compile(r"\s*(?:->|=>|→)")
_MARKS = re.compile(r"^[\s>*#\-•]+")
_LABEL = re.compile(r"^\**[A-Za-z][A-Za-z ]{0,20}\**\s*:\s*\**\s*")
# a header's remainder that only says which line ("(line 3):"): the restatement is on the next line
_LINE_LABEL = re.compile(r"(?i)[\W_]*(?:(?:story\s+)?line\s*\d+)?[\W_]*")
# reported speech: a location after it is what someone said, not where the object is
_REPORTED = re.compile(r"(?i)\b(?:claim(?:s|ed)?|t(?:old|ells?)|sa(?:id|ys?)|publicly|privately)\b")


@dataclass
class TraceStep:
    """One step block: its printed number, text, stated location, the chain it names and its restatement."""

    number: Optional[int]
    text: str
    raw_location: Optional[str] = None
    location: Optional[str] = None  # normalised; None for Null or when none is stated
    stated: bool = False  # a location (possibly [Null]) was found
    chain: tuple[str, ...] = ()  # the agents the belief names, in order
    restatement: str = ""  # the story sentence the step restates (``restatement_of``)
    narrates: bool = False  # a later line tells another event (``narrates``): the step restates nothing


@dataclass
class ParsedTrace:
    steps: list[TraceStep]
    raw_final: Optional[str]
    final: Optional[str]  # normalised final answer; None for none or Null
    has_final: bool


def _location(body: str, choices) -> tuple[Optional[str], bool, str, str]:
    """The stated location, whether one is stated, and the text of its line before and after it."""
    # a bracket never spans a newline: the last one of the body is the last of its last line with one
    for line in reversed(body.split("\n")):
        found = _last_bracket(line) if "[" in line else None
        if found is not None:
            start, end, inside = found
            return inside.strip(), True, line[:start], line[end:]
    for line in reversed([l for l in body.splitlines() if l.strip()]):
        match = _LOOSE_LOCATION.search(line.strip())
        if match and not _REPORTED.search(line.strip()[: match.start()]):
            return match.group(1).strip(), True, line.strip()[: match.start()], ""
    return None, False, "", ""


@lru_cache(maxsize=65536)
def chain_named(before: str, after: str = "") -> tuple[str, ...]:
    """The agents a belief names as thinking, in order ("A thinks B believes that ..." -> (A, B)).

    Read from the clause before the location, else (a location written first: "[c] is where A
    thinks ...") from the clause after it.
    """
    found = _THINKER.findall(_CLAUSE_BREAK.split(before)[-1]) or _THINKER.findall(_CLAUSE_BREAK.split(after)[0])
    return tuple(name.capitalize() for name in found)


@lru_cache(maxsize=65536)
def restatement_of(first_line: str) -> str:
    """The story sentence a step's first line restates: marks, label, arrow tail and belief sentences dropped; a
    belief sentence keeps its event clause ("Noah exited, so Owen thinks ... [c]" keeps "Noah exited")."""
    text = _ARROW.split(first_line, 1)[0]
    text = _LABEL.sub("", _MARKS.sub("", text), count=1)
    kept = []
    for sentence in _SENTENCE_BREAK.split(text.strip().strip("*").strip()):
        if sentence and is_belief(sentence):
            pieces = chunks(sentence)
            sentence = pieces[0] if len(pieces) > 1 and not is_belief(pieces[0]) else ""
        if sentence:
            kept.append(sentence)
    return " ".join(kept).strip()


@lru_cache(maxsize=65536)  # a step's commentary lines recur across the traces of a story
def _plain_sentences(line: str) -> tuple[str, ...]:
    """The sentences of a line without list or bold marks and a "Label:" prefix."""
    return tuple(s for s in _SENTENCE_BREAK.split(_LABEL.sub("", _MARKS.sub("", line), count=1).strip().strip("*"))
                 if s)


def narrates(first: str, later: list[str]) -> bool:
    """Whether lines after a step's restatement ``first`` tell a story event other than the one it restates
    (``clauses.commentary_narrates``: "Elizabeth leaves and will not see ..." after "Elizabeth exited ..." tells the
    same; an explanation, a negation or a belief tells none)."""
    if not any(map(_tells_event, later)):  # most lines tell none: no restatement needs reading
        return False
    return commentary_narrates(restatement_of(first), (), [s for line in later for s in _plain_sentences(line)])


@lru_cache(maxsize=65536)
def _tells_event(line: str) -> bool:
    """Whether a sentence of ``line`` tells an event (``clauses.events_told``); a step whose later lines tell none
    narrates nothing."""
    return any(events_told(sentence, None) for sentence in _plain_sentences(line))


@lru_cache(maxsize=65536)
def _last_bracket(line: str) -> Optional[tuple[int, int, str]]:
    """Where the last bracket of a line whose text is not the prompt's placeholder starts and ends, and its text;
    None if none (a tuple, not the match: the memo keeps no match objects for the collector to walk)."""
    found = [m for m in _BRACKET.finditer(line) if m.group(1).strip().lower() not in ("your choice", "your_choice")]
    return (found[-1].start(), found[-1].end(), found[-1].group(1)) if found else None


def step_blocks(text: str) -> tuple[list[int], list[str]]:
    """The number, and the stripped text up to the next header or a "Final Answer:", of each ``STEP_HEADER`` match.

    A header lies within one line (its pattern has no newline) and starts at the text's start
    or just after a newline, so splitting "\n" + ``text`` at the newline-led pattern finds the
    matches of ``STEP_HEADER.finditer(text)``; each block then lacks only the newline before
    the next header, which stripping drops anyway.
    """
    parts = STEP_HEADER_AFTER_NEWLINE.split("\n" + text)  # before, number, block, number, block, ...
    # a "Final Answer:" ends a step early (it needs a colon)
    blocks = [(FINAL_MARKER.split(b)[0] if ":" in b or "：" in b else b).strip() for b in parts[2::2]]
    return [int(n) for n in parts[1::2]], blocks


def numbered_blocks(text: str, marker: re.Pattern[str] = NUMBERED_STEP) -> tuple[list[int], list[str]]:
    """``step_blocks`` of one-line steps ("3. ..." or "3) ..." at a line start), for a reply with no header;
    ``marker`` ``STORY_NUMBERED_STEP`` reads copied story lines ("3 Rosa ...")."""
    parts = marker.split(text)
    blocks = [(FINAL_MARKER.split(b)[0] if ":" in b or "：" in b else b).strip() for b in parts[2::2]]
    return [int(n) for n in parts[1::2]], blocks


class BlockReading(NamedTuple):
    """What one step block says: stated location, its first line, the chain it names and its restatement."""

    raw_location: Optional[str]
    location: Optional[str]  # normalised; None for Null or when none is stated
    stated: bool
    first_line: str  # the block's first line (the block is stripped, so it is not blank)
    chain: tuple[str, ...]  # the agents its belief names, in order
    restatement: str  # ``restatement_of`` its first line
    narrates: bool  # a later line tells another event (``narrates``)


_reading = tuple.__new__  # ``_reading(BlockReading, fields)``: ``BlockReading._make`` without its Python-level check


def _read_block(block: str, choices) -> BlockReading:
    return _reading(BlockReading, _read_fields(block, choices))


def _read_fields(block: str, choices) -> tuple:
    """The fields of a block's ``BlockReading``, as a plain tuple (no named tuple built only to be copied)."""
    raw, stated, before, after = _location(block, choices)
    location = normalise_location(raw, choices) if stated else None
    lines = block.splitlines()
    at = 1 if len(lines) > 1 and _LINE_LABEL.fullmatch(lines[0]) else 0
    first = lines[at] if lines else ""
    return (raw, location, stated, first, chain_named(before, after), restatement_of(first),
            narrates(first, lines[at + 1:]))


@lru_cache(maxsize=65536)  # samples of one question repeat whole step blocks; long blocks are not kept (bounded memory)
def _block_fields(block: str, choices) -> tuple:
    """``_read_fields`` memoised: the collector stops tracking a tuple of strings (never a ``NamedTuple``), so a
    full memo does not lengthen every full collection."""
    return _read_fields(block, choices)


MEMO_BLOCK_CHARS = 2000


class ScannedTrace(NamedTuple):
    """``parse_trace``'s reading without the per-step objects: each step's number, block and reading."""

    numbers: list[int]
    blocks: list[str]
    readings: list[BlockReading]
    raw_final: Optional[str]
    final: Optional[str]  # normalised final answer; None for none or Null
    has_final: bool


def answer_line_starts(body: str) -> list[int]:
    """Where the ``ANSWER_LINE`` matches of ``body`` start, trying only the lines where "answer" occurs."""
    if not body.isascii():  # case folding may change lengths: the plain scan
        return [m.start() for m in ANSWER_LINE.finditer(body)]
    low, found = body.lower(), []
    at = low.find("answer")
    while at != -1:
        start = body.rfind("\n", 0, at) + 1
        if ANSWER_LINE.match(body, start):
            found.append(start)
        end = body.find("\n", at)  # a line has one start: go on from the next line
        at = low.find("answer", end) if end != -1 else -1
    return found


def _scan(text: str, choices) -> ScannedTrace:
    body = reading_text(text)  # where a thinking model's trace is (dellabels.traces.thinking)
    raw_final = final_answer_in(body)
    final_at = [m.start() for m in literal_matches(FINAL_MARKER, body, "final", "*")]
    final_at = sorted(final_at + answer_line_starts(body))
    steps_region = body[: final_at[-1]] if final_at else body
    numbers, blocks = step_blocks(steps_region)
    if not numbers:
        numbers, blocks = numbered_blocks(steps_region)
    if not numbers:
        numbers, blocks = numbered_blocks(steps_region, STORY_NUMBERED_STEP)
    if choices is None or type(choices) is str:  # hashable choices: the memo
        readings = [_reading(BlockReading, _block_fields(b, choices)) if len(b) <= MEMO_BLOCK_CHARS
                    else _read_block(b, choices) for b in blocks]
    else:
        readings = [_read_block(b, choices) for b in blocks]
    final = normalise_location(raw_final, choices) if raw_final is not None else None
    return ScannedTrace(numbers, blocks, readings, raw_final, final, raw_final is not None)


def scan_trace(text: object, choices=None) -> ScannedTrace:
    """``parse_trace`` as a ``ScannedTrace`` (for callers that need no ``TraceStep`` objects); never raises."""
    if isinstance(text, str):
        try:
            return _scan(text, choices)
        except Exception:  # noqa: BLE001 - the contract is "never raise" on arbitrary model output
            pass
    return ScannedTrace([], [], [], None, None, False)


def parse_trace(text: object, choices=None) -> ParsedTrace:
    """Steps, stated locations and the final answer of a trace; never raises."""
    scan = scan_trace(text, choices)
    steps = [TraceStep(number, block, r.raw_location, r.location, r.stated, r.chain, r.restatement, r.narrates)
             for number, block, r in zip(scan.numbers, scan.blocks, scan.readings)]
    return ParsedTrace(steps, scan.raw_final, scan.final, scan.has_final)
