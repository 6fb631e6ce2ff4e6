"""Which story line each step of a trace is written for, read from what the step restates.

Printed step numbers are never read: models renumber after a skipped line and number merged
steps either way. The lines a step's restatement fits (``Restatements.candidates``) decide:

1. The longest run of steps whose fitting lines rise with them (story order) keeps those lines:
   they anchor the trace, so a misquote that happens to equal a far line does not take it.
2. Every other step, in the order written, with a cursor at the line after the last aligned one:
   a step that fits untaken lines takes the first at or after the cursor, else the nearest
   before it (a step written out of order); one whose fitting lines are all taken takes the
   cursor's line when untaken (a misquote of that line), else the nearest taken one (a repeat);
   a step that fits no line takes the first untaken line at or after the cursor, else none
   (past the story's end).

So a skipped line never shifts later steps, steps written out of order keep their lines, and a
line is never given to a step that restates another line while that other line is untaken.
"""
from __future__ import annotations

from bisect import bisect_left
from typing import Optional, Sequence

from dellabels.traces.restate import Restatements


def _anchors(fits: Sequence[tuple[int, ...]]) -> dict[int, int]:
    """Step -> line of a longest chain of steps whose lines strictly rise (patience sorting).

    A step's own lines are tried from the highest down, so no chain holds two of them; the chain
    kept ends at the lowest line any longest chain can end at.
    """
    tails: list[int] = []  # tails[k]: lowest last line of a rising chain of k + 1 steps
    ends: list[int] = []  # ends[k]: the entry that chain ends with
    entries: list[tuple[int, int, int]] = []  # (step, line, previous entry or -1)
    for step, lines in enumerate(fits):
        for line in sorted(lines, reverse=True):
            k = bisect_left(tails, line)
            entries.append((step, line, ends[k - 1] if k else -1))
            if k == len(tails):
                tails.append(line)
                ends.append(len(entries) - 1)
            else:
                tails[k], ends[k] = line, len(entries) - 1
    chain: dict[int, int] = {}
    at = ends[-1] if ends else -1
    while at != -1:
        step, line, at = entries[at]
        chain[step] = line
    return chain


def _rising(fits: Sequence[tuple[int, ...]]) -> Optional[list[Optional[int]]]:
    """When every step fits a line after the previous step's, each step's first such line (all anchors); else None."""
    lines: list[Optional[int]] = []
    last = 0
    for step_fits in fits:
        for line in step_fits:  # a plain loop: this runs for every step of every trace
            if line > last:
                break
        else:
            return None
        lines.append(line)
        last = line
    return lines


def _pick(fits: Sequence[int], cursor: int, taken: list[bool]) -> int:
    ahead = [k for k in fits if k >= cursor and not taken[k]]
    if ahead:
        return ahead[0]
    behind = [k for k in fits if k < cursor and not taken[k]]
    if behind:
        return behind[-1]
    if cursor < len(taken) - 1 and not taken[cursor]:
        return cursor
    return min(fits, key=lambda k: (abs(k - (cursor - 1)), k))


def align(check: Restatements, restatements: Sequence[str]) -> list[Optional[int]]:
    """The 1-based story line of each step (None past the end of the story); see the module docstring."""
    count = len(check.lines)
    known = check.candidate_memo  # the memo of ``candidates``, read here first (the hot path: every step)
    fits = [(known.get(text) or check.candidates(text))[0] if text else () for text in restatements]
    rising = _rising(fits)
    if rising is not None:
        return rising
    anchors = _anchors(fits)
    taken = [False] * (count + 2)
    for line in anchors.values():
        taken[line] = True
    cursor = 1
    aligned: list[Optional[int]] = []
    for step, lines in enumerate(fits):
        line = anchors.get(step)
        if line is None:
            if lines:
                line = _pick(lines, cursor, taken)
            else:
                line = next((k for k in range(cursor, count + 1) if not taken[k]), None)
            if line is not None:
                taken[line] = True
        aligned.append(line)
        if line is not None:
            cursor = max(cursor, line + 1)
    return aligned
