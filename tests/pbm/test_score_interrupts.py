"""No silent loss in `pbm score`, through the real console script: a killed or
interrupted run keeps the scores it made (a rerun resumes from the cache and writes what an
uninterrupted run writes), and a bad record's error is short and names its file and line."""
from __future__ import annotations

import json
import signal
import sys
from pathlib import Path

import pytest

from helpers.kill_runs import cached_scores, run, score_inputs, script, write_jsonl
from pbm.tiny import TinyConfig, build_tiny_model

TINY = TinyConfig(vocab_size=1024, hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2)
STORIES = 40
TRACES = STORIES * 5  # 5 orders each: 100 commits of 2, so scoring outlasts the watcher's first look


@pytest.fixture(scope="module")
def scoring(tmp_path_factory):
    """(tiny PBM directory, input file of 200 distinct traces, output and stats of an uninterrupted run)."""
    folder = tmp_path_factory.mktemp("pbm-score")
    records = score_inputs(STORIES, seed=3)
    model = build_tiny_model(folder / "tiny", [r["story"] for r in records], TINY)
    inputs = write_jsonl(folder / "traces.jsonl", records)
    out = folder / "reference.jsonl"
    done = run(score_command(model, inputs, out, folder / "reference-cache"), folder / "reference-logs")
    assert done.returncode == 0, done.stderr[-3000:]
    return model, inputs, out.read_bytes(), json.loads(done.stdout.splitlines()[-1])


def score_command(model: Path, inputs: Path, out: Path, cache: Path) -> list:
    return [script("pbm"), "score", "--pbm-backend", "hf", "--pbm", model, "--input", inputs, "--out", out,
            "--cache-dir", cache, "--commit-every", 2, "--stats"]  # 100 commits, so a kill lands mid-run even when
    # the watcher, polling every 10 ms on a loaded machine, sees the first commit late


@pytest.mark.parametrize("signum", [signal.SIGKILL, signal.SIGINT], ids=["kill-9", "ctrl-c"])
def test_killed_score_keeps_its_scores_and_a_rerun_resumes(scoring, tmp_path, signum):
    model, inputs, reference, full = scoring
    assert full["distinct_traces"] == full["forward_passes"] == TRACES and full["cache_hits"] == 0
    for attempt in range(5):  # the watcher may see the first commit only once the run is over (a busy machine)
        cache, out = tmp_path / f"cache{attempt}", tmp_path / f"scores{attempt}.jsonl"
        command = score_command(model, inputs, out, cache)
        killed = run(command, tmp_path / f"killed{attempt}", kill_when=lambda: cached_scores(cache, wait=0) > 0,
                     signum=signum)
        if killed.killed:
            break
    assert killed.killed, f"the run ended (exit {killed.returncode}) before committing a score: {killed.stderr[-2000:]}"
    if signum == signal.SIGINT:  # Ctrl-C: one line saying what is kept, status 130, no traceback
        assert killed.returncode == 130 and "Traceback" not in killed.stderr, killed.stderr[-3000:]
        assert "interrupted" in killed.stderr and "rerun" in killed.stderr, killed.stderr[-3000:]
    kept = cached_scores(cache)
    assert 0 < kept < TRACES
    assert not out.exists()  # the output is complete or absent, never partial

    rerun = run(command, tmp_path / "rerun")
    assert rerun.returncode == 0, rerun.stderr[-3000:]
    stats = json.loads(rerun.stdout.splitlines()[-1])
    assert stats["cache_hits"] == kept and stats["forward_passes"] == TRACES - kept, stats
    assert out.read_bytes() == reference  # byte for byte what the uninterrupted run wrote
    assert cached_scores(cache) == TRACES


def test_a_run_from_a_background_job_still_stops_on_ctrl_c(tmp_path):
    """A shell's background job (``bash .ci/run &``) ignores SIGINT, and its commands inherit that: the ctrl-c case
    above would see `pbm score` finish instead of stop. The helper gives each command Ctrl-C's default back."""
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)  # as in a background job
    try:
        done = run([sys.executable, "-c", "import signal; print(signal.getsignal(signal.SIGINT) is "
                    "signal.default_int_handler)"], tmp_path / "logs")
    finally:
        signal.signal(signal.SIGINT, previous)
    assert done.returncode == 0 and done.stdout.strip() == "True", done.stderr[-2000:]


def test_error_field_is_short_and_names_file_and_line(tmp_path):
    good = score_inputs(1, seed=3, orders=1)[0]
    huge = "x" * 5_000_000
    inputs = write_jsonl(tmp_path / "in.jsonl", [
        good,
        {**good, "id": "huge-story", "story": huge},
        {**good, "id": "huge-question", "question": huge},
        {**good, "id": "huge-line", "story": good["story"] + "\n" + huge},
        {**good, "id": "not-a-string", "story": 5},
        {**good, "id": float("nan")},  # json.dumps writes NaN, which JSON does not have
    ])
    with open(inputs, "a") as handle:
        handle.write("[" * 100_000 + "\n")  # deeper than Python's JSON decoder goes
    out = tmp_path / "out.jsonl"
    done = run([script("pbm"), "score", "--pbm-backend", "del", "--no-cache", "--input", inputs, "--out", out],
               tmp_path / "logs")
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr[-3000:]
    rows = [json.loads(line, parse_constant=pytest.fail) for line in out.read_text().splitlines()]  # strict JSON
    assert len(rows) == 7 and rows[0]["step_scores"] and "error" not in rows[0]
    for number, row in enumerate(rows[1:], start=2):
        error = row["error"]
        assert error.startswith(f"{inputs} line {number}: "), error[:300]
        assert len(error) <= len(str(inputs)) + 300, (number, len(error), error[:300])
    assert "5000000 characters" in rows[1]["error"] and "5000000 characters" in rows[2]["error"]
    # what the backend said is kept around the clipped value
    assert f"story line {len(good['story'].splitlines()) + 1}: not a Hi-ToM story sentence" in rows[3]["error"]
    assert "NaN" in rows[5]["error"] and "id" not in rows[5] and "nested" in rows[6]["error"]
    summary = [line for line in done.stderr.splitlines() if line.startswith("pbm score:")]
    assert len(summary) == 1 and len(summary[0]) < 600, done.stderr[-3000:]
    assert "6 record(s) failed" in summary[0] and f"{inputs} lines 2, 3, 4, 5, 6, 7" in summary[0]
