"""The PBM as a step-error detector (`pbm bench`, ProcessBench style): first errors, outcomes, figures, CLI."""
import json
import random

import pytest

from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory
from dellabels.pbm_data import build_examples
from dellabels.traces.synth import DEFAULT_RATES, synthesize_trace
from pbm.backends import load_backend
from pbm.cli import main
from pbm.conversation import conversation_labels, trace_conversation, with_placeholders
from pbm.evaluate import bench
from pbm.step_errors import error_step, flagged_step, outcome, recover, step_error_report, targets
from pbm.tiny import TinyConfig, build_tiny_model
from helpers.crafted_traces import KINDS, craft, target

BELIEF_ERRORS = {**DEFAULT_RATES, "format_slip": 0.0}  # every error one the DEL labeler sees


@pytest.fixture(scope="module")
def stories():
    return list(generate(12, seed=11, lengths=(1, 2, 3), progress=False, workers=1))


def _rows(records):
    examples, skipped = build_examples(records)
    assert not skipped
    return [e.rlhflow() for e in examples]


@pytest.fixture(scope="module")
def synthetic_rows(stories):
    rng = random.Random(5)
    return _rows([{"story": s["story"], "question": q["question"],
                   "trace": synthesize_trace(HiToMStory(s["story"]), q["question"], rng, BELIEF_ERRORS)}
                  for s in stories for q in s["questions"]])


def _write(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_first_error_step_of_each_crafted_kind(stories):
    """Where the DEL first error shows, as a step, for the crafted responses (``tests/helpers/crafted_traces.py``)."""
    for record in stories[:4]:
        story = HiToMStory(record["story"])
        last = len(story.lines) - 1
        for q in record["questions"]:
            for kind in KINDS:
                m = target(kind, story)
                expected = {"verified": None, "think_then_verified": None, "wrong_middle_belief": m,
                            "skipped_line": m,  # the step that came in the missing line's place
                            "other_agent": m, "merged_lines": m,
                            "extra_step": m + 1,  # the repeat: step m+2 aligned to line m+1
                            "wrong_final": last, "no_final": last}[kind]
                trace = craft(kind, record["story"], q["question"])
                assert error_step(record["story"], q["question"], trace) == expected, kind


def test_conversations_read_back_to_their_traces(synthetic_rows):
    for row in synthetic_rows:
        found = recover(row["conversations"])
        assert found is not None and found.steps == len(conversation_labels(row["conversations"]))
        rebuilt, _ = trace_conversation(found.story, found.question, found.trace)
        assert rebuilt == with_placeholders(row["conversations"])
    prompt_less = [{"role": "user", "content": "## Step 1 ##\nx [a]"}, {"role": "assistant", "content": "+"}]
    assert recover(prompt_less) is None and recover([]) is None


def test_crafted_score_sequences():
    """Flags the first error / a later step / nothing / too early; a verified trace flagged or not."""
    found = [(2, None), (2, None), (2, None), (2, None), (None, None), (None, None), None]
    scores = [[0.9, 0.8, 0.1, 0.2],  # exact (later low scores do not matter)
              [0.9, 0.8, 0.6, 0.3],  # flags a later step
              [0.9, 0.8, 0.7, 0.6],  # flags nothing
              [0.4, 0.8, 0.1, 0.9],  # flags too early
              [0.9, 0.5, 0.5],  # verified, nothing below 0.5 (a score at the threshold is "+")
              [0.9, 0.2, 0.9],  # verified, a false alarm
              [0.0]]  # unusable row: left out
    orders = [0, 0, 1, 1, 2, 2, 3]
    assert [outcome(f[0], flagged_step(s)) for f, s in zip(found[:-1], scores)] == [
        "exact", "late", "none", "early", "right", "false_alarm"]
    report = step_error_report(found, scores, orders, 0.5)
    assert report["unusable"] == 1 and set(report["per_order"]) == {0, 1, 2}
    assert report["per_order"][0]["error_acc"] == 0.5 and report["per_order"][0]["verified_acc"] is None
    assert report["per_order"][1]["error_acc"] == 0.0 and report["per_order"][1]["f1"] is None
    assert report["per_order"][2] == {"error_acc": None, "verified_acc": 0.5, "f1": None, "error_traces": 0,
                                      "verified_traces": 2, "error_outcomes": {"exact": 0, "early": 0, "late": 0,
                                                                               "none": 0}}
    pooled = report["all"]
    assert (pooled["error_acc"], pooled["verified_acc"]) == (0.25, 0.5)
    assert pooled["f1"] == pytest.approx(2 * 0.25 * 0.5 / 0.75)
    assert pooled["error_outcomes"] == {"exact": 1, "early": 1, "late": 1, "none": 1}
    assert report["average"] == {"error_acc": 0.25, "verified_acc": 0.5, "f1": None}  # mean over orders
    # a lower threshold flags less: the too-early trace becomes exact, the late one flags nothing
    lower = step_error_report(found, scores, orders, 0.3)["all"]
    assert lower["error_outcomes"] == {"exact": 2, "early": 0, "late": 0, "none": 2}


def test_harmonic_mean_is_zero_when_one_side_is():
    report = step_error_report([(0, None), (None, None)], [[0.9], [0.9]], [0, 0])
    assert report["all"]["error_acc"] == 0.0 and report["all"]["verified_acc"] == 1.0 and report["all"]["f1"] == 0.0


def test_del_oracle_is_exact_on_labeler_visible_errors(synthetic_rows):
    report = bench(load_backend("del"), synthetic_rows)
    errors = report["step_errors"]
    assert errors["unusable"] == 0 and set(errors["per_order"]) == set(range(5))
    for figures in [*errors["per_order"].values(), errors["all"]]:
        assert figures["error_traces"] and figures["verified_traces"]
        assert figures["error_acc"] == figures["verified_acc"] == figures["f1"] == 1.0
    assert errors["all"]["error_traces"] + errors["all"]["verified_traces"] == len(synthetic_rows)


def test_bench_cli_del_backend(synthetic_rows, tmp_path, capsys):
    test = _write(tmp_path / "test.rlhflow.jsonl", synthetic_rows)
    assert main(["bench", "--pbm-backend", "del", "--test", str(test), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["step_errors"]["all"]["f1"] == 1.0 and report["step_errors"]["threshold"] == 0.5
    assert main(["bench", "--pbm-backend", "del", "--test", str(test)]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].split()[0] == "PBM" and lines[1].startswith("del")
    assert lines[3].split() == ["first", "error", "0-th", "1-th", "2-th", "3-th", "4-th", "Avg.", "All"]
    assert lines[6].split() == ["F1"] + ["100.0"] * 7 and "0 unusable" in lines[7]


def test_bench_cli_del_backend_refuses_what_it_cannot_read_back(tmp_path, capsys):
    conversation = [{"role": "user", "content": "## Step 1 ##\nx [a]"}, {"role": "assistant", "content": "+"}]
    test = _write(tmp_path / "test.rlhflow.jsonl", [{"conversations": conversation, "order": 0}])
    assert main(["bench", "--pbm-backend", "del", "--test", str(test)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("pbm bench: error: test record 1:") and "Traceback" not in err
    assert main(["bench", "--pbm-backend", "del", "--test", str(test), "--threshold", "2"]) == 2
    assert "--threshold" in capsys.readouterr().err


def test_bench_model_backend_counts_every_row(synthetic_rows, tmp_path):
    """A language-model PBM: every usable row is a trace with an error or a verified one; others are counted."""
    story = synthetic_rows[0]["conversations"][0]["content"]
    tiny = TinyConfig(vocab_size=1024, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                      num_attention_heads=2)
    model = build_tiny_model(tmp_path / "tiny", [story], tiny)
    junk = {"conversations": [{"role": "user", "content": "## Step 1 ##\nx [a]"},
                              {"role": "assistant", "content": "-"}], "order": 4}
    rows = synthetic_rows[:20] + [junk]
    report = bench(load_backend("hf", str(model), progress=False), rows)
    errors = report["step_errors"]
    assert errors["unusable"] == 1
    assert errors["all"]["error_traces"] + errors["all"]["verified_traces"] == 20
    found = targets(rows, [conversation_labels(r["conversations"]) for r in rows])
    assert found[-1] is None and sum(t is not None and t[0] is None for t in found) == errors["all"]["verified_traces"]
