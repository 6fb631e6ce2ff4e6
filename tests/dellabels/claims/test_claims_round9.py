"""Seeing a bare event ("saw her go"), pronouns after a conjoined subject, times the response never told, a fronted
"at the time" clause, and the event a trailing time clause presupposes."""
import pytest

from dellabels.claims.judge import judge
from tests.dellabels.claims.test_claims import claims_of


def of_kind(response: str, kind: str) -> list:
    return [(c.text, c.verdict) for c in claims_of(response) if c.kind == kind]


@pytest.mark.parametrize("response, verdict", [
    ("Chloe left the TV_room. Liam saw her go.", "true"),  # her exit at line 7; Liam left at 9
    ("Chloe left the TV_room. Amelia saw her go.", "false"),  # Amelia left at 5
    ("Chloe moved the celery to the green_bucket. Liam watched her do it.", "true"),  # the move just told
    ("Chloe moved the celery to the green_bucket. Amelia watched her do it.", "false"),
])
def test_seeing_someone_go_or_do_it_is_seeing_their_exit_or_the_event_just_told(response, verdict):
    got = of_kind(response, "presence")
    assert [v for _, v in got] == [verdict]


def test_an_object_pronoun_is_none_of_the_agents_of_its_clauses_subject():
    # "him" after "Owen and Liam both": not Liam (nor Owen), the agent named before them
    got = claims_of("Amelia left. Owen and Liam both saw him go.")
    (seen,) = [c for c in got if c.kind == "presence"]
    assert seen.value not in ("Owen", "Liam")


@pytest.mark.parametrize("response", [
    "At that point the celery is still in the red_envelope.",  # no moment told before it
    "While the celery is still in the red_envelope, Owen stays.",
])
def test_a_time_the_response_never_told_leaves_the_claim_unchecked(response):
    assert [v for _, v in of_kind(response, "location")] == ["unchecked"]


def test_the_same_words_after_a_told_event_date_the_claim_at_that_event():
    got = of_kind("Chloe moved the celery to the green_bucket. At that point the celery is in the green_bucket.",
                  "location")
    assert [v for _, v in got] == ["true"]  # line 6, not the end (the blue_drawer is not where it is; red_bathtub)


@pytest.mark.parametrize("response, verdict", [
    ("So at the time Chloe walks out, the celery is still in the green_bucket.", "true"),  # line 7, not the end
    ("At the time Chloe left, the celery was in the red_bathtub.", "false"),  # line 7: the green_bucket
])
def test_a_fronted_at_the_time_clause_dates_the_claim_after_it(response, verdict):
    assert [v for _, v in of_kind(response, "location")] == [verdict]


def test_an_unread_claim_with_a_trailing_when_clause_still_claims_the_event_it_presupposes():
    got = of_kind("Everyone was in the TV_room when Chloe moved the celery.", "event")
    assert got == [("Chloe moved the celery", "true")]


@pytest.mark.parametrize("response, verdict", [
    ("Amelia stayed a minute.", "true"),  # line 3: "made no movements and stayed ... for 1 minute"
    ("Owen waits a minute and leaves.", "true"),  # line 10
    ("Chloe stayed for a minute.", "false"),  # Chloe never did
])
def test_staying_a_minute_is_the_storys_stay_line_of_that_agent(response, verdict):
    assert of_kind(response, "event")[0] == (response.split(" and")[0].rstrip("."), verdict)


TWO_STAYS = "\n".join(["1 Amelia, Chloe and Liam entered the TV_room.", "2 The celery is in the red_envelope.",
                       "3 Amelia exited the TV_room.", "4 Chloe moved the celery to the green_bucket.",
                       "5 Liam made no movements and stayed in the TV_room for 1 minute.",
                       "6 Chloe exited the TV_room.", "7 Liam moved the celery to the red_bathtub.",
                       "8 Liam made no movements and stayed in the TV_room for 1 minute.",
                       "9 Liam exited the TV_room."])


def test_an_undated_event_told_again_is_the_next_one_after_what_was_told_before():
    # Liam stayed at lines 5 and 8; told after the move at line 4, his stay is line 5's (the celery still in the
    # green_bucket then), not the last one (line 8, after his own move to the red_bathtub)
    got = judge(TWO_STAYS, "Where is the celery really?",
                "Chloe moved the celery to the green_bucket. Liam stayed a minute. The celery was still in the "
                "green_bucket then.").claims
    assert [(c.kind, c.verdict) for c in got if c.kind in ("event", "location")] == [
        ("event", "true"), ("event", "true"), ("location", "true")]


@pytest.mark.parametrize("response, verdict", [
    ("Chloe lost his watch.", "true"),  # line 4
    ("Liam lost his watch.", "false"),  # no line of Liam's: the story is the whole world
    ("Chloe has lost her watch at line 4.", "true"),
    ("Chloe lost her watch at line 5.", "false"),  # line 5 is Amelia's exit
])
def test_an_aside_of_the_story_is_true_when_that_agents_line_has_its_verb_and_thing(response, verdict):
    (got,) = of_kind(response, "event")
    assert got[1] == verdict


def test_an_aside_is_not_read_when_denied_or_in_a_world_that_tells_none():
    assert of_kind("Chloe didn't lose anything.", "event") == []
    got = judge("1 Chloe entered the kitchen.\n2 The celery is in the box.\n3 Chloe exited the kitchen.",
                "Where is the celery really?", "Chloe saw a dog.").claims
    assert [c.verdict for c in got if c.predicate == "aside"] in ([], ["unchecked"])


def test_a_long_by_the_time_clause_dates_the_clause_after_it():
    got = of_kind("By the time Liam moved it to the red_bathtub, Owen was long gone.", "presence")
    assert got == [("Owen was long gone", "false")]  # at line 8 Owen is still there (he left at 11)


def test_a_name_takes_the_pronoun_the_story_itself_gives_it():
    # the demo story says "Chloe lost his watch" (line 4): "he" may be Chloe, so the claim is hers (line 4: there)
    got = claims_of("Chloe lost his watch while he was still in the TV_room.")
    (seen,) = [c for c in got if c.kind == "presence"]
    assert list(seen.chain) == ["Chloe"] and seen.verdict == "true"


def test_out_on_or_in_a_room_is_there_not_away():
    assert of_kind("Owen was still out in the TV_room when Liam left.", "presence") == [
        ("Owen was still out in the TV_room", "true")]


def test_an_aside_dates_what_follows_but_it_is_still_the_storys_event():
    # "it": the move at line 6, not Chloe's lost watch at line 4; Amelia had left at 5
    got = of_kind("Chloe moved the celery to the green_bucket. Chloe lost his watch, and Amelia wasn't watching it.",
                  "presence")
    assert got == [("and Amelia wasn't watching it", "true")]


@pytest.mark.parametrize("seer, verdict", [
    ("Owen saw both", "true"),  # there for lines 6 and 8
    ("Amelia saw neither", "true"),  # gone at 5
    ("Chloe saw both", "false"),  # she left at 7: the move at 8 she missed
    ("Chloe misses both", "false"),  # she made the first herself
])
def test_seeing_both_or_neither_is_about_the_two_events_just_told(seer, verdict):
    got = of_kind(f"Chloe moved it to the green_bucket and Liam moved it to the red_bathtub. {seer}.", "presence")
    assert got == [(seer, verdict)]


def test_both_after_a_clause_naming_two_lines_is_those_two_lines():
    got = of_kind("Line 6 Chloe → green_bucket, line 8 Liam → red_bathtub — Amelia sees neither.", "presence")
    assert got == [("Amelia sees neither", "true")]


@pytest.mark.parametrize("response, chain, verdict", [
    ("Owen → Liam → Chloe = green_bucket.", ["Owen", "Liam", "Chloe"], "true"),  # the chain in arrow shorthand
    ("Owen -> Liam is red_envelope.", ["Owen", "Liam"], "false"),
    ("Owen's nested model has Liam → Chloe at green_bucket.", ["Owen", "Liam", "Chloe"], "true"),
])
def test_a_belief_chain_in_arrow_shorthand_or_a_nested_model_is_read(response, chain, verdict):
    (got,) = [c for c in claims_of(response) if c.kind == "belief"]
    assert (list(got.chain), got.verdict) == (chain, verdict)


def test_a_belief_at_first_is_over_the_chains_first_scene():
    # Chloe's first belief after the placement (line 2) up to her exit (7): the red_envelope, then the green_bucket
    for container in ("red_envelope", "green_bucket"):
        got = of_kind(f"At first Chloe thinks it is in the {container}.", "belief")
        assert [v for _, v in got] == ["true"]
    assert [v for _, v in of_kind("At first Chloe thinks it is in the red_bathtub.", "belief")] == ["false"]


@pytest.mark.parametrize("response, verdict", [
    ("Owen knows Chloe left before Liam moved it.", "true"),  # 7 before 8, and Owen saw both
    ("Owen knows Chloe left after Liam moved it.", "false"),  # knowing is factive: she left first
    ("Liam knows Chloe moved it to the green_bucket.", "true"),  # an event he saw, not Chloe's belief at the end
    ("Amelia knows Chloe left.", "unchecked"),  # true, but Amelia was gone by then: whether she knows is open
])
def test_knowing_a_fact_is_the_fact_and_having_seen_it(response, verdict):
    (got,) = [c for c in claims_of(response) if c.kind == "belief"]
    assert got.verdict == verdict


def test_an_object_pronoun_in_a_clause_after_knew_may_be_the_knower():
    # "her": Chloe (the knower), not Liam, the embedded subject; Liam saw her move at line 6, and so did she
    got = of_kind("Chloe moved it to the green_bucket. She knew Liam had seen her do it.", "belief")
    assert got == [("She knew Liam had seen her do it", "true")]


@pytest.mark.parametrize("response, verdict", [
    ("The claims in the waiting room are about the celery.", "true"),  # line 15: Liam's public claim
    ("The private tells are about the celery.", "true"),  # line 16
    ("Benjamin's private messages don't concern the celery.", "false"),
    ("There are no claims or tells.", "false"),  # lines 15 and 16
])
def test_a_claim_about_the_stories_messages_as_a_whole_is_checked(response, verdict):
    (got,) = of_kind(response, "communication")
    assert got[1] == verdict


def test_a_message_noun_with_a_verb_of_its_own_is_not_a_claim_that_there_are_none():
    assert [c.predicate for c in claims_of("Neither statement moves the celery.")] != ["none_told"]


@pytest.mark.parametrize("response, verdict", [
    ("Liam moves it to the red_bathtub while Owen watches.", "true"),  # Owen was there at line 8
    ("Liam moves it to the red_bathtub while Amelia watches.", "false"),  # Amelia left at 5
    ("Chloe moved it to the green_bucket, with Liam still standing there (Amelia too).", "true"),  # Liam's, alone
])
def test_a_trailing_onlooker_phrase_is_who_saw_the_event_the_clause_tells(response, verdict):
    assert [v for _, v in of_kind(response, "event")] == ["true"]
    assert [v for _, v in of_kind(response, "presence")] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Benjamin stays longest.", "true"),  # the last to leave the TV_room (line 13)
    ("Owen stayed to the very end.", "false"),  # Benjamin left after him
])
def test_staying_longest_or_to_the_end_is_being_the_last_to_leave(response, verdict):
    assert of_kind(response, "order") == [(response.rstrip("."), verdict)]


@pytest.mark.parametrize("response, verdict", [
    ("Chloe left before anything was moved.", "false"),  # she left at 7, after her own move at 6
    ("Amelia left before anything was moved.", "true"),  # 5, before the first move at 6
    ("Chloe left before Liam moved it.", "true"),  # 7 before 8
])
def test_leaving_before_anything_was_moved_is_before_every_move_of_that_visit(response, verdict):
    assert of_kind(response, "order") == [(response.rstrip("."), verdict)]


def test_a_where_clause_after_a_line_is_a_claim_of_its_own_at_that_line():
    got = of_kind("Chloe moved it at line 6, where the celery is now in the green_bucket.", "location")
    assert got == [("celery is now in the green_bucket", "true")]  # at line 6, not the end (red_bathtub)


@pytest.mark.parametrize("response, verdict", [
    ("The TV_room scene is about the celery.", "true"),  # lines 2-8: the celery's placement and moves
    ("The TV_room scene doesn't involve the celery.", "false"),
    ("Everything in the TV_room involves the celery.", "true"),
    ("The waiting_room scene is about the celery.", "unchecked"),  # nothing is placed or moved there
])
def test_what_a_rooms_scene_is_about_is_the_objects_placed_or_moved_there(response, verdict):
    (got,) = of_kind(response, "event")
    assert got[1] == verdict


@pytest.mark.parametrize("response, verdict", [
    ("Line 2 puts the celery in the red_envelope.", "true"),
    ("Line 3 puts the celery in the red_envelope.", "false"),  # line 3 is Amelia's stay
    ("The celery is first mentioned at line 2, in the red_envelope.", "true"),
    ("The story places the celery in the green_bucket.", "false"),  # Chloe moved it there; the story placed it
])
def test_a_placement_told_as_what_the_story_does_is_the_placement_line(response, verdict):
    (got,) = of_kind(response, "event")
    assert got[1] == verdict


@pytest.mark.parametrize("response, verdict", [
    ("Chloe left. Both Owen and Liam saw her go.", "true"),
    ("Both Amelia and Owen saw Chloe move it.", "false"),  # Amelia had left at 5
])
def test_a_subject_opened_by_both_is_each_of_its_agents(response, verdict):
    assert [v for _, v in of_kind(response, "presence")] == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Chloe goes to the waiting_room.", "true"),  # line 14
    ("Owen went into the TV_room.", "true"),  # line 1
])
def test_going_to_a_room_is_entering_it(response, verdict):
    assert of_kind(response, "event") == [(response.rstrip("."), verdict)]


def test_a_range_of_lines_names_every_line_inside_it():
    got = [c for c in claims_of("Lines 5-8: Chloe moves it to the green_bucket.") if c.kind == "event"]
    assert [c.verdict for c in got] == ["true"] and got[0].time == [5, 6, 7, 8]


@pytest.mark.parametrize("place, verdict, role", [
    ("is in the green_bucket", "true", ""),  # the story retold at line 4, not the answer (red_bathtub) restated
    ("is still in the green_bucket", "false", "answer"),  # "still" reaches the question's time
])
def test_a_present_place_in_a_story_retold_that_differs_from_the_answer_is_a_moment_of_the_story(place, verdict,
                                                                                                   role):
    got = judge(TWO_STAYS, "Where is the celery really?",
                f"Answer: red_bathtub. Chloe moved the celery to the green_bucket. The celery {place}. Then Liam "
                "moved it to the red_bathtub.")
    (told,) = [c for c in got.claims if c.kind == "location" and c.predicate != "answer"]
    assert (told.verdict, told.role) == (verdict, role)


@pytest.mark.parametrize("response, time, verdict", [
    ("Before the waiting room, Chloe thinks the celery is in the green_bucket.", 13, "true"),  # entered at 14
    ("Up to the waiting-room conversation, Chloe thinks the celery is in the green_bucket.", 14, "true"),  # claim 15
    ("Before the claims, Chloe thinks the celery is in the white_bathtub.", 14, "false"),
    ("Right up to the final line, Chloe thinks it is in the white_bathtub.", 15, "true"),  # Liam's claim at 15
    ("Chloe thinks the celery is in the green_bucket.", "end", "false"),  # no scene named: the question's time
])
def test_a_scene_named_after_before_or_up_to_dates_the_claim_just_before_it(response, time, verdict):
    (got,) = [c for c in claims_of(response) if c.kind == "belief"]
    assert (got.time, got.verdict) == (time, verdict)


def test_a_pronoun_before_any_agent_is_named_stands_for_the_questions_agents():
    # the demo asks "Where does Owen think Liam thinks Chloe thinks ...?": "he" is Owen (left at 11), not unread
    (got,) = [c for c in claims_of("He stayed in the TV_room until step 11.") if c.kind == "presence"]
    assert (got.chain, got.verdict) == (["Owen"], "true")


@pytest.mark.parametrize("response, verdict", [
    ("Chloe moved the celery to the green_bucket and never saw it moved.", "true"),  # Liam's move at 7: she was out
    ("Liam moved the celery to the red_bathtub and never saw it moved.", "unchecked"),  # no move after his own
    ("Liam never saw it moved.", "false"),  # he saw Chloe's move at 4
    ("Amelia never saw it moved.", "true"),  # she left at 3
])
def test_nobody_misses_his_own_move_never_seeing_it_moved_is_about_the_moves_of_others(response, verdict):
    got = judge(TWO_STAYS, "Where is the celery really?", response).claims
    assert [c.verdict for c in got if c.kind == "presence"] == [verdict]


STILL = "\n".join(["1 Amelia and Chloe entered the TV_room.", "2 The celery is in the red_envelope.",
                   "3 Amelia exited the TV_room.", "4 Chloe exited the TV_room."])


@pytest.mark.parametrize("story, verdict", [(STILL, "true"), (TWO_STAYS, "false")])
def test_and_the_object_with_a_verb_of_its_own_is_a_new_clause_about_the_object(story, verdict):
    got = judge(story, "Where is the celery really?", "Amelia left first and the celery never moved.").claims
    assert [(c.text, c.verdict) for c in got if c.predicate == "no_move"] == [("the celery never moved", verdict)]
