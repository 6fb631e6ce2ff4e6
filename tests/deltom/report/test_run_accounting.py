"""Every number from the input it claims, every output set complete or refused.

`deltom rescore` / `curves` refuse samples of several runs (another N, another lm-eval run in the same
folder) unless one is selected, refuse a doc_id that names two docs or a doc without the fields the
rows need, and record the questions per order (and what is missing) in the summary; `deltom table`
says in its caption when an input is partial, writes its output set as a unit (a failed rerun leaves
the previous set, a rerun removes what the previous table wrote and this one does not) and refuses a
NaN in a column it shows.
"""
from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from test_curves_tables import lm_eval_results
from test_table_trust import half_right, run_files

from deltom.cli.deltom import main
from helpers.bon_fixtures import (DOC_A, DOC_B, EXPECTED_N4, SAMPLES_A, SAMPLES_B, sample_records, write_hand_samples,
                                  write_samples)

pytestmark = pytest.mark.usefixtures("fresh_pbm_scores")
DELTOM = Path(sys.executable).parent / "deltom"
OLDER = "2024-06-01T00-00-00.000001"


def deltom(capsys, *args) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out = capsys.readouterr()
    return code, out.out, out.err


def error_line(err: str, *needles: str) -> str:
    lines = [line for line in err.splitlines() if "error:" in line]
    assert len(lines) == 1 and "Traceback" not in err, err[-3000:]
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
    return lines[0]


def write_run(folder: Path, group: str, docs: dict[str, list[tuple[int, dict, list[str]]]], stamp: str = None):
    """Samples files of one run: ``{order: [(doc_id, doc, samples), ...]}`` as ``<group>_order_<order>``."""
    extra = {"stamp": stamp} if stamp else {}
    return [write_samples(folder, f"{group}_order_{order}",
                          [r for doc_id, doc, samples in entries for r in sample_records(doc_id, doc, samples)],
                          **extra) for order, entries in docs.items()]


HAND = {"0": [(0, DOC_A, SAMPLES_A)], "1": [(0, DOC_B, SAMPLES_B)]}  # the hand-computed rows of EXPECTED_N4
OTHER = {"0": [(0, DOC_A, SAMPLES_A[::-1] * 4)], "1": [(0, DOC_B, SAMPLES_B[::-1] * 4)]}  # 16 samples, other order


# ------------------------------------------------------------------ mixed runs, partial inputs

@pytest.mark.parametrize("command", ["rescore", "curves"])
def test_a_folder_with_an_n4_and_an_n16_run_is_refused_or_selected(command, tmp_path, capsys):
    run = tmp_path / "run"
    write_run(run, "hitom_del_bon_n4", HAND)
    write_run(run, "hitom_del_bon", OTHER)
    extra = ["--out", tmp_path / "c"] if command == "curves" else ["--n", "4", "--out", tmp_path / "s.json"]
    code, _, err = deltom(capsys, command, run, "--pbm-backend", "del", *extra)
    assert code == 2
    error_line(err, "several runs", "hitom_del_bon_n4 (orders 0, 1)", "hitom_del_bon (orders 0, 1)", "--task")
    assert not (tmp_path / "s.json").exists() and not (tmp_path / "c" / "curves.json").exists()
    code, _, err = deltom(capsys, command, run, "--pbm-backend", "del", *extra, "--task", "hitom_del_bon_n4")
    assert code == 0, err
    if command == "rescore":
        summary = json.loads((tmp_path / "s.json").read_text())
        assert summary["per_order"] == EXPECTED_N4["per_order"]  # the N = 4 run's numbers, not the N = 16 one's
    assert "hitom_del_bon_order_0" not in err  # the other run is not listed as read


def test_two_lm_eval_runs_in_one_folder_are_refused_or_selected(tmp_path, capsys):
    run = tmp_path / "run"
    write_run(run, "hitom_del_bon", HAND, stamp=OLDER)
    write_run(run, "hitom_del_bon", {"0": OTHER["0"]})  # a newer run of order 0 only
    code, _, err = deltom(capsys, "rescore", run, "--pbm-backend", "del", "--n", "4")
    assert code == 2
    error_line(err, str(run), "several lm-eval runs", OLDER, "--run")
    code, out, err = deltom(capsys, "rescore", run, "--pbm-backend", "del", "--run", OLDER, "--out", tmp_path / "s.json")
    assert code == 0, err
    assert json.loads((tmp_path / "s.json").read_text())["per_order"] == EXPECTED_N4["per_order"]


def test_the_summary_records_questions_and_what_is_missing(tmp_path, capsys):
    write_hand_samples(tmp_path / "run")
    code, _, err = deltom(capsys, "rescore", tmp_path / "run", "--pbm-backend", "del", "--out", tmp_path / "s.json")
    assert code == 0
    summary = json.loads((tmp_path / "s.json").read_text())
    assert summary["questions"] == {"0": 1, "1": 1}
    assert summary["missing_orders"] == ["2", "3", "4"] and summary["missing_docs"] == {}
    assert summary["partial"] is True
    assert "warning: partial input" in err and "orders 2, 3, 4 missing" in err
    # doc 1 of order 0 lost (doc_ids 0 and 2 kept), so the orders also count different questions
    gap = tmp_path / "gap"
    write_run(gap, "hitom_del_bon", {"0": [(0, DOC_A, SAMPLES_A), (2, DOC_A, SAMPLES_A)], "1": HAND["1"]})
    code, _, err = deltom(capsys, "rescore", gap, "--pbm-backend", "del", "--out", tmp_path / "g.json")
    summary = json.loads((tmp_path / "g.json").read_text())
    assert code == 0 and summary["questions"] == {"0": 2, "1": 1} and summary["missing_docs"] == {"0": [1]}
    assert "order 0: doc_id 1 absent" in err and "question counts differ" in err


def test_a_doc_id_naming_two_docs_is_refused(tmp_path, capsys):
    first = write_samples(tmp_path / "a", "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_A))
    other_gold = dict(DOC_A, answer="red_envelope")
    second = write_samples(tmp_path / "b", "hitom_del_bon_order_0", sample_records(0, other_gold, SAMPLES_A))
    code, _, err = deltom(capsys, "rescore", first, second, "--pbm-backend", "del")
    assert code == 2
    error_line(err, f"{second} line 1", "doc_id 0", "another doc", str(first), "answer")
    within = write_samples(tmp_path / "c", "hitom_del_bon_order_0",
                           sample_records(0, DOC_A, SAMPLES_A) + sample_records(0, other_gold, SAMPLES_A)[:1])
    code, _, err = deltom(capsys, "rescore", within, "--pbm-backend", "del")
    assert code == 2
    error_line(err, f"{within} line {len(sample_records(0, DOC_A, SAMPLES_A)) + 1}", "doc_id 0")


def test_the_table_caption_marks_a_partial_summary(tmp_path, capsys):
    write_hand_samples(tmp_path / "run")
    assert deltom(capsys, "rescore", tmp_path / "run", "--pbm-backend", "del", "--out", tmp_path / "s.json")[0] == 0
    code, _, err = deltom(capsys, "table", tmp_path / "s.json", "--out", tmp_path / "t")
    assert code == 0, err
    md = (tmp_path / "t" / "table.md").read_text()
    assert "Questions per order: s: 1." in md
    assert "Partial inputs: s: orders 2, 3, 4 missing (of 0, 1, 2, 3, 4)." in md
    assert "warning: partial input s" in err
    assert json.loads((tmp_path / "t" / "table.json").read_text())["models"][0]["partial"] == \
        ["orders 2, 3, 4 missing (of 0, 1, 2, 3, 4)"]


def test_the_table_caption_marks_missing_orders_and_uneven_counts_of_lm_eval_results(tmp_path, capsys):
    run = tmp_path / "run"
    results = run_files(run, {"hitom_del_bon_order_0": half_right(4), "hitom_del_bon_order_1": half_right(3)})
    code, _, err = deltom(capsys, "table", results, "--out", tmp_path / "t")
    assert code == 0, err
    md = (tmp_path / "t" / "table.md").read_text()
    assert "Partial inputs: tiny: 3 of 100 / 4 of 100 questions per order asked (--limit); orders 2, 3, 4 missing " \
           "(of 0, 1, 2, 3, 4); question counts differ across orders (0: 4, 1: 3)." in md
    complete = tmp_path / "complete.json"
    complete.write_text(json.dumps(lm_eval_results("full", {"ori": [0.5] * 5, "pbm_weighted_min": [0.6] * 5})))
    assert deltom(capsys, "table", complete, "--out", tmp_path / "u")[0] == 0
    assert "Partial inputs" not in (tmp_path / "u" / "table.md").read_text()


# ------------------------------------------------------------------ the table's output set as a unit

def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def first_table(tmp_path: Path, capsys) -> tuple[Path, Path, Path]:
    """A table of an lm-eval run with its samples (cost.*, lm_eval/tiny/, samples.sha256) and a user's file."""
    run = tmp_path / "run"
    results = run_files(run, {f"hitom_del_bon_order_{k}": half_right(4) for k in range(5)})
    out = tmp_path / "t"
    assert deltom(capsys, "table", results, "--samples", run, "--out", out)[0] == 0
    assert {"cost.csv", "cost.tex", "samples.sha256", f"lm_eval/tiny/{results.name}"} <= set(snapshot(out))
    (out / "notes.txt").write_text("mine")
    return run, results, out


def test_a_table_rerun_removes_what_the_previous_table_wrote(tmp_path, capsys):
    _, _, out = first_table(tmp_path, capsys)
    summary = tmp_path / "summary.json"
    summary.write_text(json.dumps({"n": 4, "per_order": {str(k): {"ori": 1.0, "pbm_weighted_min": 2.0}
                                                         for k in range(5)}}))
    # the first table's default layout also wrote the leaderboard: the paper-only rerun removes it too
    code, printed, err = deltom(capsys, "table", summary, "--out", out, "--layout", "paper")
    assert code == 0, err
    files = set(snapshot(out))
    assert files == {"table.md", "table.csv", "table.tex", "table.json", "COMMAND.txt", "notes.txt"}
    assert json.loads((out / "table.json").read_text())["files"] == \
        ["COMMAND.txt", "table.csv", "table.json", "table.md", "table.tex"]
    assert not (out / "lm_eval").exists() and not list(out.glob(".deltom-table-*"))
    assert sorted(printed.split()) == sorted(str(out / f) for f in files - {"notes.txt"})


def test_a_failed_table_rerun_leaves_the_previous_set(tmp_path, capsys):
    run, results, out = first_table(tmp_path, capsys)
    before = snapshot(out)
    bad = tmp_path / "prices.json"
    bad.write_text(json.dumps({"m": {"input": "cheap"}}))
    code, _, err = deltom(capsys, "table", results, "--samples", run, "--names", "other", "--prices", bad,
                          "--out", out)
    assert code == 2
    error_line(err, "'m' needs numeric")
    assert snapshot(out) == before and not list(out.glob(".deltom-table-*"))


def test_a_table_failing_while_it_writes_leaves_the_previous_set(tmp_path, capsys, monkeypatch):
    from deltom.pages import paper_table as tables

    run, results, out = first_table(tmp_path, capsys)
    before = snapshot(out)
    orphan = out / ".deltom-staging-999999999-x"  # left by a killed run (no such pid)
    orphan.mkdir()

    def full_disk(table):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(tables, "latex", full_disk)  # after the raw results copy and samples.sha256 are made
    code, _, err = deltom(capsys, "table", results, "--samples", run, "--names", "other", "--out", out)
    assert code == 2
    error_line(err, "No space left on device")
    assert snapshot(out) == before and not orphan.exists() and not list(out.glob(".deltom-table-*"))


def test_a_table_rerun_in_a_folder_of_an_older_table_without_a_list(tmp_path, capsys):
    _, results, out = first_table(tmp_path, capsys)
    record = json.loads((out / "table.json").read_text())
    del record["files"]  # tables made before the list: their own file names are known, nothing else is removed
    (out / "table.json").write_text(json.dumps(record))
    (out / "lm_eval" / "tiny" / "mine.json").write_text("{}")
    code, _, err = deltom(capsys, "table", results, "--out", out, "--names", "renamed")
    assert code == 0, err
    files = set(snapshot(out))
    assert {"cost.csv", "cost.tex", "samples.sha256", f"lm_eval/tiny/{results.name}"}.isdisjoint(files)
    assert {"notes.txt", "lm_eval/tiny/mine.json", f"lm_eval/renamed/{results.name}"} <= files


# ------------------------------------------------------------------ docs without the fields rows need

@pytest.mark.parametrize("field", ["answer", "story"])
def test_rescore_of_docs_without_a_needed_field_is_one_line(field, tmp_path):
    doc = {k: v for k, v in DOC_A.items() if k != field}
    records = [dict(r, doc=doc) for r in sample_records(0, DOC_A, SAMPLES_A)]
    path = write_samples(tmp_path / "run", "hitom_del_bon_order_0", records)
    proc = subprocess.run([str(DELTOM), "rescore", str(tmp_path / "run"), "--pbm-backend", "del"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 2, proc.stderr[-3000:]
    error_line(proc.stderr, f"{path} line 1", "doc_id 0", f"'{field}'")


# ------------------------------------------------------------------ NaN rows in a table

def nan_results(tmp_path: Path, row: str) -> Path:
    rows = {"ori": [0.5] * 5, "pbm_weighted_min": [0.6] * 5, "pbm_vanilla_avg": [0.7] * 5}
    rows[row] = [math.nan] * 5  # a PBM that failed after generation leaves its rows NaN
    path = tmp_path / "results_2025-01-01T00-00-00.json"
    path.write_text(json.dumps(lm_eval_results("gpt-4.1", rows)))
    return path


def test_a_table_whose_declared_row_is_nan_is_refused(tmp_path, capsys):
    results = nan_results(tmp_path, "pbm_weighted_min")
    code, _, err = deltom(capsys, "table", results, "--out", tmp_path / "t")
    assert code == 2
    error_line(err, str(results), "pbm_weighted_min", "NaN", "orders 0, 1, 2, 3, 4", "deltom rescore")
    assert not (tmp_path / "t" / "table.md").exists()


def test_nan_rows_beside_the_declared_one_are_named(tmp_path, capsys):
    results = nan_results(tmp_path, "pbm_vanilla_avg")
    code, _, err = deltom(capsys, "table", results, "--out", tmp_path / "t")
    assert code == 0, err
    md = (tmp_path / "t" / "table.md").read_text()
    assert "nan" not in (tmp_path / "t" / "table.csv").read_text().lower()
    note = "NaN rows (PBM scoring failed; `deltom rescore` of the run's samples recomputes them): gpt-4.1: " \
           "pbm_vanilla_avg."
    assert note in md and "warning: gpt-4.1: row pbm_vanilla_avg is NaN" in err
