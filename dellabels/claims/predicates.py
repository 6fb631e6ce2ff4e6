"""The readings of a clause other than belief (``dellabels.claims.reader`` documents them all)."""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import NEGATIONS, PERSPECTIVE, Draft, first_of, negates
from dellabels.claims.words import verb_forms, word_set
from dellabels.traces.lexicon import vocabulary

CLAIM_NOUNS = frozenset({"claim", "claims", "statement", "word", "words", "announcement", "tell", "message", "lie",
                         "story", "assertion", "info", "information", "report", "tip", "say"})
ORDER_WORDS = {"after": "after", "later": "after", "before": "before", "earlier": "before", "sooner": "before",
               "longer": "after"}
TIME_PREPOSITIONS = frozenset({"at", "in", "on", "by", "after", "before", "during", "around", "from", "until"})
LEAD_WORDS = frozenset({"neither", "then", "next", "so", "first", "finally", "later", "and", "since", "because", "as", "but",
                        "while", "which", "meaning", "therefore", "thus", "hence", "also", "now", "step", "here",
                        "meanwhile", "after", "that", "this", "means", "whereas", "although", "though"})
DETERMINERS = frozenset({"the", "a", "an", "this", "that", "his", "her", "their", "its", "any", "every", "each",
                         "no", "last", "first", "own"})
DEICTIC = frozenset({"it", "this", "that", "everything", "happen", "happened", "happening"})
STATE_VERBS = frozenset({"is", "was", "are", "were", "remains", "remained", "stays", "stayed", "ends", "ended", "sits",
                         "sat", "lies", "lay", "located", "kept", "being", "been", "be", "left"})


def destination(tokens: Sequence[Token], start: int) -> Optional[int]:
    """Where a move goes: the container after "to" / "into" / "onto" ("from the C1 to the C2": C2), else the first."""
    found = [k for k in range(start, len(tokens)) if tokens[k].kind == "container"]
    for k in found:
        before = [t.value for t in tokens[max(start, k - 3):k] if t.kind == "word"]
        if any(w in ("to", "into", "onto", "inside", "in") for w in before) and "from" not in before[-1:]:
            return k
    return found[0] if found else None


def _subject(tokens: Sequence[Token]) -> tuple[list[str], int]:
    """The agents a clause starts with ("Chloe", "Chloe and Liam") and where its verb phrase starts."""
    agents, i = [], 0
    while i < len(tokens):
        t = tokens[i]
        if t.kind in ("punct", "line") or t.kind == "word" and t.value in LEAD_WORDS:
            i += 1
            continue
        if t.kind == "word" and t.value in TIME_PREPOSITIONS:  # "At line 17", "in the waiting room": then the subject
            k = i + 1 + (i + 1 < len(tokens) and tokens[i + 1].value == "the")
            if k < len(tokens) and tokens[k].kind in ("line", "room"):
                i = k + 1
                continue
        break
    while i < len(tokens) and tokens[i].kind == "agent":
        agents.append(tokens[i].value)
        i += 1
        if i < len(tokens) and tokens[i].value in ("and", ",", "&", "nor", "or"):
            if i + 1 < len(tokens) and tokens[i + 1].kind == "agent":
                i += 1
    return agents, i


def _verb(tokens: Sequence[Token], start: int, kinds: Sequence[str], reach: int = 4) -> Optional[tuple[int, str]]:
    """The first verb of one of ``kinds`` within ``reach`` words of ``start``: (index, kind). A word after a
    determiner is a noun ("the claim", "the last move"); phrasal verbs ("walks out") come from the event
    vocabulary."""
    phrasal = vocabulary().phrases
    for j in range(start, min(len(tokens), start + reach)):
        t = tokens[j]
        if t.kind != "word":
            if t.kind in ("agent", "object", "container"):
                return None
            continue
        if j and tokens[j - 1].kind == "word" and tokens[j - 1].value in DETERMINERS | {"s", "private", "public"}:
            continue  # a noun: "the claim", "the last move", "Olivia's private tell"
        if j > 1 and tokens[j - 1].value == "to" and tokens[j - 2].value in verb_forms("intention"):
            continue  # an intention ("wanted to keep it"): no event told
        if j + 1 < len(tokens) and tokens[j + 1].kind == "word" and tokens[j + 1].value in PERSPECTIVE:
            continue  # "keeps her belief": no event
        after = tuple(x.value for x in tokens[j + 1:j + 4] if x.kind == "word")
        for particles, found in phrasal.get(t.value, ()):
            if after[:len(particles)] == particles:
                hit = next((k for k in kinds if k in found), None)
                if hit:
                    return j, hit
        for kind in kinds:
            if t.value in verb_forms(kind):
                return j, kind
    return None


def _particles(tokens: Sequence[Token], j: int) -> int:
    """How many particles of a phrasal verb follow the verb at ``j`` ("walks out of": 2)."""
    after = tuple(x.value for x in tokens[j + 1:j + 4])
    return max((len(p) for p, _ in vocabulary().phrases.get(tokens[j].value, ()) if after[:len(p)] == p), default=0)


def read_communication(tokens: Sequence[Token]) -> Optional[Draft]:
    """Trust, a claim's effect on a belief, a lie. A claim named by "the claim" / "it" is the one just told."""
    agents = [i for i, t in enumerate(tokens) if t.kind == "agent"]
    if not agents:
        return None
    for i in agents:  # "<speaker>'s claim (does not) change <listener>'s belief" / "<agent>'s belief does not change"
        if i + 2 < len(tokens) and tokens[i + 1].value == "s" and tokens[i + 2].value in CLAIM_NOUNS | PERSPECTIVE \
                | {"own"}:
            change = next((j for j in range(i + 3, min(len(tokens), i + 8)) if tokens[j].kind == "word"
                           and tokens[j].value in verb_forms("change")), None)
            if change is None:
                continue
            if tokens[i + 2].value in CLAIM_NOUNS:
                chain = tuple(tokens[j].value for j in range(change, len(tokens)) if tokens[j].kind == "agent")
                if chain:  # "Mia's claim doesn't alter what Emma thinks Isla believes": the chain Emma -> Isla
                    return Draft("communication", "changes", list(tokens[i:]), chain, value=tokens[i].value,
                                 negated=negates(tokens[i + 3:change + 1]))
                continue
            return Draft("communication", "changes", list(tokens[i:change + 1]), (tokens[i].value,), value=None,
                         negated=negates(tokens[i + 3:change + 1]), args={"discourse": True})
    effect = _claim_effect(tokens)
    if effect is not None:
        return effect
    subject, at = _subject(tokens)
    if len(subject) != 1:
        return None
    verb = _verb(tokens, at, ("distrust", "trust", "lie"), reach=4)
    if verb is None:
        return None
    j, kind = verb
    neg = negates(tokens[at:j])
    if kind == "lie":
        return Draft("communication", "lied", list(tokens[:j + 1]), value=subject[0], negated=neg)
    window = tokens[j + 1:min(len(tokens), j + 4)]
    speaker = next((t.value for t in window if t.kind == "agent"), None)
    about_claim = any(t.value in CLAIM_NOUNS | DEICTIC or t.raw.lower() in DEICTIC | {"him", "her"} for t in window)
    if speaker == subject[0] or (speaker is None and not about_claim):
        return None
    trusted = (kind == "trust") != neg
    end = next((k for k in range(j + 1, min(len(tokens), j + 4)) if tokens[k].kind == "agent"
                or tokens[k].value in CLAIM_NOUNS | DEICTIC or tokens[k].raw.lower() in DEICTIC), j)
    return Draft("communication", "trust", list(tokens[:end + 1]), (subject[0],), value=speaker,
                 negated=not trusted, args={"discourse": speaker is None})


def _claim_effect(tokens: Sequence[Token]) -> Optional[Draft]:
    """The claim just told changes (or not) a belief: "it doesn't change what Hannah thinks", "Ava's own view stays
    the same", "nobody's view of the pear changes", "this has no effect on where anyone thinks the pear is"."""
    words = [t.value for t in tokens]
    same = any(w in ("same", "unchanged", "intact") for w in words) and any(w in ("stays", "stay", "remains",
                                                                                  "remain", "is", "keeps") for w in words)
    change = next((k for k, t in enumerate(tokens) if t.kind == "word" and (t.value in verb_forms("change")
                   or t.value == "effect")), None)
    if change is None and not same:
        return None
    everyone = any(w in ("anyone", "anybody", "nobody", "everyone", "everybody", "no") for w in words) and \
        any(w in PERSPECTIVE or w in ("thinks", "believes", "belief") for w in words)
    agents = [t.value for t in tokens if t.kind == "agent"]
    obj = next((t.value for t in tokens if t.kind == "object" and t.raw.lower() != "it"), None)
    after = [t.value for t in tokens[(change or 0) + 1:] if t.kind == "agent"]
    listener = (after[0] if after else agents[-1]) if agents and not everyone else None
    chain = tuple(after) if len(after) > 1 else None
    if listener is None and not everyone:
        return None
    if change is not None and listener and not any(w in PERSPECTIVE or w in ("thinks", "believes", "think", "belief",
                                                                              "mind") for w in words[change:]) \
            and not (words[change - 1:change] == ["s"] or any(w in PERSPECTIVE for w in words[:change])):
        return None
    negated = same or negates(tokens) or "no" in words
    return Draft("communication", "changes", list(tokens), chain or ((listener,) if listener else ("*",)), obj, None,
                 negated=negated, args={"discourse": True})


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
    subject, at = _subject(tokens)
    if len(subject) != 1:
        last = _last_to_leave(tokens)
        return last
    verb = _verb(tokens, at, ("exit", "stay"), reach=4)
    words = [t.value for t in tokens]
    if verb is None:
        if "last" in words or "first" in words:
            return _last_to_leave(tokens)
        return None
    j, kind = verb
    for k in range(j + 1, min(len(tokens), j + 5)):
        t = tokens[k]
        if t.kind == "word" and t.value in ("last", "first") and kind == "exit":
            return Draft("order", t.value, list(tokens[:k + 1]), value=subject[0], negated=negates(tokens[at:j]))
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
                return Draft("order", rel, list(tokens), value=subject[0], args={"event": "move", "by": None},
                             negated=negates(tokens[at:j]))
            event = "exit"
            after_other = [x.value for x in tokens[other + 1:other + 4]]
            if _verb(tokens, other + 1, ("move",), reach=3) or any(w in ("move", "moves") for w in after_other):
                event = "move"  # "after Liam moved it", "before William's move", "after her own move"
            right = tokens[k - 1].value in ("right", "immediately", "just", "directly") if k else False
            end = other + 1  # the other's event too: "before Chloe moved it", "after her own move", "after Liam did"
            while end < len(tokens) and end < other + 4 and (tokens[end].kind == "object" or tokens[end].kind == "word"
                                                              and tokens[end].value not in LEAD_WORDS):
                end += 1
            return Draft("order", rel, list(tokens[:end]), value=subject[0],
                         args={"event": event, "by": tokens[other].value, "next": right},
                         negated=negates(tokens[at:j]))
    return None


def _last_to_leave(tokens: Sequence[Token]) -> Optional[Draft]:
    """'A was the last (one) to leave', 'the first to exit was A', 'A made the last move'."""
    words = [t.value for t in tokens]
    for k, w in enumerate(words[:-1]):
        if w == "last" and words[k + 1] in ("move", "mover", "one", "person", "agent") and \
                (words[k + 1] != "one" or any(x in verb_forms("move") for x in words[k + 2:k + 5])) and \
                tokens[0].kind == "agent" and any(x in ("made", "makes", "did", "does", "was", "is") for x in words[1:k]):
            agent = tokens[0].value
            if agent and not any(x in verb_forms("exit") for x in words[k + 1:k + 5]):
                return Draft("order", "last_move", list(tokens), value=agent, negated=negates(tokens[:k]))
    for k, w in enumerate(words):
        if w in ("last", "first") and any(x in verb_forms("exit") or x == "out" for x in words[k + 1:k + 5]):
            agent = next((t.value for t in tokens if t.kind == "agent"), None)
            if agent:
                return Draft("order", w, list(tokens), value=agent, negated=negates(tokens[:k]))
    return None


LATER = frozenset({"later", "another", "subsequent", "next", "other", "further", "following", "remaining"})


def _later_moves(tokens: Sequence[Token], j: int) -> Optional[int]:
    """Where "(saw / missed) the later moves", "another move", "none of the moves (by A, B)" ends after the verb at
    ``j``, else None."""
    words = [t.value for t in tokens[j + 1:j + 7]]
    for k, w in enumerate(words):
        if w in ("move", "moves", "switch", "switches", "transfer", "transfers") and (
                any(x in LATER for x in words[:k]) or words[:2] in (["none", "of"], ["any", "of"])
                or words[:1] == ["none"]):
            return j + 2 + k
    return None


def read_presence(tokens: Sequence[Token]) -> Optional[Draft]:
    """Seeing an event, being in a room or there, being away. "saw it", "missed this" see the event just told."""
    subject, at = _subject(tokens)
    everyone = [t for t in tokens[:4] if t.kind == "word" and t.value in ("everyone", "everybody", "all")]
    seen_by = next((k for k in range(len(tokens) - 1) if tokens[k].value in ("seen", "witnessed", "watched")
                    and tokens[k + 1].value == "by"), None)
    if seen_by is not None:  # "seen by everyone" / "seen by Chloe and Liam": the event just told
        who = [t.value for t in tokens[seen_by + 2:] if t.kind == "agent"]
        every = any(t.value in ("everyone", "everybody", "all") for t in tokens[seen_by + 2:seen_by + 4])
        if who or every:
            return Draft("presence", "saw", list(tokens[seen_by:]), tuple(who), args={
                "event": "discourse", "all": True, "everyone": every, "agents": tuple(who)})
    if not subject and not everyone:
        return None
    verb = _verb(tokens, at, ("see", "miss"), reach=4)
    later = _later_moves(tokens, verb[0]) if verb is not None else None
    if later is not None:
        j, kind = verb
        neg = (negates(tokens[at:j + 2]) or any(t.value == "neither" for t in tokens[:at])) != (kind == "miss")
        return Draft("presence", "saw", list(tokens[:later]), tuple(subject[:1]), negated=neg,
                     args={"event": "later_move", "agents": tuple(subject), "everyone": bool(everyone) and not subject,
                           "by": tuple(t.value for t in tokens[later:] if t.kind == "agent")})
    if verb is not None:
        j, kind = verb
        neg = (negates(tokens[at:j]) or any(t.value == "neither" for t in tokens[:at])) != (kind == "miss")
        other = next((m for m in range(j + 1, min(len(tokens), j + 3)) if tokens[m].kind == "agent"), None)
        con = first_of(tokens, "container", j)
        if other is not None:
            found = _verb(tokens, other + 1, ("move", "exit", "enter", "place"), reach=3)
            event = found[1] if found else None
            end = (found[0] if found else other) + 1
        else:
            rest = [t for t in tokens[j + 1:j + 6]]
            moved = any(t.value in ("move", "moves", "moved", "moving", "transfer", "go", "goes", "went") or
                        t.value in verb_forms("move") for t in rest)
            that = [t.value for t in rest[:1]] in (["that"], ["this"], ["the"]) and len(rest) > 1 and \
                rest[1].value in ("move", "switch", "transfer", "relocation", "change")  # "missed that move"
            event = "discourse_move" if moved and that else "move" if moved else "discourse" if any(
                t.value in DEICTIC or t.raw.lower() in DEICTIC for t in rest[:2]) or \
                any(t.kind == "object" for t in rest[:2]) and con is None else None
            end = min(len(tokens), j + 3)
        end = max(end, (con + 1) if con is not None and (event == "move" or event is None) else 0)
        return Draft("presence", "saw", list(tokens[:end]), tuple(subject[:1]),
                     value=tokens[other].value if other is not None else None, negated=neg,
                     args={"event": event, "container": tokens[con].value if con is not None and event != "discourse"
                           else None, "agents": tuple(subject), "everyone": bool(everyone) and not subject,
                           "all": any(t.value in ("both", "all", "every", "everything") for t in tokens[j:])},
                     readable=event is not None or con is not None)
    if not subject:
        return None
    words = [t.value for t in tokens[at:at + 6]]
    if not words or words[0] not in ("was", "were", "is", "are", "had", "has", "remained", "stayed", "remains",
                                     "stays", "did"):
        return None
    room = first_of(tokens, "room", at)
    away = any(w in word_set("absent") for w in words[1:]) or (words[0] in ("had", "has") and any(
        w in verb_forms("exit") for w in words[1:4]))
    here = room is not None and any(t.value in ("in", "inside", "at", "within") for t in tokens[room - 2:room]) or \
        any(w in word_set("present") or w in ("room", "there") for w in words[1:])
    if not (away or here):
        return None
    if any(t.kind == "container" or t.kind == "object" and t.raw.lower() != "it" for t in tokens[at:at + 6]):
        return None
    neg = negates(tokens[at:at + 5]) != away
    end = (room + 1) if room is not None else min(len(tokens), at + 5)
    return Draft("presence", "in_room", list(tokens[:end]), tuple(subject[:1]),
                 value=tokens[room].value if room else None, negated=neg, args={"agents": tuple(subject)})


def read_event(tokens: Sequence[Token]) -> Optional[Draft]:
    """A move, exit, entry, public claim or private tell (or a passive move)."""
    subject, at = _subject(tokens)
    if not subject:
        obj = first_of(tokens, "object")
        if obj is not None:
            moved = _verb(tokens, obj + 1, ("move", "place"), reach=4)
            con = destination(tokens, obj)
            if moved and con is not None and tokens[moved[0] - 1].value in ("was", "were", "is", "got", "been",
                                                                             "being", "gets", "has", "had"):
                by = next((tokens[k + 1].value for k in range(obj, len(tokens) - 1)
                           if tokens[k].value == "by" and tokens[k + 1].kind == "agent"), None)
                return Draft("event", "move", list(tokens[:con + 1]), obj=tokens[obj].value,
                             value=tokens[con].value, args={"by": by},
                             negated=negates(tokens[obj:moved[0]]))
        return None
    verb = _verb(tokens, at, ("move", "exit", "enter", "claim", "tell", "place"), reach=5)
    if verb is None:
        return None
    j, kind = verb
    neg = negates(tokens[at:j])
    con = destination(tokens, j)
    obj = first_of(tokens, "object", j)
    if kind in ("move", "place"):
        if obj is None and con is None:
            return None
        return Draft("event", "move", list(tokens[:(con if con is not None else obj) + 1]), obj=tokens[obj].value
                     if obj is not None else None, value=tokens[con].value if con is not None else None,
                     negated=neg, args={"by": subject[0] if len(subject) == 1 else None})
    if kind in ("claim", "tell"):
        listener = next((tokens[k].value for k in range(j + 1, min(len(tokens), j + 3))
                         if tokens[k].kind == "agent"), None)
        words = {t.value for t in tokens}
        public = kind == "claim" and listener is None or bool(words & {"publicly", "everyone", "everybody", "all",
                                                                        "announced", "announces"})
        return Draft("event", "claim" if public else "tell", list(tokens[:(con if con is not None else j) + 1]),
                     obj=tokens[obj].value if obj is not None else None,
                     value=tokens[con].value if con is not None else None, negated=neg,
                     args={"by": subject[0], "listener": None if public else listener})
    room = first_of(tokens, "room", j)
    if any(t.kind in ("object", "container") for t in tokens[j:j + 3]):
        return None
    if any(t.value in ORDER_WORDS or t.value in ("last", "first") for t in tokens[j + 1:j + 4]):
        return None  # an ordering ("left after her"): read_order's
    end = (room + 1) if room is not None else j + 1 + _particles(tokens, j)
    return Draft("event", kind, list(tokens[:end]), value=tokens[room].value if room is not None else None,
                 negated=neg, args={"agents": tuple(subject)})


def read_location(tokens: Sequence[Token]) -> Optional[Draft]:
    """An object in a container: 'the celery is (still) in the green_bucket', 'its real location is the C'."""
    for con in (k for k, t in enumerate(tokens) if t.kind == "container"):
        obj = next((k for k in range(con - 1, max(-1, con - 9), -1) if tokens[k].kind == "object"), None)
        if obj is None:
            return None
        between = tokens[obj + 1:con]
        if any(t.kind == "agent" for t in between):
            return None
        words = [t.value for t in between]
        located = any(w in ("location", "place", "spot", "whereabouts", "position") for w in words) and "is" in words
        if not located and not any(t.value in ("in", "inside", "at", "within", "into", "on") for t in between[-2:]):
            return None  # "It's blue_crate": an answer, not a place
        if any(t.kind == "word" and t.value in verb_forms("move") for t in between):
            return None
        return Draft("location", "location", list(tokens[obj:con + 1]), (), tokens[obj].value, tokens[con].value,
                     negated=any(t.value in NEGATIONS for t in between))
    return None
