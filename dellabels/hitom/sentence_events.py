"""One event model per Hi-ToM sentence kind, and the public bookkeeping that picks its agents.

Each ``*_effect`` function below reads one sentence, updates the public
bookkeeping (``World``: who is where, which room owns which container, when
each agent last saw each room) and returns the pointed event models that the
sentence applies by product update, with the agents who witnessed it.
``dellabels.hitom.world`` documents the semantics; this module is its executable form.

Presence is public bookkeeping, not atoms: Hi-ToM makes who is where common
knowledge (exits are seen, exit order is known to all), so every world of a
story model agrees on it and reading it here equals checking it in the model.
Everything an agent cannot see (where an object went while it was away, what
it was told) lives in the model.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Iterable, Optional, Sequence

from dellabels.logic.events import Action, EventModel, private_event
from dellabels.logic.formulas import TOP, Atom, Formula, Not, conj
from dellabels.hitom.grammar import Claim, Enter, Exit, Move, Noise, Place, Sentence, Stay, StoryParseError

WAITING_ROOM = "waiting_room"


@lru_cache(maxsize=65536)
def location_atom(obj: str, container: str) -> Atom:
    """The atom in(obj, container)."""
    return Atom(f"in({obj},{container})")


def location_formula(obj: str, container: str, containers: Iterable[str]) -> Formula:
    """obj is in container and in no other of ``containers`` (a conjunction of literals)."""
    others = [Not(location_atom(obj, c)) for c in sorted(set(containers)) if c != container]
    return conj([location_atom(obj, container)] + others)


def _collapse(chain: Sequence[str]) -> tuple[str, ...]:
    """Drop consecutive repeats: in KD45, B_a B_a phi is equivalent to B_a phi."""
    out: list[str] = []
    for agent in chain:
        if not out or out[-1] != agent:
            out.append(agent)
    return tuple(out)


def revision_action(agents: Sequence[str], chains: Iterable[tuple[str, ...]], post: Formula) -> Action:
    """Event model that sets ``post`` for exactly the belief ``chains`` (and deeper chains keep theirs).

    A trie of the revised chains: the actual event (the root) changes nothing;
    following agent a from node p leads to node p+a, whose postcondition sets
    ``post`` if p+a is revised; an agent leaving the trie reaches a "nothing
    happened" sink. Following the agent that ends p leads back to p itself, so
    every Q_a is serial, transitive and euclidean (KD45) and the update keeps
    introspection: B_a B_a phi holds iff B_a phi does.
    """
    nodes: dict[tuple[str, ...], int] = {(): 0}
    revised = set()
    for chain in map(_collapse, chains):
        revised.add(chain)
        for depth in range(1, len(chain) + 1):
            nodes.setdefault(chain[:depth], len(nodes))
    sink = len(nodes)
    prefixes = sorted(nodes, key=nodes.get)

    def successor(prefix: tuple[str, ...], agent: str) -> int:
        if prefix and prefix[-1] == agent:
            return nodes[prefix]
        return nodes.get(prefix + (agent,), sink)

    relations = {a: tuple((successor(p, a),) for p in prefixes) + ((sink,),) for a in agents}
    posts = tuple(post if p in revised else TOP for p in prefixes) + (TOP,)
    return Action(EventModel(relations, (TOP,) * len(posts), posts), 0)


@dataclass
class World:
    """Public bookkeeping of a story run (common knowledge among the agents)."""

    agents: tuple[str, ...]
    containers: dict[str, set[str]]  # object -> every container the story names for it
    line: int = 0  # the story line being applied
    room_of: dict[str, Optional[str]] = field(default_factory=dict)
    container_room: dict[str, str] = field(default_factory=dict)
    object_container: dict[str, str] = field(default_factory=dict)
    left_at: dict[tuple[str, str], int] = field(default_factory=dict)  # (agent, room) -> line it last left
    _posts: dict[tuple[str, str], Formula] = field(default_factory=dict)

    def present(self, room: str) -> tuple[str, ...]:
        return tuple(a for a in self.agents if self.room_of.get(a) == room)

    def assign(self, obj: str, container: str) -> Formula:
        """Postcondition "obj is in container" (cached: one formula object per pair)."""
        key = (obj, container)
        if key not in self._posts:
            self._posts[key] = location_formula(obj, container, self.containers[obj])
        return self._posts[key]

    def leave(self, agent: str) -> None:
        room = self.room_of.get(agent)
        if room is not None:
            self.left_at[(agent, room)] = self.line
        self.room_of[agent] = None

    def last_seen(self, agent: str, room: str) -> float:
        """When ``agent`` last saw ``room``: now (inf) if inside, the line it left, -inf if never there."""
        if self.room_of.get(agent) == room:
            return math.inf
        return self.left_at.get((agent, room), -math.inf)

    def room_of_object(self, obj: str) -> str:
        if obj not in self.object_container:
            raise StoryParseError(f"the {obj} has not been placed yet")
        return self.container_room[self.object_container[obj]]

    def put(self, obj: str, container: str, room: str) -> Action:
        """obj goes to container in room, seen by everyone present there (a private assignment)."""
        owner = self.container_room.setdefault(container, room)
        if owner != room:
            raise StoryParseError(f"the {container} is in the {owner}, not in the {room}")
        self.object_container[obj] = container
        return private_event(self.agents, self.present(room), TOP, self.assign(obj, container))


@dataclass(frozen=True)
class Effect:
    """What one sentence does: the actions to apply, and who witnessed it (placement, move, entry)."""

    actions: tuple[Action, ...] = ()
    observers: tuple[str, ...] = ()


def enter_effect(world: World, s: Enter) -> Effect:
    """Everyone in the room afterwards (entrants included) sees where the room's objects are."""
    for agent in s.agents:
        if world.room_of.get(agent) != s.room:
            world.leave(agent)  # Hi-ToM walks from the waiting room into a room without an exit line
            world.room_of[agent] = s.room
    observers = world.present(s.room)
    actions = tuple(
        private_event(world.agents, observers, TOP, world.assign(obj, c))
        for obj, c in world.object_container.items() if world.container_room[c] == s.room
    )
    return Effect(actions, observers)


def exit_effect(world: World, s: Exit) -> Effect:
    """No epistemic effect: the exit (and its order) is common knowledge, kept in the bookkeeping."""
    _require_in(world, s.agent, s.room)
    world.leave(s.agent)
    return Effect()


def stay_effect(world: World, s: Stay) -> Effect:
    """No epistemic effect."""
    _require_in(world, s.agent, s.room)
    return Effect()


def noise_effect(world: World, s: Noise) -> Effect:
    """No epistemic effect."""
    return Effect()


def place_effect(world: World, s: Place) -> Effect:
    """The object appears in the one occupied room, seen by everyone there."""
    rooms = {r for r in world.room_of.values() if r is not None and r != WAITING_ROOM}
    if len(rooms) != 1:
        raise StoryParseError("a placement needs exactly one occupied room")
    room = rooms.pop()
    if s.obj in world.object_container and world.room_of_object(s.obj) != room:
        raise StoryParseError(f"the {s.obj} is in the {world.room_of_object(s.obj)}, not in the {room}")
    return Effect((world.put(s.obj, s.container, room),), world.present(room))


def move_effect(world: World, s: Move) -> Effect:
    """The mover, in the object's room, moves it; everyone in that room sees it."""
    room = world.room_of.get(s.agent)
    if room is None:
        raise StoryParseError(f"{s.agent} is not in any room")
    where = world.room_of_object(s.obj)
    if where != room:
        raise StoryParseError(f"{s.agent} is in the {room}, but the {s.obj} is in the {where}")
    return Effect((world.put(s.obj, s.container, room),), world.present(room))


def trusts(world: World, listener: str, speaker: str, room: str) -> bool:
    """Hi-ToM's exit-order rule, read as "trust whoever saw the object's room more recently".

    A listener who was never in the room has nothing to weigh the claim against
    and believes it. Otherwise it believes the speaker iff the speaker saw the
    room later than it did: with one visit that is "the listener exited before
    the speaker" (Hi-ToM's rule); with re-entries it compares each agent's last
    exit before the tell. A speaker still in the room sees it now, so every
    listener outside believes it; a listener still in the room sees the object
    itself and believes no one.
    """
    mine = world.last_seen(listener, room)
    return mine == -math.inf or mine < world.last_seen(speaker, room)


def claim_effect(world: World, s: Claim) -> Effect:
    """Revise first- and second-order beliefs only, as Hi-ToM does (see ``dellabels.hitom.world``)."""
    room = world.room_of_object(s.obj)
    listeners = [s.listener] if s.listener else [a for a in world.agents if a != s.speaker]
    chains = {(s.speaker, d) for d in listeners}
    for b in listeners:
        if trusts(world, b, s.speaker, room):
            chains |= {(b,), (b, s.speaker)}
    return Effect((revision_action(world.agents, chains, world.assign(s.obj, s.container)),))


def _require_in(world: World, agent: str, room: str) -> None:
    if world.room_of.get(agent) != room:
        raise StoryParseError(f"{agent} is not in the {room}")


EFFECTS: dict[type, Callable[[World, Sentence], Effect]] = {
    Enter: enter_effect, Exit: exit_effect, Stay: stay_effect, Noise: noise_effect,
    Place: place_effect, Move: move_effect, Claim: claim_effect,
}


def sentence_effect(world: World, s: Sentence) -> Effect:
    """Dispatch ``s`` to its event model (``StoryParseError`` for what the world makes impossible)."""
    effect = EFFECTS.get(type(s))
    if effect is None:
        raise StoryParseError(f"unsupported sentence {s!r}")
    return effect(world, s)
