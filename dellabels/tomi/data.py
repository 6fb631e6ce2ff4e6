"""Reading ToMi's bAbI-format files (never shipped with the project: CC BY-NC).

The data is ``tomi_balanced_story_types.zip`` or its unzipped folder, from an
argument or $DELTOM_TOMI_PATH. Split ``s`` is ``fb_all_{s}.txt`` (numbered
lines; a question line is "Q?<TAB>gold<TAB>1" and ends its story, which ToMi
repeats for every question) with ``fb_all_{s}.trace`` beside it (one line per
question: the story's events, the question type, the story type). Anything
else is a one-line ``DataFileError`` naming the file, the line and the field.
"""
from __future__ import annotations

import os
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

from dellabels.hitom.grammar import StoryParseError
from dellabels.tomi.grammar import ToMiLine, ToMiQuestion, parse_question, parse_story
from deltom_base.errors import DataFileError, DataNotFoundError

TOMI_ENV = "DELTOM_TOMI_PATH"
SPLITS = ("train", "val", "test")
STORY_TYPES = ("true_belief", "false_belief", "second_order_false_belief")


@dataclass(frozen=True)
class ToMiItem:
    """One ToMi question with its story, gold, question type and story type."""

    split: str
    index: int  # the question's position in its split (0-based; its line in the .trace file is index + 1)
    story_index: int  # stories are numbered in order of first appearance in the split
    lines: tuple[ToMiLine, ...]
    question: ToMiQuestion
    gold: str
    question_type: str  # e.g. first_order_1_tom, as the .trace file writes it
    story_type: str
    events: tuple[str, ...]  # the .trace file's event names before the question type
    where: str  # "file:line" of the question line

    @property
    def story_text(self) -> str:
        return "\n".join(f"{line.number} {line.text}" for line in self.lines)


def resolve_tomi(path: Optional[str] = None) -> Path:
    """The zip or folder from ``path`` or $DELTOM_TOMI_PATH, checked to exist."""
    value = path or os.environ.get(TOMI_ENV)
    if not value:
        raise DataNotFoundError(f"no ToMi data given: pass a path or set {TOMI_ENV}=/path/to/"
                                "tomi_balanced_story_types.zip (or its unzipped folder)")
    found = Path(value).expanduser()
    if not found.exists():
        raise DataNotFoundError(f"ToMi data not found at {found} (from {'argument' if path else TOMI_ENV})")
    return found


def _read(root: Path, filename: str) -> tuple[str, list[str]]:
    """(shown name, lines) of ``filename`` inside the zip or folder ``root`` (at any depth)."""
    if root.is_dir():
        hits = sorted(root.rglob(filename))
        if not hits:
            raise DataFileError(f"{root}: holds no {filename}")
        raw, shown = hits[0].read_bytes(), str(hits[0])
    else:
        try:
            with zipfile.ZipFile(root) as archive:
                names = sorted(n for n in archive.namelist() if n.rsplit("/", 1)[-1] == filename)
                if not names:
                    raise DataFileError(f"{root}: holds no {filename}")
                raw, shown = archive.read(names[0]), f"{root}!{names[0]}"
        except zipfile.BadZipFile:
            raise DataFileError(f"{root}: not a zip file nor a folder") from None
    try:
        return shown, raw.decode("utf-8").splitlines()
    except UnicodeDecodeError as err:
        raise DataFileError(f"{shown}: not UTF-8 text (byte at offset {err.start})") from None


def _trace_fields(shown: str, number: int, text: str) -> tuple[tuple[str, ...], str, str]:
    fields = text.strip().split(",")
    if len(fields) < 3 or not all(fields):
        raise DataFileError(f"{shown}:{number}: trace: expected 'event,...,question_type,story_type', got {text!r}")
    if fields[-1] not in STORY_TYPES:
        raise DataFileError(f"{shown}:{number}: story type: {fields[-1]!r} is not one of {', '.join(STORY_TYPES)}")
    return tuple(fields[:-2]), fields[-2], fields[-1]


def kind_of(question_type: str) -> str:
    """The question kind a .trace question type names: first_order_1_tom -> first_order, reality -> reality."""
    return next((kind for kind in ("first_order", "second_order") if question_type.startswith(kind)), question_type)


def read_split(root: Path, split: str) -> Iterator[ToMiItem]:
    """The questions of one split, in file order, each checked against ToMi's grammar."""
    if split not in SPLITS:
        raise ValueError(f"unknown ToMi split {split!r}; one of {', '.join(SPLITS)}")
    shown, lines = _read(root, f"fb_all_{split}.txt")
    trace_shown, traces = _read(root, f"fb_all_{split}.trace")
    story: list[tuple[int, str]] = []
    count = 0  # numbered lines of the current story, questions included (bAbI may continue after one)
    stories: dict[tuple[tuple[int, str], ...], tuple[int, list[ToMiLine]]] = {}
    index = 0
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        head, _, text = raw.strip().partition(" ")
        if not head.isdigit():
            raise DataFileError(f"{shown}:{number}: line number: expected 'N text', got {raw[:60]!r}")
        if int(head) == 1:
            story, count = [], 0
        if int(head) != count + 1:
            raise DataFileError(f"{shown}:{number}: line number: expected {count + 1}, got {head}")
        count += 1
        if "\t" not in text:
            story.append((int(head), text))
            continue
        parts = text.split("\t")
        if len(parts) != 3 or not parts[1].strip():
            raise DataFileError(f"{shown}:{number}: question: expected 'Q?<TAB>gold<TAB>1', got {text[:80]!r}")
        if index >= len(traces):
            raise DataFileError(f"{trace_shown}: has {len(traces)} lines, fewer than the questions of {shown}")
        events, qtype, stype = _trace_fields(trace_shown, index + 1, traces[index])
        key = tuple(story)
        try:
            if key not in stories:
                stories[key] = (len(stories), parse_story(story))
            question = parse_question(parts[0])
        except StoryParseError as err:
            field = "question" if err.line is None else f"story line {err.line}"
            raise DataFileError(f"{shown}:{number}: {field}: {err.reason} ({err.text!r})") from None
        story_index, parsed = stories[key]
        if kind_of(qtype) != question.kind:
            raise DataFileError(f"{trace_shown}:{index + 1}: question type: {qtype!r} is not the type of the question "
                                f"at {shown}:{number} (a {question.kind} question, {parts[0].strip()!r}): the .trace "
                                "file is out of step with the questions")
        yield ToMiItem(split, index, story_index, tuple(parsed), question, parts[1].strip(), qtype, stype, events,
                       f"{shown}:{number}")
        index += 1
    if index != len(traces):
        raise DataFileError(f"{trace_shown}: has {len(traces)} lines for {index} questions in {shown}")


def load_tomi(path: Optional[str] = None, split: str = "test") -> list[ToMiItem]:
    """Every question of ``split`` ("train", "val", "test" or "all")."""
    root = resolve_tomi(path)
    splits = SPLITS if split == "all" else (split,)
    return [item for s in splits for item in read_split(root, s)]
