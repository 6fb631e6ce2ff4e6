"""A place told as someone's view: the content of a verb of belief or agreement is no claim about the world.

"Most of the group believes it's in the C", "Liam ends up believing the banana is in the C", "the plum would be
thought to be in the C", "the onion is in the C, according to what Abigail thinks": where the reader cannot read
the believer as a chain, the place is still the believer's, so it is not read as where the object is; where
the believer is an agent named just before the verb, it is read as that agent's belief. Knowing and
remembering are factive ("everyone knows it is in the C" asserts the place) and stay world claims.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import GROUP_WORDS, NEGATIONS, Draft, read_belief
from dellabels.claims.verbs import REPORTING
from dellabels.claims.words import verb_forms

FACTIVE = frozenset(verb_forms("belief") & {"know", "knows", "knew", "knowing", "known", "remember", "remembers",
                                            "remembered", "remembering", "recall", "recalls", "recalled", "recalling"})
AGREEING = frozenset({"agree", "agrees", "agreed", "agreeing", "accept", "accepts", "accepted", "accepting"})
VIEW_VERBS = (verb_forms("belief") - FACTIVE) | AGREEING
MODELLING = frozenset({"model", "models", "modelled", "modeled", "modelling", "modeling"})


def under_view(tokens: Sequence[Token], obj: int, con: int) -> bool:
    """Whether the place of ``tokens[obj]`` in ``tokens[con]`` is the content of a view: a non-factive belief or
    agreement verb shortly before the object or between it and the container, or "according to" right after."""
    around = list(tokens[max(0, obj - 8):obj]) + list(tokens[obj + 1:con])
    if any(t.kind == "word" and t.value in VIEW_VERBS for t in around):
        return True
    after = [t.value for t in tokens[con + 1:con + 5] if t.kind == "word"]
    return after[:2] == ["according", "to"]


def _according_to(tokens: Sequence[Token], obj: int, con: int) -> Optional[Draft]:
    """"The onion is in the C, according to what Abigail thinks Jack thinks": the chain's belief of that place."""
    rest = [t for t in tokens[con + 1:] if t.kind != "punct"]
    if [t.value for t in rest[:2]] != ["according", "to"]:
        return None
    view = rest[3:] if rest[2:3] and rest[2].value == "what" else rest[2:]
    draft = read_belief(list(view) + list(tokens[obj:con + 1]))
    if draft is None or not draft.readable or not draft.chain or draft.value != tokens[con].value:
        return None
    draft.tokens = list(tokens[obj:tokens.index(view[-1]) + 1])
    return draft


def _modeller(tokens: Sequence[Token], holder: int):
    """The index of the agent whose model holds the holder's view ("Isabella models Carter as believing"), None
    when no view verb comes before the holder, False when one does that no agent right before it holds."""
    verbs = [k for k in range(holder) if tokens[k].kind == "word" and tokens[k].value in verb_forms("belief") | MODELLING]
    if not verbs:
        return None
    agents = [k for k in range(holder) if tokens[k].kind == "agent"]
    if len(verbs) == 1 and len(agents) == 1 and 0 < verbs[0] - agents[0] <= 2:
        return agents[0]
    return False


def held_view(tokens: Sequence[Token], obj: int, con: int) -> Optional[Draft]:
    """The view as a belief of the agent it belongs to, when that agent is the nearest one before the verb with
    only a few words between ("Aria ends up thinking it is in the C", "Ethan, for his part, believes ..."): the
    words between qualify the holding, not whose view it is; else None."""
    verb = next((k for k in range(obj - 1, max(-1, obj - 9), -1) if tokens[k].kind == "word"
                 and tokens[k].value in VIEW_VERBS), None)
    if verb is None:
        return _according_to(tokens, obj, con)
    holder = next((k for k in range(verb - 1, -1, -1) if tokens[k].kind != "word" and tokens[k].kind != "punct"),
                  None)
    if holder is None or tokens[holder].kind != "agent" or verb - holder > 5:
        return None
    between = tokens[holder + 1:verb]
    if any(t.value in NEGATIONS or t.value in REPORTING or t.value in GROUP_WORDS for t in between) or (
            holder and tokens[holder - 1].value in ("of", "and", "or", "s")):
        return None  # "Liam says she thinks", "Liam and the others think", "Liam's view": not his own holding
    outer = _modeller(tokens, holder)
    if outer is False:
        return None  # a view verb before the holder that no single agent holds: a chain not read here
    draft = read_belief([tokens[holder]] + list(tokens[verb:]))
    if draft is None or not draft.readable or tuple(draft.chain or ())[:1] != (tokens[holder].value,):
        return None
    if outer is not None:  # "Isabella models Carter as believing ...": his view inside hers
        draft.chain, holder = (tokens[outer].value,) + tuple(draft.chain or ()), outer
    if any(t.value in verb_forms("exit") for t in between):
        draft.args["when"] = "exit"  # "Chloe leaves thinking ...": her view as she left
    draft.tokens = list(tokens[holder:tokens.index(draft.tokens[-1]) + 1]) if draft.tokens[-1] in tokens else \
        list(tokens[holder:])
    return draft
