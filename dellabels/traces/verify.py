"""Verified reasoning: is a response's belief trace right step by step, not only its answer?

Definitions (issue 24; the same names in every task, report and tool):

- **verified**: (a) exactly one step per story line, in story order, each restating its own
  line; (b) every step's stated belief equals the DEL gold belief of the question's chain
  after that line (``[Null]`` where the gold is no belief); (c) the final answer equals the
  gold answer, by the same rule as ``acc`` (``answer_right``).
- ``trace_acc``: 1.0 for a verified response, else 0.0.
- ``step_acc``: the share of story lines that have a step restating that line and stating the
  DEL gold belief after it (a skipped or mis-restated line counts as wrong).
- ``lucky``: answer right, trace not verified. So ``acc = trace_acc + lucky`` per response.
- first error: the story line of the first line whose step is wrong or missing.

Steps are found and aligned to story lines by ``label_trace`` (its echo alignment); ``<think>``
blocks are stripped by ``strip_thinking`` for both the trace and the answer, as for ``acc``.

Restating: the first line of a step's text is its restatement. It restates story line L when
the labeler aligned the step to L, exactly one of its sentences names story entities (two are a
merged step), that sentence names at least one of the story's agents, objects,
containers or rooms, every one it names is named by line L, and, when it is itself a sentence
of the Hi-ToM grammar, it is of the same kind as line L (entered, exited, moved, ...) and names
nobody and nothing line L does not (an agent foreign to the story included). So
"Everyone entered the waiting_room." restates "Amelia, Chloe, ... entered the waiting_room.",
while "Chloe exited the TV_room." does not restate "Amelia exited the TV_room.".
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from dellabels.hitom.grammar import Question, StoryParseError, parse_question, parse_sentence
from dellabels.hitom.world import HiToMStory
from dellabels.traces.answers import extract_final_answer, normalise_location
from dellabels.traces.labeler import label_trace
from dellabels.traces.parse import parse_trace

NULL = "Null"  # how a no-belief location is shown (stated [Null], or a DEL gold of no belief)
RIGHT, WRONG, MISSING = "right", "wrong", "missing"
# Words the grammar reads as an agent's name that paraphrase the line's agents ("Everyone entered ...").
GROUP_WORDS = frozenset({" everyone ", " everybody ", " all "})


def final_answer(output: Optional[str], choices=None) -> Optional[str]:
    """Normalised container of the last real 'Final Answer: [x]' (<think> blocks ignored)."""
    raw = extract_final_answer(output)  # strips <think>...</think> first
    return None if raw is None else normalise_location(raw, choices)


def answer_right(output: Optional[str], gold: str, choices=None) -> bool:
    """The ``acc`` rule: normalised exact match; an output without a final answer is wrong."""
    predicted = final_answer(output, choices)
    return predicted is not None and predicted == normalise_location(gold, choices)


@lru_cache(maxsize=512)
def story_of(text: str) -> HiToMStory:
    """The DEL run of a story text, once per process (the questions of a story share it)."""
    return HiToMStory(text)


def _words(text: str) -> str:
    return " " + " ".join(re.sub(r"[^a-z0-9 ]", " ", text.lower().replace("_", " ")).split()) + " "


def _names(sentence) -> set[str]:
    """Agents, objects, containers and rooms a parsed sentence names, as ``_words`` text."""
    found = set()
    for item in dataclasses.fields(sentence):
        value = getattr(sentence, item.name)
        for name in value if isinstance(value, tuple) else (value,):
            if isinstance(name, str):
                found.add(_words(name))
    return found


def _parsed(text: str):
    """``text`` as a sentence of the Hi-ToM grammar (a leading line number dropped), else None."""
    text = re.sub(r"^\s*\d+[.:)]?\s+", "", text.strip().strip("*").strip())
    if text and not text.endswith("."):
        text += "."
    try:
        return parse_sentence(text)
    except StoryParseError:
        return None


class Restatements:
    """Whether a step's first line restates a given story line (agents, objects, containers, rooms)."""

    def __init__(self, story: HiToMStory):
        self.lines = story.lines
        self.vocabulary = set().union(*(_names(line.sentence) for line in story.lines))
        self.names = [self.named(line.text) for line in story.lines]

    def named(self, text: str) -> set[str]:
        """The story's agents, objects, containers and rooms that ``text`` names."""
        words = _words(text)
        return {name for name in self.vocabulary if name in words}

    def restates(self, text: str, line: int) -> bool:
        """``text`` (a step's first line) restates story line ``line`` (1-based).

        Exactly one of its sentences may name the story's entities: two are a merged step.
        """
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if self.named(s)]
        if len(sentences) != 1:
            return False
        text = sentences[0]
        named = self.named(text)
        if not named or not named <= self.names[line - 1]:
            return False
        sentence = _parsed(text)  # a grammatical restatement: same kind, no name the line lacks
        return sentence is None or (type(sentence) is type(self.lines[line - 1].sentence)
                                    and _names(sentence) - GROUP_WORDS <= self.names[line - 1])


@dataclass
class LineResult:
    line: int  # 1-based story line
    stated: Optional[str]  # belief its step states ("Null" for [Null]); None when no step or none stated
    gold: str  # DEL gold belief after the line ("Null" for no belief)
    result: str  # right | wrong | missing


@dataclass
class Verification:
    lines: list[LineResult]
    steps: int  # steps in the response
    final_answer: Optional[str]
    answer_right: bool
    verified: bool
    first_error: Optional[int]  # story line of the first wrong or missing step; None when all are right

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
                "first_error": self.first_error, "steps": self.steps,
                "lines": [dataclasses.asdict(r) for r in self.lines]}


def _shown(location: Optional[str]) -> str:
    return NULL if location is None else location


def verify(story: HiToMStory | str, question: str | Question, response: Optional[str], gold_answer: str,
           choices=None) -> Verification:
    """Per-line results, step_acc, first error, verified and lucky of ``response``."""
    story = story_of(story) if isinstance(story, str) else story
    q = parse_question(question) if isinstance(question, str) else question
    gold = story.belief_steps(q.chain, q.obj)
    text = response if isinstance(response, str) else ""
    parsed, labels = parse_trace(text, choices), label_trace(story, q, text, choices).steps
    check = Restatements(story)
    first_lines = [next((l for l in step.text.splitlines() if l.strip()), "") for step in parsed.steps]
    results = []
    for number in range(1, len(story.lines) + 1):
        aligned = [i for i, label in enumerate(labels) if label.story_line == number]
        own = [i for i in aligned if check.restates(first_lines[i], number)]
        chosen = (own or aligned or [None])[0]
        if chosen is None:
            results.append(LineResult(number, None, _shown(gold[number - 1]), MISSING))
            continue
        step = parsed.steps[chosen]
        stated = _shown(step.location) if step.stated else None
        right = bool(own) and labels[chosen].correct
        results.append(LineResult(number, stated, _shown(gold[number - 1]), RIGHT if right else WRONG))
    in_order = len(labels) == len(results) and all(label.story_line == i for i, label in enumerate(labels, 1))
    right_answer = answer_right(response, gold_answer, choices)
    verified = in_order and all(r.result == RIGHT for r in results) and right_answer
    first_error = next((r.line for r in results if r.result != RIGHT), None)
    return Verification(results, len(labels), final_answer(response, choices), right_answer, verified, first_error)
