"""An aside about the subject set off by commas: "Jack, who left first, still thinks C".

"Mila, who left before Aria's move, still thinks it is in the C" says two things of Mila: what she still thinks (the
main clause: the subject and what follows the aside, so the belief is not lost to the words between) and, in a
relative clause of an event, that she left before the move (read after the main clause, as "Mila left before Aria's
move"). A participle ("gone by then"), a comparison ("like everyone else") or a state ("who was in the
hall") is read past: the main clause alone. An apposition ("Ella, the last one left, moves it") stays with its
clause, whose readers read past it (``verbs.subject_of``) or read it ("the last one left").
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from dellabels.claims.mentions import Token

LEADS = frozenset({"and", "but", "so", "then", "also", "yet"})
RELATIVES = frozenset({"who"})
NOUN_PHRASE = frozenset({"the", "a", "an", "one", "our"})
STATES = frozenset({"was", "were", "is", "are", "had", "has", "been", "remained", "stayed", "stays", "remains"})
OPENERS = LEADS | {"or", "nor", "while", "because", "since", "when", "whereas", "though", "although", "if"}


def split_aside(part: Sequence[Token]) -> list[list[Token]]:
    """``part`` as its aside and its main clause (see the module docstring), else ``[part]``."""
    k = 0
    while k < len(part) and part[k].kind == "word" and part[k].value in LEADS:
        k += 1
    if k + 2 >= len(part) or part[k].kind != "agent" or part[k + 1].value != ",":
        return [list(part)]
    close = next((j for j in range(k + 2, min(len(part), k + 14)) if part[j].kind == "punct"), None)
    if close is None or part[close].value != "," or close + 1 >= len(part) or close == k + 2:
        return [list(part)]
    aside, rest = list(part[k + 2:close]), list(part[close + 1:])
    if rest[0].kind != "word" or rest[0].value in OPENERS or aside[0].value in OPENERS \
            or all(t.kind == "agent" or t.value in ("and", "or") for t in aside):
        return [list(part)]  # a list of names ("Oliver, Emma, and Lily"), or a clause of its own after the comma
    subject, main = part[k], list(part[:k + 1]) + rest
    if aside[0].value in NOUN_PHRASE:
        return [list(part)]  # an apposition ("Ella, the last one left with Aria, moves it"): read with its clause
    if aside[0].value not in RELATIVES or len(aside) < 2:
        return [main]  # a participle or a comparison ("Mason, gone by then, still thinks C"): read past it
    if aside[1].value in STATES:
        return [main]  # a state ("who was in the hall long after he left") is dated by words the reader may not
        # delimit: the moment told before is not its time
    # the main clause first: the aside's event must not date what the main clause says ("moves it back")
    return [main, [replace(subject, alts=())] + aside[1:]]
