"""Fixes read off set 15's true claims called false: "both moves" named by their noun, a place stated before its line,
a belief set against reality with no verb, knowing that another agent saw a move, "only ever" / "never" in a room
over every line, and an object's own passive verb in a clause about someone else."""
import pytest

from dellabels.claims.judge import judge
from tests.dellabels.claims.test_claims import claims_of

TWO_MOVES = "Chloe moved it to the green_bucket, and then Liam moved it to the red_bathtub. "


@pytest.mark.parametrize("response, verdict", [
    (TWO_MOVES + "Owen sees both moves.", "true"),  # in the room until line 11
    (TWO_MOVES + "Amelia saw both moves.", "false"),  # gone at line 5
    (TWO_MOVES + "Amelia saw neither move.", "true"),
    (TWO_MOVES + "Chloe saw neither move.", "unchecked"),  # her own move is not one she could miss: no pair left
])
def test_both_moves_named_by_their_noun_are_the_moves_just_told_by_others(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.kind == "presence"] == [verdict]


STATED = "\n".join(["1 Amelia entered the TV_room.", "2 Chloe entered the TV_room.",
                    "3 The celery is in the red_envelope.", "4 Amelia exited the TV_room.",
                    "5 Chloe moved the celery to the green_bucket.",
                    "6 Chloe exited the TV_room."])


@pytest.mark.parametrize("response, verdict", [
    ("Amelia and Chloe enter the TV_room, where the celery is in the red_envelope.", "true"),
    ("At line 1 the celery is in the red_envelope.", "true"),
    ("At line 1 the celery is in the green_bucket.", "false"),
])
def test_a_place_the_story_states_held_before_the_line_that_states_it(response, verdict):
    got = judge(STATED, "Where is the celery really?", response).claims
    assert [c.verdict for c in got if c.kind == "location"] == [verdict]


def test_a_belief_set_against_reality_by_a_comma_and_not_is_no_claim_about_it():
    # no verb relates the two nouns: nothing says whether her belief matches the place (here it does)
    got = judge(STATED, "Where does Chloe think the celery is?",
                "Chloe thinks it is in the green_bucket, and that is her belief, not reality.").claims
    assert [(c.predicate, c.verdict) for c in got if c.predicate != "answer"] == [("belief", "true")]
    got = judge(STATED, "Where does Chloe think the celery is?", "Chloe left, so her belief matches reality.").claims
    assert [c.predicate for c in got if c.kind == "belief"] == ["knows_where"]


@pytest.mark.parametrize("response, verdict", [
    ("Owen knows that Liam saw the green_bucket move.", "true"),  # Liam saw line 6, and Owen saw him there
    ("Owen knows Liam saw the green_bucket move.", "true"),
    ("Owen knows that it is in the red_bathtub.", "true"),  # no fact about an agent: his belief
])
def test_knowing_that_another_agent_saw_a_move_is_that_fact_not_a_belief_about_the_place(response, verdict):
    assert [c.verdict for c in claims_of(response)] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Owen was only ever in the TV_room.", "false"),  # in the waiting_room from line 14
    ("Chloe was never in the TV_room.", "false"),  # there until line 7
    ("After line 5 Amelia was never in the TV_room again.", "true"),  # a time word bounds it: after line 5 only
])
def test_in_a_room_only_ever_or_never_is_over_every_line_unless_a_time_word_bounds_it(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.kind == "presence"] == [verdict]


def test_only_ever_in_the_one_room_entered_is_true():
    got = judge(STATED, "Where is the celery really?", "Chloe was only ever in the TV_room.").claims
    assert [c.verdict for c in got if c.kind == "presence"] == ["true"]


@pytest.mark.parametrize("response, verdict", [
    ("Owen sits for a minute after the celery is put in the green_bucket.", "true"),  # Chloe's move, line 6
    ("Owen sits for a minute after the celery is moved to the blue_drawer.", "false"),  # nobody did that
])
def test_an_object_with_its_own_passive_verb_is_moved_by_no_agent_the_clause_names(response, verdict):
    assert [(c.predicate, c.verdict) for c in claims_of(response) if c.kind == "event"] == [("move", verdict)]
