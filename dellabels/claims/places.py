"""Places named by reference: "there" and "that's where" stand for the container the response named last.

"Chloe moved it to the green_bucket, so she will look there", "the celery is in the green_bucket; that is where
Owen thinks it is": the container is the one named last before (in the clause or any before it); "which is also
where it really is" and "that happens to be where it ends up" name it the same way, and a clause of being or staying
takes it as its place ("that's where it is now": it is in the container now), and its "it" is the thing placed
there by the clause that named it (the question's object when that clause names none). A clause with a time
clause of its own ("that's where it ends up after Hannah leaves") is left as it is. "There" is a place
only after a verb of looking or believing or after "it is" / "they are" ("she will look there", "pictures it
there", "believes it is still there"); "Liam was there" (in the room) and "there is no claim" are not places.
"Where it originally was" ("where it was first placed", "where it started") is the thing's first container in the
story, in a clause that names no container of its own ("she would look where it originally was": in that one).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.mentions import THING_PRONOUNS, Token
from dellabels.claims.timeline import Timeline
from dellabels.claims.words import verb_forms

LOOKING = frozenset({"look", "looks", "looking", "search", "searches", "check", "checks", "find", "finds", "point",
                     "points", "pointing", "land", "lands", "end", "ends", "stay", "stays", "remain", "remains",
                     "it", "them"})
SKIPPED = frozenset({"still", "right", "back", "probably", "also", "just", "over", "up", "in", "out"})
BEING = frozenset({"is", "are", "was", "were", "be", "been"})
LEADS = frozenset({"so", "and", "which", "then", "thus", "hence", "but"})
POINTERS = frozenset({"that", "this", "which"})
FOCUS = frozenset({"also", "exactly", "precisely", "just", "actually", "really", "still", "indeed", "where"})
ANCHORED = frozenset({"after", "before", "when", "once", "until", "while"})
STAYING = frozenset({"is", "are", "was", "were", "stays", "stayed", "sits", "sat", "remains", "remained", "lands",
                     "landed", "rests", "lies"})


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
    words = [t.value for t in tokens if t.kind == "word"][:8]
    k = 0
    while k < len(words) and words[k] in LEADS - {"which"}:
        k += 1
    if k >= len(words) or words[k] not in POINTERS:
        return None
    rest = words[k + 1:]
    if rest[:3] == ["happens", "to", "be"]:  # "which happens to be where it really is"
        rest = ["is"] + rest[3:]
    if not rest or rest[0] not in ("is", "was"):
        return None
    gap = next((g for g, w in enumerate(rest[1:4], start=1) if w == "where"), None)
    if gap is None or any(w not in FOCUS for w in rest[1:gap]):
        return None
    skip = len(words[:k + 1]) + (len(words) - k - 1 - len(rest)) + gap + 1  # the words up to "where"
    seen = 0
    for j, t in enumerate(tokens):
        seen += t.kind == "word"
        if seen == skip:
            return j + 1
    return None


def _placed(clause: list[Token], last: str, thing: Optional[str]) -> list[Token]:
    """The clause after "that's where" with its place: right after a verb of being or staying ("it is [in C] now",
    "it ends up [in C]"), else closing the clause ("Owen thinks it is [C]"); its "it" is ``thing``."""
    end = clause[-1].end  # tokens of no width: the place is the reference's, not words of the response
    if thing is not None:
        clause = [replace(t, value=thing) if t.kind == "object" and t.raw.lower() in THING_PRONOUNS else t
                  for t in clause]
    if any(t.kind == "word" and t.value in ANCHORED for t in clause):
        return list(clause) + [Token("container", last, end, end, "")]
    for i, t in enumerate(clause):
        if t.kind == "word" and (t.value in STAYING or t.value == "up" and i and clause[i - 1].value in (
                "ends", "ended", "end")):
            nxt = clause[i + 1] if i + 1 < len(clause) else None
            if nxt is not None and nxt.kind == "word" and nxt.value == "up":
                continue
            if nxt is not None and nxt.kind == "word" and (nxt.value.endswith("ed") or nxt.value in verb_forms(
                    "move") or nxt.value in verb_forms("place")):
                break  # a passive ("that's where it was put"): the place closes the clause
            if any(u.kind == "word" and (u.value in verb_forms("belief") or u.value in verb_forms("look"))
                   for u in clause[:i]):
                break  # "where Owen thinks it is": the belief's place closes the clause
            at = t.end
            return clause[:i + 1] + [Token("word", "in", at, at, ""), Token("container", last, at, at, "")] + \
                clause[i + 1:]
    return list(clause) + [Token("container", last, end, end, "")]


ORIGIN = frozenset({"originally", "first", "initially", "started", "began", "start", "beginning", "begin"})
ORIGIN_WORDS = ORIGIN | {"was", "were", "is", "at", "the", "out", "placed", "put", "kept", "sat", "lay", "placement"}


def _original(clause: list[Token], tl: Optional[Timeline]) -> list[Token]:
    """``clause`` with "where it originally was" replaced by "in the <first container>" of the thing (module
    docstring)."""
    if tl is None or any(t.kind == "container" for t in clause):
        return clause
    for k in range(len(clause) - 2):
        if clause[k].value != "where" or clause[k + 1].kind != "object":
            continue
        end = k + 2
        while end < len(clause) and clause[end].kind == "word" and clause[end].value in ORIGIN_WORDS:
            end += 1
        placed = tl.placements(clause[k + 1].value)
        first = tl.location(clause[k + 1].value, placed[0]) if placed else None
        if first is None or not any(t.value in ORIGIN for t in clause[k + 2:end]) or \
                end < len(clause) and clause[end].kind != "punct":
            continue
        at = clause[k]
        return clause[:k] + [replace(at, value="in", alts=()), replace(at, value="the", alts=()),
                             replace(clause[end - 1], kind="container", value=first, alts=())] + clause[end:]
    return clause


def resolve_places(clauses: Sequence[list[Token]], obj: Optional[str] = None,
                   tl: Optional[Timeline] = None) -> list[list[Token]]:
    """Clauses with "there" and "that's where" replaced by the container named last, and "where it originally
    was" by the thing's first container (module docstring); ``obj``: the question's object."""
    last: Optional[str] = None
    thing: Optional[str] = obj  # what the clause naming ``last`` placed there
    out: list[list[Token]] = []
    for clause in [_original(list(c), tl) for c in clauses]:
        start = _where_lead(clause)
        new = list(clause)
        if start is not None and last is not None and start < len(clause):
            new = _placed(list(clause[start:]), last, thing)
        else:
            for i, t in enumerate(new):
                if t.kind == "word" and t.value == "there" and last is not None and _place_at(new, i):
                    new[i] = replace(t, kind="container", value=last)
                elif t.kind == "container":
                    last = t.value
        if any(t.kind == "container" for t in clause):
            thing = next((t.value for t in clause if t.kind == "object"), obj)
        for t in clause:
            if t.kind == "container":
                last = t.value
        out.append(new)
    return out
