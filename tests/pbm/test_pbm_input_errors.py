"""Hostile inputs to `pbm`: an empty train file is one line, a corrupt score cache is recomputed."""
from __future__ import annotations

import json

from helpers.console import RECORD, TRACE, jsonl, one_line_error, run


def test_pbm_train_on_an_empty_train_file(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "train.rlhflow.jsonl").write_text("")
    one_line_error(run("pbm", "train", "--data", tmp_path / "data", "--base", "unused", "--out", tmp_path / "m"),
                   "train.rlhflow.jsonl", "no conversations")


def test_pbm_score_with_a_corrupt_cache_recomputes(tmp_path):
    inp = jsonl(tmp_path / "in.jsonl", [{**RECORD, "trace": TRACE}])
    (tmp_path / "cache").mkdir()
    (tmp_path / "cache" / "scores.sqlite").write_text("not a database")
    proc = run("pbm", "score", "--pbm-backend", "del", "--input", inp, "--out", tmp_path / "out.jsonl",
               "--cache-dir", tmp_path / "cache")
    assert proc.returncode == 0 and "Traceback" not in proc.stderr and "unreadable" in proc.stderr
    assert "step_scores" in json.loads((tmp_path / "out.jsonl").read_text())
