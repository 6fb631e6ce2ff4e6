"""An exit told as coming after the event told just before: "Lily moved it to the C and left right after",
"she leaves soon after", "he walked out right after that", "Jack left a little later".

With no event of its own after "after" / "later", the exit is ordered against the event the response told last
(its lines in the discourse); a bare "later" compares with anyone and is no such reading. It holds when the agent was in that event's room then and the next room they left
after it is that room; "right" / "immediately" / "just" / "straight" after it also says nothing of note came
between: no move and no one else's exit from that room. A line reference in the clause dates the exit itself
("exited right after (line 6)") and is checked as any dated exit is; with no event told, or that event the
agent's own exit told again, the exit is checked as any undated one.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.timeline import Timeline, event_room
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict

AT_ONCE = frozenset({"right", "immediately", "just", "straight", "directly"})
SOON = frozenset({"soon", "shortly", "little", "moment", "bit", "while", "minute", "not", "long", "a"})
MEASURES = frozenset({"little", "moment", "bit", "minute", "while"})  # "a moment later": later than the event told;
# a bare "later" compares with anyone ("trusts her since she left later"): no reading of its own here
DEICTIC = frozenset({"that", "this", "it"})


def after_told(tokens: Sequence[Token], k: int) -> Optional[tuple[bool, int]]:
    """Whether the words from ``k`` (right after an exit verb and its particles) are only "(right / soon) after
    (that)" or "(a little) later": (at once, the end of those words), else None. A line reference or punctuation
    may follow; any other word (an event, a name) makes it an ordering of its own."""
    words = [t for t in tokens[k:]]
    m = 0
    while m < len(words) and words[m].kind == "word" and (words[m].value in AT_ONCE or words[m].value in SOON):
        m += 1
    if m >= len(words) or words[m].kind != "word" or words[m].value not in ("after", "later", "afterwards",
                                                                            "afterward"):
        return None
    lead = {w.value for w in words[:m]}
    if words[m].value == "later" and not lead & MEASURES:
        return None
    end = m + 1
    if words[m].value == "after" and end < len(words) and words[end].value in DEICTIC:
        end += 1
    rest = words[end:]
    if rest and rest[0].kind == "line" and not rest[0].raw.startswith("("):
        return None  # "right after line 3": the line is what it came after, an ordering of its own
    if any(t.kind not in ("line", "punct") and not (t.kind == "word" and t.value in ("at", "line", "step"))
           for t in rest):
        return None
    return bool(lead & AT_ONCE), k + end


def after_told_verdict(agent: Optional[str], told: Sequence[int], at_once: bool, tl: Timeline) -> Verdict:
    """An exit of ``agent`` after the event told at ``told`` (one of its lines): true when at one of them the agent
    was in its room and left that room next (``at_once``: with no move or other exit from it between)."""
    if agent is None or not told or any(t in tl.exits(agent) for t in told):
        return Verdict(UNCHECKED, None)  # the exit told again ("and then left. Because he walked out right after")
    found = [_next_exit(agent, t, at_once, tl) for t in told]
    if any(f is None for f in found):
        return Verdict(UNCHECKED, None)  # an event with no room (a placement line): nothing to leave
    hit = next((f for f in found if f), None)
    if hit:
        return Verdict(TRUE, f"line {tl.lines[hit[0] - 1].shown}", hit)
    return Verdict(FALSE, f"{agent} did not leave {'right ' if at_once else ''}after line "
                          f"{tl.lines[told[-1] - 1].shown}")


def _next_exit(agent: str, t: int, at_once: bool, tl: Timeline) -> Optional[tuple[int, ...]]:
    """The line of the agent's exit after line ``t`` from its room (empty: no such exit; None: no room)."""
    room = event_room(tl, t)
    if room is None:
        return None
    if tl.room(agent, t) != room:
        return ()
    nxt = min((x for x in tl.exits(agent) if x > t), default=None)
    if nxt is None or tl.snapshots[nxt - 1].room_of.get(agent) != room:
        return ()
    if at_once and (any(t < m < nxt and event_room(tl, m) == room for m in tl.moves()) or any(
            t < x < nxt and tl.snapshots[x - 1].room_of.get(a) == room for a in tl.agents if a != agent
            for x in tl.exits(a))):
        return ()
    return (nxt,)
