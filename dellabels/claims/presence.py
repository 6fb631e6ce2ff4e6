"""Presence claims: who saw an event, who was in a room or there, who was away (``dellabels.claims.reader``)."""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.groups import NUMBERS, SEEN_BY, onlooking_group, read_group
from dellabels.claims.knowing import no_idea
from dellabels.claims.hearing import is_hearing, party_to, speaker_named
from dellabels.claims.toldmoves import told_moves
from dellabels.claims.mentions import Token
from dellabels.claims.perceived import bare_event, seen_act, watched_event
from dellabels.claims.soleseer import sole_seer
from dellabels.claims.reader import Draft, first_of, knowing_about, negates
from dellabels.claims.unmoved import SINCE_WORDS, UNBOUNDED
from dellabels.claims.verbs import DEICTIC, LATER, subject_denied, subject_of, verb_at
from dellabels.claims.words import verb_forms, word_set

MOVE_NOUNS = frozenset({"move", "moves", "switch", "switches", "transfer", "transfers"})


def _later_moves(tokens: Sequence[Token], j: int) -> Optional[int]:
    """Where "(saw / missed) the later moves", "another move", "none of the moves (by A, B)" ends after the verb at
    ``j``, else None."""
    words = [t.value for t in tokens[j + 1:j + 7]]
    for k, w in enumerate(words):
        if w in MOVE_NOUNS and (
                any(x in LATER for x in words[:k]) or words[:2] in (["none", "of"], ["any", "of"])
                or words[:1] == ["none"]):
            return j + 2 + k
    return None


HAPPENING = frozenset({"happened", "happens", "happen", "happening", "changed", "changes", "occurred", "occurs",
                       "went", "goes"})


def _nothing_seen(tokens: Sequence[Token], j: int) -> Optional[int]:
    """Where a negative object of seeing ends after the verb at ``j`` ("saw no moves", "sees nothing that happens
    there", "saw nothing that happened to the beans"): none of the moves after the moment told was seen; else None."""
    words = [t.value for t in tokens[j + 1:j + 4]] + ["", "", ""]
    if words[0] == "no" and words[1] in MOVE_NOUNS:
        return j + 3
    if words[0] == "nothing" and words[1] == "that" and words[2] in HAPPENING:
        return j + 2
    return None


EXIT_NOUNS = frozenset({"exit", "exits", "departure", "leaving"})


def _owned_event(tokens: Sequence[Token], k: int) -> Optional[tuple[int, str]]:
    """"saw Chloe's move", "missed Liam's exit": the event noun after the possessive of the agent at ``k`` (its
    index, its kind) as the verb "saw Chloe move it" would give; else None."""
    if k + 2 < len(tokens) and tokens[k + 1].value == "s" and tokens[k + 2].kind == "word":
        noun = tokens[k + 2].value
        if noun in MOVE_NOUNS or noun in EXIT_NOUNS:
            return k + 2, "move" if noun in MOVE_NOUNS else "exit"
    return None


MESSAGE_NOUNS = frozenset({"tell", "tells", "claim", "claims", "message", "messages"})


def _the_two(tokens: Sequence[Token], j: int) -> Optional[bool]:
    """'saw both (moves)' (False) or 'saw neither (move)' (True) ending its clause after the verb at ``j``: the two
    events just told; else None ("both the move and her exit" names its events)."""
    rest = [t for t in tokens[j + 1:] if t.kind != "punct"]
    nouns = MOVE_NOUNS | MESSAGE_NOUNS if is_hearing(tokens[j]) else MOVE_NOUNS  # "heard neither tell"
    # "both moves", "neither move": the same two events, named by their noun
    if len(rest) in (1, 2) and rest[0].value in ("both", "neither") and all(t.value in nouns for t in rest[1:]):
        return rest[0].value == "neither"
    return None


def _several_events(tokens: Sequence[Token]) -> bool:
    """'both the move and her exit', 'all of these moves', 'the second move': events the reader cannot single out."""
    words = [t.value for t in tokens[:6]]
    return ("both" in words and "and" in words) or any(w in ("these", "those", "second", "third", "fourth")
                                                       for w in words)


WATCHING = frozenset({"watching", "watches", "watched", "looking", "looks", "looked", "standing", "there", "present",
                      "around", "inside", "watch"})


def _onlookers(tokens: Sequence[Token]) -> Optional[Draft]:
    """'with Olivia watching', 'in front of Emma and Sophia', 'while Jacob watched', 'only Emily sees this',
    'which only Ethan saw', 'Ethan was the only one who saw it': who saw the event just told."""
    tokens = sole_seer(tokens) or tokens
    stop = next((m for m in range(1, len(tokens)) if tokens[m].kind == "punct"
                 and tokens[m].value in ("(", ";", "—", "–", ":")), len(tokens))
    tokens = tokens[:stop]  # "with Alexander there (Mason too, ...)": Alexander is the onlooker
    words = [t.value for t in tokens]
    agents = [t.value for t in tokens if t.kind == "agent"]
    if not agents:
        return None
    lead = words[:3]
    front = lead[:3] == ["in", "front", "of"]
    absolute = lead[:1] in (["with"], ["while"], ["as"]) and any(w in WATCHING for w in words[1:]) or \
        lead[:1] == ["with"] and any(t.kind == "room" and "in" in words[max(0, k - 2):k] for k, t in
                                     enumerate(tokens)) or \
        lead[:1] == ["with"] and _in_the_room(words)  # "with Liam and Owen still in the TV_room / in the room"
    # "only Emily sees this": "only" before the onlooker; "Emily only saw the C" says what she saw, not who did
    only = any(w == "only" and k + 1 < len(tokens) and tokens[k + 1].kind == "agent" for k, w in enumerate(words[:4])) \
        and any(w in verb_forms("see") for w in words)
    if not (front or absolute or only):
        return None
    see = next((k for k, w in enumerate(words) if w in verb_forms("see")), None)
    if only and not (front or absolute) and see is not None and any(t.kind == "agent" for t in tokens[see + 1:see + 3]):
        # "only Noah saw Mia move it": the event is named by its actor after the verb, who is no onlooker
        plain = read_presence([t for t in tokens if t.value != "only"])
        if plain is not None and plain.predicate == "saw" and plain.args.get("event") in ("move", "exit") \
                and plain.value:
            plain.args["only"] = True
            return plain
    # "with only Aiden watching": nobody else saw it ("only Aiden saw it go back" names an event of its own)
    alone = (front or absolute) and "only" in words[:words.index(agents[0])]
    # "only Emily sees this", "which only Ethan saw": the seeing of the event just told, by nobody else
    told = only and not alone and _sees_told(tokens)
    return Draft("presence", "saw", list(tokens), (agents[0],), args={"event": "discourse", "all": True,
                                                                       "agents": tuple(agents), "only": alone or told,
                                                                       "told": told},
                 negated=negates(tokens))


def _in_the_room(words: Sequence[str]) -> bool:
    """"with Aiden still in the room", "with Liam and Owen present": onlookers there, the room being the event's."""
    return any(words[k:k + 3] == ["in", "the", "room"] for k in range(len(words))) or \
        bool(words) and words[-1] in ("there", "present", "inside", "around")


def _sees_told(tokens: Sequence[Token]) -> bool:
    """Whether a seeing's object is the event told just before: a relative "which" before its subject, or a bare
    "this" / "that" / "it" as the object of its verb, the clause ending there."""
    words = [t.value for t in tokens if t.kind != "punct"]
    if words[:1] == ["which"]:  # "which only Ethan saw"
        return words[-1] in verb_forms("see")
    see = next((k for k, w in enumerate(words) if w in verb_forms("see")), None)
    return see is not None and words[see + 1:] in (["this"], ["that"], ["it"])


APPOSITIVE = frozenset({",", "-", "–", "—", ";", "("})  # what sets a phrase off after the clause's event


def trailing_onlookers(tokens: Sequence[Token], after: int) -> Optional[Draft]:
    """'moves it to the C while Chloe watches', '..., with Olivia still standing there': who saw the event the
    clause tells, from a trailing onlooker phrase that starts at or after offset ``after``."""
    for k, t in enumerate(tokens):
        if t.start < after or t.kind != "word":
            continue
        if t.value in ("while", "with", "as") and any(x.kind == "agent" for x in tokens[k + 1:k + 4]) or \
                [x.value for x in tokens[k:k + 3]] == ["in", "front", "of"]:
            found = _onlookers(tokens[k:]) or onlooking_group(tokens[k:])
            if found is not None:  # its event is the clause's own, at its own line: "only" is checked there
                found.args["trailing"] = True
            return found
        group = read_group(tokens[k:]) if t.value in ("while", "with", "as") else onlooking_group(tokens[k:]) \
            if t.value in SEEN_BY else read_group(tokens[k:]) if k and tokens[k - 1].kind == "punct" and \
            tokens[k - 1].value in APPOSITIVE else None
        if group is not None or t.value in ("while", "with", "as"):  # "moves it with everyone watching", "...,
            # seen by everyone", "..., all five present": a group named as one saw the clause's own event
            if group is not None:
                group.args["trailing"] = True
            return group
    return None


def _numbered(tokens: Sequence[Token]) -> Optional[int]:
    """The number of "all three watched Jayden's move" (a group by its number, ``dellabels.claims.groups``): it is
    everyone only when the story has that many agents; else None."""
    words = [t.value for t in tokens[:5]]
    return next((NUMBERS[words[k + 1]] for k, w in enumerate(words[:-1]) if w == "all" and words[k + 1] in NUMBERS),
                None)


def _exclusive(tokens: Sequence[Token]) -> bool:
    """"only saw the first move", "only ever saw the C": what was seen and, unsaid, all that was not; the reader
    checks one event, so such a claim is not determinate."""
    return any(t.kind == "word" and t.value == "only" for t in tokens)


def _over_events(tokens: Sequence[Token]) -> bool:
    """A passive subject quantified over events ("Nothing that happened afterwards was seen by Ava", "none of the
    later moves were seen by ..."): several events the reader does not enumerate."""
    return any(t.kind == "word" and t.value in ("nothing", "none", "neither", "anything", "any", "all", "both",
                                                "every", "everything") for t in tokens)


SUBORDINATORS = frozenset({"when", "while", "as", "before", "after", "once", "since", "because"})


def _main_clause(words: list[str]) -> list[str]:
    """``words`` up to a subordinate clause: in "Amelia was there when Elizabeth walked out" the "out" is
    Elizabeth's leaving, not Amelia's being away."""
    cut = next((k for k, w in enumerate(words) if k and w in SUBORDINATORS), len(words))
    return words[:cut]


BEING = frozenset({"was", "were", "is", "are", "be", "been"})
THERE = frozenset({"there", "present", "around"})
QUANTIFIERS = frozenset({"all", "every", "each", "any", "anything", "everything", "both", "none", "most"})


def _there_for(tokens: Sequence[Token], at: int) -> Optional[list[Token]]:
    """"Charlotte was there for Chloe's move", "Avery was there for all of that", "Ava wasn't there for it": being
    there for an event is seeing it (an agent in the room sees all that happens there), so the clause is re-read
    with "saw" for "was there for" (its negation and adverbs kept), and dated and counted by the events its object
    names, not by the moment told before it; else None. Over a quantified span ("there for all of that", "every
    move") it stays a state of being there at the moment told."""
    for k in range(at, min(len(tokens) - 2, at + 6)):
        if tokens[k].kind == "word" and tokens[k].value in THERE and tokens[k + 1].value == "for" and \
                any(t.value in BEING for t in tokens[at:k]) and all(t.kind == "word" for t in tokens[at:k]) and \
                tokens[k + 2].value not in QUANTIFIERS and tokens[k + 2].kind != "line":  # "present for line 5 and
            # line 6": the lines date the state; "knows Jack wasn't there": another clause's subject
            kept = [t for t in tokens[at:k] if t.kind == "word" and t.value not in BEING]
            return list(tokens[:at]) + kept + [replace(tokens[k], value="saw", raw="saw")] + list(tokens[k + 2:])
    return None


STATES = frozenset({"gone", "there", "present", "absent", "away"})
VERBLESS_FILLER = frozenset({"s", "both", "all", "still", "already", "long"})


def _verbless(tokens: Sequence[Token]) -> Optional[list[Token]]:
    """"Lily gone", "William's gone", "Jacob and Emily both there": a note with no verb (or a clipped "'s") that
    puts agents in a state at the moment told, re-read with "was" for the missing verb; else None."""
    if any(t.kind == "punct" and t.value != "," for t in tokens[1:-1]):
        return None  # "Lucas, Logan and Chloe — Mason and Jackson both absent": two notes, not one
    words = [t for t in tokens if t.kind != "punct"]
    k = 0
    while k < len(words) and (words[k].kind == "agent" or words[k].kind == "word" and words[k].value == "and"
                              and k > 0):
        k += 1
    if k == 0 or words[k - 1].kind != "agent":
        return None
    rest = words[k:]
    if not rest or rest[-1].kind != "word" or rest[-1].value not in STATES or \
            any(t.kind != "word" or t.value not in VERBLESS_FILLER for t in rest[:-1]):
        return None
    verb = replace(rest[0], value="was", raw="was")
    return list(words[:k]) + [verb] + [t for t in rest if t.value != "s"]


def read_presence(tokens: Sequence[Token]) -> Optional[Draft]:
    """Seeing an event, being in a room or there, being away. "saw it", "missed this" see the event just told."""
    about = knowing_about(tokens)
    if about is not None:  # "Avery doesn't know about the move": did not see it
        return read_presence(about)
    noted = _verbless(tokens)
    if noted is not None:
        draft = read_presence(noted)
        if draft is not None:
            draft.args["when"] = "discourse"
        return draft
    subject, at = subject_of(tokens)
    seeing = _there_for(tokens, at) if subject else None
    if seeing is not None:
        return read_presence(seeing)
    unaware, party = (no_idea(tokens, at), party_to(tokens, at)) if subject else (None, None)
    if unaware is not None or party is not None:  # "Emma has no idea": did not see it; "Cy isn't part of that
        draft = read_presence(unaware or party)  # conversation": did not hear it
        if draft is not None:
            draft.args["unaware" if unaware is not None else "party"] = True
        return draft
    onlookers = _onlookers(tokens)
    if onlookers is not None:
        return onlookers
    subject, at = subject_of(tokens)
    everyone = [t for t in tokens[:4] if t.kind == "word" and t.value in ("everyone", "everybody", "all")]
    seen_by = next((k for k in range(len(tokens) - 1) if tokens[k].value in ("seen", "witnessed", "watched", "heard",
                                                                             "overheard")
                    and tokens[k + 1].value == "by"), None)
    if seen_by is not None:  # "seen by everyone" / "seen by Chloe and Liam": the event just told
        who = [t.value for t in tokens[seen_by + 2:] if t.kind == "agent"]
        every = any(t.value in ("everyone", "everybody", "all") for t in tokens[seen_by + 2:seen_by + 4])
        if who or every:
            return Draft("presence", "saw", list(tokens[seen_by:]), tuple(who), args={
                "event": "discourse", "all": True, "everyone": every, "agents": tuple(who),
                "undetermined": _over_events(tokens[:seen_by]), "heard": is_hearing(tokens[seen_by]),
                "speaker": speaker_named(tokens[:seen_by])},
                         negated=negates(tokens[max(0, seen_by - 2):seen_by]), readable=not every)
    if not subject and not everyone:
        return None
    verb = verb_at(tokens, at, ("see", "miss"), reach=4)
    told = told_moves(tokens, verb[0]) if verb is not None and not (
        negates(tokens[at:verb[0]]) or subject_denied(tokens, at)) else None  # "didn't see all of": not all
    if told is not None:  # "misses both of those moves": the moves just told, each seen or none
        j, kind = verb
        count, none = told
        return Draft("presence", "saw", list(tokens[:j + 5]), tuple(subject[:1]), negated=none != (kind == "miss"),
                     args={"event": "told_moves", "agents": tuple(subject), "count": count,
                           "none": none != (kind == "miss")})
    later = _later_moves(tokens, verb[0]) if verb is not None else None
    nothing = _nothing_seen(tokens, verb[0]) if verb is not None and later is None else None
    if nothing is not None:  # "saw no moves", "sees nothing that happens in the dining_room": no move seen
        j, kind = verb
        neg = (not (negates(tokens[at:j]) or subject_denied(tokens, at))) != (kind == "miss")
        named = next((t.value for t in tokens[:nothing] if t.kind == "object"), None)
        return Draft("presence", "saw", list(tokens[:nothing]), tuple(subject[:1]), negated=neg, obj=named,
                     args={"event": "later_move", "agents": tuple(subject), "everyone": bool(everyone) and not subject,
                           "by": ()})
    if later is not None:
        j, kind = verb
        neg = (negates(tokens[at:j + 2]) or subject_denied(tokens, at)) != (kind == "miss")
        named = next((t.value for t in tokens[:later] if t.kind == "object"), None)  # "any later cabbage move"
        return Draft("presence", "saw", list(tokens[:later]), tuple(subject[:1]), negated=neg, obj=named,
                     args={"event": "later_move", "agents": tuple(subject), "everyone": bool(everyone) and not subject,
                           "by": tuple(t.value for t in tokens[later:] if t.kind == "agent")})
    none_of = _the_two(tokens, verb[0]) if verb is not None else None
    if verb is not None and none_of is not None:  # "Owen saw both", "Ava misses both"
        j, kind = verb
        neg = (negates(tokens[at:j]) or subject_denied(tokens, at) or none_of) != (kind == "miss")
        named = j + 2 < len(tokens) and tokens[j + 2].value in MOVE_NOUNS  # "both moves": the moves told
        message = tokens[j + 2].value if j + 2 < len(tokens) and tokens[j + 2].value in MESSAGE_NOUNS else None
        return Draft("presence", "saw", list(tokens[:j + 2 + (named or message is not None)]), tuple(subject[:1]),
                     negated=neg, args={"event": "last_two", "agents": tuple(subject),
                                        "none": none_of != (kind == "miss"), "moves": named,
                                        "messages": message and ("claim" if message.startswith("claim") else "tell")})
    if verb is not None:
        j, kind = verb
        watcher = owner = None
        neither = j + 1 < len(tokens) and tokens[j + 1].value == "neither"  # "saw neither Noah's move nor ..."
        neg = (negates(tokens[at:j]) or subject_denied(tokens, at) or neither) != (kind == "miss")
        other = next((m for m in range(j + 1, min(len(tokens), j + 3)) if tokens[m].kind == "agent"), None)
        con = first_of(tokens, "container", j)
        while con is not None and {"from", "of"} & {t.value for t in tokens[max(0, con - 2):con]}:  # "from the C1
            # to the C2": where it went, C2
            con = first_of(tokens, "container", con + 1)
        if other is not None:
            found = verb_at(tokens, other + 1, ("move", "exit", "enter", "place"), reach=3) or _owned_event(tokens,
                                                                                                         other)
            event = found[1] if found else bare_event(tokens, other + 1)
            end = (found[0] if found else other + (1 if event is None else 2)) + 1
            act = seen_act(tokens, other) if event is None else None
            if act is not None:  # "saw Logan watch that move", "watched Emma make the move": the onlooker's act
                event, end = act
                if event == "watched":
                    event, owner = watched_event(tokens, other + 2, end)
                    watcher = tokens[other].value
        else:
            rest = [t for t in tokens[j + 1:j + 6]]
            moved = any(t.value in ("move", "moves", "moved", "moving", "transfer") or t.value in verb_forms("move")
                        or t.value in ("go", "goes", "went") and k + 1 < len(rest) and rest[k + 1].value in (
                            "into", "in", "to") for k, t in enumerate(rest))
            that = [t.value for t in rest[:1]] in (["that"], ["this"], ["the"]) and len(rest) > 1 and \
                rest[1].value in ("move", "switch", "transfer", "relocation", "change")  # "missed that move"
            event = "discourse_move" if moved and that else "move" if moved else "discourse" if any(
                t.value in DEICTIC or t.raw.lower() in DEICTIC for t in rest[:2]) or \
                any(t.kind == "object" for t in rest[:2]) and con is None else None
            end = min(len(tokens), j + 3)
        end = max(end, (con + 1) if con is not None and (event == "move" or event is None) else 0)
        return Draft("presence", "saw", list(tokens[:end]), tuple(subject[:1]),
                     value=owner if watcher else tokens[other].value if other is not None else None, negated=neg,
                     args={"event": event, "watcher": watcher,
                           "container": tokens[con].value if con is not None and event != "discourse" else None,
                           "agents": tuple(subject), "everyone": bool(everyone) and not subject,
                           "all": any(t.value in ("both", "all", "every", "everything") for t in tokens[j:]),
                           "undetermined": _exclusive(tokens[at:j + 2]), "size": _numbered(tokens),
                           "heard": is_hearing(tokens[j])},
                     readable=(event is not None or con is not None) and not (everyone and not subject)
                     and not _several_events(tokens[j + 1:]))
    if not subject:
        return None
    words = _main_clause([t.value for t in tokens[at:at + 6]])
    if not words or words[0] not in ("was", "were", "is", "are", "had", "has", "remained", "stayed", "remains",
                                     "stays", "did"):
        return None
    room = first_of(tokens, "room", at)
    # "out on the porch", "out in the garden": there, not away
    away = any(w in word_set("absent") and not (w == "out" and words[k + 2:k + 3] in (["on"], ["in"], ["at"]))
               for k, w in enumerate(words[1:])) or (words[0] in ("had", "has") and any(
        w in verb_forms("exit") for w in words[1:4]))
    # "Owen was alone (in the attic) when he moved it": there with nobody else ("alone with Nathan": not alone)
    alone = words[0] in BEING and "alone" in words[1:4] and words[words.index("alone") + 1:][:1] != ["with"]
    here = room is not None and any(t.value in ("in", "inside", "at", "within", "on") for t in tokens[room - 2:room]) or \
        alone or any(w in word_set("present") or w in ("room", "there", "behind") for w in words[1:]) or \
        words[1:2] == ["put"] or (words[0] in ("stayed", "remained", "stays", "remains") and words[1:2] == ["until"]
                                  and any(t.kind == "line" for t in tokens[at + 2:at + 4]))  # "stayed until 11"
    if not (away or here):
        return None
    if any(t.kind == "container" or t.kind == "object" and t.raw.lower() != "it" for t in tokens[at:at + 6]):
        return None
    neg = negates(tokens[at:at + 5]) != away
    end = (room + 1) if room is not None else min(len(tokens), at + 5, at + len(words))  # a subordinate clause
    # after it dates it ("when Elizabeth walked out"): not its span
    # "was only ever in the R", "was never in the R": over the whole story, not one moment, unless a time word
    # bounds it ("after that", "again", "before the move")
    always = room is not None and any(t.value in ("ever", "never", "throughout") for t in tokens[at:room]) and \
        not any(t.value in SINCE_WORDS or t.value in UNBOUNDED for t in tokens)
    return Draft("presence", "in_room", list(tokens[:end]), tuple(subject[:1]),
                 value=tokens[room].value if room else None, negated=neg,
                 args={"agents": tuple(subject), "always": always, "alone": alone})
