"""Verified reasoning: trace_acc, step_acc, lucky and the first error of crafted responses.

Unit level on ``dellabels.traces.verify`` (the demo story, the prompt's own one-shot trace), then
through stock ``lm_eval --include_path deltom_tasks`` with a model answering crafted responses
(``tests/helpers/crafted_traces.py``), then ``dellabels label`` on the samples file that run logged.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deltom_tasks import TASKS_DIR
from harness_ext.benchmarks.hitom import is_correct, process_results
from dellabels.hitom.explain import gold_trace
from dellabels.traces.prompt import PROMPT_FILE
from dellabels.traces.verify import story_of, verify
from helpers.crafted_traces import KINDS, craft, expected, sample_kind
from helpers.paths import REPO, pythonpath

ROOT = REPO
DEMO = json.loads((ROOT / "dellabels" / "data" / "demo_story.json").read_text(encoding="utf-8"))
BIN = Path(sys.executable).parent
LIMIT = len(KINDS)  # docs per order: each kind once


def _check(response: str):
    return verify(DEMO["story"], DEMO["question"], response, DEMO["answer"])


def _labels(checked) -> tuple:
    return float(checked.verified), checked.step_acc, float(checked.lucky), checked.first_error


@pytest.mark.parametrize("kind", KINDS)
def test_crafted_response_gets_its_labels(kind):
    response = craft(kind, DEMO["story"], DEMO["question"])
    checked = _check(response)
    assert _labels(checked) == expected(kind, story_of(DEMO["story"]))
    metrics = process_results(dict(DEMO, choices=None), [response])
    assert metrics["acc"] == metrics["trace_acc"] + metrics["lucky"]  # acc = trace_acc + lucky, per response
    assert metrics["acc"] == float(is_correct(response, DEMO["answer"]))


def test_the_prompts_one_shot_trace_is_verified_paraphrase_included():
    """The one-shot example restates line 14 as "Everyone entered the waiting_room.": a paraphrase."""
    text = PROMPT_FILE.read_text(encoding="utf-8")
    trace = text.split("<Trace>\n", 1)[1].split("Now it's your turn", 1)[0]
    assert "Everyone entered the waiting_room." in trace
    checked = _check(trace)
    assert checked.verified and checked.step_acc == 1.0 and checked.first_error is None


def _replace_line(trace: str, old: str, new: str) -> str:
    assert old in trace
    return trace.replace(old, new, 1)


@pytest.mark.parametrize("restatement", [
    "Everyone entered the TV_room.",  # another room
    "Zoe exited the TV_room.",  # an agent foreign to the story
    "Amelia entered the TV_room.",  # the line's agent and room, another kind of sentence
    "No change.",  # names nothing: restates nothing
])
def test_a_step_restating_something_else_is_wrong_for_its_line(restatement):
    gold = gold_trace(story_of(DEMO["story"]), DEMO["question"])
    line = 14 if restatement.startswith("Everyone") else 5  # "Amelia exited the TV_room." is line 5
    old = story_of(DEMO["story"]).lines[line - 1].text
    checked = _check(_replace_line(gold, old + "\n", restatement + "\n"))
    assert not checked.verified and checked.first_error == line
    assert [r.line for r in checked.lines if r.result != "right"] == [line]


def test_null_is_right_where_the_gold_is_no_belief_and_a_step_must_state_a_belief():
    gold = gold_trace(story_of(DEMO["story"]), DEMO["question"])
    checked = _check(gold)
    assert checked.lines[0].gold == "Null" and checked.lines[0].stated == "Null" and checked.lines[0].result == "right"
    first_belief = next(l for l in gold.splitlines() if "[Null]" in l)
    unstated = _check(_replace_line(gold, first_belief, "Nobody knows yet."))
    assert unstated.lines[0].stated is None and unstated.lines[0].result == "wrong" and unstated.first_error == 1


def test_per_line_detail_names_stated_and_gold_belief():
    response = craft("wrong_middle_belief", DEMO["story"], DEMO["question"])
    detail = _check(response).to_json()
    middle = detail["lines"][detail["first_error"] - 1]
    assert middle["result"] == "wrong" and middle["stated"] != middle["gold"]
    assert detail["final_answer"] == DEMO["answer"] and detail["lucky"] == 1.0


def test_think_blocks_follow_the_acc_rule():
    """A trace only inside <think> is read there, for acc and for the trace alike (dellabels.traces.thinking)."""
    gold = gold_trace(story_of(DEMO["story"]), DEMO["question"])
    hidden = f"<think>{gold}</think>\nI cannot tell."
    checked = _check(hidden)
    assert is_correct(hidden, DEMO["answer"]) and _labels(checked) == (1.0, 1.0, 0.0, None)


def _run_crafted(out: Path, hitom_path, task: str, **env_extra: str) -> str:
    """Stock lm_eval on ``task`` with the crafted model, samples logged into ``out``: the printed log."""
    env = dict(os.environ, DELTOM_HITOM_PATH=str(hitom_path), HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1",
               PYTHONPATH=pythonpath(), **env_extra)
    cmd = [sys.executable, str(ROOT / "tests" / "helpers" / "crafted_traces.py"), "--model", "deltom-crafted",
           "--tasks", task, "--include_path", str(TASKS_DIR), "--limit", str(LIMIT),
           "--output_path", str(out), "--log_samples", "--seed", "0"]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc.stdout


@pytest.fixture(scope="module")
def crafted_run(tmp_path_factory, hitom_path):
    """Stock lm_eval on hitom_del with the crafted model: (output dir, printed log)."""
    out = tmp_path_factory.mktemp("crafted")
    return out, _run_crafted(out, hitom_path, "hitom_del")


def _samples(out: Path, task: str) -> list[dict]:
    (file,) = out.rglob(f"samples_{task}_2*.jsonl")
    return [json.loads(line) for line in file.read_text().splitlines()]


def test_lm_eval_reports_process_metrics_per_order_and_group(crafted_run):
    out, log = crafted_run
    (file,) = out.rglob("results_*.json")
    results = json.loads(file.read_text())["results"]
    orders = [results[f"hitom_del_order_{k}"] for k in range(5)]
    for metric in ("acc", "trace_acc", "step_acc", "lucky"):
        key = f"{metric},none"
        assert all(key in row for row in orders)
        assert results["hitom_del"][key] == pytest.approx(sum(row[key] for row in orders) / 5)  # like acc
    for row in (*orders, results["hitom_del"]):
        assert row["acc,none"] == pytest.approx(row["trace_acc,none"] + row["lucky,none"])
    assert all(name in log for name in ("trace_acc", "step_acc", "lucky"))  # the printed table


def test_lm_eval_samples_carry_the_expected_labels(crafted_run):
    out, _ = crafted_run
    checked = 0
    for order in range(5):
        for sample in _samples(out, f"hitom_del_order_{order}"):
            doc, kind = sample["doc"], KINDS[sample["doc_id"] % len(KINDS)]
            assert sample["acc"] == sample["trace_acc"] + sample["lucky"]
            story = story_of(doc["story"])
            if is_correct(gold_trace(story, doc["question"]), doc["answer"], doc["choices"]):  # DEL agrees with the data
                want = expected(kind, story)
                assert (sample["trace_acc"], sample["step_acc"], sample["lucky"]) == pytest.approx(want[:3]), kind
                checked += 1
    assert checked >= 40


def test_dellabels_label_reads_lm_eval_samples(crafted_run):
    out, _ = crafted_run
    (file,) = out.rglob("samples_hitom_del_order_1_2*.jsonl")
    proc = subprocess.run([str(BIN / "dellabels"), "label", "--input", str(file)], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    samples = _samples(out, "hitom_del_order_1")
    assert [r["doc_id"] for r in rows] == [s["doc_id"] for s in samples]
    for row, sample in zip(rows, samples):
        detail = row["verification"]
        assert detail["trace_acc"] == sample["trace_acc"] and detail["lucky"] == sample["lucky"]
        assert {"line", "stated", "gold", "result"} <= set(detail["lines"][0])
        assert "first_error" in detail and "final_answer" in detail
    by_kind = {KINDS[r["doc_id"] % len(KINDS)]: r["verification"] for r in rows}
    assert by_kind["verified"]["first_error"] is None and by_kind["no_final"]["final_answer"] is None


def _del_agrees(doc: dict) -> bool:
    """Whether the DEL gold answer is the data set's (the crafted labels assume it)."""
    story = story_of(doc["story"])
    return is_correct(gold_trace(story, doc["question"]), doc["answer"], doc["choices"])


def test_logged_samples_show_where_the_trace_went_wrong(crafted_run):
    """Each logged response carries its final answer, first error and per-line stated and gold beliefs."""
    out, _ = crafted_run
    checked = 0
    for sample in _samples(out, "hitom_del_order_2"):
        logged = json.loads(sample["filtered_resps"][0])  # lm-eval writes filtered responses with str()
        assert logged["response"] == sample["resps"][0][0]
        assert logged["first_error"] == next((l["line"] for l in logged["lines"] if l["result"] != "right"), None)
        assert {"line", "stated", "gold", "result"} <= set(logged["lines"][0]) and "final_answer" in logged
        kind = KINDS[sample["doc_id"] % len(KINDS)]
        if _del_agrees(sample["doc"]):
            assert logged["first_error"] == expected(kind, story_of(sample["doc"]["story"]))[3], kind
            checked += 1
    assert checked >= 5


@pytest.fixture(scope="module")
def crafted_bon_run(tmp_path_factory, hitom_path):
    """Stock lm_eval on hitom_del_bon_n4 with the crafted model (sample j of doc k: ``sample_kind(k, j)``),
    every PBM row scored by the exact DEL verifier."""
    out = tmp_path_factory.mktemp("crafted_bon")
    return out, _run_crafted(out, hitom_path, "hitom_del_bon_n4", DELTOM_PBM_BACKEND="del")


def test_best_of_n_rows_report_the_process_metrics_of_the_trace_they_keep(crafted_bon_run):
    out, log = crafted_bon_run
    (file,) = out.rglob("results_*.json")
    results = json.loads(file.read_text())["results"]
    checked = 0
    for order in range(5):
        for sample in _samples(out, f"hitom_del_bon_n4_order_{order}"):
            doc, row, d = sample["doc"], sample["filter"], sample["doc_id"]
            assert sample["acc"] == pytest.approx(sample["trace_acc"] + sample["lucky"]), row
            if not _del_agrees(doc):
                continue
            story = story_of(doc["story"])
            labels = [expected(sample_kind(d, j), story) for j in range(4)]  # (trace_acc, step_acc, lucky, _)
            if row == "ori":
                want = [sum(lab[i] for lab in labels) / 4 for i in range(3)]
            elif row == "pass@4":
                acc = float(any(lab[0] + lab[2] for lab in labels))
                want = [max(lab[0] for lab in labels), max(lab[1] for lab in labels), acc - max(lab[0] for lab in labels)]
            else:  # a reranking row: the labels of the sample it logs as kept
                kept = json.loads(sample["filtered_resps"][0])
                assert kept["response"] == sample["resps"][0][kept["index"]]
                want = list(labels[kept["index"]][:3])
                if row.startswith(("pbm_", "del_oracle")):
                    assert len(kept["step_scores"]) == len(kept["trace_scores"]) == 4
            assert [sample["trace_acc"], sample["step_acc"], sample["lucky"]] == pytest.approx(want), (row, d)
            checked += 1
    assert checked >= 13 * 20
    group = results["hitom_del_bon_n4"]
    for row in ("ori", "pass@4", "maj@4", "del_oracle", "pbm_weighted_min"):
        assert all(f"{m},{row}" in group for m in ("acc", "trace_acc", "step_acc", "lucky"))
        assert group[f"acc,{row}"] == pytest.approx(group[f"trace_acc,{row}"] + group[f"lucky,{row}"])


@pytest.mark.parametrize("final", ["[{gold}] or [{wrong}]", "[{gold}]/[{wrong}]", "[{gold}] [{wrong}]",
                                   "[{wrong}] or [{gold}]"])
def test_a_hedged_final_answer_is_no_answer_never_credited(final):
    demo = json.loads((Path(__file__).resolve().parents[3] / "dellabels" / "data" / "demo_story.json").read_text())
    trace = gold_trace(story_of(demo["story"]), demo["question"])
    hedged = trace.rsplit("Final Answer:", 1)[0] + "Final Answer: " + final.format(gold=demo["answer"],
                                                                                  wrong="blue_drawer")
    checked = verify(demo["story"], demo["question"], hedged, demo["answer"])
    assert checked.final_answer is None and not checked.answer_right and checked.to_json()["trace_acc"] == 0.0
    assert verify(demo["story"], demo["question"], trace, demo["answer"]).to_json()["trace_acc"] == 1.0
