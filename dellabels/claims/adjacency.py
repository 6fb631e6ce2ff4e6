"""Right after, just before: the two events are next to each other, with no act of the story between them.

"Carter moved it right after Mila left", "Logan leaves right after Emma", "she moved it just before leaving" say
more than the order: nothing happened in between. In these stories the acts are moves, exits, entries, claims and
tells; a stay ("made no movements and stayed"), a placement, a liking or a lost glove is no act, so it does not
stand between. An act of either agent counts like anyone's ("Logan leaves right after Emma" is false when Logan
first moves the thing, then leaves).
"""
from __future__ import annotations

from typing import Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.timeline import Timeline
from dellabels.hitom.grammar import Claim, Enter, Exit, Move

ACTS = (Move, Exit, Enter, Claim)
CLOSE = frozenset({"right", "just", "immediately", "directly", "straight"})


def close_order(tail: Sequence[Token]) -> bool:
    """Whether a time clause says its events are next to each other: "right after", "just before"."""
    words = [t.value for t in tail if t.kind == "word"]
    k = next((k for k, w in enumerate(words) if w in ("before", "after")), None)
    return bool(k) and words[k - 1] in CLOSE


def adjacent(tl: Timeline, a: int, b: int) -> bool:
    """Whether no act of the story comes strictly between lines ``a`` and ``b``."""
    lo, hi = sorted((a, b))
    return not any(isinstance(tl.sentences[t - 1], ACTS) for t in range(lo + 1, hi))
