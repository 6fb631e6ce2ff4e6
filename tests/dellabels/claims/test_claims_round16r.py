"""Rules read off sets 1-19's false claims the reader missed and checkable claims it left unread (recall and
coverage): knowing who moved a thing or who saw a move needs having seen it; going or coming back is an entry into a
room one had left, returning a thing to a container is a move, and "while he is away" right after his return is the
absence it ends; an event told right after its line is named is that line's event; "that's where it is" places the
thing in the container named last."""
import pytest

from dellabels.claims.judge import judge
from tests.dellabels.claims.test_claims import claims_of

# The demo story: Amelia leaves at 5, Chloe moves the celery at 6 and leaves at 7, Liam moves it at 8 and leaves
# at 9, Owen leaves at 11, Benjamin at 13; Liam's public claim at 15, Benjamin's private tell to Liam at 16.


def _verdicts(response: str, kind: str) -> list[tuple[str, str]]:
    return [(c.predicate, c.verdict) for c in claims_of(response) if c.kind == kind]


@pytest.mark.parametrize("response, verdict", [
    ("Amelia knows Liam moved it.", "false"),  # she had left before line 8
    ("Chloe knows Owen saw Liam's move.", "false"),  # true of Owen, but Chloe was gone by then
    ("Amelia would know that Chloe put it in the green_bucket.", "false"),
    ("Owen knows Liam moved it.", "true"),
    ("Chloe knows she moved it to the green_bucket.", "true"),  # one's own act
])
def test_who_moved_it_or_who_saw_the_move_is_known_only_by_having_seen_it(response, verdict):
    assert _verdicts(response, "belief") == [("belief", verdict)]


TWO_TRIPS = """1 Mia, Noah, Ava and Leo entered the den.
2 The plum is in the red_box.
3 Mia moved the plum to the blue_crate.
4 Mia exited the den.
5 Noah exited the den.
6 Ava exited the den.
7 Leo exited the den.
8 Mia, Noah, Ava and Leo entered the waiting_room.
9 Noah and Ava entered the den.
10 Ava moved the plum to the green_drawer.
11 Ava exited the den.
12 Noah exited the den."""
TRIPS_QUESTION = "Where does Noah think Mia thinks the plum is?"


def _events(response: str) -> list[tuple[str, str]]:
    return [(c.predicate, c.verdict) for c in judge(TWO_TRIPS, TRIPS_QUESTION, response).claims if c.kind == "event"]


@pytest.mark.parametrize("response, verdict", [
    ("Noah, Ava and Leo go back into the den.", "false"),  # Leo never comes back: line 1 is no return
    ("Leo returns to the den.", "false"),
    ("Noah and Ava go back into the den.", "true"),
])
def test_going_back_into_a_room_is_an_entry_after_leaving_it(response, verdict):
    assert _events(response) == [("enter", verdict)]


@pytest.mark.parametrize("response, verdict", [
    ("Liam moved it to the red_bathtub, which is also where it is now.", "true"),
    ("Chloe put it in the green_bucket. That's where it ends up.", "false"),  # Liam moved it on at line 8
    ("Owen thinks red_bathtub, which happens to be where it really is.", "true"),
])
def test_thats_where_it_is_places_the_thing_in_the_container_named_last(response, verdict):
    assert _verdicts(response, "location") == [("location", verdict)]


def test_a_passive_after_thats_where_keeps_its_event():
    said = "Chloe put it in the green_bucket. That's where the celery was put, with Owen watching."
    assert _verdicts(said, "location") == [] and _verdicts(said, "presence") == [("saw", "true")]


@pytest.mark.parametrize("response, verdict", [
    ("Noah comes back at line 9.", "true"),
    ("Leo comes back.", "false"),  # he never enters a room he had left
    ("Then Ava returned.", "true"),
    ("Noah comes back at line 8.", "false"),  # the waiting_room: no room he had left
    ("Leo and Mia never return.", "true"),
    ("Noah and Leo never come back.", "false"),  # Noah does, at line 9
])
def test_coming_back_with_no_room_named_is_a_return_to_a_room_left(response, verdict):
    assert _events(response) == [("enter", verdict)]


@pytest.mark.parametrize("response, verdict", [
    ("Ava returns it to the green_drawer.", "true"),
    ("Mia returned the plum to the red_box.", "false"),
])
def test_returning_a_thing_to_a_container_is_a_move(response, verdict):
    assert _events(response) == [("move", verdict)]


def test_away_right_after_a_return_is_told_is_the_absence_it_ends():
    said = "Noah leaves the den and later returns to the den. The plum is not moved while he is away."
    got = [(c.predicate, c.verdict) for c in judge(TWO_TRIPS, TRIPS_QUESTION, said).claims if c.kind == "presence"]
    assert got == [("in_room", "true")]


def test_an_event_told_right_after_its_line_is_named_is_that_lines_event():
    said = "Second trip (line 9): Noah and Ava come back. The plum is in the blue_crate."
    got = [(c.kind, c.verdict) for c in judge(TWO_TRIPS, TRIPS_QUESTION, said).claims if c.predicate != "answer"]
    assert got == [("event", "true"), ("location", "true")]  # at line 9, not at the end
