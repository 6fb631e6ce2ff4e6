"""Parse model belief traces in (or near) the one-shot DEL format, without ever raising.

Real outputs deviate from "## Step k ##" blocks: missing, duplicated or
renumbered steps, merged story lines, extra prose, no brackets, the
instruction's "Final Answer: [your choice]", <think> blocks (read by the one rule of
``dellabels.traces.thinking``), choice letters,
case / underscore variants and the Null family. ``parse_trace`` accepts any
string (anything else becomes an empty trace) and returns what it can read.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple, Optional

from dellabels.traces.answers import final_answer_in, literal_matches, normalise_location
from dellabels.traces.markers import FINAL_MARKER, STEP_HEADER, STEP_HEADER_AFTER_NEWLINE
from dellabels.traces.thinking import reading_text

__all__ = ["FINAL_MARKER", "STEP_HEADER", "ParsedTrace", "TraceStep", "parse_trace", "scan_trace", "step_blocks"]
_BRACKET = re.compile(r"\[([^\[\]\n]{0,80})\]")
_SENTENCE_BREAK = re.compile(r"(?<=\.)\s+(?=[A-Z0-9])")
_THINKS = re.compile(r"\bthinks?\b")
_LOOSE_LOCATION = re.compile(r"(?i)\b(?:is|are)\s+(?:in|at)\s+(?:the\s+)?([A-Za-z][\w\- ]{0,40}?)\s*[.!]?\s*$")


@dataclass
class TraceStep:
    """One step block: its printed number, text, echoed story text and stated location."""

    number: Optional[int]
    text: str
    echo: list[str] = field(default_factory=list)  # candidate story sentences the step repeats
    raw_location: Optional[str] = None
    location: Optional[str] = None  # normalised; None for Null or when none is stated
    stated: bool = False  # a location (possibly [Null]) was found


@dataclass
class ParsedTrace:
    steps: list[TraceStep]
    raw_final: Optional[str]
    final: Optional[str]  # normalised final answer; None for none or Null
    has_final: bool


def _location(body: str, choices) -> tuple[Optional[str], bool]:
    # a bracket never spans a newline: the last one of the body is the last of its last line with one
    for line in reversed(body.split("\n")):
        found = _line_bracket(line) if "[" in line else None
        if found is not None:
            return found, True
    for line in reversed([l for l in body.splitlines() if l.strip()]):
        match = _LOOSE_LOCATION.search(line.strip())
        if match:
            return match.group(1).strip(), True
    return None, False


@lru_cache(maxsize=65536)
def _line_bracket(line: str) -> Optional[str]:
    """The last bracketed text of a line that is not the prompt's placeholder, stripped; None if none."""
    found = [f for f in _BRACKET.findall(line) if f.strip().lower() not in ("your choice", "your_choice")]
    return found[-1].strip() if found else None


@lru_cache(maxsize=65536)
def _line_echo(line: str) -> tuple[str, ...]:
    """The echo sentences of one line (memoised: restatements and effects repeat across questions)."""
    text = line.strip().strip("*").strip()
    dot = text.find(".")
    # a break needs a "." with text after it; "think" must occur for _THINKS to match
    found = _SENTENCE_BREAK.split(text) if -1 < dot < len(text) - 1 else (text,)
    return tuple(s for s in (s.strip() for s in found)
                 if s and "[" not in s and not ("think" in s and _THINKS.search(s)))


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


class BlockReading(NamedTuple):
    """What one step block says: echoed sentences, stated location, and its first line."""

    echo: tuple[str, ...]
    raw_location: Optional[str]
    location: Optional[str]  # normalised; None for Null or when none is stated
    stated: bool
    first_line: str  # the block's first line (the block is stripped, so it is not blank)


def _read_block(block: str, choices) -> BlockReading:
    raw, stated = _location(block, choices)
    location = normalise_location(raw, choices) if stated else None
    lines = block.splitlines()
    echo: list[str] = []
    for line in lines:
        echo += _line_echo(line)
    return BlockReading(tuple(echo), raw, location, stated, lines[0] if lines else "")


# Samples of one question repeat whole step blocks; long blocks are not kept (bounded memory).
_read_block_memo = lru_cache(maxsize=65536)(_read_block)
MEMO_BLOCK_CHARS = 2000


class ScannedTrace(NamedTuple):
    """``parse_trace``'s reading without the per-step objects: each step's number, block and reading."""

    numbers: list[int]
    blocks: list[str]
    readings: list[BlockReading]
    raw_final: Optional[str]
    final: Optional[str]  # normalised final answer; None for none or Null
    has_final: bool


def _scan(text: str, choices) -> ScannedTrace:
    body = reading_text(text)  # where a thinking model's trace is (dellabels.traces.thinking)
    raw_final = final_answer_in(body)
    final_at = [m.start() for m in literal_matches(FINAL_MARKER, body, "final", "*")]
    steps_region = body[: final_at[-1]] if final_at else body
    read = _read_block_memo if choices is None or type(choices) is str else _read_block
    numbers, blocks = step_blocks(steps_region)
    readings = [read(b, choices) if len(b) <= MEMO_BLOCK_CHARS else _read_block(b, choices) for b in blocks]
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
    steps = [TraceStep(number, block, list(r.echo), r.raw_location, r.location, r.stated)
             for number, block, r in zip(scan.numbers, scan.blocks, scan.readings)]
    return ParsedTrace(steps, scan.raw_final, scan.final, scan.has_final)
