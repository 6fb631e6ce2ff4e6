"""Rules read off the planted false claims the sets missed (false recall), round 22."""
from dellabels.claims.judge import judge

# Ann, Ben, Cal and Dee in the garage: Ben moves the kiwi; then Ann, Cal, Dee leave in that order.
STORY = """1 Ann, Ben, Cal and Dee entered the garage.
2 The kiwi is in the red_tin.
3 Ann exited the garage.
4 Ben moved the kiwi to the blue_jar.
5 Cal made no movements and stayed in the garage for 1 minute.
6 Cal exited the garage.
7 Dee exited the garage.
8 Ben exited the garage."""
QUESTION = "Where does Ann think the kiwi is?"


def _orders(response: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims if c.kind == "order"]


def test_then_b_leaves_after_a_move_is_an_exit_after_that_move():
    # Ann left at 3, before Ben's move at 4: "then Ann leaves" after the move is false
    assert _orders("Ben moves the kiwi to the blue_jar. Then Ann leaves.") == ["false"]
    assert _orders("Ben moves the kiwi to the blue_jar. Then Cal leaves.") == ["true"]


def test_then_b_leaves_after_an_exit_is_the_next_exit():
    # Cal's exit (6) comes next after Ann's (3); Dee's (7) comes after Cal's, not next after Ann's
    assert _orders("Ann leaves. Then Cal leaves.") == ["true"]
    assert _orders("Ann leaves at line 3, then Dee leaves.") == ["false"]


def test_a_claim_broken_off_into_a_question_of_doubt_is_not_called_false():
    assert "false" not in _orders("Ben moves the kiwi to the blue_jar, then Ann leaves... wait, who leaves first?")
