"""Believing a message in someone's view: "Lily assumes Avery believes it", "Jacob assumes Nathan believes Isabella
accepted the claim", "he'd assume Chloe heard the announcement and believed it too".

To believe (accept, buy) a claim or a tell is to hold the place it names once it is heard. Inside a belief frame
("A thinks", "A assumes", "A would expect") that acceptance is A's picture of B's belief, not A's trust: the claim is
that the chain A ... B holds the message's place right after the message (the one the response told last). A verb
conjoined to a hearing inside the frame ("A assumes B heard it and believes it") has the hearer for its subject,
in the same frame: "and believes it" is B's acceptance in A's view, not A's trust.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.hearing import HEARING
from dellabels.claims.mentions import Token
from dellabels.claims.reader import ADVERBS, FILLER, NEGATIONS, Draft, belief_link
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict
from dellabels.claims.when import When
from dellabels.claims.words import verb_forms
from dellabels.hitom.grammar import Claim

ACCEPTING = frozenset({"believe", "believes", "believed", "believing", "accept", "accepts", "accepted", "accepting",
                       "buy", "buys", "bought", "buying"})
MESSAGE_NOUNS = frozenset({"claim", "announcement", "statement", "tell", "message", "story", "word", "lie", "report"})
DETERMINERS = frozenset({"the", "his", "her", "their", "same", "public", "private", "that", "this", "s"})
SEEING_THAT = frozenset({"see", "sees", "saw", "seeing", "realise", "realises", "realize", "realizes"})
TAIL = frozenset({"too", "as", "well", "also", "either", "then", "now", "still", ",", "."})


def _message_object(rest: Sequence[Token]) -> bool:
    """Whether ``rest`` (after an acceptance verb) is a message and nothing more: "it", "that", "the claim",
    "Aiden's announcement", "his claim too" (no place: "believes it is in the C" is a belief about a place)."""
    if not rest or any(t.kind in ("container", "object", "room", "line") and t.raw.lower() != "it" for t in rest):
        return False
    if rest[0].raw.lower() in ("it", "that", "this") and all(t.value in TAIL for t in rest[1:]):
        return True
    k = 0
    while k < len(rest) and (rest[k].value in DETERMINERS or rest[k].kind == "agent"):
        k += 1
    return k < len(rest) and rest[k].kind == "word" and rest[k].value in MESSAGE_NOUNS and \
        all(t.value in TAIL for t in rest[k + 1:])


def read_acceptance(tokens: Sequence[Token]) -> Optional[Draft]:
    """A chain of believers (at least two) whose last agent believes a message: the draft of that belief, its place
    still to be told by the message (``args["accepts"]``); else None."""
    chain: list[str] = []
    negated, first, i = False, None, 0
    while i < len(tokens):
        t = tokens[i]
        if t.kind != "agent":
            if chain and t.kind != "word":
                return None
            i += 1
            continue
        framed = chain and tokens[i - 1].kind == "word" and (tokens[i - 1].value in verb_forms("belief") or
                                                             tokens[i - 1].value == "that")
        link = belief_link(tokens, i)
        j = i + 1
        while j < len(tokens) and tokens[j].kind == "word" and (tokens[j].value in FILLER | ADVERBS | NEGATIONS):
            negated = negated or tokens[j].value in NEGATIONS
            j += 1
        if chain and framed and j < len(tokens) and tokens[j].value in ACCEPTING and _message_object(tokens[j + 1:]):
            chain.append(t.value)
            return Draft("belief", "belief", list(tokens[first:]), tuple(chain), negated=negated,
                         args={"accepts": True})
        if link is None and j + 1 < len(tokens) and tokens[j].value in SEEING_THAT and tokens[j + 1].value == "that":
            link = (j + 2, "knows", False)  # "can see that B would accept it": seeing that a clause is knowing it
        if link is None or link[1] not in ("belief", "knows"):
            return None
        first = i if first is None else first
        chain.append(t.value)
        negated = negated != link[2]
        i = link[0]
    return None


def heard_in_view(told: Sequence[tuple], sentence: int, tokens: Sequence[Token]) -> Optional[list[Token]]:
    """"A assumes B heard it" then "and believes it": the frame up to B read with this clause, at this clause's
    place; else None (the claim told last, ``told[-1]``, is no hearing inside a frame in this ``sentence``, or this
    clause has a subject of its own)."""
    before = told[-1][1] if told and told[-1][0].sentence == sentence else None
    if before is None or before.kind != "belief" or not before.chain or len(before.chain) < 2 or before.readable:
        return None
    span = before.tokens
    last = max((k for k, t in enumerate(span) if t.kind == "agent"), default=None)
    if last is None or span[last].value != before.chain[-1]:
        return None
    after = [t for t in span[last + 1:] if t.kind == "word" and t.value not in FILLER | ADVERBS]
    if not after or after[0].value not in HEARING:
        return None
    words = [t for t in tokens if t.kind != "punct"]
    while words and words[0].kind == "word" and words[0].value in ("and", "so", "then", "also"):
        words = words[1:]
    if not words or words[0].kind != "word" or words[0].value not in ACCEPTING | NEGATIONS | FILLER:
        return None
    start, end = tokens[0].start, tokens[-1].end
    return [replace(t, start=start, end=end) for t in span[:last + 1]] + list(words)


def acceptance_verdict(draft: Draft, claims: Sequence[int], tl: Timeline) -> tuple[Verdict, tuple[int, ...]]:
    """Whether the chain holds the place of the message told last (``claims``): right after it, and (a belief said
    in the present may be one of now) at the story's end. "A figures B accepted it" may also say that A grasps a fact,
    B's own acceptance: so it is false only when the chain holds the place at neither time and B did not accept it
    either; true when the chain holds it at both; else (and with no message told) unchecked."""
    lines = [t for t in claims if 0 < t <= len(tl.sentences) and isinstance(tl.sentences[t - 1], Claim)]
    if not lines or not draft.chain:
        return Verdict(UNCHECKED, None), ()

    def held(chain: tuple[str, ...], at: Optional[int]) -> bool:
        return any(tl.belief(chain, tl.sentences[t - 1].obj, t if at is None else at) == tl.sentences[t - 1].container
                   for t in lines)

    chain = tuple(draft.chain)
    gold = tl.belief(chain, tl.sentences[lines[-1] - 1].obj, lines[-1])
    if held(chain, None) and held(chain, tl.end):
        return Verdict(FALSE if draft.negated else TRUE, gold), tuple(lines)
    if not held(chain, None) and not held(chain, tl.end) and not held(chain[-1:], None):
        return Verdict(TRUE if draft.negated else FALSE, gold), tuple(lines)
    return Verdict(UNCHECKED, gold), tuple(lines)


def accepted(draft: Draft, claims: Sequence[int], tl: Timeline, verdict: Verdict, when: When) -> tuple[Verdict, When]:
    """An acceptance draft's verdict and time (the message's line), its object and place the message's; any other
    draft's ``verdict`` and ``when`` as they are."""
    if not draft.args.get("accepts"):
        return verdict, when
    verdict, heard = acceptance_verdict(draft, claims, tl)
    if not heard:
        return verdict, when
    draft.obj, draft.value = tl.sentences[heard[-1] - 1].obj, tl.sentences[heard[-1] - 1].container
    return verdict, When(heard, "line")
