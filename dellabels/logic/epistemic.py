"""Epistemic models M = (W, R, V), pointed states and model checking (DEL-ToM 3.1).

Worlds are the integers ``0 .. n-1``. ``valuation[w]`` is the set of atoms true
at ``w`` (so V(p) = {w | p in valuation[w]}), and ``relations[a][w]`` lists the
worlds v with w R_a v. Relations are arbitrary (belief, not knowledge): the
satisfaction clause for B_a quantifies over R_a-successors exactly as in the
paper, so an agent with no successor believes everything.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

from dellabels.logic.formulas import And, Atom, Believes, Formula, Not, Top

Successors = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class EpistemicModel:
    """M = (W, R, V) with W = range(len(valuation))."""

    valuation: tuple[frozenset[Atom], ...]
    relations: Mapping[str, Successors]

    def __post_init__(self) -> None:
        size = len(self.valuation)
        for agent, succ in self.relations.items():
            if len(succ) != size:
                raise ValueError(f"relation of {agent!r} covers {len(succ)} worlds, model has {size}")
            for targets in succ:
                if any(not 0 <= v < size for v in targets):
                    raise ValueError(f"relation of {agent!r} points outside the model")

    @classmethod
    def trusted(cls, valuation: tuple[frozenset[Atom], ...], relations: Mapping[str, Successors]) -> "EpistemicModel":
        """Build without validation: for models produced by this package's own updates."""
        model = object.__new__(cls)
        object.__setattr__(model, "valuation", valuation)
        object.__setattr__(model, "relations", relations)
        return model

    @property
    def agents(self) -> tuple[str, ...]:
        return tuple(self.relations)

    @property
    def size(self) -> int:
        return len(self.valuation)

    def successors(self, agent: str, world: int) -> tuple[int, ...]:
        """Worlds agent considers possible at ``world``."""
        try:
            return self.relations[agent][world]
        except KeyError:
            raise KeyError(f"unknown agent {agent!r}; model agents: {sorted(self.relations)}") from None


@dataclass(frozen=True)
class State:
    """A pointed epistemic model (M, w)."""

    model: EpistemicModel
    point: int = 0

    def satisfies(self, formula: Formula) -> bool:
        """M, w |= formula."""
        return satisfies(self.model, self.point, formula)


def initial_state(agents: Iterable[str], atoms: Iterable[Atom] = ()) -> State:
    """One world where exactly ``atoms`` hold, every agent sees only it (common knowledge)."""
    agents = tuple(agents)
    return State(EpistemicModel((frozenset(atoms),), {a: ((0,),) for a in agents}), 0)


@dataclass
class Checker:
    """Extensions of formulas in one model, each subformula computed once (``cache``)."""

    model: EpistemicModel
    cache: dict[Formula, frozenset[int]] = field(default_factory=dict)

    def extension(self, formula: Formula) -> frozenset[int]:
        cached = self.cache.get(formula)
        if cached is not None:
            return cached
        model = self.model
        worlds = range(model.size)
        if isinstance(formula, Top):
            result = frozenset(worlds)
        elif isinstance(formula, Atom):
            result = frozenset(w for w in worlds if formula in model.valuation[w])
        elif isinstance(formula, Not):
            result = frozenset(worlds) - self.extension(formula.sub)
        elif isinstance(formula, And):
            result = self.extension(formula.left) & self.extension(formula.right)
        elif isinstance(formula, Believes):
            inner = self.extension(formula.sub)
            succ = model.relations[formula.agent] if formula.agent in model.relations else None
            if succ is None:
                raise KeyError(f"unknown agent {formula.agent!r}")
            result = frozenset(w for w in worlds if all(v in inner for v in succ[w]))
        else:
            raise TypeError(f"not a formula: {formula!r}")
        self.cache[formula] = result
        return result


def extension(model: EpistemicModel, formula: Formula) -> frozenset[int]:
    """The set of worlds of ``model`` where ``formula`` holds."""
    return Checker(model).extension(formula)


def satisfies(model: EpistemicModel, world: int, formula: Formula) -> bool:
    """M, w |= formula, by the clauses of section 3.1."""
    if isinstance(formula, Atom):
        return formula in model.valuation[world]
    if isinstance(formula, Top):
        return True
    if isinstance(formula, Not):
        return not satisfies(model, world, formula.sub)
    if isinstance(formula, And):
        return satisfies(model, world, formula.left) and satisfies(model, world, formula.right)
    if isinstance(formula, Believes):
        return all(satisfies(model, v, formula.sub) for v in model.successors(formula.agent, world))
    raise TypeError(f"not a formula: {formula!r}")


def chain_worlds(model: EpistemicModel, world: int, chain: Sequence[str]) -> frozenset[int]:
    """Worlds reached from ``world`` by R_a1 then R_a2 ... R_an.

    M, w |= B_a1 ... B_an phi iff phi holds at every world returned here, so
    this is the frontier that nested-belief model checking quantifies over.
    """
    frontier = frozenset((world,))
    for agent in chain:
        succ = model.relations[agent]
        frontier = frozenset(v for w in frontier for v in succ[w])
    return frontier
