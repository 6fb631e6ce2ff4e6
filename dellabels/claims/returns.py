"""Coming back to a room: "Noah and Ava go back into the den", "she returns to the den", "he re-enters it".

A return is an entry into a room its agent has left before: each agent's entries into the room after the first
time that agent left it. An agent who never left the room has no return to tell of, and "back" then reads as a
plain entry (a writer's "back to the waiting_room" at a story's end), so the entry is checked as told.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.timeline import Timeline


def return_lines(agents: Sequence[str], room: Optional[str], tl: Timeline) -> Optional[list[int]]:
    """The lines where each of ``agents`` comes back into ``room`` (one line for all, else each at its own); None
    when the room is not named or one of them never left it."""
    if room is None or not agents:
        return None
    each: list[set[int]] = []
    for agent in agents:
        left = min(tl.exits(agent, room), default=None)
        if left is None:
            return None
        each.append({t for t in tl.entries(agent, room) if t > left})
    return sorted(set.intersection(*each)) or (sorted(set.union(*each)) if all(each) else [])
