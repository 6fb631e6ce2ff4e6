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
from typing import Optional

from dellabels.traces.answers import extract_final_answer, normalise_location, strip_thinking

# what starts a step ("## Step 3 ##", "**Step 3:**", "Step 3.", ...); group 1 is its number
STEP_HEADER = re.compile(r"(?im)^[ \t>]*(?:#{1,6}|\*\*)?[ \t]*step[ \t]*(\d{1,4})[ \t]*(?:#{1,6}|\*\*)?[ \t]*[:.)\-]?[ \t]*")
_FINAL = re.compile(r"(?i)\**final\s+answer\s*\**\s*[:：]")
_BRACKET = re.compile(r"\[([^\[\]\n]{0,80})\]")
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
    lines = [l for l in body.splitlines() if l.strip()]
    found = _BRACKET.findall(body)
    found = [f for f in found if f.strip().lower() not in ("your choice", "your_choice")]
    if found:
        return found[-1].strip(), True
    for line in reversed(lines):
        match = _LOOSE_LOCATION.search(line.strip())
        if match:
            return match.group(1).strip(), True
    return None, False


def _echo_sentences(body: str) -> list[str]:
    sentences = []
    for line in body.splitlines():
        text = line.strip().strip("*").strip()
        for sentence in re.split(r"(?<=\.)\s+(?=[A-Z0-9])", text):
            sentence = sentence.strip()
            if sentence and "[" not in sentence and not re.search(r"\bthinks?\b", sentence):
                sentences.append(sentence)
    return sentences


def parse_trace(text: object, choices=None) -> ParsedTrace:
    """Steps, stated locations and the final answer of a trace; never raises."""
    if not isinstance(text, str):
        return ParsedTrace([], None, None, False)
    try:
        body = strip_thinking(text)
        raw_final = extract_final_answer(body)
        final_at = [m.start() for m in _FINAL.finditer(body)]
        steps_region = body[: final_at[-1]] if final_at else body
        headers = list(STEP_HEADER.finditer(steps_region))
        steps = []
        for i, match in enumerate(headers):
            end = headers[i + 1].start() if i + 1 < len(headers) else len(steps_region)
            block = _FINAL.split(steps_region[match.end(): end])[0].strip()
            raw, stated = _location(block, choices)
            steps.append(TraceStep(int(match.group(1)), block, _echo_sentences(block), raw,
                                   normalise_location(raw, choices) if stated else None, stated))
        final = normalise_location(raw_final, choices) if raw_final is not None else None
        return ParsedTrace(steps, raw_final, final, raw_final is not None)
    except Exception:  # noqa: BLE001 - the contract is "never raise" on arbitrary model output
        return ParsedTrace([], None, None, False)
