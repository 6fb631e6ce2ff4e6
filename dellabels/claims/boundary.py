"""A presence at the line where its subject comes or goes: the state that line ends is meant as much as the one
it begins.

"Lily exits at 13, so she was there" is her presence up to line 13; "she came back at 9; nothing moved while she
was gone" is her absence up to line 9. A story line is a change of state, and a response that dates a state by the
line of its subject's own entry or exit may mean either side of it, so either side is read.
"""
from __future__ import annotations

from typing import Sequence

from dellabels.claims.timeline import Timeline


def state_lines(tl: Timeline, agents: Sequence[str], t: int) -> tuple[int, ...]:
    """The lines whose state a presence of ``agents`` dated at line ``t`` may mean: ``t``, and the line before it
    when ``t`` is one of their own entries or exits."""
    if t <= 1 or not any(t in tl.exits(a) or t in tl.entries(a) for a in agents):
        return (t,)
    return t, t - 1
