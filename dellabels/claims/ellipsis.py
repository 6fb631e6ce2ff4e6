"""Elided clauses: "so did Chloe", "as does Ella", "neither did Owen", "and so did Carter", "Liam too".

Such a clause says of another agent what the clause before said of its subject: it is read as that clause with its
subject replaced ("Owen saw the move, and so did Chloe": Chloe saw the move), at the ellipsis's own place in the
response. "Neither did Owen" after a denial keeps the denial ("Liam didn't see it; neither did Owen").
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.verbs import subject_of

AUXILIARIES = frozenset({"did", "does", "do", "was", "is", "were", "are", "had", "has", "have", "would", "could"})


def _elided_agent(tokens: Sequence[Token]) -> Optional[Token]:
    words = [t for t in tokens if t.kind != "punct"]
    while words and words[0].kind == "word" and words[0].value in ("and", "but"):
        words = words[1:]
    if len(words) == 3 and words[0].value in ("so", "as", "neither", "nor") and words[1].value in AUXILIARIES \
            and words[2].kind == "agent":
        return words[2]
    if len(words) == 2 and words[0].kind == "agent" and words[1].value in ("too", "also"):
        return words[0]
    return None


def elided(tokens: Sequence[Token], before: Sequence[Token]) -> Optional[list[Token]]:
    """The clause before (``before``, as read) said of the elided clause's agent, every token at the ellipsis's
    place; else None (no ellipsis, or a clause before with no single subject)."""
    agent = _elided_agent(tokens)
    if agent is None or not before:
        return None
    subject, _ = subject_of(before)
    if len(subject) != 1:
        return None
    at = next(k for k, t in enumerate(before) if t.kind == "agent" and t.value == subject[0])
    start, end = tokens[0].start, tokens[-1].end
    told = list(before[:at]) + [replace(agent, alts=())] + list(before[at + 1:])
    return [replace(t, start=start, end=end) for t in told]
