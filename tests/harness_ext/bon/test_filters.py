import json
import os
import subprocess
import sys

import pytest

from harness_ext.bon import filters, selection
from pbm import scorer
from harness_ext.bon.metrics import make_process_results

DOC = {"story": "s", "question": "q", "choices": "A. red_box, B. blue_bag, C. green_cup", "answer": "blue_bag"}


def trace(answer):
    return f"## Step 1 ##\nx [{answer}]\n\nFinal Answer: [{answer}]" if answer else "no answer here"


def test_selection_rules_and_ties():
    assert selection.majority_vote(["a", "b", "b", "a"]) == "a"  # tie -> sampled first
    assert selection.majority_vote([None, None, "c"]) == "c"
    assert selection.majority_vote([None]) is None
    assert selection.vanilla_best_of_n(["a", "b", "c"], [0.2, 0.9, 0.9]) == "b"
    assert selection.weighted_best_of_n(["a", "b", "a", None], [0.2, 0.5, 0.2, 0.99]) == "b"
    assert selection.weighted_best_of_n(["a", "b"], [0.5, 0.5]) == "a"
    assert selection.weighted_best_of_n([None, None], [1.0, 1.0]) is None
    assert selection.pass_at_n(["a", "b"], "b") and not selection.pass_at_n([], "b")
    assert selection.vanilla_best_of_n(["x"], [0.0]) == "x"  # N = 1


def fake_scores(table):
    return lambda backend, model, pairs: [table[t] for _, t in pairs]


@pytest.mark.parametrize("mode,rule,expected", [
    ("vanilla", "min", "red_box"), ("vanilla", "last", "blue_bag"), ("vanilla", "avg", "red_box"),
    ("vanilla", "prod", "red_box"), ("weighted", "last", "blue_bag"), ("weighted", "min", "red_box"),
])
def test_pbm_rerank_hand_computed(monkeypatch, mode, rule, expected):
    samples = [trace("red_box"), trace("blue_bag"), trace("blue_bag"), trace(None)]
    table = {samples[0]: [0.9, 0.6], samples[1]: [0.2, 0.7], samples[3]: []}
    monkeypatch.setattr(scorer, "step_scores", fake_scores(table))
    monkeypatch.delenv("DELTOM_PBM_BACKEND", raising=False)
    out = filters.PBMRerankFilter(mode=mode, rule=rule).apply([samples], [DOC])
    assert filters.sample_answers([out[0]["response"]], DOC) == [expected]
    assert out[0]["answer"] == expected and samples[out[0]["index"]] == out[0]["response"]
    # avg: red 0.75 vs blue 0.45; weighted last: blue 0.7+0.7=1.4 vs red 0.6; weighted min: red 0.6 vs blue 0.4


def test_empty_traces_and_unparseable_answers(monkeypatch):
    samples = [trace(None), trace(None)]
    monkeypatch.setattr(scorer, "step_scores", fake_scores({samples[0]: []}))
    kept = lambda f: [filters.response_of(o) for o in f.apply([samples], [DOC])]
    assert kept(filters.PBMRerankFilter(mode="vanilla", rule="prod")) == [samples[0]]
    assert kept(filters.PBMRerankFilter(mode="weighted", rule="avg")) == [samples[0]]
    assert kept(filters.MajorityFilter()) == [samples[0]]


def test_ori_pass_at_n_and_majority_metrics():
    correct = lambda doc, text: filters.sample_answers([text], doc)[0] == doc["answer"]
    process = make_process_results(correct)
    samples = [trace("red_box"), trace("blue_bag"), trace("C"), trace("red_box")]
    ori = filters.SampleSetFilter(mode="mean").apply([samples], [DOC])[0]
    assert process(DOC, [ori]) == {"acc": 0.25}
    assert process(DOC, filters.SampleSetFilter(mode="any").apply([samples], [DOC])) == {"acc": 1.0}
    assert process(DOC, filters.MajorityFilter().apply([samples], [DOC])) == {"acc": 0.0}
    assert json.loads(json.dumps(ori)) == samples  # logs as a plain list


def test_env_overrides_backend(monkeypatch):
    monkeypatch.setenv("DELTOM_PBM_BACKEND", "del")
    monkeypatch.setenv("DELTOM_PBM_MODEL", "/x")
    f = filters.PBMRerankFilter(backend="hf", model="m")
    assert (f.backend, f.model) == ("del", None)  # the DEL verifier has no model: one memo key for all del rows
    monkeypatch.setenv("DELTOM_PBM_BACKEND", "hf")
    assert (filters.PBMRerankFilter(backend="del", model="m").backend, filters.PBMRerankFilter().model) == ("hf", "/x")
    assert filters.PBMRerankFilter(backend="del", env_override=False, model=None).model is None


def test_end_to_end_bon_rows_with_del_backend(tmp_path, hitom_path):
    from helpers.tiny_lm import build_tiny_lm

    model = build_tiny_lm(tmp_path / "lm")
    out = tmp_path / "out"
    env = dict(os.environ, DELTOM_PBM_BACKEND="del", DELTOM_CACHE=str(tmp_path / "cache"),
               DELTOM_HITOM_PATH=str(hitom_path), HF_HUB_OFFLINE="1")
    cmd = [sys.executable, "-m", "deltom.cli.deltom_eval", "--model", "hf", "--model_args", f"pretrained={model}",
           "--tasks", "hitom_del_bon", "--limit", "1", "--n", "3", "--gen_kwargs", "max_gen_toks=8",
           "--output_path", str(out), "--log_samples"]
    run = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    results = json.loads(next(out.rglob("results_*.json")).read_text())["results"]
    rows = ["ori", "pass@3", "maj@3", "del_oracle", "del_oracle_weighted"] + [
        f"pbm_{m}_{r}" for m in ("vanilla", "weighted") for r in ("last", "min", "avg", "prod")]
    for order in range(5):
        task = results[f"hitom_del_bon_n3_order_{order}"]  # --n 3: the variant for N = 3
        for row in rows:
            assert f"acc,{row}" in task, (order, row)
    samples = [json.loads(l) for f in out.rglob("samples_hitom_del_bon_n3_order_0_*.jsonl") for l in f.read_text().splitlines()]
    assert len(samples[0]["resps"][0]) == 3  # three sampled traces
