"""Where a response starts looping: the rule that stops generation spent on the same lines over and over.

A response loops when a block of 1 to ``LONGEST_BLOCK`` consecutive non-empty lines comes ``REPEATS`` times back to
back (lines compared with their spacing folded). The cut is the end of the last of those copies: what came before
it is kept whole, so a loop that restates a final answer keeps it. A belief trace never needs one line, or one
group of lines, three times in a row: each step of a DEL trace names a new event. ``bench/loop_share.py`` measures
the rule on the committed runs (tokens after the cut, and responses whose scores the cut would change: none).
"""
from __future__ import annotations

from typing import Optional

REPEATS = 3
LONGEST_BLOCK = 8


def _lines(text: str) -> tuple[list[str], list[int]]:
    """The non-empty lines with spacing folded, and the offset just past each one's line end."""
    keys: list[str] = []
    ends: list[int] = []
    at = 0
    for line in text.splitlines(keepends=True):
        at += len(line)
        key = " ".join(line.split())
        if key and line.endswith(("\n", "\r")):  # a line still being written is not compared yet
            keys.append(key)
            ends.append(at)
    return keys, ends


def _repeats_at(keys: list[str], last: int, block: int, repeats: int) -> bool:
    """Whether the ``block`` lines ending at ``last`` are the last of ``repeats`` equal copies in a row."""
    if last + 1 < block * repeats:
        return False
    copy = keys[last + 1 - block:last + 1]
    return all(keys[last + 1 - block * (r + 1):last + 1 - block * r] == copy for r in range(1, repeats))


def loop_cut(text: str, repeats: int = REPEATS, longest_block: int = LONGEST_BLOCK) -> Optional[int]:
    """The offset where ``text`` is cut for looping (the end of the first ``repeats``-th copy), None if it does
    not loop."""
    keys, ends = _lines(text)
    for last in range(len(keys)):
        if any(_repeats_at(keys, last, block, repeats) for block in range(1, longest_block + 1)):
            return ends[last]
    return None


class LoopWatch:
    """``loop_cut`` for text that arrives in pieces (a stream): ``feed`` returns the cut offset once the text so
    far loops, checking only the lines completed since the last call."""

    def __init__(self, repeats: int = REPEATS, longest_block: int = LONGEST_BLOCK) -> None:
        self.repeats = repeats
        self.longest_block = longest_block
        self.text = ""
        self._checked = 0
        self.cut: Optional[int] = None

    def feed(self, piece: str) -> Optional[int]:
        if self.cut is not None:
            return self.cut
        self.text += piece
        if "\n" not in piece and "\r" not in piece:
            return None
        keys, ends = _lines(self.text)
        for last in range(self._checked, len(keys)):
            if any(_repeats_at(keys, last, block, self.repeats) for block in range(1, self.longest_block + 1)):
                self.cut = ends[last]
                return self.cut
        self._checked = len(keys)
        return None
