"""Data files `deltom-eval` and `deltom miniature` cannot read: missing, a directory, a wrong shape;
each one line naming it, no traceback."""
from __future__ import annotations

import json

import pytest

from helpers.console import one_line_error, run


def test_miniature_with_a_missing_hitom_path(tmp_path):
    one_line_error(run("deltom", "miniature", "--hitom-path", "/missing/Hi-ToM_data.json", "--cache", tmp_path,
                       "--out", tmp_path / "out"), "/missing/Hi-ToM_data.json", "not found")


# ------------------------------------------------------------------ 8. deltom-eval data files

@pytest.mark.parametrize("case", ["missing", "directory", "no story", "kosinski item"])
def test_deltom_eval_data_errors_are_one_line(case, tmp_path):
    bad = tmp_path / "data.json"
    env, task = {}, "hitom_del"
    if case == "missing":
        env["DELTOM_HITOM_PATH"], needle = str(tmp_path / "missing.json"), "not found"
    elif case == "directory":
        env["DELTOM_HITOM_PATH"], needle = str(tmp_path), "is a directory"
    elif case == "no story":
        bad.write_text(json.dumps({"data": [{"question": "q", "answer": "a", "prompting_type": "CoTP"}]}))
        env["DELTOM_HITOM_PATH"], needle = str(bad), "record 0 has no field 'story'"
    else:
        bad.write_text(json.dumps({"items": [{"txt": "t", "o1": 3}]}))
        env["DELTOM_KOSINSKI_PATH"], needle, task = str(bad), "item 0 has no field", "kosinski_del"
    proc = run("deltom-eval", "--model", "dummy", "--tasks", task, "--limit", "1", env=env, timeout=300)
    one_line_error(proc, needle, "deltom-eval: error:")
