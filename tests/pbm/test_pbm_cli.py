"""`pbm` command line contract, and the cost bench script."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory
from pbm.cli import main
from pbm.tiny import TinyConfig, build_tiny_model
from helpers.paths import REPO

TINY = TinyConfig(vocab_size=1024, hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2)
ROOT = REPO


@pytest.fixture(scope="module")
def record():
    story = next(generate(1, seed=7, lengths=(1,), progress=False))
    question = story["questions"][3]["question"]
    return {"story": story["story"], "question": question, "trace": gold_trace(HiToMStory(story["story"]), question)}


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory, record):
    return str(build_tiny_model(tmp_path_factory.mktemp("cli") / "tiny", [record["story"]], TINY))


@pytest.fixture
def inputs(tmp_path, record):
    lines = [
        json.dumps({"id": "a", **record}),
        json.dumps({**record, "trace": record["trace"].replace("[", "")}),  # no id: none written back
        json.dumps({"id": "a-again", **record}),
        json.dumps({"id": 4, "story": record["story"], "question": record["question"]}),
        "{not json",
        json.dumps({"id": "empty", **record, "trace": "I am not sure."}),
    ]
    path = tmp_path / "traces.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_score_cli_contract(model_dir, inputs, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    out = tmp_path / "scores.jsonl"
    args = ["score", "--pbm-backend", "hf", "--pbm", model_dir, "--input", str(inputs), "--out", str(out), "--stats"]
    assert main(args) == 1  # two bad records
    captured = capsys.readouterr()
    stats = json.loads(captured.out.strip().splitlines()[-1])
    assert {"forward_passes", "prompt_tokens", "traces", "distinct_traces", "seconds"} <= set(stats)
    assert stats["traces"] == 4 and stats["distinct_traces"] == 3 and stats["forward_passes"] == 2
    assert "Traceback" not in captured.err and "2 record(s) failed" in captured.err
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(rows) == 6
    assert rows[0]["id"] == "a" and rows[0]["n_steps"] == len(rows[0]["step_scores"]) > 10
    assert "id" not in rows[1] and rows[1]["n_steps"] == rows[0]["n_steps"]
    assert rows[2] == {"id": "a-again", "step_scores": rows[0]["step_scores"], "n_steps": rows[0]["n_steps"]}
    assert rows[3] == {"id": 4, "error": f"{inputs} line 4: missing field 'trace'"}
    assert rows[4]["error"].startswith(f"{inputs} line 5: invalid JSON")
    assert rows[5] == {"id": "empty", "step_scores": [], "n_steps": 0}
    # rerun: everything from the cache, no forward pass
    assert main(args) == 1
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["forward_passes"] == 0


def test_score_cli_del_backend_and_aggregates(inputs, tmp_path, capsys):
    out = tmp_path / "del.jsonl"
    code = main(["score", "--pbm-backend", "del", "--input", str(inputs), "--out", str(out), "--no-cache",
                 "--aggregate", "last,min,prod"])
    assert code == 1
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert set(rows[0]["step_scores"]) == {1.0} and rows[0]["aggregate"] == {"last": 1.0, "min": 1.0, "prod": 1.0}
    assert rows[1]["aggregate"]["min"] == 0.0  # no brackets: no stated location, every step wrong
    assert rows[5]["aggregate"] == {"last": 0.0, "min": 0.0, "prod": 0.0}


def test_score_cli_fatal_errors_have_no_traceback(tmp_path, inputs, capsys, monkeypatch):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "empty-cache"))
    assert main(["score", "--pbm-backend", "hf", "--input", str(inputs)]) == 2
    assert "pbm build-default" in capsys.readouterr().err
    assert main(["score", "--pbm-backend", "hf", "--pbm", str(tmp_path / "nope"), "--input", str(inputs)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("pbm score: error:") and "Traceback" not in err


def test_bench_cli_and_console_script(model_dir, tmp_path, record):
    conversation = [{"role": "user", "content": "## Step 1 ##\nx [a]"}, {"role": "assistant", "content": "+"},
                    {"role": "user", "content": "## Step 2 ##\ny [b]"}, {"role": "assistant", "content": "-"}]
    test = tmp_path / "test.rlhflow.jsonl"
    test.write_text("".join(json.dumps({"conversations": conversation, "order": o}) + "\n" for o in range(5)))
    exe = Path(sys.executable).with_name("pbm")
    command = [str(exe) if exe.exists() else sys.executable, *([] if exe.exists() else ["-m", "pbm.cli"])]
    done = subprocess.run([*command, "bench", "--pbm", model_dir, "--test", str(test), "--name", "tiny"],
                          capture_output=True, text=True, timeout=120, env={**os.environ, "HF_HUB_OFFLINE": "1"})
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert lines[0].split() == ["PBM", "0-th", "1-th", "2-th", "3-th", "4-th", "Avg."] and lines[1].startswith("tiny")
    assert "'-' class: precision" in lines[2] and "10 steps" in lines[2]


def test_cost_bench_reports_the_ratio(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DELTOM_HITOM_PATH"}
    env["DELTOM_CACHE"] = str(tmp_path)  # no default PBM there: a tokenizer is trained on the traces
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "pbm_cost.py"), "--limit", "10"], capture_output=True,
                          text=True, timeout=120, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    last = done.stdout.strip().splitlines()[-1]
    assert last.startswith("tokens processed per trace, per-prefix/one-pass ratio:")
    assert float(last.rsplit(" ", 1)[1]) >= 10
