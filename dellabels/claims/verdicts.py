"""A claim's verdict: ``true``, ``false`` or ``unchecked``, with the engine's value and the lines it names."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

TRUE, FALSE, UNCHECKED = "true", "false", "unchecked"
NULL = "Null"


@dataclass(frozen=True)
class Verdict:
    verdict: str
    gold: Optional[str]  # the engine's value (a container, room, "Null", an event's lines, ...)
    lines: tuple[int, ...] = ()  # the story lines it names: an event claim's (what "it" / "this" refers to next), an
    # order claim's two events, an exit said to be the last or first


def shown(value: object) -> Optional[str]:
    """The engine's value as a claim shows it (no value: \"Null\")."""
    return NULL if value is None else str(value)
