"""A belief told again of another knower: "Sophia would think the same of her", "Amelia would agree", "Jack would
reason the same way about Lily".

Such a clause names no place: it says that its knower holds the belief the response stated just before. Two readings
of it are plausible, and the claim is false only when both are: the knower holds that belief about the belief's own
holder ("Lily thinks it is in the C, and Sophia would think the same of her": Sophia thinks Lily thinks it is in the
C; with "of / about <agent>" only this one, and the agent must be that holder), or the knower holds the same belief
in the holder's place ("Lily thinks it is in the C; Sophia would think the same": Sophia thinks it is in the C).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from dellabels.claims.check import check
from dellabels.claims.mentions import Token
from dellabels.claims.reader import negates
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict

SAME_VERBS = frozenset({"think", "thinks", "reason", "reasons", "assume", "assumes", "figure", "figures", "conclude",
                        "concludes", "reach", "reaches", "model", "models", "believe", "believes", "expect",
                        "expects", "see", "sees", "agree", "agrees", "picture", "pictures"})

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
    told = _last_belief(out) if said is not None else None
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
