"""Coming back to a room: "Noah and Ava go back into the den", "she returns to the den", "he comes back at 9".

A return is an entry into a room its agent has left before: each agent's entries into the room after the first
time that agent left it. An agent who never left the room named has no return to tell of, and "back" then reads
as a plain entry (a writer's "back to the waiting_room" at a story's end), so the entry is checked as told. With
no room named ("Noah comes back", "then she returned"), the return is into any room the agent had left. Returning
a thing to a container ("Ava returns it to the green_drawer") is a move.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft, negates
from dellabels.claims.timeline import Timeline
from dellabels.claims.verbs import subject_denied

COMING = frozenset({"come", "comes", "came", "coming"})
RETURNING = frozenset({"return", "returns", "returned", "returning"})
LEADING = frozenset({"later", "then", "finally", "eventually", "also", "soon", "both", "all", "does", "did", "only"})
INSIDE = frozenset({"in", "inside"})


def read_return(tokens: Sequence[Token], subject: Sequence[str], at: int) -> Optional[Draft]:
    """"Noah comes back (in)", "she returned", "Lucas returns it to the C" (a move), else None."""
    j = at
    while j < len(tokens) and tokens[j].kind == "word" and (tokens[j].value in LEADING or tokens[j].value in (
            "never", "not", "no")):
        j += 1
    if j >= len(tokens) or tokens[j].kind != "word" or not subject:
        return None
    neg = negates(tokens[at:j]) or subject_denied(tokens, at)
    w = tokens[j].value
    if w in RETURNING:
        rest = list(tokens[j + 1:j + 5])
        if rest and rest[0].kind == "object" or rest[:2] and rest[0].value == "the" and rest[1].kind == "object":
            k = j + (2 if rest[0].kind == "object" else 3)
            if k + 1 < len(tokens) and tokens[k].value == "to" and tokens[k + 1].kind == "container" or \
                    k + 2 < len(tokens) and tokens[k].value == "to" and tokens[k + 1].value == "the" and \
                    tokens[k + 2].kind == "container":
                con = k + 1 if tokens[k + 1].kind == "container" else k + 2
                obj = next(t for t in tokens[j + 1:k] if t.kind == "object")
                return Draft("event", "move", list(tokens[:con + 1]), obj=obj.value, value=tokens[con].value,
                             negated=neg, args={"by": subject[0] if len(subject) == 1 else None,
                                                "movers": tuple(subject) if len(subject) > 1 else ()})
            return None
        end = j + 1
    elif w in COMING and j + 1 < len(tokens) and tokens[j + 1].value == "back":
        end = j + 2 + (j + 2 < len(tokens) and tokens[j + 2].value in INSIDE)
    else:
        return None
    if any(t.kind in ("room", "object", "container") for t in tokens[end:end + 3]):
        return None  # a room named is the entry readers'; a thing after the verb is no return of one's own
    return Draft("event", "enter", list(tokens[:end]), negated=neg,
                 args={"agents": tuple(subject), "again": neg, "back": not neg, "at": None})


def return_lines(agents: Sequence[str], room: Optional[str], tl: Timeline) -> Optional[list[int]]:
    """The lines where each of ``agents`` comes back into ``room`` (any room they had left when it is None; one line
    for all, else each at its own); None when one of them never left the room named."""
    if not agents:
        return None
    each: list[set[int]] = []
    for agent in agents:
        if room is None:  # into any room the agent had left
            each.append({t for t in tl.entries(agent)
                         if any(e < t for e in tl.exits(agent, tl.sentences[t - 1].room))})
            continue
        left = min(tl.exits(agent, room), default=None)
        if left is None:
            return None
        each.append({t for t in tl.entries(agent, room) if t > left})
    return sorted(set.intersection(*each)) or (sorted(set.union(*each)) if all(each) else [])
