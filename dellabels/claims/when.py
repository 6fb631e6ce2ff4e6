"""The time a claim refers to, as story lines: explicit references, event anchors, time words, tense.

A present tense with no time word is read both ways a response uses it: the question's time, or (in a story
retold in the present, "Owen moves it; the celery is in the box") the event told just before; a place or presence
in the present before any event is told opens a retold story (any line).

In order: a story-line reference in the clause ("at line 6", "(step 6)": after that line; "before line 6": after
line 5; an event "after line 6": at a later line); an event anchor ("when Chloe left": her exit; "after Liam moved
it": his move; "before Liam moved it": the line before it); a time word ("now", "still", "at the end": the
question's time, the story's end; "initially", "at first": the object's first placement; "later", leading, cut
off before the clause or right after its place: after the event told last); else the tense of the clause's verb: present is the
question's time, past is some earlier time, read as "at some line" (a past claim is true if it held at some line
and false if it held at none). A time that names an event the story lacks is no time: the claim is unchecked.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft
from dellabels.claims.timeline import Timeline
from dellabels.hitom.grammar import Enter
from dellabels.claims.verbs import verb_at
from dellabels.claims.words import phrases, verb_forms, word_set

PAST_MARKERS = frozenset({"was", "were", "had", "did", "thought", "believed", "knew", "assumed", "expected",
                          "remained", "stayed", "saw", "watched", "trusted", "supposed", "figured", "remembered",
                          "looked", "searched", "last"})
PRESENT_MARKERS = frozenset({"ends", "sees", "is", "are", "thinks", "believes", "knows", "assumes", "expects", "remains", "stays",
                             "will", "would", "does", "think", "believe", "know", "searches", "looks", "trusts",
                             "supposes", "figures", "sits", "lies", "has", "holds", "contains", "now", "still"})


@dataclass(frozen=True)
class When:
    """Candidate story lines (1-based; the state right after each) and how they were found."""

    lines: tuple[int, ...]
    how: str  # "line", "anchor", "discourse" (the event told just before), "end", "present" (the end or the
    # event told just before: a story retold in the present tense), "start", "past", "none"
    rel: str = ""  # an anchor's relation: "when", "after", "before", "until"
    event_lines: tuple[int, ...] = ()  # the anchor's own event lines

    @property
    def label(self) -> object:
        """The ``time`` field of a claim: a line, "end", "past", or None."""
        if self.how in ("end", "present"):
            return "end"
        if self.how == "past":
            return "past"
        if self.how == "none" or not self.lines:
            return None
        return self.lines[0] if len(self.lines) == 1 else list(self.lines)


def line_index(timeline: Timeline, printed: int) -> Optional[int]:
    """The story line (1-based position) printed with number ``printed``, else None."""
    for t, line in enumerate(timeline.lines, start=1):
        if line.shown == printed:
            return t
    return None


def _text(tokens: Sequence[Token]) -> str:
    return " " + " ".join(t.value.lower() for t in tokens) + " "


def anchor_lines(tokens: Sequence[Token], timeline: Timeline, obj: Optional[str]) -> Optional[tuple[str, list[int]]]:
    """An event anchor's relation ("when" / "after" / "before" / "until") and its event's lines, else None."""
    words = [t.value for t in tokens]
    for k, t in enumerate(tokens):
        if t.kind != "word" or t.value not in ("when", "after", "before", "once", "until", "while", "by", "as", "at",
                                                 "up"):
            continue
        rel = {"once": "when", "while": "when", "as": "when", "by": "when", "at": "when", "up": "until"}.get(t.value,
                                                                                                              t.value)
        if t.value in ("by", "at") and words[k + 1:k + 3] != ["the", "time"]:
            continue
        if t.value == "as" and (k + 1 >= len(tokens) or tokens[k + 1].kind != "agent"):
            continue
        if t.value == "up" and words[k + 1:k + 2] != ["to"]:
            continue
        rest = tokens[k + 2 if t.value == "up" else k + 1:k + 9]
        line = next((x for x in rest[:3] if x.kind == "line"), None)
        if line is not None and rest[0].value in ("that", "this", "it", "("):
            line = None  # "right after that (line 8)": the bracket dates the claim; "that" is the event told before
        if line is None and rel == "when":  # "when the sweet_potato is in the C (line 5)": a state, at that line
            at = next((m for m, x in enumerate(rest) if x.kind == "line"), None)
            line = rest[at] if at is not None and not any(x.kind == "agent" for x in rest[:at]) else None
        if line is not None:
            at = line_index(timeline, int(line.value))
            return (rel, [at]) if at else None
        scene = _scene_lines(rest, timeline) if rel in ("before", "until") else None
        if scene is not None:
            return rel, scene
        agent = next((x.value for x in rest[:4] if x.kind == "agent"), None)
        verbs = [x.value for x in rest if x.kind == "word"]
        target = next((x.value for x in rest if x.kind == "object"), obj)
        found: list[int] = []
        at = next((j for j, x in enumerate(rest[:4]) if x.kind == "agent"), None)
        walks_out = at is not None and verb_at(rest, at + 1, ("exit",), reach=3) is not None  # "walks out"
        walks_in = at is not None and verb_at(rest, at + 1, ("enter",), reach=3) is not None  # "came in"
        if (walks_out or any(v in verb_forms("exit") for v in verbs) or _gone(verbs)) and agent:
            found = timeline.exits(agent)
        elif any(v in verb_forms("move") or v in ("move", "moving") for v in verbs):
            found = timeline.moves(agent, target) + ([] if agent else timeline.placements(target))
        elif (walks_in or any(v in verb_forms("enter") for v in verbs)) and agent:
            found = timeline.entries(agent)
        elif any(v in verb_forms("claim") | verb_forms("tell") for v in verbs) and agent:
            found = timeline.claims(agent)
        else:
            continue
        return rel, found
    return None


BEING = frozenset({"is", "was", "are", "were", "has", "had", "have", "been", "'s"})


def _gone(words: Sequence[str]) -> bool:
    """"after Jack was gone", "once Liam had gone": being gone is having left (not "gone back in", an entry)."""
    k = next((k for k, w in enumerate(words[:4]) if w == "gone"), None)
    return k is not None and k > 0 and words[k - 1] in BEING | {"already", "long"} and \
        words[k + 1:k + 2] not in (["back"], ["in"], ["into"], ["inside"])


def _scene_lines(rest: Sequence[Token], timeline: Timeline) -> Optional[list[int]]:
    """The lines a scene named after "before" / "until" / "up to" starts at: "the waiting room" (its entries), "the
    waiting-room conversation" / "the claims" (the messages), "the end" / "the final line" (the last line)."""
    words = [t.value if t.kind == "word" else t.kind for t in rest[:4]]
    k = 1 if words[:1] in (["the"], ["any"], ["all"]) else 0
    if words[k:k + 1] == ["end"] or words[k:k + 2] in (["final", "line"], ["last", "line"]):
        return [timeline.end]
    room = rest[k].value if k < len(rest) and rest[k].kind == "room" else None
    k += room is not None
    if k < len(rest) and rest[k].kind == "word" and rest[k].value in word_set("conversation"):
        return timeline.claims()[:1]  # the conversation is one scene: it starts at its first message
    return timeline.lines_where(Enter, room=room) if room else None


THAT_TIME = ("at that point", "at that time", "at that moment", "by then", "by that time", "at the time")
DISCOURSE_WORDS = ("at that point", "at this point", "at that time", "at that moment", "by then", "by that time",
                   "at this time", "by now")


def _split_at_span(tokens: Sequence[Token], draft: Optional[Draft]) -> tuple[list[Token], list[Token]]:
    """The clause's tokens up to the end of the draft's span (and a line reference right after it), and the rest."""
    if draft is None or not draft.tokens:
        return list(tokens), []
    end = draft.tokens[-1].end
    head = [t for t in tokens if t.start < end]
    tail = [t for t in tokens if t.start >= end]
    while tail and (tail[0].kind in ("line", "punct") or tail[0].value in ("in", "at", "on", "of", "during", "by")) \
            and len(head) < len(tokens):
        if tail[0].kind == "line" or tail[0].value != "by" or (len(tail) > 1 and tail[1].kind == "line"):
            head.append(tail.pop(0))
        else:
            break
    return head, tail


COMPANIONS = frozenset({"with", "and", "together", "too", "also", "again", "still", "there", "alone", "later",
                        "both", "all", "of", "them", "the", "room"})


def _closing_bracket(tail: Sequence[Token]) -> list[Token]:
    """The line references of a bracket that closes the clause and holds nothing else ("is in the attic with Carter
    and Mia (lines 15-19)"): they date the state the clause tells, as a reference right after it does, when only
    companions or adverbs come between (a verb or a time clause there, "... when Oliver moved it there (11)", is
    what the bracket dates)."""
    if len(tail) < 3 or tail[-1].value != ")":
        return []
    opening = max((k for k, t in enumerate(tail) if t.value == "("), default=None)
    if opening is None or any(t.kind not in ("agent", "room", "punct") and t.value not in COMPANIONS
                              for t in tail[:opening]):
        return []
    inside = list(tail[opening + 1:-1]) if opening is not None else []
    lines = [t for t in inside if t.kind == "line"]
    rest = [t for t in inside if t.kind != "line" and t.value not in ("line", "lines", "step", "steps", "-", "–", ",",
                                                                       "and", "to")]
    return lines if lines and not rest else []


def _across_anchor(anchor: Sequence[Token], found: tuple[int, ...], end: int) -> Optional[When]:
    """An event after or before a time clause whose own event is dated ("After Jackson left at line 10, she moved
    it", "Before he walked out at line 7, he had moved it"): the line dates the time clause's event, so the claim's
    event is at a later line (after) or an earlier one (before); None for any other anchor."""
    words = [t for t in anchor if not (t.kind == "word" and t.value in ("right", "just", "soon", "shortly", "and"))
             and t.kind != "punct"]
    if len(found) != 1 or len(words) < 3 or words[0].kind != "word" or words[1].kind == "line" or \
            words[0].value not in ("after", "once", "before") or not any(t.kind == "agent" for t in words[1:3]):
        return None
    line = found[0]
    lines = tuple(range(line + 1, end + 1)) if words[0].value != "before" else tuple(range(1, line))
    return When(lines, "line") if lines else None


def time_of(tokens: Sequence[Token], anchor: Sequence[Token], timeline: Timeline, obj: Optional[str],
            tense: Sequence[str], draft: Optional[Draft] = None, discourse: tuple[int, ...] = ()) -> When:
    """When the claim made by ``tokens`` (dated by its clause's leading ``anchor``) holds (module docstring);
    ``discourse``: the lines of the event the response told last ("at that point", "was still there")."""
    end = timeline.end
    head, tail = _split_at_span(tokens, draft)
    start = draft.tokens[0].start if draft is not None and draft.tokens else -1
    pre = [t for t in head if t.end <= start]  # "so when she left she thought ...": a time before the claim
    own = [t for t in head if t.kind == "line"]
    anchor_refs = [t for t in anchor if t.kind == "line"]
    text = _text(list(anchor) + list(head))
    refs = own or anchor_refs or (_closing_bracket(tail) if draft is not None and draft.kind in ("presence",
                                                                                             "location") else [])
    if refs:
        lines = [line_index(timeline, int(t.value)) for t in refs]
        found = tuple(sorted({t for t in lines if t}))
        if not found:
            return When((), "none")
        before = [t for k, t in enumerate(head) if t.kind == "word" and t.value in ("before", "until")
                  and k + 1 < len(head) and head[k + 1].kind == "line"]
        if before and len(found) == 1:
            return When((max(0, found[0] - 1),), "line")
        later = [t for k, t in enumerate(list(anchor) + head) if t.kind == "word" and t.value == "after"
                 and k + 1 < len(anchor) + len(head) and (list(anchor) + head)[k + 1].kind == "line"]
        if later and len(found) == 1 and draft is not None and draft.kind == "event" and found[0] < end and \
                draft.predicate != "no_move" and not draft.args.get("told_after"):  # "left right after (4)": at 4  # ("nothing moved after line 6" counts from the line itself)
            return When(tuple(range(found[0] + 1, end + 1)), "line")  # "After 12, Logan exits": a later line
        across = _across_anchor(anchor, found, end) if not own and draft is not None and draft.kind == "event" \
            else None
        return across or When(found, "line")
    noted = draft.args.get("when") if draft is not None else None
    if noted == "discourse":  # a verbless note ("— Lily gone"): at the event told just before
        return When(discourse, "discourse") if discourse else When((), "none")
    if noted == "end":  # "Real location: C"
        return When((end,), "end")
    if noted == "exit" and draft is not None and draft.chain:  # "Chloe leaves thinking ...": as she left
        left = tuple(timeline.exits(draft.chain[0]))
        return When(left, "anchor", "when", left) if left else When((), "none")
    if noted == "start" and obj:  # "Start: C"
        placed = timeline.placements(obj)
        return When((placed[0],), "start") if placed else When((), "none")
    leading = [t.value for t in list(anchor) + list(head) if t.kind == "word"][:2]
    lead = leading[0] if leading else ""
    after_words = set(leading) | ({t.value for t in list(head)[2:] + list(tail) if t.kind == "word"} - {"later"}
                                  if draft is not None and draft.predicate != "saw" else set())  # "saw it afterwards"
    if tail and tail[0].kind == "word" and tail[0].value == "later" and draft is not None and \
            draft.predicate != "saw":  # "are together again in the hall later": right after the place it dates it
        after_words.add("later")  # (further on, "... and later Jack moves it" is another clause's)
    if ({"later", "afterwards", "afterward"} & after_words and draft is not None
            and draft.kind in ("presence", "location") and not any(t.kind == "line" for t in tail)):
        # "Later Emily is in the workshop", "she was in the den with him afterwards": some line after the event
        # told last (any line, with none told)
        return When(tuple(range(max(discourse) + 1 if discourse else 1, end + 1)), "past")
    if discourse and lead in ("when", "while", "as", "where") and leading[1:] != ["far"] \
            and anchor_lines(list(anchor) + list(head), timeline, obj) is None \
            and not (draft is not None and draft.kind == "event"):
        # (a leading "When Aria walked out, ..." names an event of its own: that event dates the clause)
        # (an event has lines of its own: "stay in the waiting_room while Jack goes to the cellar" is his entry)
        return When(discourse, "discourse")  # "Abigail left (6), when the watermelon was in the C": at that event
    anchored = anchor_lines(list(anchor) + pre + tail, timeline, obj) if not (
        draft is not None and draft.kind == "order") else anchor_lines(list(anchor) + pre, timeline, obj)
    if anchored is not None:
        rel, lines = anchored
        if not lines:
            return When((), "none")
        own_lines = tuple(sorted(set(lines)))
        if rel in ("before", "until"):
            return When(tuple(sorted({max(0, t - 1) for t in lines})), "anchor", rel, own_lines)
        return When(own_lines, "anchor", rel, own_lines)
    whole = _text(list(anchor) + list(head) + list(tail))  # time words anywhere in the clause ("... at the start")
    for phrase in phrases("start_time"):
        if f" {phrase} " in whole and obj:
            placed = timeline.placements(obj)
            if placed and draft is not None and draft.kind == "belief" and draft.chain:
                # a belief "at first": over the chain's first scene, up to the first exit of one of its agents
                left = min((t for a in draft.chain for t in timeline.exits(a) if t >= placed[0]), default=end)
                return When(tuple(range(placed[0], left + 1)), "start")
            return When((placed[0],), "start") if placed else When((), "none")
    past = next((w for w in tense if w in PAST_MARKERS or w in PRESENT_MARKERS), None) in PAST_MARKERS
    seeing = draft is not None and draft.kind == "presence" and (past or draft.predicate == "saw")
    if draft is not None and draft.kind in ("event", "order"):
        discourse = ()  # an event has lines of its own: "then Gracie moved it" is not dated by the event before
    then = any(t.kind == "word" and t.value == "then" for t in list(head)[2:] + list(tail))  # "... was there then"
    closing = _text(list(head[-1:]) + list(tail[:3]))  # "Mila's belief = C at that point": a time right after
    # the claim dates it as one before it does
    text = text + closing if discourse and any(f" {p} " in closing for p in DISCOURSE_WORDS) else text
    untold = any(f" {p} " in text for p in THAT_TIME) or lead in ("while", "with") and " still " in text
    if untold and not discourse and not (draft is not None and draft.kind in ("event", "order")):
        return When((), "none")  # "at that point", "while it is still in the C": a moment the response did not tell
    if discourse and (any(f" {p} " in text for p in DISCOURSE_WORDS) or (past and " still " in text) or seeing
                      or then):
        return When(discourse, "discourse")
    for phrase in phrases("end_time"):
        if f" {phrase} " in whole and not (past and phrase == "still"):
            if phrase == "still" and discourse and not (draft is not None and draft.kind == "belief"):
                # "X is still in the room" in a story retold: then, or the end; "still thinks": up to the end
                return When(tuple(sorted(set(discourse) | {end})), "present")
            return When((end,), "end")
    for w in tense:
        if w in PRESENT_MARKERS:  # the question's time, or a story told in the present: the event told just before
            if discourse:
                # "The pear is in the blue_drawer." is also how the story itself tells a placement: a story retold
                # chapter by chapter reaches the next chapter's placement line after the event told last
                placed = {t for t in timeline.placements(obj) if t > max(discourse)} \
                    if obj and draft is not None and draft.kind == "location" else set()
                return When(tuple(sorted(set(discourse) | {end} | placed)), "present")
            if draft is not None and draft.kind in ("location", "presence"):  # a retold story's opening state
                return When(tuple(range(1, end + 1)), "present")
            return When((end,), "end")
        if w in PAST_MARKERS or w.endswith("ed") and len(w) > 3:
            return When(tuple(range(1, end + 1)), "past")
    return When(tuple(range(1, end + 1)), "past")


LONE_TIME_WORDS = frozenset({"later", "afterwards", "afterward"})


START_LEADS = frozenset({"at the start", "at the beginning", "in the beginning", "to begin with", "at first",
                         "initially", "originally"})


def lone_time_word(tokens: Sequence[Token]) -> list[Token]:
    """A time adverb cut off as a clause of its own ("- Later, Olivia is in the pantry", "At the start, ..."): it
    dates the clause after it, as a leading "later" does (its tokens, else nothing)."""
    words = [t for t in tokens if t.kind != "punct" and t.value not in ("and", "but", "then", "-")]
    if words and all(t.kind == "word" for t in words) and " ".join(t.value for t in words) in START_LEADS:
        return words  # "At the start, everyone is in the hall": the story's start dates it
    return words if len(words) == 1 and words[0].kind == "word" and words[0].value in LONE_TIME_WORDS else []


def tense_words(tokens: Sequence[Token]) -> list[str]:
    """The clause's words that can carry tense, in order."""
    return [t.value for t in tokens if t.kind == "word" and (t.value in PAST_MARKERS or t.value in PRESENT_MARKERS
                                                             or t.value in word_set("present_tense"))]
