"""Rules read off the claims sets 1-21 left unread (coverage), round 20."""
import pytest

from dellabels.claims.judge import judge

# Two private tells and a public claim in the waiting room.
TALK = """1 Ann, Bo and Cy entered the shed.
2 The fig is in the red_box.
3 Ann exited the shed.
4 Bo moved the fig to the blue_tub.
5 Bo exited the shed.
6 Cy exited the shed.
7 Ann, Bo and Cy entered the waiting_room.
8 Bo privately told Ann that the fig is in the green_jar.
9 Cy privately told Bo that the fig is in the blue_tub.
10 Ann publicly claimed that the fig is in the red_box."""
TALK_QUESTION = "Where does Ann think the fig is?"


def _seen(response: str) -> list[tuple[str, str]]:
    return [(c.text, c.verdict) for c in judge(TALK, TALK_QUESTION, response).claims if c.predicate == "saw"]


@pytest.mark.parametrize("response, claim", [
    ("Bo privately tells Ann it is in the green_jar. Cy isn't part of that.", ("Cy isn't part of that", "true")),
    ("Bo privately tells Ann it is in the green_jar; Ann wasn't part of that private exchange.",
     ("Ann wasn't part of that private exchange", "false")),
    ("Bo privately tells Ann it is in the green_jar, Cy not involved.", ("Cy not involved", "true")),
    # a public claim is heard by all in the room: being party to it is no reading of "part of"
    ("Ann publicly claims it is in the red_box. Cy isn't part of that.", ("Cy isn't part of that", "unchecked")),
])
def test_being_party_to_a_private_message_is_hearing_it(response, claim):
    assert _seen(response) == [claim]


def test_part_of_a_visit_is_no_message():
    assert _seen("Bo privately tells Ann it is in the green_jar. Cy wasn't part of the second trip.") == []


def _orders(response: str) -> list[tuple[str, str]]:
    return [(c.text, c.verdict) for c in judge(TALK, TALK_QUESTION, response).claims if c.kind == "order"]


@pytest.mark.parametrize("response, verdict", [
    ("Bo and Cy both left after Ann.", "true"),  # Ann 3, Bo 5, Cy 6
    ("Ann and Cy left before the move.", "false"),  # Cy left at 6, after the move at 4
    ("Ann and Bo left before Cy.", "true"),
    ("Ann and Cy left before Bo.", "false"),
])
def test_an_order_said_of_several_agents_holds_of_each(response, verdict):
    assert _orders(response) == [(response.rstrip("."), verdict)]


@pytest.mark.parametrize("response, claim", [
    ("Bo moves it to the blue_tub; Cy sees this, Ann doesn't.", ("Ann doesn't", "true")),
    ("Bo moves it to the blue_tub. Ann didn't see it, but Cy did.", ("but Cy did", "true")),
    ("Bo moves it to the blue_tub. Cy sees it; Ann does too.", ("Ann does too", "false")),  # Ann left at 3
    ("Bo moves it to the blue_tub. Cy sees it. Ann doesn't.", None),  # another sentence: no verb phrase to take
])
def test_a_bare_auxiliary_takes_the_verb_phrase_before_it(response, claim):
    got = [c for c in _seen(response) if c[0] != "Cy sees this" and c[0] != "Cy sees it" and c[0] != "Ann didn't see it"]
    assert got == ([claim] if claim else [])


# Ann leaves at 3; Bo moves the fig with Cy there, and leaves; Cy moves it alone.
ALONE = """1 Ann, Bo and Cy entered the shed.
2 The fig is in the red_box.
3 Ann exited the shed.
4 Bo moved the fig to the blue_tub.
5 Bo exited the shed.
6 Cy moved the fig to the green_jar.
7 Cy exited the shed."""


@pytest.mark.parametrize("response, verdict", [
    ("Cy was alone when he moved it to the green_jar.", "true"),
    ("Bo was alone when he moved it to the blue_tub.", "false"),  # Cy was there
    ("Bo is alone at line 4.", "false"),
    ("Once Bo is gone, Cy is alone.", "true"),
    # "after that": perhaps later than the move told (Cy left at 7)
    ("Bo moves it to the blue_tub. After that Bo was alone.", "unchecked"),
])
def test_being_alone_is_being_there_with_nobody_else(response, verdict):
    states = [c.verdict for c in judge(ALONE, TALK_QUESTION, response).claims if c.predicate == "in_room"]
    assert states == [verdict]


# A public claim about a second object after the fig's story.
TWO = """1 Ann, Bo and Cy entered the shed.
2 The fig is in the red_box.
3 The plum is in the green_jar.
4 Bo moved the fig to the blue_tub.
5 Ann, Bo and Cy entered the waiting_room.
6 Cy publicly claimed that the plum is in the red_box."""


@pytest.mark.parametrize("response, verdict", [
    ("Cy publicly claims the plum is in the red_box; that is about the plum, so it changes nothing.", "true"),
    ("Cy publicly claims the plum is in the red_box, but that only concerns the fig.", "false"),
    ("Cy publicly claims the plum is in the red_box; that is not about the fig.", "true"),
    # the event told last is a move: "that" is no message
    ("Bo moves the fig to the blue_tub; that is about the plum.", "unchecked"),
])
def test_that_after_a_message_is_that_message(response, verdict):
    about = [c.verdict for c in judge(TWO, "Where does Ann think the fig is?", response).claims
             if c.predicate == "about"]
    assert about == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Cy moves it to the green_jar at 6, but Ann has no idea.", "true"),  # Ann left at 3
    ("Bo moves it to the blue_tub; Cy has no idea.", "false"),  # Cy was there
    ("Cy moves it to the green_jar. Bo has no way of knowing that.", "true"),
    ("Ann has no idea about Cy's move.", "true"),
])
def test_having_no_idea_of_an_event_is_not_having_seen_it(response, verdict):
    seen = [c.verdict for c in judge(ALONE, TALK_QUESTION, response).claims if c.predicate == "saw"]
    assert seen == [verdict]


def test_no_way_of_knowing_what_a_message_said_is_no_event():
    response = "Ann publicly claims it is in the red_box. Cy has no way of knowing that."
    assert [c.verdict for c in judge(TALK, TALK_QUESTION, response).claims if c.predicate == "saw"] == ["unchecked"]
