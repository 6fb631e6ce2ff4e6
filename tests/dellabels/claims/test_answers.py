"""The free-form answer rule (dellabels.claims.answer): every common form read, hedges and silence never credited."""
import json
from importlib import resources

import pytest

from dellabels.claims.judge import judge

DEMO = json.loads(resources.files("dellabels").joinpath("data/demo_story.json").read_text())
CHOICES = "A. red_envelope, B. green_bucket, C. red_bathtub, D. white_bathtub, E. blue_drawer"


@pytest.mark.parametrize("response,answer,how", [
    ("B. green_bucket\n\nChloe moved it there.", "green_bucket", "choice"),
    ("B\n\nBecause Chloe moved it.", "green_bucket", "choice"),
    ("Answer: B. green_bucket", "green_bucket", "cue"),
    ("**Answer:** green bucket", "green_bucket", "cue"),
    ("Let me think. ... So the answer is the green_bucket.", "green_bucket", "cue"),
    ("Reasoning first.\n\n\\boxed{green_bucket}", "green_bucket", "cue"),
    ("Reasoning first.\n\n\\boxed{green\\_bucket}", "green_bucket", "cue"),  # LaTeX's escaped underscore
    ("The answer is [green_bucket].", "green_bucket", "cue"),
    ("Final answer: red_bathtub", "red_bathtub", "cue"),
    ("<think>Maybe the red_bathtub. The answer is red_bathtub?</think>\n\nThe answer is B.", "green_bucket", "cue"),
    ("green_bucket, because Chloe moved it there and left.", "green_bucket", "choice"),
    ("It's green bucket: Owen saw both moves.", "green_bucket", "choice"),
    ("Owen saw both moves, so Owen thinks Liam thinks Chloe thinks the celery is in the green_bucket.",
     "green_bucket", "conclusion"),
    # a letter against a name labels it: the name is the answer, even when the letter is another choice's
    ("A. green_bucket — Chloe moved it there.", "green_bucket", "choice"),
    ("Answer: A. green_bucket", "green_bucket", "cue"),
    ("Reasoning.\n\nOwen: the green_bucket (A)", "green_bucket", "last word"),
    # an answer taken back is no answer: the one after it is
    ("E... no — B. green_bucket, where Chloe put it.", "green_bucket", "choice"),
    ("E? No, B. green_bucket.", "green_bucket", "choice"),
    # bold around a name inside a sentence is emphasis
    ("<think>\nhm\n</think>\n\nOwen thinks Liam thinks Chloe thinks the celery is in the **green_bucket** (B).",
     "green_bucket", "conclusion"),
    # a reply of one sentence saying where the thing is
    ("<think>\nThe last move I trust is Chloe's.\n</think>\n\nThe celery is in the green_bucket.", "green_bucket",
     "last word"),
])
def test_every_common_answer_form_is_read(response, answer, how):
    got = judge(DEMO["story"], DEMO["question"], response, CHOICES)
    assert (got.answer, got.answer_how) == (answer, how)


@pytest.mark.parametrize("response", [
    "Answer: [green_bucket] or [red_bathtub]",
    "The answer is green_bucket/red_bathtub.",
    "Final answer: [green_bucket] [white_bathtub]",
])
def test_two_answers_are_no_answer(response):
    got = judge(DEMO["story"], DEMO["question"], response, CHOICES)
    assert got.answer is None and got.answer_how == "hedged" and got.label == "wrong"


def test_a_response_with_no_answer_is_counted_as_unanswered_never_right():
    got = judge(DEMO["story"], DEMO["question"], "Chloe moved the celery to the green_bucket (line 6).", CHOICES)
    assert got.answer is None and got.answer_how == "none" and not got.answer_right and got.label == "wrong"
    assert got.to_json()["claims_true"] == 1  # its claims are still checked


@pytest.mark.parametrize("response", [
    "Chloe moved the celery to the green_bucket (line 6).",  # one sentence, but an event: no answer
    "Chloe left after moving the celery to the green_bucket.",
    "E. Chloe moved it, no doubt about that.",  # "no" that takes nothing back; the letter alone is kept
])
def test_one_sentence_of_what_happened_is_no_answer(response):
    got = judge(DEMO["story"], DEMO["question"], response, CHOICES)
    assert got.answer != "green_bucket"


def test_bold_around_a_name_inside_a_sentence_is_emphasis_and_a_heading_stays():
    got = judge(DEMO["story"], DEMO["question"], "The celery is really in the **white_bathtub** now.", CHOICES)
    claim = got.to_json()["claims"][0]
    assert (claim["kind"], claim["value"]) == ("location", "white_bathtub") and claim["verdict"] != "unchecked"
    heading = judge(DEMO["story"], DEMO["question"], "1. **Chloe** — moves the celery to the green_bucket (line 6).")
    assert [(c["kind"], c["time"]) for c in heading.to_json()["claims"]] == [("event", 6)]
