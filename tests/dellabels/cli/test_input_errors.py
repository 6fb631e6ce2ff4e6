"""Bad input to the `dellabels` commands: every data error one line or one error record, no traceback,
non-zero exit, file and line named."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers.console import RECORD, STORY, TRACE, jsonl, one_line_error, run, six_stories


@pytest.fixture(scope="module")
def stories(tmp_path_factory) -> Path:
    return six_stories(tmp_path_factory.mktemp("stories"))


# ------------------------------------------------------------------ 6. one line, file and line named

def test_non_utf8_and_string_lines_are_errors_naming_file_and_line(stories, tmp_path):
    good = json.dumps({**RECORD, "trace": TRACE}).encode()
    inp = tmp_path / "bad.jsonl"
    inp.write_bytes(good + b"\n" + b'{"story": "\xff"}\n' + b'"just a string"\n' + good + b"\n")
    out = tmp_path / "out.jsonl"
    for tool, args in (("dellabels", ["answer", "--out", out]), ("dellabels", ["label", "--out", out]),
                       ("pbm", ["score", "--pbm-backend", "del", "--out", out])):
        proc = run(tool, *args, "--input", inp)
        assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
        rows = [json.loads(l) for l in out.read_text().splitlines()]
        assert len(rows) == 4 and "error" not in rows[0] and "error" not in rows[3]
        assert rows[1]["error"] == f"{inp} line 2: not UTF-8 text (byte 0xff at column 12)"
        assert rows[2]["error"] == f"{inp} line 3: expected a JSON object, got str"
    bad_stories = tmp_path / "bad_stories.jsonl"
    bad_stories.write_bytes(stories.read_bytes() + b'{"story": "\xff"}\n')
    one_line_error(run("dellabels", "traces", "--input", bad_stories, "--out", tmp_path / "t.jsonl", "--synthetic"),
                   f"{bad_stories} line 7: not UTF-8")
    one_line_error(run("dellabels", "pbm-data", "--input", inp, "--out", tmp_path / "pd"), f"{inp} line 2: not UTF-8")


def test_audit_hitom_on_a_wrong_shaped_file(tmp_path):
    bad = tmp_path / "h.json"
    bad.write_text(json.dumps({"data": [{"question": "q", "answer": "a"}]}))
    one_line_error(run("dellabels", "audit-hitom", bad), str(bad), "record 0", "'story'")


def test_a_huge_bad_story_line_is_quoted_short(tmp_path):
    inp = jsonl(tmp_path / "big.jsonl", [{"story": STORY + "\n4 " + "x" * 5_000_000, "question": RECORD["question"]}])
    out = tmp_path / "out.jsonl"
    proc = run("dellabels", "answer", "--input", inp, "--out", out)
    assert proc.returncode == 1
    error = json.loads(out.read_text())["error"]
    assert error.startswith(f"{inp} line 1: story line 4") and len(error) < 300


# ------------------------------------------------------------------ 7. silent nonsense

def test_label_with_bad_choices_is_an_error_record(tmp_path):
    inp = jsonl(tmp_path / "in.jsonl", [{**RECORD, "trace": TRACE, "choices": 5}])
    out = tmp_path / "out.jsonl"
    proc = run("dellabels", "label", "--input", inp, "--out", out)
    assert proc.returncode == 1
    assert json.loads(out.read_text()) == {"error": f"{inp} line 1: field 'choices' must be str or list or dict, "
                                                    "got int"}


def test_demo_story_file_not_utf8(tmp_path):
    story = tmp_path / "story.txt"
    story.write_bytes(b"1 Anne entered the kitchen.\xff\n")
    one_line_error(run("dellabels", "demo", "--story", story, "--question", "Where is the ball really?"),
                   str(story), "not UTF-8")
