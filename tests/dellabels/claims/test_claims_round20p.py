"""Rules read off the true claims the sets called false (precision)."""
from dellabels.claims.judge import judge

# Emma leaves early; Lucy moves the fig; Mia tells Emma a place in the waiting room.
STORY = """1 Emma, Lucy and Mia entered the shed.
2 The fig is in the red_box.
3 Emma exited the shed.
4 Lucy moved the fig to the blue_tub.
5 Lucy exited the shed.
6 Mia exited the shed.
7 Emma, Lucy and Mia entered the waiting_room.
8 Mia privately told Emma that the fig is in the green_jar."""
QUESTION = "Where does Emma think the fig is?"


def _tells(response: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims if c.predicate == "tell"]


def test_an_object_pronoun_goes_on_with_the_topic_of_the_sentence_before():
    # "her": Emma, the subject the response goes on with, not Lucy, named last in her sentence's object
    assert _tells("Emma missed Lucy moving it to the blue_tub. Then Mia privately tells her it's in the "
                  "green_jar.") == ["true"]


def _beliefs(response: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims if c.kind == "belief" and
            c.predicate != "answer"]


def test_a_time_right_after_a_claim_dates_it_at_the_moment_told():
    # "at that point" after the belief: at Emma's exit, not the answer restated at the question's time
    assert _beliefs("Emma leaves at line 3. So Emma's belief = red_box at that point. The answer is red_box.") == \
        ["true"]


def _places(response: str) -> list[tuple[str, str]]:
    return [(c.verdict, c.role) for c in judge(STORY, "Where is the fig really?", response).claims
            if c.kind == "location" and c.predicate != "answer"]


def test_the_placement_retold_before_later_events_is_no_answer_restated():
    # step 2 retells line 2 (the events told after it come later): a moment of the story, true there
    assert _places("Answer: red_box. 1. All three enter the shed. 2. The fig is in the red_box. 3. Emma exits. "
                   "4. Lucy moves it to the blue_tub.") == [("true", "")]
    # told as the conclusion it is the answer restated, at the question's time
    assert _places("Lucy moves it to the blue_tub. So the fig is in the red_box.") == [("false", "answer")]


# A second scene moves another thing, the plum.
TWO_SCENES = """1 Emma and Lucy entered the shed.
2 The fig is in the red_box.
3 Lucy moved the fig to the blue_tub.
4 Emma exited the shed.
5 Lucy exited the shed.
6 Emma and Lucy entered the den.
7 The plum is in the green_jar.
8 Lucy moved the plum to the red_crate."""


def test_no_further_moves_with_no_object_are_moves_of_the_thing_traced():
    claims = judge(TWO_SCENES, "Where is the fig really?", "Lucy moves the fig to the blue_tub (line 3); no further "
                   "moves. The fig is in the blue_tub.").claims
    assert [c.verdict for c in claims if c.predicate == "no_move"] == ["true"]


def _moves(response: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims if c.predicate == "move"]


def test_a_line_in_a_time_clause_dates_its_event_not_the_claims():
    # the line is Emma's exit, Lucy's move comes after it; Lucy's exit, her move before it
    assert _moves("After Emma left at line 3, Lucy moved the fig to the blue_tub.") == ["true"]
    assert _moves("Before Lucy walked out at line 5, she had moved the fig to the blue_tub.") == ["true"]
    assert _moves("After Lucy left at line 5, she moved the fig to the blue_tub.") == ["false"]


# Emma sees the first move only.
TWO_MOVES = """1 Emma and Lucy entered the shed.
2 The fig is in the red_box.
3 Lucy moved the fig to the blue_tub.
4 Emma exited the shed.
5 Lucy moved the fig to the green_jar.
6 Lucy exited the shed."""


def test_seeing_the_move_to_a_container_is_seeing_the_move_it_names():
    claims = judge(TWO_MOVES, "Where does Emma think the fig is?", "Lucy moves it to the blue_tub, Emma leaves, and "
                   "Lucy moves it to the green_jar (line 5). Emma saw the move to the blue_tub.").claims
    assert [c.verdict for c in claims if c.predicate == "saw"] == ["true"]


# Noah is only ever in the den; the fig is in the shed.
ELSEWHERE = """1 Emma and Lucy entered the shed.
2 The fig is in the red_box.
3 Noah entered the den.
4 Lucy moved the fig to the blue_tub.
5 Lucy exited the shed.
6 Emma exited the shed.
7 Emma entered the den."""


def test_never_seeing_the_thing_is_never_being_with_it():
    # Noah never shares a room with the fig: true, though he saw the event told last
    claims = judge(ELSEWHERE, "Where is the fig really?", "Emma walks into the den at line 7, where Noah is, but "
                   "Noah never saw the fig.").claims
    assert [c.verdict for c in claims if c.predicate == "saw" and "Noah" in c.text] == ["true"]
