"""Label every step of a model's belief trace against the DEL gold beliefs.

Alignment (``dellabels.traces.align``): each step is matched to the story line
its restatement restates (``dellabels.traces.restate``), never by its printed
number; a step that restates several lines (merged) is aligned to the last of
them, since its belief is the one after all of them. Only a step that restates
no line falls back to position: the first line after the previous aligned one
that no step took. So a skipped story line never shifts later labels, and steps
written out of order keep their lines.

Per-step label: the step names the question's chain (``parse.chain_named``: its
agents, in order; none for a reality question) and its normalised stated location
equals the chain's DEL belief after the aligned line ([Null] is right where the
gold is null). A step with no stated location, another chain, or that cannot be
aligned (past the story's end), is wrong. Strict (prefix) labels: after the first
wrong step all are wrong.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from dellabels.hitom.world import HiToMStory
from dellabels.traces import worlds
from dellabels.traces.align import align
from dellabels.traces.parse import scan_trace
from dellabels.traces.restate import restatements_of
from dellabels.traces.worlds import AnyQuestion


@dataclass
class StepLabel:
    story_line: Optional[int]  # 1-based; None when unaligned
    predicted: Optional[str]
    gold: Optional[str]
    correct: bool
    strict_correct: bool


@dataclass
class TraceLabels:
    steps: list[StepLabel]
    final_answer: Optional[str]
    final_correct: bool
    first_error: Optional[int]  # 1-based step position of the first wrong step

    def to_json(self) -> dict:
        return {
            "steps": [{"story_line": s.story_line, "predicted": s.predicted, "gold": s.gold,
                       "correct": s.correct, "strict_correct": s.strict_correct} for s in self.steps],
            "final_answer": self.final_answer, "final_correct": self.final_correct,
            "first_error": self.first_error,
        }


def question_of(text: str) -> AnyQuestion:
    """A Hi-ToM question, else a ToMi one (``worlds.question_of``), memoised (the questions of a run repeat for
    every response)."""
    return worlds.question_of(text)


def label_trace(story: HiToMStory, question: str | AnyQuestion, trace: object, choices=None) -> TraceLabels:
    """Per-step, strict and final-answer labels of ``trace`` for ``question`` on ``story``."""
    scan = scan_trace(trace, choices)  # the readings alone: no per-step objects are needed here
    return label_steps(story, question, scan.readings, scan.final, scan.has_final)


def grade_steps(story: HiToMStory, question: AnyQuestion, steps: Sequence,
                gold: Optional[Sequence[Optional[str]]] = None) -> tuple[list[Optional[int]], list[bool]]:
    """The 1-based story line (None when unaligned) and correctness of each step.

    ``steps`` have ``restatement``, ``stated``, ``location`` and ``chain`` (``TraceStep`` or
    ``BlockReading``). A step is correct when aligned, it states a location, it names the
    question's chain and the location equals the gold after its line; ``gold`` is ``worlds.gold_steps`` when the
    caller has it already.
    """
    if gold is None:
        gold = worlds.gold_steps(story, question)
    lines = align(restatements_of(story), [s.restatement for s in steps])
    correct = [line is not None and step.stated and step.chain == question.chain
               and step.location == gold[line - 1] for step, line in zip(steps, lines)]
    return lines, correct


def label_steps(story: HiToMStory, question: str | AnyQuestion, steps: Sequence, final: Optional[str],
                has_final: bool) -> TraceLabels:
    """``label_trace`` of read steps (``TraceStep`` or ``BlockReading``) and the normalised final answer."""
    q = question_of(question) if isinstance(question, str) else question
    gold_steps = worlds.gold_steps(story, q)
    lines, correct = grade_steps(story, q, steps, gold_steps)
    labels: list[StepLabel] = []
    strict = True
    first_error = None
    for position, (step, line, right) in enumerate(zip(steps, lines, correct), start=1):
        strict = strict and right
        if not right and first_error is None:
            first_error = position
        labels.append(StepLabel(line, step.location, gold_steps[line - 1] if line is not None else None, right, strict))
    final_correct = has_final and final == gold_steps[-1]
    return TraceLabels(labels, final, final_correct, first_error)
