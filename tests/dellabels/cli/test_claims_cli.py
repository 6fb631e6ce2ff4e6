"""`dellabels claims`: records and lm-eval samples in, one judged line per record out; bad input is one line."""
import json
import subprocess
import sys
from importlib import resources

from helpers.paths import REPO

DEMO = json.loads(resources.files("dellabels").joinpath("data/demo_story.json").read_text())


def claims(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dellabels.cli.main", "claims", *args], input=stdin,
                          capture_output=True, text=True, cwd=REPO, timeout=120)


def test_records_and_samples_are_judged_with_the_pinned_fields(tmp_path):
    response = "Answer: green_bucket. Chloe moved the celery to the green_bucket (line 6). Liam left at line 5."
    records = tmp_path / "in.jsonl"
    sample = {"doc_id": 0, "doc": {"story": DEMO["story"], "question": DEMO["question"]},
              "filtered_resps": [json.dumps({"response": response})]}
    records.write_text(json.dumps({"id": "a", "story": DEMO["story"], "question": DEMO["question"],
                                   "response": response}) + "\n" + json.dumps(sample) + "\n")
    out = tmp_path / "out.jsonl"
    proc = claims("--input", str(records), "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    first, second = [json.loads(line) for line in out.read_text().splitlines()]
    assert first["id"] == "a" and second["doc_id"] == 0
    for row in (first, second):
        assert (row["answer"], row["answer_right"], row["label"]) == ("green_bucket", True, "unsound")
        assert [(c["text"], c["verdict"]) for c in row["claims"] if c["predicate"] != "answer"] == [
            ("Chloe moved the celery to the green_bucket (line 6)", "true"), ("Liam left at line 5", "false")]
        assert set(row["claims"][0]) >= {"text", "start", "end", "kind", "time", "chain", "object", "value",
                                          "verdict", "gold"}


def test_a_bad_record_is_an_error_line_naming_it_and_the_run_exits_non_zero(tmp_path):
    records = tmp_path / "in.jsonl"
    records.write_text('{"story": "x", "question": "y", "response": "z"}\n{"story": 1}\n')
    proc = claims("--input", str(records))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert "line 1" in lines[0]["error"] and "line 2" in lines[1]["error"]


def test_the_output_may_not_be_the_input(tmp_path):
    records = tmp_path / "in.jsonl"
    records.write_text("{}\n")
    proc = claims("--input", str(records), "--out", str(records))
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and records.read_text() == "{}\n"
