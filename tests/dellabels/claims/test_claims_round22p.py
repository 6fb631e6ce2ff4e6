"""Rules read off the true claims the sets called false (precision)."""
from dellabels.claims.judge import judge

# Ann moves the kiwi and leaves; Ben moves it after her; Cal watches all of it.
STORY = """1 Ann, Ben and Cal entered the garage.
2 The kiwi is in the red_tin.
3 Ann moved the kiwi to the blue_jar.
4 Ann exited the garage.
5 Ben moved the kiwi to the green_bag.
6 Ben exited the garage.
7 Cal exited the garage."""
QUESTION = "Where does Ann think the kiwi is?"


def _verdicts(response: str, predicate: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims if c.predicate == predicate]


def test_a_move_by_anyone_else_or_again_sets_aside_the_leavers_own_move():
    # Ann's own move (line 3) is before her exit; the moves "else" / "again" / "later" are the ones after it
    assert _verdicts("blue_jar. Ann left before anyone else moved it.", "before") == ["true"]
    assert _verdicts("blue_jar. Ann left before anyone moved it again.", "before") == ["true"]
    assert _verdicts("blue_jar. Ann left before any of the later moves.", "before") == ["true"]
    # Ben's own move (line 5) is before his exit, and no move comes after it there: "else" does not save
    # a leaver who stayed through another's move
    assert _verdicts("blue_jar. Cal left before anyone else moved it.", "before") == ["false"]


def test_the_only_one_who_saw_an_exit_is_its_sole_onlooker():
    # Ann's exit (line 4) was seen by Ben and by Cal: Ben was not the only one
    assert _verdicts("blue_jar. Ben was the only one who saw Ann leave.", "saw") == ["false"]
    assert _verdicts("blue_jar. Ben saw Ann leave.", "saw") == ["true"]
