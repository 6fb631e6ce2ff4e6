"""`deltom miniature --smoke`: every stage runs end to end offline, the summary holds every row, reuse works."""
import hashlib
import json
import shlex
from pathlib import Path

import pytest

from dellabels.io import stage
from deltom.analysis.provenance import project_commit
from deltom.analysis.table_pipeline import default_primary
from deltom.cli.deltom import build_parser, main
from deltom.miniature.evaluation import ROWS, goal_check, summary_from_results
from deltom.miniature.printout import short_summary


def test_summary_and_goal_from_lm_eval_results(tmp_path):
    tasks = [f"hitom_del_bon_order_{o}" for o in range(5)]
    # pbm_vanilla_avg is the best row afterwards; the goal is checked on the declared row only
    best = {"pbm_weighted_min": 0.9, "pbm_vanilla_avg": 0.95}
    results = {"results": {t: {f"acc,{r}": best.get(r, 0.1 * o) for r in ROWS} for o, t in enumerate(tasks)},
               "configs": {t: {"repeats": 4} for t in tasks}, "n-samples": {t: {"effective": 3} for t in tasks}}
    path = tmp_path / "results_x.json"
    path.write_text(json.dumps(results))
    summary = summary_from_results(path)
    assert summary["n"] == 4 and summary["questions_per_order"]["2"] == 3
    assert summary["per_order"]["3"]["ori"] == 30.0 and summary["average"]["ori"] == 20.0
    goal = goal_check({**summary, "primary": default_primary()})
    assert goal["primary"] == "pbm_weighted_min" and goal["gain_over_ori"] == 70.0 and goal["met"]
    goal = goal_check({**summary, "primary": "pbm_vanilla_min"})  # declared, so kept though it is worse
    assert goal["primary"] == "pbm_vanilla_min" and goal["gain_over_ori"] == 0.0 and not goal["met"]
    # the second target: the best vanilla row >= ori + 5; the oracle ceilings are reported beside
    assert goal["best_vanilla"] == "pbm_vanilla_avg" and goal["vanilla_met"]
    assert set(goal["oracle_ceiling"]) == {"del_oracle", "del_oracle_weighted"}
    flat = {**summary, "average": {**summary["average"], "pbm_vanilla_avg": 24.0}, "primary": "pbm_weighted_min"}
    goal = goal_check(flat)
    assert goal["primary_met"] and not goal["vanilla_met"] and not goal["met"]
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
    argv = ["miniature", "--smoke", "--n", "2", "--per-order", "1", "--trials", "2", "--out", str(out)]
    assert main(argv) == 0
    summary = json.loads((out / "summary.json").read_text())
    assert summary["n"] == 2 and set(summary["per_order"]) == {"0", "1", "2", "3", "4"}
    expected = {"ori", "maj@2", "pass@2", "del_oracle", "del_oracle_weighted"} | {
        f"pbm_{m}_{r}" for m in ("vanilla", "weighted") for r in ("last", "min", "avg", "prod")}
    assert set(summary["average"]) == expected
    assert all(0.0 <= v <= 100.0 for rows in summary["per_order"].values() for v in rows.values())
    assert summary["command"] == "deltom " + " ".join(argv)
    assert "hitom_del_bon" in summary["lm_eval_command"] and "--n 2" in summary["lm_eval_command"]
    assert "| ori |" in summary["markdown"]
    for name in ("table.md", "table.csv", "table.tex", "table.json", "COMMAND.txt", "rows.md", "samples.sha256",
                 "curves/curves_weighted.png", "curves/curves_vanilla.pdf", "curves/curves.json", "report.html",
                 "verified.csv", "curves/curves_verified_weighted.png"):
        assert (out / name).is_file(), name
    packed = sorted((out / "samples").glob("samples_hitom_del_bon_n2_order_*.jsonl.xz"))
    assert len(packed) == 5 and summary["packed_samples"] == [f"samples/{p.name}" for p in packed]
    # +PBM is the declared row, written in the summary; every row stays in rows.md
    assert summary["primary"] == summary["goal"]["primary"] == default_primary()
    # +PBM minus maj@N on the same questions, with its paired story-clustered interval, in the goal check too
    assert set(summary["paired"]) == {"difference", "interval_95", "method", "rows"}
    assert summary["goal"]["paired_over_majority"] == summary["paired"] and "beats_majority_paired" in summary["goal"]
    assert all(f"| {row} |" in (out / "rows.md").read_text() for row in summary["average"])
    # the raw lm-eval results JSON of the run, byte for byte, next to the table; the samples stay in the cache
    cached = sorted((tmp_path / "cache").rglob("results_*.json"))
    assert len(cached) == 1 and summary["lm_eval_results"] == f"lm_eval/miniature/{cached[0].name}"
    assert (out / summary["lm_eval_results"]).read_bytes() == cached[0].read_bytes()
    samples = sorted(cached[0].parent.glob("samples_*.jsonl"))
    assert len(samples) == 5 and not list(out.rglob("samples_*.jsonl"))
    listed = [line.split() for line in (out / "samples.sha256").read_text().splitlines() if not line.startswith("#")]
    assert listed == [[hashlib.sha256(p.read_bytes()).hexdigest(), p.name] for p in samples]
    assert summary["samples"]["dir"] == str(cached[0].parent.resolve())
    # the caption: N, questions per order and the --limit cut, max_gen_toks, a 95% interval of each average
    caption = (out / "table.md").read_text()
    for part in ("+PBM: the declared row pbm_weighted_min (--primary",
                 "Questions per order: miniature: 1 of 40 (--limit cut them)",
                 "max_gen_toks: miniature: 48", "95% intervals of the averages: miniature: Ori ",
                 "(cluster bootstrap over stories (5 questions on "):
        assert part in caption, part
    # one question per order, all on one story: nothing to resample, so no interval (the method says why)
    assert "5 questions on 1 story" in summary["interval_method"] and summary["max_gen_toks"] == 48
    # COMMAND.txt: the whole command with the data path, the lm-eval step with its environment, the commit
    command = (out / "COMMAND.txt").read_text()
    reproduce = shlex.split(summary["reproduce"])
    assert reproduce == ["deltom", "miniature", "--n", "2", "--per-order", "1", "--seed", "0", "--trials", "2",
                         "--batch-size", "16", "--primary", "pbm_weighted_min", "--smoke", "--out", str(out),
                         "--hitom-path", str(hitom_path)]
    assert f"\n{summary['reproduce']}\n" in command
    assert build_parser().parse_args(reproduce[1:]).hitom_path == str(hitom_path)  # it parses back
    lm_eval_line = next(line for line in command.splitlines() if "deltom-eval" in line)
    for part in (f"DELTOM_HITOM_PATH={hitom_path}", "--pbm-backend hf",
                 f"--pbm {tmp_path / 'cache' / 'miniature' / 'pbm'}", "--seed 0", "--limit 1",
                 "max_gen_toks=48"):
        assert part in lm_eval_line, part
    sha = hashlib.sha256(Path(hitom_path).read_bytes()).hexdigest()
    assert f"deltom commit {project_commit()}; lm-eval 0.4" in command and f"(sha256 {sha})" in command
    assert f"deltom table {out / summary['lm_eval_results']} --out {out} --primary pbm_weighted_min" in command
    assert all(isinstance(v, float) for k, v in summary["timings"].items() if k != "bench_and_curves_s")
    assert main(argv) == 0  # the second run reuses every stage
    again = json.loads((out / "summary.json").read_text())
    assert again["timings"]["generator_s"] == again["timings"]["pbm_s"] == again["timings"]["eval_s"] == "reused"
    assert again["per_order"] == summary["per_order"]
    assert again["intervals_95"] == summary["intervals_95"]  # the bootstrap is seeded


def test_main_job_never_writes_into_the_committed_results():
    args = build_parser().parse_args(["miniature"])
    assert args.out == "deltom_out/miniature" and not Path(args.out).parts[0] == "results"
    assert args.primary == default_primary()
    assert build_parser().parse_args(["miniature", "--out", "results/x"]).out == "results/x"


def test_a_primary_that_is_no_pbm_row_fails_before_any_training(tmp_path, monkeypatch, hitom_path, capsys):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    assert main(["miniature", "--smoke", "--primary", "maj@16", "--hitom-path", str(hitom_path),
                 "--out", str(tmp_path / "out")]) == 2
    assert "'maj@16' is not a PBM row" in capsys.readouterr().err
    assert not (tmp_path / "cache" / "miniature" / "generator").exists()


def test_generated_test_set_reads_as_hitom(tmp_path, monkeypatch):
    from deltom.miniature.evaluation import choose_test_set
    from harness_ext.benchmarks.hitom import load_docs

    monkeypatch.delenv("DELTOM_HITOM_PATH", raising=False)
    path, name = choose_test_set(None, tmp_path, seed=0, stories=3)
    assert name.startswith("generated")
    docs = load_docs(path, story_length=1, question_order=2)
    assert len(docs) == 3 and all(d["answer"] and d["choices"] for d in docs)
    with pytest.raises(FileNotFoundError, match="nowhere.json"):
        choose_test_set(str(tmp_path / "nowhere.json"), tmp_path, seed=0)


def test_reproduce_command_without_hitom_data_unsets_the_variable():
    from deltom.miniature.record import reproduce_command

    args = build_parser().parse_args(["miniature", "--full", "--seed", "3"])
    line = reproduce_command(args, None)
    # generated stories are the test set only when no Hi-ToM path is set, so the rerun must unset it
    assert line.startswith("env -u DELTOM_HITOM_PATH deltom miniature --n 16 --full --seed 3 ")
    assert "--per-order" not in line and "--hitom-path" not in line and line.endswith("--out deltom_out/miniature")
    assert reproduce_command(args, "/d/Hi-ToM_data.json").endswith("--hitom-path /d/Hi-ToM_data.json")


def test_the_printout_explains_a_column_of_unverified_traces():
    rows = {"ori": 40.0, "maj@2": 50.0, "pbm_weighted_min": 45.0}
    summary = {"n": 2, "questions_per_order": {"0": 5}, "test_set": "t", "primary": "pbm_weighted_min",
               "average": rows, "goal": {"met": False, "gain_over_ori": 5.0, "gain_over_majority": -5.0},
               "timings": {"eval_s": 1.0}, "report": "report.html", "quality_line": "quality: ok",
               "process": {"trace_acc": {"average": dict.fromkeys(rows, 0.0)},
                           "step_acc": {"average": {"ori": 27.8, "maj@2": 30.0, "pbm_weighted_min": 26.6}}}}
    text = short_summary(summary, "out")
    assert "| ori | 40.0 |  | 0.0 |" in text
    assert "none of the kept traces passes the DEL verifier" in text and "ori 27.8, maj@2 30.0" in text
    summary["process"]["trace_acc"]["average"]["maj@2"] = 2.0  # one verified trace: the zeros explain themselves
    assert "none of the kept traces" not in short_summary(summary, "out")
    del summary["process"]  # a run without process metrics says nothing of them
    assert "verified traces:" not in short_summary(summary, "out")
