"""Where a response starts looping: the rule that stops generation spent on the same steps over and over.

What is compared is what a step says, not how it is numbered: each completed line with its spacing folded and a
step header's number masked ("## Step 38 ##", "**Step 38:**" read "Step #"), so a step written again as
"## Step 39 ##", "## Step 40 ##", ... is a copy of the one before. A response is cut where either holds first:

1. *Repeats*: a block of 1 to ``LONGEST_BLOCK`` such lines, not all of them bare step headers, comes ``REPEATS`` times
   back to back. A right trace restates its story line in every step, so it repeats a step only where its story
   tells the same event (or run of events) again back to back: no Hi-ToM story does, no ToMi story more than
   twice (``bench/loop_share.py --stories``). The cut is the end of the last copy.
2. *Past the story* (where the story is known, ``story_lines``): ``PAST_STORY`` steps more than the story has
   lines, and no "Final Answer:" yet. A right trace writes a step per story line. The cut is the end of that
   step's header.

The numbers come from the committed runs (``bench/loop_share.py``): responses that did reach an answer repeated a
block at most 5 times, and wrote at most 10 steps past their story, before it; of the responses that ran 3 or more
steps past their story without answering, all but one trip a rule (that one, the miniature trace LM's, repeats
bare step headers, which that model's answering responses do too, then writes one line that never ends). A step
header alone on its line says nothing, so a block of bare headers is not counted as a repeat; the story rule counts
it. What came before the cut is kept whole.

Thinking (between ``<think>`` and ``</think>``; the tags end a line) has a rule of its own: short lines such as
"Wait." come back legitimately, so a block of thinking lines is a loop only when it holds at least
``THINK_MIN_CHARS`` characters; thinking steps are not counted against the story, and thinking and reply lines
never make one block. Which lines are thinking is read from the tags before them, so a response whose
``<think>`` was in the prompt is read as reply until its ``</think>``.
"""
from __future__ import annotations

import re
from typing import Iterable, Optional

from dellabels.traces.markers import FINAL_MARKER, HEADER

REPEATS = 6
LONGEST_BLOCK = 16
PAST_STORY = 11
THINK_MIN_CHARS = 200

_THINKING, _HEAD = "\x00", "\x01"  # lead a thinking line's key and a step header's, so neither equals a reply line
# a completed piece: text up to a line end or a think tag (a "<" of anything else is text)
_PIECE = re.compile(r"[^\n\r<]*(?:<(?!/?think>)[^\n\r<]*)*(\r\n|\n|\r|</?think>)", re.I)
_HEADER_AT_START = re.compile(HEADER, re.I)
_STORY = re.compile(r"(?s).*<Story>(.*?)<Question>")


def step_key(line: str) -> str:
    """What a line says, for comparing: spacing folded and a step header's number masked."""
    folded = " ".join(line.split())
    header = _HEADER_AT_START.match(folded)
    return folded if header is None else folded[:header.start(1)] + "#" + folded[header.end(1):]


def story_lines(story: Optional[str]) -> Optional[int]:
    """The number of non-empty lines of a story (None for none): the steps a right trace of it writes."""
    return sum(1 for line in story.splitlines() if line.strip()) if isinstance(story, str) and story.strip() else None


def story_length(prompt: object) -> Optional[int]:
    """``story_lines`` of the last story in a prompt (between its last "<Story>" and the "<Question>" after it;
    a chat prompt's messages are read in order), None if it has none."""
    if isinstance(prompt, (list, tuple)):
        prompt = "\n".join(str(m.get("content", "")) if isinstance(m, dict) else str(m) for m in prompt)
    found = _STORY.match(prompt) if isinstance(prompt, str) else None
    return None if found is None else story_lines(found.group(1))


def _lines(text: str) -> tuple[list[str], list[int], list[bool]]:
    """The completed non-empty lines' keys (led by ``_THINKING`` for thinking, ``_HEAD`` for a step header alone
    on its line), the offset just past each, and whether each starts a reply step."""
    keys: list[str] = []
    ends: list[int] = []
    heads: list[bool] = []
    inside = False
    # every piece ends in a line end or a tag's ">": past the last of them is the line still being written
    done = max(text.rfind("\n"), text.rfind("\r"), text.rfind(">")) + 1
    for piece in _PIECE.finditer(text, 0, done):
        line = piece.group(0)[:piece.start(1) - piece.start(0)]
        key = step_key(line)
        if key:
            header = None if inside else _HEADER_AT_START.match(line)
            bare = header is not None and not line[header.end():].strip(" \t#*:.)-")
            keys.append((_THINKING if inside else _HEAD if bare else "") + key)
            ends.append(piece.end())
            heads.append(header is not None)
        tag = piece.group(1).lower()
        if tag.endswith("think>"):
            inside = tag == "<think>"
    return keys, ends, heads


def _repeats_at(keys: list[str], last: int, block: int, repeats: int) -> bool:
    """Whether the ``block`` lines ending at ``last`` are the last of ``repeats`` equal copies in a row."""
    if last + 1 < block * repeats:
        return False
    if repeats > 1 and keys[last] != keys[last - block]:  # a copy before this one ends in the same line
        return False
    copy = keys[last + 1 - block:last + 1]
    if all(k.startswith(_HEAD) for k in copy):
        return False
    if copy[0].startswith(_THINKING) and sum(len(k) - 1 for k in copy) < THINK_MIN_CHARS:
        return False
    return all(keys[last + 1 - block * (r + 1):last + 1 - block * r] == copy for r in range(1, repeats))


def most_copies(lines: Iterable[str], longest_block: int = LONGEST_BLOCK) -> int:
    """The most times a block of 1 to ``longest_block`` of ``lines`` comes back to back (1: nothing repeats)."""
    keys = [step_key(line) for line in lines]
    most = 1
    for last in range(len(keys)):
        for block in range(1, longest_block + 1):
            while _repeats_at(keys, last, block, most + 1):
                most += 1
    return most


class _Scan:
    """The rule applied line by line; ``upto`` checks the lines not yet checked and says where the cut is."""

    def __init__(self, repeats: int, longest_block: int, story_lines: Optional[int]) -> None:
        self.repeats, self.longest_block, self.story_lines = repeats, longest_block, story_lines
        self.checked, self.steps, self.answered = 0, 0, False

    def upto(self, keys: list[str], ends: list[int], heads: list[bool]) -> Optional[int]:
        for last in range(self.checked, len(keys)):
            self.checked = last + 1
            key = keys[last]
            self.answered = self.answered or (not key.startswith(_THINKING) and bool(FINAL_MARKER.search(key)))
            self.steps += heads[last]
            if self.story_lines is not None and heads[last] and not self.answered \
                    and self.steps >= self.story_lines + PAST_STORY:
                return ends[last]
            # only a block whose line one copy back is this line can repeat (checked inline: this runs per line)
            blocks = range(1, self.longest_block + 1) if self.repeats < 2 else \
                (b for b in range(1, min(self.longest_block, last) + 1) if keys[last - b] == key)
            if any(_repeats_at(keys, last, block, self.repeats) for block in blocks):
                return ends[last]
        return None


def loop_cut(text: str, repeats: int = REPEATS, longest_block: int = LONGEST_BLOCK,
             story_lines: Optional[int] = None) -> Optional[int]:
    """The offset where ``text`` is cut (the module's rule; ``story_lines``: its story's length, if known), None
    if it runs on neither rule."""
    return _Scan(repeats, longest_block, story_lines).upto(*_lines(text))


class LoopWatch:
    """``loop_cut`` for text that arrives in pieces (a stream): ``feed`` returns the cut offset once the text so
    far is cut, checking only the lines completed since the last call."""

    def __init__(self, repeats: int = REPEATS, longest_block: int = LONGEST_BLOCK,
                 story_lines: Optional[int] = None) -> None:
        self.text = ""
        self.cut: Optional[int] = None
        self._scan = _Scan(repeats, longest_block, story_lines)

    def feed(self, piece: str) -> Optional[int]:
        if self.cut is not None:
            return self.cut
        self.text += piece
        if any(mark in piece for mark in ("\n", "\r", ">")):
            self.cut = self._scan.upto(*_lines(self.text))
        return self.cut
