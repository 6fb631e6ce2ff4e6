"""Textbook DEL cases with concrete assertions (section 3.1 semantics)."""
import random

import pytest

from dellabels.logic.epistemic import EpistemicModel, State, extension, initial_state, satisfies
from dellabels.logic.events import Action, EventModel, PreconditionError, private_event, product_update, public_event
from dellabels.logic.formulas import TOP, And, Atom, Believes, Not, belief_chain, literals
from dellabels.logic.minimise import contract
from dellabels.hitom.sentence_events import revision_action

p, q = Atom("p"), Atom("q")


def test_private_observation_with_absent_agent():
    state = initial_state(["a", "b"])
    state = contract(product_update(state, private_event(["a", "b"], ["a"], TOP, p)))
    assert state.satisfies(p)
    assert state.satisfies(Believes("a", p))
    assert state.satisfies(Believes("b", Not(p)))  # b missed it
    assert state.satisfies(Believes("a", Believes("b", Not(p))))  # a knows b missed it
    assert state.satisfies(Believes("b", Believes("a", Not(p))))  # b thinks nothing happened
    assert state.model.size == 2


def test_public_announcement_removes_worlds():
    # a does not know whether p; b does.
    model = EpistemicModel((frozenset({p}), frozenset()), {"a": ((0, 1), (0, 1)), "b": ((0,), (1,))})
    state = State(model, 0)
    assert not state.satisfies(Believes("a", p)) and not state.satisfies(Believes("a", Not(p)))
    after = product_update(state, public_event(["a", "b"], p, TOP), generated=False)
    assert after.model.size == 1
    assert after.satisfies(Believes("a", p)) and after.satisfies(Believes("b", Believes("a", p)))
    with pytest.raises(PreconditionError):
        product_update(State(model, 1), public_event(["a", "b"], p, TOP))


def test_postcondition_valuation_clause():
    state = initial_state(["a"], [p])
    after = product_update(state, public_event(["a"], TOP, And(Not(p), q)))
    assert after.satisfies(q) and after.satisfies(Not(p))
    with pytest.raises(ValueError):
        literals(Believes("a", p))


def test_sally_anne_first_order_false_belief():
    basket, box = Atom("in(marble,basket)"), Atom("in(marble,box)")
    agents = ["sally", "anne"]
    state = initial_state(agents)
    state = contract(product_update(state, public_event(agents, TOP, And(basket, Not(box)))))
    # Sally leaves; Anne moves the marble unobserved by Sally.
    state = contract(product_update(state, private_event(agents, ["anne"], TOP, And(box, Not(basket)))))
    assert state.satisfies(box)
    assert state.satisfies(Believes("anne", box))
    assert state.satisfies(Believes("sally", basket))
    assert state.satisfies(Believes("anne", Believes("sally", basket)))
    assert not state.satisfies(Believes("sally", box))


def test_second_order_false_belief():
    # Ice-cream van: both see it in the park; each is told separately that it moved to the church.
    park, church = Atom("park"), Atom("church")
    agents = ["john", "mary"]
    state = contract(product_update(initial_state(agents, [park]), public_event(agents, TOP, TOP)))
    move = And(church, Not(park))
    state = contract(product_update(state, private_event(agents, ["mary"], TOP, move)))
    state = contract(product_update(state, private_event(agents, ["john"], TOP, move)))
    assert state.satisfies(Believes("john", church)) and state.satisfies(Believes("mary", church))
    assert state.satisfies(belief_chain(["john", "mary"], park))  # second-order false belief
    assert state.satisfies(belief_chain(["mary", "john"], park))


def test_revision_leaves_depth_three_unchanged():
    agents = ["s", "b", "c"]
    state = contract(product_update(initial_state(agents), public_event(agents, TOP, p)))
    state = contract(product_update(state, revision_action(agents, [("b",), ("b", "s"), ("s", "b")], Not(p))))
    assert state.satisfies(p)  # reality unchanged
    assert state.satisfies(Believes("s", p))  # speaker unchanged
    assert state.satisfies(belief_chain(["b"], Not(p)))
    assert state.satisfies(belief_chain(["b", "s"], Not(p)))
    assert state.satisfies(belief_chain(["s", "b"], Not(p)))
    assert state.satisfies(belief_chain(["b", "s", "c"], p))  # depth 3 unchanged
    assert state.satisfies(belief_chain(["c", "b"], p))  # not a revised chain


def _random_model(rng, n, agents):
    valuation = tuple(frozenset(a for a in (p, q) if rng.random() < 0.5) for _ in range(n))
    relations = {a: tuple(tuple(sorted(rng.sample(range(n), rng.randint(1, 2)))) for _ in range(n)) for a in agents}
    return EpistemicModel(valuation, relations)


def _random_formula(rng, depth, agents):
    if depth == 0:
        return rng.choice([p, q])
    kind = rng.randrange(3)
    if kind == 0:
        return Not(_random_formula(rng, depth - 1, agents))
    if kind == 1:
        return And(_random_formula(rng, depth - 1, agents), _random_formula(rng, depth - 1, agents))
    return Believes(rng.choice(agents), _random_formula(rng, depth - 1, agents))


def test_contraction_and_generated_update_preserve_truth():
    rng = random.Random(7)
    agents = ["a", "b"]
    event_model = EventModel({"a": ((0,), (1,)), "b": ((1,), (1,))}, (TOP, p), (q, TOP))
    for _ in range(60):
        state = State(_random_model(rng, 5, agents), 0)
        full = product_update(state, Action(event_model, 0), generated=False)
        small = contract(product_update(state, Action(event_model, 0)))
        assert small.model.size <= full.model.size
        for _ in range(20):
            phi = _random_formula(rng, 4, agents)
            assert full.satisfies(phi) == small.satisfies(phi)
            assert (full.point in extension(full.model, phi)) == satisfies(full.model, full.point, phi)


def test_long_three_chapter_stories_stay_small():
    from dellabels.hitom.story_generator import generate
    from dellabels.hitom.world import HiToMStory

    biggest, longest = 0, 0
    for record in generate(300, seed=5, lengths=[3], tell_ratio=1.0, noise=0.3, progress=False):
        story = HiToMStory(record["story"])
        biggest, longest = max(biggest, max(story.sizes)), max(longest, len(story.lines))
    assert longest >= 45
    assert biggest <= 64  # measured max 33 worlds over 2,000 such stories
