"""`deltom table` results anyone can rerun and trust: bootstrap intervals from the run's own samples,
samples of another run refused, samples' sha256 next to the table, the paper's rows as a reference."""
import hashlib
import json

import pytest

from helpers.bon_fixtures import DOC_A, write_samples
from deltom.analysis.intervals import bootstrap
from deltom.cli.deltom import main
from deltom.analysis.paper import paper_data

STAMP = "2025-01-02T03-04-05.000006"
ROWS = ("ori", "pbm_weighted_min", "pbm_vanilla_min")


def run_files(folder, per_task: dict[str, dict[str, list[float]]], questions_total: int = 100,
              claimed: dict | None = None):
    """An lm-eval run of hitom_del_bon tasks: samples files (one record per doc per filter, with its acc)
    and the results JSON whose accuracies are their means (or ``claimed``)."""
    results, configs, n_samples = {}, {}, {}
    for task, rows in per_task.items():
        docs = len(next(iter(rows.values())))
        # a story per question: independent questions (the intervals cluster questions by story)
        records = [{"doc_id": d, "doc": dict(DOC_A, story=f"{DOC_A['story']} ({task} {d})"),
                    "target": DOC_A["answer"], "resps": [["a", "b"]],
                    "arguments": {"gen_args_0": {"arg_0": "P" * 40, "arg_1": {"until": ["\n<Story>"]}}},
                    "filtered_resps": ["a"], "filter": row, "metrics": ["acc"], "acc": values[d]}
                   for d in range(docs) for row, values in rows.items()]
        write_samples(folder, task, records, STAMP)
        results[task] = {f"acc,{row}": (claimed or {}).get(row, sum(v) / len(v)) for row, v in rows.items()}
        configs[task] = {"repeats": 2, "generation_kwargs": {"max_gen_toks": 512}}
        n_samples[task] = {"original": questions_total, "effective": docs}
    path = folder / f"results_{STAMP}.json"
    path.write_text(json.dumps({"results": results, "configs": configs, "n-samples": n_samples,
                                "model_name": "tiny", "lm_eval_version": "0.4.13", "git_hash": "abc1234"}))
    return path


def half_right(questions: int = 40) -> dict[str, list[float]]:
    """ori: every other question right; pbm_weighted_min: all right; pbm_vanilla_min: none."""
    return {"ori": [float(q % 2) for q in range(questions)], "pbm_weighted_min": [1.0] * questions,
            "pbm_vanilla_min": [0.0] * questions}


def test_bootstrap_interval_from_the_runs_samples(tmp_path, capsys):
    run = tmp_path / "run"
    results = run_files(run, {f"hitom_del_bon_order_{k}": half_right() for k in range(2)})
    out = tmp_path / "t"
    assert main(["table", str(results), "--samples", str(run), "--out", str(out)]) == 0
    model = json.loads((out / "table.json").read_text())["models"][0]
    # two orders of 40 questions, half right: the macro mean's se is sqrt(.25/40 + .25/40) / 2 = 5.6 points,
    # so the 95% interval is about 50 +- 11; every question right: no draw moves the mean, so the Wilson
    # interval over the 80 stories stands in (80 of 80 right does not prove 100%)
    low, high = model["interval_95"]["ori"]
    assert low == pytest.approx(39.0, abs=2.5) and high == pytest.approx(61.0, abs=2.5)
    assert model["interval_95"]["+PBM"] == [pytest.approx(95.42, abs=0.01), 100.0]
    assert model["interval_method"] == ("cluster bootstrap over stories (80 questions on 80 stories; a drawn story "
                                        "keeps its questions at every order), 2000 resamples, seed 0")
    md = (out / "table.md").read_text()
    assert "Questions per order: tiny: 40 of 100 (--limit cut them)." in md and "max_gen_toks: tiny: 512." in md
    assert f"tiny: Ori [{low:.1f}, {high:.1f}], +PBM [95.4, 100.0] (cluster bootstrap over stories" in md
    # seeded: the same seed gives the same interval, another seed another draw
    assert main(["table", str(results), "--samples", str(run), "--out", str(out)]) == 0
    assert json.loads((out / "table.json").read_text())["models"][0]["interval_95"]["ori"] == [low, high]
    assert main(["table", str(results), "--samples", str(run), "--out", str(out), "--seed", "1"]) == 0
    assert json.loads((out / "table.json").read_text())["models"][0]["interval_95"]["ori"] != [low, high]
    # the samples stay out of the folder; their sha256 are listed in sha256sum format
    listed = [line.split() for line in (out / "samples.sha256").read_text().splitlines() if not line.startswith("#")]
    files = sorted(run.glob("samples_*.jsonl"))
    assert listed == [[hashlib.sha256(f.read_bytes()).hexdigest(), f.name] for f in files]
    assert f"# tiny (results_{STAMP}.json): {run.resolve()}" in (out / "samples.sha256").read_text()
    assert not list(out.rglob("samples_*.jsonl"))


def test_bootstrap_of_two_questions_spans_both_outcomes():
    # one order, a right and a wrong question: resampled means are 0, 50, 100 with chances 1/4, 1/2, 1/4
    assert bootstrap({"0": {"ori": [0.0, 100.0]}}, ["ori"], seed=0) == {"ori": (0.0, 100.0)}
    assert bootstrap({"0": {"ori": [float("nan"), 100.0]}}, ["ori"], seed=0) == {"ori": None}


def test_samples_of_another_run_are_refused(tmp_path, capsys):
    run = tmp_path / "run"
    results = run_files(run, {"hitom_del_bon_order_0": half_right()}, claimed={"ori": 0.6})
    assert main(["table", str(results), "--samples", str(run), "--out", str(tmp_path / "t")]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(run) in err and str(results) in err
    assert "row 'ori' has mean 50.0000 over 40 docs, but" in err and "reports 60.0000" in err


def test_samples_without_per_question_acc_are_one_line(tmp_path, capsys):
    run = tmp_path / "run"
    results = run_files(run, {"hitom_del_bon_order_0": half_right(2)})
    path = next(run.glob("samples_*.jsonl"))
    lines = path.read_text().splitlines()
    record = json.loads(lines[1])
    del record["acc"]
    path.write_text("\n".join([lines[0], json.dumps(record), *lines[2:]]) + "\n")
    assert main(["table", str(results), "--samples", str(run), "--out", str(tmp_path / "t")]) == 2
    assert f"{path} line 2: expected an lm-eval sample record with doc_id (int), filter (str) and acc" in \
        capsys.readouterr().err


def test_reference_paper_rows_beside_the_measured_ones(tmp_path, capsys):
    run = tmp_path / "run"
    results = run_files(run, {f"hitom_del_bon_order_{k}": half_right(4) for k in range(5)})
    out = tmp_path / "t"
    assert main(["table", str(results), "--out", str(out), "--reference", "paper"]) == 0
    lines = (out / "table.csv").read_text().splitlines()
    assert lines[1].startswith("tiny,2,50.0,100.0,")  # measured first, then the paper's rows in its order
    assert len(lines) == 2 + len(paper_data()["benchmarks"]["hitom"]["rows"]) == 13
    assert "Qwen3-4B (reported: BoN),1024,100.0,100.0,79.8,85.0,79.3,90.0,70.2,82.5,46.0,65.0,75.1,84.5" in lines
    assert "gpt-4o-mini (reported: BoN),4,90.0,100.0,75.0,87.5,77.5,95.0,77.5,100.0,55.0,85.0,75.0,93.5" in lines
    assert "Qwen3-8B (reported: Beam Search),256,96.5,80.0,53.3,80.0,38.8,85.0,55.8,95.0,57.8,95.0,60.4,87.0" in lines
    md = (out / "table.md").read_text()
    assert "Rows marked reported: the paper's Table 1 (Wu et al., 2025), not measured here" in md
    assert "Questions per order: tiny: 4 of 100" in md  # the caption's measured details name only measured rows
    record = json.loads((out / "table.json").read_text())
    assert [m["reported"] for m in record["models"]] == [False] + [True] * 11
    assert "--reference paper" in (out / "COMMAND.txt").read_text().splitlines()[0]


def test_reference_paper_for_kosinski(tmp_path, capsys):
    conditions = ("false_belief", "informed_protagonist", "no_transfer", "present_protagonist")
    summary = tmp_path / "k.json"
    summary.write_text(json.dumps({"n": 4, "per_order": {c: {"ori": 10.0, "pbm_weighted_min": 20.0}
                                                         for c in conditions},
                                   "pbm": {"base": "generator", "data": {}}}))  # a training report, no PBM record
    out = tmp_path / "t"
    assert main(["table", str(summary), "--out", str(out), "--reference", "paper"]) == 0
    lines = (out / "table.csv").read_text().splitlines()
    assert lines[0].startswith("Model,N,False Belief Ori,False Belief +PBM,Informed Protagonist Ori")
    assert "Qwen3-8B (reported: BoN),1024,83.3,87.5,83.8,85.0,92.8,97.5,79.5,85.0,84.8,88.8" in lines
    md = (out / "table.md").read_text()
    assert len(lines) == 6 and "the paper's Table 2" in md
    assert "scored by the PBM k: not recorded" in md and "None" not in md
