"""Leading time words before a subject ("Much later", "At the very end"), and being "the one who put it" (no
presence)."""
import pytest

from dellabels.claims.judge import judge
from tests.dellabels.claims.test_claims import claims_of


@pytest.mark.parametrize("response, predicate", [
    ("Much later Benjamin privately tells Liam the celery is in the blue_drawer.", "tell"),
    ("Afterwards Benjamin privately tells Liam it's in the blue_drawer.", "tell"),
    ("And at the very end Liam moved it to the red_bathtub.", "move"),
])
def test_a_leading_time_word_or_phrase_does_not_hide_the_subject(response, predicate):
    assert [(c.predicate, c.verdict) for c in claims_of(response)] == [(predicate, "true")]


def test_being_the_one_who_put_it_there_is_no_presence():
    got = claims_of("Chloe is the one who put it in the green_bucket.")
    assert not [c for c in got if c.kind == "presence"]
    assert [c.predicate for c in claims_of("Liam stayed put.")] == ["in_room"]


APART = "\n".join(["1 Amelia entered the TV_room.", "2 Chloe entered the TV_room.", "3 The celery is in the red_envelope.",
                   "4 Amelia exited the TV_room.", "5 Chloe exited the TV_room."])


@pytest.mark.parametrize("story, response, verdict", [
    ("demo", "Liam entered the TV_room before Chloe.", "false"),  # all five enter at line 1: together
    ("demo", "Chloe entered the TV_room first.", "false"),
    (APART, "Amelia entered the TV_room before Chloe.", "true"),
    (APART, "Amelia entered the TV_room first.", "true"),
    (APART, "Chloe entered the TV_room first.", "false"),
    (APART, "Chloe entered the TV_room last.", "true"),
    (APART, "Chloe entered the TV_room after Amelia.", "true"),
])
def test_agents_entering_on_one_line_enter_at_once_and_none_of_them_first(story, response, verdict):
    if story == "demo":
        got = claims_of(response)
    else:
        got = [c for c in judge(APART, "Where is the celery really?", response).claims if c.predicate != "answer"]
    assert [(c.kind, c.verdict) for c in got] == [("order", verdict)]


@pytest.mark.parametrize("response, verdict", [
    ("Chloe moved it, with Liam and Owen still in the TV_room.", "true"),  # line 6: both there
    ("Chloe moved it, with Amelia still in the TV_room.", "false"),  # Amelia left at 5
])
def test_with_agents_in_the_room_after_an_event_is_who_was_there_to_see_it(response, verdict):
    assert [(c.kind, c.verdict) for c in claims_of(response)][1:] == [("presence", verdict)]


@pytest.mark.parametrize("response, verdict", [
    ("Liam publicly claimed it is in the white_bathtub. Owen heard that.", "true"),  # everyone in the waiting room
    ("Benjamin privately told Liam it is in the blue_drawer. Owen overheard it.", "false"),  # a private tell
    ("Benjamin privately told Liam it is in the blue_drawer. It is heard by Owen.", "false"),
    ("Liam's claim at line 15 and Benjamin's tell to Liam at line 16; Owen hears neither.", "false"),  # he heard 15
])
def test_hearing_a_message_is_being_its_audience(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.kind == "presence"] == [verdict]


def test_a_message_named_by_its_speaker_listener_or_line_is_that_event():
    assert [(c.predicate, c.verdict) for c in claims_of("Benjamin's tell to Liam (line 16) is private.")] == [
        ("tell", "true")]
    assert [(c.predicate, c.verdict) for c in claims_of("Owen's tell to Liam (line 16).")] == [("tell", "false")]


@pytest.mark.parametrize("response, verdict", [
    ("So the whole chain resolves to the green_bucket.", "true"),
    ("The full chain lands on the white_bathtub.", "false"),  # Owen -> Liam -> Chloe: green_bucket at the end
    ("Every level of the chain becomes the green_bucket.", "true"),
])
def test_the_whole_chain_summed_up_is_the_questions_chain_restated(response, verdict):
    (got,) = claims_of(response)
    assert (got.chain, got.role, got.verdict) == (["Owen", "Liam", "Chloe"], "answer", verdict)


@pytest.mark.parametrize("response, verdict", [
    ("Benjamin was the last to leave the TV_room.", "true"),  # line 13 in the TV_room
    ("Benjamin was the last to leave the waiting_room.", "unchecked"),  # he never leaves it
    ("Amelia leaves the TV_room first.", "true"),
])
def test_first_or_last_to_leave_a_room_named_is_about_the_exits_from_that_room(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.kind == "order"] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Everyone sees it placed in the red_envelope.", "true"),  # line 2: all five in the TV_room
    ("Owen watched Liam move the celery from the green_bucket to the red_bathtub.", "true"),  # the move at 8
    ("Amelia watched Liam move the celery from the green_bucket to the red_bathtub.", "false"),  # she left at 5
])
def test_seeing_a_placement_or_a_move_from_one_container_to_another(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.kind == "presence"] == [verdict]


def test_after_an_event_the_story_lacks_a_while_clause_is_not_dated_by_the_event_before():
    got = claims_of("Chloe moved the celery to the green_bucket. Then Benjamin moves it to the blue_drawer, while "
                    "Owen stays behind in the TV_room.")  # no such move: not line 6's time either
    assert [(c.kind, c.verdict) for c in got][:2] == [("event", "true"), ("event", "false")]
    assert got[2].kind == "presence" and got[2].time != 6  # not dated by the move before the one the story lacks


FOLLOWED = "\n".join(["1 Isla entered the garage.", "2 Ella entered the garage.", "3 The potato is in the green_envelope.",
                      "4 Ella exited the garage.", "5 Isla exited the garage.", "6 Ella entered the master_bedroom."])


@pytest.mark.parametrize("response, verdict", [
    ("Isla left the garage and followed Ella into the master_bedroom.", "false"),  # Isla never went in
    ("Ella followed Isla into the garage.", "true"),  # line 2 after line 1
])
def test_following_someone_into_a_room_is_entering_it_after_them(response, verdict):
    got = judge(FOLLOWED, "Where is the potato really?", response).claims
    assert [c.verdict for c in got if c.kind == "order"] == [verdict]


def test_a_pronoun_may_stand_for_any_agent_named_earlier_in_its_sentence():
    # "she" is Chloe (the subject) or Amelia (who left at 5): false only if false for both, and it is true of Amelia
    got = claims_of("Amelia leaves at step 5, and Chloe moves the celery to the green_bucket while she's gone.")
    assert [c.verdict for c in got if c.kind == "presence"] != ["false"]


@pytest.mark.parametrize("response, verdict", [
    ("Chloe moved the celery to the green_bucket. Later Owen is in the TV_room.", "true"),  # lines 7-10
    ("Chloe moved the celery to the green_bucket. Later Amelia is in the TV_room.", "false"),  # gone since 5
    ("Chloe moved the celery to the green_bucket. Later Chloe is in the TV_room.", "false"),  # after 6: she left at 7
])
def test_later_is_some_line_after_the_event_told_last(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.kind == "presence"] == [verdict]


@pytest.mark.parametrize("response, value, verdict", [
    ("Chloe moved it to the green_bucket, and Chloe will look there.", "green_bucket", "true"),
    ("Liam moved it to the red_bathtub. That's where Owen thinks it is.", "red_bathtub", "true"),
    ("The celery is in the green_bucket, so that is where Chloe believes it is.", "green_bucket", "false"),  # 15
    ("Liam moved it to the red_bathtub and Owen believes it is still there.", "red_bathtub", "true"),
])
def test_there_and_thats_where_stand_for_the_container_named_last(response, value, verdict):
    got = [c for c in claims_of(response) if c.kind == "belief"]
    assert [(c.value, c.verdict) for c in got] == [(value, verdict)]


def test_there_after_an_agent_is_the_room_not_a_container_and_a_layer_summed_up_is_the_chain():
    assert [c.predicate for c in claims_of("Chloe moved it to the green_bucket. Liam was there.")] == ["move", "in_room"]
    (got,) = [c for c in claims_of("Chloe moved it to the green_bucket, and every layer lands there.") if c.role]
    assert (got.chain, got.value, got.verdict) == (["Owen", "Liam", "Chloe"], "green_bucket", "true")


@pytest.mark.parametrize("response, verdict", [
    ("Amelia's last view is the red_envelope.", "true"),  # she left at 5, before Chloe's move at 6
    ("The last thing Chloe saw was the green_bucket.", "true"),
    ("Liam last saw it in the red_bathtub.", "true"),
    ("Chloe saw it last in the red_bathtub.", "false"),  # she left at 7: the green_bucket
    ("Amelia's last view of the celery: green_bucket.", "false"),
])
def test_where_someone_last_saw_a_thing_is_its_place_when_they_were_last_in_its_room(response, verdict):
    assert [(c.predicate, c.verdict) for c in claims_of(response)] == [("last_seen", verdict)]


def test_a_perspective_opened_by_a_possessive_pronoun_dates_and_frames_what_follows():
    got = claims_of("Owen left at step 11. In his model, Liam last saw it in the red_bathtub.")
    assert "last_seen" not in [c.predicate for c in got]  # Owen's model of Liam's view, not Liam's view


@pytest.mark.parametrize("response, verdict", [
    ("Amelia never re-enters the TV_room.", "true"),  # she entered once, at line 1
    ("Amelia left, and she never re-enters.", "true"),  # the room she left; the waiting room is no re-entry
    ("Amelia never enters the TV_room.", "false"),
])
def test_re_entering_is_an_entry_into_the_room_left_after_leaving_it(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.predicate == "enter"] == [verdict]


def test_a_clause_opened_by_its_verb_keeps_the_subject_of_the_clause_before():
    got = claims_of("Chloe watched Amelia leave, then saw Owen stay. She moved the celery to the green_bucket.")
    (move,) = [c for c in got if c.predicate == "move"]
    assert move.verdict == "true"  # she is Chloe, not Amelia (named after her, as the one she watched)


@pytest.mark.parametrize("response, chain, verdict", [
    ("Benjamin's private tell to Liam has no effect.", ["Liam"], "false"),  # Liam trusts him (left after him)
    ("Liam's public claim doesn't sway Owen.", ["Owen"], "true"),
    ("Liam publicly claimed it is in the white_bathtub. The claim does not sway him.", ["Owen"], "true"),
])
def test_a_messages_effect_named_with_its_kind_or_its_listener(response, chain, verdict):
    (got,) = [c for c in claims_of(response) if c.kind == "communication"]
    assert (got.chain, got.verdict) == (chain, verdict)


def test_a_message_convincing_several_agents_is_no_chain_of_beliefs():
    got = claims_of("Liam's public claim convinces Chloe and Owen that it is in the white_bathtub.")
    assert not [c for c in got if c.kind == "communication" and c.chain == ["Chloe", "Owen"]]


@pytest.mark.parametrize("response, verdict", [
    ("Chloe moved it right in front of Owen.", "true"),
    ("Chloe moved it in front of Amelia.", "false"),  # Amelia left at 5
    ("Chloe moved it with all five present.", "false"),
])
def test_a_trailing_in_front_of_or_a_group_after_with_is_who_saw_the_event(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.kind == "presence"] == [verdict]


@pytest.mark.parametrize("response, verdict", [("Owen stayed until step 11.", "true"), ("Amelia stayed until line 9.", "false")])
def test_staying_until_a_line_is_being_there_up_to_it(response, verdict):
    assert [(c.predicate, c.verdict) for c in claims_of(response)] == [("in_room", verdict)]


@pytest.mark.parametrize("response, verdict", [
    ("Owen saw Liam move it, and so did Chloe.", "false"),  # Chloe left at 7, the move is at 8
    ("Owen saw Liam move it, and so did Benjamin.", "true"),
    ("Amelia did not see Liam move it; neither did Chloe.", "true"),
])
def test_an_elided_clause_says_the_clause_before_of_another_agent(response, verdict):
    got = claims_of(response)
    assert got[-1].text.split()[-1].rstrip(".") in ("Chloe", "Benjamin") and got[-1].verdict == verdict


@pytest.mark.parametrize("response", ["Chloe keeps green_bucket.", "Owen takes the white_bathtub on board.",
                                      "Liam takes it that Chloe believes it."])
def test_keeping_or_taking_a_place_or_a_claim_is_no_move(response):
    assert "move" not in [c.predicate for c in claims_of(response)]


def test_a_when_clause_with_a_line_of_its_own_dates_a_state_at_that_line():
    got = claims_of("Owen and Liam are both in the TV_room when the celery is in the red_envelope (line 2).")
    assert [(c.kind, c.time, c.verdict) for c in got if c.kind == "presence"] == [("presence", 2, "true")]


def test_a_bracketed_range_of_lines_dates_what_follows():
    # "(8-13)": the lines told, so "then" is one of them (Owen was there until 11), not line 6
    got = claims_of("Chloe moved it at line 6. The later stays (8-13) do not matter. Owen was in the TV_room then.")
    (where,) = [c for c in got if c.kind == "presence"]
    assert where.time != 6
