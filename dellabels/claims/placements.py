"""The story's placements told as what the story does: "Line 2 puts the tomato in the green_crate", "the story first
places the pineapple in the green_crate", "the cucumber is first mentioned at line 4, in the green_bucket"."""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft, first_of, negates


PLACING = frozenset({"puts", "put", "places", "placed", "place", "has", "starts", "introduces", "mentions",
                     "mentioned", "sets", "shows"})


def read_told_placement(tokens: Sequence[Token]) -> Optional[Draft]:
    """'Line 2 puts the tomato in the green_crate', 'the story first places the pineapple in the green_crate', 'the
    cucumber is first mentioned at line 4, in the green_bucket': the story's placement of the object there."""
    words = [t.value for t in tokens if t.kind == "word"]
    told = tokens and tokens[0].kind == "line" or words[:2] == ["the", "story"] or "mentioned" in words
    obj, con = first_of(tokens, "object"), first_of(tokens, "container")
    if not told or obj is None or con is None or con < obj or not any(w in PLACING for w in words):
        return None
    return Draft("event", "move", list(tokens[:con + 1]), obj=tokens[obj].value, value=tokens[con].value,
                 negated=negates(tokens[:con]), args={"by": None, "placed": True})


def placing_lines(tl, obj: Optional[str], container: Optional[str], lines: Sequence[int]) -> tuple[int, ...]:
    """Of ``lines``, those that put ``obj`` in ``container`` (a placement or a move): the event a located claim
    dated by its line tells ("the pear starts in the C (line 2), seen by everyone": the placement was seen)."""
    if obj is None or container is None:
        return ()
    placing = set(tl.placements(obj, container)) | set(tl.moves(None, obj, container))
    return tuple(t for t in lines if t in placing)
