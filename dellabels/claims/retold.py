"""A place told in the present in a response that retells the story: a moment of the story, or the answer restated.

A claim of the question's own chain and object at the question's time restates the answer; a place told in the
present while the response retells the story may instead be a moment of it: one that is not the response's answer
("all five arrive, and the lime sits in the red_suitcase"), or the story's own placement of the thing told before
events that come after it ("1. All five enter. 2. The watermelon is in the C. 3. William exits.").
"""
from __future__ import annotations

from typing import Sequence

from dellabels.claims.answer import AnswerReading
from dellabels.claims.reader import Draft
from dellabels.claims.segments import Clause
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import TRUE, Verdict
from dellabels.claims.when import When
from dellabels.traces.answers import normalise_location

# words that mark a place as the conclusion, not a moment retold
CONCLUDING = frozenset({"still", "now", "really", "real", "reality", "actually", "truly", "so", "therefore", "thus",
                        "finally", "final", "answer", "ends", "end"})


def placement_retold(k: int, found: Sequence[tuple[Clause, Draft, When, Verdict]], tl: Timeline) -> bool:
    """A present-tense place that is the story's own placement of the thing ("1. All five enter. 2. The watermelon
    is in the C. 3. William exits.") told before events that come after that placement: the placement line retold,
    a moment of the story, not the answer restated. "Still", "now", "really", "so" mark the conclusion: kept."""
    clause, draft, when, _ = found[k]
    if draft.kind != "location" or when.how != "present" or draft.negated or draft.obj is None or \
            any(t.kind == "word" and t.value in CONCLUDING for t in clause.tokens):
        return False
    placed = tl.placements(draft.obj, draft.value)
    if not placed:
        return False
    return any(later.kind == "event" and verdict.verdict == TRUE and verdict.lines and min(verdict.lines) > placed[0]
               for _, later, _, verdict in found[k + 1:])


def retold(clause: Clause, draft: Draft, when: When, reading: AnswerReading) -> bool:
    """A present-tense place in a story retold ("all five arrive, and the lime sits in the red_suitcase") that is
    not the response's answer: a moment of the story, not the answer restated. "Still" reaches the end: kept."""
    return when.how == "present" and reading.answer is not None and \
        normalise_location(draft.value) != normalise_location(reading.answer) and \
        not any(t.kind == "word" and t.value == "still" for t in clause.tokens)
