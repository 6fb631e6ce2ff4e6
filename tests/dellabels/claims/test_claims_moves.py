"""Moves told in free form: adverbs before the verb, a trailing time clause (two claims), claims that nothing moved."""
import pytest

from tests.dellabels.claims.test_claims import claims_of


def only(response: str, kind: str) -> list:
    return [(c.text, c.verdict) for c in claims_of(response) if c.kind == kind]


@pytest.mark.parametrize("response, verdict", [
    ("Liam later moves it to the red_bathtub.", "true"),  # "later" opens the verb phrase: no noun "the later moves"
    ("Chloe first moved it to the green_bucket.", "true"),
    ("Owen later moves it to the red_bathtub.", "false"),
    ("Liam moves it into the red_bathtub.", "true"),  # "moves it into": a move, not "moves into" a room
])
def test_a_move_with_an_adverb_before_its_verb_or_a_particle_after_its_object_is_read(response, verdict):
    assert only(response, "event") == [(response.rstrip("."), verdict)]


def test_a_clause_with_a_subject_of_its_own_after_its_adverbs_keeps_it():
    got = only("Chloe moved it to the green_bucket, and finally Liam moved it to the red_bathtub.", "event")
    assert got[-1] == ("and finally Liam moved it to the red_bathtub", "true")


@pytest.mark.parametrize("response, event, order", [
    ("Chloe moved it to the green_bucket before Liam left.", "true", "true"),  # line 6 before line 9
    ("Liam moved it to the red_bathtub before Chloe left.", "true", "false"),  # line 8 after line 7
    ("Liam moved it to the red_bathtub after Chloe left.", "true", "true"),
])
def test_an_event_with_a_trailing_time_clause_is_the_event_and_its_order(response, event, order):
    assert [v for _, v in only(response, "event")] == [event]
    (got,) = only(response, "order")
    assert got[1] == order and got[0].startswith(("before", "after"))


def test_a_trailing_time_clause_with_a_pronoun_is_false_only_for_every_agent_it_may_name():
    got = only("Chloe watched Liam. Liam moved it to the red_bathtub before she left.", "order")
    assert got == [("before she left", "false")]  # she: Chloe (left at 7, before the move at 8)


@pytest.mark.parametrize("response, verdict", [
    ("Liam moved it to the red_bathtub (line 8). Nobody moved it after that.", "true"),
    ("Chloe moved it to the green_bucket (line 6). Nobody moved it after that.", "false"),  # Liam at line 8
    ("Chloe moved it to the green_bucket (line 6). After that, nobody touched it.", "false"),
    ("Nobody ever moved the celery.", "false"),
    ("Benjamin doesn't touch the celery.", "true"),
    ("Liam never touches the celery.", "false"),
    ("Liam doesn't touch the celery.", "unchecked"),  # may be about a moment told, where he did not
])
def test_a_claim_that_nothing_moved_the_object_is_checked_over_its_span(response, verdict):
    (got,) = [v for t, v in only(response, "event") if "touch" in t or "obody" in t]
    assert got == verdict


def test_nothing_moved_after_a_clause_the_reader_could_not_read_is_unchecked():
    got = only("Chloe moved it to the green_bucket (line 6). Liam, who had the red_bathtub in mind all along, did his "
               "thing. Nobody moved it after that.", "event")
    assert got[-1] == ("Nobody moved it after that", "unchecked")


def test_nobody_kept_track_is_no_move_claim():
    assert not [v for _, v in only("Nobody really kept track of the celery.", "event") if v == "false"]


def test_a_false_claim_about_a_part_of_the_story_the_reader_does_not_delimit_is_unchecked():
    assert only("Liam doesn't move it in the first round.", "event") == [("Liam doesn't move it", "unchecked")]


@pytest.mark.parametrize("response, verdict", [
    ("Chloe moved it to the green_bucket, with all five watching.", "false"),  # Amelia left at line 5
    ("Amelia stayed a minute, with all five present.", "true"),  # line 3
    ("Chloe moved it to the green_bucket, with everyone watching.", "unchecked"),  # perhaps everyone still there
    ("Everyone was in the TV_room.", "true"),
])
def test_a_group_named_as_one_is_each_of_its_agents(response, verdict):
    got = [v for t, v in only(response, "presence") if "all" in t or "every" in t.lower()]
    assert got == [verdict]


def test_a_group_moving_is_an_event_not_a_presence():
    assert not only("All five left the TV_room for the waiting_room.", "presence")


@pytest.mark.parametrize("response, verdict", [
    ("Owen knows the truth.", "true"),  # red_bathtub, where it is
    ("Liam knows the truth.", "false"),  # Benjamin's tell at line 16: blue_drawer
    ("Chloe's belief is outdated.", "true"),  # white_bathtub, after Liam's claim
    ("Owen's belief is wrong.", "false"),
])
def test_a_belief_said_right_or_wrong_about_the_place_is_checked_against_where_it_is(response, verdict):
    (got,) = [(c.predicate, c.verdict) for c in claims_of(response) if c.kind == "belief"]
    assert got == ("knows_where", verdict)


@pytest.mark.parametrize("response, verdict", [
    ("Liam, the last one in the TV_room then, moved it to the red_bathtub.", "true"),
    ("Chloe, alone at that point, moved it to the red_bathtub.", "false"),  # Liam did, at line 8
])
def test_an_apposition_after_the_subject_is_skipped_to_its_verb(response, verdict):
    assert [v for _, v in only(response, "event")] == [verdict]


def test_what_someone_would_say_is_no_event():
    assert not only("Owen and Benjamin, who left later, would still say it is in the green_bucket.", "event")


@pytest.mark.parametrize("response, predicate, verdict", [
    ("Liam's public claim at line 15 says the celery is in the white_bathtub.", "claim", "true"),
    ("Benjamin's private tell to Liam (blue_drawer, line 16).", "tell", "true"),
    ("Liam's public claim (red_bathtub, line 15).", "claim", "false"),  # he claimed the white_bathtub
    ("Benjamin's tip to Chloe is about the celery.", "tell", "false"),  # he told Liam
])
def test_a_claim_or_tell_named_by_a_noun_phrase_is_its_event(response, predicate, verdict):
    (got,) = [(c.predicate, c.verdict) for c in claims_of(response) if c.kind == "event"]
    assert got == (predicate, verdict)


def test_what_a_claim_did_or_whether_it_was_true_is_not_its_event():
    assert not only("Liam's claim is a lie.", "event")


@pytest.mark.parametrize("response, verdict, time", [
    ("Start: red_envelope.", "true", 2),
    ("Initial: green_bucket (line 2).", "false", 2),
    ("Real location: red_bathtub.", "true", "end"),
    ("Real location: green_bucket.", "false", "end"),
    ("Celery: red_envelope (2).", "true", 2),
    ("green_bucket (6)", "true", 6),
])
def test_a_location_in_note_form_is_read_at_its_time(response, verdict, time):
    (got,) = [(c.verdict, c.time) for c in claims_of(response) if c.kind == "location"]
    assert got == (verdict, time)


def test_a_bare_answer_after_so_is_no_location_note():
    assert not [c for c in claims_of("So: green_bucket.") if c.kind == "location"]
