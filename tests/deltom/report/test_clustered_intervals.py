"""Intervals clustered by story, paired differences, model names and committed paths."""
import json
import lzma
import re
from pathlib import Path

import pytest
from test_table_trust import run_files

from deltom.analysis.clusters import cluster_of, draw_weights, independent, method
from deltom.analysis.intervals import AVERAGE, bootstrap_cells
from deltom.analysis.names import portable, portable_text, short_model_name, unique_names
from deltom.analysis.paired import difference, paired_difference
from deltom.analysis.results_load import ModelResult
from deltom.cli.deltom import main
from deltom_base.errors import InputError
from helpers.paths import REPO

ROOT = REPO


def hitom_like(stories: int = 40, seed: int = 0):
    """Hi-ToM's structure: each story asked at orders 0-4; a story the model reads right it mostly answers
    right at every order (correlated questions)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    skill = rng.random(stories) < 0.5
    per_key, clusters = {}, {}
    for k in range(5):
        right = [(s if rng.random() < 0.9 else not s) for s in skill]
        per_key[str(k)] = {"ori": [100.0 * r for r in right], "maj@16": [100.0 * (r or rng.random() < 0.2)
                                                                          for r in right]}
        clusters[str(k)] = [f"story {i}" for i in range(stories)]
    return per_key, clusters


def width(interval) -> float:
    return interval[1] - interval[0]


def test_clustered_intervals_are_wider_on_hitoms_structure():
    per_key, clusters = hitom_like()
    flat = bootstrap_cells(per_key, ["ori"], seed=0)["ori"][AVERAGE]
    clustered = bootstrap_cells(per_key, ["ori"], seed=0, clusters=clusters)["ori"][AVERAGE]
    assert width(clustered) > 1.5 * width(flat)  # 200 questions, but only 40 independent stories


def test_clustered_intervals_equal_the_independent_ones_when_every_story_has_one_question():
    per_key, _ = hitom_like()
    own = {k: [f"story {k}-{i}" for i in range(len(v["ori"]))] for k, v in per_key.items()}
    flat = bootstrap_cells(per_key, ["ori", "maj@16"], seed=3)
    clustered = bootstrap_cells(per_key, ["ori", "maj@16"], seed=3, clusters=own)
    for row in flat:
        for key, interval in flat[row].items():
            assert clustered[row][key] == pytest.approx(interval, abs=1e-9)


def test_a_paired_difference_of_a_run_with_itself_is_zero_with_a_zero_width_interval(tmp_path):
    per_key, clusters = hitom_like()
    ori = {k: v["ori"] for k, v in per_key.items()}
    assert difference(ori, ori, clusters, seed=0)["difference"] == 0.0
    assert difference(ori, ori, clusters, seed=0)["interval_95"] == [0.0, 0.0]
    run = tmp_path / "run"
    run_files(run, {f"hitom_del_bon_order_{k}": {"ori": [float(q % 2) for q in range(10)],
                                                 "pbm_weighted_min": [1.0] * 10} for k in range(2)})
    same = paired_difference(run, "pbm_weighted_min", "pbm_weighted_min", seed=0)
    assert same["difference"] == 0.0 and same["interval_95"] == [0.0, 0.0]
    better = paired_difference(run, "pbm_weighted_min", "ori", seed=0)
    assert better["difference"] == pytest.approx(50.0) and better["interval_95"][0] > 0
    assert "20 questions on 20 stories" in better["method"]


def test_table_baseline_adds_paired_differences(tmp_path, capsys):
    run = tmp_path / "run"
    results = run_files(run, {f"hitom_del_bon_order_{k}": {"ori": [float(q % 2) for q in range(20)],
                                                           "pbm_weighted_min": [1.0] * 20} for k in range(2)})
    out = tmp_path / "t"
    assert main(["table", str(results), "--samples", str(run), "--out", str(out), "--baseline", "ori"]) == 0
    board = json.loads((out / "leaderboard.json").read_text())["boards"][0]["rows"][0]
    paired = board["paired"]["pbm_weighted_min"]
    assert paired["baseline"] == "ori" and paired["difference"] == pytest.approx(50.0)
    assert 30 < paired["interval_95"][0] < 50 < paired["interval_95"][1] <= 70
    model = json.loads((out / "table.json").read_text())["models"][0]
    assert model["paired"]["pbm_weighted_min"]["interval_95"] == paired["interval_95"]
    md = (out / "leaderboard.md").read_text()
    assert "| tiny | pbm_weighted_min | ori | +50.0 |" in md and "paired difference on the same questions" in md
    assert "--baseline ori" in (out / "COMMAND.txt").read_text()
    assert main(["table", str(results), "--out", str(out), "--baseline", "nothing"]) == 2
    assert "--baseline 'nothing': neither a model (tiny) nor a row" in capsys.readouterr().err


def test_model_names_come_from_the_run_short_and_unique():
    assert short_model_name({"config": {"model": "hf", "model_args": "pretrained=/x/y/Qwen2.5-0.5B/,dtype=bf16"},
                             "model_name": "/x/y/Qwen2.5-0.5B"}) == "Qwen2.5-0.5B"
    assert short_model_name({"config": {"model": "dummy", "model_args": ""}, "model_name": "qouslm4j"}) == "dummy"
    assert short_model_name({"config": {"model": "openai-chat-completions",
                                        "model_args": {"model": "gpt-4o-mini", "base_url": "http://h/v1"}}}) \
        == "gpt-4o-mini"
    runs = [ModelResult("m", "hitom", {}, 1, f"/a/results_2025-01-0{k}T00-00-00.1.json", loader=loader,
                        benchmark="hitom_del") for k, loader in ((1, "hf"), (2, "vllm"), (3, "hf"))]
    runs = unique_names(runs)
    assert [r.name for r in runs] == ["m (2025-01-01T00-00-00)", "m (2025-01-02T00-00-00)",
                                      "m (2025-01-03T00-00-00)"]
    twins = [ModelResult("m", "hitom", {}, 1, "/a/r.json", loader=x, benchmark="hitom_del") for x in ("hf", "vllm")]
    twins = unique_names(twins)
    assert [r.name for r in twins] == ["m (hf)", "m (vllm)"]


def test_paths_are_shown_relative_to_the_repository_or_home():
    home = str(Path.home())
    assert portable(ROOT / "results" / "x.json") == "results/x.json"
    assert portable(f"{home}/.cache/deltom/pbm") == "~/.cache/deltom/pbm"
    assert portable_text(f"DELTOM_PBM_MODEL={home}/.cache/p --out {ROOT}/results") == \
        "DELTOM_PBM_MODEL=~/.cache/p --out results"


MACHINE_PATH = re.compile(r"(?<![\w.~-])/(?:root|home|tmp|work|Users|mnt|private|var/folders|scratch)/")


def _result_files() -> list[Path]:
    """The files under results/ that are or may be committed: git's tracked and untracked-not-ignored ones (the
    run folders a script keeps beside its committed part are ignored); every file without git."""
    import subprocess

    try:
        listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "results"],
                                cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    except (OSError, subprocess.CalledProcessError):
        return sorted(p for p in (ROOT / "results").rglob("*") if p.is_file())
    return sorted(ROOT / name for name in listed if name and (ROOT / name).is_file())


def test_no_committed_result_holds_an_absolute_path():
    found = []
    for path in _result_files():
        if path.suffix in (".png", ".pdf"):
            continue
        data = lzma.decompress(path.read_bytes()) if path.suffix == ".xz" else path.read_bytes()
        match = MACHINE_PATH.search(data.decode("utf-8", errors="replace"))
        if match:
            found.append(f"{path.relative_to(ROOT)}: {match.group(0)}")
    assert not found, "absolute paths (python scripts/portable_results.py fixes them):\n" + "\n".join(found)


def test_all_right_or_all_wrong_cells_get_the_wilson_interval_over_stories():
    """A bootstrap cannot spread a mean every question of which is 0 (or 100): the interval is the Wilson one
    over the stories, not [0, 0] (old behaviour), and it narrows as stories are added."""
    from deltom.analysis.intervals import bootstrap_cells, wilson

    per_key = {"0": {"all": [100.0] * 4, "none": [0.0] * 4, "half": [0.0, 0.0, 100.0, 100.0]}}
    two = {"0": ["s1", "s1", "s2", "s2"]}
    cells = bootstrap_cells(per_key, ["all", "none", "half"], seed=0, clusters=two)
    assert cells["all"]["0"] == cells["all"]["average"] == wilson(2, 2) and cells["all"]["0"][0] < 40
    assert cells["none"]["0"] == wilson(0, 2) and cells["none"]["0"][1] > 60
    assert cells["half"]["0"][1] - cells["half"]["0"][0] > 0
    four = bootstrap_cells(per_key, ["all"], seed=0, clusters={"0": ["s1", "s2", "s3", "s4"]})
    assert four["all"]["0"] == wilson(4, 4) and four["all"]["0"][0] > cells["all"]["0"][0]


def test_a_kosinski_interval_names_items_and_conditions_not_stories_and_orders():
    conditions = ("false_belief", "no_transfer")
    clusters = {c: [f"item {i}" for i in range(4)] for c in conditions}
    a = {c: [100.0, 0.0, 100.0, 0.0] for c in conditions}
    b = {c: [0.0, 0.0, 100.0, 0.0] for c in conditions}
    method = difference(a, b, clusters, seed=0)["method"]
    assert method == ("paired difference on the same questions; cluster bootstrap over items (8 questions on 4 items; "
                      "a drawn item keeps its questions in every condition), 2000 resamples, seed 0")
    stories = {k: [f"story {i}" for i in range(4)] for k in ("0", "1")}
    assert "over stories (8 questions on 4 stories; a drawn story keeps its questions at every order)" \
        in difference({"0": a["false_belief"], "1": a["no_transfer"]},
                      {"0": b["false_belief"], "1": b["no_transfer"]}, stories, seed=0)["method"]


def test_a_model_baseline_pairs_on_the_questions_both_runs_asked(tmp_path):
    """A run of all questions against a --limit run of the same tasks: paired on the limit's questions."""
    tasks = [f"hitom_del_order_{k}" for k in range(2)]
    big = run_files(tmp_path / "big", {t: {"none": [1.0] * 8 + [0.0] * 12} for t in tasks})
    small = run_files(tmp_path / "small", {t: {"none": [float(q % 2) for q in range(8)]} for t in tasks})
    out = tmp_path / "t"
    assert main(["table", str(big), str(small), "--samples", str(tmp_path / "big"), str(tmp_path / "small"),
                 "--names", "big", "small", "--baseline", "small", "--allow-mismatch", "--out", str(out)]) == 0
    rows = {r["name"]: r for r in json.loads((out / "leaderboard.json").read_text())["boards"][0]["rows"]}
    paired = rows["big"]["paired"]["ori"]
    # on the 16 shared questions big is all right and small half right; on all of big's, big has 40.0
    assert paired["difference"] == pytest.approx(50.0) and 20 < paired["interval_95"][0] <= 50 <= paired["interval_95"][1]
    assert paired["method"].startswith("paired difference on the 16 questions both runs asked (of 40 and 16; "
                                       "matched by order and story); cluster bootstrap over stories (16 questions")


def test_captions_say_which_runs_each_interval_method_is_of(tmp_path):
    """Runs of different sizes have different interval methods: the captions named both with no model, and the
    paired one joined them with a period into a sentence starting in lower case."""
    tasks = [f"hitom_del_order_{k}" for k in range(2)]
    runs = {"big": [1.0] * 8 + [0.0] * 12, "small": [float(q % 2) for q in range(8)],
            "other": [float(q % 3 == 0) for q in range(8)]}
    for name, scores in runs.items():
        run_files(tmp_path / name, {t: {"none": scores} for t in tasks})
    out = tmp_path / "t"
    assert main(["table", *(str(tmp_path / n) for n in runs), "--samples", *(str(tmp_path / n) for n in runs),
                 "--names", *runs, "--baseline", "small", "--allow-mismatch", "--out", str(out)]) == 0
    text = (out / "leaderboard.md").read_text()
    paired = text.split("### Paired differences")[1]
    assert "Intervals: big: paired difference on the 16 questions both runs asked (of 40 and 16;" in paired
    assert ". other: paired difference on the same questions;" in paired
    detail = text.split("### Detail")[1].split("###")[0]
    assert "interval (big: cluster bootstrap over stories (40 questions" in detail
    assert ". small, other: cluster bootstrap over stories (16 questions" in detail  # in the table's order


def test_portable_results_fixes_a_folder_named_relative_to_where_it_runs(tmp_path):
    """``scripts/real_models_table.sh`` calls it with ``--folder results/real-models``; it stopped with a
    ValueError at the first file it fixed (the folder was taken relative to the repository)."""
    import subprocess
    import sys

    folder = tmp_path / "results"
    folder.mkdir()
    (folder / "r.json").write_text(json.dumps({"pretrained": f"{Path.home()}/.cache/deltom/miniature/generator"}))
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "portable_results.py"), "--folder", "results"],
                          cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert json.loads((folder / "r.json").read_text())["pretrained"] == "~/.cache/deltom/miniature/generator"
    assert "fixed" in done.stdout and "r.json" in done.stdout


def test_a_model_baseline_missing_from_a_benchmark_of_the_table_is_refused():
    """``--baseline`` naming a model missing from one benchmark of the table is refused, never rows left unpaired
    silently."""
    from types import SimpleNamespace

    from deltom.analysis.paired import attach_baseline

    def result(name: str, bench: str) -> SimpleNamespace:
        return SimpleNamespace(name=name, benchmark=bench, reported=False, cells={}, average={"ori": 50.0}, n=None)

    results = [result("gemma", "kosinski"), result("qwen", "kosinski"), result("qwen", "hitom")]
    with pytest.raises(InputError, match="a model of kosinski only; the hitom results have no run of it"):
        attach_baseline(results, "gemma", 0)


def test_model_names_with_tex_and_markdown_metacharacters_are_escaped(tmp_path):
    """A model named ``evil\\input{secret.txt}`` is escaped in the .tex table (an ``\\input`` would run when
    the table is compiled), and ``a | b`` keeps its Markdown row whole."""
    run = tmp_path / "run"
    results = run_files(run, {f"hitom_del_bon_order_{k}": {"ori": [float(q % 2) for q in range(4)],
                                                           "pbm_weighted_min": [1.0] * 4} for k in range(2)})
    out = tmp_path / "t"
    for name in ("evil\\input{secret.txt}", "a | b"):
        assert main(["table", str(results), "--names", name, "--out", str(out)]) == 0
        tex = "\n".join(p.read_text() for p in out.glob("*.tex"))
        md = (out / "leaderboard.md").read_text()
        if "\\" in name:
            assert "\\input" not in tex and "evil\\textbackslash{}input\\{secret.txt\\}" in tex
        else:
            row = next(line for line in md.splitlines() if line.startswith("| a "))
            header = next(line for line in md.splitlines() if line.startswith("| ") and "---" not in line)
            assert "a \\| b" in row and row.replace("\\|", "").count("|") == header.count("|")


def test_the_cluster_unit_and_its_wording_come_from_the_registry():
    hitom = {"0": ["story a", "story b"], "1": ["story a", "story b"]}
    kosinski = {"false_belief": ["item 1", "item 2"], "no_transfer": ["item 1", "item 2"]}
    tomi = {"memory": ["story a"], "first_order_tom": ["story a"]}
    assert "over stories (4 questions on 2 stories; a drawn story keeps its questions at every order)" in \
        method(hitom, 0, 10)
    assert "over items (4 questions on 2 items; a drawn item keeps its questions in every condition)" in \
        method(kosinski, 0, 10)
    assert "a drawn story keeps its questions of every question type" in method(tomi, 0, 10)  # not "at every order"
    assert cluster_of({"item": 3, "story": "s"}, "kosinski") == "item 3"
    assert cluster_of({"item": 3, "story": "s"}, "hitom").startswith("story ")


def test_an_interval_no_draw_can_move_is_n_a_and_the_method_says_why():
    """10 questions on 3 stories, each story covering its own orders: every stratum holds one story, so every
    draw is the sample itself; the interval is not a point that reads as certainty."""
    covers = {"0": ["a", "a", "b"], "1": ["a", "c"], "2": ["b", "b"], "3": ["c", "c", "c"]}
    per_key = {k: {"ori": [100.0 * (i % 2) for i in range(len(v))]} for k, v in covers.items()}
    cells = bootstrap_cells(per_key, ["ori"], seed=0, clusters=covers)
    assert cells["ori"][AVERAGE] is None and all(cells["ori"][k] is None for k in covers)
    assert method(covers, 0, 2000).endswith("intervals n/a")
    spread = {k: [f"s{i}" for i in range(len(v))] for k, v in covers.items()}
    assert "n/a" not in method(spread, 0, 2000)
    assert cells_all_right(spread)


def cells_all_right(clusters) -> bool:
    """Every question right: the Wilson interval over the stories still stands in (not n/a)."""
    per_key = {k: {"ori": [100.0] * len(v)} for k, v in clusters.items()}
    interval = bootstrap_cells(per_key, ["ori"], seed=0, clusters=clusters)["ori"][AVERAGE]
    return interval is not None and interval[1] == 100.0 and interval[0] < 100.0


def test_a_story_alone_in_its_stratum_is_still_resampled():
    """A run of the first questions of each order (``LIMIT``) leaves stories whose orders no other story shares:
    alone in their stratum, they were drawn exactly once in every resample, so a difference carried by one of them
    had an interval of zero width ([2.0, 2.0]), which reads as certainty."""
    clusters = {"0": ["a", "b", "c", "d"], "1": ["a", "b", "c", "d", "e"]}  # e: the one story of order 1 only
    a = {"0": [1.0, 0.0, 1.0, 0.0], "1": [1.0, 0.0, 1.0, 0.0, 100.0]}
    b = {"0": [1.0, 0.0, 1.0, 0.0], "1": [1.0, 0.0, 1.0, 0.0, 0.0]}
    low, high = difference(a, b, clusters, seed=0)["interval_95"]
    assert low < 10.0 < high  # point: 100 / 5 / 2 = 10 points
    weights = draw_weights(clusters, 0, 200)
    assert all((w.sum(axis=1) > 0).all() for w in weights.values())  # no order left without a question
    assert "drawn with the stratum nearest" in method(clusters, 0, 200)
    alone = {"0": ["a", "a", "b"], "1": ["a", "c"]}  # every stratum one story: still n/a, nothing to pool with
    assert method(alone, 0, 200).endswith("intervals n/a")
