"""The readings of a clause other than belief and presence (``dellabels.claims.reader`` documents them all)."""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.groups import NUMBERS
from dellabels.claims.hearing import HEARING
from dellabels.claims.mentions import Token
from dellabels.claims.reader import NEGATIONS, Draft, first_of, negates
from dellabels.claims.messages import claim_noun
from dellabels.claims.placements import read_told_placement
from dellabels.claims.returns import read_return
from dellabels.claims.stays import read_going, read_out, read_stay
from dellabels.claims.toldafter import after_told
from dellabels.claims.sequence import beyond_own
from dellabels.claims.viewed import held_view, under_view
from dellabels.claims.verbs import (LEAD_WORDS, ORDER_WORDS, REPORTING, destination, particles, subject_denied,
                                    subject_of, verb_at)
from dellabels.claims.words import verb_forms

def read_order(tokens: Sequence[Token]) -> Optional[Draft]:
    """Exits against exits or moves; "before line 9" / "before that move" after an event: that event's order."""
    lead = [t for t in tokens if t.kind != "punct"]
    if lead and lead[0].kind == "word" and lead[0].value in ("before", "after", "earlier", "later") and \
            not any(t.kind in ("agent", "object", "container") for t in lead) and len(lead) <= 4 and \
            not (len(lead) > 1 and lead[1].value in ("that", "this", "which")):  # "After that": a sequence
        rest = lead[1:4]
        ref = rest[0] if rest and rest[0].kind == "line" else None
        if ref is not None or [t.value for t in rest[:2]] in (["that", "move"], ["the", "move"], ["this", "move"]):
            rel = ORDER_WORDS.get(lead[0].value, lead[0].value)
            return Draft("order", rel, list(tokens), value=None, args={
                "event": "discourse", "line": int(ref.value) if ref is not None else None})
    words_only = [t for t in tokens if t.kind != "punct"]
    if len(words_only) >= 2 and words_only[0].value == "then" and all(t.kind == "agent" for t in words_only[1:]):
        # "Amelia leaves, then Chloe": Chloe's exit is the next one after the exit just told
        return Draft("order", "after", list(tokens), value=words_only[1].value,
                     args={"event": "discourse_exit", "next": True})
    subject, at = subject_of(tokens)
    if len(subject) > 1:
        each = _each_of(tokens, subject, at)
        if each is not None:
            return each
    if len(subject) != 1:
        last = _last_to_leave(tokens)
        return last
    verb = verb_at(tokens, at, ("exit", "stay"), reach=4)
    words = [t.value for t in tokens]
    longer = next((k for k in range(at, len(tokens) - 2) if words[k:k + 2] == ["longer", "than"]), None)
    if longer is not None and tokens[longer + 2].kind == "agent" and any(
            w in ("was", "were", "stayed", "stays", "remained", "remains", "lingered") for w in words[at:longer]):
        # "Chloe was in the laundry much longer than Liam": he left it before her, no moment of her being there
        end = longer + 3 + (words[longer + 3:longer + 4] in (["did"], ["does"], ["had"]))  # "than Liam did"
        return Draft("order", "after", list(tokens[:end]), value=subject[0], negated=negates(
            tokens[at:longer]), args={"event": "exit", "by": tokens[longer + 2].value, "next": False})
    if verb is None:
        if "last" in words or "first" in words:
            return _last_to_leave(tokens)
        return None
    j, kind = verb
    after = words[j + 1:j + 5]
    if kind == "stay" and (after[:1] == ["longest"] or after[:3] in (["to", "the", "end"], ["until", "the", "end"])
                           or after[:4] in (["to", "the", "very", "end"], ["until", "the", "very", "end"])):
        # "Nathan stays longest", "Abigail stayed to the very end": the last to leave
        return Draft("order", "last", list(tokens), value=subject[0], negated=negates(tokens[at:j]))
    for k in range(j + 1, min(len(tokens), j + 5)):
        t = tokens[k]
        if t.kind == "word" and t.value in ("last", "first") and kind == "exit":
            return Draft("order", t.value, list(tokens[:k + 1]), value=subject[0], negated=negates(tokens[at:j]),
                         args={"room": _room_of(tokens)}, readable=not _among(words, k + 1))
        if t.kind == "word" and t.value in ORDER_WORDS:
            if kind == "stay" and t.value != "longer":
                continue
            rel = ORDER_WORDS[t.value]
            other = next((m for m in range(k + 1, min(len(tokens), k + 5)) if tokens[m].kind == "agent"), None)
            if other is None:
                moved = next((m for m in range(k + 1, len(tokens)) if tokens[m].kind == "word"
                              and tokens[m].value in verb_forms("move") | {"move", "moves", "transfer"}), None)
                if moved is None:
                    return None
                every = any(w in ("anything", "anybody", "anyone", "any", "either", "both", "all", "every")
                            for w in words[k + 1:moved + 1])  # "before anything was moved": before the first
                return Draft("order", rel, list(tokens), value=subject[0], args={
                    "event": "move", "by": None, "every": every, "beyond": every and beyond_own(words[k + 1:])},
                             negated=negates(tokens[at:j]))
            event = "exit"
            after_other = [x.value for x in tokens[other + 1:other + 4]]
            if verb_at(tokens, other + 1, ("move",), reach=3) or any(w in ("move", "moves") for w in after_other):
                event = "move"  # "after Liam moved it", "before William's move", "after her own move"
            right = tokens[k - 1].value in ("right", "immediately", "just", "directly") if k else False
            right = right and tokens[k + 1].kind != "punct"  # "left right after, just before Noah": that "right"
            # closes up to an event told before, not to Noah's
            end = other + 1  # the other's event too: "before Chloe moved it", "after her own move", "after Liam did"
            while end < len(tokens) and end < other + 4 and (tokens[end].kind == "object" or tokens[end].kind == "word"
                                                              and tokens[end].value not in LEAD_WORDS):
                end += 1
            return Draft("order", rel, list(tokens[:end]), value=subject[0],
                         args={"event": event, "by": tokens[other].value, "next": right,
                               "room": _room_of(tokens[j + 1:k])},  # "left the garage after Ella": that room's exits
                         negated=negates(tokens[at:j]))
    return None


def _each_of(tokens: Sequence[Token], subject: Sequence[str], at: int) -> Optional[Draft]:
    """"Ann and Cy (both) left before Bo", "Noah, Ella and Carter left before Hannah": an exit before or after
    another event said of several agents is said of each of them, so the clause is read with its first agent and
    checked for every one (``agents``). Not "right after her" (one exit is the next), nor "first" / "last" (the
    group's place, not each one's)."""
    first = next(k for k, t in enumerate(tokens) if t.kind == "agent")
    draft = read_order(list(tokens[:first + 1]) + list(tokens[at:]))
    if draft is None or draft.predicate not in ("before", "after") or draft.args.get("next") or \
            draft.args.get("event") not in ("exit", "move") or not draft.tokens:
        return None
    end = next((k for k, t in enumerate(tokens) if t is draft.tokens[-1]), None)
    if end is None:
        return None
    draft.tokens = list(tokens[:end + 1])
    draft.args["agents"] = tuple(subject)
    return draft


def _among(words: Sequence[str], k: int) -> bool:
    """Whether "first" / "last" is restricted to a subgroup at word ``k`` ("first among the four", "last of the
    rest"): a group the reader does not delimit."""
    return words[k:k + 1] == ["among"] or words[k:k + 2] in (["of", "the"], ["of", "those"], ["of", "them"])


def _last_to_leave(tokens: Sequence[Token]) -> Optional[Draft]:
    """'A was the last (one) to leave', 'the first to exit was A', 'A made the last move'."""
    words = [t.value for t in tokens]
    for k, w in enumerate(words[:-1]):
        if w == "last" and words[k + 1] in ("move", "mover", "one", "person", "agent") and \
                (words[k + 1] != "one" or any(x in verb_forms("move") for x in words[k + 2:k + 5])) and \
                (words[k + 1] in ("move", "mover") or words[k + 2:k + 3] not in (["in"], ["on"], ["at"])) and \
                tokens[0].kind == "agent" and any(x in ("made", "makes", "did", "does", "was", "is") for x in words[1:k]):
            agent = tokens[0].value
            if agent and not any(x in verb_forms("exit") for x in words[k + 1:k + 5]):
                return Draft("order", "last_move", list(tokens), value=agent, negated=negates(tokens[:k]))
    for k, w in enumerate(words):
        reach = k + 5 + (words[k + 1:k + 3] == ["of", "the"])  # "the last of the three to leave"
        leaving = next((m for m in range(k + 1, min(len(words), reach)) if words[m] in verb_forms("exit")
                        or words[m] == "out"), None)
        # "the last to leave", "the last one out"; not "what he last saw before leaving"; "the last one in the
        # pantry" is the last to leave it (who is in a room last is who leaves it last)
        inside = next((m for m in range(k + 1, min(len(words), k + 5)) if words[m] in ("in", "inside")
                       and any(t.kind == "room" for t in tokens[m + 1:m + 3])), None)
        apposition = k > 2 and words[k - 1] == "the" and words[k - 2] == "," and tokens[k - 3].kind == "agent"
        leaving = leaving if inside is None or w != "last" or apposition else inside  # "Aiden, the last one in
        # the attic, puts it back": an apposition, read past
        size = next((NUMBERS[x] for x in words[k + 1:leaving] if x in NUMBERS), None) if leaving else None
        if size is not None and (_room_of(tokens) is None or words[k + 1:k + 3] != ["of", "the"]):
            continue  # "the last of the three to leave the basement": that room's company, when it is three
        if w in ("last", "first") and leaving is not None and all(x in _TO_LEAVE or x in NUMBERS
                                                                  for x in words[k + 1:leaving]):
            named = [t.value for t in tokens[:k] if t.kind == "agent"] or [t.value for t in tokens if t.kind == "agent"]
            agent = named[-1] if named else None  # the nearest before "last": "after Jackson left (she was the last"
            if agent:  # "one of the last to leave": among the last few, which no line settles
                vague = "one" in words[max(0, k - 4):k] and "of" in words[max(0, k - 3):k] or words[leaving + 1:leaving + 2] == ["among"]
                return Draft("order", w, list(tokens), value=agent, negated=negates(tokens[:k]), readable=not vague,
                             args={"room": _room_of(tokens), "size": size})
    return None


def _room_of(tokens: Sequence[Token]) -> Optional[str]:
    """The room a "first / last to leave" names ("the last to leave the hall"), else None (any room)."""
    return next((t.value for t in tokens if t.kind == "room"), None)


_TO_LEAVE = frozenset({"to", "one", "ones", "person", "agent", "of", "them", "the", "who", "ever", "walk", "go", "head",
                       "step", "get", "wander", "slip"})  # "the first to walk out"


MODALS = frozenset({"would", "could", "might", "should", "may"})


PASSIVE = frozenset({"was", "were", "is", "got", "been", "being", "gets", "has", "had"})


def _passive_move(tokens: Sequence[Token], obj: Optional[int]) -> Optional[Draft]:
    """'the X was moved to the C (by A)': a move whose agent only "by" names."""
    if obj is None:
        return None
    moved = verb_at(tokens, obj + 1, ("move", "place"), reach=4)
    con = destination(tokens, obj)
    if not moved or con is None or tokens[moved[0] - 1].value not in PASSIVE:
        return None
    by = next((tokens[k + 1].value for k in range(obj, len(tokens) - 1)
               if tokens[k].value == "by" and tokens[k + 1].kind == "agent"), None)
    return Draft("event", "move", list(tokens[:con + 1]), obj=tokens[obj].value, value=tokens[con].value,
                 args={"by": by}, negated=negates(tokens[obj:moved[0]]))


INFORMING = frozenset(f for v in ("update", "inform", "notify", "brief") for f in (v, v + "s", v + "d", v + "ed"))
# verbs of telling whose object is the one told: without one they tell nobody


PASSIVE_BE = frozenset({"is", "was", "were", "are", "been", "being", "gets", "got"})
PRIVATELY = frozenset({"privately", "secretly", "whispered", "whispers", "quietly"})


def read_event(tokens: Sequence[Token]) -> Optional[Draft]:
    """A move, exit, entry, public claim or private tell (or a passive move)."""
    subject, at = subject_of(tokens)
    if not subject:
        told = read_told_placement(tokens)
        if told is not None:
            return told
        return _passive_move(tokens, first_of(tokens, "object"))
    verb = verb_at(tokens, at, ("move", "exit", "enter", "claim", "tell", "place"), reach=5)
    stay = read_stay(tokens, at)
    if stay is not None and (verb is None or verb[0] > stay.args["verb"]):
        return stay
    if verb is None:
        return read_going(tokens, subject, at) or read_return(tokens, subject, at) or read_out(tokens, subject, at)
    j, kind = verb
    if any(t.value in MODALS for t in tokens[max(at, j - 2):j]):
        return None  # "would still say it's in the C": what someone would do, not an event
    if kind == "move" and tokens[j].value in verb_forms("exit") and not any(
            t.kind in ("object", "container") for t in tokens[j + 1:j + 4]):
        kind = "exit"  # "each leave without moving it": an exit
    neg = negates(tokens[at:j]) or subject_denied(tokens, at)
    con = destination(tokens, j)
    obj = first_of(tokens, "object", j)
    if kind in ("move", "place"):
        passive = _passive_move(tokens, first_of(tokens, "object", at))
        if passive is not None:  # "sits a minute after the eggplant is put in the C": the object's own passive
            return passive  # verb, not the subject's act
        if obj is None and con is None:
            return None
        return Draft("event", "move", list(tokens[:(con if con is not None else obj) + 1]), obj=tokens[obj].value
                     if obj is not None else None, value=tokens[con].value if con is not None else None,
                     negated=neg, args={"by": subject[0] if len(subject) == 1 else None,
                                        "movers": tuple(subject) if len(subject) > 1 else ()})
    if kind in ("claim", "tell") and any(t.value in HEARING for t in tokens[at:j]):
        return None  # "heard the same claim": a message heard names no message of the hearer's own
    if kind in ("claim", "tell") and tokens[j].value in ("told", "informed") and tokens[j - 1].value in PASSIVE_BE:
        # "Ethan is told where the tangerine is": the one told is the subject, by someone unnamed
        return Draft("event", "tell", list(tokens[:j + 1]), obj=tokens[obj].value if obj is not None else None,
                     value=tokens[con].value if con is not None else None, negated=neg,
                     args={"by": None, "listener": subject[0], "manner": True})
    if kind in ("claim", "tell"):
        listener = next((tokens[k].value for k in range(j + 1, min(len(tokens), j + 3))
                         if tokens[k].kind == "agent"), None)
        if tokens[j].value in INFORMING and listener is None and con is None:
            return None  # "trusts her and updates": informing with no one informed is a change of mind, no tell
        words = {t.value for t in tokens}
        manner = bool(words & {"publicly", "everyone", "everybody", "all", "announced", "announces", "privately",
                               "secretly", "whispered", "whispers", "claimed", "claims", "told", "tells"})
        # "says privately that ...": a private tell, its listener unnamed
        public = kind == "claim" and listener is None and not words & PRIVATELY or bool(
            words & {"publicly", "everyone", "everybody", "all", "announced", "announces"})
        return Draft("event", "claim" if public else "tell", list(tokens[:(con if con is not None else j) + 1]),
                     obj=tokens[obj].value if obj is not None else None,
                     value=tokens[con].value if con is not None else None, negated=neg,
                     args={"by": subject[0], "listener": None if public else listener, "manner": manner})
    room = first_of(tokens, "room", j)
    if any(t.kind in ("object", "container") for t in tokens[j:j + 3]):
        return None
    told = _after_told(tokens, j) if kind == "exit" and not neg else None
    if told is not None:  # "left right after", "leaves soon after that": after the event told just before
        return Draft("event", "exit", list(tokens[:told[1]]), value=tokens[room].value if room is not None and
                     room < told[1] else None, negated=neg, args={"agents": tuple(subject), "told_after": True,
                                                                  "at_once": told[0]})
    if any(t.value in ORDER_WORDS or t.value in ("last", "first") for t in tokens[j + 1:j + 4]):
        return None  # an ordering ("left after her"): read_order's
    end = (room + 1) if room is not None else j + 1 + particles(tokens, j)
    if kind == "exit" and room is not None and tokens[room - 1].value in ("to", "for") or \
            kind == "exit" and room is not None and room > 1 and tokens[room - 2].value in ("to", "for"):
        kind = "enter"  # "went off to the master_bedroom": where they went
    words = [t.value for t in tokens]
    again = any(w in ("back", "again", "returns", "returned", "return", "re") for w in words[j:j + 4]) or \
        tokens[j].value.startswith("re") or "re" in words[max(0, j - 2):j]  # "never re-enters"
    until = next((tokens[k + 1] for k in range(j, len(tokens) - 1) if tokens[k].value == "until"
                  and tokens[k + 1].kind == "line"), None)
    if neg and until is not None:  # "doesn't leave until line 22": leaves at line 22
        neg = False
    return Draft("event", kind, list(tokens[:end]), value=tokens[room].value if room is not None else None,
                 negated=neg, args={"agents": tuple(subject), "again": again and neg,
                                    "back": again and not neg and kind == "enter",
                                    "at": int(until.value) if until is not None else None})


def _after_told(tokens: Sequence[Token], j: int) -> Optional[tuple[bool, int]]:
    """"(right) after (that)" / "(a little) later" right after the exit verb at ``j`` (and its room)."""
    k = j + 1 + particles(tokens, j)
    if k < len(tokens) and tokens[k].kind == "word" and tokens[k].value == "the" and k + 1 < len(tokens) and \
            tokens[k + 1].kind == "room":
        k += 1
    k += k < len(tokens) and tokens[k].kind == "room"
    return after_told(tokens, k)


def read_arrow(tokens: Sequence[Token]) -> Optional[Draft]:
    """A move in shorthand: "James → green_bottle (5)", "green_drawer (7, Avery)", "back to the C (Lily, line 11)"."""
    words = [t for t in tokens if not (t.kind == "word" and t.value in ("the", "back", "then", "and", "to", "moves",
                                                                       "moved"))]
    for k, t in enumerate(words[:-1]):
        if t.kind == "agent" and words[k + 1].value in ("->", "→") and k + 2 < len(words) \
                and words[k + 2].kind == "container":
            return Draft("event", "move", list(tokens), value=words[k + 2].value, args={"by": t.value, "shorthand": True})
        if t.kind == "container" and words[k + 1].value == "(" and k + 3 < len(words) and words[k + 2].kind == "agent" \
                and words[k + 3].value in (",", ")") or t.kind == "container" and words[k + 1].value == "(" and \
                k + 3 < len(words) and words[k + 2].kind == "line" and words[k + 3].value == "," and k + 4 < len(words) \
                and words[k + 4].kind == "agent":
            by = words[k + 2] if words[k + 2].kind == "agent" else words[k + 4]
            return Draft("event", "move", list(tokens), value=t.value, args={"by": by.value, "shorthand": True})
    return _move_noun(tokens) or claim_noun(tokens)


MOVE_NOUNS = frozenset({"move", "switch", "transfer", "relocation", "shift"})


def _move_noun(tokens: Sequence[Token]) -> Optional[Draft]:
    """A move named by a noun phrase: "Mila's (own) move (back) to the green_cupboard", "Chloe's switch of the celery
    into the C"; or a dated list item "Chloe to green_bucket (6)" (an agent, "to", a container, a line, nothing else)."""
    bare = [t for t in tokens if t.kind not in ("punct", "line") and not (t.kind == "word" and t.value in (
        "the", "back", "then", "line", "step", "at", "in"))]
    if len(bare) == 3 and bare[0].kind == "agent" and bare[1].value == "to" and bare[2].kind == "container" \
            and any(t.kind == "line" for t in tokens):  # a dated list item, not "(she saw it go) then to the C"
        return Draft("event", "move", list(tokens), value=bare[2].value, args={"by": bare[0].value, "shorthand": True})
    for k, t in enumerate(tokens[:-3]):
        if t.kind != "agent" or tokens[k + 1].value != "s":
            continue
        j = k + 2 + (tokens[k + 2].value == "own")
        if j >= len(tokens) or tokens[j].value not in MOVE_NOUNS:
            return None
        con = next((m for m in range(j + 1, min(len(tokens), j + 8)) if tokens[m].kind == "container"), None)
        if con is None or not any(tokens[m].value in ("to", "into") for m in range(j + 1, con)):
            return None
        obj = next((tokens[m].value for m in range(j + 1, con) if tokens[m].kind == "object"), None)
        return Draft("event", "move", list(tokens[k:con + 1]), obj=obj, value=tokens[con].value,
                     args={"by": t.value})
    return None


START_LABELS = frozenset({"start", "starting", "initial", "initially", "originally", "beginning", "first", "begin"})
END_LABELS = frozenset({"real", "actual", "final", "finally", "end", "now", "current", "currently", "reality", "truth",
                        "true"})
LABEL_FILLER = frozenset({"location", "place", "spot", "position", "container", "the", "line", "step", "at", "is",
                          "in", "of"})


def _labelled_location(tokens: Sequence[Token]) -> Optional[Draft]:
    """A location in note form: "Start: red_bucket", "Initial: blue_cupboard (line 2)", "Real location: red_drawer",
    "Banana: blue_cupboard (2)", or a container dated by a line and nothing else ("blue_bottle (2)", "Line 2:
    blue_bottle"): the object in
    that container at the start, at the question's time, or after that line."""
    body = [t for t in tokens if t.kind != "punct"]
    cons = [k for k, t in enumerate(body) if t.kind == "container"]
    if len(cons) != 1 or any(t.kind == "agent" or t.kind == "room" for t in body):
        return None
    head, after = body[:cons[0]], body[cons[0] + 1:]
    if any(t.kind != "line" and not (t.kind == "word" and t.value in ("line", "step", "at")) for t in after):
        return None
    words = [t.value for t in head if t.kind == "word"]
    obj = next((t.value for t in head if t.kind == "object"), None)
    lead = bool(head) and head[0].kind in ("line", "word") and any(t.kind == "line" for t in head[:2]) and all(
        t.kind == "line" or t.value in ("line", "step") for t in head)  # "Line 2: blue_bottle": the date first
    dated = lead or any(t.kind == "line" for t in after)
    colon = any(t.kind == "punct" and t.value in (":", "=") for t in tokens)
    if not all(w in START_LABELS | END_LABELS | LABEL_FILLER for w in words) or \
            any(t.kind == "line" for t in head) and not lead:
        return None
    head = [] if lead else head
    labelled = bool(set(words) & (START_LABELS | END_LABELS)) and colon
    if not (labelled or dated and (colon and obj is not None or not head)):
        return None
    when = "start" if set(words) & START_LABELS else "end" if set(words) & END_LABELS and not dated else None
    return Draft("location", "location", list(tokens), (), obj, body[cons[0]].value, args={"when": when, "noted": True})


def read_location(tokens: Sequence[Token]) -> Optional[Draft]:
    """An object in a container: 'the celery is (still) in the green_bucket', 'its real location is the C'; or in
    note form (``_labelled_location``)."""
    noted = _labelled_location(tokens)
    if noted is not None:
        return noted
    for con in (k for k, t in enumerate(tokens) if t.kind == "container"):
        obj = next((k for k in range(con - 1, max(-1, con - 9), -1) if tokens[k].kind == "object"), None)
        if obj is None:
            return None
        between = tokens[obj + 1:con]
        if any(t.kind == "agent" for t in between):
            return None
        if any(t.kind == "word" and t.value in verb_forms("move") for t in tokens[max(0, obj - 2):obj]) or any(
                t.kind == "word" and (t.value in REPORTING or t.value in verb_forms("claim") | verb_forms("tell"))
                for t in tokens[max(0, obj - 8):obj]):
            return None  # "put it back in the C" (a move), "told him it was in the C" (what someone said)
        if under_view(tokens, obj, con):  # "most of them believe it is in the C": a view, not the world
            return held_view(tokens, obj, con)
        words = [t.value for t in between]
        located = any(w in ("location", "place", "spot", "whereabouts", "position") for w in words) and "is" in words
        if not located and not any(t.value in ("in", "inside", "at", "within", "into", "on") for t in between[-2:]):
            return None  # "It's blue_crate": an answer, not a place
        if any(t.kind == "word" and t.value in verb_forms("move") for t in between):
            return None
        return Draft("location", "location", list(tokens[obj:con + 1]), (), tokens[obj].value, tokens[con].value,
                     negated=any(t.value in NEGATIONS for t in between))
    return None
