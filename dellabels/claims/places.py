"""Places named by reference: "there" and "that's where" stand for the container the response named last.

"Chloe moved it to the green_bucket, so she will look there", "the celery is in the green_bucket; that is where
Owen thinks it is": the container is the one named last before (in the clause or any before it). "There" is a place
only after a verb of looking or believing or after "it is" / "they are" ("she will look there", "pictures it
there", "believes it is still there"); "Liam was there" (in the room) and "there is no claim" are not places.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.words import verb_forms

LOOKING = frozenset({"look", "looks", "looking", "search", "searches", "check", "checks", "find", "finds", "point",
                     "points", "pointing", "land", "lands", "end", "ends", "stay", "stays", "remain", "remains",
                     "it", "them"})
SKIPPED = frozenset({"still", "right", "back", "probably", "also", "just", "over", "up", "in", "out"})
BEING = frozenset({"is", "are", "was", "were", "be", "been"})
LEADS = frozenset({"so", "and", "which", "then", "thus", "hence", "but"})


def _place_at(tokens: Sequence[Token], i: int) -> bool:
    """Whether "there" at ``i`` is a place (module docstring)."""
    k = i - 1
    while k >= 0 and tokens[k].kind == "word" and tokens[k].value in SKIPPED:
        k -= 1
    if k < 0 or tokens[k].kind not in ("word", "object"):
        return False
    word = tokens[k].value if tokens[k].kind == "word" else "it"
    if word in BEING:  # "it is there", "they are still there"; not "Liam was there" (in the room)
        return k > 0 and (tokens[k - 1].kind == "object" or tokens[k - 1].value in ("it", "they"))
    return word in LOOKING or word in verb_forms("belief") or word in verb_forms("see")


def _where_lead(tokens: Sequence[Token]) -> Optional[int]:
    """Where the clause after "that's where" / "that is where" starts, else None."""
    words = [t.value for t in tokens if t.kind == "word"][:5]
    k = 0
    while k < len(words) and words[k] in LEADS:
        k += 1
    if words[k:k + 3] in (["that", "is", "where"], ["this", "is", "where"], ["which", "is", "where"]):
        seen = 0
        for j, t in enumerate(tokens):
            seen += t.kind == "word"
            if seen == k + 3:
                return j + 1
    return None


def resolve_places(clauses: Sequence[list[Token]]) -> list[list[Token]]:
    """Clauses with "there" and "that's where" replaced by the container named last (module docstring)."""
    last: Optional[str] = None
    out: list[list[Token]] = []
    for clause in clauses:
        start = _where_lead(clause)
        new = list(clause)
        if start is not None and last is not None and start < len(clause):
            end = clause[-1].end  # the place closes the clause ("Owen thinks it is [there]"), as a token of no width
            new = list(clause[start:]) + [Token("container", last, end, end, "")]
        else:
            for i, t in enumerate(new):
                if t.kind == "word" and t.value == "there" and last is not None and _place_at(new, i):
                    new[i] = replace(t, kind="container", value=last)
                elif t.kind == "container":
                    last = t.value
        for t in clause:
            if t.kind == "container":
                last = t.value
        out.append(new)
    return out
