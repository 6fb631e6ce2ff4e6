"""An exit told with "then": "Ethan moves it to the box, then Sophia exits", "Mia leaves, then Jack leaves".

"Then B leaves" after an event the response has just told says when B left, not only that B did: B left the room
of that event after it, in the same visit; after an exit ("A leaves, then B leaves") B's is the next exit from that
room. The exit is checked in ``sequence.py`` as the bare "then Chloe" is (with no event told before it, the exit
itself is checked); a clause with a time of its own ("then Carter leaves at line 10") is dated by that time instead.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.predicates import read_event
from dellabels.claims.reader import Draft
from dellabels.claims.verbs import verb_at

LEADS = frozenset({"and", "then"})
BARE = frozenset({"leave", "exit", "go", "walk", "step", "head", "depart"})
AFTER_VERB = frozenset({"the", "out", "of", "too", "as", "well"})  # "then Ava leaves the hall", "walks out of it"


def read_then_exit(tokens: Sequence[Token]) -> Optional[Draft]:
    """"(and) then B leaves (the room)": B's exit next after the event told just before; else None."""
    words = [t for t in tokens if t.kind != "punct"]
    k = 0
    while k < len(words) and words[k].kind == "word" and words[k].value in LEADS:
        k += 1
    if "then" not in [t.value for t in words[:k]] or k + 1 >= len(words) or words[k].kind != "agent":
        return None
    at = tokens.index(words[k + 1])
    verb = verb_at(tokens, at, ("exit",), reach=1)
    if verb is None or tokens[verb[0]].value in BARE:
        return None  # "Sophia and then Ethan leave": one exit of a pair, read with the subject before it
    rest = [t for t in tokens[verb[0] + 1:] if t.kind != "punct"]
    if any(t.kind not in ("word", "room") or t.kind == "word" and t.value not in AFTER_VERB for t in rest):
        return None  # "then Jack leaves at line 6", "then leaves with Ava": more than the exit's order
    return Draft("order", "after", list(tokens), value=words[k].value, args={
        "event": "discourse_exit", "next": True, "after_any": True, "exit": read_event(tokens)})
