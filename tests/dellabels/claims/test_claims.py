"""Claims of a free-form response checked against the DEL engine: the issue's worked example, time, non-assertions."""
import json
from importlib import resources

import pytest

from dellabels.claims.judge import judge

DEMO = json.loads(resources.files("dellabels").joinpath("data/demo_story.json").read_text())
SOUND = ("Answer: green_bucket. Chloe moved the celery to the green_bucket (step 6) and left right after, so when she "
         "left she thought it was in the green_bucket. Liam saw her move it and left after her (step 9). Owen was in "
         "the TV_room until step 11, so he saw both moves, and Owen thinks Liam thinks Chloe thinks the celery is in "
         "the green_bucket.")


def claims_of(response: str) -> list:
    """The claims of a response about the story, the answer claim left out."""
    return [c for c in judge(DEMO["story"], DEMO["question"], response).claims if c.predicate != "answer"]


def dated_of(response: str) -> list:
    """``claims_of`` without the events its anchors presuppose ("when Chloe left": she left)."""
    found = claims_of(response)
    return [c for c in found if not (c.kind == "event" and any(o is not c and o.start <= c.start < o.end or
                                                                 c.start < o.start for o in found))]


def test_the_worked_example_is_sound_every_claim_true_and_the_answer_restated():
    got = judge(DEMO["story"], DEMO["question"], SOUND)
    assert got.label == "sound" and got.answer_right
    assert all(c.verdict == "true" for c in got.claims), [(c.text, c.verdict) for c in got.claims]
    kinds = {c.kind for c in got.claims}
    assert {"event", "belief", "presence", "order"} <= kinds
    (restated,) = [c for c in got.claims if c.role == "answer" and c.predicate != "answer"]
    assert restated.chain == ["Owen", "Liam", "Chloe"] and restated.time == "end"
    for c in got.claims:
        assert SOUND[c.start:c.end] == c.text


def test_one_false_claim_makes_a_right_answer_unsound():
    response = SOUND.replace("Liam saw her move it and left after her (step 9)", "Liam left before Chloe moved it")
    got = judge(DEMO["story"], DEMO["question"], response)
    assert got.label == "unsound" and got.answer_right
    (false,) = [c for c in got.claims if c.verdict == "false"]
    assert false.text == "Liam left before Chloe moved it" and false.kind == "order"


def test_a_claim_with_no_time_is_judged_at_the_questions_time():
    (still,) = claims_of("Chloe thinks it is still in the green_bucket.")
    assert (still.verdict, still.time, still.gold) == ("false", "end", "white_bathtub")  # Liam's claim at line 15
    (then,) = dated_of("When Chloe left, she thought it was in the green_bucket.")
    assert (then.verdict, then.time) == ("true", 7)


@pytest.mark.parametrize("response,time,verdict", [
    ("At line 8 the celery was in the red_bathtub.", 8, "true"),
    ("After line 6 the celery is in the red_envelope.", 6, "false"),
    ("Before Liam moved it, the celery was in the green_bucket.", 7, "true"),
    ("Initially the celery is in the red_envelope.", 2, "true"),
])
def test_time_from_line_references_event_anchors_and_time_words(response, time, verdict):
    (claim,) = dated_of(response)
    assert (claim.time, claim.verdict) == (time, verdict)


@pytest.mark.parametrize("response", [
    "Maybe Liam saw Chloe move it.",
    "If Liam had stayed, he would have seen the move.",
    "Did Owen see the move?",
    "Liam saw Chloe move it - wait, no.",
    "I think Amelia moved the celery to the red_bathtub.",
])
def test_hedged_conditional_questioned_and_retracted_statements_are_no_claims(response):
    assert claims_of(response) == []


def test_a_correction_takes_back_the_claim_it_corrects():
    got = claims_of("Amelia saw the move. Wait, no, Amelia left at line 5, so she missed it.")
    assert [c.verdict for c in got] == ["true", "true"]
    assert "Amelia saw the move" not in [c.text for c in got]


def test_a_claim_whose_content_is_not_determinate_is_unchecked_never_judged():
    (claim,) = claims_of("Owen thinks Liam thinks Chloe left.")
    assert claim.verdict == "unchecked" and claim.kind == "belief"


def test_the_answer_restated_alone_is_unsupported():
    got = judge(DEMO["story"], DEMO["question"], "Owen thinks Liam thinks Chloe thinks the celery is in the green_bucket.")
    assert got.label == "unsupported" and got.answer_right


def test_a_pronoun_is_false_only_if_false_for_every_agent_it_may_stand_for():
    # "she" may be Chloe (true: she saw her own move at line 6) or Amelia (false: gone at line 5)
    got = claims_of("Amelia left at line 5 and Chloe moved it at line 6, and she saw that move.")
    assert [c.verdict for c in got if c.kind == "presence"] in (["true"], ["unchecked"])


def test_trust_and_claim_effects_are_checked_against_the_engine():
    got = claims_of("Liam publicly claimed that the celery is in the white_bathtub (line 15). Chloe trusts Liam, "
                    "since he left after her. Liam's claim does not change Owen's belief.")
    assert [(c.kind, c.verdict) for c in got][:2] == [("event", "true"), ("communication", "true")]


@pytest.mark.parametrize("claim, verdict", [
    ("Neither Liam nor Owen moved the celery.", "false"),  # Liam moved it at line 8
    ("Neither Amelia nor Owen moved the celery.", "true"),
    ("Neither Amelia nor Benjamin saw Liam move it.", "false"),  # Benjamin was still in the TV_room at line 8
    ("Amelia and Owen never move the celery.", "true"),  # Chloe's and Liam's moves are not theirs
    ("Chloe and Liam move the celery in turn.", "true"),
    ("Chloe and Owen move the celery in turn.", "false"),
])
def test_a_move_of_several_agents_is_each_of_theirs_and_denied_none_of_theirs(claim, verdict):
    (found,) = claims_of("Answer: green_bucket. " + claim)
    assert found.verdict == verdict, (found.text, found.gold)


@pytest.mark.parametrize("told, claim", [("Chloe moved it.", "Chloe only saw the green_bucket."),
                                         ("Liam moved it to the red_bathtub.", "None of the later moves were seen by Amelia."),
                                         ("", "Nothing that happened afterwards was seen by Amelia.")])
def test_seeing_said_of_several_events_at_once_is_unchecked_never_judged_on_one(told, claim):
    """"only saw X" also says what was not seen, and "nothing ... was seen by" quantifies over events the reader
    does not enumerate: judged on the one event just told, a true claim reads false (or a false one true)."""
    *_, found = claims_of(f"Answer: green_bucket. {told} {claim}")
    assert found.kind == "presence" and found.verdict == "unchecked", (found.text, found.verdict)


TOMI_STORY = ("1 William entered the garage.\n2 Avery entered the garage.\n3 Avery loves the lettuce\n"
              "4 Evelyn entered the closet.\n5 The banana is in the red_crate.\n6 Avery exited the garage.\n"
              "7 Avery likes the melon\n8 Avery entered the closet.\n9 William moved the banana to the blue_envelope.")
TOMI_QUESTION = "Where does William think that Avery searches for the banana?"


@pytest.mark.parametrize("place, verdict", [("red_crate", "true"), ("blue_envelope", "true")])
def test_a_placement_retold_in_the_present_is_read_at_its_story_line_too(place, verdict):
    """"The banana is in the red_crate." right after the entries is the story's own placement line (5), not a claim
    about the entries' time (no banana yet) or the end (moved since); the end stays a reading."""
    response = f"1. William enters the garage, then Avery.\n2. The banana is in the {place}.\n3. Avery exits.\n" \
               "\\boxed{red_crate}"
    got = judge(TOMI_STORY, TOMI_QUESTION, response)
    (found,) = [c for c in got.claims if c.kind == "location" and c.value == place]
    assert found.verdict == verdict, (found.text, found.time, found.gold)


def test_then_in_a_chain_of_exits_is_after_the_one_before_not_the_very_next():
    """"Amelia leaves, then Liam, then Chloe": Liam left after Amelia (Chloe's exit between them does not make it
    false), and Chloe after Liam, which is false (Chloe left at line 7, Liam at 9)."""
    found = {c.text: c.verdict for c in claims_of("Answer: green_bucket. Amelia leaves the TV_room, then Liam, then Chloe.")
             if c.kind == "order"}
    assert found == {"then Liam": "true", "then Chloe": "false"}, found


@pytest.mark.parametrize("mover, verdict", [("Liam", "true"), ("Amelia", "false")])
def test_the_event_an_anchor_presupposes_is_a_claim_of_its_own(mover, verdict):
    """"When Liam moved it, Owen was there": dating a claim by an event says the event happened; Amelia never moved
    the celery, so that anchor is a false claim (and the claim it dates has no time)."""
    found = claims_of(f"Answer: green_bucket. When {mover} moved the celery to the red_bathtub, Owen was in the TV_room.")
    (event,) = [c for c in found if c.kind == "event"]
    assert event.text == f"{mover} moved the celery to the red_bathtub" and event.verdict == verdict


def test_one_of_the_last_to_leave_is_unchecked_and_last_saw_is_no_ordering():
    """Owen left at line 11, Benjamin after him: "the last to leave" is false, "one of the last" is not settled by
    any line, and "what he last saw before leaving" says nothing about who left last."""
    (last,) = [c for c in claims_of("Answer: green_bucket. Owen was the last to leave the TV_room.") if c.kind == "order"]
    assert last.verdict == "false"
    (vague,) = [c for c in claims_of("Answer: green_bucket. Owen was one of the last to leave the TV_room.")
                if c.kind == "order"]
    assert vague.verdict == "unchecked"
    assert not [c for c in claims_of("Answer: green_bucket. Owen's belief is what he last saw before leaving.")
                if c.kind == "order"]


def test_still_thinks_is_judged_at_the_questions_time_even_in_a_story_retold():
    """"Chloe still thinks it is in the green_bucket" after a retold move says her belief lasted to the question's
    time, where Liam's public claim (line 15) has moved it to the white_bathtub: false, as with no event told."""
    *_, still = claims_of("Answer: green_bucket. Liam moves the celery to the red_bathtub. "
                          "Chloe still thinks it is in the green_bucket.")
    assert (still.kind, still.time, still.verdict, still.gold) == ("belief", "end", "false", "white_bathtub")


def test_an_arrow_between_an_agent_and_a_container_is_a_move_or_after_a_claim_maybe_a_belief():
    """"Chloe → green_bucket (6)" is one claim, a move (not an agent and a container apart); after a claim told,
    "Chloe → white_bathtub" may also write Chloe's belief changed by it (Liam's claim at line 15 does), so it is not
    judged as a move she never made."""
    moves = {c.text: c.verdict for c in claims_of("Answer: green_bucket.\n2. Chloe → green_bucket (6), "
                                                  "Liam → blue_drawer (8).") if c.kind == "event"}
    assert moves == {"Chloe → green_bucket (6)": "true", "Liam → blue_drawer (8)": "false"}
    told = "Answer: green_bucket. Line 15: Liam publicly claims it's in the white_bathtub. Chloe → {}."
    assert claims_of(told.format("white_bathtub"))[-1].verdict == "unchecked"
    assert claims_of(told.format("blue_drawer"))[-1].verdict == "false"


@pytest.mark.parametrize("text, verdict", [("Then Liam's move to the red_bathtub.", "true"),
                                           ("Liam's own move to the green_bucket came last.", "false"),
                                           ("Chloe to green_bucket (6).", "true")])
def test_a_move_named_by_a_noun_phrase_or_a_dated_list_item_is_a_move_claim(text, verdict):
    (move,) = [c for c in claims_of("Answer: green_bucket. " + text) if c.kind == "event"]
    assert move.verdict == verdict, (move.text, move.gold)
