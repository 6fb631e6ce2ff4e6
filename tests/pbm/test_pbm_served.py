"""The served PBM backend: a PBM behind an OpenAI-compatible endpoint scores every step as the
in-process backend does, through `pbm score` and `deltom rescore`; a missing or wrong endpoint, a name the server
does not serve, and vLLM data parallelism in one process are one-line errors before any scoring."""
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from helpers.openai_pbm_server import PBMServer
from helpers.pbm_records import served_records
from pbm.backends import TraceInput, load_backend
from pbm.backends.served import label_score
from pbm.tiny import TinyConfig, build_tiny_model

TINY = TinyConfig(vocab_size=1024, hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2)
BIN = Path(sys.executable).parent


@pytest.fixture(scope="module")
def records():
    return served_records()


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory, records):
    return str(build_tiny_model(tmp_path_factory.mktemp("served") / "pbm", [r["story"] for r in records], TINY))


@pytest.fixture
def server(model_dir):
    with PBMServer(model_dir, model_dir) as running:
        yield running


def test_served_scores_equal_the_in_process_scores(model_dir, records, server):
    items = [TraceInput(r["story"], r["question"], r["trace"]) for r in records]
    exact = load_backend("hf", model_dir, progress=False).score_items(items)
    served = load_backend("served", model_dir, url=server.url, top_logprobs=TINY.vocab_size, batch=7)
    scores = served.score_items(items)
    assert [len(s) for s in scores] == [len(s) for s in exact]
    assert max(abs(a - b) for s, e in zip(scores, exact) for a, b in zip(s, e)) < 1e-4
    # each distinct step prefix is sent once: the gold and the synthetic trace of a question share their first steps
    assert server.prompts == served.stats.forward_passes < sum(map(len, exact))


def test_a_label_below_the_top_k_is_bounded_by_the_smallest_entry():
    assert label_score({"+": -0.1, "-": -2.4, "x": -5.0}, "+", "-") == pytest.approx(0.9089, abs=1e-4)
    assert label_score({"+": -0.01, "x": -6.0}, "+", "-") == pytest.approx(1 / (1 + math.exp(-5.99)))  # "-" <= -6
    assert label_score({"-": -0.01, "x": -6.0}, "+", "-") == pytest.approx(1 / (1 + math.exp(5.99)))
    with pytest.raises(ValueError, match="neither"):
        label_score({"x": -0.1, "y": -3.0}, "+", "-")


def _run(*args, env_extra=None, cwd=None):
    env = {k: v for k, v in os.environ.items() if not k.startswith("DELTOM_PBM")}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", **(env_extra or {}))
    return subprocess.run([str(a) for a in args], env=env, capture_output=True, text=True, timeout=600, cwd=cwd)


def _one_line(proc, *needles):
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-2000:]
    last = proc.stderr.strip().splitlines()[-1]
    assert all(n in last for n in needles), last
    return last


def test_pbm_score_through_a_served_pbm_and_its_one_line_errors(model_dir, records, server, tmp_path):
    inputs = tmp_path / "traces.jsonl"
    inputs.write_text("".join(json.dumps({"id": i, **r}) + "\n" for i, r in enumerate(records)))
    cache = {"DELTOM_CACHE": str(tmp_path / "cache")}
    hf = _run(BIN / "pbm", "score", "--pbm-backend", "hf", "--pbm", model_dir, "--input", inputs, "--out",
              tmp_path / "hf.jsonl", "--no-cache", env_extra=cache)
    assert hf.returncode == 0, hf.stderr[-2000:]
    done = _run(BIN / "pbm", "score", "--pbm-backend", "served", "--pbm", model_dir, "--input", inputs, "--out",
                tmp_path / "served.jsonl", "--no-cache", "--prompt-logprobs", TINY.vocab_size,
                env_extra={**cache, "DELTOM_PBM_URL": server.url})
    assert done.returncode == 0, done.stderr[-2000:]
    exact = [json.loads(line) for line in (tmp_path / "hf.jsonl").read_text().splitlines()]
    served = [json.loads(line) for line in (tmp_path / "served.jsonl").read_text().splitlines()]
    assert [r["id"] for r in served] == [r["id"] for r in exact] == list(range(len(records)))
    assert max(abs(a - b) for s, e in zip(served, exact) for a, b in zip(s["step_scores"], e["step_scores"])) < 1e-4
    # an untrained PBM ranks neither label among the 20 likeliest tokens (vLLM's default): one line, no made-up score
    untrained = _run(BIN / "pbm", "score", "--pbm-backend", "served", "--pbm", model_dir, "--input", inputs,
                     "--no-cache", env_extra={**cache, "DELTOM_PBM_URL": server.url})
    _one_line(untrained, "ranked neither '+' nor '-'")

    args = ("score", "--pbm-backend", "served", "--pbm", model_dir, "--input", inputs, "--no-cache")
    _one_line(_run(BIN / "pbm", *args, env_extra=cache), "DELTOM_PBM_URL")
    _one_line(_run(BIN / "pbm", *args, "--pbm-url", "http://127.0.0.1:9/v1", env_extra=cache),
              "no OpenAI-compatible server answers at http://127.0.0.1:9/v1")
    _one_line(_run(BIN / "pbm", *args, "--pbm-url", server.url, "--served-name", "other-pbm", env_extra=cache),
              f"serves {model_dir}, not 'other-pbm'", "DELTOM_PBM_SERVED_NAME")
    _one_line(_run(BIN / "pbm", "score", "--pbm-backend", "vllm", "--pbm", model_dir, "--input", inputs,
                   "--data-parallel-size", "2", env_extra=cache),
              "--data-parallel-size 2", "vllm serve PBM --data-parallel-size 2", "--pbm-backend served")


def test_deltom_rescore_with_a_served_pbm_equals_the_in_process_rows(model_dir, server, tmp_path):
    from helpers import bon_fixtures as bf

    bf.write_hand_samples(tmp_path / "run")
    cache = {"DELTOM_CACHE": str(tmp_path / "cache")}
    rows = {}
    for backend, extra in (("hf", ()), ("served", ("--pbm-url", server.url))):
        done = _run(BIN / "deltom", "rescore", tmp_path / "run", "--pbm-backend", backend, "--pbm", model_dir, *extra,
                    "--out", tmp_path / f"{backend}.json", env_extra={**cache, "DELTOM_PBM_TOP_LOGPROBS": "100000"})
        assert done.returncode == 0, done.stderr[-2000:]
        summary = json.loads((tmp_path / f"{backend}.json").read_text())
        rows[backend] = summary["per_order"]
        assert summary["pbm"]["backend"] == backend
    assert rows["served"] == rows["hf"]
    assert server.prompts > 0
