"""Rules read off sets 10-18's true claims called false (precision): a denied or contrasted change, informing with
no one informed, the subject an elided verb takes, "right after that (line N)", the last one in a room, staying
longer than another, a quantifier as its own subject, and "it" after an object named only as a topic."""
import pytest

from dellabels.claims.judge import judge
from tests.dellabels.claims.test_claims import claims_of

# The demo story: Amelia leaves at 5, Chloe moves the celery at 6 and leaves at 7, Liam moves it at 8 and leaves
# at 9, Owen leaves at 11, Benjamin at 13; Liam's public claim at 15, Benjamin's private tell to Liam at 16.


def _verdicts(response: str, kind: str) -> list[tuple[str, str]]:
    return [(c.predicate, c.verdict) for c in claims_of(response) if c.kind == kind]


@pytest.mark.parametrize("response", [
    "Liam publicly claims it is in the white_bathtub at line 15. That changes Chloe's belief, not the chain.",
    "Benjamin privately tells Liam it is in the blue_drawer (line 16). In Owen's head nothing changes.",
])
def test_a_change_denied_by_nothing_or_contrasted_by_not_is_read_with_its_own_polarity(response):
    assert _verdicts(response, "communication") == [("changes", "true")]


def test_informing_with_no_one_informed_is_no_tell():
    said = "Liam publicly claims it is in the white_bathtub (line 15). Chloe trusts him and updates."
    assert [c.predicate for c in claims_of(said) if c.kind == "event"] == ["claim"]  # no tell that never happened


@pytest.mark.parametrize("response", [
    "Chloe moves the celery to the green_bucket (line 6), with Liam and Owen present, and then exits at line 7.",
    "Owen watched the moves - Chloe's to the green_bucket (line 6), Liam's to the red_bathtub (line 8) - and then "
    "left at line 11.",
])
def test_a_verb_with_no_subject_takes_the_clauses_subject_not_an_onlooker_or_a_possessive(response):
    assert [v for p, v in _verdicts(response, "event") if p == "exit"] == ["true"]


def test_a_bracketed_line_after_right_after_that_dates_the_claim_not_the_anchor():
    said = "Chloe moved it to the green_bucket (line 6). She left the TV_room right after that (line 7)."
    assert _verdicts(said, "event") == [("move", "true"), ("exit", "true")]


@pytest.mark.parametrize("response, verdict", [
    ("Benjamin was the last one in the TV_room.", "true"),
    ("Owen was the last one in the TV_room.", "false"),  # an order of exits, not a presence at a moment
])
def test_the_last_one_in_a_room_is_the_last_to_leave_it(response, verdict):
    assert _verdicts(response, "order") == [("last", verdict)]
    assert _verdicts(response, "presence") == []


@pytest.mark.parametrize("response, verdict", [
    ("Owen stayed in the TV_room longer than Liam.", "true"),
    ("Chloe was in the TV_room longer than Liam did.", "false"),
])
def test_staying_longer_than_another_is_leaving_after_them(response, verdict):
    assert _verdicts(response, "order") == [("after", verdict)]


def test_a_quantifier_is_a_subject_of_its_own():
    said = "Liam's public claim (white_bathtub) is wrong, but neither one moves the celery."
    assert all(c.verdict != "false" for c in claims_of(said))  # not "Liam moves the celery"


TWO_OBJECTS = """1 Mia, Noah and Ava entered the den.
2 The plum is in the red_box.
3 Mia moved the plum to the blue_crate.
4 Mia exited the den.
5 Noah exited the den.
6 Ava exited the den.
7 Noah and Ava entered the hall.
8 The lime is in the green_drawer.
9 Ava moved the lime to the red_bottle.
10 Ava exited the hall.
11 Noah exited the hall."""


@pytest.mark.parametrize("response, kind, verdict", [
    ("The hall scene is only about the lime. So Noah thinks it's in the blue_crate.", "belief", "true"),  # the plum
    ("The hall scene only involves the lime: Ava moves it to the red_bottle.", "event", "true"),  # its sentence
])
def test_it_after_an_object_named_as_a_topic_goes_on_with_the_object_traced(response, kind, verdict):
    got = judge(TWO_OBJECTS, "Where does Noah think the plum is?", response).claims
    assert [c.verdict for c in got if c.kind == kind and c.predicate != "answer"][-1:] == [verdict]
