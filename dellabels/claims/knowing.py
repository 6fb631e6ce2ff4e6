"""Knowing a fact of the story: "Sophia knows Mia left before the move", "he knows she missed the later moves".

"A knows that P" says P (knowing is factive) and that A knows it. P is read and checked as a claim of its own; the
claim is false when P is false (a presence, when its time is its own: a line or an event it names). When P is true, A knows it if A saw the last story line P is about: in these
stories everyone in a room sees every event there and who is present, so an agent who saw the move also saw who was
not there to see it (the lines P is about: the ones its verdict names, else its time's). Otherwise (A saw none of it) whether A knows is not determinate: unchecked.

"A thinks (assumes, believes) that B saw or missed E" is not factive: it is A's picture of who was there. An agent
who saw E saw who was there to see it, so that picture is the truth: the claim has the verdict of the seeing. An
agent who did not see E has no picture of it from the story: unchecked.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict
from dellabels.claims.when import When

KNOWABLE = ("presence", "event", "order")
SEEN_EVENTS = ("move", "exit", "enter")  # a seeing of an event it names


def _only_seen(fact: Draft) -> bool:
    """Whether only being there tells ``fact``: who moved a thing, who saw or missed an event."""
    if fact.kind == "event":
        return fact.predicate == "move" and bool(fact.args.get("by"))
    return fact.kind == "presence" and fact.predicate == "saw" and fact.args.get("event") in SEEN_EVENTS


def _sees_named_event(fact: Draft, verdict: Verdict, tl: Timeline) -> bool:
    """Whether ``fact`` is a seeing or missing of one event its own words fix: "missed the move" in a story of one
    move, "saw Ava leave" where Ava left once (with several, "the move" may be another than the one checked)."""
    if fact.predicate != "saw":
        return False
    if fact.args.get("event") in ("move", "discourse_move") and fact.value is None:
        return len(tl.moves()) == 1
    return fact.value is not None and fact.args.get("event") in SEEN_EVENTS and len(verdict.lines) == 1


def _saw_line(agent: str, t: int, tl: Timeline) -> bool:
    """Whether ``agent`` saw line ``t``, its own act included (one does not watch one's own exit)."""
    return tl.witnessed(agent, t) or getattr(tl.sentences[t - 1], "agent", None) == agent


def known_fact_verdict(knower: Optional[str], fact: Optional[Draft], when: When, verdict: Verdict,
                       tl: Timeline) -> Verdict:
    """The verdict of "``knower`` knows ``fact``" given the fact's own time and verdict."""
    if knower is None or fact is None or fact.kind not in KNOWABLE or verdict.verdict == UNCHECKED:
        return Verdict(UNCHECKED, None)
    if verdict.verdict == FALSE:
        # a presence dated only by what the response told before ("knows Chloe was gone") may be about another
        # moment than the one the reader holds: false only when its time is the fact's own; a seeing of an event
        # it names ("knows Jack missed the move") is dated by that event
        dated = fact.kind != "presence" or when.how in ("line", "anchor") or _sees_named_event(fact, verdict, tl)
        return Verdict(FALSE if dated else UNCHECKED, verdict.gold)
    about = verdict.lines or (when.lines if when.how in ("line", "anchor", "discourse") else ())
    if about and _saw_line(knower, max(about), tl):
        return Verdict(TRUE, verdict.gold)
    if verdict.lines and _only_seen(fact) and not any(_saw_line(knower, t, tl) for t in verdict.lines):
        return Verdict(FALSE, f"{knower} did not see line {max(verdict.lines)}")  # the lines the fact's check names
    return Verdict(UNCHECKED, verdict.gold)


def _seen_lines(fact: Draft, when: When, verdict: Verdict, tl: Timeline) -> tuple[int, ...]:
    """The lines a seeing of an event may be about: those its check names, the event its time names or the one just
    told, and for "the move" (any move it may stand for) every move of the story; () when none is fixed."""
    if verdict.lines:
        return tuple(verdict.lines)
    event = fact.args.get("event")
    if event in ("discourse_move", "later_move") or fact.kind == "event":
        return tuple(tl.moves())
    if event in SEEN_EVENTS + ("discourse",) and when.how in ("line", "anchor", "discourse"):
        return tuple(when.lines)
    return ()


def believed_fact_verdict(believer: Optional[str], fact: Optional[Draft], when: When, verdict: Verdict,
                          tl: Timeline) -> Verdict:
    """The verdict of "``believer`` thinks ``fact``" for a fact only being there tells (who saw or missed an event):
    the fact's, when the believer saw every line it may be about; else unchecked."""
    seeing = fact is not None and (fact.kind == "presence" and fact.predicate == "saw" or _only_seen(fact))
    if believer is None or not seeing or verdict.verdict == UNCHECKED:
        return Verdict(UNCHECKED, None)
    about = _seen_lines(fact, when, verdict, tl)
    if about and all(_saw_line(believer, t, tl) for t in about):
        return Verdict(verdict.verdict, verdict.gold)  # a witness of the event saw who was there to see it
    return Verdict(UNCHECKED, verdict.gold)


def hearing_time(fact: Optional[Draft], claim: tuple[int, ...], when: When) -> When:
    """The time of a hearing known of ("Logan knows Ethan heard it") with no time of its own: the message told last
    (``claim``), as "it" after a hearing names it (``dellabels.claims.hearing``); ``when`` as it is otherwise."""
    if fact is not None and fact.args.get("heard") and claim and when.how not in ("line", "anchor"):
        return When(tuple(claim), "line")
    return when


HAVING = frozenset({"has", "had", "have"})
TOLD = (["that"], ["this"], ["it"], ["any", "of", "it"], ["any", "of", "that"], ["any", "of", "this"])


def no_idea(tokens: Sequence[Token], at: int) -> Optional[list[Token]]:
    """"Emma has no idea", "Jacob has no way of knowing (that)", "Lily has no idea about that move": not knowing
    of an event is not having seen it (in these stories an event is learnt of only by seeing it), so the clause after
    its subject (at ``at``) is re-read as "did not see it" (a bare one, or one of the event told) or "did not know
    about ..." (which names its event); else None. "Has no idea (that) Isla moved it" names a fact: not read here."""
    k = at
    if k + 2 >= len(tokens) or tokens[k].value not in HAVING or tokens[k + 1].value != "no":
        return None
    words = [t.value for t in tokens[k + 2:k + 5]]
    end = k + 3 if words[:1] in (["idea"], ["clue"]) else k + 5 if words == ["way", "of", "knowing"] else None
    if end is None:
        return None
    rest = [t for t in tokens[end:] if not (t.kind == "punct" and t.value in (".", ",", ";", ":", "!", "—", "-"))]
    words = [t.value for t in rest]
    head = list(tokens[:k]) + [replace(tokens[k + 1], value="not", raw="not")]
    if words[:1] == ["about"]:
        return head + [replace(tokens[end - 1], value="know", raw="know")] + rest
    if not words or words in TOLD:
        return head + [replace(tokens[end - 1], value="see", raw="see"), replace((rest or tokens[end - 1:end])[-1],
                                                                                 value="it", raw="it")]
    return None
