"""Event models, actions and product update (DEL-ToM section 3.1).

An event model is (E, Q, pre, post) with events ``0 .. m-1``; ``pre`` and
``post`` are formulas, ``post`` restricted to conjunctions of literals (the
only shape whose entailment of p / not-p the paper's valuation clause needs).

``product_update`` implements the definition literally:
  W' = {(w, e) | M, w |= pre(e)},  (w,e) R'_a (v,f) iff w R_a v and e Q_a f,
  p true at (w, e) iff post(e) |= p, or p true at w and post(e) does not entail not-p.
With ``generated=True`` only the part of M' reachable from the new point is
built; that submodel is bisimilar to the full product at the point, so every
formula gets the same truth value there, and it keeps story models small.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from dellabels.logic.epistemic import Checker, EpistemicModel, State
from dellabels.logic.formulas import Atom, Formula, Top, literals


class PreconditionError(ValueError):
    """The actual event's precondition fails at the actual world."""


@dataclass(frozen=True)
class EventModel:
    """(E, Q, pre, post) with E = range(len(pre))."""

    relations: Mapping[str, tuple[tuple[int, ...], ...]]
    pre: tuple[Formula, ...]
    post: tuple[Formula, ...]

    def __post_init__(self) -> None:
        size = len(self.pre)
        if size == 0:
            raise ValueError("an event model needs at least one event")
        if len(self.post) != size:
            raise ValueError("pre and post must list the same events")
        for agent, succ in self.relations.items():
            if len(succ) != size or any(not 0 <= f < size for fs in succ for f in fs):
                raise ValueError(f"Q of {agent!r} does not fit the {size} events")
        object.__setattr__(self, "_assignments", tuple(literals(p) for p in self.post))

    @property
    def size(self) -> int:
        return len(self.pre)

    def assignment(self, event: int) -> tuple[frozenset[Atom], frozenset[Atom]]:
        """(atoms made true, atoms made false) by post(event)."""
        return self._assignments[event]  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Action:
    """A pointed event model (event model, actual event)."""

    event_model: EventModel
    point: int = 0


def _post_valuation(old: frozenset[Atom], assignment: tuple[frozenset[Atom], frozenset[Atom]]) -> frozenset[Atom]:
    made_true, made_false = assignment
    if not made_true and not made_false:
        return old
    return (old - made_false) | made_true


def product_update(state: State, action: Action, generated: bool = True) -> State:
    """(M, w) x (E, e) -> (M', (w, e)); see the module docstring.

    Raises ``PreconditionError`` when pre(e) fails at w. Agents of M missing
    from Q are treated as seeing nothing happen only if the event model says
    so; they must be listed, otherwise a ``KeyError`` names them.
    """
    model, events = state.model, action.event_model
    missing = [a for a in model.relations if a not in events.relations]
    if missing:
        raise KeyError(f"event model has no Q for agents {missing}")
    checker = Checker(model)
    pre_ext = [None if isinstance(p, Top) else checker.extension(p) for p in events.pre]

    def executable(world: int, event: int) -> bool:
        ext = pre_ext[event]
        return ext is None or world in ext

    if not executable(state.point, action.point):
        raise PreconditionError(f"precondition {events.pre[action.point]} fails at the actual world")

    if generated:
        index: dict[tuple[int, int], int] = {(state.point, action.point): 0}
        order = [(state.point, action.point)]
        cursor = 0
        while cursor < len(order):
            w, e = order[cursor]
            cursor += 1
            for agent, succ in model.relations.items():
                qs = events.relations[agent][e]
                for v in succ[w]:
                    for f in qs:
                        if (v, f) not in index and executable(v, f):
                            index[(v, f)] = len(order)
                            order.append((v, f))
    else:
        order = [(w, e) for w in range(model.size) for e in range(events.size) if executable(w, e)]
        index = {pair: i for i, pair in enumerate(order)}

    valuation = tuple(_post_valuation(model.valuation[w], events.assignment(e)) for w, e in order)
    relations = {}
    get = index.get
    for agent, succ in model.relations.items():
        q = events.relations[agent]
        rows = []
        for w, e in order:
            qe = q[e]
            targets = [i for v in succ[w] for f in qe if (i := get((v, f))) is not None]
            targets.sort()
            rows.append(tuple(targets))
        relations[agent] = tuple(rows)
    return State(EpistemicModel.trusted(valuation, relations), index[(state.point, action.point)])


def public_event(agents: Sequence[str], pre: Formula, post: Formula) -> Action:
    """A single event every agent observes (public announcement / public assignment)."""
    return Action(EventModel({a: ((0,),) for a in agents}, (pre,), (post,)), 0)


def private_event(agents: Sequence[str], observers: Sequence[str], pre: Formula, post: Formula) -> Action:
    """Event 0 (pre, post) seen by ``observers``; everyone else believes nothing happened (event 1).

    Observers also know that non-observers believe nothing happened.
    """
    seen = set(observers)
    relations = {a: ((0,) if a in seen else (1,), (1,)) for a in agents}
    return Action(EventModel(relations, (pre, Top()), (post, Top())), 0)
