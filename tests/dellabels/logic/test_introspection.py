"""Introspection (KD45) of the DEL engine: the revision event model and trusted tells keep positive and negative
introspection, on hand-computed cases and random stories with re-entries (tests/helpers/random_stories.py)."""
import random
import itertools

from dellabels.logic.epistemic import EpistemicModel, initial_state, satisfies
from dellabels.logic.events import product_update, public_event
from dellabels.logic.formulas import TOP, Atom, Believes, Not, belief_chain
from dellabels.logic.minimise import contract
from dellabels.hitom.sentence_events import revision_action
from dellabels.hitom.world import HiToMStory, location_atom
from helpers.random_stories import random_story

p, q = Atom("p"), Atom("q")


def test_revision_event_model_is_kd45_and_keeps_introspection():
    agents = ["s", "b", "c"]
    action = revision_action(agents, [("b",), ("b", "s"), ("s", "b")], Not(p))
    for succ in action.event_model.relations.values():
        for e, targets in enumerate(succ):
            assert targets  # serial
            assert all(set(succ[f]) == set(targets) for f in targets)  # transitive and euclidean
    state = contract(product_update(initial_state(agents), public_event(agents, TOP, p)))
    state = contract(product_update(state, action))
    assert state.satisfies(belief_chain(["b", "b"], Not(p)))  # was p: the repeated b fell into the sink
    assert state.satisfies(belief_chain(["s", "b", "b"], Not(p)))
    assert state.satisfies(belief_chain(["b", "b", "s", "s"], Not(p)))
    assert state.satisfies(belief_chain(["c", "c"], p))


Q_ANNE = "Where does Anne really think the apple is?"


def _story(*lines: str) -> str:
    return "\n".join(f"{k} {line}" for k, line in enumerate(lines, start=1))


def test_introspection_after_a_trusted_tell():
    story = HiToMStory(_story("Anne and Bob entered the kitchen.", "The apple is in the red_box.",
                              "Anne exited the kitchen.", "Bob moved the apple to the blue_box.",
                              "Bob exited the kitchen.", "Bob privately told Anne that the apple is in the blue_box."))
    assert story.answer(Q_ANNE).answer == "blue_box"
    assert story.answer("Where does Anne think Anne thinks the apple is?").answer == "blue_box"
    assert story.answer("Where does Bob think Anne thinks Anne thinks the apple is?").answer == "blue_box"
    assert story.answer("Where does Anne think Bob thinks Bob thinks the apple is?").answer == "blue_box"


def _is_kd45(model: EpistemicModel) -> bool:
    for succ in model.relations.values():
        for w in range(model.size):
            if not succ[w]:
                return False  # serial
            for v in succ[w]:
                if not set(succ[v]) <= set(succ[w]) or not set(succ[w]) <= set(succ[v]):
                    return False  # transitive and euclidean
    return True


def _chains(agents, max_order):
    return [c for n in range(max_order + 1) for c in itertools.product(agents, repeat=n)]


def test_tells_keep_positive_and_negative_introspection():
    rng = random.Random(1414)
    tells = 0
    for _ in range(60):
        story = HiToMStory(random_story(rng, n_lines=22, n_agents=3))
        tells += sum("told" in line.text or "claimed" in line.text for line in story.lines)
        for step, state in enumerate(story.states, start=1):
            assert _is_kd45(state.model), (story.lines, step)
            for obj, a, c in itertools.product(story.objects, story.agents, _chains(story.agents, 2)):
                assert story.believed_location(step, (a, a) + c, obj) == story.believed_location(step, (a,) + c, obj)
            obj = story.objects[0]
            p = location_atom(obj, sorted(story.containers[obj])[0])
            for a in story.agents:
                positive = not satisfies(state.model, state.point, Believes(a, p)) or \
                    satisfies(state.model, state.point, Believes(a, Believes(a, p)))
                negative = satisfies(state.model, state.point, Believes(a, p)) or \
                    satisfies(state.model, state.point, Believes(a, Not(Believes(a, p))))
                assert positive and negative
    assert tells > 100
