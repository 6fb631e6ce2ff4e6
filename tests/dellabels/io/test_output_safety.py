"""Outputs of the real console scripts are never lost or silently overwritten: an output that is the
input is refused, a killed run leaves the old output whole, a second writer is refused, `dellabels generate`
checks its arguments and its resume recipe before touching the output."""
from __future__ import annotations

import json
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from helpers.console import BIN, ENV, RECORD, TRACE, jsonl, one_line_error, run, six_stories
from dellabels.io.outputs import output_lock


@pytest.fixture(scope="module")
def stories(tmp_path_factory) -> Path:
    return six_stories(tmp_path_factory.mktemp("stories"))


# ------------------------------------------------------------------ 1. output == input

@pytest.mark.parametrize("command", ["answer", "label", "pbm score", "traces", "answer via symlink"])
def test_output_equal_to_input_is_refused_and_the_input_kept(command, stories, tmp_path):
    inp = jsonl(tmp_path / "in.jsonl", [{**RECORD, "trace": TRACE}])
    if command == "traces":
        inp = tmp_path / "stories.jsonl"
        shutil.copy(stories, inp)
    before = inp.read_bytes()
    out = inp
    if command.endswith("symlink"):
        out = tmp_path / "link.jsonl"
        out.symlink_to(inp)
    if command == "pbm score":
        proc = run("pbm", "score", "--pbm-backend", "del", "--input", inp, "--out", out)
    elif command == "traces":
        proc = run("dellabels", "traces", "--input", inp, "--out", out, "--synthetic")
    else:
        proc = run("dellabels", command.split()[0], "--input", inp, "--out", out)
    one_line_error(proc, "is the input file", str(inp))
    assert inp.read_bytes() == before


def test_a_killed_answer_leaves_the_old_output_whole(tmp_path):
    inp = jsonl(tmp_path / "in.jsonl", [RECORD] * 4000)
    out = tmp_path / "out.jsonl"
    out.write_text("OLD\n")
    proc = subprocess.Popen([str(BIN / "dellabels"), "answer", "--input", str(inp), "--out", str(out)],
                            env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # wait until the new content is being written
            temps = [p for p in tmp_path.glob(".out.jsonl.*.tmp") if p.stat().st_size > 1000]
            if temps or proc.poll() is not None:
                break
            time.sleep(0.01)
        assert temps, "the answer run finished before it could be killed"
        proc.kill()
        proc.wait(timeout=30)
    finally:
        proc.kill()
    assert out.read_text() == "OLD\n"
    done = run("dellabels", "answer", "--input", inp, "--out", out)
    assert done.returncode == 0 and len(out.read_text().splitlines()) == 4000


# ------------------------------------------------------------------ 2. generate: arguments first

@pytest.mark.parametrize("args, needle", [
    (["--lengths", "4"], "--lengths"), (["--lengths", "x"], "--lengths"), (["--stories", "-5"], "--stories"),
    (["--tell-ratio", "2"], "--tell-ratio"), (["--noise", "1"], "--noise"), (["--workers", "0"], "--workers"),
    (["--vocab", "VOCAB"], "'names'"),
])
def test_generate_rejects_arguments_before_touching_the_output(args, needle, stories, tmp_path):
    out = tmp_path / "existing.jsonl"
    shutil.copy(stories, out)
    vocab = tmp_path / "vocab.json"
    vocab.write_text(json.dumps({"names": 5}))
    args = [str(vocab) if a == "VOCAB" else a for a in args]
    proc = run("dellabels", "generate", "--stories", "3", "--out", out, *args)
    one_line_error(proc, needle)
    assert out.read_bytes() == stories.read_bytes()


# ------------------------------------------------------------------ 3. resume

def test_generate_resume_refuses_another_recipe(tmp_path):
    out = tmp_path / "s.jsonl"
    base = ["generate", "--stories", "8", "--lengths", "1", "--workers", "1", "--out", out]
    assert run("dellabels", *base).returncode == 0
    full = out.read_bytes()
    out.write_bytes(b"".join(full.splitlines(keepends=True)[:3]))
    proc = run("dellabels", *base, "--resume", "--seed", "7")
    one_line_error(proc, "--seed was 0, now 7")
    one_line_error(run("dellabels", *base[:4], "2", *base[5:], "--resume"), "--lengths was [1], now [2]")
    assert len(out.read_bytes().splitlines()) == 3
    assert run("dellabels", *base, "--resume").returncode == 0
    assert out.read_bytes() == full
    # an output from before recipes were kept: its last story tells
    Path(f"{out}.recipe.json").unlink()
    out.write_bytes(b"".join(full.splitlines(keepends=True)[:3]))
    one_line_error(run("dellabels", *base, "--resume", "--seed", "7"), "other options")
    assert run("dellabels", *base, "--resume").returncode == 0 and out.read_bytes() == full


def test_a_second_writer_of_the_same_generate_output_is_refused(tmp_path):
    out = tmp_path / "s.jsonl"
    out.write_text("kept\n")
    with output_lock(out):
        one_line_error(run("dellabels", "generate", "--stories", "3", "--out", out), "being written by another process")
    assert out.read_text() == "kept\n"
    assert run("dellabels", "generate", "--stories", "3", "--workers", "1", "--out", out, "--overwrite").returncode == 0
