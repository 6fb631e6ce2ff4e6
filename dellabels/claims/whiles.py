"""A "while" clause after an exit told: "Ethan saw Oliver leave while the peach was still in the C", "Owen left
while Chloe was still there" hold at that exit, not at the event the response told before it."""
from __future__ import annotations

from dellabels.claims.check import event_lines
from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft
from dellabels.claims.segments import Clause
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import TRUE, Verdict
from dellabels.claims.when import When


def while_told(clause: Clause, anchor: list[Token], tokens: list[Token],
               out: list[tuple[Clause, Draft, When, Verdict]], tl: Timeline) -> tuple[int, ...]:
    """"Ethan saw Oliver leave while the peach was still in the C", "Owen left while Chloe was still there": a
    "while" clause right after an exit or entry told (or seen) in its sentence holds at that exit, not at the event
    told before it; an agent who left more than once left at one of his exits, so the clause holds at one of them."""
    words = [t.value for t in list(anchor) + list(tokens) if t.kind == "word"]
    if words[:1] != ["while"] or not out or out[-1][0].sentence != clause.sentence:
        return ()
    _, told, at, verdict = out[-1]
    if told.negated or verdict.verdict != TRUE:
        return ()
    if told.kind == "presence" and told.predicate == "saw" and told.args.get("event") in ("exit", "enter"):
        return tuple(verdict.lines)
    if told.kind == "event" and told.predicate in ("exit", "enter"):  # an exit dated by its line is that one
        return tuple(verdict.lines) if at.how == "line" else tuple(event_lines(told, tl)) or tuple(verdict.lines)
    return ()
