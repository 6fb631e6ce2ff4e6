"""Label every step of a model's belief trace against the DEL gold beliefs.

Alignment: each step is matched to the story line(s) it echoes by text
similarity, searching forward from the previous aligned line (a duplicated
step may re-match it). A step that echoes several lines (merged) is aligned
to the last of them, since its belief is the one after all of them. Only when
a step echoes nothing recognisable does it fall back to position: the line
after the previous aligned one. So a skipped story line never shifts the
labels of later steps.

Per-step label: the normalised stated location equals the chain's DEL belief
after the aligned line ([Null] is right where the gold is null). A step with
no stated location, or that cannot be aligned (past the story's end), is
wrong. Strict (prefix) labels: after the first wrong step all are wrong.
"""
from __future__ import annotations

import re
import weakref
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache
from typing import Optional, Sequence

from dellabels.hitom.grammar import Question, parse_question
from dellabels.hitom.world import HiToMStory
from dellabels.traces.parse import ParsedTrace, parse_trace

MATCH_THRESHOLD = 0.82
SEARCH_WINDOW = 12
MEMO_LIMIT = 4096  # matches (and step alignments) remembered per story aligner
_UNSEEN = object()


_LINE_NUMBER = re.compile(r"^\s*\d+[.:)]?\s+")
_NOT_ALNUM = re.compile(r"[^a-z0-9 ]")


@lru_cache(maxsize=65536)
def _canon(text: str) -> str:
    """Comparable form of a sentence (memoised: models echo the same story lines again and again)."""
    text = _LINE_NUMBER.sub("", text)
    return " ".join(_NOT_ALNUM.sub(" ", text.lower().replace("_", " ")).split())


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


class Aligner:
    """Matches echoed sentences to story lines (exact canonical match first, then fuzzy)."""

    def __init__(self, lines: list[str]):
        self.lines = [_canon(l) for l in lines]
        self.exact: dict[str, list[int]] = {}
        for index, text in enumerate(self.lines):
            self.exact.setdefault(text, []).append(index)
        self.memo: dict[tuple[str, int], Optional[int]] = {}  # (canonical sentence, start) -> match
        self.echoed: list[dict[tuple[str, ...], Optional[int]]] = [{} for _ in range(len(lines) + 1)]  # per cursor
        self.cursor_limit = max(64, MEMO_LIMIT // (len(lines) + 1))

    def match(self, sentence: str, start: int) -> Optional[int]:
        """Index of the story line ``sentence`` echoes, at or after ``start`` (or a repeat of start-1)."""
        text = _canon(sentence)
        key = (text, start)
        if key not in self.memo:
            if len(self.memo) >= MEMO_LIMIT:
                self.memo.clear()
            self.memo[key] = self.search(text, start)
        return self.memo[key]

    def search(self, text: str, start: int) -> Optional[int]:
        """``match`` for an already canonical sentence, without the memo."""
        if not text:
            return None
        low = max(0, start - 1)
        for index in self.exact.get(text, ()):
            if index >= low:
                return index
        best, best_score = None, MATCH_THRESHOLD
        matcher = SequenceMatcher(None, text, autojunk=False)
        for index in range(low, min(len(self.lines), start + SEARCH_WINDOW)):
            matcher.set_seq1(self.lines[index])
            if matcher.real_quick_ratio() < best_score or matcher.quick_ratio() < best_score:
                continue
            score = matcher.ratio()
            if score > best_score or (score == best_score and best is None):
                best, best_score = index, score
        return best

    def echoed_line(self, echo: list[str], cursor: int) -> Optional[int]:
        """The last story line of the run of lines that ``echo`` repeats from ``cursor`` on; None if none."""
        run: list[int] = []
        for sentence in echo:
            found = self.match(sentence, run[-1] + 1 if run else cursor)
            if found is None:
                if run:
                    break
                continue
            run.append(found)
        return max(run) if run else None

    def align(self, trace: ParsedTrace) -> list[Optional[int]]:
        """0-based story line per step (None past the end of the story)."""
        return self.align_echoes([tuple(step.echo) for step in trace.steps])

    def align_echoes(self, echoes: Sequence[tuple[str, ...]]) -> list[Optional[int]]:
        """``align`` of the steps' echoed sentences."""
        aligned: list[Optional[int]] = []
        cursor = 0  # first line not yet covered
        for echo in echoes:
            memo = self.echoed[cursor]  # step echo -> line, from this cursor
            line = memo.get(echo, _UNSEEN)
            if line is _UNSEEN:
                if len(memo) >= self.cursor_limit:
                    memo.clear()
                line = memo[echo] = self.echoed_line(echo, cursor)
            if line is None:
                line = cursor if cursor < len(self.lines) else None
            aligned.append(line)
            if line is not None:
                cursor = line + 1
        return aligned


@lru_cache(maxsize=1024)
def story_aligner(lines: tuple[str, ...]) -> Aligner:
    """The aligner of a story's lines, shared by every trace of that story (with its match memo)."""
    return Aligner(list(lines))


_ALIGNERS: "weakref.WeakKeyDictionary[HiToMStory, Aligner]" = weakref.WeakKeyDictionary()


def aligner_of(story: HiToMStory) -> Aligner:
    """``story_aligner`` of a story object's lines, found by the object (no tuple of its lines to hash)."""
    found = _ALIGNERS.get(story)
    if found is None:
        found = _ALIGNERS[story] = story_aligner(tuple(l.text for l in story.lines))
    return found


@lru_cache(maxsize=4096)
def _question(text: str) -> Question:
    return parse_question(text)


def question_of(text: str) -> Question:
    """``parse_question``, memoised (the questions of a run repeat for every response)."""
    return _question(text)


def label_trace(story: HiToMStory, question: str | Question, trace: object, choices=None) -> TraceLabels:
    """Per-step, strict and final-answer labels of ``trace`` for ``question`` on ``story``."""
    return label_parsed(story, question, parse_trace(trace, choices))


def grade_steps(story: HiToMStory, question: Question, steps: Sequence) -> tuple[list[Optional[int]], list[bool]]:
    """The 1-based story line (None when unaligned) and correctness of each step.

    ``steps`` have ``echo``, ``stated`` and ``location`` (``TraceStep`` or ``BlockReading``).
    A step is correct when aligned, it states a location, and that equals the gold after its line.
    """
    gold_steps = story.belief_steps(question.chain, question.obj)
    aligned = aligner_of(story).align_echoes([tuple(s.echo) for s in steps])
    lines = [None if line is None else line + 1 for line in aligned]
    correct = [line is not None and step.stated and step.location == gold_steps[line]
               for step, line in zip(steps, aligned)]
    return lines, correct


def label_parsed(story: HiToMStory, question: str | Question, parsed: ParsedTrace) -> TraceLabels:
    """``label_trace`` of an already parsed trace."""
    q = _question(question) if isinstance(question, str) else question
    gold_steps = story.belief_steps(q.chain, q.obj)
    lines, correct = grade_steps(story, q, parsed.steps)
    labels: list[StepLabel] = []
    strict = True
    first_error = None
    for position, (step, line, right) in enumerate(zip(parsed.steps, lines, correct), start=1):
        strict = strict and right
        if not right and first_error is None:
            first_error = position
        labels.append(StepLabel(line, step.location, gold_steps[line - 1] if line is not None else None, right, strict))
    final_correct = parsed.has_final and parsed.final == gold_steps[-1]
    return TraceLabels(labels, parsed.final, final_correct, first_error)
