"""Rules read off the planted false claims the sets left unfound (recall)."""
from dellabels.claims.judge import judge

# Ann leaves; Ben moves the fig, then leaves; Cy leaves last.
STORY = """1 Ann, Ben and Cy entered the shed.
2 The fig is in the red_box.
3 Ann exited the shed.
4 Ben moved the fig to the blue_tub.
5 Ben exited the shed.
6 Cy made no movements and stayed in the shed for 1 minute.
7 Cy exited the shed.
8 Ann, Ben and Cy entered the waiting_room."""
QUESTION = "Where does Cy think the fig is?"


def _orders(response: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims if c.kind == "order"]


def test_right_after_says_no_act_comes_between():
    # Ben's own move (line 4) stands between Ann's exit and his: he did not leave right after her
    assert "false" in _orders("Ben leaves the shed right after Ann, so he saw nothing.")
    # a stay is no act: Cy's exit is right after Ben's
    assert "false" not in _orders("Cy leaves the shed right after Ben.")
    # without "right" the order alone holds
    assert "false" not in _orders("Ben leaves the shed after Ann.")


def test_a_dated_exit_is_ordered_by_its_trailing_time_clause():
    # "at line 7": Cy's one exit there, which came after Ben's move, not right before it
    assert _orders("Cy exits at line 7, right before Ben's move.") == ["false"]
    assert _orders("Ann exits at line 3, right before Ben's move.") == ["true"]
