"""The settings of a fresh Hi-ToM set (``dellabels.hitom.fresh``): names, defaults, ranges, checks.

``settings_from`` turns a mapping (lm-eval task metadata, a JSON object) into ``FreshSettings``
with every value checked and every derived value resolved, so the recorded settings alone
determine the docs. A bad value is one ``FreshSettingsError`` naming the setting, raised
before any story is generated.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Mapping, Optional

from deltom_base.errors import FreshSettingsError

MAX_ORDER = 8  # deepest question order (a chain of 8 distinct agents, all in the first chapter)
MAX_AGENTS = 10  # cast size (the fresh vocabulary has 40 names)
MAX_CHAPTER = 8  # agents per chapter: a room owns that many containers, and 3 rooms' fit the choice letters A-Z
MAX_LENGTH = 5  # chapters per story
MAX_PER_ORDER = 10_000  # 50,000 questions at the default orders: about a minute of generation (with a progress bar)
HITOM_SIZES = (5, 3, 4, 5, 3)  # agents per chapter: Hi-ToM's A5, A3, A4, then A5, A3 (first: the whole cast)
TELL_PLAN = (True, False, True, False, True)  # Hi-ToM length 3's (T, F, T), continued
TELL_PLAN_2 = (False, True)  # Hi-ToM length 2: tells after the second chapter only
MOVE_RATE = 0.4  # Hi-ToM length 1: 81 moves in 200 turns (its lengths 2-3 move at about 0.5)

# name -> (default, range, what it controls): the README's difficulty-control table
SETTINGS: dict[str, tuple[str, str, str]] = {
    "seed": ("0", "integer >= 0", "the question stream; a private set is a seed nobody else uses"),
    "per_order": ("40", f"1 .. {MAX_PER_ORDER}", "questions per question order"),
    "story_length": ("1", f"1 .. {MAX_LENGTH}", "chapters per story (Hi-ToM: 1 .. 3)"),
    "orders": ("[0, 1, 2, 3, 4]", f"distinct integers 0 .. {MAX_ORDER}", "question orders asked of every story"),
    "agents": ("max(5, deepest order)", f"3 .. {MAX_AGENTS}, >= deepest order",
               "agents in the story (an order-k chain names k distinct agents)"),
    "agents_per_chapter": ("[agents, 3, 4, 5, 3][:story_length]",
                           f"one integer (every chapter) or a list, one per chapter; 3 .. min(agents, {MAX_CHAPTER}); "
                           "the first >= deepest order", "agents who enter each chapter's room"),
    "tell_ratio": ("0.5", "0 .. 1", "share of stories with claims and tells (exact over every prefix of stories)"),
    "noise": ("0.1", "0 .. <1", "chance of a distractor line before each story line"),
    "move_rate": ("0.4", "0 .. 1", "chance that an agent's turn is a move (else it stays); Hi-ToM length 1: 0.4"),
    "balanced": ("false", "true / false", "keep every shortcut baseline near chance per order (default: at "
                 "Hi-ToM's rates, where Hi-ToM has that story length and order)"),
    "vocab": ('"fresh"', '"fresh" / "hitom"', "the words of the stories: the fresh vocabulary (no word of Hi-ToM's "
             "data) or Hi-ToM's own (new stories in Hi-ToM's world, for a model trained on that world only)"),
}
VOCABS = ("fresh", "hitom")


@dataclass(frozen=True)
class FreshSettings:
    """Every setting of a fresh set, resolved (defaults filled in, derived values computed)."""

    seed: int = 0
    per_order: int = 40
    story_length: int = 1
    orders: tuple[int, ...] = (0, 1, 2, 3, 4)
    agents: int = 5
    agents_per_chapter: tuple[int, ...] = (5,)
    tell_ratio: float = 0.5
    noise: float = 0.1
    move_rate: float = MOVE_RATE
    balanced: bool = False
    vocab: str = "fresh"

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready settings (lists for tuples): what results record beside the fingerprint."""
        return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self).items()}

    @property
    def plan(self) -> tuple[tuple[int, bool], ...]:
        """(agents, tells after it) per chapter: the ``story_writer`` plan."""
        tells = TELL_PLAN_2 if self.story_length == 2 else TELL_PLAN
        return tuple(zip(self.agents_per_chapter, tells[:self.story_length]))


def _fail(name: str, must: str, value: Any) -> FreshSettingsError:
    return FreshSettingsError(f"fresh Hi-ToM setting {name!r}: {must}, got {value!r}")


def _integer(name: str, value: Any, low: int, high: Optional[int] = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
        raise _fail(name, f"must be an integer {low} .. {high}" if high is not None else
                    f"must be an integer >= {low}", value)
    return value


def _number(name: str, value: Any, low: float, high: float, high_open: bool) -> float:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value \
        and (value < high if high_open else value <= high)
    if not ok:
        raise _fail(name, f"must be a number in [{low}, {high}{')' if high_open else ']'}", value)
    return float(value)


def _integers(name: str, value: Any, low: int, high: int) -> tuple[int, ...]:
    items = value if isinstance(value, (list, tuple)) else [value]
    if not items:
        raise _fail(name, "must not be empty", value)
    return tuple(_integer(name, v, low, high) for v in items)


def settings_from(given: Mapping[str, Any]) -> FreshSettings:
    """Checked, resolved settings from ``given`` (unknown keys are an error: filter them first)."""
    unknown = sorted(set(given) - set(SETTINGS))
    if unknown:
        raise FreshSettingsError(f"fresh Hi-ToM: unknown setting {unknown[0]!r}; known: {', '.join(SETTINGS)}")
    seed = _integer("seed", given.get("seed", 0), 0, 2 ** 63 - 1)
    per_order = _integer("per_order", given.get("per_order", 40), 1, MAX_PER_ORDER)
    length = _integer("story_length", given.get("story_length", 1), 1, MAX_LENGTH)
    orders = _integers("orders", given.get("orders", [0, 1, 2, 3, 4]), 0, MAX_ORDER)
    if len(set(orders)) != len(orders):
        raise _fail("orders", "must not repeat an order", given.get("orders"))
    deepest = max(orders)
    sizes = given.get("agents_per_chapter")
    if sizes is not None:
        sizes = _integers("agents_per_chapter", sizes, 3, MAX_CHAPTER)
        if len(sizes) == 1:
            sizes = sizes * length
        elif len(sizes) != length:
            raise _fail("agents_per_chapter", f"must be one integer or a list of {length} (story_length)", sizes)
    default_agents = max(5, deepest, *(sizes or ()))  # deepest <= MAX_ORDER = MAX_CHAPTER
    agents = _integer("agents", given.get("agents", default_agents), 3, MAX_AGENTS)
    if agents < deepest:
        raise _fail("agents", f"order {deepest} needs at least {deepest} agents (a chain names distinct agents)",
                    agents)
    if sizes is None:
        sizes = (min(agents, MAX_CHAPTER), *HITOM_SIZES[1:length])
    if any(size > agents for size in sizes):
        raise _fail("agents_per_chapter", f"a chapter cannot have more than agents={agents}", list(sizes))
    if sizes[0] < deepest:
        raise _fail("agents_per_chapter", f"the first chapter (the question's) needs at least {deepest} agents "
                    f"for order {deepest}", list(sizes))
    tell_ratio = _number("tell_ratio", given.get("tell_ratio", 0.5), 0.0, 1.0, False)
    noise = _number("noise", given.get("noise", 0.1), 0.0, 1.0, True)
    move_rate = _number("move_rate", given.get("move_rate", MOVE_RATE), 0.0, 1.0, False)
    balanced = given.get("balanced", False)
    if not isinstance(balanced, bool):
        raise _fail("balanced", "must be true or false", balanced)
    vocab = given.get("vocab", "fresh")
    if vocab not in VOCABS:
        raise _fail("vocab", f"must be one of {', '.join(map(repr, VOCABS))}", vocab)
    return FreshSettings(seed, per_order, length, tuple(sorted(orders)), agents, tuple(sizes), tell_ratio, noise,
                         move_rate, balanced, vocab)
