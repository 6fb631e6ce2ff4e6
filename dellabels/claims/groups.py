"""Claims about a group of agents named as one: "with everyone watching", "all five in the hall", "the other four
still inside", "while the whole group watched".

"Everyone" and "the whole group" are the agents of the scene: those who entered the event's room together last
(a Hi-ToM chapter starts so), or every agent when no group entered it. "All five" is every agent of the story when
the story has five, else the scene's group when it has five; a number that fits neither leaves the claim
unchecked. "Else" / "the other(s)" leave out the agent of the event told. "Everyone saw it" may mean everyone still
there: with no number it is true when the whole scene saw it and unchecked otherwise.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from dellabels.claims.mentions import Token, trim
from dellabels.claims.reader import Draft, negates
from dellabels.claims.timeline import Timeline, event_room
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict
from dellabels.claims.when import When, tense_words, time_of
from dellabels.claims.verbs import verb_at
from dellabels.claims.words import verb_forms
from dellabels.hitom.grammar import Enter, Place

NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6}
LEADS = frozenset({"with", "while", "as", "and", "so", "then", "when", "in", "front", "of", "by"})
ONLOOKING = frozenset({"watching", "watched", "watch", "watches", "saw", "see", "sees", "seeing", "seen",
                       "witnessed", "witness", "witnesses", "hears", "heard", "hear", "looking", "looked", "look"})


START_LEADS = (("at", "the", "start"), ("at", "the", "beginning"), ("in", "the", "beginning"), ("to", "begin", "with"),
               ("at", "first"), ("initially",), ("originally",), ("start",))
STARTING = frozenset({"start", "starts", "started", "begin", "begins", "began", "out"})


def _after_start_lead(words: Sequence[str]) -> int:
    """Where the words after a leading time of the story's start ("at the start, everyone is in the hall") begin."""
    for lead in START_LEADS:
        if tuple(words[:len(lead)]) == lead:
            return len(lead) + (words[len(lead):len(lead) + 1] == [""])  # its comma or colon
    return 0


def _at_start(words: Sequence[str]) -> bool:
    """Whether the clause dates the group at the story's start ("all five start in the hall", "at first")."""
    return _after_start_lead(words) > 0 or bool(STARTING & set(words[:4])) or \
        any(tuple(words[k:k + len(lead)]) == lead for lead in START_LEADS[:5] for k in range(len(words)))


def group_phrase(tokens: Sequence[Token]) -> Optional[tuple[dict, int]]:
    """A group named at the clause's start (after "with" / "while" ...): its spec (``size``, ``others``) and where
    the words after it start, else None."""
    words = [t.value if t.kind == "word" else "" for t in tokens]
    i = _after_start_lead(words)
    while i < len(tokens) and tokens[i].kind in ("line", "punct"):  # "Line 13: everyone enters ...": its time
        i += 1
    while i < len(words) and words[i] in LEADS:
        i += 1
    w = words[i:i + 4]
    if w[:1] in (["everyone"], ["everybody"], ["everyone's"], ["everybody's"]):  # "everyone's in the hall": is
        return {"size": None, "others": w[1:2] == ["else"]}, i + 1 + (w[1:2] == ["else"])
    if w[:1] == ["all"] and len(w) > 1 and w[1] in NUMBERS:
        return {"size": NUMBERS[w[1]], "others": False}, i + 2
    if w[:1] == ["all"] and len(w) > 1 and w[1] in ("present", "there", "watching", "together"):
        return {"size": None, "others": False}, i + 1  # "all present": everyone
    if w[:3] in (["the", "whole", "group"], ["the", "entire", "group"]):
        return {"size": None, "others": False}, i + 3
    if w[:2] == ["the", "others"]:
        return {"size": None, "others": True}, i + 2
    if w[:2] == ["the", "other"] and len(w) > 2 and w[2] in NUMBERS:
        return {"size": NUMBERS[w[2]] + 1, "others": True}, i + 3
    return None


PRONOUNS = frozenset({"it", "this", "that"})
STATES = frozenset({"is", "are", "was", "were", "be", "been", "s", "still", "sits", "sat", "remains", "remained",
                    "lies", "stays", "stayed"})


def _named(tokens: Sequence[Token]) -> bool:
    """Whether the clause names an agent, container or object in words of its own (a pronoun resolved to the object,
    "all five of them see it", names nothing new: the seeing is of the event told)."""
    return any(t.kind in ("agent", "container") or t.kind == "object" and t.raw.lower() not in PRONOUNS
               for t in tokens)


def _there_to_see(words: Sequence[str]) -> bool:
    """"everyone is there to see it": being there for the purpose of seeing is seeing the event told."""
    return any(w in ("there", "present", "around") and words[k + 1:k + 2] == ["to"] and
               words[k + 2:k + 3] and words[k + 2] in ONLOOKING for k, w in enumerate(words[:4]))


def _before_time_clause(tokens: Sequence[Token]) -> Sequence[Token]:
    """The words before a trailing "when <event>" ("everyone is in the hall | when Chloe moves it"): the group's
    claim is dated by that event, which is a claim of its own (read by the caller), not part of the group's; the
    whole clause when none follows."""
    k = next((k for k, t in enumerate(tokens) if k and t.kind == "word" and t.value == "when"), None)
    if k is None or any(t.kind == "word" and t.value in STATES for t in tokens[k + 1:]):
        return tokens  # "all five are there when it is in the C": a state, not an event, dates it
    return tokens[:k]


def _before_attendant_place(tokens: Sequence[Token]) -> Sequence[Token]:
    """The words before an attendant place ("everyone starts in the hall | with the fig in the C", "..., fig in
    C"): the object's place is a location claim of its own (``place`` of the group's draft), read by the caller."""
    for k in range(1, len(tokens) - 1):
        t, nxt = tokens[k], [u for u in tokens[k + 1:k + 3] if not (u.kind == "word" and u.value == "the")]
        if (t.kind == "punct" and t.value == "," or t.kind == "word" and t.value == "with") and nxt[:1] and \
                nxt[0].kind == "object" and any(u.kind == "room" for u in tokens[:k]):
            return tokens[:k]
    return tokens


GOING = frozenset({"go", "goes", "went", "going", "head", "heads", "headed", "heading", "come", "comes", "came",
                   "coming", "return", "returns", "returned", "returning", "file", "files", "filed", "walk", "walks",
                   "walked"})


def _entering(words: Sequence[str]) -> bool:
    """Whether the words after a group are its entry: a verb of entering, or of going "to" / "into" a place."""
    verb = next((k for k, w in enumerate(words[:4]) if w in verb_forms("enter") or w in GOING), None)
    if verb is None or words[verb] in verb_forms("exit"):
        return False
    return words[verb] in verb_forms("enter") or any(w in ("to", "into", "in") for w in words[verb + 1:verb + 4])


def attendant_place(d: Draft, read: Callable[[Sequence[Token]], Optional[Draft]], tokens: Sequence[Token],
                    lead: Sequence[Token], tl: Timeline, discourse: tuple[int, ...]) -> Optional[tuple[Draft, When]]:
    """The location claim of a group's attendant place (``read``: the location reader) and its time, dated by the
    clause's own words ("everyone starts in the hall with the fig in the C": the fig's first placement), else None."""
    placed = read(d.args["place"]) if d.args.get("place") else None
    if placed is None or not placed.readable:
        return None
    placed.tokens = trim(placed.tokens)
    return placed, time_of(tokens, lead, tl, placed.obj, tense_words(tokens), placed, discourse)


def read_group(tokens: Sequence[Token]) -> Optional[Draft]:
    """A group that saw the event just told ("with everyone watching") or was in a room or there ("all five in the
    hall", "with everyone present"), else None. A denied one is left to the other readers."""
    found = group_phrase(tokens)
    tokens = _before_time_clause(tokens) if found is not None else tokens
    whole, tokens = tokens, _before_attendant_place(tokens) if found is not None else tokens
    if found is None or _named(tokens) or negates(tokens):
        return None
    spec, at = found
    rest = [t for t in tokens[at:]]
    words = [t.value for t in rest if t.kind == "word"]
    room = next((t.value for t in rest if t.kind == "room"), None)
    if room is not None and _entering(words):  # "all five enter the study", "everyone goes to the waiting_room"
        return Draft("event", "enter", list(tokens), value=room, args={"group": spec})
    if any(w in verb_forms("exit") | verb_forms("enter") | verb_forms("move") for w in words) or \
            verb_at(rest, 0, ("move", "exit", "enter"), reach=4) is not None:
        return None  # "all five left the hall", "the others went back into the C": an event of several agents
    room = next((t.value for t in rest if t.kind == "room"), None)
    if any(w in ONLOOKING for w in words[:3]) or _there_to_see(words):
        return Draft("presence", "saw", list(tokens), args={"event": "discourse", "all": True, "group": spec})
    start = _at_start([t.value if t.kind == "word" else "" for t in tokens])
    if room is not None or any(w in ("present", "there", "inside", "around") for w in words[:3]) or \
            start and "together" in words[:3]:
        return Draft("presence", "in_room", list(tokens), value=room, args={
            "group": spec, "start": start, "place": list(whole[len(tokens):])})
    return None


SEEN_BY = frozenset({"seen", "watched", "witnessed", "observed", "heard"})
AFTER_GROUP = frozenset({"present", "there", "watching", "looking", "on", "together", "too", "as", "well"})


def onlooking_group(tokens: Sequence[Token]) -> Optional[Draft]:
    """"..., in front of everyone", "seen by all five": a group before whom the event just told happened, so who saw
    it (a passive agent or "in front of" names the onlookers); else None."""
    words = [t.value if t.kind == "word" else "" for t in tokens]
    k = 0
    while k < len(words) and (tokens[k].kind == "punct" or words[k] in ("and", "right", "all", "done", "made")):
        k += 1
    if words[k:k + 3] == ["in", "front", "of"]:
        k += 3
    elif k + 1 < len(words) and words[k] in SEEN_BY and words[k + 1] == "by":
        k += 2
    else:
        return None
    found = group_phrase(tokens[k:])
    if found is None or _named(tokens) or negates(tokens):
        return None
    spec, at = found
    if any(t.kind != "punct" and (t.kind != "word" or t.value not in AFTER_GROUP) for t in tokens[k + at:]):
        return None  # "in front of everyone who stayed": a group the reader does not delimit
    return Draft("presence", "saw", list(tokens), args={"event": "discourse", "all": True, "group": spec})


def group_at(tl: Timeline, spec: dict, t: int, room: Optional[str]) -> Optional[tuple[str, ...]]:
    """The agents a group names at line ``t`` (``room``: the room it is about), else None (a size that fits no
    group)."""
    scene: tuple[str, ...] = tuple(tl.agents)
    for k in range(t, 0, -1):
        s = tl.sentences[k - 1]
        if isinstance(s, Enter) and len(s.agents) > 1 and (room is None or s.room == room):
            scene = tuple(s.agents)
            break
    size = spec.get("size")
    if size is not None:
        scene = tuple(tl.agents) if size == len(tl.agents) else scene if size == len(scene) else ()
        if not scene:
            return None
    if spec.get("others"):
        actor = getattr(tl.sentences[t - 1], "agent", None)
        scene = tuple(a for a in scene if a != actor)
    return scene


def _placed_room(tl: Timeline, t: int) -> Optional[str]:
    """The room of what line ``t`` places ("the pear is in the C (line 2), all present": where the placement is)."""
    s = tl.sentences[t - 1]
    return tl.object_room(s.obj, t) if isinstance(s, Place) else None


def group_verdict(d: Draft, when: When, tl: Timeline, ctx=None) -> Verdict:
    """A group's presence ("all five in the hall") or seeing ("with everyone watching"), ``dellabels.claims.groups``:
    each of its agents, at one of the claim's lines."""
    spec = d.args["group"]
    trailing = bool(d.args.get("trailing") and when.lines)  # "moves it, all five present": the event's own line
    if d.predicate == "saw":
        lines = list(when.lines) if trailing or when.how in ("line", "anchor", "discourse") and when.rel not in (
            "after", "before") else list(ctx.lines) if ctx is not None else []
        found = [(group_at(tl, spec, t, event_room(tl, t)), t) for t in lines]
        found = [(g, t) for g, t in found if g]
        if not found:
            return Verdict(UNCHECKED, None)
        ok = any(all(tl.witnessed(a, t) for a in g) for g, t in found)
        if not ok and spec.get("size") is None:
            return Verdict(UNCHECKED, "not all saw")  # "everyone saw": perhaps everyone still there
        return Verdict(TRUE if ok else FALSE, "saw" if ok else "not all saw")
    lines = list(when.lines)
    if not trailing and (when.how == "discourse" or when.how == "present" and ctx is not None and ctx.lines):
        lines = sorted(set(lines) | set(ctx.lines)) if ctx is not None else lines
    checked = []
    for t in lines:
        room = d.value or event_room(tl, t) or _placed_room(tl, t)
        group = group_at(tl, spec, t, room)
        if group and room:
            checked.append(all(tl.room(a, t) == room for a in group))
    if not checked or d.args.get("start") and not any(checked):
        return Verdict(UNCHECKED, None)  # "at the start" may be the start of the response's scene, not the object's
    return Verdict(TRUE if any(checked) else FALSE, "all there" if any(checked) else "not all there")


def group_entry_verdict(d: Draft, when: When, tl: Timeline) -> Verdict:
    """A group's entry ("all five enter the study"): true when several agents entered the room together (as many as
    the group's number, if it has one; at a line the claim names, if it names one); false when nobody ever entered
    that room; else unchecked (a group the reader does not delimit)."""
    if d.negated or when.how == "none":
        return Verdict(UNCHECKED, None)
    size = d.args["group"].get("size")
    entered = [t for t, s in enumerate(tl.sentences, start=1) if isinstance(s, Enter) and s.room == d.value]
    together = [t for t in entered if len(tl.sentences[t - 1].agents) > 1 and
                (size is None or len(tl.sentences[t - 1].agents) == size)]
    if when.how == "line":
        together = [t for t in together if t in when.lines]
    if together:
        return Verdict(TRUE, "entered together", tuple(together))
    return Verdict(FALSE, "no entry") if not entered else Verdict(UNCHECKED, None)
