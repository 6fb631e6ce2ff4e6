"""One evaluation split over K jobs with lm-eval's ``--samples``: ``deltom rescore`` of the
shards' parent folder equals the unsplit run, and mixed settings, overlapping shards and a missing shard are one
line each. The runs are real ``deltom-eval`` runs of a scripted model (the k-th sample of a doc depends only on
the doc and k), on a generated set (no data file needed)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from helpers.paths import REPO

ROOT = REPO
SCRIPTED = ROOT / "tests" / "helpers" / "scripted_lm.py"
BIN = Path(sys.executable).parent
LEAVES = [f"hitom_del_fresh_bon_n2_order_{k}" for k in range(5)]  # --n 2 names the leaves


def _run(out: Path, cache: Path, *extra: str) -> None:
    env = dict(os.environ, DELTOM_CACHE=str(cache), DELTOM_PBM_BACKEND="del", HF_HUB_OFFLINE="1")
    run = subprocess.run([sys.executable, str(SCRIPTED), "--model", "deltom-scripted", "--model_args", "key=content",
                          "--tasks", "hitom_del_fresh_bon",
                          "--n", "2", "--metadata", '{"per_order": 3}', "--log_samples", "--output_path", str(out),
                          *extra], env=env, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]


def _shard(docs: list[int]) -> str:
    return json.dumps({leaf: docs for leaf in LEAVES})


def _rescore(*paths: Path, out: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / "deltom"), "rescore", *map(str, paths), "--pbm-backend", "del", "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    root = tmp_path_factory.mktemp("shards")
    cache = root / "cache"
    _run(root / "whole", cache)
    for index in (0, 1):  # the docs of each shard from `deltom shard`: i mod 2 = index
        made = subprocess.run([str(BIN / "deltom"), "shard", "--tasks", "hitom_del_fresh_bon", "--n", "2", "--metadata",
                               '{"per_order": 3}', "--of", "2", "--index", str(index), "--out", str(root / f"{index}.json")],
                              cwd=ROOT, capture_output=True, text=True, timeout=600)
        assert made.returncode == 0, made.stderr[-2000:]
        _run(root / "split" / "ab"[index], cache, "--samples", str(root / f"{index}.json"))
    assert json.loads((root / "0.json").read_text()) == json.loads(_shard([0, 2]))
    return root


def test_the_shards_of_a_split_run_rescore_as_the_whole_run(runs, tmp_path):
    whole, split = _rescore(runs / "whole", out=tmp_path / "whole.json"), _rescore(runs / "split", out=tmp_path / "s.json")
    assert whole.returncode == 0 and split.returncode == 0, whole.stderr[-2000:] + split.stderr[-2000:]
    got, want = (json.loads((tmp_path / f"{n}.json").read_text()) for n in ("s", "whole"))
    assert got["per_order"] == want["per_order"] and got["questions"] == want["questions"] == {str(k): 3 for k in range(5)}
    assert not got["partial"] and "read 2 shards" in split.stderr


def _rounded(tree):
    if isinstance(tree, dict):
        return {k: _rounded(v) for k, v in tree.items()}
    if isinstance(tree, list):
        return [_rounded(v) for v in tree]
    return round(tree, 9) if isinstance(tree, float) else tree


def _one_line(run: subprocess.CompletedProcess, *needles: str) -> str:
    assert run.returncode == 2, run.stderr[-2000:]
    assert "Traceback" not in run.stderr
    last = run.stderr.strip().splitlines()[-1]
    assert all(n in last for n in needles), last
    return last


def test_a_missing_shard_overlapping_shards_and_mixed_settings_are_refused(runs, tmp_path):
    cache = runs / "cache"
    _run(tmp_path / "gap" / "a", cache, "--samples", _shard([0, 2]))
    _run(tmp_path / "gap" / "b", cache, "--samples", json.dumps({leaf: [1] for leaf in LEAVES[:4]}))
    # order 4's doc 1 is in no shard (lm-eval runs every doc of a task the --samples JSON leaves out: order 4 of b
    # holds all three docs, so that shard overlaps instead); the gap shows on a task both shards name
    _one_line(_rescore(tmp_path / "gap", out=tmp_path / "g.json"), "in two shards")
    _run(tmp_path / "hole" / "a", cache, "--samples", _shard([0]))
    _run(tmp_path / "hole" / "b", cache, "--samples", _shard([1]))
    _one_line(_rescore(tmp_path / "hole", out=tmp_path / "h.json"), "docs 2 of its 3 are in none of the 2 shards")
    _run(tmp_path / "mixed" / "a", cache, "--samples", _shard([0, 2]))
    _run(tmp_path / "mixed" / "b", cache, "--samples", _shard([1]), "--gen_kwargs", "max_gen_toks=99")
    _one_line(_rescore(tmp_path / "mixed", out=tmp_path / "m.json"), "ran with different", "gen_kwargs")


def test_merged_shards_are_one_run_for_deltom_table(runs, tmp_path):
    """`deltom merge-shards` writes one lm-eval output folder whose results, recomputed from every doc's logged
    metrics, equal the unsplit run's; `deltom table` reads it as that run."""
    merged = subprocess.run([str(BIN / "deltom"), "merge-shards", str(runs / "split"), "--out", str(tmp_path / "m")],
                            cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert merged.returncode == 0, merged.stderr[-2000:]
    assert "merged 2 shards: 15 docs of 5 tasks" in merged.stdout
    (mine,) = (tmp_path / "m").rglob("results_*.json")
    (whole,) = (runs / "whole").rglob("results_*.json")
    got, want = json.loads(mine.read_text()), json.loads(whole.read_text())
    for section in ("results", "groups"):
        for task, metrics in want[section].items():
            for key, value in metrics.items():
                if "," in key and isinstance(value, float):
                    assert got[section][task][key] == pytest.approx(value), (section, task, key)
    assert got["n-samples"] == want["n-samples"]
    tables = {}
    for name, source in (("merged", tmp_path / "m"), ("whole", runs / "whole")):
        run = subprocess.run([str(BIN / "deltom"), "table", str(source), "--out", str(tmp_path / f"t-{name}")],
                             cwd=ROOT, capture_output=True, text=True, timeout=600)
        assert run.returncode == 0, run.stderr[-2000:]
        (model,) = json.loads((tmp_path / f"t-{name}" / "table.json").read_text())["models"]
        tables[name] = {k: model[k] for k in ("per_order", "average", "interval_95", "questions_per_order", "partial",
                                              "verified")}
    assert _rounded(tables["merged"]) == _rounded(tables["whole"]) and not tables["merged"]["partial"]
    again = subprocess.run([str(BIN / "deltom"), "merge-shards", str(runs / "split" / "a"), "--out", str(tmp_path / "x")],
                           cwd=ROOT, capture_output=True, text=True, timeout=600)
    _one_line(again, "merging needs two shards or more")


def test_a_shard_cut_at_a_line_boundary_is_refused_by_merge(runs, tmp_path):
    """A samples file missing its last records (``head -n -k``) is refused by the merge, never merged into wrong
    rows."""
    import shutil

    shutil.copytree(runs / "split", tmp_path / "split")
    (samples,) = [p for p in (tmp_path / "split" / "a").rglob("samples_hitom_del_fresh_bon_n2_order_3_*.jsonl")]
    lines = samples.read_text().splitlines(keepends=True)
    samples.write_text("".join(lines[:-3]))
    merged = subprocess.run([str(BIN / "deltom"), "merge-shards", str(tmp_path / "split"), "--out", str(tmp_path / "m")],
                            cwd=ROOT, capture_output=True, text=True, timeout=600)
    _one_line(merged, samples.name, "has no record of filter", "cut short")
    assert not list((tmp_path / "m").rglob("results_*.json"))


def _shard_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / "deltom"), "shard", "--tasks", "hitom_del_fresh_bon", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)


def test_shard_refuses_an_empty_selection_a_zero_n_and_an_unknown_metadata_key():
    """``--of`` above a leaf's docs (its ``[]`` would make lm-eval run every doc), ``--n 0`` and a metadata key no
    task reads (``random_seed``) are each refused in one line."""
    _one_line(_shard_cli("--n", "2", "--metadata", '{"per_order": 3}', "--of", "4", "--index", "3"),
              "--of 4", "has 3 docs", "every doc")
    _one_line(_shard_cli("--n", "0", "--of", "2", "--index", "0"), "--n 0")
    _one_line(_shard_cli("--n", "2", "--metadata", '{"random_seed": 5}', "--of", "2", "--index", "0"), "random_seed")


def test_shards_from_two_checkouts_or_renamed_data_are_one_run_and_a_difference_is_named():
    """lm-eval's ``config_source`` (the checkout's yaml) and a data file's path differ between
    shards of one run; the data's sha256 is what must agree. A real difference is named in full, not cut off."""
    from deltom.analysis.run_settings import first_difference, run_settings

    def results(checkout: str, data: str, sha: str, seed: int = 0) -> dict:
        task = {"metadata": {"config_source": f"{checkout}/deltom_tasks/hitom_del/x.yaml", "hitom_path": data,
                             "seed": seed}}
        return {"config": {"model": "hf", "model_args": "pretrained=m"}, "configs": {"t": task},
                "deltom": {"tasks": {"t": {"data": {"sha256": sha}}}}}

    a = run_settings(results("/work/a", "/data/Hi-ToM_data.json", "abc"), "t")
    b = run_settings(results("/scratch/b", "/copy/hitom.json", "abc"), "t")
    assert a == b and first_difference(a, b) is None
    c = run_settings(results("/scratch/b", "/copy/hitom.json", "def"), "t")
    assert first_difference(a, c) == 'data ("abc" vs "def")'
    d = run_settings(results("/work/a", "/data/Hi-ToM_data.json", "abc", seed=7), "t")
    assert first_difference(a, d) == "metadata.seed (0 vs 7)"


def test_shards_whose_data_files_differ_in_name_only_are_one_run():
    """The task's own data record (``metadata.provenance.data``: kind, file name, sha256) names the file: a
    byte-identical copy under another name blocked `deltom merge-shards`; other bytes still do."""
    from deltom.analysis.run_settings import first_difference, run_settings

    def results(name: str, sha: str) -> dict:
        provenance = {"data": {"kind": "Hi-ToM file", "file": name, "sha256": sha},
                      "prompt": {"variant": "reference", "sha256": "0c91"}}
        task = {"metadata": {"version": 1.0, "config_source": "deltom_tasks/hitom_del/x.yaml",
                             "provenance": provenance}}
        return {"config": {"model": "hf", "model_args": "pretrained=m"}, "configs": {"t": task}}

    a = run_settings(results("Hi-ToM_data.json", "1c40"), "t")
    b = run_settings(results("hitom_copy.json", "1c40"), "t")
    assert first_difference(a, b) is None
    c = run_settings(results("Hi-ToM_data.json", "9f00"), "t")
    assert first_difference(a, c) == 'metadata.provenance.data.sha256 ("1c40" vs "9f00")'
