"""Impossible numbers. Every reader of results (`deltom table`, `deltom curves` on results
JSONs, `deltom report`, `deltom import-reference`'s step scores) refuses a rate outside [0, 1] (a summary's
percentages outside [0, 100]) or an infinite one: exit 2, one line naming the file, the task (or order) and the
metric, no output written. lm-eval's `N/A` stderr and the NaN of a PBM row whose scoring failed still pass.
Each case runs the real console script."""
from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from test_curves_tables import lm_eval_results
from test_reference_import import write_reference_run

DELTOM = Path(sys.executable).parent / "deltom"
ROWS = {"ori": [0.5, 0.4, 0.3, 0.2, 0.1], "pbm_weighted_min": [0.6, 0.5, 0.4, 0.3, 0.2]}


def deltom(*args, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(DELTOM), *map(str, args)], capture_output=True, text=True, timeout=300, cwd=cwd)


def refused(run: subprocess.CompletedProcess, *needles: str) -> str:
    """The one error line of a run that exited 2 without a traceback; it names every one of ``needles``."""
    lines = [line for line in run.stderr.splitlines() if "error:" in line]
    assert run.returncode == 2 and len(lines) == 1 and "Traceback" not in run.stderr, run.stderr[-3000:]
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
    return lines[0]


def results_file(folder: Path, edit=None, name: str = "results_2025-01-01T00-00-00.json") -> Path:
    """A Best-of-N results JSON of two rows over five orders, ``edit``-ed in place (a hand edit)."""
    payload = lm_eval_results("m", {r: list(v) for r, v in ROWS.items()}, stderr=0.05)
    if edit:
        edit(payload)
    path = folder / name
    path.write_text(json.dumps(payload))  # json writes Infinity and NaN as Python's json reads them
    return path


def set_metric(task: str, metric: str, value):
    return lambda payload: payload["results"][task].__setitem__(metric, value)


@pytest.mark.parametrize("metric, value, said", [
    ("acc,ori", 1.7, "1.7"), ("acc,ori", -0.4, "-0.4"), ("acc,ori", math.inf, "Infinity"),
    ("acc,ori", 3.0, "3.0"), ("acc,pbm_weighted_min", -math.inf, "-Infinity"), ("acc,ori", math.nan, "NaN"),
    ("trace_acc,ori", 1.2, "1.2"), ("acc_stderr,ori", math.inf, "Infinity")])
def test_table_refuses_a_rate_outside_zero_to_one(tmp_path, metric, value, said):
    results = results_file(tmp_path, set_metric("hitom_del_bon_order_2", metric, value))
    line = refused(deltom("table", results, "--out", tmp_path / "t", cwd=tmp_path),
                   str(results.name), "task hitom_del_bon_order_2", f"metric {metric}", said)
    assert "[0, 1]" in line
    assert not (tmp_path / "t").exists()


def test_a_group_row_out_of_range_is_refused_too(tmp_path):
    results = results_file(tmp_path, set_metric("hitom_del_bon", "acc,ori", 1.07))  # lm-eval's group average
    refused(deltom("table", results, "--out", tmp_path / "t", cwd=tmp_path), "task hitom_del_bon,", "metric acc,ori")


def test_a_summary_percentage_outside_zero_to_hundred_is_refused(tmp_path):
    summary = tmp_path / "my-model" / "summary.json"
    summary.parent.mkdir()
    per_order = {str(k): {"ori": 50.0, "pbm_weighted_min": 70.0} for k in range(5)}
    per_order["3"]["ori"] = 170.0
    process = {"trace_acc": {"per_order": {str(k): {"ori": 10.0} for k in range(5)}, "average": {"ori": 10.0}}}
    summary.write_text(json.dumps({"n": 4, "per_order": per_order, "average": {"ori": 74.0}, "process": process}))
    line = refused(deltom("table", summary, "--out", tmp_path / "t", cwd=tmp_path),
                   "summary.json", "order '3'", "metric acc,", "row 'ori'", "170.0")
    assert "[0, 100]" in line
    per_order["3"]["ori"] = 50.0
    process["trace_acc"]["average"]["ori"] = -3.0
    summary.write_text(json.dumps({"n": 4, "per_order": per_order, "average": {"ori": 50.0}, "process": process}))
    refused(deltom("table", summary, "--out", tmp_path / "t", cwd=tmp_path), "average", "metric trace_acc", "-3.0")


def test_na_stderr_and_a_failed_pbm_rows_nan_still_pass(tmp_path):
    def edit(payload):
        payload["results"]["hitom_del_bon_order_0"]["acc_stderr,ori"] = "N/A"  # lm-eval: one question
        payload["results"]["hitom_del_bon_order_1"]["acc,pbm_vanilla_min"] = math.nan  # a PBM failed
        payload["results"]["hitom_del_bon_order_1"]["acc_stderr,pbm_vanilla_min"] = math.nan

    results = results_file(tmp_path, edit)
    run = deltom("table", results, "--out", tmp_path / "t", cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-3000:]
    assert (tmp_path / "t" / "table.md").is_file()


def test_curves_of_a_results_json_refuse_an_impossible_accuracy(tmp_path):
    plain = {f"hitom_del_order_{k}": {"alias": f"order {k}", "acc,none": 0.5, "acc_stderr,none": 0.1,
                                      "trace_acc,none": 0.2} for k in range(5)}
    plain["hitom_del_order_4"]["trace_acc,none"] = 1.5
    results = tmp_path / "results_2025-01-01T00-00-00.json"
    results.write_text(json.dumps({"results": plain, "configs": {}, "model_name": "m"}))
    refused(deltom("curves", results, "--out", tmp_path / "fig", cwd=tmp_path),
            "task hitom_del_order_4", "metric trace_acc,none", "1.5")
    assert not (tmp_path / "fig" / "ladder.json").exists()


def test_import_reference_refuses_a_step_score_outside_zero_to_one(tmp_path):
    candidates, scores, data = write_reference_run(tmp_path)
    lines = scores.read_text().splitlines()
    bad = json.loads(lines[3])
    bad["score"] = 1.5  # P(+) of the PBM: a probability
    lines[3] = json.dumps(bad)
    scores.write_text("\n".join(lines) + "\n")
    refused(deltom("import-reference", candidates, "--scores", scores, "--data-dir", data, "--out", tmp_path / "o",
                   cwd=tmp_path), "PBM_scores.jsonl line 4", f"problem_idx {bad['problem_idx']}", "score", "1.5")
    assert not (tmp_path / "o" / "summary.json").exists()


def test_report_refuses_an_impossible_number_in_the_runs_results(tmp_path):
    from test_table_trust import half_right, run_files

    run = tmp_path / "run"
    run_files(run, {f"hitom_del_bon_order_{k}": half_right(4) for k in range(2)}, claimed={"ori": 1.7})  # hand-edited
    refused(deltom("report", run, "--out", tmp_path / "r.html", cwd=tmp_path), "results_", "task hitom_del_bon_order_0",
            "metric acc,ori", "1.7")
    assert not (tmp_path / "r.html").exists()
