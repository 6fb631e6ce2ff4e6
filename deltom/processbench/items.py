"""One ToM-ProcessBench item: a problem, a belief trace cut into steps, and the index of its first wrong step; and
the one reader of items, which checks every field as ``export`` writes it (``export`` checks its own items with it
before writing, ``score`` every item it reads).

The layout is ProcessBench's (Zheng et al., 2024): ``steps`` is the trace as the model wrote it, one string per
step, with the final answer as the last step of its own; ``label`` is the index of the first wrong step in that
list, or -1 when every step is right, by the verifier's own rule read step by step
(``dellabels.traces.first_error``), so ``label == -1`` exactly when the verifier calls the trace verified.
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Iterable, Optional

from dellabels.hitom.grammar import StoryParseError
from dellabels.io.jsonl import LineError, open_in, read_records
from dellabels.traces.worlds import read_world
from deltom_base.errors import InputError, clip

SOURCES = ("del", "reading")  # who labelled an item: the DEL engine, or a person reading the trace
_PROBLEM = re.compile(r"<Story>\n(?P<story>.*?)\n\n<Question>\n(?P<question>.*?)(?:\n\n|$)", re.DOTALL)
_SHA256 = re.compile(r"[0-9a-f]{64}")
TEXT_FIELDS = ("id", "problem", "benchmark", "key", "model")


@dataclass(frozen=True)
class Item:
    """A ToM-ProcessBench item, in ProcessBench's fields plus where it comes from."""

    id: str
    problem: str  # the story and question as the model saw them (the prompt's last part, after the example)
    steps: tuple[str, ...]  # the trace's steps as written; the final answer is the last one
    label: int  # index of the first wrong step, -1 when all are right
    final_answer_correct: bool
    order: int  # the belief order of the question (the length of its chain; 0: where is it really)
    benchmark: str  # the task group (hitom_del_fresh, tomi_del_fresh, ...) or the audit set
    key: str  # the leaf key: a Hi-ToM order, a ToMi question type
    model: str  # who wrote the trace
    label_source: str  # one of SOURCES
    story_sha: str  # sha256 of the story text: the unit that splits and intervals keep together
    kind: Optional[str] = None  # an audit trace's planted error kind ("right", "skipped_line", ...)

    def to_json(self) -> dict:
        record = asdict(self)
        record["steps"] = list(self.steps)
        return record


FIELDS = tuple(f.name for f in fields(Item))
REQUIRED = tuple(f for f in FIELDS if f != "kind")


def story_sha(story: str) -> str:
    """The identity of a story text (items of one story share it)."""
    return hashlib.sha256(story.encode("utf-8")).hexdigest()


def chain_order(story: str, question: str) -> int:
    """The belief order of ``question``: how many agents its chain names (0 for where an object really is)."""
    return len(read_world(story, question)[1].chain)


def problem_parts(problem: str, where: str) -> tuple[str, str]:
    """The story and question of an item's problem; an ``InputError`` naming ``where`` when it has neither."""
    found = _PROBLEM.search(problem)
    if not found:
        raise InputError(f"{where}: field problem: expected '<Story>\\n...\\n\\n<Question>\\n...' as the one-shot "
                         "DEL prompt shows them")
    return found.group("story"), found.group("question").strip()


def _shown(value: object) -> str:
    return clip(json.dumps(value, ensure_ascii=False), 60)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)  # JSON's true is no step index


def _steps(value: object, where: str) -> tuple[str, ...]:
    # a string would be read as a list of one-character steps
    if not isinstance(value, list) or not value:
        raise InputError(f"{where}: field steps: expected a non-empty list of step texts, found {_shown(value)}")
    bad = next((k for k, step in enumerate(value) if not isinstance(step, str)), None)
    if bad is not None:
        raise InputError(f"{where}: field steps[{bad}]: expected a step's text, found {_shown(value[bad])}")
    return tuple(value)


def _order(record: dict, where: str) -> int:
    order = record["order"]
    if not _is_int(order):
        raise InputError(f"{where}: field order: expected an integer, found {_shown(order)}")
    story, question = problem_parts(record["problem"], where)
    try:
        asked = chain_order(story, question)
    except StoryParseError as err:
        raise InputError(f"{where}: field problem: the DEL engine cannot read it ({clip(err, 120)})") from None
    if order != asked:
        raise InputError(f"{where}: field order: {order}, but the problem's question is of order {asked}")
    return order


def item_of(record: object, where: str) -> Item:
    """The item ``record`` holds, each field checked as ``export`` writes it; an ``InputError`` naming ``where``
    and the field."""
    if not isinstance(record, dict):
        raise InputError(f"{where}: not a ToM-ProcessBench item (a JSON object), found {_shown(record)}")
    unknown = [key for key in record if key not in FIELDS]
    if unknown:
        raise InputError(f"{where}: field {unknown[0]}: not a field of a ToM-ProcessBench item ({', '.join(FIELDS)})")
    missing = [key for key in REQUIRED if key not in record]
    if missing:
        raise InputError(f"{where}: field {missing[0]}: missing")
    for key in TEXT_FIELDS:
        if not isinstance(record[key], str) or not record[key]:
            raise InputError(f"{where}: field {key}: expected a non-empty text, found {_shown(record[key])}")
    steps = _steps(record["steps"], where)
    label = record["label"]
    if not _is_int(label) or not -1 <= label < len(steps):
        raise InputError(f"{where}: field label: {_shown(label)} is not -1 or a step index (0..{len(steps) - 1})")
    if not isinstance(record["final_answer_correct"], bool):
        raise InputError(f"{where}: field final_answer_correct: expected true or false, found "
                         f"{_shown(record['final_answer_correct'])}")
    if record["label_source"] not in SOURCES:
        raise InputError(f"{where}: field label_source: expected one of {', '.join(SOURCES)}, found "
                         f"{_shown(record['label_source'])}")
    if not isinstance(record["story_sha"], str) or not _SHA256.fullmatch(record["story_sha"]):
        raise InputError(f"{where}: field story_sha: expected 64 lowercase hex digits (a sha256), found "
                         f"{_shown(record['story_sha'])}")
    kind = record.get("kind")
    if kind is not None and (not isinstance(kind, str) or not kind):
        raise InputError(f"{where}: field kind: expected null or a non-empty text, found {_shown(kind)}")
    return Item(**{**record, "steps": steps, "order": _order(record, where), "kind": kind})


def checked(records: Iterable[tuple[str, object]], twice: str = "each item once") -> list[Item]:
    """The items of ``(where, record)`` pairs, each checked (``item_of``); an id met twice is an ``InputError``
    naming both places (``twice``: what to do about it)."""
    items: list[Item] = []
    first: dict[str, str] = {}
    for where, record in records:
        item = item_of(record, where)
        if item.id in first:
            raise InputError(f"{where}: field id: {item.id!r} comes twice (first at {first[item.id]}); {twice}")
        first[item.id] = where
        items.append(item)
    return items


def _lines(path: str) -> Iterable[tuple[str, object]]:
    with open_in(path) as handle:
        for number, record in read_records(handle, path):
            if isinstance(record, LineError):  # the reader's message names the file and line
                raise InputError(record)
            yield f"{path} line {number}", record


def read_items(path: str | Path) -> list[Item]:
    """The items of a set written by ``deltom processbench export``, every field checked; an ``InputError``
    naming the file, line and field."""
    if Path(path).is_dir():
        raise InputError(f"{path}: a folder; ITEMS is a file written by `deltom processbench export --out`")
    items = checked(_lines(str(path)), "a set holds each item once: export it again")
    if not items:
        raise InputError(f"{path}: no items")
    return items
