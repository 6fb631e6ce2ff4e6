"""`deltom miniature --smoke`: every stage runs end to end offline, the summary holds every row, reuse works."""
import json

import pytest

from harness_ext.main import main
from harness_ext.miniature import stage
from harness_ext.miniature.evaluation import ROWS, goal_check, summary_from_results


def test_summary_and_goal_from_lm_eval_results(tmp_path):
    tasks = [f"hitom_del_bon_order_{o}" for o in range(5)]
    results = {"results": {t: {f"acc,{r}": (0.1 * o if r != "pbm_weighted_min" else 0.9) for r in ROWS}
                           for o, t in enumerate(tasks)},
               "configs": {t: {"repeats": 4} for t in tasks}, "n-samples": {t: {"effective": 3} for t in tasks}}
    path = tmp_path / "results_x.json"
    path.write_text(json.dumps(results))
    summary = summary_from_results(path)
    assert summary["n"] == 4 and summary["questions_per_order"]["2"] == 3
    assert summary["per_order"]["3"]["ori"] == 30.0 and summary["average"]["ori"] == 20.0
    goal = goal_check(summary)
    assert goal["best_pbm_row"] == "pbm_weighted_min" and goal["gain_over_ori"] == 70.0 and goal["met"]
    del results["results"]["hitom_del_bon_order_4"]
    path.write_text(json.dumps(results))
    with pytest.raises(KeyError, match="orders 4 missing"):
        summary_from_results(path)


def test_stage_is_reused_only_for_the_same_recipe(tmp_path):
    out = tmp_path / "s"
    stage.start(out, {"a": 1})
    stage.finish(out, {"a": 1}, report={"x": 1})
    assert stage.finished(out, {"a": 1})["report"] == {"x": 1}
    assert stage.finished(out, {"a": 2}) is None
    stage.start(out, {"a": 2})  # another recipe: rebuilt from scratch
    assert stage.finished(out, {"a": 1}) is None and not (out / "stage.json").exists()
    (out / "traces.jsonl").write_text("partial\n")
    stage.start(out, {"a": 2})  # interrupted build of the same recipe: its files are kept
    assert (out / "traces.jsonl").read_text() == "partial\n"
    foreign = tmp_path / "mine"
    foreign.mkdir()
    (foreign / "keep.txt").write_text("user data")
    with pytest.raises(ValueError, match="not made by"):
        stage.start(foreign, {"a": 1})


def test_smoke_run_end_to_end(tmp_path, monkeypatch, hitom_path):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("DELTOM_HITOM_PATH", str(hitom_path))
    out = tmp_path / "out"
    argv = ["miniature", "--smoke", "--samples", "2", "--per-order", "1", "--trials", "2", "--out", str(out)]
    assert main(argv) == 0
    summary = json.loads((out / "summary.json").read_text())
    assert summary["n"] == 2 and set(summary["per_order"]) == {"0", "1", "2", "3", "4"}
    expected = {"ori", "maj@2", "pass@2", "del_oracle", "del_oracle_weighted"} | {
        f"pbm_{m}_{r}" for m in ("vanilla", "weighted") for r in ("last", "min", "avg", "prod")}
    assert set(summary["average"]) == expected
    assert all(0.0 <= v <= 100.0 for rows in summary["per_order"].values() for v in rows.values())
    assert summary["command"] == "deltom " + " ".join(argv)
    assert "hitom_del_bon" in summary["lm_eval_command"] and "--repeats 2" in summary["lm_eval_command"]
    assert "| ori |" in summary["markdown"]
    for name in ("table.md", "table.csv", "table.tex", "COMMAND.txt", "rows.md", "curves/curves_weighted.png",
                 "curves/curves_vanilla.pdf", "curves/curves.json"):
        assert (out / name).is_file(), name
    assert all(isinstance(v, float) for k, v in summary["timings"].items() if k != "bench_and_curves_s")
    assert main(argv) == 0  # the second run reuses every stage
    again = json.loads((out / "summary.json").read_text())
    assert again["timings"]["generator_s"] == again["timings"]["pbm_s"] == again["timings"]["eval_s"] == "reused"
    assert again["per_order"] == summary["per_order"]


def test_generated_test_set_reads_as_hitom(tmp_path, monkeypatch):
    from deltom_tasks.hitom import load_docs
    from harness_ext.miniature.evaluation import choose_test_set

    monkeypatch.delenv("DELTOM_HITOM_PATH", raising=False)
    path, name = choose_test_set(None, tmp_path, seed=0, stories=3)
    assert name.startswith("generated")
    docs = load_docs(path, story_length=1, question_order=2)
    assert len(docs) == 3 and all(d["answer"] and d["choices"] for d in docs)
    with pytest.raises(FileNotFoundError, match="nowhere.json"):
        choose_test_set(str(tmp_path / "nowhere.json"), tmp_path, seed=0)
