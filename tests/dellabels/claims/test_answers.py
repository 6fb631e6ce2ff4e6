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
