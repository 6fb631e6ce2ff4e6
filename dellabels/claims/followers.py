"""Following someone out: "Carter follows him out", "Lily steps out first, followed by Abigail", "Gracie followed",
"Owen follows at line 5".

To follow someone out is to leave the room after them: the follower's exit after the exit the response told just
before (the followed agent's, when named), as "then Chloe" after an exit is (``sequence.py``), though not
necessarily the very next one. A time of its own ("follows at line 5") dates the follower's exit itself: an exit at
that line. Following someone into a room is an entry (``entries.py``).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.predicates import read_event
from dellabels.claims.reader import Draft

FOLLOW = frozenset({"follow", "follows", "followed", "following"})
LEADS = frozenset({"and", "then", "so", "with", "soon", "shortly", "next"})
BETWEEN = frozenset({"then", "soon", "quickly", "immediately", "shortly", "also", "just"})
TIMING = frozenset({"at", "line", "step", "out", "soon", "shortly", "later", "right", "after", "then", "a", "few",
                    "couple", "of", "lines", "moments"})  # what may follow a follower: when he left
INTO = frozenset({"into", "in", "to", "inside", "onto", "back"})


def read_following(tokens: Sequence[Token]) -> Optional[Draft]:
    """An exit said as following: the order of the follower's exit after the exit told just before
    (``args["event"] == "discourse_exit"``, the followed agent as ``by``), or with a line of its own the exit at it;
    else None."""
    words = [t for t in tokens if t.kind != "punct"]
    k = 0
    while k < len(words) and words[k].kind == "word" and words[k].value in LEADS:
        k += 1
    if k + 1 < len(words) and words[k].value in FOLLOW and words[k + 1].value == "by":
        return _followed_by(tokens, words[k + 2:])
    if k >= len(words) or words[k].kind != "agent":
        return None
    j = k + 1
    while j < len(words) and words[j].kind == "word" and words[j].value in BETWEEN:
        j += 1
    if j >= len(words) or words[j].kind != "word" or words[j].value not in FOLLOW:
        return None
    rest = words[j + 1:]
    if rest and rest[0].value == "by":  # "(Jayden leaves,) followed by Abigail", read with the subject before it
        return _followed_by(tokens, rest[1:])
    by = rest[0].value if rest and rest[0].kind == "agent" else None
    after = rest[1:] if by else rest
    if any(t.kind in ("container", "room", "object") or t.kind == "word" and t.value in INTO for t in after):
        return None  # "followed Ella into the hall": an entry
    if any(t.kind == "line" for t in after):  # "Owen follows at line 5": his exit at that line
        verb = tokens.index(words[j])
        return read_event(list(tokens[:verb]) + [replace(words[j], value="exits", raw="exits")] +
                          [t for t in tokens[verb + 1:] if t.kind != "agent"])
    return Draft("order", "after", list(tokens), value=words[k].value,
                 args={"event": "discourse_exit", "next": False, "by": by})


def _followed_by(tokens: Sequence[Token], rest: Sequence[Token]) -> Optional[Draft]:
    """"followed by B" (``rest``: what follows "by"): B's exit after the exit told just before; None unless ``rest`` is
    one agent and at most when he left ("followed by Ava and Liam", "followed by Liam's move": no one exit)."""
    if not rest or rest[0].kind != "agent" or any(t.kind != "line" and t.value not in TIMING for t in rest[1:]):
        return None
    return Draft("order", "after", list(tokens), value=rest[0].value, args={"event": "discourse_exit", "next": False})
