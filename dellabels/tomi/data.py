"""Reading ToMi's bAbI-format files (never shipped with the project: CC BY-NC).

The data is ``tomi_balanced_story_types.zip`` or its unzipped folder, from an
argument or $DELTOM_TOMI_PATH. Split ``s`` is ``fb_all_{s}.txt`` (numbered
lines; a question line is "Q?<TAB>gold<TAB>1" and ends its story, which ToMi
repeats for every question) with ``fb_all_{s}.trace`` beside it (one line per
question: the story's events, the question type, the story type). Anything
else is a one-line ``DataFileError`` naming the file, the line and the field.

The pair is found at any depth of the zip or folder, and always in one folder: a zip or folder that holds
several copies of a split's ``.txt`` (a broad folder with the data unzipped twice) is refused, naming them, as
is a ``.txt`` with no ``.trace`` beside it; questions of one copy are never read with another's types.
"""
from __future__ import annotations

import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

from dellabels.hitom.grammar import StoryParseError
from dellabels.tomi.grammar import ToMiLine, ToMiQuestion, parse_question, parse_story
from deltom_base.errors import DataFileError, DataNotFoundError
from deltom_base.settings import read

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
    value = path or read(TOMI_ENV)
    if not value:
        raise DataNotFoundError(f"no ToMi data given: pass a path or set {TOMI_ENV}=/path/to/"
                                "tomi_balanced_story_types.zip (or its unzipped folder)")
    found = Path(value).expanduser()
    if not found.exists():
        raise DataNotFoundError(f"ToMi data not found at {found} (from {'argument' if path else TOMI_ENV})")
    return found


def _names(root: Path, filenames: tuple[str, ...]) -> list[str]:
    """The paths (relative, '/'-separated) of the entries of the zip or folder ``root`` named one of ``filenames``."""
    if root.is_dir():
        return sorted(p.relative_to(root).as_posix() for name in filenames for p in root.rglob(name) if p.is_file())
    try:
        with zipfile.ZipFile(root) as archive:
            return sorted(n for n in archive.namelist() if n.rsplit("/", 1)[-1] in filenames)
    except zipfile.BadZipFile:
        raise DataFileError(f"{root}: not a zip file nor a folder") from None


def _folder(name: str) -> str:
    return name.rsplit("/", 1)[0] if "/" in name else "."


def locate_split(root: Path, split: str) -> tuple[str, str]:
    """The entries of ``fb_all_{split}.txt`` and its ``.trace`` in the zip or folder ``root``: one copy, both in
    one folder; else a ``DataFileError`` naming the copies (or the missing file)."""
    text, trace = f"fb_all_{split}.txt", f"fb_all_{split}.trace"
    names = _names(root, (text, trace))
    texts = [n for n in names if n.rsplit("/", 1)[-1] == text]
    if not texts:
        raise DataFileError(f"{root}: holds no {text}")
    if len(texts) > 1:
        raise DataFileError(f"{root}: holds {len(texts)} copies of {text} ({', '.join(texts)}): point the ToMi path "
                            "at one copy's zip or folder")
    folder = _folder(texts[0])
    pair = [n for n in names if n.rsplit("/", 1)[-1] == trace and _folder(n) == folder]
    if not pair:
        elsewhere = [n for n in names if n.rsplit("/", 1)[-1] == trace]
        raise DataFileError(f"{root}: {texts[0]} has no {trace} beside it" +
                            (f" (one is at {', '.join(elsewhere)}: another copy)" if elsewhere else ""))
    return texts[0], pair[0]


def _read(root: Path, name: str) -> tuple[str, list[str]]:
    """(shown name, lines) of the entry ``name`` (from ``locate_split``) of the zip or folder ``root``."""
    if root.is_dir():
        raw, shown = (root / name).read_bytes(), str(root / name)
    else:
        with zipfile.ZipFile(root) as archive:
            raw, shown = archive.read(name), f"{root}!{name}"
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
    text_name, trace_name = locate_split(root, split)
    shown, lines = _read(root, text_name)
    trace_shown, traces = _read(root, trace_name)
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
