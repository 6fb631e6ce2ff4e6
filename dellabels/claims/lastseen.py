"""Where someone last saw a thing: "Ella's last view is the blue_container", "the last thing Isla saw was the
red_bottle", "the green_drawer is his last view", "Benjamin last saw it in the red_crate".

The claim is about the thing's container at the last line its viewer was in the thing's room (what a DEL-ToM belief
of one agent starts from before any message): true when it was in that container then, false when it was not,
unchecked when the viewer was never in a room with it. "The last thing X saw Y see" (a nested view) is not read.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import PERSPECTIVE, Draft, negates
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict

VIEWS = frozenset({"view", "sight", "information", "info", "look", "glimpse", "knowledge", "sighting"})
SAW = frozenset({"saw", "seen", "sees"})


def _agents(tokens: Sequence[Token]) -> list[int]:
    return [k for k, t in enumerate(tokens) if t.kind == "agent"]


def read_last_seen(tokens: Sequence[Token]) -> Optional[Draft]:
    """A claim of where an agent last saw a thing (module docstring), else None."""
    words = [t.value if t.kind == "word" else t.kind for t in tokens] + ["", "", "", ""]
    con = next((k for k, t in enumerate(tokens) if t.kind == "container"), None)
    agents = _agents(tokens)
    if con is None or "last" not in words or len(agents) != 1:
        return None  # two agents: "the last thing Benjamin saw Jayden see" (a nested view) is not read
    v = agents[0]
    possessive = words[v + 1] == "s" or tokens[v].raw.lower() in ("his", "her", "their")
    after = words[v + 2:v + 4] if words[v + 1] == "s" else words[v + 1:v + 3]
    view = possessive and after[0] == "last" and after[1] in VIEWS  # "Ella's last view", "his last sight"
    thing = words[v - 2:v] == ["last", "thing"] and words[v + 1] in SAW  # "the last thing Isla saw"
    saw_last = words[v + 1] == "last" and words[v + 2] in SAW or words[v + 1] in SAW and "last" in words[v + 2:v + 4]
    if not (view or thing or saw_last) or any(w in PERSPECTIVE for w in words[:v]):
        return None  # "in her model, Liam last saw it ...": a belief about his view, not his view
    obj = next((t.value for t in tokens if t.kind == "object" and t.raw.lower() not in ("it", "them")), None)
    last = words.index("last")
    start = 0 if con < v else min(v, last)
    end = max(con, last + (words[last + 1] in VIEWS | SAW))
    return Draft("belief", "last_seen", list(tokens[start:end + 1]), (tokens[v].value,), obj,
                 tokens[con].value, negated=negates(tokens[:con]))


def last_seen_verdict(d: Draft, tl: Timeline) -> Verdict:
    """The thing's container at the last line its viewer was in its room (module docstring)."""
    if not d.chain or d.obj is None:
        return Verdict(UNCHECKED, None)
    agent = d.chain[0]
    together = [t for t in range(1, tl.end + 1) if tl.object_room(d.obj, t) is not None
                and tl.room(agent, t) == tl.object_room(d.obj, t)]
    if not together:
        return Verdict(UNCHECKED, None)
    there = tl.location(d.obj, together[-1])
    ok = (there == d.value) != d.negated
    return Verdict(TRUE if ok else FALSE, f"{there} at line {together[-1]}", (together[-1],))
