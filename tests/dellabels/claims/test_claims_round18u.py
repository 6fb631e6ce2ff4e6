"""Rules read off the claims sets 1-20 leave unread (coverage): a group named as one after the event told ("in front
of everyone", "seen by all three", "all three present", "everyone is there to see it"), and a time clause cut off
after an exit that names no event of its own ("before line 5", "before that move", "before anyone moves it")."""
import pytest

from dellabels.claims.judge import judge
from tests.helpers.claim_stories import PANTRY

QUESTION = "Where does Ella think the plum is?"


def _claims(response: str, kind: str) -> list[tuple[str, str]]:
    return [(c.text, c.verdict) for c in judge(PANTRY, QUESTION, response).claims if c.kind == kind]


@pytest.mark.parametrize("response, verdict", [
    ("Mia moves it to the blue_crate in line 3, in front of everyone.", "true"),
    ("Noah moves it to the green_basket in line 5, all three present.", "false"),  # Mia had left at 4
    ("Noah moves it to the green_basket (line 5), seen by all three.", "false"),
    ("Mia moves it to the blue_crate in line 3, seen by all three.", "true"),
])
def test_a_group_set_off_after_an_event_saw_that_event(response, verdict):
    assert [v for _, v in _claims(response, "presence")] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("The plum starts in the red_box (line 2), seen by everyone.", "true"),  # the placement's onlookers
    ("The plum starts in the red_box in line 2, all present.", "true"),
])
def test_a_group_set_off_after_a_dated_placement_saw_the_placement(response, verdict):
    assert [v for _, v in _claims(response, "presence")] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("The plum starts in the red_box in line 2, and everyone is there to see it.", "true"),
    ("Noah moves it to the green_basket at line 5, and all three of them see it.", "false"),
])
def test_a_group_seeing_it_or_there_to_see_it_saw_the_event_told(response, verdict):
    assert [v for _, v in _claims(response, "presence")] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Mia left at line 4, before line 5, so she missed it.", "true"),
    ("Ella left at line 6, before line 5, so she saw it.", "false"),
    ("Noah moved it to the green_basket (line 5). Mia left at line 4, before that move.", "true"),
    ("Noah moved it to the green_basket (line 5). Ella left at line 6, before that move.", "false"),
    ("Mia leaves at line 4, before anyone moves it.", "false"),  # she moved it herself at 3
    ("Mia leaves at line 4, before anyone else touches it.", "true"),  # Noah's move at 5 is the first by another
    ("Ella leaves at line 6, before any move.", "false"),
])
def test_a_time_clause_naming_no_event_set_off_after_an_exit_orders_that_exit(response, verdict):
    assert [v for _, v in _claims(response, "order")] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Mia out (4).", "true"),
    ("Ella out at line 6.", "true"),
    ("Noah out (6).", "false"),  # he left at 7
])
def test_a_name_and_out_dated_by_a_line_is_an_exit(response, verdict):
    assert [(t, v) for t, v in _claims(response, "event")] == [(response.rstrip("."), verdict)]


@pytest.mark.parametrize("response, verdict", [
    ("Noah moved it to the green_basket (line 5) after Mia was gone.", "true"),
    ("Mia moved it to the blue_crate (line 3) after Ella had gone.", "false"),
])
def test_being_gone_in_a_time_clause_is_having_left(response, verdict):
    assert [v for _, v in _claims(response, "order")] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Noah's move to the green_basket (line 5) happens after Mia is gone.", "true"),
    ("Mia's move to the blue_crate (line 3) happened after Noah was gone.", "false"),
    ("The moves at line 3 and line 5 both happen after Mia is gone.", "false"),  # line 3 came first
])
def test_events_named_by_their_lines_happening_after_a_time_are_ordered_against_it(response, verdict):
    assert [v for _, v in _claims(response, "order")] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Mia left at line 4 with Ella still in the room.", "true"),
    ("Noah moves it to the green_basket at line 5, with Mia still in the room.", "false"),  # she left at 4
])
def test_onlookers_with_others_still_in_the_room_saw_the_event(response, verdict):
    assert [v for _, v in _claims(response, "presence")] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Noah moves it to the green_basket at line 5 — Mia gone.", "true"),
    ("Noah moves it to the green_basket at line 5 — Mia's gone.", "true"),
    ("Noah moves it to the green_basket at line 5 — Mia and Ella both there.", "false"),
    ("Noah moves it to the green_basket at line 5 — Ella gone.", "false"),
])
def test_a_verbless_note_of_agents_in_a_state_holds_at_the_event_told(response, verdict):
    assert [v for _, v in _claims(response, "presence")] == [verdict]
