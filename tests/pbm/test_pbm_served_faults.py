"""The served PBM validates every reply: NaN or positive log-probabilities, no log-probabilities,
an HTTP 500, an HTML page and a dead server are one line naming the server and what was kept, never a score of
0.5 and never a traceback; scores are cached under a key naming the server, so nothing bad is reused; the
request timeout is a flag."""
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deltom_base.errors import BackendFailure
from helpers.openai_pbm_server import PBMServer
from helpers.pbm_records import served_records
from pbm.backends import TraceInput, load_backend
from pbm.backends.served import label_score, request_timeout
from pbm.tiny import TinyConfig, build_tiny_model

TINY = TinyConfig(vocab_size=1024, hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2)
BIN = Path(sys.executable).parent


class Faulty(PBMServer):
    """The tiny PBM served, each answer spoiled as ``mode`` says."""

    mode = "ok"

    def choice(self, index, ids, request):
        found = super().choice(index, ids, request)
        if self.mode == "nan":
            found["logprobs"]["top_logprobs"] = [{k: float("nan") for k in found["logprobs"]["top_logprobs"][0]}]
        elif self.mode == "positive":
            found["logprobs"]["top_logprobs"] = [{k: 0.5 for k in found["logprobs"]["top_logprobs"][0]}]
        elif self.mode == "null":
            found["logprobs"] = None
        elif self.mode == "empty":
            found["logprobs"]["top_logprobs"] = []
        return found


@pytest.fixture(scope="module")
def records():
    return served_records()


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory, records):
    return str(build_tiny_model(tmp_path_factory.mktemp("faults") / "pbm", [r["story"] for r in records], TINY))


def test_label_score_refuses_what_is_no_log_probability():
    assert label_score({"+": -0.1, "-": -2.3}, "+", "-") == pytest.approx(1 / (1 + math.exp(-2.2)))
    for top in ({"+": float("nan"), "-": -1.0}, {"+": 0.5, "-": -1.0}, {}, {"+": "x"}, {"+": math.inf}):
        with pytest.raises(BackendFailure):
            label_score(top, "+", "-")
    assert label_score({"+": 1e-7, "-": -30.0}, "+", "-") == pytest.approx(1.0)  # rounding above 0 is fine


@pytest.mark.parametrize("mode, said", [("nan", "not a log-probability"), ("positive", "not a log-probability"),
                                        ("null", "no log-probabilities"), ("empty", "no log-probabilities"),
                                        ("500", "failed: InternalServerError"), ("html", "answered no choices")])
def test_a_bad_reply_is_one_line_and_no_score(model_dir, records, tmp_path, mode, said):
    inputs = tmp_path / "traces.jsonl"
    inputs.write_text("".join(json.dumps({"id": i, **r}) + "\n" for i, r in enumerate(records)))
    env = dict(os.environ, DELTOM_CACHE=str(tmp_path / "cache"))
    with Faulty(model_dir, model_dir) as server:
        server.mode = mode
        server.fail = mode if mode in ("500", "html") else ""
        env["DELTOM_PBM_URL"] = server.url
        done = subprocess.run([str(BIN / "pbm"), "score", "--pbm-backend", "served", "--pbm", model_dir, "--input",
                               str(inputs), "--out", str(tmp_path / "out.jsonl"), "--pbm-timeout", "300"],
                              env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode != 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    last = done.stderr.strip().splitlines()[-1]
    assert said in last and server.url in last and "the same command resumes" in last, last
    assert not (tmp_path / "out.jsonl").exists()


def test_scores_are_keyed_by_the_server_and_a_failure_caches_nothing(model_dir, records, tmp_path, monkeypatch):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    from pbm import scorer

    state = scorer.ScoringState()
    items = [TraceInput(r["story"], r["question"], r["trace"]) for r in records]
    exact = load_backend("hf", model_dir, progress=False).score_items(items)
    with Faulty(model_dir, model_dir) as bad:
        bad.mode = "nan"
        backend = load_backend("served", model_dir, url=bad.url, top_logprobs=TINY.vocab_size)
        assert bad.url in backend.pbm_id
        with pytest.raises(BackendFailure):
            scorer.score_traces(backend, items, state.score_cache())
    with Faulty(model_dir, model_dir) as good:
        backend = load_backend("served", model_dir, url=good.url, top_logprobs=TINY.vocab_size)
        found = scorer.score_traces(backend, items, state.score_cache())
    assert max(abs(a - b) for r, e in zip(found, exact) for a, b in zip(r.step_scores, e)) < 1e-4


def test_the_timeout_is_a_setting(monkeypatch):
    assert request_timeout() == 600.0 and request_timeout(5) == 5.0
    monkeypatch.setenv("DELTOM_PBM_TIMEOUT", "12")
    assert request_timeout() == 12.0
    monkeypatch.setenv("DELTOM_PBM_TIMEOUT", "soon")
    with pytest.raises(ValueError, match="DELTOM_PBM_TIMEOUT"):
        request_timeout()
