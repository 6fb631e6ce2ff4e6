"""The Hi-ToM world as DEL: story sentences become actions, questions belief formulas.

Atoms are ``in(X,c)`` ("object X is in container c"). Every story sentence is a
pointed event model applied by product update, followed by bisimulation
contraction:

* Placement, move, and entering a room that holds objects: a *private
  assignment* (``events.private_event``). Observation is presence-based: the
  observers are the agents in that room at that moment (the mover included);
  they see the new location and see each other see it, while everyone else
  believes nothing happened. This yields Hi-ToM's rule that a chain a1..an
  holds the location of the last event all of a1..an observed together.
* Exits, "made no movements", noise: no epistemic effect (the identity action),
  so no update is run. Who is where is common knowledge in Hi-ToM (everyone
  witnesses exits, the exit order is known to all), so presence is kept as
  public bookkeeping that decides each event model's observers, not as atoms.
* Claims and tells: Hi-ToM revises only first- and second-order beliefs and
  leaves everything of depth >= 3 untouched, which no S5-style announcement
  gives. It is still a plain product update, with an event model shaped as a
  trie of the revised chains (``revision_action``): the actual event changes
  nothing; following agent a from a trie node leads to the node of the
  extended chain, whose postcondition sets X := c if that chain is revised;
  any agent leaving the trie reaches a "nothing happened" sink, so every
  longer chain keeps its old value. The revised chains follow Hi-ToM's rules
  (REFERENCE-NOTES): a listener trusts the speaker iff it exited the object's
  room before the speaker or was not in that room; a truster b gets b, b->S
  and S->b set to c; in a public claim the speaker also gets S->d for every
  listener d; a private tell always sets S->L. The speaker's own belief and all
  deeper chains stay as they were.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterable, Optional, Sequence

from dellabels.epistemic import State, chain_worlds, initial_state, satisfies
from dellabels.events import Action, EventModel, private_event, product_update
from dellabels.formulas import TOP, Atom, Formula, Not, belief_chain, conj
from dellabels.grammar import (
    Claim, Enter, Exit, Move, Noise, Place, Question, Stay, StoryLine, StoryParseError,
    parse_question, story_lines,
)
from dellabels.minimise import contract

WAITING_ROOM = "waiting_room"


@lru_cache(maxsize=65536)
def location_atom(obj: str, container: str) -> Atom:
    """The atom in(obj, container)."""
    return Atom(f"in({obj},{container})")


def location_formula(obj: str, container: str, containers: Iterable[str]) -> Formula:
    """obj is in container and in no other of ``containers`` (a conjunction of literals)."""
    others = [Not(location_atom(obj, c)) for c in sorted(set(containers)) if c != container]
    return conj([location_atom(obj, container)] + others)


def revision_action(agents: Sequence[str], chains: Iterable[tuple[str, ...]], post: Formula) -> Action:
    """Event model that sets ``post`` for exactly the belief ``chains`` (see module docstring)."""
    nodes: dict[tuple[str, ...], int] = {(): 0}
    revised = set()
    for chain in chains:
        revised.add(chain)
        for depth in range(1, len(chain) + 1):
            nodes.setdefault(chain[:depth], len(nodes))
    sink = len(nodes)
    prefixes = sorted(nodes, key=nodes.get)
    relations = {
        a: tuple((nodes.get(p + (a,), sink),) for p in prefixes) + ((sink,),) for a in agents
    }
    posts = tuple(post if p in revised else TOP for p in prefixes) + (TOP,)
    return Action(EventModel(relations, (TOP,) * len(posts), posts), 0)


@dataclass
class _Presence:
    """Public bookkeeping: who is in which room, where containers are, exit orders."""

    room_of: dict[str, Optional[str]] = field(default_factory=dict)
    container_room: dict[str, str] = field(default_factory=dict)
    object_container: dict[str, str] = field(default_factory=dict)
    visitors: dict[str, list[str]] = field(default_factory=dict)  # room -> agents of its latest visit
    exits: dict[str, list[str]] = field(default_factory=dict)  # room -> exit order of its latest visit

    def present(self, room: str) -> list[str]:
        return [a for a, r in self.room_of.items() if r == room]


class HiToMStory:
    """A parsed Hi-ToM story with the DEL state after every line.

    ``states[k]`` is the pointed model after line k+1; ``sizes[k]`` its number
    of worlds (the debug report of model sizes per step); ``observers[k]`` the
    agents who witnessed line k+1 (placement, move or entry), else ().
    """

    def __init__(self, story: str | Sequence[StoryLine]):
        self.lines = story_lines(story) if isinstance(story, str) else list(story)
        self.agents = self._collect_agents()
        self.containers: dict[str, set[str]] = {}
        self.objects: list[str] = []
        for line in self.lines:
            s = line.sentence
            if isinstance(s, (Place, Move, Claim)):
                self.containers.setdefault(s.obj, set()).add(s.container)
                if s.obj not in self.objects:
                    self.objects.append(s.obj)
        self.states: list[State] = []
        self.observers: list[tuple[str, ...]] = []
        self._posts: dict[tuple[str, str], Formula] = {}
        self._run()

    def _collect_agents(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for line in self.lines:
            s = line.sentence
            for name in (s.agents if isinstance(s, Enter) else (s.agent,) if hasattr(s, "agent") else ()):
                seen.setdefault(name, None)
            if isinstance(s, Claim):
                seen.setdefault(s.speaker, None)
                if s.listener:
                    seen.setdefault(s.listener, None)
        return tuple(seen)

    @property
    def sizes(self) -> list[int]:
        return [s.model.size for s in self.states]

    def _assign(self, obj: str, container: str) -> Formula:
        key = (obj, container)
        if key not in self._posts:
            self._posts[key] = location_formula(obj, container, self.containers[obj])
        return self._posts[key]

    def _run(self) -> None:
        state = initial_state(self.agents)
        world = _Presence(room_of={a: None for a in self.agents})
        for line in self.lines:
            for action in self._actions(line, world):
                state = contract(product_update(state, action))
            self.states.append(state)
            s = line.sentence
            room = s.room if isinstance(s, Enter) else world.room_of.get(s.agent) if isinstance(s, Move) else \
                world.container_room.get(s.container) if isinstance(s, Place) else None
            self.observers.append(tuple(world.present(room)) if room else ())

    def _actions(self, line: StoryLine, world: _Presence) -> list[Action]:
        s = line.sentence
        fail = lambda msg: StoryParseError(msg, line.number, line.text)  # noqa: E731
        if isinstance(s, Enter):
            if not any(world.room_of[a] == s.room for a in world.room_of):
                world.visitors[s.room], world.exits[s.room] = [], []
            for a in s.agents:
                world.room_of[a] = s.room
                if a not in world.visitors[s.room]:
                    world.visitors[s.room].append(a)
            observers = world.present(s.room)
            return [
                private_event(self.agents, observers, TOP, self._assign(obj, c))
                for obj, c in world.object_container.items()
                if world.container_room.get(c) == s.room
            ]
        if isinstance(s, (Exit, Stay)):
            if world.room_of.get(s.agent) != s.room:
                raise fail(f"{s.agent} is not in the {s.room}")
            if isinstance(s, Exit):
                world.room_of[s.agent] = None
                world.exits[s.room].append(s.agent)
            return []
        if isinstance(s, Noise):
            return []
        if isinstance(s, (Place, Move)):
            if isinstance(s, Move):
                room = world.room_of.get(s.agent)
                if room is None:
                    raise fail(f"{s.agent} is not in any room")
                if s.obj not in world.object_container:
                    raise fail(f"the {s.obj} has not been placed yet")
            else:
                rooms = {r for r in world.room_of.values() if r is not None and r != WAITING_ROOM}
                if len(rooms) != 1:
                    raise fail("a placement needs exactly one occupied room")
                room = rooms.pop()
            world.container_room[s.container] = room
            world.object_container[s.obj] = s.container
            return [private_event(self.agents, world.present(room), TOP, self._assign(s.obj, s.container))]
        if isinstance(s, Claim):
            return [self._claim_action(s, world, fail)]
        raise fail(f"unsupported sentence {s!r}")

    def _claim_action(self, s: Claim, world: _Presence, fail) -> Action:
        if s.obj not in world.object_container:
            raise fail(f"the {s.obj} has not been placed yet")
        room = world.container_room[world.object_container[s.obj]]
        visitors, exits = world.visitors.get(room, []), world.exits.get(room, [])

        def trusts(listener: str) -> bool:
            if listener not in visitors:
                return True
            if s.speaker not in exits or listener not in exits:
                return False
            return exits.index(listener) < exits.index(s.speaker)

        listeners = [s.listener] if s.listener else [a for a in self.agents if a != s.speaker]
        chains = {(s.speaker, d) for d in listeners}
        for b in listeners:
            if trusts(b):
                chains |= {(b,), (b, s.speaker)}
        return revision_action(self.agents, chains, self._assign(s.obj, s.container))

    def believed_location(self, step: int, chain: Sequence[str], obj: str) -> Optional[str]:
        """Container c with M,w |= B_a1..B_an in(obj, c) after line ``step`` (1-based); None if none.

        None means: the object is unknown along the chain, or the chain's
        worlds disagree (no belief formed).
        """
        if not 1 <= step <= len(self.states):
            raise IndexError(f"step {step} outside 1..{len(self.states)}")
        unknown = [a for a in chain if a not in self.agents]
        if unknown:
            raise StoryParseError(f"agents {unknown} do not occur in the story")
        state = self.states[step - 1]
        model = state.model
        frontier = chain_worlds(model, state.point, chain)
        candidates = {c for c in self.containers.get(obj, ()) for w in frontier
                      if location_atom(obj, c) in model.valuation[w]}
        for c in sorted(candidates):
            if satisfies(model, state.point, belief_chain(chain, location_atom(obj, c))):
                return c
        return None

    def belief_steps(self, chain: Sequence[str], obj: str) -> list[Optional[str]]:
        """Believed location for ``chain`` after every line."""
        steps: list[Optional[str]] = []
        for k, state in enumerate(self.states):
            # Lines without epistemic effect keep the very same state object: reuse its answer.
            if k and state is self.states[k - 1]:
                steps.append(steps[-1])
            else:
                steps.append(self.believed_location(k + 1, chain, obj))
        return steps

    def answer(self, question: str | Question) -> "Answer":
        """Answer a Hi-ToM question at the end of the story, with the per-step beliefs."""
        q = parse_question(question) if isinstance(question, str) else question
        if q.obj not in self.containers:
            raise StoryParseError(f"the {q.obj} does not occur in the story", None, q.text)
        steps = self.belief_steps(q.chain, q.obj)
        return Answer(steps[-1], q.order, q.chain, steps)


@dataclass(frozen=True)
class Answer:
    answer: Optional[str]
    order: int
    chain: tuple[str, ...]
    steps: list[Optional[str]]


def answer_question(story: str, question: str) -> Answer:
    """One-call API: parse, simulate, answer."""
    return HiToMStory(story).answer(question)
