"""Rules read off the writers' claims the reader left unread (coverage)."""
from dellabels.claims.judge import judge

# Emma leaves before Mia's move; all three are there when the fig is placed.
STORY = """1 Emma, Lucy and Mia entered the shed.
2 The fig is in the red_box.
3 Lucy moved the fig to the green_jar.
4 Emma exited the shed.
5 Mia moved the fig to the blue_tub.
6 Lucy exited the shed.
7 Mia exited the shed."""
QUESTION = "Where does Emma think the fig is?"


def _claims(response: str, kind: str) -> list[tuple[str, object]]:
    return [(c.verdict, c.time) for c in judge(STORY, QUESTION, response).claims if c.kind == kind]


def test_a_group_in_a_room_when_an_event_happens_is_dated_by_that_event():
    # the trailing "when" clause dates the group's presence (line 3, line 5) and is a move of its own
    assert _claims("Everyone is in the shed when Lucy moves the fig to the green_jar.", "presence") == [("true", 3)]
    assert _claims("All three are in the shed when Mia moves the fig to the blue_tub.", "presence") == \
        [("false", 5)]
    assert _claims("Everyone is in the shed when Lucy moves the fig to the green_jar.", "event") == [("true", "past")]
