"""Best-of-N you can trust: missing final answers, fail-fast PBM, the PBM on record, cache identity."""
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory
from dellabels.pbm_data import build_examples
from harness_ext.bon import filters, selection
from helpers.paths import HELPERS
from pbm import scorer
from pbm.backends import TraceInput
from pbm.backends.base import model_fingerprint
from pbm.backends.del_verifier import DELBackend
from pbm.cache import ScoreCache
from pbm.conversation import trace_conversation
from pbm.scoring import score_traces

SCRIPTED = HELPERS / "scripted_lm.py"


@pytest.fixture(scope="module")
def record():
    return next(iter(generate(1, seed=5, lengths=(1,), progress=False)))


def _question(record, order=2):
    return next(q["question"] for q in record["questions"] if q["order"] == order)


def _truncated(trace: str, steps: int = 3) -> str:
    """The gold trace cut after ``steps`` steps, as a model stopped by max_gen_toks would leave it."""
    blocks = trace.split("\n\n")
    return "\n\n".join(blocks[:steps])


def test_del_backend_scores_a_missing_final_answer_zero(record):
    question = _question(record)
    gold = gold_trace(HiToMStory(record["story"]), question)
    cut = _truncated(gold)
    assert "Final Answer" not in cut
    complete, truncated = score_traces(DELBackend(), [TraceInput(record["story"], question, t) for t in (gold, cut)])
    assert set(complete.step_scores) == {1.0}
    assert truncated.step_scores[:-1] == [1.0] * (truncated.n_steps - 1) and truncated.step_scores[-1] == 0.0


def test_training_data_and_scoring_end_with_parse_error(record):
    question = _question(record)
    cut = _truncated(gold_trace(HiToMStory(record["story"]), question))
    examples, _ = build_examples([{"story": record["story"], "question": question, "trace": cut}])
    turns = examples[0].rlhflow()["conversations"]
    assert turns[-2]["content"].endswith("\n\nFinal Answer: [ParseError]") and turns[-1]["content"] == "-"
    assert [t["content"] for t in turns[:-1] if t["role"] == "assistant"] == ["+"] * (len(examples[0].steps) - 1)
    scored, _ = trace_conversation(record["story"], question, cut)
    assert [t["content"] for t in scored if t["role"] == "user"] == [t["content"] for t in turns if t["role"] == "user"]


def test_vanilla_never_picks_a_trace_without_an_answer():
    assert selection.vanilla_best_of_n([None, "b", None], [0.99, 0.1, 0.99]) == "b"
    assert selection.vanilla_best_index([None, None], [0.1, 0.7]) == 1  # fallback: top-scored trace
    doc = {"story": "s", "question": "q", "answer": "b"}
    samples = ["## Step 1 ##\nx [a]", "## Step 1 ##\nx [b]\n\nFinal Answer: [b]"]
    f = filters.PBMRerankFilter(mode="vanilla", rule="min", backend="hf", model="m", env_override=False)
    original = scorer.step_scores
    try:
        scorer.step_scores = lambda *_: [[0.99], [0.2]]
        assert [o["response"] for o in f.apply([samples], [doc])] == [samples[1]]
    finally:
        scorer.step_scores = original


TASK = "hitom_del_bon_n4_order_0"  # hitom_del_bon_order_0 with --n 4


def _deltom_eval(tmp_path: Path, env_extra: dict, hitom_path: Path, tasks: str = "hitom_del_bon_order_0"):
    out = tmp_path / "out"
    env = dict(os.environ, DELTOM_CACHE=str(tmp_path / "cache"), DELTOM_HITOM_PATH=str(hitom_path),
               HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", TRANSFORMERS_OFFLINE="1", **env_extra)
    cmd = [sys.executable, str(SCRIPTED), "--model", "deltom-scripted", "--tasks", tasks, "--limit", "2",
           "--n", "4", "--output_path", str(out), "--log_samples"]
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600), out


@pytest.mark.parametrize("env,expected", [
    ({"DELTOM_PBM_BACKEND": "hf", "DELTOM_PBM_MODEL": "/nonexistent/pbm"},
     "PBM backend hf, model /nonexistent/pbm: no such file or directory"),
    ({"DELTOM_PBM_BACKEND": "foo"}, "unknown PBM backend 'foo'"),
])
def test_a_misconfigured_pbm_fails_before_any_request(tmp_path, hitom_path, env, expected):
    run, out = _deltom_eval(tmp_path, env, hitom_path)
    assert run.returncode == 2, run.stderr[-2000:]
    last = run.stderr.strip().splitlines()[-1]
    assert last.startswith("deltom-eval: error: ") and expected in last
    assert "Traceback" not in run.stderr and "generate_until requests" not in run.stderr
    assert not out.exists() or not any(out.rglob("*"))


def _broken_pbm(tmp_path: Path) -> Path:
    """A PBM directory whose config and tokenizer are fine but whose weights are garbage."""
    from pbm.tiny import TinyConfig, build_tiny_model

    path = build_tiny_model(tmp_path / "pbm", ["Anne entered the kitchen."],
                            TinyConfig(vocab_size=300, hidden_size=16, intermediate_size=32, num_hidden_layers=1,
                                       num_attention_heads=2))
    for weights in Path(path).glob("*.safetensors"):
        weights.write_bytes(b"not a safetensors file")
    return Path(path)


def test_a_pbm_failing_after_generation_keeps_the_samples(tmp_path, hitom_path):
    pbm = _broken_pbm(tmp_path)
    run, out = _deltom_eval(tmp_path, {"DELTOM_PBM_BACKEND": "hf", "DELTOM_PBM_MODEL": str(pbm)}, hitom_path)
    assert run.returncode == 1, run.stderr[-2000:]
    last = run.stderr.strip().splitlines()[-1]
    assert f"PBM backend hf, model {pbm} failed after generation" in last and "deltom rescore" in last
    samples = list(out.rglob(f"samples_{TASK}_*.jsonl"))
    assert samples and samples[0].read_text().strip()
    results = json.loads(next(out.rglob("results_*.json")).read_text())["results"][TASK]
    assert results["acc,pbm_vanilla_min"] != results["acc,pbm_vanilla_min"]  # NaN: no value, not 0
    assert results["acc,maj@4"] == results["acc,maj@4"] and "acc,del_oracle" in results


def test_results_record_the_pbm_that_ran(tmp_path, hitom_path):
    run, out = _deltom_eval(tmp_path, {"DELTOM_PBM_BACKEND": "del", "DELTOM_PBM_MODEL": "/ignored"}, hitom_path)
    assert run.returncode == 0, run.stderr[-2000:]
    results = json.loads(next(out.rglob("results_*.json")).read_text())
    config = results["configs"][TASK]
    cost = results["deltom"]["cost"]  # the rows' scoring is counted (it was 0: only beam search's was metered)
    assert cost["pbm_scored_tokens"] > 0 and cost["seconds"]["pbm_scoring"] > 0
    steps = {f["name"]: f["filter"][0] for f in config["filter_list"]}
    for row in ("pbm_vanilla_last", "pbm_weighted_avg", "del_oracle_weighted"):
        assert steps[row]["backend"] == "del" and steps[row]["model"] is None
        assert steps[row]["pbm"]["pbm_id"] == "del:labeler-v2"
    assert config["metadata"]["pbm"]["backend"] == "del"
    from deltom.analysis.results_load import load_result
    from deltom.pages.paper_table import accuracy_table

    caption = accuracy_table([load_result(next(out.rglob("results_*.json")))], "pbm_vanilla_min").caption
    assert "scored by the PBM" in caption and "del (exact DEL verifier)" in caption  # deltom table names it


def test_fingerprint_sees_weights_rewritten_with_the_old_mtime(tmp_path):
    weights = tmp_path / "model.safetensors"
    weights.write_bytes(b"a" * (2 << 20))
    (tmp_path / "config.json").write_text("{}")
    before = model_fingerprint(str(tmp_path))
    stat = weights.stat()
    with open(weights, "r+b") as handle:  # retrained in place: same size
        handle.write(b"b" * (2 << 20))
    os.utime(weights, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # and the old mtime restored
    assert weights.stat().st_size == stat.st_size and weights.stat().st_mtime_ns == stat.st_mtime_ns
    assert model_fingerprint(str(tmp_path)) != before


def test_a_corrupt_cache_is_rebuilt_with_a_warning(tmp_path, capsys):
    path = tmp_path / "scores.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    cache = ScoreCache(path)
    cache.put_many([("k", "pbm", [0.5])])
    assert cache.get_many(["k"]) == {"k": [0.5]}
    assert "unreadable" in capsys.readouterr().err
    assert list(tmp_path.glob("scores.sqlite.corrupt-*"))
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT COUNT(*) FROM scores").fetchone() == (1,)


def test_beam_search_scores_partial_traces_without_the_parse_error_turn(record):
    """A trace still being written has no answer yet: it is not penalised as a truncated one."""
    question = _question(record)
    cut = _truncated(gold_trace(HiToMStory(record["story"]), question))
    partial, finished = score_traces(DELBackend(), [TraceInput(record["story"], question, cut, partial=True),
                                                    TraceInput(record["story"], question, cut)])
    assert set(partial.step_scores) == {1.0} and finished.step_scores[-1] == 0.0
    conversation, _ = trace_conversation(record["story"], question, cut, partial=True)
    assert "ParseError" not in conversation[-2]["content"]


def test_language_model_backends_score_partial_traces_as_partial(record, tmp_path):
    """The hf backend (context check and shared-prompt path) builds the same conversation as the item says."""
    from pbm.backends import load_backend
    from pbm.tiny import TinyConfig, build_tiny_model

    question = _question(record)
    cut = _truncated(gold_trace(HiToMStory(record["story"]), question))
    model = build_tiny_model(tmp_path / "pbm", [record["story"]], TinyConfig(
        vocab_size=400, hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2))
    hf = load_backend("hf", str(model), progress=False)
    items = [TraceInput(record["story"], question, cut, partial=True), TraceInput(record["story"], question, cut)]
    assert "ParseError" not in str(items[0].conversation()) and "ParseError" in str(items[1].conversation())
    got = [r.step_scores for r in score_traces(hf, items)]
    want = hf.score_conversations([i.conversation() for i in items])
    for g, w in zip(got, want):
        assert g == pytest.approx(w, abs=1e-6)
    assert got[0][-1] != pytest.approx(got[1][-1], abs=1e-7)  # the ParseError turn is seen only when not partial
