"""Rules read off the gold claims the sets left unread (coverage)."""
from dellabels.claims.judge import judge

# Dan leaves before Fay's move; Gus watches it, then leaves; Dan comes back for Gus's move.
STORY = """1 Dan, Fay and Gus entered the porch.
2 The fig is in the red_tin.
3 Dan exited the porch.
4 Fay moved the fig to the blue_jar.
5 Gus exited the porch.
6 Fay exited the porch.
7 Dan entered the porch.
8 Gus entered the porch.
9 Gus moved the fig to the green_bag."""
QUESTION = "Where is the fig really?"


def _seen(response: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims
            if c.kind == "presence" and c.predicate == "saw"]


def test_seeing_another_watch_a_move_is_both_seeing_that_move():
    # Fay saw Gus watch her move at 4: both were there
    assert _seen("Fay moves it at line 4. Fay saw Gus watch that move.") == ["true"]
    # Dan was gone at 4 and saw Gus's move at 9: one move each is not one seen together
    assert _seen("Fay moves it at line 4. Dan saw Gus watch that move.") == ["false"]


def test_seeing_another_make_a_move_is_seeing_that_agents_move():
    assert _seen("Dan saw Fay make the move.") == ["false"]
    assert _seen("Dan saw Gus make his move.") == ["true"]
