"""Rules read off sets 15-17's true claims called false: being there for an event is seeing it, an event named by
its agent's possessive ("Chloe's move") is that agent's event, a group by its number is not everyone, and "it"
after a claim about a scene is the scene."""
import pytest

from tests.dellabels.claims.test_claims import claims_of

# The demo story: Amelia leaves at 5, Chloe moves the celery at 6 and leaves at 7, Liam moves it at 8 and leaves
# at 9 (Owen, Benjamin there till 11, 13).


def _presence(response: str) -> list[tuple[str, str]]:
    return [(c.predicate, c.verdict) for c in claims_of(response) if c.kind == "presence"]


@pytest.mark.parametrize("response, verdict", [
    ("Liam moved it at line 8. Owen was there for Chloe's move.", "true"),  # dated by the move named, not line 8
    ("Liam moved it at line 8. Amelia was there for Chloe's move.", "false"),
    ("Liam moved it at line 8. Amelia wasn't there for Chloe's move.", "true"),
    ("Chloe moved it at line 6. Amelia wasn't there for that move.", "true"),
])
def test_being_there_for_an_event_is_seeing_it(response, verdict):
    assert _presence(response) == [("saw", verdict)]


@pytest.mark.parametrize("response, verdict", [
    ("Owen saw Liam's move.", "true"),
    ("Amelia missed Chloe's move.", "true"),
    ("Chloe saw Liam's move.", "false"),
    ("Liam saw Chloe's exit.", "true"),
])
def test_an_event_named_by_its_agents_possessive_is_that_agents_event(response, verdict):
    assert _presence(response) == [("saw", verdict)]


def test_a_group_by_its_number_is_everyone_only_when_the_story_has_that_many():
    assert _presence("All three watched Liam's move together.") == [("saw", "unchecked")]  # five in the story
    assert _presence("All five watched Chloe's move.") == [("saw", "false")]  # everyone: Amelia had left


def test_being_there_for_a_quantified_span_stays_a_state_of_the_moment_told():
    assert [c.predicate for c in claims_of("Chloe moved it at line 6. Owen was there for all of that.")
            if c.kind == "presence"] == ["in_room"]


def test_a_knower_before_a_presence_is_not_its_subject():
    got = [c for c in claims_of("Chloe moved it at line 6. Liam knows Amelia wasn't there for the move.")
           if c.kind != "event"]
    assert all(c.verdict != "false" for c in got), [(c.text, c.verdict) for c in got]


def test_it_after_a_claim_about_a_scene_is_the_scene_not_the_event_before():
    said = "Chloe moved it at line 6. The TV_room scene is about the celery, and Amelia was there for it."
    assert [v for p, v in _presence(said)] == ["unchecked"]  # there for part of the scene (lines 1-5)


def test_neither_after_the_verb_of_seeing_denies_it():
    assert _presence("Amelia saw neither Chloe's move nor Liam's move.")[:1] == [("saw", "true")]
