"""`dellabels traces` and `dellabels pbm-data` on hostile inputs: resume never appends to a file of other
records, keeps every valid record around a torn line and refuses other sampling options; bad inputs are one line."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from helpers.console import STORY, jsonl, one_line_error, run, six_stories


@pytest.fixture(scope="module")
def stories(tmp_path_factory) -> Path:
    return six_stories(tmp_path_factory.mktemp("stories"))


@pytest.fixture(scope="module")
def traces(stories, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("traces") / "traces.jsonl"
    proc = run("dellabels", "traces", "--input", stories, "--out", path, "--synthetic", "--n", "2")
    assert proc.returncode == 0, proc.stderr
    return path


def test_traces_never_appends_to_a_file_without_trace_ids(stories, tmp_path):
    out = tmp_path / "not_traces.jsonl"
    shutil.copy(stories, out)
    one_line_error(run("dellabels", "traces", "--input", stories, "--out", out, "--synthetic", "--resume"),
                   "not_traces.jsonl line 1", "not a `dellabels traces` record")
    assert out.read_bytes() == stories.read_bytes()


def test_traces_keeps_every_valid_record_around_a_torn_line(stories, traces, tmp_path):
    out = tmp_path / "traces.jsonl"
    lines = traces.read_bytes().splitlines(keepends=True)
    assert len(lines) == 60
    torn = lines[:10] + [lines[10][:50] + b"\n"] + lines[11:-1] + [lines[-1][:30]]  # middle and last torn
    out.write_bytes(b"".join(torn))
    proc = run("dellabels", "traces", "--input", stories, "--out", out, "--synthetic", "--n", "2", "--resume")
    assert proc.returncode == 0, proc.stderr
    counts = json.loads(proc.stderr.strip().splitlines()[-1])
    assert counts == {"done": 2, "skipped": 58, "failed": 0}
    assert sorted(out.read_bytes().splitlines()) == sorted(l.rstrip(b"\n") for l in lines)
    assert Path(f"{out}.rejected").read_bytes() == lines[10][:50] + b"\n"  # nothing lost


def test_traces_resume_refuses_other_sampling_options(stories, traces, tmp_path):
    out = tmp_path / "traces.jsonl"
    shutil.copy(traces, out)
    shutil.copy(f"{traces}.recipe.json", f"{out}.recipe.json")
    one_line_error(run("dellabels", "traces", "--input", stories, "--out", out, "--synthetic", "--seed", "3",
                       "--resume"), "seed")
    assert out.read_bytes() == traces.read_bytes()


def test_traces_input_without_order_is_one_line(tmp_path):
    inp = jsonl(tmp_path / "s.jsonl", [{"story": STORY, "questions": [{"question": "Where is the ball really?"}]}])
    one_line_error(run("dellabels", "traces", "--input", inp, "--out", tmp_path / "t.jsonl", "--synthetic"),
                   f"{inp} line 1", "questions[0]", "'order'")
    assert not (tmp_path / "t.jsonl").exists()


def test_pbm_data_refuses_an_empty_train_split(traces, tmp_path):
    out = tmp_path / "pd"
    one_line_error(run("dellabels", "pbm-data", "--input", traces, "--out", out, "--test-examples", "100000"),
                   "train", "would be empty", "--test-examples")
    assert not out.exists()
