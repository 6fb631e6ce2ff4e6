"""The Hi-ToM world as DEL: story sentences become actions, questions belief formulas.

Atoms are ``in(X,c)`` ("object X is in container c"). Every story sentence is a
pointed event model applied by product update, followed by bisimulation
contraction. ``dellabels/hitom/sentence_events.py`` holds one small function per
sentence kind; the semantics:

* Placement, move, and entering a room that holds objects: a *private
  assignment* (``events.private_event``). Observation is presence-based: the
  observers are the agents in that room at that moment (the mover included);
  they see the new location and see each other see it, while everyone else
  believes nothing happened. This yields Hi-ToM's rule that a chain a1..an
  holds the location of the last event all of a1..an observed together. A
  move needs the mover in the object's room, and a container stays in one
  room; anything else is a ``StoryParseError`` naming the line.
* Exits, "made no movements", noise: no effect on locations (the identity
  action), so no update is run; an exit is seen by the agents still in the room.
* Presence is witnessed, not common knowledge. The agents in a room
  see who arrives, who is there and who leaves; those in a room (the waiting
  room included) see who leaves it and for which room; an agent in no room
  (after an exit, before its next entry) sees no one. The same sightings
  decide every event model's observers and the trust rule, so a listener's
  trust never rests on a move of the speaker that her own model says she
  missed. Why not common knowledge: Hi-ToM's golds let a chain hold the last
  event its agents witnessed together, and an agent who knew that another
  re-entered would know he saw the room again. Hi-ToM's chapters leave the
  waiting room in front of everyone waiting there, so its answers are
  unchanged. What remains: a witness of such a return learns that he was in the
  room (a reason to believe him), not what he saw; her picture of his belief
  changes only through what they witness together or what he tells her, as in
  Hi-ToM's golds. Presence is kept as bookkeeping beside the model (per
  witness), not as atoms: every world of an agent's view agrees on it.
* Claims and tells: Hi-ToM revises only first- and second-order beliefs and
  leaves everything of depth >= 3 untouched, which no S5-style announcement
  gives. It is still a plain product update, with an event model shaped as a
  trie of the revised chains (``revision_action``): the actual event changes
  nothing; following agent a from a trie node leads to the node of the
  extended chain, whose postcondition sets X := c if that chain is revised;
  following the agent that ends the node's chain stays on the node (so the
  event model is KD45 and B_a B_a p keeps meaning B_a p); any other agent
  leaving the trie reaches a "nothing happened" sink, so every longer chain
  keeps its old value. The revised chains follow Hi-ToM's rules:
  a truster b gets b, b->S and S->b set to c; in a public
  claim the speaker also gets S->d for every listener d; a private tell always
  sets S->L. The speaker's own belief and all deeper chains stay as they were.
* Speech is heard where it is spoken: a public claim reaches the agents that
  have entered some room so far and are where the speaker is (in the same
  room, or like the speaker in no room); agents elsewhere or not yet in the
  story hear nothing. A private tell needs the listener where the speaker is;
  a tell between agents in different places is an error naming the line.
* Trust (``sentence_events.trusts``), from one principle: a listener weighs a
  claim only against her own sight of the object. She believes the speaker
  iff she never saw the object (never in its room while it was there: never
  in the room at all, or gone before the object arrived; nothing to weigh the
  claim against), or she is outside the object's room and saw the speaker in
  it at or after her own last exit (he was still there when she left, or she
  saw him go back). A listener in the room sees the object and believes no
  one; a speaker she saw leave before her, or never saw there, is not
  believed, whatever he did out of her sight. A believed claim is not a
  sighting, so every claim is weighed against her own sight alone: a listener
  who never saw the object believes each claim and ends with the last one
  (she cannot tell who saw the room later). On Hi-ToM's stories (tells in the
  waiting room after everyone left) this is exactly the exit-order rule.
* Placements: an object placed before is placed again in its own room (seen by
  whoever is there, possibly no one); a new object goes to its container's
  room if the container is already in one, else to the one occupied room other
  than the waiting room; anything else is an error saying why (several rooms
  occupied, only the waiting room, nobody in any room).
* Names: a name is an object or a container, never both; entering the room
  one is in is an error. Errors name a line by its printed number.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping, Optional, Sequence

from dellabels.logic.epistemic import State, chain_worlds, initial_state
from dellabels.logic.events import product_update
from dellabels.hitom.grammar import (
    Claim, Enter, Move, Place, Question, StoryLine, StoryParseError, parse_question, story_lines,
)
from dellabels.hitom.sentence_events import World, location_atom, sentence_effect
from dellabels.logic.minimise import contract


def story_agents(lines: Sequence[StoryLine]) -> tuple[str, ...]:
    """Every agent the story names, in order of first mention."""
    seen: dict[str, None] = {}
    for line in lines:
        s = line.sentence
        names = s.agents if isinstance(s, Enter) else (s.speaker, s.listener) if isinstance(s, Claim) else \
            (getattr(s, "agent", None),)
        for name in names:
            if name:
                seen.setdefault(name, None)
    return tuple(seen)


def story_containers(lines: Sequence[StoryLine]) -> dict[str, set[str]]:
    """Object -> every container the story names for it (placements, moves, claims), objects in order."""
    containers: dict[str, set[str]] = {}
    for line in lines:
        s = line.sentence
        if isinstance(s, (Place, Move, Claim)):
            containers.setdefault(s.obj, set()).add(s.container)
    return containers


def check_roles(roles: dict[str, str], s: StoryLine | object) -> None:
    """A name is an object or a container, never both (``roles``: name -> role, filled as lines come)."""
    if not isinstance(s, (Place, Move, Claim)):
        return
    for word, role in ((s.obj, "object"), (s.container, "container")):
        other = roles.setdefault(word, role)
        if other != role:
            raise StoryParseError(f"the {word} is {'an' if other == 'object' else 'a'} {other} in this story, "
                                  f"not {'an' if role == 'object' else 'a'} {role}")


@dataclass(frozen=True)
class _Simulation:
    """One story's lines and DEL states, shared by every ``HiToMStory`` built from the same text."""

    lines: tuple[StoryLine, ...]
    agents: tuple[str, ...]
    containers: dict[str, frozenset[str]]
    states: tuple[State, ...]
    observers: tuple[tuple[str, ...], ...]
    beliefs: dict  # (chain, obj) -> believed location after every line (filled on demand)


def _simulate(lines: Sequence[StoryLine], rooms: Optional[Mapping[str, str]] = None) -> _Simulation:
    """Apply every line's event models by product update (then contraction), from the initial state."""
    agents = story_agents(lines)
    containers = story_containers(lines)
    states: list[State] = []
    observers: list[tuple[str, ...]] = []
    world = World(agents, containers, container_room=dict(rooms or {}))
    state = initial_state(agents)
    roles: dict[str, str] = {}
    for line in lines:
        world.line = line.number
        try:
            check_roles(roles, line.sentence)
            effect = sentence_effect(world, line.sentence)
        except StoryParseError as err:
            raise StoryParseError(err.reason, line.shown, line.text, err.accepted) from None
        for action in effect.actions:
            state = contract(product_update(state, action))
        states.append(state)
        observers.append(effect.observers)
    return _Simulation(tuple(lines), agents, {o: frozenset(c) for o, c in containers.items()}, tuple(states),
                       tuple(observers), {})


@lru_cache(maxsize=1024)
def _simulate_text(text: str) -> _Simulation:
    """The simulation of a story text, memoised: a run labels many responses per story."""
    return _simulate(story_lines(text))


def forget_stories() -> None:
    """Drop the memoised story simulations (so a benchmark can time a cold start)."""
    _simulate_text.cache_clear()


class HiToMStory:
    """A parsed Hi-ToM story with the DEL state after every line.

    ``states[k]`` is the pointed model after line k+1; ``sizes[k]`` its number
    of worlds (the debug report of model sizes per step); ``observers[k]`` the
    agents who witnessed line k+1 (placement, move or entry), else ().
    Stories given as text share one memoised simulation (and its belief steps)
    per text; each instance gets its own lists and container sets. ``rooms``
    (container -> room, known from the start) is for grammars that state a
    container's room, such as ToMi's; Hi-ToM's rooms come from its placements.
    """

    def __init__(self, story: str | Sequence[StoryLine], rooms: Optional[Mapping[str, str]] = None):
        sim = _simulate_text(story) if isinstance(story, str) and not rooms else \
            _simulate(story_lines(story) if isinstance(story, str) else list(story), rooms)
        self._sim = sim
        self.rooms = dict(rooms or {})  # container -> room, as given
        self.lines = list(sim.lines)
        self.agents = sim.agents
        self.containers = {obj: set(found) for obj, found in sim.containers.items()}
        self.objects = list(self.containers)
        self.states: list[State] = list(sim.states)
        self.observers: list[tuple[str, ...]] = list(sim.observers)

    @property
    def sizes(self) -> list[int]:
        return [s.model.size for s in self.states]

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
        valuations = [model.valuation[w] for w in frontier]
        # M,w |= B_a1..B_an in(obj, c) iff in(obj, c) holds at every world of the chain's frontier (``chain_worlds``)
        for c in sorted(self.containers.get(obj, ())):
            atom = location_atom(obj, c)
            if valuations and all(atom in valuation for valuation in valuations):
                return c
        return None

    def belief_steps(self, chain: Sequence[str], obj: str) -> list[Optional[str]]:
        """Believed location for ``chain`` after every line (computed once per story, chain and object)."""
        key = (tuple(chain), obj)
        cached = self._sim.beliefs.get(key)
        if cached is None:
            steps: list[Optional[str]] = []
            for k, state in enumerate(self.states):
                # Lines without epistemic effect keep the very same state object: reuse its answer.
                if k and state is self.states[k - 1]:
                    steps.append(steps[-1])
                else:
                    steps.append(self.believed_location(k + 1, chain, obj))
            cached = self._sim.beliefs[key] = tuple(steps)
        return list(cached)

    def answer(self, question: str | Question) -> "Answer":
        """Answer a Hi-ToM question at the end of the story, with the per-step beliefs."""
        q = parse_question(question) if isinstance(question, str) else question
        if q.obj not in self.containers:
            known = ", ".join(self.objects) or "none"
            if any(q.obj in found for found in self.containers.values()):
                raise StoryParseError(f"the {q.obj} is a container, not an object: ask where an object is "
                                      f"(objects: {known})", None, q.text)
            raise StoryParseError(f"the {q.obj} does not occur in the story (objects: {known})", None, q.text)
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
