"""Hostile inputs to `deltom rescore`, `curves` and `table`: an output onto the samples or unwritable is
refused before any scoring, non-UTF-8 samples and non-numbers are one line naming the file."""
from __future__ import annotations

import json

import pytest

from helpers.console import one_line_error, run
from helpers.bon_fixtures import DOC_A, SAMPLES_A, sample_records, write_hand_samples, write_samples


def test_rescore_out_onto_a_samples_file_is_refused(tmp_path):
    files = write_hand_samples(tmp_path / "run")
    before = files[0].read_bytes()
    one_line_error(run("deltom", "rescore", tmp_path / "run", "--pbm-backend", "del", "--out", files[0]),
                   "is the input file")
    assert files[0].read_bytes() == before


def test_rescore_unwritable_out_fails_before_any_scoring(tmp_path):
    write_hand_samples(tmp_path / "run")
    blocker = tmp_path / "a_file"
    blocker.write_text("x")
    # a missing PBM would fail at scoring: the output check must come first
    proc = run("deltom", "rescore", tmp_path / "run", "--pbm-backend", "hf", "--pbm", tmp_path / "no_pbm",
               "--out", blocker / "summary.json")
    one_line_error(proc, "cannot write", "summary.json")


def test_table_with_a_non_number_and_with_uneven_orders(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"n": 4, "per_order": {"0": {"ori": "abc", "pbm_weighted_min": 1.0}}}))
    one_line_error(run("deltom", "table", bad, "--out", tmp_path / "t"), str(bad), "'ori'", "must be a number")
    rows = {"ori": 10.0, "pbm_weighted_min": 20.0}
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps({"n": 4, "per_order": {str(k): rows for k in range(5)}}))
    b.write_text(json.dumps({"n": 4, "per_order": {str(k): rows for k in range(2)}}))
    proc = run("deltom", "table", a, b, "--out", tmp_path / "t")
    assert proc.returncode == 0 and "warning: the averages cover different orders" in proc.stderr


@pytest.mark.parametrize("command", ["rescore", "curves"])
def test_rescore_and_curves_on_non_utf8_samples(command, tmp_path):
    path = write_samples(tmp_path / "run", "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_A))
    path.write_bytes(path.read_bytes() + b'{"doc_id": 1, "resps": ["\xff"]}\n')
    extra = ["--out", tmp_path / "c"] if command == "curves" else []
    one_line_error(run("deltom", command, tmp_path / "run", "--pbm-backend", "del", *extra),
                   f"{path} line {len(sample_records(0, DOC_A, SAMPLES_A)) + 1}", "not UTF-8")


def test_report_draws_a_doc_outside_the_grammar_as_unverifiable(tmp_path):
    """One doc whose story the DEL engine cannot read is drawn with its answers only (no StoryParseError
    traceback), the others in full, and a note says how many."""
    from deltom.cli.deltom import main

    bad = dict(DOC_A, story=DOC_A["story"].replace("entered the", "danced into the", 1))
    write_samples(tmp_path / "run", "hitom_del_bon_order_0", sample_records(0, bad, SAMPLES_A) +
                  sample_records(1, DOC_A, SAMPLES_A))
    assert main(["report", str(tmp_path / "run"), "--out", str(tmp_path / "r.html")]) == 0
    page = (tmp_path / "r.html").read_text()
    assert "1 of 2 questions are unverifiable" in page and "danced into the" in page


def test_the_paired_view_states_each_sides_n(tmp_path):
    """The paired view of an N = 4 and an N = 2 run states each side's N."""
    from helpers.bon_fixtures import DOC_B, SAMPLES_B

    from deltom.cli.deltom import main

    for name, count in (("four", 4), ("two", 2)):
        write_samples(tmp_path / name, "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_A[:count]))
        write_samples(tmp_path / name, "hitom_del_bon_order_1", sample_records(0, DOC_B, SAMPLES_B[:count]))
    assert main(["report", str(tmp_path / "four"), str(tmp_path / "two"), "--out", str(tmp_path / "p.html")]) == 0
    page = (tmp_path / "p.html").read_text()
    assert "N = 4" in page and "N = 2" in page and "different numbers of samples" in page
