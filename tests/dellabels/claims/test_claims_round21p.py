"""Rules read off the true claims the sets called false (precision)."""
from dellabels.claims.judge import judge

# Ann leaves twice; Ben moves the kiwi after her first exit, Cal after Ben's exit.
STORY = """1 Ann, Ben and Cal entered the garage.
2 The kiwi is in the red_tin.
3 Ann exited the garage.
4 Ben moved the kiwi to the blue_jar.
5 Ben exited the garage.
6 Ann entered the garage.
7 Cal moved the kiwi to the green_bag.
8 Ann exited the garage.
9 Cal exited the garage."""
QUESTION = "Where does Ann think the kiwi is?"


def _states(response: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims
            if c.kind in ("location", "presence") and c.start >= response.index("while")]


def test_a_while_clause_after_a_sighting_of_an_exit_holds_at_that_exit():
    # "saw Ann leave" tells Ann's exit (line 3): the kiwi was still in the red_tin then, not at Cal's move
    assert _states("Cal moves it to the green_bag. Ben saw Ann leave while the kiwi was still in the "
                   "red_tin.") == ["true"]


def test_a_while_clause_after_an_exit_holds_at_one_of_the_agents_exits():
    # Ann left at 3 and 8; Ben was still there at her first exit
    assert _states("Cal moves it to the green_bag. Ann left while Ben was still there.") == ["true"]
    # an exit dated by its line is that exit: at 8 the kiwi is in the green_bag, not the red_tin
    assert _states("Ann walks out (line 8) while the kiwi was in the red_tin.") == ["false"]


# Dee watches Ben's move and exit, then leaves; Eve moves the kiwi after her.
ORDERED = """1 Ben, Dee and Eve entered the garage.
2 The kiwi is in the red_tin.
3 Ben moved the kiwi to the blue_jar.
4 Ben exited the garage.
5 Dee exited the garage.
6 Eve moved the kiwi to the green_bag."""


def _sightings(response: str) -> list[str]:
    return [c.verdict for c in judge(ORDERED, "Where does Dee think the kiwi is?", response).claims
            if c.predicate == "saw"]


def test_seeing_that_after_an_order_told_sees_its_events():
    # "Ben left right after moving it" tells his move (3) and exit (4): Dee saw that, though she missed Eve's move
    assert _sightings("Eve moves it at 6. Ben left right after moving it to the blue_jar, and Dee saw that.") == \
        ["true"]
