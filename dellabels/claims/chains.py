"""The question's whole chain summed up: "the whole chain resolves to the blue_pantry", "every level of the chain
becomes the green_envelope", "so the full chain is the green_container", "every layer lands there", "every nested
belief ends at the red_suitcase".

"The chain" with no agents named after it is the question's own chain (the response is answering it): the claim is
that chain's belief about the question's object, at the question's time, so it is the answer restated (judged like
any restatement). A chain that names its agents ("the chain Emma -> Isla ends at C") is another reader's.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft, negates

CHAIN_WORDS = frozenset({"chain", "level", "levels", "layer", "layers"})
WHOLE = frozenset({"whole", "full", "entire", "every", "each", "all"})
LINKING = frozenset({"resolves", "resolve", "resolved", "lands", "land", "landed", "collapses", "collapsed",
                     "becomes", "become", "became", "ends", "end", "ended", "points", "point", "pointed", "is", "was",
                     "comes", "settles", "settled", "reduces", "reduced", "stays", "stayed", "remains", "goes"})


def read_whole_chain(tokens: Sequence[Token]) -> Optional[Draft]:
    """The question's chain summed up as one place (module docstring), else None."""
    at = next((k for k, t in enumerate(tokens) if t.kind == "word" and (
        t.value == "chain" and any(x.kind == "word" and x.value in WHOLE | {"the"} for x in tokens[max(0, k - 3):k])
        or t.value in CHAIN_WORDS - {"chain"} | {"belief", "beliefs"}
        and any(x.kind == "word" and x.value in ("every", "each", "all") for x in tokens[max(0, k - 3):k])
        and (t.value not in ("belief", "beliefs") or tokens[k - 1].value == "nested"))), None)
    if at is None:
        return None
    con = next((k for k in range(at + 1, len(tokens)) if tokens[k].kind == "container"), None)
    if con is None or con - at > 6 or any(t.kind == "agent" for t in tokens[at + 1:con]):
        return None
    if not any(t.kind == "word" and t.value in LINKING for t in tokens[at + 1:con]) or negates(tokens[:con]):
        return None
    return Draft("belief", "belief", list(tokens[:con + 1]), value=tokens[con].value, args={"whole_chain": True})
