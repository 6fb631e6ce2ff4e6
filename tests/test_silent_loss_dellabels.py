"""No silent loss in the `dellabels` commands (issue 23), through the real console scripts: a story is
known by its content, one writer per real file, a dataset folder is one set of files, deep or non-finite
JSON is a line-numbered error, and a non-empty output is never replaced without being asked."""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
from pathlib import Path

import pytest

from helpers.bon_fixtures import DOC_A, SAMPLES_A, sample_records, write_samples
from test_hostile_inputs import BIN, ENV, RECORD, TRACE, jsonl, one_line_error, run

DEEP = "[" * 100_000 + "]" * 100_000


def strict_rows(path: Path) -> list[dict]:
    """The records of a JSONL output, parsed as strict JSON (NaN / Infinity are not JSON)."""
    def refuse(constant: str):
        raise AssertionError(f"{path}: {constant} is not JSON")
    return [json.loads(line, parse_constant=refuse) for line in path.read_text().splitlines()]


def generate(out: Path, *extra: str) -> Path:
    proc = run("dellabels", "generate", "--stories", "3", "--workers", "1", "--out", out, *extra)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return out


def synthetic_traces(stories: Path, out: Path, *extra: str) -> Path:
    proc = run("dellabels", "traces", "--input", stories, "--out", out, "--synthetic", "--orders", "0", *extra)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return out


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory) -> dict[str, Path]:
    """Two `generate` runs whose ids coincide (s0-0 ..) but whose stories differ, and their traces."""
    folder = tmp_path_factory.mktemp("runs")
    short = generate(folder / "short.jsonl", "--seed", "0", "--lengths", "1")
    long = generate(folder / "long.jsonl", "--seed", "0", "--lengths", "3")
    return {"short": short, "long": long, "short_traces": synthetic_traces(short, folder / "short_traces.jsonl"),
            "long_traces": synthetic_traces(long, folder / "long_traces.jsonl")}


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
    folder = tmp_path_factory.mktemp("traces")
    stories = folder / "stories.jsonl"
    assert run("dellabels", "generate", "--stories", "12", "--lengths", "1", "--workers", "1", "--out", stories).returncode == 0
    proc = run("dellabels", "traces", "--input", stories, "--out", folder / "t.jsonl", "--synthetic")
    assert proc.returncode == 0, proc.stderr[-2000:]
    return folder / "t.jsonl"


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
