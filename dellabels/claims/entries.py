"""The order of entries: "Sophia entered the closet before Mia", "Elizabeth enters the bathroom first", "Isla
followed Ella into the master_bedroom" (after her).

A story's agents enter a room in lines of their own or together ("Sophia, Mia and Ava entered the closet."):
agents named on one line enter at once, so neither entered before the other and none of them first or last.
"A entered (R) before / after B" compares A's entry into the room with B's entry into it nearest in the story;
"first" is an entry into a room nobody else was in and nobody entered with; "last" is an entry alone after which
nobody entered that room before A left it. Without a room named, any room but the waiting room the story's
groups meet in. An entry into a room named that the story lacks makes the claim false.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft, first_of, negates
from dellabels.claims.timeline import Timeline
from dellabels.claims.verbs import subject_of, verb_at
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict
from dellabels.hitom.grammar import Enter
from dellabels.hitom.sentence_events import WAITING_ROOM


def read_entry_order(tokens: Sequence[Token]) -> Optional[Draft]:
    """An entry ordered against another agent's entry, or first / last into a room (module docstring), else None."""
    subject, at = subject_of(tokens)
    if len(subject) != 1:
        return None
    follow = _following(tokens, at)
    if follow is not None:
        return Draft("order", "after", list(tokens[:follow[1] + 1]), value=subject[0], negated=negates(tokens[at:at + 3]),
                     args={"event": "enter", "room": tokens[follow[1]].value, "by": tokens[follow[0]].value})
    verb = verb_at(tokens, at, ("enter",), reach=4)
    if verb is None:
        return None
    j = verb[0]
    room_at = first_of(tokens, "room", j)
    room = tokens[room_at].value if room_at is not None and room_at <= j + 4 else None
    neg = negates(tokens[at:j])
    for k in range(j + 1, min(len(tokens), j + 7)):
        t = tokens[k]
        if t.kind != "word":
            continue
        if t.value in ("first", "last"):
            return Draft("order", t.value, list(tokens[:k + 1]), value=subject[0], negated=neg,
                         args={"event": "enter", "room": room})
        if t.value in ("before", "after"):
            other = tokens[k + 1] if k + 1 < len(tokens) and tokens[k + 1].kind == "agent" else None
            if other is None or any(x.kind == "word" for x in tokens[k + 2:k + 3]):
                return None  # "before Charlotte left": an exit, not an entry
            return Draft("order", t.value, list(tokens[:k + 2]), value=subject[0], negated=neg,
                         args={"event": "enter", "room": room, "by": other.value})
    return None


FOLLOW = frozenset({"follow", "follows", "followed", "following"})


def _following(tokens: Sequence[Token], at: int) -> Optional[tuple[int, int]]:
    """'followed Ella into the master_bedroom': (the agent followed, the room), else None."""
    k = next((i for i in range(at, min(len(tokens), at + 3)) if tokens[i].kind == "word" and tokens[i].value in FOLLOW),
             None)
    if k is None or k + 1 >= len(tokens) or tokens[k + 1].kind != "agent":
        return None
    rest = tokens[k + 2:k + 5]
    room = next((k + 2 + i for i, t in enumerate(rest) if t.kind == "room"), None)
    if room is None or not any(t.value in ("into", "in", "to") for t in tokens[k + 2:room]):
        return None
    return k + 1, room


def _entries(tl: Timeline, agent: str, room: Optional[str]) -> list[int]:
    return [t for t in tl.entries(agent, room) if room or tl.sentences[t - 1].room != WAITING_ROOM]


def _alone(tl: Timeline, t: int) -> bool:
    return len(tl.sentences[t - 1].agents) == 1


def entry_order_verdict(d: Draft, tl: Timeline) -> Verdict:
    """The verdict of an entry order (``read_entry_order``)."""
    agent, room = d.value, d.args.get("room")
    mine = _entries(tl, agent, room) if agent else []
    if not mine:  # "followed Ella into the master_bedroom" says she went in: false if she never did
        return Verdict(FALSE if room and agent and not d.negated else UNCHECKED, "no such entry" if room else None)
    if d.predicate in ("first", "last"):
        def holds(a: int) -> bool:
            where = tl.sentences[a - 1].room
            if not _alone(tl, a):
                return False
            if d.predicate == "first":
                return not any(tl.room(x, a - 1) == where for x in tl.agents if x != agent)
            out = min((t for t in tl.exits(agent, where) if t > a), default=tl.end + 1)
            return not any(isinstance(s, Enter) and s.room == where for s in tl.sentences[a:out - 1])
        ok = any(holds(a) for a in mine)
        return Verdict(TRUE if ok != d.negated else FALSE, f"entered at line {','.join(map(str, mine))}", (mine[0],))
    other = d.args.get("by")
    pairs = []
    for a in mine:
        theirs = tl.entries(other, tl.sentences[a - 1].room)
        if theirs:
            pairs.append((a, min(theirs, key=lambda b: abs(a - b))))
    if not pairs:
        return Verdict(UNCHECKED, None)
    ok = any((a < b) if d.predicate == "before" else (a > b) for a, b in pairs)
    return Verdict(TRUE if ok != d.negated else FALSE, f"line {pairs[0][0]} vs line {pairs[0][1]}", pairs[0])
