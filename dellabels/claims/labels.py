"""The label of one response (pinned names): ``sound``, ``unsound``, ``unsupported`` or ``wrong``.

``wrong``: a wrong answer or none. A right answer is ``unsound`` with a false claim, else ``sound`` with at least one
checked claim besides the answer restated (a claim whose ``role`` is "answer" is never support), else
``unsupported``.
"""
from __future__ import annotations

from typing import Optional, Protocol, Sequence

from dellabels.claims.answer import AnswerReading
from dellabels.claims.verdicts import FALSE, UNCHECKED
from dellabels.traces.answers import normalise_location

LABELS = ("sound", "unsound", "unsupported", "wrong")


class Checked(Protocol):
    role: str
    verdict: str


def answer_right(reading: AnswerReading, truth: Optional[str]) -> bool:
    """Whether the answer read is the gold (``truth``: a container, or None for a no-location answer)."""
    if reading.answer is None:
        return False
    value = None if reading.answer == "Null" else reading.answer
    return normalise_location(value) == normalise_location(truth) if value or truth else True


def response_label(reading: AnswerReading, truth: Optional[str], claims: Sequence[Checked]) -> str:
    """The response's label from its answer and its claims' verdicts (module docstring)."""
    if not answer_right(reading, truth):
        return "wrong"
    if any(c.verdict == FALSE for c in claims):
        return "unsound"
    return "sound" if any(c.role != "answer" and c.verdict != UNCHECKED for c in claims) else "unsupported"
