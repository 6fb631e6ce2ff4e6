"""Who is where, and what they saw: moves need the mover in the object's room, restating and placing
happen in a room, entering one's own room is an error; random stories with re-entries match an independent
presence replay (tests/helpers/presence_replay.py)."""
import itertools
import random

import pytest

from dellabels.hitom.grammar import StoryParseError
from dellabels.hitom.world import HiToMStory, answer_question
from helpers.presence_replay import replay
from helpers.random_stories import random_story

Q_ANNE = "Where does Anne really think the apple is?"


def _story(*lines: str) -> str:
    return "\n".join(f"{k} {line}" for k, line in enumerate(lines, start=1))


def test_move_needs_the_mover_in_the_objects_room():
    with pytest.raises(StoryParseError) as err:
        HiToMStory(_story("Anne and Bob entered the kitchen.", "The apple is in the red_box.",
                          "Anne exited the kitchen.", "Anne entered the garden.",
                          "Anne moved the apple to the blue_box."))
    assert err.value.line == 5 and "garden" in str(err.value) and "kitchen" in str(err.value)
    # A container stays in its room: moving the pear into the kitchen's red_box is impossible too.
    with pytest.raises(StoryParseError, match="line 6.*red_box is in the kitchen"):
        HiToMStory(_story("Anne entered the kitchen.", "The apple is in the red_box.", "Anne exited the kitchen.",
                          "Anne entered the garden.", "The pear is in the green_crate.",
                          "Anne moved the pear to the red_box."))
    # Restating a placed object's location happens in its room, here unseen by Anne in the garden.
    story = _story("Anne entered the kitchen.", "The apple is in the red_box.", "Anne exited the kitchen.",
                   "Anne entered the garden.", "The apple is in the green_crate.")
    assert answer_question(story, "Where is the apple really?").answer == "green_crate"
    assert answer_question(story, Q_ANNE).answer == "red_box"


def test_random_reentry_stories_match_the_presence_replay():
    rng = random.Random(2024)
    compared = 0
    for _ in range(300):
        n_agents = rng.choice([3, 4])
        text = random_story(rng, n_lines=rng.randint(15, 30), n_agents=n_agents)
        story = HiToMStory(text)
        chains = [c for n in range(4) for c in itertools.permutations(story.agents, n)]
        for obj in story.objects:
            expected = replay(text, chains, obj)
            for chain in chains:
                assert story.belief_steps(chain, obj) == [h[chain] for h in expected], (text, obj, chain)
                compared += len(expected)
    assert compared > 200000  # (story, object, chain, step) beliefs


def _q(chain: str, obj: str) -> str:
    names = chain.split()
    if not names:
        return f"Where is the {obj} really?"
    return f"Where does {names[0]} think " + "".join(f"{a} thinks " for a in names[1:]) + f"the {obj} is?"


def test_restating_a_placed_objects_location_uses_its_room():
    story = _story("Anne entered the kitchen.", "The ball is in the box.", "Anne exited the kitchen.",
                   "Bob entered the garden.", "Anne entered the kitchen.", "The ball is in the bag.")
    assert answer_question(story, _q("Anne", "ball")).answer == "bag"
    assert answer_question(story, _q("Bob", "ball")).answer is None


def test_placing_in_the_waiting_room_says_so():
    with pytest.raises(StoryParseError, match="line 2: the ball cannot be placed in the waiting_room"):
        HiToMStory(_story("Anne entered the waiting_room.", "The ball is in the box."))


def test_entering_the_room_one_is_in_is_an_error():
    with pytest.raises(StoryParseError, match="line 2: Anne is already in the kitchen"):
        HiToMStory(_story("Anne entered the kitchen.", "Anne and Bob entered the kitchen."))
