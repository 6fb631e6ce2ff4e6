"""Rules read off the false claims the reader missed (recall), round 20: accepting a message inside a view, knowing
that someone heard it."""
import pytest

from dellabels.claims.judge import judge

# Ann leaves before Bo's move; in the den Ann publicly claims the blue_tub (she thinks the red_box: a lie; Bo and Cy,
# who left after her, do not take it; Ann thinks Bo does), then Bo privately tells Cy the green_bin.
DEN = """1 Ann, Bo and Cy entered the hall.
2 The plum is in the red_box.
3 Ann exited the hall.
4 Bo moved the plum to the green_bin.
5 Bo exited the hall.
6 Cy exited the hall.
7 Ann, Bo and Cy entered the den.
8 Ann publicly claimed that plum is in the blue_tub.
9 Bo privately told Cy that the plum is in the green_bin."""
QUESTION = "Where does Ann think Bo thinks the plum is?"
CLAIMED = "Ann publicly claims it is in the blue_tub. "


def _beliefs(story: str, response: str) -> list[tuple]:
    return [(c.chain, c.value, c.verdict) for c in judge(story, QUESTION, response).claims
            if c.kind == "belief" and c.verdict != "unchecked" and c.predicate != "answer"]


@pytest.mark.parametrize("response, verdict", [
    ("Cy assumes Bo heard it and believes it.", (["Cy", "Bo"], "blue_tub", "false")),  # Bo keeps the green_bin
    ("Ann assumes Bo heard it and believes it too.", (["Ann", "Bo"], "blue_tub", "true")),
    ("Cy would expect Bo to believe it.", (["Cy", "Bo"], "blue_tub", "false")),
    ("Cy can see that Bo would accept it.", (["Cy", "Bo"], "blue_tub", "false")),
])
def test_believing_a_message_in_a_view_is_holding_its_place_in_that_view(response, verdict):
    assert _beliefs(DEN, CLAIMED + response) == [verdict]


def test_a_hearer_who_did_accept_it_leaves_a_view_of_his_acceptance_unchecked():
    # Cy, who left last, claims the blue_tub: Bo takes it, but Ann's picture of Bo stays the red_box
    story = DEN.replace("8 Ann publicly claimed", "8 Cy publicly claimed")
    assert _beliefs(story, "Cy publicly claims it is in the blue_tub. Ann assumes Bo heard it and believes it.") == []


@pytest.mark.parametrize("response, verdict", [
    ("Bo privately tells Cy it is in the green_bin, and Bo knows Ann heard it.", "false"),  # a tell: Ann did not hear
    ("Bo privately tells Cy it is in the green_bin, and Ann knows Cy heard it.", "unchecked"),  # Ann did not see it
])
def test_knowing_that_another_heard_it_is_knowing_a_hearing_of_the_message_told_last(response, verdict):
    got = judge(DEN, QUESTION, CLAIMED + response).claims
    assert [c.verdict for c in got if c.text.endswith("heard it")] == [verdict]


# Ann at 3, Bo at 4, Cy at 5 leave the hall, each once.
EXITS = """1 Ann, Bo and Cy entered the hall.
2 The plum is in the red_box.
3 Ann exited the hall.
4 Bo exited the hall.
5 Cy exited the hall."""


@pytest.mark.parametrize("response, verdict", [
    ("Bo leaves at line 4, and Cy follows him out.", ("order", "true")),
    ("Cy leaves at line 5, and Bo follows him out.", ("order", "false")),  # Bo had left before
    ("Ann leaves at line 3, and Bo follows at line 5.", ("event", "false")),  # Bo leaves at 4
])
def test_following_someone_out_is_leaving_after_the_exit_told(response, verdict):
    got = judge(EXITS, "Where does Ann think the plum is?", response).claims
    assert [(c.kind, c.verdict) for c in got if "follows" in c.text] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Ann leaves at line 3, followed by Cy.", "true"),
    ("Cy leaves at line 5, followed by Bo.", "false"),  # Bo had left before
])
def test_an_exit_followed_by_another_agent_is_his_exit_after_it(response, verdict):
    got = judge(EXITS, "Where does Ann think the plum is?", response).claims
    assert [c.verdict for c in got if c.kind == "order"] == [verdict]
