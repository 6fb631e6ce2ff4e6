"""Rules read off sets 10-18's false claims the reader missed: the first or last to leave a room is never one of a
group going on from the waiting room, "first among the two" is a subgroup the reader does not delimit, an order
naming the room compares that room's exits, "knows the current location" is knowing where it is, a belief told
again of another knower ("would think the same of her"), "with only Liam watching", and an aside about the subject
("Amelia, who left first, ...") read past."""
import pytest

from dellabels.claims.judge import judge
from tests.dellabels.claims.test_claims import DEMO, claims_of

# Two rounds: Mia leaves the garage at 3, Noah moves the plum at 4 and leaves at 5, Ella at 6; all go to the
# waiting room (7); Noah and Ella go on to the porch together (8), Ella leaves it at 10, Noah at 11.
ROUNDS = "\n".join([
    "1 Mia, Noah and Ella entered the garage.", "2 The plum is in the red_box.", "3 Mia exited the garage.",
    "4 Noah moved the plum to the blue_bottle.", "5 Noah exited the garage.", "6 Ella exited the garage.",
    "7 Mia, Noah and Ella entered the waiting_room.", "8 Noah and Ella entered the porch.",
    "9 The fig is in the green_crate.", "10 Ella exited the porch.", "11 Noah exited the porch.",
    "12 Noah and Ella entered the waiting_room."])


def _orders(response: str) -> list[tuple[str, str]]:
    got = judge(ROUNDS, "Where does Ella think the plum is?", response).claims
    return [(c.predicate, c.verdict) for c in got if c.kind == "order"]


@pytest.mark.parametrize("response, verdict", [
    ("Noah was the first to leave.", "false"),  # not first from the garage or the porch; the waiting room is left
    # by Noah and Ella at once (line 8), which makes neither of them first
    ("Ella was the first to leave.", "true"),  # the porch, line 10
])
def test_the_first_to_leave_is_never_one_of_a_group_going_on_from_the_waiting_room(response, verdict):
    assert _orders(response) == [("first", verdict)]


def test_first_among_a_subgroup_is_not_determinate():
    assert _orders("Noah leaves first among the two.") == [("first", "unchecked")]


@pytest.mark.parametrize("response, verdict", [
    ("Ella left the porch after Noah did.", "false"),  # the porch: 10 before 11 (the garage's 6 after 5 is not it)
    ("Noah left the porch after Ella did.", "true"),
    ("Ella left the garage after Noah did.", "true"),
])
def test_an_order_naming_the_room_compares_that_rooms_exits(response, verdict):
    assert _orders(response) == [("after", verdict)]


def _beliefs(response: str) -> list[tuple[list, str]]:
    return [(c.chain, c.verdict) for c in claims_of(response) if c.kind == "belief"]


@pytest.mark.parametrize("response, verdict", [
    ("Liam would assume Amelia knows the current location.", "false"),  # Liam knows she left at 5
    ("Owen would assume Liam knows the current location.", "true"),  # Owen saw Liam's own move
])
def test_knowing_the_current_location_is_knowing_where_it_is(response, verdict):
    assert [v for _, v in _beliefs(response)] == [verdict]


def test_an_up_to_date_group_is_not_the_knower_himself():
    assert [v for _, v in _beliefs("Liam would expect the others to be up to date.")] == ["unchecked"]


@pytest.mark.parametrize("knower, verdict", [("Amelia", "false"), ("Owen", "true")])  # Amelia left before the move
def test_a_belief_told_again_of_another_knower_is_held_about_its_holder(knower, verdict):
    said = f"Chloe thinks the celery is in the green_bucket, and {knower} would think the same of her."
    assert _beliefs(said)[1:] == [([knower, "Chloe"], verdict)]


def test_reasoning_the_same_way_is_the_same_method_not_the_same_belief():
    assert len(_beliefs("Chloe thinks the celery is in the green_bucket, and Liam would reason the same way.")) == 1


def test_with_only_one_onlooker_nobody_else_saw_the_event():
    got = [c.verdict for c in claims_of("Chloe moved it to the green_bucket, with only Liam watching.")
           if c.kind == "presence"]
    assert got == ["false"]  # Owen and Benjamin saw line 6 too


def test_a_relative_clause_about_the_subject_is_read_past_and_on_its_own():
    got = [(c.kind, c.predicate, c.verdict) for c in claims_of(
        "Amelia, who left first, still thinks it is in the green_bucket.")]
    assert got == [("belief", "belief", "false"), ("order", "first", "true")]  # a belief, not the celery's place
