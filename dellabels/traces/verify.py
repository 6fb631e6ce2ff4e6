"""Verified reasoning: is a response's belief trace right step by step, not only its answer?

Definitions (the same names in every task, report and tool):

- **verified**: (a) exactly one step per story line, in story order, each restating its own
  line; (b) every step's stated belief equals the DEL gold belief of the question's chain
  after that line (``[Null]`` where the gold is no belief); (c) the final answer equals the
  gold answer, by the same rule as ``acc`` (``answer_right``).
- ``trace_acc``: 1.0 for a verified response, else 0.0.
- ``step_acc``: the share of story lines that have a step restating that line and stating the
  DEL gold belief after it (a skipped or mis-restated line counts as wrong).
- ``lucky``: answer right, trace not verified. So ``acc = trace_acc + lucky`` per response.
- first error: the story line of the first line whose step is wrong or missing.

Steps are read once (``scan_trace``) and aligned to story lines by what they restate
(``grade_steps``, as in ``label_trace``; ``dellabels.traces.align``). Where a thinking model wrote its trace (inside or after
``<think>``) is decided by the one rule of ``dellabels.traces.thinking.reading_text``, for the steps
and the answer alike, as for ``acc``; ``cut_in_think`` marks a response that ended inside a think
block.

Restating (``dellabels.traces.restate``): a step restates story line L when it is aligned to L
and its restatement (``parse.restatement_of``) restates L. So "Everyone entered the waiting_room."
restates "Amelia, Chloe, ... entered the waiting_room.", while "Chloe exited the TV_room." does
not restate "Amelia exited the TV_room.".

Beliefs: a step states the belief of the question's chain only when its belief clause names that
chain (``parse.chain_named``); ``other_chain`` lists the steps that named another one.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Optional

from dellabels.hitom.world import HiToMStory
from dellabels.traces.answers import extract_final_answer, normalise_location
from dellabels.traces.labeler import grade_steps, question_of
from dellabels.traces.parse import scan_trace
from dellabels.traces.restate import restatements_of
from dellabels.traces.thinking import cut_in_think
from dellabels.traces.worlds import AnyQuestion, gold_steps, read_world

PROCESS_METRICS = ("trace_acc", "step_acc", "lucky")  # what a verification adds to acc (pinned names; to_json)
NULL = "Null"  # how a no-belief location is shown (stated [Null], or a DEL gold of no belief)
RIGHT, WRONG, MISSING = "right", "wrong", "missing"


def final_answer(output: Optional[str], choices=None) -> Optional[str]:
    """Normalised container of the last real 'Final Answer: [x]' (think blocks by ``thinking.reading_text``)."""
    raw = extract_final_answer(output)
    return None if raw is None else normalise_location(raw, choices)


def answer_right(output: Optional[str], gold: str, choices=None) -> bool:
    """The ``acc`` rule: normalised exact match; an output without a final answer is wrong."""
    predicted = final_answer(output, choices)
    return predicted is not None and predicted == normalise_location(gold, choices)


@lru_cache(maxsize=512)
def story_of(text: str) -> HiToMStory:
    """The DEL run of a story text, once per process (the questions of a story share it)."""
    return HiToMStory(text)


@dataclass(slots=True)
class LineResult:
    line: int  # 1-based story line
    stated: Optional[str]  # belief its step states ("Null" for [Null]); None when no step or none stated
    gold: str  # DEL gold belief after the line ("Null" for no belief)
    result: str  # right | wrong | missing
    restated: bool = False  # a step aligned to the line restates it


@dataclass
class Verification:
    lines: list[LineResult]
    steps: int  # steps in the response
    final_answer: Optional[str]
    answer_right: bool
    verified: bool
    first_error: Optional[int]  # story line of the first wrong or missing step; None when all are right
    cut_in_think: bool = False  # the response ended inside a think block (``thinking.cut_in_think``)
    other_chain: list[int] = field(default_factory=list)  # 1-based steps whose belief names another chain

    @property
    def step_acc(self) -> float:
        return sum(r.result == RIGHT for r in self.lines) / len(self.lines) if self.lines else 0.0

    @property
    def lucky(self) -> bool:
        return self.answer_right and not self.verified

    def metrics(self) -> dict[str, float]:
        """The per-response process metrics lm-eval averages."""
        return {"trace_acc": float(self.verified), "step_acc": self.step_acc, "lucky": float(self.lucky)}

    def to_json(self) -> dict:
        return {"verified": self.verified, "trace_acc": float(self.verified), "step_acc": self.step_acc,
                "lucky": float(self.lucky), "final_answer": self.final_answer, "answer_right": self.answer_right,
                "first_error": self.first_error, "steps": self.steps, "cut_in_think": self.cut_in_think,
                "other_chain": self.other_chain,
                "lines": [dataclasses.asdict(r) for r in self.lines]}


@lru_cache(maxsize=256)
def _in_order(count: int) -> tuple[list[int], dict[int, tuple[int]]]:
    """The story lines 1..count, and the steps of each line when step k is aligned to line k."""
    return list(range(1, count + 1)), {k: (k - 1,) for k in range(1, count + 1)}


def verify(story: HiToMStory | str, question: str | AnyQuestion, response: Optional[str], gold_answer: str,
           choices=None) -> Verification:
    """Per-line results, step_acc, first error, verified and lucky of ``response`` (texts in Hi-ToM's or
    ToMi's grammar: ``dellabels.traces.worlds``)."""
    if isinstance(story, str) and isinstance(question, str):
        story, q = read_world(story, question)
    else:
        story = story_of(story) if isinstance(story, str) else story
        q = question_of(question) if isinstance(question, str) else question
    gold = gold_steps(story, q)
    scan = scan_trace(response if isinstance(response, str) else "", choices)  # read once: steps and answer
    readings = scan.readings
    lines, correct = grade_steps(story, q, readings)
    check = restatements_of(story)
    order, one_each = _in_order(len(gold))
    in_order = lines == order
    steps_of: dict = one_each if in_order else {}  # story line -> its steps (read only when shared)
    if not in_order:
        for i, line in enumerate(lines):
            steps_of.setdefault(line, []).append(i)
    results = []
    first_error = None
    for number, belief in enumerate(gold, 1):  # one gold belief per story line
        shown = NULL if belief is None else belief
        aligned = steps_of.get(number)
        if not aligned:
            results.append(LineResult(number, None, shown, MISSING))
            first_error = first_error or number
            continue
        # the first aligned step restating the line, else the first aligned step (wrong)
        chosen, right = aligned[0], False
        known = check.memo[number - 1]  # the memo of check.restates, read here first (the hot path)
        restated = False
        for i in aligned:
            text = readings[i].restatement
            known_here = known.get(text)
            if readings[i].narrates:  # two lines merged into one step, or an invented event: restates neither
                continue
            if known_here if known_here is not None else check.restates(text, number):
                chosen, right, restated = i, correct[i], True
                break
        step = readings[chosen]
        stated = (NULL if step.location is None else step.location) if step.stated else None
        results.append(LineResult(number, stated, shown, RIGHT if right else WRONG, restated))
        if not right:
            first_error = first_error or number
    # scan_trace read the final answer by the acc rule; read it again only where it found none
    predicted = scan.final if scan.has_final else final_answer(response, choices)
    right_answer = predicted is not None and predicted == normalise_location(gold_answer, choices)
    verified = first_error is None and right_answer and in_order
    other = [i for i, r in enumerate(readings, 1) if r.stated and r.chain and r.chain != q.chain]
    return Verification(results, len(lines), predicted, right_answer, verified, first_error, cut_in_think(response),
                        other)
