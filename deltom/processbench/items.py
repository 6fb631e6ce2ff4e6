"""One ToM-ProcessBench item: a problem, a belief trace cut into steps, and the index of its first wrong step.

The layout is ProcessBench's (Zheng et al., 2024): ``steps`` is the trace as the model wrote it, one string per
step, with the final answer as the last step of its own; ``label`` is the index of the first wrong step in that
list, or -1 when every step is right, by the verifier's own rule read step by step
(``dellabels.traces.first_error``), so ``label == -1`` exactly when the verifier calls the trace verified.
"""
from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass
from typing import Optional

SOURCES = ("del", "reading")  # who labelled an item: the DEL engine, or a person reading the trace


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

    @classmethod
    def from_json(cls, record: dict) -> "Item":
        return cls(**{**record, "steps": tuple(record["steps"])})


def story_sha(story: str) -> str:
    """The identity of a story text (items of one story share it)."""
    return hashlib.sha256(story.encode("utf-8")).hexdigest()
