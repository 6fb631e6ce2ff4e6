"""What "heard it" names: the claim or tell the response told last, not the last event of any kind.

Hearing perceives speech, so "Jack hears that", "Benjamin didn't hear it", "heard by everyone" after a public claim
or a private tell is about that message's audience (a public claim: everyone in the room; a tell: its listener),
even when an exit or a move was told after it ("Aiden publicly says it's in the C, and he left after Jack. Jack
hears that"). With no message read yet, a move or an exit is not heard: "it" is the story's next message after
the event told last (the retelling has reached it); with none, the event told last stands, as for seeing.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.verbs import CLAIM_NOUNS
from dellabels.claims.timeline import Timeline
from dellabels.hitom.grammar import Claim

HEARING = frozenset({"hear", "hears", "heard", "hearing", "overhear", "overhears", "overheard", "overhearing"})


def is_hearing(token: Optional[Token]) -> bool:
    """Whether the perception verb is one of hearing."""
    return token is not None and token.kind == "word" and token.value in HEARING


def heard_lines(lines: Sequence[int], claim: Sequence[int], tl: Timeline, speaker: Optional[str] = None) -> list[int]:
    """The lines "heard it" names: the messages of the speaker its subject names ("Aiden's claim was heard by
    ..."); the message told last (``claim``); with none told, ``lines`` when they are a message, else the story's
    first message after them."""
    if speaker is not None and tl.claims(speaker):
        return list(tl.claims(speaker))
    if claim:
        return list(claim)
    if lines and all(_message(tl, t) for t in lines):
        return list(lines)
    if not lines:
        return []
    nxt = next((t for t in range(max(lines) + 1, len(tl.sentences) + 1) if _message(tl, t)), None)
    return [nxt] if nxt is not None else list(lines)


def _message(tl: Timeline, t: int) -> bool:
    return 0 < t <= len(tl.sentences) and isinstance(tl.sentences[t - 1], Claim)


def speaker_named(tokens: Sequence[Token]) -> Optional[str]:
    """The speaker of a message the words name by its speaker ("Aiden's public claim", "Ethan's private message to
    Amelia"), else None."""
    for k in range(len(tokens) - 2):
        if tokens[k].kind == "agent" and tokens[k + 1].value == "s":
            noun = next((t for t in tokens[k + 2:k + 4] if t.kind == "word" and t.value not in ("public", "private")),
                        None)
            if noun is not None and noun.value in CLAIM_NOUNS:
                return tokens[k].value
    return None


def unheard_belief(listener: str, claims: Sequence[int], tl: Timeline) -> Optional[bool]:
    """Whether ``listener``, who heard none of the ``claims`` (their speaker, or one away), "believes it": their
    speaker holds a claim of her own when it is what she believes, and one who did not hear a claim holds it only
    if her belief is its place anyway. True / False for the speaker; False or None (not determinate) for another."""
    if not claims:
        return None
    places = {(tl.sentences[t - 1].obj, tl.sentences[t - 1].container) for t in claims}
    held = any(tl.belief((listener,), obj, t) == c for obj, c in places for t in range(min(claims), tl.end + 1))
    if all(tl.sentences[t - 1].speaker == listener for t in claims):
        return held
    return None if held else False


OPENING = frozenset({"and", "so", "but", "then", "now", "thus"})


def named_first(tokens: Sequence[Token], agent: str) -> bool:
    """Whether a clause opens on ``agent`` by name (not a pronoun, nor inside a "that" clause of another's view:
    "he takes it that Aria believes that too" is his picture of her)."""
    k = next((k for k, t in enumerate(tokens) if t.kind == "agent"), None)
    return k is not None and tokens[k].value == agent and tokens[k].raw == agent and \
        all(t.kind == "word" and t.value in OPENING for t in tokens[:k])


PARTY = (("part", "of"), ("party", "to"), ("privy", "to"), ("in", "on"), ("involved", "in"), ("included", "in"),
         ("involved",), ("included",))
TALK_NOUNS = frozenset({"conversation", "conversations", "exchange", "exchanges", "tell", "tells", "message",
                        "messages", "chat", "discussion", "tip", "talk"})
PARTY_LEAD = frozenset({"is", "was", "are", "were", "not", "also", "even", "ever", "never", "really"})
PARTY_MODIFIERS = frozenset({"private", "public", "s", "-", "–", "—", "whispered", "quiet", "little"})


def party_to(tokens: Sequence[Token], at: int) -> Optional[list[Token]]:
    """"Cy isn't part of that", "Ann wasn't in on that conversation", "Jacob not involved": one party to a message
    is its speaker or a listener, which is what hearing it checks, so the clause is re-read with "heard it" (its
    negation kept); else None. Only a message or a
    bare "that" / "it" is its object: "part of the second trip" is a presence of its own."""
    k = at
    while k < len(tokens) and tokens[k].kind == "word" and tokens[k].value in PARTY_LEAD:
        k += 1
    if k == at or not any(t.value in ("is", "was", "are", "were", "not") for t in tokens[at:k]):
        return None
    phrase = next((p for p in PARTY if [t.value for t in tokens[k:k + len(p)]] == list(p)), None)
    if phrase is None:
        return None
    rest = [t for t in tokens[k + len(phrase):] if not (t.kind == "punct" and t.value in (".", ",", ";", "!"))]
    words = [t.value for t in rest]
    kept = [t for t in tokens[at:k] if t.value not in ("is", "was", "are", "were")]
    heard = replace(tokens[k], value="heard", raw="heard")
    if words in ([], ["it"], ["that"], ["this"]) and (words or len(phrase) == 1 or phrase == ("in", "on")):
        pass  # "isn't involved", "isn't part of that": the message told last
    elif not (words and words[0] in ("that", "this", "the", "their") and words[-1] in TALK_NOUNS and all(
            t.kind == "agent" or t.value in PARTY_MODIFIERS for t in rest[1:-1])):
        return None
    it = replace((rest or tokens[k:k + len(phrase)])[-1], value="it", raw="it")  # the span runs to the clause's end
    return list(tokens[:at]) + kept + [heard, it]
