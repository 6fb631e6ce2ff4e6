"""Rules read off sets 1-20's false claims the reader missed (recall), round 19."""
import pytest

from dellabels.claims.judge import judge
from tests.helpers.claim_stories import PANTRY

# PANTRY: Mia moves the plum to the blue_crate at 3 and leaves; Noah moves it to the green_basket at 5 with Ella
# there; Ella leaves, then Noah.
QUESTION = "Where does Noah think Ella thinks the plum is?"


def _credited(response: str) -> list[tuple]:
    """The claims after the first, the belief told."""
    return [(c.chain, c.verdict) for c in judge(PANTRY, QUESTION, response).claims[1:]
            if c.kind == "belief" and c.predicate != "answer"]


@pytest.mark.parametrize("response, verdict", [
    ("Noah thinks it is in the green_basket, and he assumes Ella does as well.", "true"),
    ("Noah thinks it is in the green_basket, and he assumes Mia does as well.", "false"),  # Mia had left
    ("Noah knows where the plum is, and he thinks Ella knows too.", "true"),
    ("Ella believes it is in the green_basket. She thinks Mia believes it too.", "false"),  # Mia had left
    ("Noah thinks Ella thinks it is in the green_basket. Mia would expect Noah to know that too.", "false"),
])
def test_a_belief_credited_to_another_too_is_held_in_the_holders_view(response, verdict):
    assert [v for _, v in _credited(response)] == [verdict]


# Ann at 3, Bo at 4, Cy at 5 leave the hall, each once.
EXITS = """1 Ann, Bo and Cy entered the hall.
2 The plum is in the red_box.
3 Ann exited the hall.
4 Bo exited the hall.
5 Cy exited the hall."""


@pytest.mark.parametrize("response, verdict", [
    ("After that Ann, Bo and Cy leave, in that order.", "true"),
    ("After that Bo, Cy and Ann leave, in that order.", "false"),
    ("After that Ann, Cy and Bo leave one after another.", "false"),
])
def test_exits_listed_with_an_order_phrase_leave_in_the_listed_order(response, verdict):
    got = judge(EXITS, "Where does Ann think the plum is?", response).claims
    assert [c.verdict for c in got if c.kind == "order"] == [verdict]


# Zoe sees the pear in the red_box and leaves; Max moves it and leaves; in the hall Zoe claims the blue_tub.
CLAIMED = """1 Zoe and Max entered the cellar.
2 The pear is in the red_box.
3 Zoe exited the cellar.
4 Max moved the pear to the green_bin.
5 Max exited the cellar.
6 Zoe and Max entered the hall.
7 Zoe publicly claimed that pear is in the blue_tub."""


@pytest.mark.parametrize("response, verdict", [
    ("Zoe publicly claims it is in the blue_tub, and Zoe herself believes it.", "false"),  # she thinks red_box
    ("Zoe publicly claims it is in the blue_tub, and she herself believes it.", "unchecked"),  # a pronoun
])
def test_a_speaker_believes_her_own_claim_only_if_it_is_her_belief(response, verdict):
    got = judge(CLAIMED, "Where does Zoe really think the pear is?", response).claims
    assert [c.verdict for c in got if c.kind == "communication"] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Noah would look where it originally was.", "false"),  # the red_box; he thinks the green_basket
    ("Mia thinks it is where it was first placed.", "false"),  # she moved it to the blue_crate herself
])
def test_where_it_originally_was_is_its_first_container(response, verdict):
    got = judge(PANTRY, "Where does Noah think the plum is?", response).claims
    assert [(c.value, c.verdict) for c in got if c.kind == "belief" and c.predicate != "answer"] == \
        [("red_box", verdict)]


@pytest.mark.parametrize("response, verdict", [
    ("Bo was the last of the three to leave the hall.", "false"),  # Cy left last
    ("Cy was the last of the three to leave the hall.", "true"),
    ("Cy was the last of the two to leave the hall.", "unchecked"),  # three left it: some other pair
])
def test_the_last_of_a_rooms_company_to_leave_it(response, verdict):
    got = judge(EXITS, "Where does Ann think the plum is?", response).claims
    assert [c.verdict for c in got if c.kind == "order"] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("No one moves it after Mia.", "false"),  # Noah moves it at 5
    ("No one moves it after Noah.", "true"),
])
def test_nobody_moves_it_after_an_agent_starts_at_that_agents_move(response, verdict):
    got = judge(PANTRY, "Where is the plum really?", response).claims
    assert [c.verdict for c in got if c.predicate == "no_move"] == [verdict]
