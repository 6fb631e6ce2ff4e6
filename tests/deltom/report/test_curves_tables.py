import json
import shlex
import sys

import pytest

from deltom.analysis.curves import n_grid, run_curves
from deltom.analysis.prices import load_prices, price_for
from deltom.analysis.provenance import project_commit
from deltom.analysis.samples import load_tasks
from deltom.analysis.table_pipeline import default_primary
from deltom.cli.deltom import main
from deltom.pages.curve_plots import plot_curves
from deltom_base.errors import InputError
from helpers.bon_fixtures import (DOC_A, EXPECTED_N4, EXPECTED_PROCESS_N4, SAMPLES_A, rounded, sample_records,
                                  write_hand_samples, write_samples)

pytestmark = pytest.mark.usefixtures("fresh_pbm_scores")


def test_n_grid():
    assert n_grid(1) == [1] and n_grid(5) == [1, 2, 4] and n_grid(16) == [1, 2, 4, 8, 16]
    with pytest.raises(InputError):
        n_grid(0)


def test_curves_files_and_numbers(tmp_path, capsys):
    write_hand_samples(tmp_path / "run")
    out = tmp_path / "fig"
    assert main(["curves", str(tmp_path / "run"), "--pbm-backend", "del", "--trials", "3", "--seed", "0",
                 "--out", str(out)]) == 0
    for mode in ("vanilla", "weighted"):
        assert (out / f"curves_{mode}.png").read_bytes()[:4] == b"\x89PNG"
        assert (out / f"curves_{mode}.pdf").read_bytes()[:4] == b"%PDF"
    curves = json.loads((out / "curves.json").read_text())
    assert curves["n"] == [1, 2, 4] and curves["trials"] == 3 and sorted(curves["per_order"]) == ["0", "1"]
    for key, rows in [*curves["per_order"].items(), ("average", curves["average"])]:
        expected = EXPECTED_N4["average"] if key == "average" else EXPECTED_N4["per_order"][key]
        for row, band in rows.items():
            # N = 4 = every sample: each trial is the full set, so the band collapses onto the rescore rows
            # curves name their series over N with "@N" (maj@N): at N = 4 that is maj@4
            assert band["min"][2] == band["max"][2] == band["mean"][2] == expected[row.replace("@N", "@4")], (key, row)
            assert all(lo <= mid <= hi for lo, mid, hi in zip(band["min"], band["mean"], band["max"]))
            assert len(band["trials"][0]) == 3
        for trial in range(3):  # N = 1: every rule keeps the one sample, so all rows agree
            assert len({band["trials"][0][trial] for band in rows.values()}) == 1, key
    # verified reasoning over N: at N = 4 the bands collapse onto the rescore's process metrics
    for metric, part in curves["process"].items():
        want = rounded(EXPECTED_PROCESS_N4[metric])
        for key, rows in [*part["per_order"].items(), ("average", part["average"])]:
            expected = want["average"] if key == "average" else want["per_order"][key]
            for row, band in rows.items():
                assert round(band["mean"][2], 9) == expected[row.replace("@N", "@4")], (metric, key, row)
    for mode in ("vanilla", "weighted"):
        assert (out / f"curves_verified_{mode}.png").read_bytes()[:4] == b"\x89PNG"


def test_curves_draws_are_seeded_subsets(tmp_path):
    extra = SAMPLES_A + [SAMPLES_A[0].replace("Final Answer: [green_bucket]", "Final Answer: [red_envelope]")]
    write_samples(tmp_path / "run", "hitom_del_bon_order_0", sample_records(0, DOC_A, extra))
    tasks = load_tasks([tmp_path / "run"], quiet=True)
    first = run_curves(tasks, "del", None, trials=6, seed=3, progress=False)
    assert first["n"] == [1, 2, 4] and first["available"] == 5
    assert first == run_curves(tasks, "del", None, trials=6, seed=3, progress=False)
    ori = first["per_order"]["0"]["ori"]
    # 4 of 5 samples, 2 of them right: ori is 50 or 25 per draw; six draws are not all the same subset
    assert set(ori["trials"][2]) <= {50.0, 25.0} and ori["min"][2] < ori["max"][2]


def test_plot_needs_matplotlib(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    with pytest.raises(InputError, match="matplotlib"):
        plot_curves({"per_order": {}, "average": {}, "n": [1], "trials": 1, "seed": 0}, tmp_path, "vanilla")


def lm_eval_results(model: str, rows: dict, repeats: int = 4, stderr: float = 0.0, **extra) -> dict:
    """A results_*.json as lm-eval writes it for hitom_del_bon (fractions, per-task 'acc,<filter>')."""
    tasks = {f"hitom_del_bon_order_{k}": {"alias": f"order {k}", **{f"acc,{r}": v[k] for r, v in rows.items()},
                                          **{f"acc_stderr,{r}": stderr for r in rows}} for k in range(5)}
    group = {"alias": "group", **{f"acc,{r}": sum(v) / 5 for r, v in rows.items()}}
    return {"results": {"hitom_del_bon": group, **tasks}, "configs": {t: {"repeats": repeats} for t in tasks},
            "config": {"model": "openai-chat-completions", "model_args": f"model={model},base_url=x"},
            "model_name": model, **extra}


@pytest.fixture
def two_models(tmp_path):
    results = tmp_path / "results_2025-01-01T00-00-00.json"
    results.write_text(json.dumps(lm_eval_results("gpt-4.1", {
        "ori": [0.5, 0.4, 0.3, 0.2, 0.1],                 # avg 30
        "pbm_weighted_min": [0.6, 0.5, 0.4, 0.3, 0.2],    # avg 40
        "pbm_vanilla_min": [0.9, 0.1, 0.1, 0.1, 0.1],     # avg 26
    }, stderr=0.05, tokens={"input": 1_000_000, "output": 2_000_000})))
    summary = tmp_path / "my-model" / "summary.json"
    summary.parent.mkdir()
    summary.write_text(json.dumps({"n": 4, "per_order": {str(k): {"ori": 50.0, "pbm_weighted_min": 70.0,
                                                                  "pbm_vanilla_min": 95.0} for k in range(5)},
                                   "average": {"ori": 50.0, "pbm_weighted_min": 70.0, "pbm_vanilla_min": 95.0}}))
    return results, summary


def test_table_layout_and_declared_primary_row(tmp_path, two_models, capsys):
    out = tmp_path / "results" / "main"
    argv = ["table", *map(str, two_models), "--out", str(out)]
    assert main(argv) == 0
    # +PBM is the declared default row (weighted Best-of-N, min rule), not the best one afterwards:
    # vanilla_min has the best mean of averages, (26 + 95) / 2 = 60.5 > weighted_min (40 + 70) / 2 = 55
    assert default_primary() == "pbm_weighted_min"
    assert (out / "table.csv").read_text().splitlines() == [
        "Model,N," + ",".join(f"{g} {s}" for g in [f"{k}-th Order" for k in range(5)] + ["Average"]
                              for s in ("Ori", "+PBM")),
        "gpt-4.1,4,50.0,60.0,40.0,50.0,30.0,40.0,20.0,30.0,10.0,20.0,30.0,40.0",
        "my-model,4," + ",".join(["50.0,70.0"] * 6),
    ]
    md = (out / "table.md").read_text()
    assert "| gpt-4.1 | 4 | 50.0 | 60.0 | 40.0 | 50.0 |" in md
    assert "+PBM: the declared row pbm_weighted_min (--primary; never the best row picked afterwards" in md
    assert "| gpt-4.1 | 4 | 1000000 | 2000000 | gpt-4.1 | 18.0000 | 24.0000 |" in md  # 2 + 2*8; 4*2 + 2*8
    tex = (out / "table.tex").read_text()
    for part in (r"\multicolumn{2}{c}{0-th Order}", r"\multicolumn{2}{c}{Average}", r"\cmidrule(lr){3-4}",
                 r"\cmidrule(lr){13-14}", "gpt-4.1 & 4 & 50.0 & 60.0 & 40.0", r"pbm\_weighted\_min", r"\bottomrule"):
        assert part in tex, part
    assert (out / "cost.csv").read_text().splitlines()[1:] == ["gpt-4.1,4,1000000,2000000,gpt-4.1,18.0000,24.0000",
                                                             "my-model,4,-,-,-,-,-"]
    command = (out / "COMMAND.txt").read_text().splitlines()
    assert shlex.split(command[0]) == ["deltom", *argv, "--primary", "pbm_weighted_min", "--seed", "0"]
    assert f"deltom commit: {project_commit()}" in command[2] and "lm-eval 0.4" in command[2]
    # the raw lm-eval results sit next to the table, byte for byte; a rescore summary has none
    raw = out / "lm_eval" / "gpt-4.1" / two_models[0].name
    assert raw.read_bytes() == two_models[0].read_bytes() and f"raw results: {raw}" in command[3]
    assert sorted(p.name for p in (out / "lm_eval").iterdir()) == ["gpt-4.1"]
    # 95% intervals: lm-eval's stderr 5 points per order -> +-1.96 * sqrt(5 * 5^2) / 5 = +-4.38 around 30 / 40
    assert "gpt-4.1: Ori [25.6, 34.4], +PBM [35.6, 44.4] (normal approximation from lm-eval's acc_stderr" in md
    assert "my-model: Ori n/a, +PBM n/a (none: a summary JSON" in md
    record = json.loads((out / "table.json").read_text())
    assert record["primary"] == "pbm_weighted_min"
    assert record["models"][0]["interval_95"]["ori"] == pytest.approx([25.617, 34.383], abs=1e-3)


def test_table_chosen_row_and_errors(tmp_path, two_models, capsys):
    out = tmp_path / "t"
    assert main(["table", *map(str, two_models), "--out", str(out), "--primary", "pbm_vanilla_min"]) == 0
    assert (out / "table.csv").read_text().splitlines()[1] == \
        "gpt-4.1,4,50.0,90.0,40.0,10.0,30.0,10.0,20.0,10.0,10.0,10.0,30.0,26.0"
    assert main(["table", *map(str, two_models), "--out", str(out), "--pbm-row", "pbm_vanilla_min"]) == 0
    assert "pbm_vanilla_min" in (out / "table.md").read_text()  # the older option name still works
    capsys.readouterr()
    assert main(["table", *map(str, two_models), "--out", str(out), "--primary", "pbm_weighted_avg"]) == 2
    assert "pbm_weighted_avg" in capsys.readouterr().err
    assert main(["table", *map(str, two_models), "--out", str(out), "--primary", "ori"]) == 2
    assert "'ori' is not a PBM row" in capsys.readouterr().err
    assert main(["table", str(two_models[0]), "--out", str(out), "--samples", "a", "b"]) == 2
    assert "one entry per results file" in capsys.readouterr().err
    kosinski = tmp_path / "k.json"
    kosinski.write_text(json.dumps({"n": 4, "per_order": {"false_belief": {"ori": 1.0, "pbm_weighted_min": 2.0}}}))
    # the paper layout is one benchmark's table; the default layout makes one leaderboard per benchmark
    assert main(["table", str(two_models[1]), str(kosinski), "--out", str(out), "--layout", "paper"]) == 2
    assert "different benchmarks" in capsys.readouterr().err
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"results": {"hitom_del_order_0": {"acc,none": 0.5}}}))
    assert main(["table", str(other), "--out", str(out), "--layout", "paper"]) == 2
    assert "no Best-of-N task results" in capsys.readouterr().err


def test_tokens_and_cost_from_samples(tmp_path, capsys):
    doc = dict(DOC_A)
    records = sample_records(0, doc, ["a" * 8, "b" * 9], prompt="P" * 40) + \
        sample_records(1, doc, ["c" * 4, "d" * 1], prompt="Q" * 38)
    write_samples(tmp_path / "run", "hitom_del_bon_order_0", records)
    summary = tmp_path / "summary.json"
    summary.write_text(json.dumps({"n": 2, "per_order": {"0": {"ori": 10.0, "pbm_weighted_min": 20.0}},
                                   "average": {"ori": 10.0, "pbm_weighted_min": 20.0}}))
    prices = tmp_path / "prices.json"
    prices.write_text(json.dumps({"tiny": {"input": 100_000, "output": 200_000}}))
    out = tmp_path / "t"
    assert main(["table", str(summary), "--out", str(out), "--samples", str(tmp_path / "run"),
                 "--prices", str(prices), "--names", "tiny-2025"]) == 0
    # input: prompts once per doc, 40/4 + ceil(38/4) = 20; output: 8/4 + ceil(9/4) + 4/4 + 1 = 7
    # cost: (20 * 1e5 + 7 * 2e5) / 1e6 = 3.4; input paid per sample (N = 2): (40 * 1e5 + 1.4e6) / 1e6 = 5.4
    assert (out / "cost.csv").read_text().splitlines()[1] == "tiny-2025,2,20,7,tiny,3.4000,5.4000"
    assert "estimate: 4 characters per token" in (out / "table.md").read_text()

    from pbm.tiny import train_tokenizer

    tok_dir = tmp_path / "tok"
    tokenizer = train_tokenizer(["aaaa bbbb cccc PPPP QQQQ"], 300)
    tokenizer.save_pretrained(tok_dir)
    assert main(["table", str(summary), "--out", str(out), "--samples", str(tmp_path / "run"),
                 "--tokenizer", str(tok_dir), "--names", "x"]) == 0
    count = lambda text: len(tokenizer.encode(text, add_special_tokens=False))
    tokens_out = sum(count(t) for t in ["a" * 8, "b" * 9, "c" * 4, "d"])
    assert (out / "cost.csv").read_text().splitlines()[1] == \
        f"x,2,{count('P' * 40) + count('Q' * 38)},{tokens_out},-,-,-"
    assert f"tokenizer {tok_dir}" in (out / "table.md").read_text()


def test_prices():
    prices = load_prices()
    assert price_for("gpt-4.1-mini-2025-04-14", prices)[0] == "gpt-4.1-mini"
    assert price_for("openai/gpt-4o", prices) == ("gpt-4o", {"input": 2.5, "cached_input": 1.25, "output": 10.0})
    assert price_for("gpt-4o-mini", prices)[1]["cached_input"] == 0.075
    assert price_for("Qwen/Qwen3-4B", prices) is None
    assert price_for("gpt-4.1", prices)[1] == {"input": 2.0, "cached_input": 0.5, "output": 8.0}


def test_bad_price_table(tmp_path):
    bad = tmp_path / "p.json"
    bad.write_text(json.dumps({"m": {"input": "cheap"}}))
    with pytest.raises(InputError, match="'m' needs numeric"):
        load_prices(str(bad))
    assert load_prices(None)["gpt-4o-mini"]["output"] == 0.60


def test_verified_traces_table_from_lm_eval_results_and_summaries(tmp_path, capsys):
    """A second table, "Verified traces (%)": trace_acc of Ori and of the declared +PBM row, per order."""
    rows = {"ori": [0.5] * 5, "pbm_weighted_min": [0.6, 0.5, 0.4, 0.3, 0.2]}  # lucky = acc - trace_acc >= 0
    payload = lm_eval_results("gpt-4.1", rows)
    for k in range(5):
        task = payload["results"][f"hitom_del_bon_order_{k}"]
        task.update({"trace_acc,ori": 0.1 * k, "trace_acc,pbm_weighted_min": 0.2,
                     "step_acc,ori": 0.5, "step_acc,pbm_weighted_min": 0.6,
                     "lucky,ori": rows["ori"][k] - 0.1 * k, "lucky,pbm_weighted_min": rows["pbm_weighted_min"][k] - 0.2})
    results = tmp_path / "results_2025-01-01T00-00-00.json"
    results.write_text(json.dumps(payload))
    write_hand_samples(tmp_path / "run")
    assert main(["rescore", str(tmp_path / "run"), "--pbm-backend", "del", "--out", str(tmp_path / "summary.json")]) == 0
    out = tmp_path / "t"
    assert main(["table", str(results), str(tmp_path / "summary.json"), "--names", "gpt-4.1", "hand",
                 "--out", str(out)]) == 0
    verified = (out / "verified.csv").read_text().splitlines()
    assert verified[1] == "gpt-4.1,4," + ",".join(f"{10.0 * k:.1f},20.0" for k in range(5)) + ",20.0,20.0"
    hand = EXPECTED_PROCESS_N4["trace_acc"]["per_order"]
    assert verified[2].startswith(f"hand,4,{hand['0']['ori']:.1f},{hand['0']['pbm_weighted_min']:.1f},"
                                  f"{hand['1']['ori']:.1f},{hand['1']['pbm_weighted_min']:.1f}")
    md = (out / "table.md").read_text()
    assert "Verified traces (%) (trace_acc)" in md and "pbm_weighted_min keeps" in md
    record = json.loads((out / "table.json").read_text())
    assert record["models"][0]["verified"]["trace_acc"]["average"] == pytest.approx({"ori": 20.0, "+PBM": 20.0})
    assert "verified.csv" in record["files"] and (out / "verified.tex").exists()


def test_no_verified_table_without_process_metrics(tmp_path, two_models):
    out = tmp_path / "t"
    assert main(["table", *map(str, two_models), "--out", str(out)]) == 0
    assert not (out / "verified.csv").exists() and "Verified traces" not in (out / "table.md").read_text()


def test_table_caption_names_a_generated_sets_settings_and_fingerprint(tmp_path):
    """Results of hitom_del_fresh_bon name their question set (settings, sha256) in the table caption; a seed of
    its own is not named (the task README: report the fingerprint of a private set, not its seed)."""
    from dellabels.hitom.fresh import fresh_set

    settings, _, whole = fresh_set({"seed": 7})
    payload = lm_eval_results("m", {"ori": [0.5] * 5, "pbm_weighted_min": [0.6] * 5})
    payload["results"] = {k.replace("hitom_del_bon", "hitom_del_fresh_bon"): v for k, v in payload["results"].items()}
    payload["configs"] = {f"hitom_del_fresh_bon_order_{k}": {"repeats": 4, "metadata": {"fresh": {
        "settings": settings.as_dict(), "fingerprint": whole, "order": k}}} for k in range(5)}
    results = tmp_path / "results_2025-01-01T00-00-00.json"
    results.write_text(json.dumps(payload))
    assert main(["table", str(results), "--out", str(tmp_path / "t")]) == 0
    md = (tmp_path / "t" / "table.md").read_text()
    assert f"Question sets: m: fresh Hi-ToM set seed not shown (sha256 {whole[:16]})." in md
    assert "seed=7" not in md


def test_curves_of_a_ladder_run_plot_accuracy_against_order(tmp_path, capsys):
    """`deltom curves results_*.json`: acc and verified traces per belief order, one series per group."""
    results = {f"hitom_del_fresh_ladder_order_{k}": {"acc,none": 1 - k / 10, "trace_acc,none": 0.5 - k / 20}
               for k in range(7)}
    results["hitom_del_fresh_ladder"] = {"acc,none": 0.7}  # the group row is no point of the ladder
    path = tmp_path / "results_2025-01-01T00-00-00.json"
    path.write_text(json.dumps({"results": results, "model_name": "m"}))
    assert main(["curves", str(path), "--out", str(tmp_path / "ladder")]) == 0
    (series,) = json.loads((tmp_path / "ladder" / "ladder.json").read_text())["series"]
    assert series["group"] == "hitom_del_fresh_ladder" and series["name"] == "m"
    assert series["acc"] == {str(k): pytest.approx(100 - 10 * k) for k in range(7)}
    assert series["trace_acc"]["6"] == pytest.approx(20.0)
    assert (tmp_path / "ladder" / "ladder.png").read_bytes()[:4] == b"\x89PNG"
    path.write_text(json.dumps({"results": {"kosinski_del_false_belief": {"acc,none": 0.5}}}))
    assert main(["curves", str(path), "--out", str(tmp_path / "x")]) == 2
    assert "no <group>_order_<k> task" in capsys.readouterr().err


def test_the_commit_record_never_takes_gits_index_lock(tmp_path, monkeypatch):
    """`git status` refreshes the index under .git/index.lock unless told not to; a run killed (or timed out) meanwhile
    would leave the lock, and the user's next `git commit` fails. Every git call of the record is lock-free."""
    import shutil

    real = shutil.which("git")
    log = tmp_path / "git.log"
    fake = tmp_path / "bin" / "git"
    fake.parent.mkdir()
    fake.write_text(f'#!/bin/sh\necho "$@" >> {log}\nexec {real} "$@"\n')
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake.parent}:{__import__('os').environ['PATH']}")
    assert project_commit() != "unknown (not a git checkout)"
    calls = log.read_text().splitlines()
    assert len(calls) == 2 and all(call.startswith("--no-optional-locks ") for call in calls), calls


def test_a_changed_result_leaves_the_checkout_clean_a_changed_module_does_not(tmp_path):
    """``scripts/real_models_table.sh`` writes one task's tables before the next: the next named its commit
    "+ uncommitted changes" though no code had changed."""
    import subprocess

    def git(*args: str) -> None:
        subprocess.run(["git", "-C", str(tmp_path), "-c", "user.name=t", "-c", "user.email=t@t", *args], check=True,
                       capture_output=True)

    (tmp_path / "results").mkdir()
    (tmp_path / "results" / "table.md").write_text("old\n")
    (tmp_path / "code.py").write_text("x = 1\n")
    git("init", "-q")
    git("add", "-A")
    git("commit", "-q", "-m", "c")
    (tmp_path / "results" / "table.md").write_text("new\n")
    assert not project_commit(tmp_path).endswith("uncommitted changes")
    (tmp_path / "code.py").write_text("x = 2\n")
    assert project_commit(tmp_path).endswith(" + uncommitted changes")


def test_a_kosinski_leaderboard_points_to_its_per_condition_files(tmp_path):
    """The detail table's caption said "Per order" for Kosinski, whose columns are conditions."""
    path = tmp_path / "k.json"
    path.write_text(json.dumps({"results": {"kosinski_del_false_belief": {"acc,none": 0.5},
                                            "kosinski_del_no_transfer": {"acc,none": 1.0}}, "model_name": "m"}))
    assert main(["table", str(path), "--layout", "leaderboard", "--out", str(tmp_path / "t")]) == 0
    md = (tmp_path / "t" / "leaderboard.md").read_text()
    assert "Per condition: leaderboard_kosinski_del.csv / .tex." in md and "Per order" not in md
