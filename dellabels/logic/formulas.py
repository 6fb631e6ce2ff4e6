"""Formulas of the epistemic language L(P, A) of DEL-ToM section 3.1.

    phi ::= p | not phi | phi and phi | B_i phi

``Top`` (the empty conjunction) is included because event preconditions are
usually trivially true. Formulas are immutable and hashable so model checking
can memoise on them.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence, Union


@dataclass(frozen=True)
class Atom:
    """An atomic proposition p in P, identified by its name."""

    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class Top:
    """The always-true formula (empty conjunction)."""

    def __str__(self) -> str:
        return "T"


@dataclass(frozen=True)
class Not:
    """Negation."""

    sub: "Formula"

    def __str__(self) -> str:
        return f"~{self.sub}"


@dataclass(frozen=True)
class And:
    """Conjunction of two formulas."""

    left: "Formula"
    right: "Formula"

    def __str__(self) -> str:
        return f"({self.left} & {self.right})"


@dataclass(frozen=True)
class Believes:
    """B_agent sub: the agent believes sub."""

    agent: str
    sub: "Formula"

    def __str__(self) -> str:
        return f"B_{self.agent} {self.sub}"


Formula = Union[Atom, Top, Not, And, Believes]
TOP = Top()


def conj(formulas: Iterable[Formula]) -> Formula:
    """Right-nested conjunction of ``formulas``; ``TOP`` when empty."""
    items = list(formulas)
    if not items:
        return TOP
    result = items[-1]
    for item in reversed(items[:-1]):
        result = And(item, result)
    return result


def belief_chain(chain: Sequence[str], sub: Formula) -> Formula:
    """B_a1 B_a2 ... B_an sub for ``chain`` = [a1, ..., an] (outermost first)."""
    result = sub
    for agent in reversed(chain):
        result = Believes(agent, result)
    return result


@lru_cache(maxsize=4096)
def literals(formula: Formula) -> tuple[frozenset[Atom], frozenset[Atom]]:
    """Split a conjunction of literals into (positive atoms, negated atoms).

    Postconditions must have this shape: section 3.1 only asks whether
    post(e) entails p or not-p, which for a consistent conjunction of literals
    is membership. Anything else raises ``ValueError``.
    """
    positive: set[Atom] = set()
    negative: set[Atom] = set()
    stack = [formula]
    while stack:
        item = stack.pop()
        if isinstance(item, Top):
            continue
        if isinstance(item, And):
            stack.extend((item.left, item.right))
        elif isinstance(item, Atom):
            positive.add(item)
        elif isinstance(item, Not) and isinstance(item.sub, Atom):
            negative.add(item.sub)
        else:
            raise ValueError(f"postcondition must be a conjunction of literals, got {item}")
    if positive & negative:
        raise ValueError(f"inconsistent postcondition: {formula}")
    return frozenset(positive), frozenset(negative)
