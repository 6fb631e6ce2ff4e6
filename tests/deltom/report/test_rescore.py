import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deltom.analysis import rescore as rescoring
from deltom.analysis.samples import load_tasks
from deltom.cli.deltom import main
from deltom_base.errors import InputError
from harness_ext.bon import rows
from helpers.bon_fixtures import (DOC_A, EXPECTED_N2, EXPECTED_N4, EXPECTED_PROCESS_N2, EXPECTED_PROCESS_N4, SAMPLES_A,
                                  SAMPLES_B, rounded, sample_records, write_hand_samples, write_samples)
from helpers.paths import HELPERS, REPO
from pbm import scorer

TASKS = REPO / "deltom_tasks"


pytestmark = pytest.mark.usefixtures("fresh_pbm_scores")


def rescore(args, capsys):
    code = main(["rescore", *map(str, args)])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_rescore_hand_computed_rows(tmp_path, capsys):
    write_hand_samples(tmp_path / "run")
    code, out, _ = rescore([tmp_path / "run", "--pbm-backend", "del", "--out", tmp_path / "summary.json"], capsys)
    assert code == 0
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary.pop("pbm") == {"backend": "del", "model": None, "path": None, "fingerprint": "del:labeler-v2",
                                  "pbm_id": "del:labeler-v2"}  # the PBM on record
    assert rounded(summary.pop("process")) == rounded(EXPECTED_PROCESS_N4)  # verified reasoning of the kept traces
    assert summary.pop("cut_in_think") == 0  # no sample stops inside a <think> block
    assert summary.pop("quality")["garbage"] is False  # the quality gate: answers, and rows that are not all 0
    # every hand-written doc tells the same story: one cluster, nothing to resample, no interval
    assert set(summary.pop("interval_95").values()) == {None} and "stories" in summary.pop("interval_method")
    assert summary == EXPECTED_N4
    assert "| pbm_weighted_avg | 100.0 | 0.0 | 50.0 |" in out and "| maj@4 | 100.0 | 0.0 | 50.0 |" in out


def test_first_n_samples(tmp_path, capsys):
    files = write_hand_samples(tmp_path / "run")
    code, _, _ = rescore([*files, "--pbm-backend", "del", "--n", "2", "--out", tmp_path / "s.json"], capsys)
    assert code == 0
    summary = json.loads((tmp_path / "s.json").read_text())
    assert rounded(summary.pop("process")) == rounded(EXPECTED_PROCESS_N2)
    assert summary.pop("quality")["garbage"] is False
    summary.pop("interval_95"), summary.pop("interval_method")
    assert summary.pop("pbm")["backend"] == "del" and summary.pop("cut_in_think") == 0 and summary == EXPECTED_N2


def test_n_above_available_is_a_clear_error(tmp_path, capsys):
    files = write_hand_samples(tmp_path / "run")
    code, _, err = rescore([*files, "--pbm-backend", "del", "--n", "5", "--out", tmp_path / "s.json"], capsys)
    assert code == 2
    assert str(files[0]) in err and "doc 0" in err and "has 4 sample(s)" in err and "N=5" in err
    assert not (tmp_path / "s.json").exists()


def test_step_scores_once_per_distinct_trace(tmp_path, monkeypatch):
    from pbm.backends.del_verifier import DELBackend

    scored = []
    original = DELBackend.score_items
    monkeypatch.setattr(DELBackend, "score_items", lambda self, items: scored.extend(items) or original(self, items))
    files = write_hand_samples(tmp_path / "run")
    rescoring.rescore(load_tasks(files, quiet=True), "del", "ignored", progress=False)
    # 3 traces with steps per doc (the junk one has no step and is never sent); oracle + 8 PBM rows share them
    assert sorted(i.trace for i in scored) == sorted(SAMPLES_A[:3] + SAMPLES_B[:3])


def test_dedupe_merge_and_conflicts(tmp_path, capsys):
    first = write_samples(tmp_path / "a", "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_A))
    again = write_samples(tmp_path / "b", "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_A)
                          + sample_records(1, DOC_A, SAMPLES_A[::-1]))
    tasks = load_tasks([first, again], quiet=True)
    assert [(t.task, [d.doc_id for d in t.docs]) for t in tasks] == [("hitom_del_bon_order_0", [0, 1])]
    assert tasks[0].docs[1].resps == SAMPLES_A[::-1]
    clash = write_samples(tmp_path / "c", "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_B))
    with pytest.raises(InputError, match="other resps"):
        load_tasks([first, clash], quiet=True)


def test_directory_discovery(tmp_path):
    run = tmp_path / "out" / "model"
    write_samples(run, "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_B), "2024-01-01T00-00-00.000001")
    newest = write_samples(run, "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_A))
    write_samples(run, "hitom_del_order_0", sample_records(0, DOC_A, SAMPLES_A))  # not a Best-of-N task
    tasks = load_tasks([tmp_path / "out"], quiet=True)
    assert [(t.key, t.paths) for t in tasks] == [("0", [str(newest)])]
    assert tasks[0].docs[0].resps == SAMPLES_A
    (tmp_path / "empty").mkdir()
    with pytest.raises(InputError, match="no samples_"):
        load_tasks([tmp_path / "empty"], quiet=True)


def test_bad_inputs(tmp_path, capsys):
    named = tmp_path / "samples.jsonl"
    named.write_text("{}\n")
    with pytest.raises(InputError, match="cannot tell the task"):
        load_tasks([named], quiet=True)
    broken = write_samples(tmp_path, "hitom_del_bon_order_2", [])
    broken.write_text(json.dumps(sample_records(0, DOC_A, SAMPLES_A)[0]) + "\n{not json\n")
    with pytest.raises(InputError, match=r"line 2: invalid JSON"):
        load_tasks([broken], quiet=True)
    uneven = write_samples(tmp_path / "u", "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_A)
                           + sample_records(1, DOC_A, SAMPLES_A[:2]))
    code, _, err = rescore([uneven, "--pbm-backend", "del"], capsys)
    assert code == 2 and "different numbers of samples (2, 4)" in err and "--n N with N <= 2" in err


def test_kosinski_rows_with_fake_pbm(tmp_path, monkeypatch, capsys):
    story = "1 Sam puts the cat in the bag.\n2 Sam leaves.\n3 Ann moves the cat to the box."
    fb = {"story": story, "question": "Where will Sam look for the cat?", "answer": "bag", "other": "box"}
    informed = dict(fb, answer="box", other="bag")
    samples = ["Final Answer: [the bag]", "Final Answer: [box]", "Final Answer: [bag or box]", "Final Answer: [box]"]
    scores = dict(zip(samples, ([0.9], [0.5], [0.6], [0.5])))
    for condition, doc in (("false_belief", fb), ("informed_protagonist", informed)):
        write_samples(tmp_path / "k", f"kosinski_del_bon_{condition}", sample_records(0, doc, samples))
    with monkeypatch.context() as patch:
        patch.setattr(scorer, "step_scores", lambda backend, model, pairs: [scores[t] for _, t in pairs])
        patch.setattr(rescoring, "check", lambda backend, model: {"backend": backend, "model": model})
        summary = rescoring.rescore(load_tasks([tmp_path / "k"], quiet=True), "fake", None, progress=False)
    # false belief (bag): only sample 1 right; majority box; vanilla takes .9 (bag); weighted box .5+.5 > bag .9
    vanilla = {f"pbm_vanilla_{r}": 100.0 for r in ("last", "min", "avg", "prod")}
    weighted = {f"pbm_weighted_{r}": 0.0 for r in ("last", "min", "avg", "prod")}
    assert summary["per_order"]["false_belief"] == {"ori": 25.0, "pass@4": 100.0, "maj@4": 0.0,
                                                    **vanilla, **weighted}
    flipped = {k: 100.0 - v for k, v in {**vanilla, **weighted}.items()}
    assert summary["per_order"]["informed_protagonist"] == {"ori": 50.0, "pass@4": 100.0, "maj@4": 100.0,
                                                            **flipped}
    assert summary["average"]["ori"] == 37.5 and "del_oracle" not in summary["average"]
    code, _, err = rescore([tmp_path / "k", "--pbm-backend", "del"], capsys)  # the DEL verifier knows Hi-ToM only
    assert code == 2 and "kosinski_del_bon_" in err and "Hi-ToM" in err


@pytest.mark.parametrize("family,folder", [("hitom", "hitom_del_bon"), ("kosinski", "kosinski_del_bon")])
@pytest.mark.parametrize("n", [1, 4, 16, 64])
def test_rows_are_the_task_yaml_filters(family, folder, n):
    template = (TASKS / folder / f"_{folder}_n{n}_template_yaml").read_text()
    names = [line.split(":", 1)[1].strip().strip('"') for line in template.splitlines() if line.startswith("  - name:")]
    assert rows.row_names(family, n) == names and f"maj@{n}" in names and f"repeats: {n}\n" in template


def _scripted_eval(tmp_path: Path, out: Path, repeats: int, hitom_path: Path) -> dict:
    env = dict(os.environ, DELTOM_PBM_BACKEND="del", DELTOM_CACHE=str(tmp_path / "eval-cache"),
               DELTOM_HITOM_PATH=str(hitom_path), HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    cmd = [sys.executable, str(HELPERS / "scripted_lm.py"), "--model", "deltom-scripted",
           "--tasks", "hitom_del_bon", "--limit", "3", "--n", str(repeats), "--output_path", str(out),
           "--log_samples"]
    run = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(next(out.rglob("results_*.json")).read_text())["results"]


def test_rescore_equals_lm_eval_run(tmp_path, capsys, hitom_path):
    """Samples of a real deltom-eval run, rescored in a fresh process state: the same rows, also for --n."""
    full = _scripted_eval(tmp_path, tmp_path / "r4", 4, hitom_path)
    half = _scripted_eval(tmp_path, tmp_path / "r2", 2, hitom_path)  # its samples = the first 2 of r4's
    for results, n, extra in ((full, 4, []), (half, 2, ["--n", "2"])):
        code, _, err = rescore([tmp_path / "r4", "--pbm-backend", "del", "--out", tmp_path / "s.json", *extra], capsys)
        assert code == 0, err
        summary = json.loads((tmp_path / "s.json").read_text())
        assert sorted(summary["per_order"]) == ["0", "1", "2", "3", "4"]
        for order, got in summary["per_order"].items():
            task = results[f"hitom_del_bon_n{n}_order_{order}"]  # --n N runs the variant for N
            assert got == pytest.approx({row: 100 * task[f"acc,{row}"] for row in rows.row_names("hitom", n)}), order
        group = results[f"hitom_del_bon_n{n}"]
        assert summary["average"] == pytest.approx({row: 100 * group[f"acc,{row}"]
                                                    for row in rows.row_names("hitom", n)})
        assert len({round(v, 6) for v in summary["average"].values()}) > 1  # rows differ: equality means something


def test_packed_samples_rescore_as_the_raw_ones(tmp_path, capsys):
    """`deltom pack-samples` keeps one record per doc, xz-compressed; rescore reads it as the raw files."""
    import gzip
    import lzma

    raw = write_hand_samples(tmp_path / "run")
    assert main(["pack-samples", str(tmp_path / "run"), "--out", str(tmp_path / "packed")]) == 0
    packed = sorted((tmp_path / "packed").iterdir())
    assert [p.name for p in packed] == sorted(f"{f.name}.xz" for f in raw)
    records = [json.loads(line) for line in lzma.open(packed[0], "rt")]
    assert len(records) == 1 and "filtered_resps" not in records[0]  # 13 filter records -> one per doc
    gz = tmp_path / "gz" / raw[1].name.replace(".jsonl", ".jsonl.gz")
    gz.parent.mkdir()
    gz.write_bytes(gzip.compress(raw[1].read_bytes()))
    outs = {}
    for name, inputs in (("raw", [tmp_path / "run"]), ("packed", [packed[0], gz])):
        code, _, err = rescore([*inputs, "--pbm-backend", "del", "--out", tmp_path / f"{name}.json"], capsys)
        assert code == 0, err
        outs[name] = json.loads((tmp_path / f"{name}.json").read_text())
        outs[name].pop("pbm")
    assert outs["packed"] == outs["raw"]


def test_rescore_counts_samples_cut_inside_a_think_block(tmp_path):
    """A sample that stops inside <think> (e.g. at max_gen_toks) is counted in the summary."""
    cut = "<think>Amelia entered the TV_room, so she thinks the celery is in"
    write_samples(tmp_path / "run", "hitom_del_bon_order_0", sample_records(0, DOC_A, [*SAMPLES_A[:3], cut]))
    assert main(["rescore", str(tmp_path / "run"), "--pbm-backend", "del", "--out", str(tmp_path / "s.json")]) == 0
    assert json.loads((tmp_path / "s.json").read_text())["cut_in_think"] == 1


def test_rescore_baseline_gives_each_rows_paired_difference(tmp_path, capsys):
    write_hand_samples(tmp_path / "run")
    code, out, _ = rescore([tmp_path / "run", "--pbm-backend", "del", "--baseline", "maj@N", "--out",
                            tmp_path / "s.json"], capsys)
    assert code == 0
    summary = json.loads((tmp_path / "s.json").read_text())
    paired = summary["paired"]
    assert paired["baseline"] == "maj@4" and "maj@4" not in paired["rows"]
    for row, found in paired["rows"].items():
        assert found["difference"] == pytest.approx(summary["average"][row] - summary["average"]["maj@4"])
    assert "| row | minus maj@4 | 95% interval |" in out
    code, _, err = rescore([tmp_path / "run", "--pbm-backend", "del", "--baseline", "maj@7"], capsys)
    assert code == 2 and "--baseline 'maj@7': not a row" in err
