"""Rules read off the true claims sets 1-20 called false (precision): seeing 'both of those moves' / 'all of these
moves' is seeing the moves just told; an exit in a time clause ends it with no comma."""
import pytest

from dellabels.claims.judge import judge

# Ann leaves at 3; Bo moves the fig at 4, Cy at 5, with Dan there throughout.
STORY = """1 Ann, Bo, Cy and Dan entered the shed.
2 The fig is in the red_box.
3 Ann exited the shed.
4 Bo moved the fig to the blue_tub.
5 Cy moved the fig to the green_jar.
6 Bo exited the shed.
7 Cy exited the shed.
8 Dan exited the shed."""
QUESTION = "Where does Dan think the fig is?"


def _seen(response: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims if c.predicate == "saw"]


@pytest.mark.parametrize("response, verdict", [
    ("Bo moves it to the blue_tub. Cy moves it to the green_jar. Ann misses both of those moves.", "true"),
    ("Bo moves it to the blue_tub. Cy moves it to the green_jar. Dan sees all of these moves.", "true"),
    ("Bo moves it to the blue_tub. Cy moves it to the green_jar. Ann sees all of these moves.", "false"),
    # the second move went unread: "those moves" may name one the reader missed, so not the first move alone
    ("Bo moves it to the blue_tub, and Cy somehow shuffles things around the green_jar. Dan misses both of those "
     "moves.", "unchecked"),
])
def test_seeing_those_moves_is_seeing_the_moves_just_told(response, verdict):
    assert _seen(response) == [verdict]


def test_an_exit_in_a_time_clause_ends_it_without_a_comma():
    claims = judge(STORY, QUESTION, "Once Ann is gone Bo moves it to the blue_tub.").claims
    moves = [c for c in claims if c.predicate == "move"]
    assert [(c.text, c.verdict) for c in moves] == [("Bo moves it to the blue_tub", "true")]


def _move(response: str) -> str:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims if c.predicate == "move"][-1]


@pytest.mark.parametrize("response, verdict", [
    # the bare verb is the time clause's agent's ...
    ("Dan was in the shed when Bo picked up the fig and dropped it into the blue_tub.", "true"),
    # ... or the clause's own subject's: either candidate may be meant
    ("Cy was in the shed when Bo moved the fig to the blue_tub, and moved it to the green_jar afterwards.", "true"),
    ("Dan was in the shed when Bo picked up the fig and dropped it into the red_box.", "false"),
])
def test_a_bare_verb_after_a_time_clause_may_be_its_agents(response, verdict):
    assert _move(response) == verdict


def test_the_subject_before_an_aside_takes_the_verb_after_it():
    assert _move("Dan has no way of knowing that Cy, alone, then moved it to the green_jar.") == "true"


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


def _verdicts(response: str, predicates: tuple[str, ...]) -> list[str]:
    return [c.verdict for c in judge(TALK, TALK_QUESTION, response).claims if c.predicate in predicates]


@pytest.mark.parametrize("response, verdict", [
    ("Bo then says privately that it's in the green_jar.", "true"),  # a tell, its listener unnamed
    ("Ann is told that the fig is in the green_jar.", "true"),  # the one told is the subject
    ("Cy is told that the fig is in the green_jar.", "false"),
])
def test_telling_privately_and_being_told(response, verdict):
    assert _verdicts(response, ("claim", "tell")) == [verdict]


def test_hearing_a_claim_is_no_claim_of_ones_own():
    assert _verdicts("Cy was in the waiting_room and heard the same claim.", ("claim", "tell")) == []


def test_hearing_neither_tell_is_hearing_neither_message():
    assert _verdicts("Cy heard neither tell.", ("saw",)) == ["false"]  # Cy told Bo at 9
    assert _verdicts("Ann heard both tells.", ("saw",)) == ["false"]


def test_an_agent_holding_a_place_after_a_viewpoint_is_a_link_of_its_chain():
    # Dan saw Cy move the fig to the green_jar (5) and leave; in Dan's view, Cy holds the green_jar
    beliefs = [c for c in judge(STORY, "Where does Dan think Cy thinks the fig is?",
                                "From Dan's point of view, Cy still has it in the green_jar.").claims
               if c.kind == "belief" and c.predicate != "answer"]
    assert [(c.chain, c.verdict) for c in beliefs] == [(["Dan", "Cy"], "true")]
