"""A story is known by its content, through the real console scripts: `generate` and `traces` carry the
story hash, `pbm-data` and `traces` refuse one story id for two stories."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from helpers.console import jsonl, one_line_error, run, strict_rows, two_coinciding_runs


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory) -> dict[str, Path]:
    return two_coinciding_runs(tmp_path_factory.mktemp("runs"))


# ------------------------------------------------------------------ 1. a story is its content

def test_generate_and_traces_carry_the_story_hash(two_runs):
    stories = strict_rows(two_runs["short"])
    for record in stories:
        assert record["story_hash"] == hashlib.sha256(record["story"].encode()).hexdigest()[:16]
    by_id = {r["id"]: r["story_hash"] for r in stories}
    assert all(t["story_hash"] == by_id[t["story_id"]] for t in strict_rows(two_runs["short_traces"]))


def test_pbm_data_refuses_one_story_id_for_two_stories(two_runs, tmp_path):
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_bytes(two_runs["short_traces"].read_bytes() + two_runs["long_traces"].read_bytes())
    out = tmp_path / "pd"
    # traces are written in completion order: the first long-run record that reuses a short-run id conflicts
    short, long = strict_rows(two_runs["short_traces"]), strict_rows(two_runs["long_traces"])
    ident = long[0]["story_id"]
    first = 1 + next(i for i, r in enumerate(short) if r["story_id"] == ident)
    one_line_error(run("dellabels", "pbm-data", "--input", mixed, "--out", out), f"'{ident}'",
                   f"{mixed} line {first}", f"{mixed} line {len(short) + 1}")
    assert not out.exists()


def test_pbm_data_reads_traces_without_the_story_hash(two_runs, tmp_path):
    old = jsonl(tmp_path / "old.jsonl", [{k: v for k, v in r.items() if k != "story_hash"}
                                          for r in strict_rows(two_runs["short_traces"])])
    proc = run("dellabels", "pbm-data", "--input", old, "--out", tmp_path / "pd", "--splits", "train=1")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout)["splits"]["train"]["stories"] == 3


def test_traces_resume_refuses_an_output_of_other_stories(two_runs, tmp_path):
    out = tmp_path / "t.jsonl"
    out.write_bytes(two_runs["short_traces"].read_bytes())
    one_line_error(run("dellabels", "traces", "--input", two_runs["long"], "--out", out, "--synthetic",
                       "--orders", "0", "--resume"), f"{out} line 1", f"{two_runs['long']} line 1", "s0-0-o0-k0")
    assert out.read_bytes() == two_runs["short_traces"].read_bytes()


def test_traces_refuses_an_input_with_one_id_for_two_stories(two_runs, tmp_path):
    both = tmp_path / "both.jsonl"
    both.write_bytes(two_runs["short"].read_bytes() + two_runs["long"].read_bytes())
    one_line_error(run("dellabels", "traces", "--input", both, "--out", tmp_path / "t.jsonl", "--synthetic"),
                   "'s0-0'", f"{both} line 1", f"{both} line 4")
    assert not (tmp_path / "t.jsonl").exists()
