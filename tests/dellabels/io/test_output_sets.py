"""Outputs of the `dellabels` commands: one writer per real file, a dataset folder is one set of files
(read as listed by `pbm train` and `pbm bench`), a non-empty output is never replaced without being asked."""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from helpers.console import BIN, ENV, generate, one_line_error, run, strict_rows, twelve_traces, two_coinciding_runs


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory) -> dict[str, Path]:
    return two_coinciding_runs(tmp_path_factory.mktemp("runs"))


# ------------------------------------------------------------------ 2. one writer per real file

def test_a_symlink_to_the_output_shares_its_lock(tmp_path):
    out, link = tmp_path / "g.jsonl", tmp_path / "link.jsonl"
    out.touch()
    link.symlink_to(out.name)
    procs = [subprocess.Popen([str(BIN / "dellabels"), "generate", "--stories", "1000", "--lengths", "1", "--workers", "1",
                               "--out", str(path)], env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for path in (out, link)]
    results = [(proc.wait(timeout=300), proc.stderr.read()) for proc in procs]
    assert sorted(code for code, _ in results) == [0, 2], results
    refused = next(err for code, err in results if code == 2)
    assert "Traceback" not in refused and len([l for l in refused.splitlines() if "error:" in l]) == 1, refused
    rows = strict_rows(out)
    assert [r["id"] for r in rows] == [f"s0-{i}" for i in range(1000)]


# ------------------------------------------------------------------ 5. a dataset folder is one set of files

@pytest.fixture(scope="module")
def tiny_base(tmp_path_factory) -> Path:
    from helpers.tiny_lm import build_tiny_lm

    return Path(build_tiny_lm(tmp_path_factory.mktemp("tiny") / "lm"))


@pytest.fixture(scope="module")
def traces(tmp_path_factory) -> Path:
    return twelve_traces(tmp_path_factory.mktemp("traces"))


def test_a_pbm_data_rerun_with_other_splits_leaves_no_old_split(traces, tmp_path):
    out = tmp_path / "pd"
    first = run("dellabels", "pbm-data", "--input", traces, "--out", out, "--splits", "train=0.8,validation=0.2",
                "--test-examples", "5")
    assert first.returncode == 0, first.stderr[-2000:]
    assert {"test.rlhflow.jsonl", "validation.stepwise.jsonl"} <= set(os.listdir(out))
    second = run("dellabels", "pbm-data", "--input", traces, "--out", out, "--splits", "train=1")
    assert second.returncode == 0, second.stderr[-2000:]
    listed = set(json.loads((out / "stats.json").read_text())["files"])
    assert listed == {"train.rlhflow.jsonl", "train.stepwise.jsonl"}
    assert set(os.listdir(out)) == listed | {"stats.json"}


def test_pbm_train_and_bench_use_only_the_listed_files(traces, tiny_base, tmp_path):
    out = tmp_path / "pd"
    assert run("dellabels", "pbm-data", "--input", traces, "--out", out, "--splits", "train=1").returncode == 0
    stale = (out / "train.rlhflow.jsonl").read_text()
    (out / "validation.rlhflow.jsonl").write_text(stale)  # leftovers of an earlier set, as before this fix
    (out / "test.rlhflow.jsonl").write_text(stale)
    proc = run("pbm", "train", "--data", out, "--base", tiny_base, "--out", tmp_path / "m", "--preset", "cpu",
               "--max-steps", "1", timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert json.loads((tmp_path / "m" / "pbm_train.json").read_text())["validation_conversations"] == 0
    one_line_error(run("pbm", "bench", "--test", out / "test.rlhflow.jsonl", "--pbm", tmp_path / "m",
                       "--pbm-backend", "hf", timeout=600), f"{out / 'test.rlhflow.jsonl'}", "stats.json")
    # a listed file that changed after the set was written (an interrupted or edited rewrite) is refused
    (out / "train.rlhflow.jsonl").write_text(stale.splitlines()[0] + "\n")
    one_line_error(run("pbm", "train", "--data", out, "--base", tiny_base, "--out", tmp_path / "m2", "--preset",
                       "cpu", "--max-steps", "1", timeout=600), f"{out / 'train.rlhflow.jsonl'}", "stats.json")


# ------------------------------------------------------------------ 9. a non-empty output is not replaced unasked

def test_generate_refuses_a_non_empty_output_without_resume_or_overwrite(tmp_path):
    out = generate(tmp_path / "g.jsonl", "--seed", "1")
    kept = out.read_bytes()
    one_line_error(run("dellabels", "generate", "--stories", "2", "--out", out), str(out), "--resume", "--overwrite")
    assert out.read_bytes() == kept
    assert run("dellabels", "generate", "--stories", "2", "--workers", "1", "--out", out, "--overwrite").returncode == 0
    assert len(out.read_bytes().splitlines()) == 2
    one_line_error(run("dellabels", "generate", "--stories", "2", "--out", out, "--overwrite", "--resume"),
                   "--resume", "--overwrite")


def test_traces_refuses_a_non_empty_output_without_resume_or_overwrite(two_runs, tmp_path):
    out = tmp_path / "t.jsonl"
    out.write_bytes(two_runs["short_traces"].read_bytes())
    base = ["traces", "--input", two_runs["long"], "--out", out, "--synthetic", "--orders", "0"]
    one_line_error(run("dellabels", *base), str(out), "--resume", "--overwrite")
    assert out.read_bytes() == two_runs["short_traces"].read_bytes()
    assert run("dellabels", *base, "--overwrite").returncode == 0
    assert sorted(out.read_bytes().splitlines()) == sorted(two_runs["long_traces"].read_bytes().splitlines())
