"""Elided clauses: "so did Chloe", "as does Ella", "neither did Owen", "and so did Carter", "Liam too", "but Ava
doesn't".

Such a clause says of another agent what the clause before said of its subject: it is read as that clause with its
subject replaced ("Owen saw the move, and so did Chloe": Chloe saw the move), at the ellipsis's own place in the
response. "Neither did Owen" after a denial keeps the denial ("Liam didn't see it; neither did Owen"). A bare
auxiliary after a clause of another subject ("Charlotte sees this, Ava doesn't", "Lily wasn't there, but Aiden was")
takes that verb phrase with its own polarity (``_contrasted``).

A clause of a name and a time alone after an exit told in its sentence ("Gracie leaves at 4, Avery at 8", "Sophia
leaves first (line 6), then Jayden (line 8)", "Exits: Aria 4, Sophia 6") has the exit verb gapped: it is that
agent's exit at that time (``gapped``), the verb alone taken over, never what else the clause before said of its
exit ("first").

A clause that starts with its verb ("and then left at 7") has the subject of a clause before it elided
(``with_subject``): the agent that clause names as its subject (``subject_named``), never an onlooker or a
possessive in it.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft
from dellabels.claims.segments import THEN_PREPOSITIONS
from dellabels.claims.verbs import CLAIM_NOUNS, particles, subject_of, verb_at

AUXILIARIES = frozenset({"did", "does", "do", "was", "is", "were", "are", "had", "has", "have", "would", "could"})


def _elided_agent(tokens: Sequence[Token]) -> Optional[Token]:
    words = [t for t in tokens if t.kind != "punct"]
    while words and words[0].kind == "word" and words[0].value in ("and", "but"):
        words = words[1:]
    if len(words) == 3 and words[0].value in ("so", "as", "neither", "nor") and words[1].value in AUXILIARIES \
            and words[2].kind == "agent":
        return words[2]
    if len(words) == 2 and words[0].kind == "agent" and words[1].value in ("too", "also"):
        return words[0]
    return None


CONTRAST_LEADS = frozenset({"and", "but", "while", "whereas", "though", "although", "yet"})
BARE_AUXILIARIES = frozenset({"did", "does", "do", "was", "is", "were", "are", "had", "has", "have"})
COPULAS = frozenset({"was", "is", "were", "are"})
ECHOES = frozenset({"either", "too", "also"})


def _stranded(tokens: Sequence[Token]) -> Optional[tuple[list[Token], bool, bool]]:
    """"(but) Emily and Logan don't", "Aiden did", "Logan didn't either", "Aria isn't": agents and a bare
    auxiliary, the verb phrase elided: (the agents, whether it is denied, whether "either" / "too" echoes the
    clause before); else None."""
    words = [t for t in tokens if t.kind != "punct"]
    while words and words[0].kind == "word" and words[0].value in CONTRAST_LEADS:
        words = words[1:]
    k = 0
    while k < len(words) and (words[k].kind == "agent" or k and words[k].value in ("and", "nor")):
        k += 1
    agents = [t for t in words[:k] if t.kind == "agent"]
    rest = [t.value for t in words[k:]]
    if not agents or words[k - 1].kind != "agent" or not rest or rest[0] not in BARE_AUXILIARIES:
        return None
    denied = rest[1:2] == ["not"]
    tail = rest[1 + denied:]
    if tail not in ([], ["either"], ["too"], ["also"], ["as", "well"]):
        return None
    return agents, denied, bool(tail)


def _contrasted(tokens: Sequence[Token], before: Sequence[Token], near: bool) -> Optional[list[Token]]:
    """"Ava sees this, (but) Chloe doesn't", "Lily wasn't there, but Aiden was": a bare auxiliary after a clause of
    another subject takes that clause's verb phrase, with its own polarity ("either" / "too" carry it across a
    sentence; else the clause before must be of its sentence), every token at the ellipsis's place; else None."""
    stranded = _stranded(tokens)
    if stranded is None or not before:
        return None
    agents, denied, echo = stranded
    subject, at = subject_of(before)
    if not subject or not (near or echo) or {a.value for a in agents} & set(subject) or at >= len(before):
        return None
    first = next(k for k, t in enumerate(before) if t.kind == "agent" and t.value == subject[0])
    phrase = [t for t in before[at:] if not (t.kind == "word" and t.value in ("not", "never"))]
    if denied:
        k = 1 if phrase and phrase[0].kind == "word" and phrase[0].value in COPULAS else 0
        phrase = phrase[:k] + [replace(tokens[-1], kind="word", value="not", raw="not")] + phrase[k:]
    named: list[Token] = []
    for a in agents:
        named += ([replace(a, kind="word", value="and", raw="and")] if named else []) + [replace(a, alts=())]
    start, end = tokens[0].start, tokens[-1].end
    return [replace(t, start=start, end=end) for t in list(before[:first]) + named + phrase]


def elided(tokens: Sequence[Token], before: Sequence[Token], near: bool = True) -> Optional[list[Token]]:
    """The clause before (``before``, as read) said of the elided clause's agent, every token at the ellipsis's
    place; else None (no ellipsis, or a clause before with no single subject). ``near``: the clause before is of
    the same sentence."""
    agent = _elided_agent(tokens)
    if agent is None:
        return _contrasted(tokens, before, near)
    if not before:
        return None
    subject, _ = subject_of(before)
    if len(subject) != 1:
        return None
    at = next(k for k, t in enumerate(before) if t.kind == "agent" and t.value == subject[0])
    start, end = tokens[0].start, tokens[-1].end
    told = list(before[:at]) + [replace(agent, alts=())] + list(before[at + 1:])
    return [replace(t, start=start, end=end) for t in told]


GAP_LEADS = frozenset({"and", "then", "finally", "lastly", "next", "later"})
EXIT_HEADINGS = frozenset({"exits", "exit", "order", "in", "from", "the", "of", "after", "that", "this", "then"})


def gapped(tokens: Sequence[Token], verb: Sequence[Token], following: Optional[Sequence[Token]] = None
           ) -> Optional[list[Token]]:
    """A name and a time alone ("Avery at 8", "then Jayden (line 8)", "Sophia 6") read with the exit verb ``verb``
    (its words, from the clause before) gapped: the name, the verb at the name's place, the time; else None.
    ``following``: the next clause of the sentence (None at its end), which tells a name alone from a subject."""
    if not verb:
        return None
    words = [t for t in tokens if not (t.kind == "punct" and t.value in "(),")]
    k = 0
    while k < len(words) and words[k].kind == "word" and words[k].value in GAP_LEADS:
        k += 1
    rest = words[k:]
    if len(rest) == 1 and rest[0].kind == "agent" and not rest[0].alts and all(w.value == "and" for w in words[:k]) \
            and _item_follows(following):
        # "Ava (9), Charlotte, then Carter": a name alone in a list of exits is an exit with no time; after
        # "then" it is the order of the exit told before ("then Carter")
        return [rest[0]] + [replace(t, start=rest[0].start, end=rest[0].end) for t in verb]
    if len(rest) == 2 and rest[1].kind == "word" and rest[1].value.isdigit():  # "Sophia 6": a line in a list
        rest = [rest[0], replace(rest[1], kind="line")]
    if len(rest) < 2 or rest[0].kind != "agent" or rest[-1].kind != "line" or rest[0].alts:
        return None
    if not all(t.kind == "word" and t.value in ("at", "line", "step", "on") for t in rest[1:-1]):
        return None
    agent = rest[0]
    close = next((t for t in tokens if t.start >= rest[-1].end), None)
    end = close.end if close is not None and close.value == ")" else rest[-1].end
    said = [replace(t, start=rest[1].start, end=end) for t in verb]  # over the time: the exit's span
    # reaches it
    return [agent] + said + list(rest[1:])


def _item_follows(following: Optional[Sequence[Token]]) -> bool:
    """Whether a name alone ends its sentence or another name follows it ("Charlotte, then Carter"): a list item,
    not the subject of a verb split off after it ("Charlotte then moves it")."""
    if following is None:
        return True
    words = [t for t in following if not (t.kind == "punct" and t.value in "(),")]
    k = 0
    while k < len(words) and words[k].kind == "word" and words[k].value in GAP_LEADS:
        k += 1
    return k < len(words) and words[k].kind == "agent"


def gap_verb(tokens: Sequence[Token], draft: Optional[Draft]) -> list[Token]:
    """The exit verb a clause leaves for a name and a time after it: a heading's ("Exits:"), or an exit's or an
    order of exits' verb with its particles ("Sophia walks out first"); else nothing."""
    heading = _exit_heading(tokens)
    if heading is not None:
        return heading
    if draft is None or draft.negated or not draft.tokens or draft.tokens[0].kind != "agent":
        return []
    if draft.kind == "event" and (draft.predicate != "exit" or len(draft.args.get("agents") or ()) != 1) or \
            draft.kind == "order" and draft.args.get("event") not in (None, "exit", "move") or \
            draft.kind not in ("event", "order"):
        return []
    found = verb_at(draft.tokens, 1, ("exit",), reach=3)
    if found is None:
        return []
    return list(draft.tokens[found[0]:found[0] + 1 + particles(draft.tokens, found[0])])


def _exit_heading(tokens: Sequence[Token]) -> Optional[list[Token]]:
    """The exit word of a heading that lists exits ("Exits:", "Exit order:", "Exits from the staircase:"), else None."""
    words = [t for t in tokens if t.kind != "punct"]
    if not words or words[0].kind != "word" or words[0].value not in ("exits", "exit"):
        return None
    if not all(t.kind == "room" or t.kind == "word" and t.value in EXIT_HEADINGS for t in words[1:]):
        return None
    return [words[0]]


LEAD_ADVERBS = frozenset({"and", "then", "also", "but", "finally", "later", "eventually", "next", "afterwards",
                          "afterward", "lastly", "meanwhile", "soon", "immediately", "first", "so"})


def subject_named(tokens: list[Token]) -> Optional[Token]:
    """The agent opening a clause as its subject, for a clause after it that starts with its verb; not an onlooker
    ("with Elizabeth present, and then exits": the mover exits) nor a possessive ("Aria's move (4), then left").
    A heading before a colon ("Noah's view of Amelia: Noah moved it ... and left") is no part of the clause; a verb
    right after it is the heading's agent's ("Jacob's last action: moved it")."""
    colon = next((k for k, t in enumerate(tokens[:8]) if t.value == ":"), None)
    if colon is not None and colon + 1 < len(tokens):
        return subject_named(tokens[colon + 1:]) or (tokens[0] if tokens[0].kind == "agent" and tokens[
            colon + 1].kind == "word" and not any(t.kind == "agent" for t in tokens[colon + 1:colon + 4]) else None)
    for k, t in enumerate(tokens[:3]):
        if t.kind == "agent":
            owner = k + 1 < len(tokens) and tokens[k + 1].value == "s" and not any(
                x.value in CLAIM_NOUNS for x in tokens[k + 2:k + 4])  # "Olivia's tip ..., and don't reach X": hers
            onlooker = k > 0 and tokens[k - 1].value in ("with", "while", "as", "by", "for", "from", "to", "of")
            return None if owner or onlooker else t
    return None


TIME_OPENERS = frozenset({"when", "while", "as", "after", "before", "once"})


def _dangling_subject(tokens: list[Token]) -> Optional[Token]:
    """An agent after "that" that ends its clause, or has only a short aside after it ("that Jacob, alone"): the
    subject of a "that" clause whose verb comes after the aside."""
    for k in range(len(tokens) - 1, 0, -1):
        if tokens[k].kind == "agent":
            rest = tokens[k + 1:]
            short = not rest or rest[0].value == "," and len(rest) <= 4 and all(t.kind in ("word", "punct")
                                                                                   for t in rest)
            return tokens[k] if short and tokens[k - 1].value == "that" else None
    return None


def nearest_subject(tokens: list[Token]) -> Optional[Token]:
    """The subject a bare verb after this clause takes: the clause's own subject, or the agent opening a trailing
    time clause ("Ethan was there when Nathan took it out, and put it in the C": Nathan's move; "Avery was there
    when William moved it, and left afterwards": Avery's exit), kept as the other candidate (``Token.alts``). A time
    clause's agent needs a verb after it ("when Nathan's move came" names no subject)."""
    own = subject_named(tokens)
    dangling = _dangling_subject(tokens)
    if dangling is not None:  # "knowing that Jacob, alone, then carried it back": Jacob carried it
        return replace(dangling, alts=(own.value,)) if own is not None and own.value != dangling.value else dangling
    for k in range(len(tokens) - 2, 1, -1):
        if tokens[k].kind == "agent" and tokens[k - 1].kind == "word" and tokens[k - 1].value in TIME_OPENERS \
                and tokens[k + 1].kind == "word" and tokens[k + 1].value not in ("s", "and", "or"):
            if own is not None and own.value != tokens[k].value:
                return replace(own, alts=(tokens[k].value,))
            break
    return own


def with_subject(tokens: list[Token], subject: Optional[Token]) -> list[Token]:
    """A clause that starts with its verb ("and left after her") reads with the subject of the clause before."""
    if subject is None or not tokens:
        return tokens
    words = [t for t in tokens if t.kind != "punct"]
    lead = next((t for t in words if not (t.kind == "word" and t.value in ("and", "then", "also", "but"))), None)
    own = next((t for t in words if not (t.kind == "word" and t.value in LEAD_ADVERBS)), None)
    if own is not None and own.kind == "agent":
        return tokens  # "and finally Isabella moved it": a subject of its own after the adverbs
    if lead is None or lead.kind != "word" or lead.value in (
            "the", "it", "she", "he", "they", "a", "an", "when", "after", "before", "so", "because", "since", "as",
            "this", "that", "there", "which", "everyone", "all", "nobody", "no", "both", "meaning", "i", "we",
            "with", "while", "only", "in", "at", "from", "for", "whose", "who", "where", "neither", "none", "nothing",
            "each", "either"):  # "but neither one moves it": a quantifier is a subject of its own
        return tokens
    k = words.index(lead)
    if lead.value in THEN_PREPOSITIONS and k + 1 < len(words) and words[k + 1].value == "then":
        return tokens  # "but by then William is gone": a time phrase, then a clause with a subject of its own
    return [replace(subject, start=lead.start, end=lead.start)] + tokens
