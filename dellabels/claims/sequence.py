"""Order claims checked against the story's exits and moves: exit against exit or move, last or first to leave, the last move

One exit against another's exit or a move ("left after her", "left before Liam moved it"), the last or first to
leave a room, the last move of a chapter, and an exit or line against the event the response told just before
("(Avery left at line 6), before line 9").
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.adjacency import adjacent
from dellabels.claims.entries import entry_order_verdict
from dellabels.claims.reader import Draft
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict
from dellabels.claims.when import When, line_index
from dellabels.hitom.grammar import Enter
from dellabels.hitom.sentence_events import WAITING_ROOM


BEYOND = frozenset({"else", "again", "later", "further", "subsequent", "other"})


def beyond_own(words: Sequence[str]) -> bool:
    """Whether a quantified move is said to lie beyond the subject's own ("before anyone else moved it", "before
    any of the later moves", "before anyone moved it again"): those words set aside the mover's own moves."""
    return any(w in BEYOND for w in words)


def exit_room(tl: Timeline, agent: str, t: int) -> Optional[str]:
    """The room the agent was in just before line ``t`` (the room an exit at ``t`` leaves)."""
    return tl.snapshots[t - 1].room_of.get(agent)


def _all_exits(tl: Timeline) -> set[int]:
    return {t for a in tl.agents for t in tl.exits(a)}


def _exiter(tl: Timeline, t: int) -> Optional[str]:
    """Who leaves a room at line ``t`` (an exit line, or an entry into another room)."""
    return next((a for a in tl.agents if t in tl.exits(a)), None)


def _entered(tl: Timeline, agent: str, room: Optional[str], before: int) -> int:
    """The line of the agent's last entry into ``room`` before line ``before`` (0: there from the start)."""
    return max((t for t in tl.entries(agent, room) if t < before), default=0)


def order_verdict(d: Draft, when: When, tl: Timeline, ctx=None) -> Verdict:
    """The verdict of an order claim (module docstring); ``ctx``: what the response told just before."""
    agent = d.value
    if len(d.args.get("agents") or ()) > 1:  # "Ann and Cy both left before Bo": each of them did
        args = {k: v for k, v in d.args.items() if k != "agents"}
        each = [order_verdict(replace(d, value=a, args=args), when, tl, ctx) for a in d.args["agents"]]
        return next((v for v in each if v.verdict == UNCHECKED), None) or \
            next((v for v in each if v.verdict == FALSE), None) or each[0]
    if d.args.get("event") == "enter":
        return entry_order_verdict(d, tl)
    if d.args.get("after_any"):  # "(Ethan moves it,) then Sophia exits": the next act after that move or exit
        return _then_exit(d, tl, ctx)  # (unchecked, ``check`` checks the exit itself)
    if d.args.get("event") == "discourse_exit":  # "(Amelia leaves,) then Chloe": Chloe left that room later
        told = [t for t in ((ctx.exits or ctx.lines) if ctx is not None else ()) if t in _all_exits(tl)
                and d.args.get("by") in (None, _exiter(tl, t))]  # "follows him out": his exit
        if not told or agent is None:  # the event told last was no exit ("Isabella, then Emily ... move it")
            return Verdict(UNCHECKED, None)
        later = []  # an order's exits ("Owen leaves first"): any of them; else the exit told last
        for t0 in (told if ctx.exits else [max(told)]):
            room = exit_room(tl, _exiter(tl, t0), t0)
            later += [t for t in tl.exits(agent) if t > t0 and exit_room(tl, agent, t) == room
                      and _entered(tl, agent, room, t) < t0]  # in the same visit: there when the other left
        return Verdict(TRUE if later else FALSE, f"{agent} left at line {later[0]}" if later else
                       f"{agent} did not leave after it", (later[0],) if later else ())
    if d.args.get("event") == "discourse":  # "(Avery left at line 6), before line 9 / before that move"
        told = ctx.lines if ctx is not None else ()
        ref = d.args.get("line")
        against = ((line_index(tl, ref),) if ref else ()) if ref else (ctx.move if ctx is not None else ())
        against = tuple(t for t in against if t)
        if not told or not against or told == against:
            return Verdict(UNCHECKED, None)
        ok = any((a < b) if d.predicate == "before" else (a > b) for a in told for b in against)
        return Verdict(TRUE if ok else FALSE, f"line {told[0]} vs line {against[0]}", (told[0], against[0]))
    if agent is None:
        return Verdict(UNCHECKED, None)
    mine = tl.exits(agent)
    if d.predicate == "last_move":  # the last move of its chapter (a group entering a room starts a chapter)
        moves = tl.moves(None, d.obj) if d.obj else tl.moves()
        if not moves:
            return Verdict(UNCHECKED, None)
        chapters = [t for t, s in enumerate(tl.sentences, start=1) if isinstance(s, Enter) and len(s.agents) > 1]
        last = [m for k, m in enumerate(moves) if k + 1 == len(moves) or any(m < c <= moves[k + 1] for c in chapters)]
        ok = any(tl.sentences[m - 1].agent == agent for m in last)
        return Verdict(TRUE if ok != d.negated else FALSE, ", ".join(f"{tl.sentences[m - 1].agent} at line {m}"
                                                                     for m in last), tuple(last))
    if d.predicate in ("last", "first"):
        mine = tl.exits(agent, d.args["room"]) if d.args.get("room") else mine  # "the last to leave the hall"
        # the waiting room is left by a group going on together: nobody leaves it first or last
        mine = [a for a in mine if exit_room(tl, agent, a) not in (None, WAITING_ROOM)]
        if d.args.get("size") and sum(bool(tl.exits(a, d.args["room"])) for a in tl.agents) != d.args["size"]:
            return Verdict(UNCHECKED, None)  # "the last of the three": the room's company is some other group
        if not mine:
            return Verdict(UNCHECKED, None)
        ok = any(_last_or_first(tl, agent, a, d.predicate) for a in mine)
        return Verdict(TRUE if ok != d.negated else FALSE, f"left at line {','.join(map(str, mine))}", (mine[0],))
    other, event = d.args.get("by"), d.args.get("event")
    if d.args.get("room"):  # the room the claim names: only the exits from it
        mine = [a for a in mine if exit_room(tl, agent, a) == d.args["room"]]
    pairs = []
    for a in mine:
        room = exit_room(tl, agent, a)
        if room is None or room == WAITING_ROOM:
            continue
        came = _entered(tl, agent, room, a)
        if event == "exit" and other:
            pairs += [(a, b) for b in tl.exits(other, room) if _entered(tl, other, room, b) < a and came < b]
        elif event == "move":
            back = min((t for t in tl.entries(agent, room) if t > a), default=tl.end + 1)
            since = came
            if d.args.get("beyond"):  # "before anyone else / again": only the moves after the subject's own
                since = max([t for t in tl.moves(agent, d.obj) if came < t < a], default=came)
            pairs += [(a, b) for b in tl.moves(other, d.obj) if tl.room(tl.sentences[b - 1].agent, b) == room
                      and since < b < back]
    if not pairs:
        return Verdict(UNCHECKED, None)
    if d.args.get("next"):  # "right after her", "just before Liam moved it": no act of the story between the two
        pairs = [(a, b) for a, b in pairs if adjacent(tl, a, b)]
        if not pairs:
            return Verdict(FALSE if not d.negated else TRUE, "another act between")
    def holds(a: int, b: int) -> bool:
        return (a > b) if d.predicate == "after" else (a < b)
    if d.args.get("every"):  # "left before anything was moved": one exit before every move of that visit
        ok = any(all(holds(a, b) for x, b in pairs if x == a) for a, _ in pairs)
    else:
        ok = any(holds(a, b) for a, b in pairs)
    return Verdict(TRUE if ok != d.negated else FALSE, f"line {pairs[0][0]} vs line {pairs[0][1]}", pairs[0])


def _last_or_first(tl: Timeline, agent: str, a: int, which: str) -> bool:
    room = exit_room(tl, agent, a)
    if room is None:
        return False
    if which == "last":
        return not any(r == room for who, r in tl.snapshots[a].room_of.items())
    entered = max((t for t in tl.entries(agent, room) if t < a), default=0)
    return not any(exit_room(tl, other, t) == room for other in tl.agents if other != agent
                   for t in tl.exits(other) if entered < t < a)


def _then_exit(d: Draft, tl: Timeline, ctx) -> Verdict:
    """"Then B leaves" after a told move or exit (``thenexit.py``): B left that event's room after it, in the same
    visit; after an exit ("Mia leaves, then Jack leaves") B's is the next exit from that room."""
    moves = set(tl.moves())
    told = [t for t in (ctx.lines if ctx is not None else ()) if t in _all_exits(tl) or t in moves]
    if not told or d.value is None or max(told) in tl.exits(d.value):  # his own exit retold: no order said
        return Verdict(UNCHECKED, None)
    last = max(told)
    room = tl.room(tl.sentences[last - 1].agent, last) if last in moves else exit_room(tl, _exiter(tl, last), last)
    later = [t for t in tl.exits(d.value) if t > last and exit_room(tl, d.value, t) == room
             and _entered(tl, d.value, room, t) < last]
    if not later:
        return Verdict(FALSE, f"{d.value} did not leave after line {last}")
    if any(tl.sentences[t - 1].agent == d.value for t in moves if last < t < later[0]):
        return Verdict(UNCHECKED, None)  # B moved it first: "then" may follow that move, which went unread
    between = [t for t in _all_exits(tl) if last < t < later[0] and exit_room(tl, _exiter(tl, t), t) == room]
    ok = last in moves or not between
    return Verdict(TRUE if ok else FALSE, f"{d.value} left at line {later[0]}" + ("" if ok else
                   f", after the exit at line {between[0]}"), (later[0],))
