"""Seeing the moves a response just told, named as a group: "misses both of those moves", "saw all of these moves",
"sees none of these". "Those moves" point back at the moves told last (the last two, or the run of moves told
since the last other event), so a clause the reader left unread since the first of them may have told one: then
the claim is unchecked."""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict

MOVE_NOUNS = frozenset({"move", "moves", "switch", "switches", "transfer", "transfers"})


def told_moves(tokens: Sequence[Token], j: int) -> Optional[tuple[Optional[int], bool]]:
    """'saw both of those moves', 'missed all of these moves', 'saw neither of those moves' after the verb at ``j``:
    the moves the response just told, as (how many: 2 for 'both' / 'neither', None for 'all', and whether none was
    seen); else None."""
    rest = [t.value for t in tokens[j + 1:j + 7] if t.kind != "punct"]
    if rest[:1] == ["every"] and rest[1:2] == ["one"]:  # "every one of these moves"
        rest = rest[1:]
    # "all of these" ending its clause: the events just told, as with its noun
    if len(rest) < 3 or rest[1] != "of" or rest[2] not in ("these", "those") or rest[3:4] and \
            rest[3] not in MOVE_NOUNS:
        return None
    if rest[0] in ("both", "neither"):
        return 2, rest[0] == "neither"
    if rest[0] in ("all", "each", "one", "none"):
        return None, rest[0] == "none"
    return None


def told_moves_seen(d: Draft, agent: str, tl: Timeline, ctx=None) -> Verdict:
    """"Saw both of those moves" / "all of these moves": the last two moves the response told, or the run of moves
    it told last; unchecked when fewer than two were told or a clause since the first of them went unread (it may
    have told one of "those moves")."""
    told = list(ctx.told) if ctx is not None else []
    moves = set(tl.moves())
    picked = [k for k, lines in enumerate(told) if lines and set(lines) <= moves]
    if d.args.get("count") is None:  # "all of these": the moves told since the last other event
        last = max((k for k, lines in enumerate(told) if not (lines and set(lines) <= moves)
                    and picked and k < picked[-1]), default=-1)
        picked = [k for k in picked if k > last]
    else:
        picked = picked[-d.args["count"]:]
    if len(picked) < 2 or (d.args.get("count") and len(picked) != d.args["count"]) or \
            any(u > picked[0] for u in getattr(ctx, "unread", ())):
        return Verdict(UNCHECKED, None)
    seen = [any(tl.witnessed(agent, t) for t in told[k]) for k in picked]
    ok = not any(seen) if d.args.get("none") else all(seen)
    return Verdict(TRUE if ok else FALSE, "saw" if all(seen) else "saw one" if any(seen) else "did not see")
