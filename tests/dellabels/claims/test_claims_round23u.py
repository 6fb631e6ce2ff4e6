"""Rules read off the checkable claims the sets left unread (coverage)."""
from dellabels.claims.judge import judge

# Ann moves the kiwi while Ben watches, and Cal moves it later in another visit.
STORY = """1 Ann, Ben and Cal entered the garage.
2 The kiwi is in the red_tin.
3 Cal exited the garage.
4 Ann moved the kiwi to the blue_jar.
5 Ann exited the garage.
6 Ben exited the garage.
7 Cal entered the garage.
8 Cal moved the kiwi to the green_bag.
9 Cal exited the garage."""
QUESTION = "Where does Ann think the kiwi is?"


def _verdicts(response: str, predicate: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims if c.predicate == predicate]


def test_a_clause_of_who_was_there_keeps_the_event_after_that_looks_back_to():
    # "with Ben watching" states who saw the move: "after that" is still after Ann's move (line 4)
    assert _verdicts("Ann moves the kiwi to the blue_jar (line 4), with Ben watching. Nobody touches it after that.",
                     "no_move") == ["false"]
    assert _verdicts("Cal moves the kiwi to the green_bag (line 8), with nobody else there. Nobody touches it "
                     "after that.", "no_move") == ["true"]


def test_nothing_said_is_about_messages_not_moves():
    assert _verdicts("Ann saw the kiwi in the blue_jar, and nothing said afterwards changes that.", "no_move") == []


def test_a_line_label_before_a_lone_container_notes_where_the_thing_is_after_that_line():
    assert _verdicts("Track the kiwi.\nLine 2: red_tin.\nLine 4: Ann moves it to the blue_jar.", "location") == ["true"]
    assert _verdicts("Track the kiwi. Line 2: blue_jar. So blue_jar.", "location") == ["false"]
    assert _verdicts("Track the kiwi. Line 8 green_bag, and nobody else is there.", "location") == ["true"]


def test_a_line_said_to_be_an_agents_event_is_a_note_dated_by_that_line():
    assert _verdicts("Let me check. Line 5 is Ann leaving, line 8 is the move.", "exit") == ["true"]
    assert _verdicts("Let me check. Line 5 is Ben leaving.", "exit") == ["false"]
    assert [c.predicate for c in judge(STORY, QUESTION, "Line 5 was Ann leaving, line 8 Cal moves it.").claims] == [
        "exit", "move"]
