"""The story world line by line, as the claim checker asks it: events, where things are, who is where.

The DEL engine (``HiToMStory``) holds beliefs; this replays the same lines through the engine's own
bookkeeping (``dellabels.hitom.sentence_events.World`` and its effect functions, so presence, rooms and
the trust rule are the engine's) and keeps a snapshot after every line. Time ``t`` is a story line
(1-based): the state right after line ``t``; ``t = 0`` is before the first line.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from dellabels.hitom.grammar import Claim, Enter, Exit, Move, Place, Sentence, Stay
from dellabels.hitom.sentence_events import World, audience, sentence_effect, trusts
from dellabels.hitom.world import HiToMStory


@dataclass(frozen=True)
class Snapshot:
    """Where everyone and everything is right after one line."""

    room_of: dict[str, Optional[str]]  # agent -> room (None: in no room)
    container_of: dict[str, str]  # object -> container
    container_room: dict[str, str]  # container -> room
    trusted: frozenset[tuple[str, str]]  # (listener, speaker) pairs of this line's claim that the listener believes
    heard: frozenset[str]  # listeners of this line's claim


class Timeline:
    """Events and snapshots of a story run (``story``: the ``HiToMStory``; ``rooms`` as it was built with)."""

    def __init__(self, story: HiToMStory):
        self.story = story
        self.lines = story.lines
        self.sentences: list[Sentence] = [line.sentence for line in story.lines]
        self.agents = story.agents
        self.objects = list(story.containers)
        self.containers = sorted({c for found in story.containers.values() for c in found})
        world = World(story.agents, {o: set(c) for o, c in story.containers.items()},
                      container_room=dict(story.rooms))
        self.snapshots: list[Snapshot] = [Snapshot({}, {}, {}, frozenset(), frozenset())]
        rooms: set[str] = set()
        for line in story.lines:
            world.line = line.number
            s = line.sentence
            trusted: set[tuple[str, str]] = set()
            heard: set[str] = set()
            if isinstance(s, Claim):
                heard = set(audience(world, s))
                trusted = {(b, s.speaker) for b in heard if trusts(world, b, s.speaker, s.obj)}
            sentence_effect(world, s)
            if isinstance(s, (Enter, Exit, Stay)):
                rooms.add(s.room)
            self.snapshots.append(Snapshot(dict(world.room_of), dict(world.object_container),
                                           dict(world.container_room), frozenset(trusted), frozenset(heard)))
        self.rooms = sorted(rooms)
        self.end = len(story.lines)

    # --- events ---------------------------------------------------------------------------------------
    def lines_where(self, kind: type, **fields: object) -> list[int]:
        """The lines (1-based) whose sentence is a ``kind`` with these field values (None fields match anything)."""
        found = []
        for t, s in enumerate(self.sentences, start=1):
            if not isinstance(s, kind):
                continue
            ok = True
            for key, want in fields.items():
                if want is None:
                    continue
                have = getattr(s, key, None)
                if key == "agents":
                    ok = ok and want in have
                elif have != want:
                    ok = False
            if ok:
                found.append(t)
        return found

    def exits(self, agent: str, room: Optional[str] = None) -> list[int]:
        """Lines where ``agent`` leaves a room (an exit line, or entering another room from one)."""
        out = self.lines_where(Exit, agent=agent, room=room)
        for t, s in enumerate(self.sentences, start=1):
            if isinstance(s, Enter) and agent in s.agents:
                before = self.snapshots[t - 1].room_of.get(agent)
                if before is not None and (room is None or before == room) and t not in out:
                    out.append(t)
        return sorted(out)

    def entries(self, agent: str, room: Optional[str] = None) -> list[int]:
        return self.lines_where(Enter, agents=agent, room=room)

    def moves(self, agent: Optional[str] = None, obj: Optional[str] = None, container: Optional[str] = None) -> list[int]:
        return self.lines_where(Move, agent=agent, obj=obj, container=container)

    def placements(self, obj: Optional[str] = None, container: Optional[str] = None) -> list[int]:
        return self.lines_where(Place, obj=obj, container=container)

    def claims(self, speaker: Optional[str] = None, listener: Optional[str] = None, obj: Optional[str] = None,
               container: Optional[str] = None, public: Optional[bool] = None) -> list[int]:
        found = self.lines_where(Claim, speaker=speaker, listener=listener, obj=obj, container=container)
        if public is not None:
            found = [t for t in found if self.sentences[t - 1].public == public]  # type: ignore[union-attr]
        return found

    # --- states ---------------------------------------------------------------------------------------
    def room(self, agent: str, t: int) -> Optional[str]:
        return self.snapshots[t].room_of.get(agent)

    def location(self, obj: str, t: int) -> Optional[str]:
        return self.snapshots[t].container_of.get(obj)

    def object_room(self, obj: str, t: int) -> Optional[str]:
        """The room of the object's container right after line ``t`` (None before it is placed)."""
        snap = self.snapshots[t]
        container = snap.container_of.get(obj)
        return snap.container_room.get(container) if container else None

    def witnessed(self, agent: str, t: int) -> bool:
        """Whether ``agent`` saw line ``t`` happen: in the room where it happened (the engine's observers)."""
        observers = self.story.observers[t - 1]
        if observers:
            return agent in observers
        s = self.sentences[t - 1]
        if isinstance(s, Exit):
            return self.snapshots[t - 1].room_of.get(agent) == s.room and agent != s.agent
        if isinstance(s, Claim):
            return agent == s.speaker or agent in self.snapshots[t].heard
        if isinstance(s, Place):  # a placement is seen by everyone in the room of the thing placed
            return self.snapshots[t].room_of.get(agent) == self.object_room(s.obj, t) is not None
        return False

    def belief(self, chain: tuple[str, ...], obj: str, t: int) -> Optional[str]:
        """The engine's belief of ``chain`` about ``obj`` right after line ``t`` (the location for an empty chain)."""
        if t <= 0:
            return None
        return self.story.belief_steps(chain, obj)[t - 1]


@lru_cache(maxsize=256)
def timeline_of(story: HiToMStory) -> Timeline:
    """One timeline per story object (a run checks many responses per story)."""
    return Timeline(story)


def event_room(tl: Timeline, t: int) -> Optional[str]:
    """The room where line ``t`` happened: a mover's or speaker's room, the room left or entered."""
    s = tl.sentences[t - 1]
    who = getattr(s, "agent", None) or getattr(s, "speaker", None)
    if isinstance(s, Enter):
        return s.room
    if who is not None:
        return tl.snapshots[t - 1].room_of.get(who) or tl.snapshots[t].room_of.get(who)
    return None
