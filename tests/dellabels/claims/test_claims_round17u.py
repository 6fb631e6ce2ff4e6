"""Rules read off the claims sets 1-20 leave unread (coverage): an exit told as coming after the event told just
before ("left right after", "leaves soon after that")."""
import pytest

from dellabels.claims.judge import judge
from tests.helpers.claim_stories import PANTRY



def _exits(response: str) -> list[tuple[str, str]]:
    got = judge(PANTRY, "Where does Ella think the plum is?", response).claims
    return [(c.text, c.verdict) for c in got if c.kind == "event" and c.predicate == "exit"]


@pytest.mark.parametrize("response, verdict", [
    ("Mia moved the plum to the blue_crate and left right after.", "true"),
    ("Noah moved the plum to the green_basket. Ella walked out right after that.", "true"),
    ("Noah moved the plum to the green_basket and left right after.", "false"),  # Ella's exit came between
    ("Noah moved the plum to the green_basket and left soon after.", "true"),
    ("Noah moved the plum to the green_basket. Mia left right after that.", "false"),  # she had already gone
    ("Mia moved the plum to the blue_crate. She exited right after (line 4).", "true"),  # the bracket dates it
])
def test_an_exit_right_after_with_no_event_named_follows_the_event_told_just_before(response, verdict):
    assert [v for _, v in _exits(response)] == [verdict]


@pytest.mark.parametrize("response, verdicts", [
    ("Mia leaves at 4, Ella at 6, Noah at 7.", ["true", "true", "true"]),
    ("Mia exits first (line 4), then Ella (line 6).", ["true"]),  # the order, then Ella's exit: "first" not hers
    ("Exits: Mia 4, Ella 6, Noah 6.", ["true", "true", "false"]),  # Noah left at 7
    ("Mia walked out at line 4 and Noah at line 6.", ["true", "false"]),
])
def test_a_name_and_a_time_after_an_exit_have_its_verb_gapped(response, verdicts):
    got = judge(PANTRY, "Where does Ella think the plum is?", response).claims
    assert [c.verdict for c in got if c.kind == "event" and c.predicate == "exit"] == verdicts


@pytest.mark.parametrize("response, verdicts", [
    ("Mia moved the plum to the blue_crate at line 3, left at 4.", ["true"]),
    ("Noah moves it to the green_basket (5), exits (6).", ["false"]),  # he left at 7
])
def test_an_exit_verb_after_a_comma_is_a_verb_phrase_of_its_own(response, verdicts):
    got = judge(PANTRY, "Where does Ella think the plum is?", response).claims
    assert [c.verdict for c in got if c.kind == "event" and c.predicate == "exit"] == verdicts
