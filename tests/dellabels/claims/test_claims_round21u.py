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


def test_a_group_at_the_start_is_dated_by_the_first_placement():
    # "at the start" / "starts in": the object's first placement (line 2), "everyone's": everyone is
    assert _claims("At the start, everyone is in the shed. Emma leaves.", "presence") == [("true", 2)]
    assert _claims("Everyone's in the shed at the start.", "presence") == [("true", 2)]
    assert _claims("All three start in the shed.", "presence") == [("true", 2)]


def test_a_group_with_an_attendant_place_is_two_claims():
    # "with the fig in the C": the group's presence and the fig's place, each dated by the start
    assert _claims("Everyone starts in the shed with the fig in the blue_tub.", "presence") == [("true", 2)]
    assert _claims("Everyone starts in the shed with the fig in the blue_tub.", "location") == [("false", 2)]


# The three come back together into a second room.
TWO_ROOMS = STORY + """
8 Emma, Lucy and Mia entered the den."""


def test_a_group_entry_is_an_entry_of_several_agents_together():
    def entries(response: str) -> list[str]:
        return [c.verdict for c in judge(TWO_ROOMS, QUESTION, response).claims if c.predicate == "enter"]
    assert entries("Everyone goes to the den at line 8.") == ["true"]
    assert entries("Line 1: all three enter the shed.") == ["true"]
    assert entries("Then all three enter the waiting_room.") == []  # no such room in the story: not a claim read
    assert entries("All five enter the den.") == ["unchecked"]  # a number that fits no entry


def test_a_subject_both_is_the_two_agents_named_last():
    # Emma (line 4) and Lucy (line 6): both gone at Mia's move (line 5) is false, as Lucy is still there
    assert _claims("Emma leaves at line 4, then Lucy at line 6. Both are gone when Mia moves it to the "
                   "blue_tub.", "presence") == [("false", 5)]
    assert _claims("Lucy moves it to the green_jar, with Emma and Mia there. Both of them see it.",
                   "presence")[-1] == ("true", 3)
    # three just named: "both" is not theirs to pick
    assert _claims("Emma, Lucy and Mia enter the shed. Both see it.", "presence") in ([], [("unchecked", None)])
