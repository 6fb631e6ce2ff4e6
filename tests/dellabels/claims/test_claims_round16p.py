"""Rules read off sets 1-19's true claims called false (precision): a presence dated by its subject's own entry or
exit line, a place told as someone's view (the content of a verb of belief or agreement, "according to" a chain,
"left thinking"), and a sentence broken off and answered "no"."""
import pytest

from dellabels.claims.judge import judge
from tests.dellabels.claims.test_claims import claims_of

# The demo story: Amelia leaves at 5, Chloe moves the celery at 6 and leaves at 7, Liam moves it at 8 and leaves
# at 9, Owen leaves at 11, Benjamin at 13; Liam's public claim at 15, Benjamin's private tell to Liam at 16.

AWAY = """1 Mia and Noah entered the den.
2 The plum is in the red_box.
3 Noah exited the den.
4 Noah entered the den.
5 Mia moved the plum to the blue_crate.
6 Mia exited the den.
7 Noah exited the den."""


def _presence(response: str) -> list[str]:
    got = judge(AWAY, "Where does Noah think the plum is?", response).claims
    return [c.verdict for c in got if c.kind == "presence" and c.predicate == "in_room"]


@pytest.mark.parametrize("response, verdicts", [
    ("Noah stepped out at line 3 and came back at line 4, but nothing moved while he was gone.", ["true"]),
    ("Noah left at line 3 and returned at line 4. Noah was away.", ["true"]),
    ("Mia exits at line 6, so she was there.", ["true"]),  # there up to her exit
    ("Noah was away at line 5.", ["false"]),  # not a line of his own coming or going: no other side
])
def test_a_presence_dated_by_its_subjects_own_entry_or_exit_may_mean_either_side(response, verdicts):
    assert _presence(response) == verdicts


def _kinds(response: str) -> list[tuple[str, str]]:
    return [(c.kind, c.verdict) for c in claims_of(response)]


@pytest.mark.parametrize("response, read", [
    ("Most of the group believes the celery is in the red_bathtub.", [("other", "unchecked")]),
    ("The whole room would agree the celery is in the green_bucket.", [("other", "unchecked")]),
])
def test_a_place_under_a_verb_of_belief_is_no_claim_about_the_world(response, read):
    assert _kinds(response) == read


@pytest.mark.parametrize("response, verdict", [
    ("Chloe ends up thinking the celery is in the green_bucket.", "false"),  # Liam's claim at 15 moved her
    ("Owen, for his part, ends up thinking the celery is in the red_bathtub.", "true"),
])
def test_a_view_held_by_the_agent_just_before_its_verb_is_that_agents_belief(response, verdict):
    (belief,) = claims_of(response)
    assert (belief.kind, belief.verdict) == ("belief", verdict)


@pytest.mark.parametrize("response, verdict", [
    ("Owen models Liam as believing the celery is in the green_bucket.", "false"),  # Liam moved it on at 8
    ("Owen models Liam as believing Chloe still has it in the green_bucket.", "true"),
])
def test_a_view_inside_another_agents_model_is_read_in_that_model(response, verdict):
    (belief,) = claims_of(response)
    assert (belief.chain[:2], belief.verdict) == (["Owen", "Liam"], verdict)


@pytest.mark.parametrize("response, verdict", [
    ("The celery is in the red_bathtub according to what Owen thinks Liam thinks.", "true"),
    ("Chloe leaves thinking the celery is in the green_bucket.", "true"),  # as she left, not at the end
])
def test_according_to_a_chain_and_leaving_thinking_read_the_view_of_its_holder(response, verdict):
    (belief,) = [c for c in claims_of(response) if c.kind == "belief"]
    assert belief.verdict == verdict


def test_a_sentence_broken_off_and_answered_no_is_taken_back():
    said = "At line 8 Chloe moves it to the red_bathtub... no, Liam. Liam moves the celery to the red_bathtub."
    assert [(c.kind, c.verdict) for c in claims_of(said)] == [("event", "true")]


@pytest.mark.parametrize("response, verdict", [
    ("Liam moves it to the red_bathtub. Owen doesn't leave until line 11. So Owen saw it.", "true"),  # the move
    ("Liam moves it to the red_bathtub at line 8. Chloe left at line 7. So Chloe saw it.", "false"),
])
def test_saw_it_after_the_seers_own_exit_names_the_event_told_before(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.predicate == "saw"] == [verdict]


BACK_LATER = """1 Mia and Noah entered the den.
2 The plum is in the red_box.
3 Noah exited the den.
4 Mia moved the plum to the blue_crate.
5 Noah entered the den.
6 Mia exited the den."""


@pytest.mark.parametrize("response, verdict", [
    ("Mia moved the plum to the blue_crate at line 4. Noah was in the den afterwards.", "true"),  # from line 5
    ("Mia moved the plum to the blue_crate at line 4. Noah was in the den then.", "false"),
])
def test_a_trailing_afterwards_dates_a_presence_after_the_event_told(response, verdict):
    got = judge(BACK_LATER, "Where does Noah think the plum is?", response).claims
    assert [c.verdict for c in got if c.kind == "presence"] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("After line 8, Liam exits.", "true"),  # at line 9, a later line
    ("After line 9, Liam exits.", "false"),
])
def test_an_event_after_a_line_happened_at_a_later_line(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.kind == "event"] == [verdict]
