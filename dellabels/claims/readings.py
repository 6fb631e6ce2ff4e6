"""A claim called false is re-read the other ways a careful reader could read it: false only if false under each.

The readings that may disagree with the first one:

* **subject**: a pronoun's other agents (``Token.alts``: the agents of the clause before, of its sentence, and the
  subjects of the sentence before); a bare verb's other subject, the agent of a trailing time clause ("Ethan was
  there when Nathan took it out, and put it in the C"), is a candidate as a claim's lines are: true for one of them
  makes the claim true;
* **time**: a belief or place said to last ("Lucas still thinks ...", "... find the plum still in the C") in a
  story retold is the moment narrated (the event told just before) as much as the question's time; a belief whose
  content is told in the past under a present knower ("Aiden knows Lily's observation was the C") is at some
  earlier line;
* **viewpoint**: a belief whose chain ends the question's chain, in a sentence that names one of the question's
  outer agents ("in Charlotte's mind, Amelia's picture of ... Lily's view of Logan is frozen at the C"), is the
  chain as written or nested inside that agent's view (the longer chain of the question).

A false claim that one of these readings makes true is ``unchecked``: the readings disagree and the context does
not fix one. Where the context does fix the reading (a "from X's side" frame before the belief), the reader reads
it so in the first place (``dellabels.claims.reader``).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterator, Optional, Sequence

from dellabels.claims.check import check
from dellabels.claims.discourse import Discourse
from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict
from dellabels.claims.when import PAST_MARKERS, When, tense_words, time_of

Redraft = Callable[[list[Token]], Optional[Draft]]
REALITY = frozenset({"fact", "actually", "really", "reality", "truly"})  # words that leave a viewpoint for the world
INNER_PAST = frozenset({"was", "were", "had", "saw", "last"})  # a past tense inside the content of a belief


def reread(draft: Draft, when: When, verdict: Verdict, reading: list[Token], anchor: Sequence[Token],
           tokens: Sequence[Token], frame: Sequence[Token], tl: Timeline, question, ctx: Discourse,
           redraft: Redraft) -> Verdict:
    """``verdict``, or ``unchecked`` when it is false and another reading of the claim (module docstring) is true;
    ``frame``: the tokens of its sentence before it."""
    if verdict.verdict != FALSE:
        return verdict
    start = draft.tokens[0].start if draft.tokens else 0
    frame = list(frame) + [t for t in tokens if t.end <= start]  # its clause's words before it too
    for other, at in _readings(draft, when, reading, anchor, tokens, frame, tl, question, ctx, redraft):
        again = check(other, at, tl, ctx)
        if again.verdict == TRUE:
            return again if other.args.get("bare_verb") else Verdict(UNCHECKED, verdict.gold)
    return verdict


def _readings(draft: Draft, when: When, reading: list[Token], anchor: Sequence[Token], tokens: Sequence[Token],
              frame: Sequence[Token], tl: Timeline, question, ctx: Discourse,
              redraft: Redraft) -> Iterator[tuple[Draft, When]]:
    yield from _subjects(reading, anchor, tokens, tl, question, ctx, redraft)
    yield from _moments(draft, when, tl, ctx)
    yield from _viewpoints(draft, when, frame, tuple(question.chain))


def _subjects(reading: list[Token], anchor: Sequence[Token], tokens: Sequence[Token], tl: Timeline, question,
              ctx: Discourse, redraft: Redraft) -> Iterator[tuple[Draft, When]]:
    """The claim read with each other agent a pronoun may stand for."""
    for k, t in enumerate(reading):
        for alt in t.alts:
            draft = redraft(reading[:k] + [replace(t, value=alt, alts=())] + reading[k + 1:])
            if draft is None:
                continue
            if draft.obj is None and draft.kind in ("belief", "location"):
                draft.obj = question.obj
            if t.start == t.end:  # the subject a bare verb takes over ("..., and put it in the C"): one of two
                draft.args["bare_verb"] = True  # candidates, as a claim's candidate lines are: true at one of them
            yield draft, time_of(tokens, anchor, tl, draft.obj or question.obj, tense_words(tokens), draft,
                                 ctx.lines)


def _moments(draft: Draft, when: When, tl: Timeline, ctx: Discourse) -> Iterator[tuple[Draft, When]]:
    """The narrated moment of a lasting belief or place, and the earlier lines of a belief told in the past."""
    if draft.kind not in ("belief", "location") or when.how != "end":
        return
    if draft.kind == "belief" and draft.chain:
        last = max((k for k, t in enumerate(draft.tokens) if t.kind == "agent" and t.value == draft.chain[-1]),
                   default=len(draft.tokens))
        content = {t.value for t in draft.tokens[last + 1:] if t.kind == "word"}
        if content & INNER_PAST and content & PAST_MARKERS:
            yield draft, When(tuple(range(1, tl.end + 1)), "past")


def _viewpoints(draft: Draft, when: When, frame: Sequence[Token], chain: tuple[str, ...]
                ) -> Iterator[tuple[Draft, When]]:
    """The belief nested inside each outer agent of the question its sentence names before it."""
    own = tuple(draft.chain or ())
    if draft.kind != "belief" or not own or len(own) >= len(chain) or chain[len(chain) - len(own):] != own:
        return
    cut = max((k + 1 for k, t in enumerate(frame) if t.kind == "word" and t.value in REALITY), default=0)
    if any(t.kind == "word" and t.value in REALITY for t in draft.tokens):
        return  # "Alexander really thinks ...": the chain as written, out of any frame
    named = {t.value for t in frame[cut:] if t.kind == "agent"}  # "..., and in fact Alexander thinks": the frame
    # before the reality word is left
    for k in range(len(chain) - len(own)):
        if chain[k] in named:
            yield replace(draft, chain=chain[k:]), when
