"""What a response has just told, as its claims are read in order: the story lines of its last event, the lines
of its last move and of its last claim or tell, the speaker of that claim, and how many clauses ago the lines were
told. "It", "this", "that move", "after that" and a present tense in a story retold are read against it. A move
watched ("Carter watches Elizabeth move it") is told as much as the move itself."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from dellabels.claims.verdicts import FALSE, UNCHECKED, Verdict
from dellabels.claims.reader import Draft
from dellabels.claims.timeline import Timeline
from dellabels.claims.when import When, line_index


@dataclass
class Discourse:
    """What the response has just told: the story lines of its last event, the speaker of its last claim."""

    lines: tuple[int, ...] = ()
    speaker: Optional[str] = None
    move: tuple[int, ...] = ()  # the lines of the last move it told ("that move")
    claim: tuple[int, ...] = ()  # the lines of the last claim or tell it told ("the claim")
    age: int = 0  # clauses about the story since ``lines`` was told (1: by the clause right before)
    exits: tuple[int, ...] = ()  # the exits of an agent told by its order ("Owen leaves first"), for "then Aria"
    told: tuple[tuple[int, ...], ...] = ()  # the lines of each event told so far, in order ("saw both")
    unread: tuple[int, ...] = ()  # how many events were told when each clause about the story went unread
    seen: tuple[int, ...] = ()  # the lines of its last event one can watch: ``lines`` unless an aside came after


def _state(draft: Optional[Draft], verdict: Optional[Verdict]) -> bool:
    """A clause read and checked as a state (who is where, who saw or thinks what), telling no event of its own."""
    return draft is not None and verdict is not None and draft.kind in ("presence", "belief") and \
        verdict.verdict != UNCHECKED


def remember(ctx: Discourse, tl: Timeline, refs: tuple[int, ...], draft: Optional[Draft] = None,
              when: Optional[When] = None, verdict: Optional[Verdict] = None) -> None:
    """Update what the response has just told (its last event's lines, its last claim's speaker)."""
    lines = tuple(t for t in (line_index(tl, r) for r in refs) if t)
    moves = tuple(t for t in lines if t in tl.moves())
    if moves:
        ctx.move = moves
    if lines and set(lines) <= set(tl.claims()):  # "Line 27 is a private tell": the line names the message told
        ctx.claim = lines
    if draft is not None and draft.args.get("event") == "discourse_exit" and verdict is not None and verdict.lines:
        lines = verdict.lines if not lines else lines  # "then Avery, then Benjamin": Benjamin after Avery's exit
    if draft is not None and draft.predicate == "scene_about":  # "the later scene only involves the onion, and Ava
        ctx.lines = ctx.seen = ()  # isn't there for it": "it" is the scene, which the reader does not delimit
        return
    if draft is not None and draft.kind == "other":  # an event may be told there: "those moves" after it may
        ctx.unread = ctx.unread + (len(ctx.told),)  # count one the reader missed
    aside = draft is not None and draft.predicate == "aside"
    if aside and verdict is not None and verdict.lines:  # "she dislikes the cabbage": it dates what follows
        ctx.lines, ctx.age = verdict.lines, 0  # ("while she's still there"), but "it" is still the story's event
        return
    if draft is not None and draft.kind == "communication" and draft.value in tl.agents and tl.claims(draft.value):
        # "Owen trusts Mila's public claim, and Jacob heard it": the message a trust names is the one told last
        heard = [t for t in tl.claims(draft.value) if not draft.chain or draft.chain[0] in tl.snapshots[t].heard]
        ctx.speaker, ctx.claim = draft.value, tuple(heard or tl.claims(draft.value))
    if draft is not None and draft.kind == "presence" and draft.predicate == "saw" and draft.value in tl.agents \
            and draft.args.get("event") == "move" and verdict is not None and verdict.lines:
        lines = verdict.lines if not lines else lines  # "Carter watches Elizabeth move it": that move is told
    if draft is not None and draft.kind == "event" and verdict is not None and verdict.lines:
        ctx.told = ctx.told + (verdict.lines,)
        lines = verdict.lines if not lines else lines
        if draft.predicate in ("claim", "tell"):
            ctx.speaker = draft.args.get("by") or ctx.speaker
            ctx.claim = verdict.lines
        if draft.predicate == "move":
            ctx.move = verdict.lines
    if draft is not None and draft.kind == "order" and draft.predicate in ("first", "last") and not lines \
            and verdict is not None and verdict.lines and draft.value in tl.agents \
            and draft.args.get("event") != "enter":
        # "Owen leaves first, then Aria": the order tells Owen's exit, in whichever visit the order holds of; it
        # only places the next "then B", since it names no line to date other clauses by
        ctx.exits = tuple(tl.exits(draft.value))
        return
    if lines:
        ctx.lines, ctx.age, ctx.seen, ctx.exits = lines, 0, lines, ()
    elif _state(draft, verdict) and ctx.age:
        ctx.age -= 1  # "moves it at 10, with only Hannah there; nobody touches it after that": a clause of who was
        # there or who thinks what tells no event, so "after that" still looks back to the event before it
    elif draft is not None and draft.kind == "event" and not aside and verdict is not None and verdict.verdict == FALSE:
        ctx.lines = ctx.seen = ()  # an event the story lacks: what follows cannot be dated by the one before it
