"""Rules read off sets 1-20's false claims the reader missed (recall): knowing that someone saw or missed an event
the fact's words fix is false when the fact is; "only X saw this" of the event just told is false when anyone else
but its actor saw it."""
import pytest

from dellabels.claims.judge import judge
from tests.dellabels.claims.test_claims import claims_of

# One move: Max leaves at 4, Zoe moves the pear at 5.
ONE_MOVE = """1 Zoe entered the cellar.
2 Max entered the cellar.
3 The pear is in the red_box.
4 Max exited the cellar.
5 Zoe moved the pear to the blue_tub."""
ONE_MOVE_QUESTION = "Where does Zoe think that Max searches for the pear?"


def _beliefs(response: str) -> list[tuple[str, str]]:
    return [(c.predicate, c.verdict) for c in judge(ONE_MOVE, ONE_MOVE_QUESTION, response).claims
            if c.kind == "belief" and c.predicate != "answer"]


@pytest.mark.parametrize("response, verdict", [
    ("Zoe knows Max saw the move.", "false"),  # Max had left: the fact is false, so is knowing it
    ("So Zoe knows that Max didn't miss the move.", "false"),
])
def test_knowing_someone_saw_the_one_move_is_false_when_he_did_not(response, verdict):
    assert _beliefs(response) == [("belief", verdict)]


# The demo story: Chloe moves the celery at 6 with Liam, Owen and Benjamin there; Liam moves it at 8 with Owen and
# Benjamin there; Owen leaves at 11 with only Benjamin left.
@pytest.mark.parametrize("response, verdict", [
    ("Liam moved the celery to the red_bathtub; only Owen saw this.", "false"),  # Benjamin saw it too
    ("Chloe moved it to the green_bucket, which only Liam saw.", "false"),
    ("Owen exited the TV_room at line 11; only Benjamin saw that.", "true"),
])
def test_only_one_onlooker_of_the_event_just_told_is_false_when_another_saw_it(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.kind == "presence"] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Chloe moved the celery to the green_bucket at line 6; by then Owen had left.", "false"),  # Owen left at 11
    ("Liam moved it at line 8, but by then Owen was gone too.", "false"),
    ("Liam moved it at line 8, but by then Chloe was gone.", "true"),
])
def test_by_then_dates_the_clause_at_the_event_just_told(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.kind == "presence"] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Max was in the cellar when Zoe came in.", "false"),  # Zoe came in at 1, Max only at 2
    ("Zoe was in the cellar when Max came in.", "true"),
])
def test_a_trailing_when_clause_with_a_phrasal_entry_dates_the_state(response, verdict):
    found = [c.verdict for c in judge(ONE_MOVE, ONE_MOVE_QUESTION, response).claims if c.kind == "presence"]
    assert found == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Liam moved it to the red_bathtub at line 8. When Owen finally walked out, Liam was still inside.", "false"),
    ("Liam moved it to the red_bathtub at line 8. When Owen finally walked out, Benjamin was still inside.", "true"),
])
def test_a_leading_when_clause_dates_the_clause_by_its_own_event_not_the_one_told_before(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.kind == "presence"] == [verdict]
