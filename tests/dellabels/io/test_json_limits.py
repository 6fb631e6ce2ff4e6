"""Deep or non-finite JSON is a line-numbered error, in every command that reads JSON lines or files,
through the real console scripts; so is a `pbm-data` record without trace or story."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers.bon_fixtures import DOC_A, SAMPLES_A, sample_records, write_samples
from helpers.console import RECORD, TRACE, jsonl, one_line_error, run, strict_rows, twelve_traces

DEEP = "[" * 100_000 + "]" * 100_000



@pytest.fixture(scope="module")
def traces(tmp_path_factory) -> Path:
    return twelve_traces(tmp_path_factory.mktemp("traces"))


# ------------------------------------------------------------------ 7. deep, non-finite and incomplete records

@pytest.mark.parametrize("command", ["dellabels answer", "dellabels label", "pbm score"])
def test_a_deeply_nested_line_is_an_error_record(command, tmp_path):
    good = {**RECORD, "trace": TRACE}
    inp = tmp_path / "in.jsonl"
    inp.write_text("\n".join([json.dumps(good), '{"id": ' + DEEP + "}", json.dumps({**good, "id": "last"})]) + "\n")
    out = tmp_path / "out.jsonl"
    tool, *sub = command.split()
    proc = run(tool, *sub, *(["--pbm-backend", "del"] if tool == "pbm" else []), "--input", inp, "--out", out)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    rows = strict_rows(out)
    assert len(rows) == 3 and "error" not in rows[0] and rows[2].get("id") == "last" and "error" not in rows[2]
    assert rows[1]["error"].startswith(f"{inp} line 2: ") and "nested" in rows[1]["error"]


@pytest.mark.parametrize("command", ["answer", "label"])
def test_non_finite_numbers_are_error_records_and_never_written(command, tmp_path):
    good = {**RECORD, "trace": TRACE}
    inp = tmp_path / "in.jsonl"
    inp.write_text("\n".join([json.dumps(good), '{"id": NaN, "story": "x"}', '{"id": -Infinity, "story": "x"}',
                              '{"id": 1e999, "story": "x"}', json.dumps({**good, "id": "last"})]) + "\n")
    out = tmp_path / "out.jsonl"
    proc = run("dellabels", command, "--input", inp, "--out", out)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    rows = strict_rows(out)
    assert len(rows) == 5 and "error" not in rows[0] and rows[4].get("id") == "last" and "error" not in rows[4]
    assert rows[1] == {"error": f"{inp} line 2: NaN is not a JSON number"}
    assert rows[2] == {"error": f"{inp} line 3: -Infinity is not a JSON number"}
    assert rows[3] == {"error": f"{inp} line 4: 1e999 overflows to Infinity"}


@pytest.mark.parametrize("bad", [DEEP, '{"id": NaN, "story": "1 A entered the hall.", "questions": []}'])
def test_deep_and_non_finite_lines_stop_traces_and_pbm_data(bad, traces, tmp_path):
    stories = tmp_path / "stories.jsonl"
    stories.write_text(json.dumps({"story": "1 A entered the hall.", "questions": []}) + "\n" + bad + "\n")
    one_line_error(run("dellabels", "traces", "--input", stories, "--out", tmp_path / "t.jsonl", "--synthetic"),
                   f"{stories} line 2")
    bad_traces = tmp_path / "traces.jsonl"
    bad_traces.write_text(traces.read_text() + bad + "\n")
    line = len(traces.read_text().splitlines()) + 1
    one_line_error(run("dellabels", "pbm-data", "--input", bad_traces, "--out", tmp_path / "pd"),
                   f"{bad_traces} line {line}")


def test_deep_samples_line_in_rescore_is_one_line(tmp_path):
    path = write_samples(tmp_path / "run", "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_A))
    path.write_text(path.read_text() + DEEP + "\n")
    one_line_error(run("deltom", "rescore", tmp_path / "run", "--pbm-backend", "del"),
                   f"{path} line {len(sample_records(0, DOC_A, SAMPLES_A)) + 1}", "nested")


def test_deep_json_files_of_audit_hitom_and_generate_vocab_are_one_line(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text(DEEP)
    one_line_error(run("dellabels", "audit-hitom", deep), str(deep), "nested too deeply")
    one_line_error(run("dellabels", "generate", "--stories", "1", "--out", tmp_path / "g.jsonl", "--vocab", deep),
                   str(deep), "nested too deeply")


def test_pbm_data_names_records_without_trace_or_story(traces, tmp_path):
    rows = strict_rows(traces)
    rows[2].pop("trace")
    rows[4].pop("story")
    inp = jsonl(tmp_path / "t.jsonl", rows)
    proc = run("dellabels", "pbm-data", "--input", inp, "--out", tmp_path / "pd", "--splits", "train=1")
    assert proc.returncode == 0, proc.stderr[-2000:]
    warning = [l for l in proc.stderr.splitlines() if "warning" in l]
    assert len(warning) == 1 and f"{inp} line 3: missing field 'trace'" in warning[0] \
        and f"{inp} line 5: missing field 'story'" in warning[0], proc.stderr[-2000:]
    named = json.loads((tmp_path / "pd" / "stats.json").read_text())["skipped_records"]
    assert f"{inp} line 3: missing field 'trace'" in named["bad_record"]
    assert f"{inp} line 5: missing field 'story'" in named["bad_record"]
