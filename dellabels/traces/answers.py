"""Answer normalisation and final-answer extraction, shared by the tasks, labeler and filters.

Locations are compared after ``normalise_location``: case, spaces / hyphens /
underscores, surrounding brackets and quotes, a leading "the", and a choice
letter ("K. green_drawer" or "K" with the record's choices) are all folded.
The Null family ([Null], [None], [unknown], ...) normalises to ``None``.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Mapping, Optional

from dellabels.traces.thinking import reading_text

NULL_WORDS = frozenset({"null", "none", "unknown", "nowhere", "n/a", "na", "nil", "no_belief", "not_known"})
PLACEHOLDERS = frozenset({"your_choice", "your_answer", "x", "answer", "location", "choice", "container"})

_CHOICE = re.compile(r"(?:^|,\s*)([A-Z])\.\s*([^,]+)")
FINAL_BRACKET = re.compile(r"final\s+answer\s*[:：]?\s*\*{0,2}\s*\[([^\]\n]*)\]", re.I)
FINAL_LOOSE = re.compile(r"final\s+answer\s*[:：]\s*\*{0,2}\s*([^\n]+)", re.I)
# "Answer: x" / "**Answer:** [x]" at a line start: read only where no "Final Answer" is
ANSWER_BRACKET = re.compile(r"(?im)^[ \t>#*\-]*answer[ \t]*\**[ \t]*[:：][ \t]*\**[ \t]*\[([^\]\n]*)\]")
ANSWER_LOOSE = re.compile(r"(?im)^[ \t>#*\-]*answer[ \t]*\**[ \t]*[:：][ \t]*\**[ \t]*([^\n]+)")
# "### Final Answer" as a header, the answer on the next line
FINAL_HEADER = re.compile(r"(?im)^[ \t#*]*final[ \t]+answer[ \t*#]*\n+[ \t*]*\[?([^\[\]\n]+?)\]?[ \t*.]*$")
# a loose answer written as a sentence ("The cherry is in the red_box.") names its container last
_SENTENCE_ANSWER = re.compile(r"(?i)\b(?:is|are)\s+(?:in|at)\s+(?:the\s+)?([\w\-]+)\W*$")


def parse_choices(choices: Optional[str | Mapping[str, str] | list]) -> dict[str, str]:
    """'A. blue_drawer, B. green_crate, ...' (or a list / mapping) -> {'A': 'blue_drawer', ...}."""
    if not choices:
        return {}
    if isinstance(choices, Mapping):
        return {str(k).upper(): str(v).strip() for k, v in choices.items()}
    if isinstance(choices, list):
        return {chr(ord("A") + i): str(c).strip() for i, c in enumerate(choices)}
    return {letter: name.strip() for letter, name in _CHOICE.findall(choices)}


def _fold(text: str) -> str:
    text = text.strip().strip("[](){}<>\"'`*.,;:!? \t").strip()
    text = re.sub(r"^the\s+", "", text, flags=re.I)
    return re.sub(r"_+", "_", re.sub(r"[\s\-]+", "_", text.lower())).strip("_")


def normalise_location(raw: Optional[str], choices: Optional[str | Mapping[str, str] | list] = None) -> Optional[str]:
    """Canonical container name, or None for a Null-family / empty answer."""
    if raw is None:
        return None
    if type(raw) is str and (choices is None or type(choices) is str):
        return _normalise_text(raw, choices)
    return _normalise(raw, choices)


@lru_cache(maxsize=65536)
def _normalise_text(raw: str, choices: Optional[str]) -> Optional[str]:
    """``normalise_location`` of a string with string choices, memoised (a trace repeats its locations)."""
    return _normalise(raw, choices)


def _normalise(raw, choices) -> Optional[str]:
    text = str(raw).strip()
    letters = parse_choices(choices)
    match = re.fullmatch(r"\[?\s*([A-Za-z])\s*[.)]\s*(.*?)\s*\]?", text)
    if match and match.group(2):
        text = match.group(2)
    elif letters and re.fullmatch(r"\[?\s*([A-Z])\s*[.)]?\s*\]?", text):
        letter = re.sub(r"[^A-Z]", "", text)
        text = letters.get(letter, text)
    folded = _fold(text)
    if not folded or folded in NULL_WORDS:
        return None
    return folded


def literal_matches(pattern: re.Pattern[str], text: str, literal: str, lead: str = "") -> list[re.Match[str]]:
    """``list(pattern.finditer(text))``, trying a match only where ``literal`` occurs.

    For a pattern (no ``^``, ``$`` or lookbehind) whose every match is any number of the
    character ``lead``, then ``literal`` (case-insensitive), then more: a match starts at the
    first ``lead`` before an occurrence, so most of a long text is skipped. Non-ASCII text
    (whose case folding differs from ``str.lower``) takes the plain ``finditer``.
    """
    if not text.isascii():
        return list(pattern.finditer(text))
    low = text.lower()
    found: list[re.Match[str]] = []
    done = 0  # end of the last match: matches do not overlap
    at = low.find(literal)
    while at != -1:
        start = at
        while lead and start > done and text[start - 1] == lead:
            start -= 1
        match = pattern.match(text, start)
        if match:
            found.append(match)
            done = match.end()
        at = low.find(literal, max(at + 1, done))
    return found


def extract_final_answer(text: Optional[str]) -> Optional[str]:
    """Raw text of the last well-formed 'Final Answer: [x]' that is not the prompt's placeholder.

    Read from ``dellabels.traces.thinking.reading_text`` (the one rule for think blocks). Falls
    back to an unbracketed 'Final Answer: x' line; None when there is none.
    """
    if not text:
        return None
    return final_answer_in(reading_text(text))


def final_answer_in(body: str) -> Optional[str]:
    """``extract_final_answer`` of a text already read by the thinking rule.

    The last "Final Answer: [x]", else the last unbracketed "Final Answer: x", else the same two
    forms of a line starting "Answer:", else the line after a "Final Answer" header; placeholders ("[your choice]") skipped; an unbracketed
    answer that is a sentence ending "is in the X" reads X. Two bracketed answers on the answer's line
    ("[x] or [y]", "[x]/[y]", "[x] [y]") are no answer: None.
    """
    for pattern in (FINAL_BRACKET, FINAL_LOOSE, ANSWER_BRACKET, ANSWER_LOOSE, FINAL_HEADER):
        if pattern is ANSWER_BRACKET and "nswer" not in body and "NSWER" not in body:
            return None
        matches = literal_matches(pattern, body, "final") if pattern in (FINAL_BRACKET, FINAL_LOOSE) \
            else pattern.finditer(body)
        kept = [m for m in matches if _fold(m.group(1).strip()) not in PLACEHOLDERS]
        if kept:
            last = kept[-1]
            if pattern in (FINAL_BRACKET, ANSWER_BRACKET) and _second_bracket(body, last):
                return None  # "[gold] or [wrong]": two answers are no answer
            value = last.group(1).strip()
            return _loose_value(value) if pattern in (FINAL_LOOSE, ANSWER_LOOSE) else value
    return None


_SECOND = re.compile(r"[ \t]*(?:or|/|,|and|\|)?[ \t]*(?:maybe[ \t]+)?\[([^\]\n]*)\]")


def _second_bracket(body: str, match: re.Match[str]) -> bool:
    """Whether another bracketed answer follows ``match`` on its line ("[red_box] or [blue_box]", "[a]/[b]")."""
    second = _SECOND.match(body, match.end())
    return bool(second) and _fold(second.group(1)) not in PLACEHOLDERS | {_fold(match.group(1))}


def _loose_value(text: str) -> str:
    """An unbracketed answer: its container when it is a sentence ("... is in the X."), else itself."""
    match = _SENTENCE_ANSWER.search(text) if " " in text.strip() else None
    return match.group(1) if match else text
