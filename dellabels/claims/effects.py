"""Trust, a lie, and a claim's effect on a belief ("Chloe trusts Liam", "in Owen's head nothing changes").

"Liam lied", "Liam's claim doesn't change what Owen thinks", "it changes her belief, not the chain" (the contrast
after ", not" is a second assertion: its "not" is no negation of the first).
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import PERSPECTIVE, Draft, negates
from dellabels.claims.verbs import CLAIM_NOUNS, DEICTIC, subject_of, verb_at
from dellabels.claims.words import verb_forms


def read_communication(tokens: Sequence[Token]) -> Optional[Draft]:
    """Trust, a claim's effect on a belief, a lie. A claim named by "the claim" / "it" is the one just told."""
    agents = [i for i, t in enumerate(tokens) if t.kind == "agent"]
    if not agents:
        return None
    for i in agents:  # "<speaker>'s claim (does not) change <listener>'s belief" / "<agent>'s belief does not change"
        n = i + 2 + (i + 3 < len(tokens) and tokens[i + 2].value in ("public", "private", "secret"))  # the noun
        if n < len(tokens) and tokens[i + 1].value == "s" and tokens[n].value in CLAIM_NOUNS | PERSPECTIVE \
                | {"own"}:
            change = next((j for j in range(n + 1, min(len(tokens), n + 7)) if tokens[j].kind == "word"
                           and (tokens[j].value in verb_forms("change") or tokens[j].value == "effect")), None)
            if change is None:
                continue
            if tokens[n].value in CLAIM_NOUNS:
                stop = next((j for j in range(change, len(tokens)) if tokens[j].value in (",", ";", "not", "but")
                             and j > change), len(tokens))  # "..., not her model of Ella": another claim
                if any(t.value == "only" for t in tokens[n + 1:change]) or any(
                        tokens[j].value in ("and", "or") for j in range(change, stop)):
                    return None  # "only convinces those who ...", "convinces Sophia and William": not one chain
                chain = tuple(tokens[j].value for j in range(change, stop) if tokens[j].kind == "agent") or \
                    tuple(tokens[j + 1].value for j in range(n + 1, change) if tokens[j].value == "to"
                          and tokens[j + 1].kind == "agent")[:1]  # "Benjamin's tell to Liam has no effect": Liam's
                if chain:  # "Mia's claim doesn't alter what Emma thinks Isla believes": the chain Emma -> Isla
                    return Draft("communication", "changes", list(tokens[i:]), chain, value=tokens[i].value,
                                 negated=negates(tokens[n + 1:change + 1]))
                continue
            return Draft("communication", "changes", list(tokens[i:change + 1]), (tokens[i].value,), value=None,
                         negated=_denied(tokens[i + 3:change + 1]), args={"discourse": True})
    effect = _claim_effect(tokens)
    if effect is not None:
        return effect
    subject, at = subject_of(tokens)
    if len(subject) != 1:
        return None
    verb = verb_at(tokens, at, ("distrust", "trust", "lie"), reach=4)
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
    verb = next((k for k, t in enumerate(tokens) if t.value in verb_forms("change")), 0)
    tokens = tokens[:_contrast_start(tokens, verb)]  # "changes her belief, not the chain": the claim before ", not"
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
            and not (words[change - 1:change] == ["s"] or any(w in PERSPECTIVE | CLAIM_NOUNS for w in words[:change])):
        return None  # "the claim does not sway him": a message's effect on him
    negated = same or _denied(tokens)
    return Draft("communication", "changes", list(tokens), chain or ((listener,) if listener else ("*",)), obj, None,
                 negated=negated, args={"discourse": True})


def _denied(tokens: Sequence[Token]) -> bool:
    """A change denied: a negation, or "nothing" / "no" as what changes ("in Ava's head nothing changes")."""
    return negates(tokens) or any(t.kind == "word" and t.value in ("no", "nothing") for t in tokens)


def _contrast_start(tokens: Sequence[Token], after: int) -> int:
    """Where a contrast after the verb at ``after`` starts (", not Y", "but not Y"), else the end: what follows is
    a second assertion, denied, and its "not" is no negation of the first."""
    return next((k for k in range(after + 1, len(tokens) - 1) if tokens[k].value in (",", "but")
                 and tokens[k + 1].value == "not"), len(tokens))
