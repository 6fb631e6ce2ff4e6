"""Each claim draft against the DEL engine at its time: ``true``, ``false`` or ``unchecked``, with the engine's value.

A claim over several candidate lines (a past tense, an anchor whose event happened twice) is ``true`` when it
holds at one of them and ``false`` when it holds at none: calling a true claim false is the worse error. A claim
whose content or time is not determinate (no location in a belief, an anchor naming an event the story lacks, a
trust with no claim heard) is ``unchecked``. Order claims are checked in ``dellabels.claims.sequence``.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Optional

from dellabels.claims.asides import aside_verdict
from dellabels.claims.boundary import state_lines
from dellabels.claims.groups import group_entry_verdict, group_verdict
from dellabels.claims.hearing import heard_lines, named_first, unheard_belief
from dellabels.claims.lastseen import last_seen_verdict
from dellabels.claims.messages import messages_verdict
from dellabels.claims.scenes import scene_verdict
from dellabels.claims.sequence import exit_room, order_verdict
from dellabels.claims.reader import Draft
from dellabels.claims.returns import return_lines
from dellabels.claims.timeline import Timeline, event_room
from dellabels.claims.toldafter import after_told_verdict
from dellabels.claims.unmoved import unmoved_verdict
from dellabels.claims.toldmoves import told_moves_seen
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict, shown
from dellabels.claims.witnessing import seen_event
from dellabels.claims.perceived import thing_never_seen, watched_verdict
from dellabels.claims.when import When, line_index
from dellabels.hitom.grammar import Claim, Stay
from dellabels.hitom.sentence_events import WAITING_ROOM

def _over(lines, value_at: Callable[[int], object], want: Callable[[object], bool]) -> Verdict:
    """True at one of ``lines``, else false; the gold shown is the value where it held, else at the last line."""
    if not lines:
        return Verdict(UNCHECKED, None)
    values = [(t, value_at(t)) for t in lines]
    hit = next(((t, v) for t, v in values if want(v)), None)
    if hit is not None:
        return Verdict(TRUE, shown(hit[1]))
    return Verdict(FALSE, shown(values[-1][1]))


def _belief(d: Draft, when: When, tl: Timeline) -> Verdict:
    if not d.readable or d.obj is None or d.chain is None or when.how == "none":
        return Verdict(UNCHECKED, None)
    if d.predicate == "knows_where":  # right about the place: where it is
        return _over(when.lines, lambda t: (tl.belief(d.chain, d.obj, t), tl.location(d.obj, t)),
                     lambda v: v[0] is not None and (v[0] == v[1]) != d.negated)
    if d.args.get("knows") and not d.negated:
        return _over(when.lines, lambda t: tl.belief(d.chain, d.obj, t),
                     lambda v: v == d.value)
    return _over(when.lines, lambda t: tl.belief(d.chain, d.obj, t), lambda v: (v == d.value) != d.negated)


def _location(d: Draft, when: When, tl: Timeline) -> Verdict:
    if d.obj is None or when.how == "none":
        return Verdict(UNCHECKED, None)
    placed = tl.placements(d.obj)
    first = tl.location(d.obj, placed[0]) if placed else None

    def where(t: int) -> Optional[str]:
        # "The beans is in the C" tells a state, not an act: before that line the thing was already there
        return tl.location(d.obj, t) if not placed or t >= placed[0] else first
    return _over(when.lines, where, lambda v: (v == d.value) != d.negated)


def event_lines(d: Draft, tl: Timeline) -> list[int]:
    """The story lines where the event a draft tells happened (each of several movers, each of several agents)."""
    movers = d.args.get("movers") or ()
    if d.predicate == "move" and movers:  # "Liam and Owen moved it": each of them did; denied, none of them did
        if d.negated:
            return sorted(set().union(*(tl.moves(agent, d.obj, d.value) for agent in movers)))
        # each to a container of its own as often as to one ("A, B and C move it in turn (C1, C2, C3)")
        each = [set(tl.moves(agent, d.obj, None)) for agent in movers]
        return sorted(set.union(*each)) if all(each) else []
    if d.predicate == "move" and d.args.get("placed"):  # "line 2 puts the tomato in the C": the placement line
        return tl.placements(d.obj, d.value)
    if d.predicate == "move":  # a placement is a move no agent makes ("it is placed in the C")
        placed = tl.placements(d.obj, d.value) if d.args.get("by") is None else []
        return sorted(set(tl.moves(d.args.get("by"), d.obj, d.value)) | set(placed))
    if d.predicate in ("claim", "tell"):  # "said" with no manner word: a public claim or a private tell
        public = None if not d.args.get("manner") and d.args.get("listener") is None else d.predicate == "claim"
        return tl.claims(d.args.get("by"), d.args.get("listener"), d.obj, d.value, public=public)
    agents = d.args.get("agents") or ()
    if d.predicate == "stay":  # each of them stayed (a line each)
        each = [tl.lines_where(Stay, agent=a, room=d.value) for a in agents]
        return sorted(set().union(*each)) if each and all(each) else []
    found: Optional[set[int]] = None
    for agent in agents:
        own = set(tl.exits(agent, d.value) if d.predicate == "exit" else tl.entries(agent, d.value))
        found = own if found is None else found & own if d.predicate == "enter" else found | own
    return sorted(found or ())


def _event(d: Draft, when: When, tl: Timeline, ctx=None) -> Verdict:
    if when.how == "none" or d.args.get("group"):  # "all five enter the study": dellabels.claims.groups
        return group_entry_verdict(d, when, tl) if d.args.get("group") else Verdict(UNCHECKED, None)
    lines = event_lines(d, tl)
    agents = d.args.get("agents") or ()
    if d.args.get("told_after") and when.how != "line" and len(agents) == 1:  # "left right after": after the
        told = after_told_verdict(agents[0], ctx.lines if ctx is not None else (), d.args.get("at_once", False), tl)
        if told.verdict != UNCHECKED:  # event told last
            return told
        plain = _event(replace(d, args={**d.args, "told_after": False}), when, tl, ctx)
        return Verdict(plain.verdict, plain.gold)  # undated: which of the exits it is stays unknown
    if d.args.get("at"):  # "doesn't leave until line 22"
        at = line_index(tl, d.args["at"])
        return Verdict(TRUE if at in lines else FALSE, ",".join(map(str, lines)) or "no such event")
    if d.predicate in ("exit", "enter") and len(agents) > 1:  # each of them did it (at one line, or each at its own)
        each = [set(tl.exits(a, d.value) if d.predicate == "exit" else tl.entries(a, d.value)) for a in agents]
        lines = sorted(set.intersection(*each)) or (sorted(set.union(*each)) if all(each) else [])
    if d.args.get("again") and agents:  # "never came back to the R": no entry after the first time it left
        left = min((t for a in agents for t in tl.exits(a, d.value)), default=None)
        room = d.value or (exit_room(tl, agents[0], left) if left is not None else None)  # the room left
        if len(agents) > 1:  # "neither came back": one of them coming back is enough to deny it
            lines = sorted({t for a in agents for t in tl.entries(a, d.value)})
        lines = [t for t in lines if left is not None and t > left and tl.sentences[t - 1].room == room]
    if d.args.get("back"):  # "go back into the den": an entry after leaving it (dellabels.claims.returns)
        returns = return_lines(agents, d.value, tl)
        lines = lines if returns is None else returns
    if when.how == "line" and d.predicate in ("exit", "enter") and len(agents) > 1 and not d.args.get("again") \
            and not d.args.get("back"):  # "Olivia and Charlotte left at line 4": each of them at a line it names
        happened = all(any(t in when.lines for t in own) for own in each)
    elif when.how in ("line", "discourse"):
        happened = any(t in lines for t in when.lines)
    elif when.how == "anchor" and when.rel in ("after", "before"):
        ref = when.event_lines
        happened = any((t > r) if when.rel == "after" else (t < r) for t in lines for r in ref)
    else:
        happened = bool(lines)
    shown = ",".join(str(tl.lines[t - 1].shown) for t in lines) or "none"
    # an undated event told again is, in a retelling, the next one after what was told before, else the last
    # (at the line just named, when a reference named it, not an event told: "Second visit (15): they come back")
    named = ctx is not None and ctx.lines and (not ctx.told or ctx.told[-1] != ctx.lines)
    after = [t for t in lines if ctx is not None and ctx.lines and (t > max(ctx.lines) or named and
                                                                     t == max(ctx.lines))]
    told = tuple(t for t in lines if t in when.lines) if when.how in ("line", "discourse") else \
        tuple(after[:1] or lines[-1:])
    return Verdict(TRUE if happened != d.negated else FALSE, f"line {shown}" if lines else "no such event",
                   told if happened and not d.negated else ())


def _presence(d: Draft, when: When, tl: Timeline, ctx=None) -> Verdict:
    if d.args.get("group"):
        return group_verdict(d, when, tl, ctx)
    agents = tuple(d.args.get("agents") or ()) or tuple(d.chain or ())
    if d.args.get("everyone"):
        agents = tuple(tl.agents)
        if d.args.get("size") not in (None, len(agents)):  # "all three" in a story of five: some group of three
            return Verdict(UNCHECKED, None)
    if not agents or when.how == "none":
        return Verdict(UNCHECKED, None)
    if d.predicate == "saw":
        if d.args.get("undetermined"):  # "only saw ...", "nothing ... was seen by": more than one event's seeing
            return Verdict(UNCHECKED, None)
        found = [watched_verdict(d, a, tl, lambda dd, who, on: _saw(dd, who, when, on, ctx)) for a in agents]
        if any(v.verdict == UNCHECKED for v in found):
            return Verdict(UNCHECKED, None)
        bad = next((v for v in found if v.verdict == FALSE), None)
        if bad is None and d.args.get("only") and not d.negated:
            bad = _not_only(d, agents, when, tl, ctx)
        return bad or found[0]
    if not d.readable:
        return Verdict(UNCHECKED, None)
    if d.args.get("always") and d.value is not None:  # "only ever in the R" / "never in the R": every line
        rooms = {tl.room(a, t) for a in agents for t in range(1, tl.end + 1)} - {None}
        ok = d.value not in rooms if d.negated else rooms == {d.value}
        return Verdict(TRUE if ok else FALSE, ", ".join(sorted(rooms)))

    def here(t: int, state: Optional[int] = None) -> object:  # ``state``: the line whose rooms are read
        rooms = [tl.room(a, t if state is None else state) for a in agents]
        if d.args.get("alone"):  # there, and nobody else in that room
            company = {a for a in tl.agents if tl.room(a, t if state is None else state) == rooms[0]}
            ok = rooms[0] not in (None, WAITING_ROOM) and company == set(agents) and d.value in (None, rooms[0])
            return ok != d.negated
        if d.value is not None:
            return all(r == d.value for r in rooms) if not d.negated else not any(r == d.value for r in rooms)
        where = tl.object_room(d.obj or (tl.objects[0] if tl.objects else ""), t) if tl.objects else None
        if when.how == "discourse" and t in when.lines:
            where = event_room(tl, t) or where  # "was there to hear it": where the event just told happened
        if where is None:
            inside = [r is not None and r != WAITING_ROOM for r in rooms]
        else:
            inside = [r == where for r in rooms]
        return all(inside) if not d.negated else not any(inside)
    lines = when.lines
    if when.how == "discourse" and d.negated and d.value is None and lines and \
            all(t in tl.entries(agents[0]) for t in lines):
        lines = tuple(t - 1 for t in lines)  # "leaves and later returns; while he is away": the absence it ends
    if when.how == "past":
        return _over(lines, here, lambda v: bool(v))
    if d.args.get("alone") and not (when.how == "line" or when.how == "anchor" and when.rel != "after"):
        # "(After that) Jayden was alone": when the others are gone, perhaps after the moment told; it is false only
        # at a moment its words fix ("at line 8", "when he moved it")
        found = _over(lines, lambda t: any(here(t, s) for s in state_lines(tl, agents, t)), lambda v: bool(v))
        return found if found.verdict != FALSE else Verdict(UNCHECKED, found.gold)
    # a line of their own entry or exit dates the state it ends as much as the one it begins
    return _over(lines, lambda t: any(here(t, s) for s in state_lines(tl, agents, t)), lambda v: bool(v))


def _not_only(d: Draft, agents: tuple, when: When, tl: Timeline, ctx=None) -> Optional[Verdict]:
    """"With only Aiden watching" of an event at one line: false when another onlooker, not its actor, saw it too.
    An event the clause names by its actor ("only Noah saw Mia move it") is at one line when that actor moved the
    object once."""
    named = tl.moves(d.value, d.obj) if d.args.get("event") == "move" and d.value else \
        tl.exits(d.value) if d.args.get("event") == "exit" and d.value else []  # "only Noah saw her go"
    if len(named) == 1 and when.how not in ("line", "anchor"):
        lines = tuple(named)
    elif not (d.args.get("trailing") or d.args.get("told")) or when.how != "discourse" or len(when.lines) != 1:
        return None  # the event's line is not fixed ("Later, with only Gracie watching, ..."): "only" may hold
    else:
        lines = when.lines
    actor = getattr(tl.sentences[lines[0] - 1], "agent", None)
    other = next((a for a in tl.agents if a not in agents and a != actor and tl.witnessed(a, lines[0])), None)
    return Verdict(FALSE, f"{other} saw it too") if other else None


def _saw(d: Draft, agent: str, when: When, tl: Timeline, ctx=None) -> Verdict:
    event, other = d.args.get("event"), d.value
    obj = d.obj or (tl.objects[0] if len(tl.objects) == 1 else None)
    if event == "later_move":  # "never saw the later moves", "missed every later move", "saw none of the moves by A"
        by = d.args.get("by") or ()
        after = max(ctx.lines) if ctx is not None and ctx.lines else min(tl.exits(agent), default=0)
        lines = [t for t in tl.moves() if (t > after or by) and (not by or tl.sentences[t - 1].agent in by)
                 and (d.obj is None or tl.sentences[t - 1].obj == d.obj)]  # the moves of the thing traced
        if not lines:
            return Verdict(UNCHECKED, None)
        seen = [tl.witnessed(agent, t) for t in lines]
        ok = (not any(seen)) if d.negated else any(seen)
        return Verdict(TRUE if ok else FALSE, "saw" if any(seen) else "did not see")
    if event == "last_two":  # "saw both": each of the two events just told; "saw neither": none of them
        # the two lines the clause before named ("Line 9 ..., line 13 ... - Lucas sees neither"), else the two
        # events told last
        pair = [(t,) for t in ctx.lines[-2:]] if ctx is not None and len(ctx.lines) >= 2 else \
            list(ctx.told[-2:]) if ctx is not None else []
        if d.args.get("moves"):  # "both moves": the last two moves told, else (fewer told) the story's moves;
            # an onlooker's moves are others' (nobody misses his own act)
            others = {t for t in tl.moves() if tl.sentences[t - 1].agent != agent}
            moves = [lines for lines in (ctx.told if ctx is not None else ()) if lines and set(lines) <= others]
            pair = moves[-2:] if len(moves) >= 2 else [(t,) for t in sorted(others)]
        kind = d.args.get("messages")
        if kind:  # "heard neither tell": the two messages told last, else the story's two of that kind
            told = [lines for lines in (ctx.told if ctx is not None else ()) if lines and set(lines) <= set(
                tl.claims())]
            story = [(t,) for t in tl.claims(public=None if kind == "message" else kind == "claim")]
            pair = told[-2:] if len(told) >= 2 else story if len(story) == 2 else []
        if len(pair) < 2:
            return Verdict(UNCHECKED, None)
        seen = [any(tl.witnessed(agent, t) for t in lines) for lines in pair]
        ok = not any(seen) if d.args.get("none") else all(seen)
        return Verdict(TRUE if ok else FALSE, "saw" if all(seen) else "saw one" if any(seen) else "did not see")
    if event == "told_moves":  # "misses both of those moves", "saw all of these moves": the moves just told
        return told_moves_seen(d, agent, tl, ctx)
    if event == "discourse_move":  # "saw the move (at line 11)", "missed that move"
        if when.how == "line":
            lines = [t for t in when.lines if t in tl.moves()]
        else:  # the move told last, or the next one ("left at line 6, so she missed that move"): either reading
            told = list(ctx.move) if ctx is not None else []
            after = max(ctx.lines) if ctx is not None and ctx.lines else 0
            lines = told + [t for t in tl.moves()[:] if t > after][:1]
        into = tl.moves(None, obj, d.args["container"]) if d.args.get("container") and obj else None
        if into:  # "saw the move to the blue_crate": the move the container names, told or not
            lines = [t for t in lines if t in into] or into
        if not lines:
            return Verdict(UNCHECKED, None)
        seen = [tl.witnessed(agent, t) for t in lines]
        ok = (not all(seen)) if d.negated else any(seen)
        return Verdict(TRUE if ok else FALSE, "saw" if any(seen) else "did not see")
    if event == "discourse" and d.negated and obj and thing_never_seen(d) and not any(
            tl.room(agent, t) is not None and tl.room(agent, t) == tl.object_room(obj, t) for t in range(1, tl.end + 1)):
        return Verdict(TRUE, "did not see")  # "she never saw the melon (at all)": never in a room with the thing
        # (once with it, "never saw it (again)" is read as of the event told)
    if event == "discourse":
        lines = list(when.lines) if when.how in ("line", "anchor", "discourse") and when.rel not in (
            "after", "before") else list(ctx.lines) if ctx is not None else []
        if ctx is not None and when.how == "discourse" and ctx.seen != ctx.lines:
            lines = list(ctx.seen)  # "she dislikes it and wasn't watching it": the event before the aside
        if ctx is not None and when.how not in ("line", "anchor") and d.args.get("heard"):
            lines = heard_lines(lines, ctx.claim, tl, d.args.get("speaker"))  # "Jack hears that": the message told last
            if d.args.get("party") and not set(lines) <= set(tl.claims(public=False)):
                return Verdict(UNCHECKED, None)  # one is party to a private exchange: a public claim is not it
        if ctx is not None and d.args.get("unaware") and ctx.lines and set(ctx.lines) <= set(tl.claims()):
            return Verdict(UNCHECKED, None)  # "has no way of knowing that" after a message: what it says, no event
        if ctx is not None and when.how == "discourse" and not (d.negated or d.args.get("all")):
            lines = seen_event(agent, lines, ctx, tl)  # "Jack leaves at 5. So Jack saw it": the event before
        if not lines:
            return Verdict(UNCHECKED, None)
        seen = [tl.witnessed(agent, t) for t in lines]
        ok = any(seen) != d.negated
        return Verdict(TRUE if ok else FALSE, "saw" if any(seen) else "did not see")
    if event == "move":  # "never saw it moved": the moves of others (nobody misses his own act)
        container = d.args.get("container")  # "saw it placed in the C": the moves there, and its placement there
        lines = sorted(set(tl.moves(other, obj, container)) | set(tl.placements(obj, container) if container and
                                                                    other is None else ()))
        if other is None and d.negated:  # after the event just told ("put it there and never saw it moved")
            after = max(when.lines) if when.how == "discourse" and when.lines else 0
            lines = [t for t in lines if tl.sentences[t - 1].agent != agent and t > after]
    elif event == "exit" and other:
        lines = tl.exits(other)
    elif event == "enter" and other:
        lines = tl.entries(other)
    elif d.args.get("container") and obj:
        container = d.args["container"]
        span = when.lines if when.how in ("line", "anchor") and when.rel not in ("after", "before") else \
            range(1, tl.end + 1)
        ok = any(tl.location(obj, t) == container and tl.room(agent, t) == tl.object_room(obj, t) for t in span)
        return Verdict(TRUE if ok != d.negated else FALSE, None)
    else:
        return Verdict(UNCHECKED, None)
    if when.how in ("line", "anchor") and when.rel not in ("after", "before"):
        lines = [t for t in lines if t in when.lines] or lines if when.how == "anchor" else \
            [t for t in lines if t in when.lines]
    if not lines:
        return Verdict(UNCHECKED if other is None else FALSE if not d.negated else TRUE, "no such event")
    seen = [tl.witnessed(agent, t) for t in lines]
    ok = all(seen) if d.args.get("all") else any(seen)
    if d.negated:  # the lines missed date a fact known of it ("Jack knows that Ava missed the move")
        ok = not any(seen)
        return Verdict(TRUE if ok else FALSE, "saw" if any(seen) else "did not see", tuple(lines) if ok else ())
    # the lines seen date a fact known of it ("Jack knows that Ava saw the move")
    return Verdict(TRUE if ok else FALSE, "saw" if any(seen) else "did not see",
                   tuple(t for t, s in zip(lines, seen) if s) if ok else ())


def _communication(d: Draft, when: When, tl: Timeline, ctx=None) -> Verdict:
    speaker = d.value
    if speaker is None and d.args.get("discourse") and ctx is not None:
        speaker = ctx.speaker
    if speaker is None:
        return Verdict(UNCHECKED, None)
    if d.predicate == "lied":
        lines = tl.claims(speaker)
        if not lines:
            return Verdict(UNCHECKED, None)
        lies = [t for t in lines if tl.location(tl.sentences[t - 1].obj, t) != tl.sentences[t - 1].container]
        return Verdict(TRUE if bool(lies) != d.negated else FALSE, "lied" if lies else "told the truth")
    listener = d.chain[0] if d.chain else None
    if d.predicate == "changes":  # a belief (of any order, or everyone's) before and after the claim just told
        lines = list(ctx.claim) if ctx is not None and ctx.claim and d.args.get("discourse") else tl.claims(speaker)
        if not lines:
            return Verdict(UNCHECKED, None)
        chains = [(a,) for a in tl.agents] if d.chain == ("*",) else [tuple(d.chain or ())]
        changed = any(tl.belief(c, d.obj or tl.sentences[t - 1].obj, t - 1) != tl.belief(
            c, d.obj or tl.sentences[t - 1].obj, t) for c in chains for t in lines)
        return Verdict(TRUE if changed != d.negated else FALSE, "changed" if changed else "unchanged")
    heard = [t for t in tl.claims(speaker) if listener in tl.snapshots[t].heard]
    if not heard and d.predicate == "trust" and listener is not None and d.args.get("discourse") and \
            named_first(d.tokens, listener):
        told = list(ctx.claim) if ctx is not None and ctx.claim else tl.claims(speaker)  # "she believes it herself"
        held = unheard_belief(listener, [t for t in told if isinstance(tl.sentences[t - 1], Claim)], tl)
        if held is not None and (held or not d.negated):
            return Verdict(TRUE if held != d.negated else FALSE, "holds it" if held else "did not hear")
    if not heard:
        return Verdict(UNCHECKED, "did not hear")
    if d.predicate == "trust":
        trusted = any((listener, speaker) in tl.snapshots[t].trusted for t in heard)
        return Verdict(TRUE if trusted != d.negated else FALSE, "trusts" if trusted else "does not trust")
    changed = any(tl.belief((listener,), tl.sentences[t - 1].obj, t - 1) != tl.belief((listener,),
                  tl.sentences[t - 1].obj, t) for t in heard)
    return Verdict(TRUE if changed != d.negated else FALSE, "changed" if changed else "unchanged")


CHECKS: dict[str, Callable[..., Verdict]] = {
    "belief": _belief, "location": _location, "event": _event, "presence": _presence, "order": order_verdict,
    "communication": _communication,
}


def check(draft: Draft, when: When, timeline: Timeline, discourse=None) -> Verdict:
    """The verdict of one draft at its time (module docstring); ``discourse`` is what the response told just
    before (``dellabels.claims.judge.Discourse``): the event "it" / "this" names, the claim "the claim" names."""
    if not draft.readable and draft.kind != "presence" or draft.kind not in CHECKS:
        return Verdict(UNCHECKED, None)
    if draft.predicate == "no_move":
        return unmoved_verdict(draft, timeline, discourse)
    if draft.predicate == "last_seen":
        return last_seen_verdict(draft, timeline)
    if draft.predicate == "scene_about":
        return scene_verdict(draft, timeline)
    if draft.predicate in ("about", "none_told"):
        return messages_verdict(draft, timeline, discourse)
    if draft.predicate == "aside":
        return aside_verdict(draft, timeline.lines, when.lines if when.how == "line" else ()) \
            if when.how != "none" else Verdict(UNCHECKED, None)
    if draft.kind in ("presence", "communication", "order", "event"):  # "then B leaves", no order to check: the exit
        got, told = CHECKS[draft.kind](draft, when, timeline, discourse), draft.args.get("exit")  # type: ignore
        return check(told, when, timeline, discourse) if got.verdict == UNCHECKED and told else got
    return CHECKS[draft.kind](draft, when, timeline)
