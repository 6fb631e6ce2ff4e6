"""Elided clauses: "so did Chloe", "as does Ella", "neither did Owen", "and so did Carter", "Liam too".

Such a clause says of another agent what the clause before said of its subject: it is read as that clause with its
subject replaced ("Owen saw the move, and so did Chloe": Chloe saw the move), at the ellipsis's own place in the
response. "Neither did Owen" after a denial keeps the denial ("Liam didn't see it; neither did Owen").

A clause that starts with its verb ("and then left at 7") has the subject of a clause before it elided
(``with_subject``): the agent that clause names as its subject (``subject_named``), never an onlooker or a
possessive in it.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.segments import THEN_PREPOSITIONS
from dellabels.claims.verbs import CLAIM_NOUNS, subject_of

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


LEAD_ADVERBS = frozenset({"and", "then", "also", "but", "finally", "later", "eventually", "next", "afterwards",
                          "afterward", "lastly", "meanwhile", "soon", "immediately", "first", "so"})


def subject_named(tokens: list[Token]) -> Optional[Token]:
    """The agent opening a clause as its subject, for a clause after it that starts with its verb; not an onlooker
    ("with Elizabeth present, and then exits": the mover exits) nor a possessive ("Aria's move (4), then left").
    A heading before a colon ("Noah's view of Amelia: Noah moved it ... and left") is no part of the clause; a verb
    right after it is the heading's agent's ("Jacob's last action: moved it")."""
    colon = next((k for k, t in enumerate(tokens[:8]) if t.value == ":"), None)
    if colon is not None and colon + 1 < len(tokens):
        return subject_named(tokens[colon + 1:]) or (tokens[0] if tokens[0].kind == "agent" and tokens[
            colon + 1].kind == "word" and not any(t.kind == "agent" for t in tokens[colon + 1:colon + 4]) else None)
    for k, t in enumerate(tokens[:3]):
        if t.kind == "agent":
            owner = k + 1 < len(tokens) and tokens[k + 1].value == "s" and not any(
                x.value in CLAIM_NOUNS for x in tokens[k + 2:k + 4])  # "Olivia's tip ..., and don't reach X": hers
            onlooker = k > 0 and tokens[k - 1].value in ("with", "while", "as", "by", "for", "from", "to", "of")
            return None if owner or onlooker else t
    return None


def with_subject(tokens: list[Token], subject: Optional[Token]) -> list[Token]:
    """A clause that starts with its verb ("and left after her") reads with the subject of the clause before."""
    if subject is None or not tokens:
        return tokens
    words = [t for t in tokens if t.kind != "punct"]
    lead = next((t for t in words if not (t.kind == "word" and t.value in ("and", "then", "also", "but"))), None)
    own = next((t for t in words if not (t.kind == "word" and t.value in LEAD_ADVERBS)), None)
    if own is not None and own.kind == "agent":
        return tokens  # "and finally Isabella moved it": a subject of its own after the adverbs
    if lead is None or lead.kind != "word" or lead.value in (
            "the", "it", "she", "he", "they", "a", "an", "when", "after", "before", "so", "because", "since", "as",
            "this", "that", "there", "which", "everyone", "all", "nobody", "no", "both", "meaning", "i", "we",
            "with", "while", "only", "in", "at", "from", "for", "whose", "who", "where", "neither", "none", "nothing",
            "each", "either"):  # "but neither one moves it": a quantifier is a subject of its own
        return tokens
    k = words.index(lead)
    if lead.value in THEN_PREPOSITIONS and k + 1 < len(words) and words[k + 1].value == "then":
        return tokens  # "but by then William is gone": a time phrase, then a clause with a subject of its own
    return [replace(subject, start=lead.start, end=lead.start)] + tokens
