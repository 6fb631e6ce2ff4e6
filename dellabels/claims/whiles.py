"""A clause dated by the event told in the clause right before it, in its sentence: "Ethan saw Oliver leave while
the peach was still in the C", "Owen left while Chloe was still there" hold at that exit, and "Gracie left right
after putting it there, and Mason saw that" sees one of the two events that order tells, not the event the
response told before the sentence."""
from __future__ import annotations

from dellabels.claims.check import event_lines
from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft
from dellabels.claims.segments import Clause
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import TRUE, Verdict
from dellabels.claims.when import When


def while_told(clause: Clause, anchor: list[Token], tokens: list[Token], draft: Draft,
               out: list[tuple[Clause, Draft, When, Verdict]], tl: Timeline) -> tuple[int, ...]:
    """"Ethan saw Oliver leave while the peach was still in the C", "Owen left while Chloe was still there": a
    "while" clause right after an exit or entry told (or seen) in its sentence holds at that exit, not at the event
    told before it; an agent who left more than once left at one of his exits, so the clause holds at one of them.
    A sighting of "that" right after an order told ("A left right after moving it, and B saw that") is of its two
    events, either of them. Empty when the clause before dates nothing of the sort."""
    words = [t.value for t in list(anchor) + list(tokens) if t.kind == "word"]
    if not out or out[-1][0].sentence != clause.sentence:
        return ()
    _, told, at, verdict = out[-1]
    if told.negated or verdict.verdict != TRUE:
        return ()
    if told.kind == "order" and told.predicate in ("after", "before") and len(verdict.lines) == 2 and \
            draft.kind == "presence" and draft.predicate == "saw" and not draft.negated and \
            draft.args.get("event") == "discourse":
        # "Gracie left right after putting it there, and Mason saw that": the order told tells both its events
        return tuple(sorted(set(verdict.lines)))
    if words[:1] != ["while"]:
        return ()
    if told.kind == "presence" and told.predicate == "saw" and told.args.get("event") in ("exit", "enter"):
        return tuple(verdict.lines)
    if told.kind == "event" and told.predicate in ("exit", "enter"):  # an exit dated by its line is that one
        return tuple(verdict.lines) if at.how == "line" else tuple(event_lines(told, tl)) or tuple(verdict.lines)
    return ()
