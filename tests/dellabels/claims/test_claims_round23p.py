"""Rules read off the true claims the sets called false (precision)."""
from dellabels.claims.judge import judge

# Two visits to the den: Ann leaves second in the first, first in the second; Ben leaves after her only then.
STORY = """1 Ann, Ben and Cal entered the den.
2 The fig is in the red_tin.
3 Ben exited the den.
4 Ann moved the fig to the blue_jar.
5 Ann exited the den.
6 Cal exited the den.
7 Ann, Ben and Cal entered the waiting_room.
8 Ann and Ben entered the den.
9 Ann exited the den.
10 Ben exited the den.
11 Ann and Ben entered the waiting_room."""
QUESTION = "Where does Ben think the fig is?"


def _verdicts(response: str, predicate: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims if c.predicate == predicate]


def test_then_after_an_order_of_one_agent_follows_that_agents_exit_in_any_visit():
    # "Ann leaves first" tells Ann's exit without a line: Ben left after her in the second visit (9, 10)
    assert _verdicts("blue_jar. Cal exits at line 6. Back in the den, Ann leaves first, then Ben.", "after") == ["true"]
