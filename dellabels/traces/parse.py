"""Parse model belief traces in (or near) the one-shot DEL format, without ever raising.

Real outputs deviate from "## Step k ##" blocks: missing, duplicated or
renumbered steps, merged story lines, extra prose, no brackets, the
instruction's "Final Answer: [your choice]", <think> blocks, choice letters,
case / underscore variants and the Null family. ``parse_trace`` accepts any
string (anything else becomes an empty trace) and returns what it can read.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Optional

from dellabels.traces.answers import extract_final_answer, literal_matches, normalise_location, strip_thinking

# what starts a step ("## Step 3 ##", "**Step 3:**", "Step 3.", ...); group 1 is its number
STEP_HEADER = re.compile(r"(?im)^[ \t>]*(?:#{1,6}|\*\*)?[ \t]*step[ \t]*(\d{1,4})[ \t]*(?:#{1,6}|\*\*)?[ \t]*[:.)\-]?[ \t]*")
FINAL_MARKER = re.compile(r"(?i)\**final\s+answer\s*\**\s*[:：]")
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
    found = _BRACKET.findall(body)
    found = [f for f in found if f.strip().lower() not in ("your choice", "your_choice")]
    if found:
        return found[-1].strip(), True
    for line in reversed([l for l in body.splitlines() if l.strip()]):
        match = _LOOSE_LOCATION.search(line.strip())
        if match:
            return match.group(1).strip(), True
    return None, False


def _echo_sentences(body: str) -> list[str]:
    sentences = []
    for line in body.splitlines():
        text = line.strip().strip("*").strip()
        for sentence in _SENTENCE_BREAK.split(text):
            sentence = sentence.strip()
            if sentence and "[" not in sentence and not _THINKS.search(sentence):
                sentences.append(sentence)
    return sentences


def step_headers(text: str) -> list[re.Match[str]]:
    """``list(STEP_HEADER.finditer(text))``, trying only the lines that contain "step".

    A header lies within one line and starts at the line's start, so one ``match`` per such
    line finds the same matches. Non-ASCII text (whose case folding differs from
    ``str.lower``) takes the plain ``finditer``.
    """
    if not text.isascii():
        return list(STEP_HEADER.finditer(text))
    low = text.lower()
    found = []
    at = low.find("step")
    while at != -1:
        match = STEP_HEADER.match(text, text.rfind("\n", 0, at) + 1)
        if match:
            found.append(match)
        newline = text.find("\n", at)
        if newline == -1:
            break
        at = low.find("step", newline + 1)
    return found


def _read_block(block: str, choices) -> tuple[tuple[str, ...], Optional[str], Optional[str], bool]:
    """(echoed sentences, raw location, normalised location, stated) of one step block."""
    raw, stated = _location(block, choices)
    return tuple(_echo_sentences(block)), raw, normalise_location(raw, choices) if stated else None, stated


# Samples of one question repeat whole step blocks; long blocks are not kept (bounded memory).
_read_block_memo = lru_cache(maxsize=65536)(_read_block)
MEMO_BLOCK_CHARS = 2000


def parse_trace(text: object, choices=None) -> ParsedTrace:
    """Steps, stated locations and the final answer of a trace; never raises."""
    if not isinstance(text, str):
        return ParsedTrace([], None, None, False)
    try:
        body = strip_thinking(text)
        raw_final = extract_final_answer(body)
        final_at = [m.start() for m in literal_matches(FINAL_MARKER, body, "final", "*")]
        steps_region = body[: final_at[-1]] if final_at else body
        headers = step_headers(steps_region)
        read = _read_block_memo if choices is None or type(choices) is str else _read_block
        steps = []
        ends = [m.start() for m in headers[1:]] + [len(steps_region)]
        for match, end in zip(headers, ends):
            block = steps_region[match.end(): end]
            if ":" in block or "：" in block:  # a "Final Answer:" ends the step early (it needs a colon)
                block = FINAL_MARKER.split(block)[0]
            block = block.strip()
            echo, raw, location, stated = (read if len(block) <= MEMO_BLOCK_CHARS else _read_block)(block, choices)
            steps.append(TraceStep(int(match.group(1)), block, list(echo), raw, location, stated))
        final = normalise_location(raw_final, choices) if raw_final is not None else None
        return ParsedTrace(steps, raw_final, final, raw_final is not None)
    except Exception:  # noqa: BLE001 - the contract is "never raise" on arbitrary model output
        return ParsedTrace([], None, None, False)
