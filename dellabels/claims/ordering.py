"""An event told with a trailing time clause makes two claims: the event, and its order against the clause's own.

"Aiden moved it back into the red_basket before Lucas left the attic" says that Aiden made that move, and that the
move came before Lucas's exit: each is checked alone, so a true move with a false order is one true claim and one
false one. The trailing clause may also be cut off as a clause of its own at the end of its sentence ("Mila moved
it to the C, before Abigail moved it"): it then orders the event told just before it. The order holds when one of
the event's lines comes before (after) one of the anchor event's lines; an anchor naming an event the story lacks
leaves it unchecked. A time clause also presupposes its own event ("when Chloe left ...": she left), read here
for a leading anchor and a trailing one alike (``anchor_event``, ``trailing_event``).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.adjacency import adjacent, close_order
from dellabels.claims.check import check, event_lines
from dellabels.claims.listorder import listed_order
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict
from dellabels.claims.mentions import Token, trim
from dellabels.claims.predicates import read_event
from dellabels.claims.reader import Draft, negates
from dellabels.claims.timeline import Timeline
from dellabels.claims.when import anchor_lines, line_index, tense_words, time_of

HOSTS = frozenset({"move", "claim", "tell", "enter"})  # an exit's order is read_order's ("left before Liam moved it")
DEICTIC = frozenset({"that", "this", "which", "then", "these", "those", "all", "everything"})
LEADS = frozenset({"right", "just", "only", "long", "shortly", "soon", "even", "well", "and"})


def anchor_start(tokens: Sequence[Token], after: int) -> Optional[int]:
    """Where a trailing "before / after <event>" starts at or after offset ``after`` ("right before" included)."""
    for k, t in enumerate(tokens):
        if t.start < after or t.kind != "word" or t.value not in ("before", "after"):
            continue
        if k + 1 < len(tokens) and (tokens[k + 1].kind in ("line", "punct") or tokens[k + 1].value in DEICTIC):
            return None  # "after line 7", "after that Evelyn leaves": a time, then a clause of its own
        j = k
        while j > 0 and tokens[j - 1].kind == "word" and tokens[j - 1].value in LEADS and tokens[j - 1].start >= after:
            j -= 1
        return j
    return None


def trailing_order(host: Draft, host_lines: Sequence[int], tail: Sequence[Token], tl: Timeline,
                   obj: Optional[str], anchor: Optional[tuple[str, list[int]]] = None,
                   hosts: frozenset = HOSTS) -> Optional[tuple[Draft, Verdict]]:
    """The order claim of a trailing time clause ``tail`` (its span) against the host event at ``host_lines``, else
    None (no such clause, or a host event the story lacks); ``anchor``: the clause's relation and lines, when read
    already."""
    if host.kind != "event" or host.predicate not in hosts or host.negated or negates(tail):
        return None
    found = anchor or anchor_lines(list(tail), tl, obj)
    if found is None or found[0] not in ("before", "after"):
        return None
    rel, lines = found
    if not host_lines:
        return None  # the event never happened: that is the claim's falsehood, its time adds none
    draft = Draft("order", rel, list(tail), args={"event": "trailing"})
    if not lines:
        return draft, Verdict(UNCHECKED, None)
    close = close_order(tail)  # "right after Mila left": no act between the two
    ok = next(((h, a) for h in host_lines for a in lines if (h < a if rel == "before" else h > a)
               and (not close or adjacent(tl, h, a))), None)
    if ok is None and any(_holds(host_lines, rel, alt) for alt in _readings(tail, tl, obj)):
        return draft, Verdict(UNCHECKED, None)  # "after she left": false only for every agent "she" may be
    shown = ok or (host_lines[0], lines[0])
    return draft, Verdict(TRUE if ok else FALSE, f"line {tl.lines[shown[0] - 1].shown} vs line "
                                                 f"{tl.lines[shown[1] - 1].shown}")


def dated_exit_order(draft: Draft, tokens: Sequence[Token], cut: int, anchor: Sequence[Token], tl: Timeline,
                     obj: Optional[str], told: tuple[int, ...]) -> Optional[tuple[Draft, Verdict]]:
    """"Jacob exits at line 7, right after Gracie left": an exit dated by a line of its own is that one exit, and
    the trailing time clause orders it (an undated exit is any of the agent's, whose order ``read_order`` reads)."""
    head = list(tokens[:cut])
    when = time_of(head, list(anchor), tl, draft.obj or obj, tense_words(head), draft, told)
    if when.how != "line":
        return None
    verdict = check(draft, when, tl)
    if verdict.verdict != TRUE or not verdict.lines:
        return None
    return trailing_order(draft, verdict.lines, trim(list(tokens[cut:])), tl, draft.obj or obj,
                          hosts=HOSTS | {"exit"})


def _holds(host_lines: Sequence[int], rel: str, lines: Sequence[int]) -> bool:
    return any(h < a if rel == "before" else h > a for h in host_lines for a in lines)


def _readings(tail: Sequence[Token], tl: Timeline, obj: Optional[str]) -> list[list[int]]:
    """The anchor event's lines under each other agent a pronoun of ``tail`` may stand for."""
    out = []
    for k, t in enumerate(tail):
        for alt in t.alts:
            other = list(tail[:k]) + [replace(t, value=alt, alts=())] + list(tail[k + 1:])
            found = anchor_lines(other, tl, obj)
            if found is not None:
                out.append(found[1])
    return out


def order_of_told(sentence: int, tokens: Sequence[Token], found: Sequence[tuple], tl: Timeline,
                  obj: Optional[str], moved: tuple[int, ...] = (), bare: bool = False) -> Optional[tuple]:
    """A clause that is only a trailing time clause ("..., right before Abigail moved it") ordering the event its
    sentence told just before (the last of ``found``: clause, draft, time, verdict), else None. Cut off from its
    clause, it orders an exit too ("Lily left at line 4, before that move"): the exit told, at its own lines;
    ``moved``: the lines of the move told last ("that move"); ``bare``: only a time clause naming no event of its
    own, set off at the head of the next clause ("Logan left at 6, before line 9, so he missed it")."""
    if not found or found[-1][0].sentence != sentence or found[-1][1].kind != "event":
        return None
    clause, host, when, verdict = found[-1]
    tail = trim(list(tokens))
    told = told_anchor(tail, tl, host.obj or obj, moved, _agents(host))
    if bare and (told is None or tail[0].value not in ("before", "after")):
        return None
    if told is None and (not tokens or anchor_start(tokens, tokens[0].start) != 0):
        return None
    exit_told = host.predicate == "exit" and bool(verdict.lines) and (
        told is not None or sum(t.kind == "agent" for t in tail) <= 1)  # not "and after she left Jack moved it":
    # a clause of its own after the time
    dated = exit_told and when.how == "line"  # "left at line 4": that exit; "leaves early": any of the agent's
    order = trailing_order(host, verdict.lines if dated else event_lines(host, tl), tail, tl, host.obj or obj,
                           told, HOSTS | {"exit"} if exit_told else HOSTS)
    return (clause, order[0], when, order[1]) if order is not None else None


MOVE_NOUNS = frozenset({"move", "moves", "relocation", "switch"})
ANY = frozenset({"any", "anything", "anyone", "anybody", "someone", "something"})
HAPPENING = frozenset({"touches", "touched", "touch", "happens", "happened", "happen", "move", "moves", "moved",
                       "moving"})


def _agents(host: Draft) -> tuple[str, ...]:
    return tuple(host.args.get("agents") or ()) + ((host.args["by"],) if host.args.get("by") else ())


def told_anchor(tail: Sequence[Token], tl: Timeline, obj: Optional[str], moved: tuple[int, ...] = (),
                own: tuple[str, ...] = ()) -> Optional[tuple[str, list[int]]]:
    """A time clause that names no event of its own: "before line 9" (that line), "before that move" (the move told
    last, ``moved``), "before any move" / "before anything moves" / "before anyone touches it" (the object's first
    move: before any is before the first; a story without one leaves it unchecked; "anyone else": a move by none of
    ``own``, the host event's agents); else None."""
    toks = [t for t in tail if t.kind != "punct"]
    while toks and toks[0].kind == "word" and toks[0].value in LEADS:
        toks = toks[1:]
    if len(toks) < 2 or toks[0].kind != "word" or toks[0].value not in ("before", "after"):
        return None
    rel, rest = toks[0].value, toks[1:]
    if any(t.kind in ("agent", "container", "room") for t in rest):
        return None
    words = [t.value if t.kind == "word" else t.kind for t in rest]
    if words == ["line"] or words[:1] in (["line"], ["step"]) and rest[-1].kind == "line" and len(rest) == 2:
        at = line_index(tl, int(rest[-1].value))
        return (rel, [at]) if at else None
    if len(words) == 2 and words[0] in ("that", "this", "the") and words[1] in MOVE_NOUNS:
        return (rel, list(moved)) if moved else None
    if rel == "before" and words[0] in ANY and (words[0] == "any" and words[1:] and words[1] in MOVE_NOUNS or
                                                set(words[1:]) & HAPPENING):
        others = "else" in words
        first = sorted(t for t in tl.moves(None, obj) if not (others and tl.sentences[t - 1].agent in own))[:1] \
            if obj else []
        return rel, first
    return None


EVENT_ANCHORS = frozenset({"when", "after", "before", "once", "soon", "right", "just", "as"})


def anchor_event(anchor: Sequence[Token]) -> Optional[Draft]:
    """The event an anchor clause presupposes ("when Chloe left", "right after Liam moved it to the C"): a move, exit,
    entry, claim or tell read from the words after the anchor's own; None for a state ("while she was gone") or
    anything else. A response that dates a claim by an event that never happened states something false."""
    words = [t for t in anchor if t.kind != "punct"]
    start = next((k for k, t in enumerate(words) if t.kind == "agent"), None)
    if start is None or start == 0 or not any(t.value in ("when", "after", "before", "once") for t in words[:start]) \
            or not all(t.kind == "word" and t.value in EVENT_ANCHORS for t in words[:start]):
        return None
    draft = read_event(words[start:])
    if draft is None or draft.kind != "event" or not draft.readable or draft.negated:
        return None
    draft.tokens = trim(draft.tokens)
    return draft if draft.tokens else None


def trailing_event(tokens: Sequence[Token]) -> Optional[Draft]:
    """The event a trailing time clause presupposes ("... when Chloe moved it", "... before Liam left")."""
    k = next((k for k, t in enumerate(tokens) if k and t.kind == "word" and t.value in ("when", "once", "after",
                                                                                         "before")), None)
    return anchor_event(tokens[k:]) if k is not None else None


def stops_before_clause(draft: Draft, tokens: Sequence[Token]) -> bool:
    """Whether a time clause follows the draft's span ("Amelia was there | when Elizabeth walked out"): its event
    is told too, and read on its own."""
    rest = [t for t in tokens if draft.tokens and t.start >= draft.tokens[-1].end]
    return bool(rest) and rest[0].kind == "word" and rest[0].value in ("when", "once", "after", "before")


HAPPEN = frozenset({"happen", "happens", "happened", "happening", "occur", "occurs", "occurred", "comes", "came"})
SPANS = frozenset({"long", "only", "well", "all", "both", "just", "right", "shortly", "soon", "each", "only"})


def named_order(tokens: Sequence[Token], tl: Timeline, obj: Optional[str],
                moved: tuple[int, ...] = ()) -> Optional[tuple[int, Draft, Verdict]]:
    """"Mia's move to the C (line 7) happens after Logan is gone", "the moves at 8 and 10 both happen after Noah
    left": the events named before "happen" by their lines, each ordered against the time clause after it
    (``moved``: the move told last, for "before that move"). Returns where the order's words start, its draft and
    its verdict; else None. A list of exits in order ("A, B and C leave, in that order") is read the same way
    (``dellabels.claims.listorder``)."""
    listed = listed_order(tokens, tl)
    if listed is not None:
        return listed
    k = next((k for k, t in enumerate(tokens) if k and t.kind == "word" and t.value in HAPPEN), None)
    if k is None or negates(tokens[:k + 1]):
        return None
    j = k + 1
    while j < len(tokens) and tokens[j].kind == "word" and tokens[j].value in SPANS:
        j += 1
    tail = list(tokens[j:])
    if not tail or tail[0].kind != "word" or tail[0].value not in ("before", "after") or negates(tail):
        return None
    lines = [at for at in (line_index(tl, int(t.value)) for t in tokens[:k] if t.kind == "line") if at]
    if not lines:
        return None
    found = told_anchor(tail, tl, obj, moved) or anchor_lines(tail, tl, obj)
    if found is None or found[0] not in ("before", "after"):
        return None
    rel, anchor = found
    draft = Draft("order", rel, list(tokens[k:]), args={"event": "named", "lines": tuple(lines)})
    if not anchor:
        return k, draft, Verdict(UNCHECKED, None)
    ok = [any(h < a if rel == "before" else h > a for a in anchor) for h in lines]
    bad = next((h for h, good in zip(lines, ok) if not good), None)
    shown = tl.lines[(bad or lines[0]) - 1].shown
    return k, draft, Verdict(TRUE if bad is None else FALSE, f"line {shown} vs line {tl.lines[anchor[0] - 1].shown}")
