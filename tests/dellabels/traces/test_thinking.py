"""Thinking models: one rule says where a trace is read from (``dellabels.traces.thinking``),
and acc, the process metrics, the DEL labeler, the PBM conversation and the DEL backend all follow it;
a response cut inside ``<think>`` is flagged in the logged sample."""
import json

import pytest

from dellabels.hitom.explain import gold_trace
from dellabels.traces.labeler import label_trace
from dellabels.traces.thinking import count_cut_in_think, cut_in_think, reading_text
from dellabels.traces.verify import story_of, verify
from harness_ext.benchmarks.hitom import VerifyFilter, is_correct
from pbm.backends.del_verifier import del_step_scores
from pbm.conversation import trace_conversation
from helpers.paths import REPO

ROOT = REPO
DEMO = json.loads((ROOT / "dellabels" / "data" / "demo_story.json").read_text(encoding="utf-8"))
STORY, QUESTION, ANSWER = DEMO["story"], DEMO["question"], DEMO["answer"]


@pytest.fixture(scope="module")
def gold() -> str:
    return gold_trace(story_of(STORY), QUESTION)


def _steps_and_answer(gold: str) -> tuple[str, str]:
    body, _, final = gold.rpartition("Final Answer:")
    return body.strip(), "Final Answer:" + final


def _every_reader(response: str) -> dict:
    checked = verify(STORY, QUESTION, response, ANSWER)
    labels = label_trace(story_of(STORY), QUESTION, response)
    conversation, steps = trace_conversation(STORY, QUESTION, response)
    return {"acc": is_correct(response, ANSWER), "verified": checked.verified, "verify_steps": checked.steps,
            "label_steps": len(labels.steps), "pbm_steps": len(steps),
            "del_scores": del_step_scores(story_of(STORY), QUESTION, response), "final": conversation[-2]["content"]}  # the last user turn


def test_trace_inside_think_then_final_answer_is_read_by_every_reader(gold):
    """The issue's case: before, acc was right but verify / labeler / PBM saw no steps (step_scores [])."""
    steps, final = _steps_and_answer(gold)
    n = len(story_of(STORY).lines)
    seen = _every_reader(f"<think>\n{steps}\n</think>\n\n{final}")
    assert seen["acc"] and seen["verified"]
    assert seen["verify_steps"] == seen["label_steps"] == seen["pbm_steps"] == n
    assert seen["del_scores"] == [1.0] * n and ANSWER in seen["final"]


def test_trace_in_the_reply_wins_over_the_think_block(gold):
    wrong = gold.replace(f"[{ANSWER}]", "[nowhere_box]")
    response = f"<think>{wrong}</think>\n{gold}"
    assert reading_text(response) == "\n" + gold
    assert _every_reader(response)["verified"]
    assert not _every_reader(f"<think>{gold}</think>\n{wrong}")["acc"]  # the reply's trace, the reply's answer


def test_lone_closing_tag_from_a_template_that_opened_the_block(gold):
    steps, final = _steps_and_answer(gold)
    assert _every_reader(f"{steps}\n</think>\n{final}")["verified"]


def test_cut_inside_think_is_read_and_flagged(gold):
    steps, _ = _steps_and_answer(gold)
    cut = f"<think>\n{steps}\nHmm, let me check line"
    assert cut_in_think(cut) and not cut_in_think(gold) and not cut_in_think(f"<think>x</think>{gold}")
    assert cut_in_think(f"{gold}\n<think>still unsure") and count_cut_in_think([cut, gold, None, 3]) == 1
    seen = _every_reader(cut)
    assert seen["verify_steps"] == seen["pbm_steps"] == len(story_of(STORY).lines)
    assert not seen["acc"] and "[ParseError]" in seen["final"]  # no answer was written


def test_logged_sample_carries_cut_in_think(gold):
    """The hitom_del filter's JSON (what --log_samples writes in filtered_resps) flags the cut response."""
    steps, _ = _steps_and_answer(gold)
    doc = {"story": STORY, "question": QUESTION, "answer": ANSWER, "choices": None}
    cut, whole = VerifyFilter().apply([[f"<think>{steps}"], [gold]], [doc, doc])
    assert json.loads(str(cut))["cut_in_think"] is True and json.loads(str(whole))["cut_in_think"] is False
