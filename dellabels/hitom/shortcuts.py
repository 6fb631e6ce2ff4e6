"""Shortcut answers and difficulty statistics of Hi-ToM-style questions (no belief reasoning involved).

A benchmark is only as good as the shortcuts it closes. For a question about ``obj`` asked
along ``chain`` these answers need no theory of mind:

* ``final``: where the object really is at the end of the story;
* ``first``: the first container it was in (its placement);
* ``left``: where it was when the chain's last agent (``chain[-1]``, the innermost one)
  last exited the object's room (order 0 has no agent: the final location);
* ``uniform``: a uniform guess among ``containers``, the containers the story names as the
  object's location (placements, moves, claims and tells): expected accuracy 1/len.

``story_stats`` counts what makes a story long or tricky: lines, moves, claims and tells.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from dellabels.hitom.grammar import Claim, Enter, Exit, Move, Place, parse_question, story_lines


@dataclass(frozen=True)
class Shortcuts:
    final: Optional[str]
    first: Optional[str]
    left: Optional[str]
    containers: tuple[str, ...]

    def hits(self, gold: Optional[str]) -> dict[str, float]:
        """Accuracy of every shortcut on a question with this gold (``uniform``: the expected accuracy)."""
        uniform = 1 / len(self.containers) if gold is not None and gold in self.containers else 0.0
        return {"final": float(gold is not None and self.final == gold),
                "first": float(gold is not None and self.first == gold),
                "left": float(gold is not None and self.left == gold), "uniform": uniform}


SHORTCUTS = ("final", "first", "left", "uniform")


def shortcut_answers(story: str, chain: Sequence[str], obj: str) -> Shortcuts:
    """The shortcut answers of the question about ``obj`` along ``chain`` (see the module docstring)."""
    location: Optional[str] = None
    first: Optional[str] = None
    left: Optional[str] = None
    named: list[str] = []
    room_of_container: dict[str, str] = {}
    agent_room: dict[str, Optional[str]] = {}
    last = chain[-1] if chain else None
    for line in story_lines(story):
        s = line.sentence
        if isinstance(s, Enter):
            agent_room.update({a: s.room for a in s.agents})
        elif isinstance(s, (Place, Move)):
            room = agent_room.get(s.agent) if isinstance(s, Move) else next(
                (r for r in agent_room.values() if r and r != "waiting_room"), None)
            room_of_container.setdefault(s.container, room)
            if s.obj == obj:
                location, first = s.container, first or s.container
        elif isinstance(s, Exit):
            if s.agent == last and location is not None and room_of_container.get(location) == s.room:
                left = location
            agent_room[s.agent] = None
        if isinstance(s, (Place, Move, Claim)) and s.obj == obj and s.container not in named:
            named.append(s.container)
    return Shortcuts(location, first, left if chain else location, tuple(named))


def story_stats(story: str) -> dict[str, int]:
    """``lines``, ``moves`` and ``claims`` (public claims and private tells) of a story."""
    lines = story_lines(story)
    return {"lines": len(lines), "moves": sum(isinstance(line.sentence, Move) for line in lines),
            "claims": sum(isinstance(line.sentence, Claim) for line in lines)}


STATS = ("lines", "moves", "claims", "null", "final", "first", "left", "uniform")


def order_stats(docs: Sequence[dict]) -> dict[int, dict[str, float]]:
    """Per question order: mean lines, moves and claims per story, and in percent the share of
    ``[Null]`` golds and every shortcut's accuracy (``final`` = golds at the true final location)."""
    sums: dict[int, dict[str, float]] = {}
    counts: dict[int, int] = {}
    for doc in docs:
        order = doc["question_order"]
        q = parse_question(doc["question"])
        row = {**story_stats(doc["story"]), "null": 100.0 * (doc["answer"] is None)}
        row.update({k: 100.0 * v for k, v in shortcut_answers(doc["story"], q.chain, q.obj).hits(doc["answer"]).items()})
        total = sums.setdefault(order, dict.fromkeys(STATS, 0.0))
        for key in STATS:
            total[key] += row[key]
        counts[order] = counts.get(order, 0) + 1
    return {order: {k: v / counts[order] for k, v in sums[order].items()} for order in sorted(sums)}
