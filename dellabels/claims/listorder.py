"""Exits told in the order of their list: "Then Jackson, Mila and Avery leave, in that order", "Mia, Chloe and Sophia
leave one after another".

An order phrase after a list of agents who leave ("in that order", "one after another", "in turn") says that each
left after the one named before it. The exits ordered are each agent's leaving of one room: a room every listed
agent leaves exactly once, each at a line of its own (the room named, when one is); the claim is true when the list orders one such room's
exits and false when it orders none; with no such room (which visit it means is not fixed) it is not read.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token, trim
from dellabels.claims.predicates import read_event
from dellabels.claims.reader import Draft, negates
from dellabels.claims.sequence import exit_room
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, Verdict

ORDER_PHRASES = (("in", "that", "order"), ("in", "this", "order"), ("one", "after", "another"),
                 ("one", "after", "the", "other"), ("in", "turn"), ("in", "sequence"))


def _phrase_at(tokens: Sequence[Token]) -> Optional[int]:
    """Where an order phrase starts in ``tokens``, else None."""
    values = [t.value if t.kind == "word" else None for t in tokens]
    for k in range(1, len(values)):
        if any(tuple(values[k:k + len(p)]) == p for p in ORDER_PHRASES):
            return k
    return None


def _room_exits(tl: Timeline, agents: Sequence[str], room: Optional[str]) -> list[list[int]]:
    """For each room every agent leaves exactly once (``room`` only, when named): the agents' exit lines there."""
    rooms = {exit_room(tl, a, t) for a in agents for t in tl.exits(a)} - {None}
    found = []
    for r in sorted(rooms) if room is None else [room]:
        each = [[t for t in tl.exits(a) if exit_room(tl, a, t) == r] for a in agents]
        if all(len(lines) == 1 for lines in each) and len({lines[0] for lines in each}) == len(each):
            found.append([lines[0] for lines in each])  # a joint exit (one line for several) orders none of them
    return found


def listed_order(tokens: Sequence[Token], tl: Timeline) -> Optional[tuple[int, Draft, Verdict]]:
    """The order of a list of exits with an order phrase: where the phrase starts (the words before it are the
    exits, read on their own), the order's draft and its verdict; else None."""
    k = _phrase_at(tokens)
    if k is None or negates(tokens):
        return None
    event = read_event(trim(list(tokens[:k])))
    agents = list(dict.fromkeys(t.value for t in tokens[:k] if t.kind == "agent"))
    if event is None or event.predicate != "exit" or len(agents) < 2 or \
            set(event.args.get("agents") or ()) != set(agents):
        return None
    visits = _room_exits(tl, agents, event.value)
    if not visits:
        return None  # which visit it orders is not fixed: the exits alone are read
    lines = tuple(sorted({t for visit in visits for t in visit}))
    draft = Draft("order", "listed", list(tokens), args={"event": "listed", "agents": tuple(agents), "lines": lines})
    ordered = [all(a < b for a, b in zip(visit, visit[1:])) for visit in visits]
    shown = ", ".join(f"{a} {tl.lines[t - 1].shown}" for a, t in zip(agents, visits[0]))
    return k, draft, Verdict(TRUE if any(ordered) else FALSE, f"left at {shown}", lines)
