"""What a scene of the story is about: "the crawlspace scene is about the corn", "the second trip into the bedroom is
all about the strawberry", "everything in the staircase involves the spinach", "the potato scene doesn't involve
the lemon".

A scene is named by its room; the objects it is about are those placed or moved while in that room. The claim holds
when the object named is one of them ("only" / "all about": the only one), or, denied, when it is none of them.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft, negates
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict
from dellabels.hitom.grammar import Move, Place

SCENE_WORDS = frozenset({"scene", "scenes", "part", "trip", "visit", "section", "portion", "half", "chapter",
                         "episode", "round", "everything", "story"})
ORDINALS = frozenset({"first", "second", "third", "later", "earlier", "last", "final", "next", "other"})
ABOUT = frozenset({"about", "involves", "involve", "involved", "concerns", "concern", "concerned", "features"})


def read_scene(tokens: Sequence[Token]) -> Optional[Draft]:
    """A claim about what one room's scene is about (module docstring)."""
    rooms = [t for t in tokens if t.kind == "room"]
    about = next((k for k, t in enumerate(tokens) if t.kind == "word" and t.value in ABOUT), None)
    if len(rooms) != 1 or about is None or tokens.index(rooms[0]) > about or any(t.kind == "agent" for t in tokens):
        return None
    scene = next((k for k in range(about - 1, -1, -1) if tokens[k].kind == "word" and tokens[k].value in SCENE_WORDS),
                 None)
    if scene is None:
        return None
    obj = next((t for t in tokens[about + 1:about + 5] if t.kind == "object"), None)
    if obj is None:
        return None
    words = {t.value for t in tokens}
    # "the second trip into the bedroom is all about ...": one visit of a room visited more than once, which the
    # reader does not delimit: the object is one of the room's, not its only one
    only = bool(words & {"only", "all", "solely", "just"}) and not words & ORDINALS
    return Draft("event", "scene_about", list(tokens), obj=obj.value, value=rooms[0].value,
                 negated=negates(tokens[scene:about + 1]), args={"only": only})


def scene_verdict(d: Draft, tl: Timeline) -> Verdict:
    """The verdict of a claim about a scene (module docstring)."""
    objects = {s.obj for t, s in enumerate(tl.sentences, start=1) if isinstance(s, (Place, Move))
               and tl.object_room(s.obj, t) == d.value}
    if not objects:
        return Verdict(UNCHECKED, None)
    ok = (objects == {d.obj}) if d.args.get("only") else d.obj in objects
    if d.negated:
        ok = d.obj not in objects
    return Verdict(TRUE if ok else FALSE, ", ".join(sorted(objects)))
