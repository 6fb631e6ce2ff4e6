"""A belief told again of another knower: "Sophia would think the same of her", "Amelia would agree", "Jack would
reason the same way about Lily".

Such a clause names no place: it says that its knower holds the belief the response stated just before. Two readings
of it are plausible, and the claim is false only when both are: the knower holds that belief about the belief's own
holder ("Lily thinks it is in the C, and Sophia would think the same of her": Sophia thinks Lily thinks it is in the
C; with "of / about <agent>" only this one, and the agent must be that holder), or the knower holds the same belief
in the holder's place ("Lily thinks it is in the C; Sophia would think the same": Sophia thinks it is in the C).

"Olivia thinks it is in the C, and she assumes Hannah does as well" ("knows too", "believes it too", "knows the
same") credits another agent with that belief inside its holder's view: Olivia thinks Hannah thinks it is in the C
(after "knows where it is", Hannah knows where it is). The clause's own chain without its last agent must end the
told chain; the chain as written and the told chain extended by that agent are its two readings.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.check import check
from dellabels.claims.mentions import Token
from dellabels.claims.reader import negates, read_belief
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict

SAME_VERBS = frozenset({"think", "thinks", "reason", "reasons", "assume", "assumes", "figure", "figures", "conclude",
                        "concludes", "reach", "reaches", "model", "models", "believe", "believes", "expect",
                        "expects", "see", "sees", "agree", "agrees", "picture", "pictures"})

# the words a clause crediting another agent with the told belief ends in, after that agent ("does as well")
LIKEWISE_TAIL = frozenset({"knows", "know", "thinks", "think", "believes", "believe", "does", "do", "did", "it",
                           "that", "so", "this", "too", "as", "well", "also", "the", "same", "thing", "now", "by",
                           "then", "would", "will", "to", "has", "have", "is", "on", "page"})
LIKEWISE_MARKS = ("too", "well", "also", "same")
CREDIT_LEADS = frozenset({"and", "so", "but", "then", "thus", "therefore", "now", "also", "of", "course", "naturally",
                          "since", "because", "presumably", "clearly"})  # words before the clause's knower
LEADS = frozenset({"would", "will", "should", "could", "must", "d", "ll", "also", "likewise"})


def _said_again(tokens: Sequence[Token]) -> Optional[tuple[str, Optional[str]]]:
    """The knower of a "would think the same (of Y)" / "would agree" clause and the Y it names, else None."""
    words = [t for t in tokens if t.kind != "punct"]
    agents = [k for k, t in enumerate(words) if t.kind == "agent"]
    verb = next((k for k, t in enumerate(words) if t.kind == "word" and t.value in SAME_VERBS), None)
    if not agents or verb is None or agents[0] > verb or negates(words) or any(t.kind in ("container", "object")
                                                                               for t in words):
        return None
    values = [t.value for t in words]
    if verb == 0 or not (values[verb - 1] in LEADS or words[verb - 1].kind == "agent"):
        return None  # the knower's own verb ("Sophia would think"), not one inside an aside about her
    agreed = values[verb] in ("agree", "agrees") and verb + 1 == len(words)  # "Amelia, knowing Mia, would agree"
    if not agreed and "same" not in values[verb + 1:]:
        return None
    about = [words[k].value for k in agents if k > verb]  # "model Oliver the same way", "the same of her"
    if len(about) > 1 or len(agents) - len(about) > (2 if agreed else 1):
        return None
    if "way" in values[verb + 1:] and not about:
        return None  # "Carter would reason the same way": the same method for his own case, not the same belief
    return words[agents[0]].value, (about[0] if about else None)


def _last_belief(out: Sequence[tuple]) -> Optional[tuple]:
    """The belief claim told last, with a place, in this sentence or the one before (``out``: claim, draft, time,
    verdict); None when the claim told last is no such belief."""
    for claim in reversed(out[-3:]):
        draft = claim[1]
        if draft.kind == "belief" and draft.predicate in ("belief", "answer") and draft.chain and draft.value \
                and draft.readable and claim[3].verdict != UNCHECKED:
            return claim
    return None


def same_view(clause, tokens: Sequence[Token], out: Sequence[tuple], tl: Timeline) -> Optional[tuple]:
    """The claim (clause, draft, time, verdict) of a belief told again of another knower, else None."""
    said = _said_again(tokens)
    if said is None:
        return credited_view(clause, tokens, out, tl)
    told = _last_belief(out)
    if told is None or told[0].sentence < clause.sentence - 1:
        return None
    knower, about = said
    chain = tuple(told[1].chain)
    if knower in chain or (about is not None and about != chain[0]):
        return None
    readings = [(knower,) + chain] + ([(knower,) + chain[1:]] if about is None else [])
    draft = replace(told[1], tokens=list(tokens), chain=readings[0], args=dict(told[1].args))
    verdicts = [check(replace(draft, chain=c), told[2], tl) for c in readings]
    if any(v.verdict == TRUE for v in verdicts):
        return clause, draft, told[2], next(v for v in verdicts if v.verdict == TRUE)
    if all(v.verdict == FALSE for v in verdicts):
        return clause, draft, told[2], verdicts[0]
    return clause, draft, told[2], Verdict(UNCHECKED, None)


def _credited(tokens: Sequence[Token]) -> Optional[tuple[str, ...]]:
    """The chain of a clause crediting its last agent with the belief told before ("she assumes Hannah does as
    well": (she, Hannah)), else None."""
    agents = [k for k, t in enumerate(tokens) if t.kind == "agent"]
    if len(agents) < 2 or any(t.kind in ("container", "room", "line") for t in tokens) or negates(tokens):
        return None
    last = agents[-1]
    lead = [t.value for t in tokens[:agents[0]] if t.kind != "punct"]
    if not set(lead) <= CREDIT_LEADS or any(t.kind == "object" for t in tokens[:last]) or \
            tokens[last - 1].kind != "word" or tokens[last - 1].value in ("and", "or", "of", "with"):
        return None  # "I'd carry that through to her picture of Owen as well": the writer's step, not her belief
    tail = ["it" if t.kind == "object" else t.value for t in tokens[last + 1:] if t.kind != "punct"]  # "it" read
    if not tail or not set(tail) <= LIKEWISE_TAIL or not any(w in tail for w in LIKEWISE_MARKS) or \
            "same" in tail and "the" not in tail:
        return None
    draft = read_belief(list(tokens[:last]) + [replace(tokens[last], kind="word", value="it")])  # the knowers
    if draft is None or draft.kind != "belief" or not draft.chain or tokens[last].value in draft.chain:
        return None
    return tuple(draft.chain) + (tokens[last].value,)


def _last_place_belief(out: Sequence[tuple]) -> Optional[tuple]:
    """The belief told last, with a place or as knowing where the thing is, if it is the claim told last."""
    for claim in reversed(out[-2:]):
        draft = claim[1]
        if draft.kind == "belief" and draft.chain and draft.readable and claim[3].verdict != UNCHECKED and (
                draft.predicate in ("belief", "answer") and draft.value or draft.predicate == "knows_where"):
            return claim
        if draft.kind == "belief":
            return None
    return None


def _credited_readings(chain: tuple[str, ...], held: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The chains a clause of ``chain`` credits the belief told of ``held`` to: the chain as written, and the told
    chain extended by the credited agent when the clause's knowers end it ("Noah thinks ...; he assumes Ella does
    too"), or the told belief inside the clause's knowers when the credited agent holds it ("Ella thinks Max thinks
    ...; Noah would expect Ella to know that too"); [] when the clause names none of the told chain's agents so."""
    head, agent = chain[:-1], chain[-1]
    if len(held) > 1 and agent == held[0] and agent not in head:
        return [chain, head + held]
    if agent == held[-1] and held[0] == chain[0]:  # "X knows Ava thinks C; she'd assume Carter would figure Ava
        return [chain]  # knows it too": the same belief of Ava's in another knower's view
    if agent not in held and held[len(held) - len(head):] == head:
        return [chain] + ([held + (agent,)] if held != head else [])
    return []


def credited_view(clause, tokens: Sequence[Token], out: Sequence[tuple], tl: Timeline) -> Optional[tuple]:
    """The claim (clause, draft, time, verdict) of a belief credited to another agent "too", else None."""
    chain = _credited(tokens)
    told = _last_place_belief(out) if chain is not None else None
    if told is None or told[0].sentence < clause.sentence - 1:
        return None
    held = tuple(told[1].chain)
    first = next(t for t in tokens if t.kind == "agent")
    names = (chain[0],) + (tuple(first.alts) if chain[0] not in held else ())  # "he" may be another agent
    readings = next((r for r in (_credited_readings((name,) + chain[1:], held) for name in names) if r), [])
    if not readings:
        return None
    draft = replace(told[1], tokens=list(tokens), chain=readings[0], args=dict(told[1].args))
    verdicts = [check(replace(draft, chain=c), told[2], tl) for c in readings]
    if any(v.verdict == TRUE for v in verdicts):
        return clause, draft, told[2], next(v for v in verdicts if v.verdict == TRUE)
    if all(v.verdict == FALSE for v in verdicts):
        return clause, draft, told[2], verdicts[0]
    return clause, draft, told[2], Verdict(UNCHECKED, None)
