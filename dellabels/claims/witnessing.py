"""What a seer's "saw it" names after their own exit: the event told before it, not the exit.

"Jack leaves at 5, after the move. So Jack saw it": one does not watch one's own leaving, so "it" and "that" right
after it name the event the response told before it (here the move). An entry is different: coming in is how one
sees where things are ("Jackson came in, so he notices it is in the C").
"""
from __future__ import annotations

from typing import Sequence

from dellabels.claims.discourse import Discourse
from dellabels.claims.timeline import Timeline
from dellabels.hitom.grammar import Exit


def seen_event(agent: str, lines: Sequence[int], ctx: Discourse, tl: Timeline) -> list[int]:
    """The lines of the event "it" names for ``agent``'s seeing: ``lines``, or, when they are only the agent's own
    exits, those of the last event told that is not."""
    own = set(tl.lines_where(Exit, agent=agent))  # an exit line, not an entry into another room
    if not lines or not set(lines) <= own:
        return list(lines)
    earlier = next((told for told in reversed(ctx.told) if told and not set(told) <= own), None)
    return list(earlier) if earlier else list(lines)
