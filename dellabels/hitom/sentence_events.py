"""One event model per Hi-ToM sentence kind, and the bookkeeping that picks its agents.

Each ``*_effect`` function below reads one sentence, updates the bookkeeping
(``World``: who is where, which room owns which container, when each agent
last left each room, who saw whom in which room) and returns the pointed event models that the
sentence applies by product update, with the agents who witnessed it.
``dellabels.hitom.world`` documents the semantics; this module is its executable form.

Presence is bookkeeping beside the model, kept per witness (``World.seen_in``:
who saw whom in which room, at which line), never a common record: the trust
rule reads only what the listener witnessed, the same sightings that decide
who observes each placement, move and entry. Everything an agent cannot see
(where an object went while it was away, what it was told) lives in the model.
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
    """Bookkeeping of a story run: where everyone is, and who witnessed whose presence where."""

    agents: tuple[str, ...]
    containers: dict[str, set[str]]  # object -> every container the story names for it
    line: int = 0  # the story line being applied
    room_of: dict[str, Optional[str]] = field(default_factory=dict)
    container_room: dict[str, str] = field(default_factory=dict)
    object_container: dict[str, str] = field(default_factory=dict)
    left_at: dict[tuple[str, str], int] = field(default_factory=dict)  # (agent, room) -> line it last left
    seen_in: dict[tuple[str, str, str], int] = field(default_factory=dict)  # (witness, agent, room) -> line
    placed_at: dict[str, int] = field(default_factory=dict)  # object -> line of its first placement
    appeared: set[str] = field(default_factory=set)  # agents that have entered a room so far
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
        """``agent`` leaves its room; it saw who was still there, at this line."""
        room = self.room_of.get(agent)
        if room is not None:
            self.left_at[(agent, room)] = self.line
            self.witness((agent,), self.present(room), room)
        self.room_of[agent] = None

    def witness(self, witnesses: Iterable[str], agents: Iterable[str], room: str) -> None:
        """Each of ``witnesses`` saw each of ``agents`` in ``room`` at this line."""
        agents = tuple(agents)
        for w in witnesses:
            for a in agents:
                if a != w:
                    self.seen_in[(w, a, room)] = self.line

    def enter(self, agent: str, room: str) -> None:
        """``agent`` goes into ``room``: those in the room it leaves see where it goes, those in ``room``
        see it arrive, and it sees them."""
        origin = self.room_of.get(agent)
        if origin is not None:
            self.witness(self.present(origin), (agent,), room)
        self.leave(agent)
        self.room_of[agent] = room
        self.appeared.add(agent)
        here = self.present(room)
        self.witness(here, (agent,), room)
        self.witness((agent,), here, room)

    def saw_object(self, agent: str, obj: str) -> bool:
        """Whether ``agent`` has ever been in the object's room while the object was there."""
        room = self.room_of_object(obj)
        if self.room_of.get(agent) == room:
            return True
        return self.left_at.get((agent, room), -math.inf) > self.placed_at[obj]

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
        self.placed_at.setdefault(obj, self.line)
        return private_event(self.agents, self.present(room), TOP, self.assign(obj, container))


@dataclass(frozen=True)
class Effect:
    """What one sentence does: the actions to apply, and who witnessed it (placement, move, entry)."""

    actions: tuple[Action, ...] = ()
    observers: tuple[str, ...] = ()


def enter_effect(world: World, s: Enter) -> Effect:
    """Everyone in the room afterwards (entrants included) sees where the room's objects are."""
    already = [a for a in s.agents if world.room_of.get(a) == s.room]
    if already:
        raise StoryParseError(f"{' and '.join(already)} {'is' if len(already) == 1 else 'are'} already in the "
                              f"{s.room}")
    for agent in s.agents:
        world.enter(agent, s.room)  # Hi-ToM walks from the waiting room into a room without an exit line
    observers = world.present(s.room)
    actions = tuple(
        private_event(world.agents, observers, TOP, world.assign(obj, c))
        for obj, c in world.object_container.items() if world.container_room[c] == s.room
    )
    return Effect(actions, observers)


def exit_effect(world: World, s: Exit) -> Effect:
    """No epistemic effect on locations; who stayed in the room saw the exit (kept for the trust rule)."""
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


def placement_room(world: World, s: Place) -> str:
    """The room of a placement: the object's room if placed before, else the container's if it has one,
    else the one occupied room other than the waiting room."""
    if s.obj in world.object_container:
        return world.room_of_object(s.obj)
    if s.container in world.container_room:
        return world.container_room[s.container]
    rooms = sorted({r for r in world.room_of.values() if r is not None and r != WAITING_ROOM})
    if len(rooms) == 1:
        return rooms[0]
    if rooms:
        raise StoryParseError(f"the {s.obj} is placed for the first time while {', '.join(rooms)} are all "
                              "occupied: say it while only its room is occupied, or use a container already "
                              "placed in a room")
    if WAITING_ROOM in world.room_of.values():
        raise StoryParseError(f"the {s.obj} cannot be placed in the {WAITING_ROOM} (it holds no objects); "
                              "place it while agents are in another room")
    raise StoryParseError(f"the {s.obj} is placed while no one is in any room, so its room is unknown")


def place_effect(world: World, s: Place) -> Effect:
    """The object is (again) in the container, seen by everyone in its room (see ``placement_room``)."""
    room = placement_room(world, s)
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


def trusts(world: World, listener: str, speaker: str, obj: str) -> bool:
    """The trust rule: a listener weighs a claim only against what she saw herself.

    She believes the speaker iff she never saw the object (never in its room
    while it was there: nothing to weigh the claim against), or she is outside
    the object's room and the speaker was still in it when she last left (she
    saw him stay, so he saw the room after her). A listener inside the room
    sees the object and believes no one; a speaker she saw leave before her,
    or never saw in the room, is not believed, whatever he did out of her
    sight. On Hi-ToM's stories this is exactly its exit-order rule.
    """
    if not world.saw_object(listener, obj):
        return True
    room = world.room_of_object(obj)
    if world.room_of.get(listener) == room:
        return False
    return world.seen_in.get((listener, speaker, room), -math.inf) >= world.left_at[(listener, room)]


def audience(world: World, s: Claim) -> list[str]:
    """Who hears a claim: the listener of a tell (who must be where the speaker is), or everyone there."""
    here = world.room_of.get(s.speaker)
    if s.listener is not None:
        there = world.room_of.get(s.listener)
        if there != here:
            raise StoryParseError(f"{s.speaker} is {_place(here)} and {s.listener} {_place(there)}: a private "
                                  "tell needs both in one place")
        return [s.listener]
    return [a for a in world.agents if a != s.speaker and a in world.appeared and world.room_of.get(a) == here]


def _place(room: Optional[str]) -> str:
    return f"in the {room}" if room is not None else "in no room"


def claim_effect(world: World, s: Claim) -> Effect:
    """Revise first- and second-order beliefs only, as Hi-ToM does (see ``dellabels.hitom.world``)."""
    world.room_of_object(s.obj)
    listeners = audience(world, s)
    chains = {(s.speaker, d) for d in listeners}
    for b in listeners:
        if trusts(world, b, s.speaker, s.obj):
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
