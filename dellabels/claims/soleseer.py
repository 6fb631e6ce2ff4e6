""""Nathan was the only one who saw her go" says what "only Nathan saw her go" says: the one onlooker, nobody else.

The cleft "A is / was the only one (person) who saw E" (or "to see E") names one agent as the event's sole onlooker,
so it is read as the plain "only A saw E": A saw it, and no one but its actor did too.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.words import verb_forms

BEING = frozenset({"is", "was", "were", "are"})
ONES = frozenset({"one", "person", "agent"})
LINKS = frozenset({"who", "that", "to"})


def sole_seer(tokens: Sequence[Token]) -> Optional[list[Token]]:
    """The clause "A was the only one who saw E" as the tokens of "only A saw E"; else None."""
    words = [t.value for t in tokens]
    a = next((k for k, t in enumerate(tokens) if t.kind == "agent"), None)
    if a is None or a > 2 or len(words) < a + 4 or words[a + 1] not in BEING or words[a + 2:a + 4] != ["the", "only"]:
        return None
    k = a + 4
    if k >= len(tokens) or words[k] not in ONES:
        return None
    k += 1 + (k + 1 < len(words) and words[k + 1] in LINKS)
    if k >= len(tokens) or words[k] not in verb_forms("see") | {"see"}:
        return None
    only = replace(tokens[a + 3], start=tokens[a].start, end=tokens[a].start)  # "only" put before its agent
    return list(tokens[:a]) + [only, tokens[a]] + list(tokens[k:])
