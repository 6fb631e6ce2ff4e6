"""`deltom table` as a leaderboard: any mix of runs (plain, Best-of-N, several benchmarks, folders), fairness
checks (refused or marked), intervals in every cell, the HTML page, provenance and cost records, the printed
lm-eval table order, leaf aliases."""
import csv
import io
import json

import pytest

from helpers.browser import console_errors, open_browser, requested_urls, unavailable
from helpers.bon_fixtures import DOC_A, write_samples
from deltom.cli.deltom import main

STAMP = "2025-01-02T03-04-05.000006"
DATA = {"kind": "Hi-ToM file", "path": "/data/Hi-ToM_data.json", "sha256": "a" * 64}
PROMPT = {"variant": "reference", "sha256": "b" * 64}
PBM = {"backend": "hf", "model": "default", "path": "/pbm/a", "fingerprint": "pbm-a"}


def deltom(capsys, *argv):
    code = main(["table", *map(str, argv)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def results_json(path, model, tasks: dict[str, dict[str, float]], repeats=None, questions=(40, 40), data=DATA,
                 prompt=PROMPT, pbm=PBM, cost=None):
    """An lm-eval results JSON: ``tasks`` = {task: {"acc,<filter>": value, ...}} with the deltom record."""
    configs = {t: {"repeats": repeats, "metadata": {"pbm": pbm} if repeats else {}} for t in tasks}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({
        "results": tasks, "configs": configs, "model_name": model,
        "n-samples": {t: {"effective": questions[0], "original": questions[1]} for t in tasks},
        "deltom": {"commit": "c0ffee", "tasks": {t: {"data": data, "prompt": prompt, "pbm": pbm if repeats else None}
                                                 for t in tasks},
                   "cost": cost or {}}}))
    return path


def plain(path, model, accs, trace=None, **kw):
    """A hitom_del run: acc per order (and trace_acc), stderr 0.05."""
    tasks = {f"hitom_del_order_{k}": {"acc,none": a, "acc_stderr,none": 0.05,
                                      **({"trace_acc,none": trace[k]} if trace else {})} for k, a in enumerate(accs)}
    return results_json(path, model, tasks, **kw)


def bon(path, model, ori, pbm_row, n=4, rows=None, **kw):
    """A hitom_del_bon run (N = n) with ori / maj / pass / +PBM per order."""
    tasks = {}
    for k, (o, p) in enumerate(zip(ori, pbm_row)):
        tasks[f"hitom_del_bon_order_{k}" if n == 16 else f"hitom_del_bon_n{n}_order_{k}"] = {
            "acc,ori": o, f"acc,maj@{n}": o, f"acc,pass@{n}": 1.0, "acc,pbm_weighted_min": p,
            **{f"acc_stderr,{r}": 0.05 for r in ("ori", f"maj@{n}", f"pass@{n}", "pbm_weighted_min")}, **(rows or {})}
    return results_json(path, model, tasks, repeats=n, **kw)


def board_csv(out, benchmark="hitom_del"):
    return list(csv.reader(io.StringIO((out / f"leaderboard_{benchmark}.csv").read_text())))


def test_plain_runs_of_many_models_make_a_sorted_leaderboard(tmp_path, capsys):
    a = plain(tmp_path / "a" / f"results_{STAMP}.json", "model-a", [0.5] * 5, trace=[0.25] * 5)
    plain(tmp_path / "b" / f"results_{STAMP}.json", "model-b", [0.75] * 5, trace=[0.5] * 5)
    out = tmp_path / "board"
    code, printed, err = deltom(capsys, a, tmp_path / "b", "--out", out)  # a file and a folder
    assert code == 0, err
    rows = board_csv(out)
    assert rows[0][:4] == ["Model", "N", "Average acc", "0-th Order acc"]
    assert [r[0] for r in rows[1:]] == ["model-b", "model-a"]  # sorted by the average
    assert rows[1][1] == "1" and rows[1][2].startswith("75.0 [")  # an interval in every cell
    assert all("[" in cell for cell in rows[1][2:])
    assert "| Verified | Lucky |" in (out / "leaderboard.md").read_text()  # the summary: model-b's 50.0 first
    assert "| model-b | 1 | 1 | answer | 75.0 | 50.0 |" in (out / "leaderboard.md").read_text()
    assert "Verified traces" in (out / "leaderboard.html").read_text()  # every table of the board in the page
    assert (out / "verified_hitom_del.csv").read_text().splitlines()[1].startswith("model-b,1,50.0")
    html = (out / "leaderboard.html").read_text()
    assert "<table" in html and "model-b" in html and "http" not in html.replace("http-equiv", "")
    record = json.loads((out / "leaderboard.json").read_text())
    assert record["boards"][0]["rows"][0]["columns"]["acc"]["average"] == 75.0
    assert not (out / "table.md").exists()  # plain runs have no Ori / +PBM paper table
    assert str(out / "leaderboard.html") in printed


def test_best_of_n_columns_side_by_side_and_n_marked(tmp_path, capsys):
    a = bon(tmp_path / "a.json", "m16", [0.5] * 5, [0.5] * 5, n=16)
    b = bon(tmp_path / "b.json", "m4", [0.5] * 5, [0.75] * 5, n=4)
    c = bon(tmp_path / "c.json", "m16b", [0.25] * 5, [0.25] * 5, n=16)
    out = tmp_path / "board"
    code, _, err = deltom(capsys, a, b, c, "--out", out)
    assert code == 0, err
    rows = board_csv(out)
    assert rows[0][2:6] == ["Average Ori", "Average maj@N", "Average pass@N", "Average +PBM"]
    assert [r[0] for r in rows[1:]] == ["m4†", "m16", "m16b"]  # sorted by +PBM; N 4 differs from the common 16
    assert rows[1][1] == "4†" and rows[2][1] == "16"
    caption = (out / "leaderboard.md").read_text()
    assert "† The runs differ in N (samples per question) (m16: 16; m4: 4; m16b: 16)" in caption
    assert (out / "table.md").exists()  # every input a Best-of-N run of one benchmark: the paper table too


def test_mixed_pbms_mark_the_pbm_cells(tmp_path, capsys):
    a = bon(tmp_path / "a.json", "a", [0.5] * 5, [0.5] * 5)
    b = bon(tmp_path / "b.json", "b", [0.5] * 5, [0.5] * 5, pbm=dict(PBM, fingerprint="pbm-b"))
    c = bon(tmp_path / "c.json", "c", [0.5] * 5, [0.5] * 5)
    out = tmp_path / "board"
    assert deltom(capsys, a, b, c, "--out", out)[0] == 0
    row = next(r for r in board_csv(out) if r[0].startswith("b"))
    assert row[0] == "b¶" and row[5].startswith("50.0¶ [") and "¶" not in row[4]
    assert "¶ The runs differ in PBM" in (out / "leaderboard.md").read_text()


@pytest.mark.parametrize("change, field, mark", [
    ({"data": dict(DATA, sha256="c" * 64)}, "doc set", "‡"),
    ({"questions": (10, 40)}, "doc set", "‡"),  # --limit cut one run
    ({"prompt": {"variant": "appendix", "sha256": "d" * 64}}, "prompt", "§"),
])
def test_different_doc_sets_or_prompts_are_refused_or_marked(tmp_path, capsys, change, field, mark):
    a = plain(tmp_path / "a.json", "a", [0.5] * 5)
    b = plain(tmp_path / "b.json", "b", [0.5] * 5, **change)
    c = plain(tmp_path / "c.json", "c", [0.5] * 5)
    out = tmp_path / "board"
    code, _, err = deltom(capsys, a, b, c, "--out", out)
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert f"the runs differ in {field}" in err and str(a) in err and str(b) in err and "--allow-mismatch" in err
    assert not out.exists() or not list(out.iterdir())
    code, _, err = deltom(capsys, a, b, c, "--out", out, "--allow-mismatch")
    assert code == 0, err
    assert [r[0] for r in board_csv(out)[1:]] == ["a", f"b{mark}", "c"]
    assert f"{mark} The runs differ in {field}" in (out / "leaderboard.md").read_text()


def test_unrecorded_provenance_is_said_not_compared(tmp_path, capsys):
    a = plain(tmp_path / "a.json", "a", [0.5] * 5)
    b = plain(tmp_path / "b.json", "b", [0.5] * 5, prompt={})
    out = tmp_path / "board"
    code, _, err = deltom(capsys, a, b, "--out", out)
    assert code == 0, err
    assert "Prompt not recorded by b" in (out / "leaderboard.md").read_text()


def test_one_board_per_benchmark_and_plain_beside_best_of_n(tmp_path, capsys):
    tasks = {**{f"hitom_del_order_{k}": {"acc,none": 0.5} for k in range(5)},
             **{f"hitom_del_len2_order_{k}": {"acc,none": 0.25} for k in range(5)},
             "kosinski_del_false_belief": {"acc,none": 1.0}}
    both = results_json(tmp_path / "both.json", "m", tasks)
    best = bon(tmp_path / "bon.json", "m-bon", [0.625] * 5, [0.75] * 5, n=16)
    out = tmp_path / "board"
    code, _, err = deltom(capsys, both, best, "--out", out, "--allow-mismatch")
    assert code == 0, err
    assert {p.name for p in out.glob("leaderboard_*.csv")} == {
        "leaderboard_hitom_del.csv", "leaderboard_hitom_del_len2.csv", "leaderboard_kosinski_del.csv"}
    rows = board_csv(out)
    assert rows[0][2] == "Average Ori / acc"
    # sorted by Ori (+PBM is not in every row); a tie in N: the first input's value is the common one
    assert [r[:2] for r in rows[1:]] == [["m-bon†", "16†"], ["m", "1"]]
    assert "Sorted by the average of Ori / acc" in (out / "leaderboard.md").read_text()
    assert not (out / "table.md").exists()


def test_bootstrap_intervals_in_every_cell_reproduce_with_a_seed(tmp_path, capsys):
    rows = {"ori": [float(q % 2) for q in range(20)], "pbm_weighted_min": [1.0] * 19 + [0.0]}
    tasks = {}
    for k in range(5):
        task = f"hitom_del_bon_n2_order_{k}"
        write_samples(tmp_path / "run", task, [
            {"doc_id": d, "doc": dict(DOC_A, story=f"{DOC_A['story']} ({d})"), "target": DOC_A["answer"],
             "resps": [["a", "b"]], "arguments": {"gen_args_0": {"arg_0": "P" * 40, "arg_1": {}}}, "filtered_resps": ["a"],
             "filter": row, "metrics": ["acc"], "acc": values[d]} for d in range(20) for row, values in rows.items()],
            STAMP)
        tasks[task] = {f"acc,{r}": sum(v) / 20 for r, v in rows.items()}
    results = results_json(tmp_path / "run" / f"results_{STAMP}.json", "m", tasks, repeats=2, questions=(20, 20))
    made = []
    for seed in (7, 7, 8):
        out = tmp_path / f"board{len(made)}"
        code, _, err = deltom(capsys, results, "--samples", tmp_path / "run", "--seed", seed, "--out", out,
                              "--layout", "leaderboard")
        assert code == 0, err
        made.append(board_csv(out)[1])
    assert made[0] == made[1] and made[0] != made[2]
    assert all("[" in cell for cell in made[0][2:])
    # doc d tells story d at every order, as Hi-ToM does: 100 questions, 20 stories drawn
    assert "cluster bootstrap over stories (100 questions on 20 stories; a drawn story keeps its questions at every " \
           "order), 2000 resamples, seed 7" in (tmp_path / "board0" / "leaderboard.md").read_text()


def test_cost_table_from_the_run_record(tmp_path, capsys):
    cost = {"generated_tokens": 1200, "pbm_scored_tokens": 3400, "tokens_method": "estimate: 4 characters per token",
            "seconds": {"total": 10.0, "pbm_scoring": 4.0, "generation": 6.0}, "search_rounds": None}
    a = plain(tmp_path / "a.json", "a", [0.5] * 5, cost=cost)
    out = tmp_path / "board"
    assert deltom(capsys, a, "--out", out)[0] == 0
    assert (out / "leaderboard_cost.csv").read_text().splitlines()[1] == "a,hitom_del,1,1200,3400,6.0,4.0,10.0,-"


def test_cost_caption_names_the_runs_without_a_record(tmp_path, capsys):
    """A board mixing deltom-eval runs with stock lm_eval ones says which runs the Cost table leaves out."""
    cost = {"generated_tokens": 10, "seconds": {"total": 1.0, "pbm_scoring": 0.0, "generation": 1.0}}
    a = plain(tmp_path / "a.json", "a", [0.5] * 5, cost=cost)
    b = plain(tmp_path / "b.json", "b", [0.25] * 5)
    out = tmp_path / "board"
    assert deltom(capsys, a, b, "--out", out)[0] == 0
    page = (out / "leaderboard.md").read_text()
    assert "No cost record (run by stock lm_eval, which keeps none): b." in page
    assert deltom(capsys, a, "--out", tmp_path / "alone")[0] == 0
    assert "No cost record" not in (tmp_path / "alone" / "leaderboard.md").read_text()


def test_paper_layout_alone_writes_the_paper_table_and_no_leaderboard(tmp_path, capsys):
    a = bon(tmp_path / "a.json", "a", [0.5] * 5, [0.75] * 5)
    out = tmp_path / "board"
    assert deltom(capsys, a, "--out", out, "--layout", "paper")[0] == 0
    assert (out / "table.csv").exists() and not (out / "leaderboard.json").exists()
    assert "--layout paper" in (out / "COMMAND.txt").read_text()


def test_run_record_names_data_prompt_pbm_and_cost(tmp_path):
    from deltom.analysis.provenance import sha256
    from deltom.analysis.run_record import record
    from pbm.backends.base import ScoreStats

    data = tmp_path / "Hi-ToM_data.json"
    data.write_text("[]")
    meter = ScoreStats(scored_chars=10 + 6 + 24, seconds=0.5)  # one trace: story, question and trace characters
    results = {"configs": {"hitom_del_order_0": {"metadata": {"hitom_path": str(data)}},
                           "hitom_del_bon_order_0": {"metadata": {"hitom_path": str(data), "prompt": "appendix",
                                                                  "pbm": PBM}},
                           "other_task": {"metadata": {}}}, "config": {}}
    samples = {"hitom_del_order_0": [{"doc_id": 0, "resps": [["x" * 40]]}, {"doc_id": 0, "resps": [["x" * 40]]}]}
    made = record(results, samples, meter, total=9.0)
    assert set(made["tasks"]) == {"hitom_del_order_0", "hitom_del_bon_order_0"}
    assert made["tasks"]["hitom_del_order_0"]["data"] == {"kind": "Hi-ToM file", "path": str(data),
                                                          "sha256": sha256(data)}
    assert made["tasks"]["hitom_del_bon_order_0"]["prompt"]["variant"] == "appendix"
    assert made["tasks"]["hitom_del_bon_order_0"]["pbm"] == PBM and made["commit"]
    assert made["cost"]["generated_tokens"] == 10 and made["cost"]["pbm_scored_tokens"] == 10
    assert made["cost"]["seconds"]["total"] == 9.0 and made["cost"]["seconds"]["generation"] <= 9.0


def test_printed_lm_eval_table_lists_rows_in_row_order():
    import lm_eval.utils

    from deltom.cli.lm_eval_table import row_ordered_tables

    rows = ["pbm_weighted_min", "del_oracle", "maj@16", "ori", "pass@16"]
    result = {"results": {"t": {"alias": "t", **{f"acc,{r}": 0.5 for r in rows}}}, "versions": {}}
    with row_ordered_tables():
        printed = lm_eval.utils.make_table(result)
    order = [line.split("|")[3].strip() for line in printed.splitlines()[2:]]
    assert order == ["ori", "pass@16", "maj@16", "del_oracle", "pbm_weighted_min"]
    assert lm_eval.utils.make_table.__module__ == "lm_eval.utils"  # restored


def test_leaf_aliases_name_benchmark_and_variant():
    from deltom_tasks import bon_configs, fresh_configs, hitom_configs

    aliases = [line for files in (hitom_configs.expected_files(), fresh_configs.expected_files(),
                                  bon_configs.expected_files())
               for text in files.values() for line in text.splitlines() if line.startswith("task_alias:")]
    assert "task_alias: hitom_del_len2 / order 0" in aliases and "task_alias: hitom_del_bon_n64 / order 0" in aliases
    assert len(aliases) == len(set(aliases))  # no two leaves print the same name


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from dellabels.traces.prompt import PROMPT_FILE
    from helpers.tiny_lm import build_tiny_lm

    return build_tiny_lm(tmp_path_factory.mktemp("board") / "tiny", corpus=[PROMPT_FILE.read_text(encoding="utf-8")])


def test_deltom_eval_records_provenance_and_cost_and_the_table_reads_it(tiny_model, hitom_path, tmp_path, capsys,
                                                                       monkeypatch):
    """A real beam-search run: the results JSON names its Hi-ToM file (sha256), prompt, PBM and cost; lm-eval's
    printed table names the leaf by benchmark; `deltom table` on the output folder makes the leaderboard."""
    from deltom.cli.deltom_eval import main as deltom_eval
    from deltom.analysis.provenance import sha256

    out = tmp_path / "out"
    monkeypatch.setenv("DELTOM_HITOM_PATH", str(hitom_path))
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("DELTOM_PBM_BACKEND", raising=False)
    monkeypatch.setattr("sys.argv", ["deltom-eval"])
    deltom_eval(["--model", "hf-pbm-beam", "--model_args",
                 f"pretrained={tiny_model},pbm_backend=del,beams=2,expansions=2,max_depth=3,dtype=float32",
                 "--tasks", "hitom_del_order_0", "--limit", "1", "--gen_kwargs", "max_gen_toks=24", "--device", "cpu",
                 "--output_path", str(out), "--log_samples", "--seed", "0"])
    assert "hitom_del / order 0" in capsys.readouterr().out
    (results_file,) = out.rglob("results_*.json")
    record = json.loads(results_file.read_text())["deltom"]
    task = record["tasks"]["hitom_del_order_0"]
    assert task["data"]["kind"] == "Hi-ToM file" and task["data"]["sha256"] == sha256(hitom_path)
    assert task["prompt"]["variant"] == "reference" and len(task["prompt"]["sha256"]) == 64
    assert task["pbm"]["backend"] == "del" and task["pbm"]["fingerprint"]
    assert record["cost"]["search_rounds"] > 0 and record["cost"]["generated_tokens"] > 0
    seconds = record["cost"]["seconds"]  # the tiny model may write no valid step: nothing to score then
    assert seconds["total"] > 0 and seconds["pbm_scoring"] >= 0
    assert seconds["generation"] == pytest.approx(seconds["total"] - seconds["pbm_scoring"], abs=0.01)
    code, _, err = deltom(capsys, out, "--out", tmp_path / "board")
    assert code == 0, err
    assert (tmp_path / "board" / "leaderboard_cost.csv").exists()


def test_api_price_table_beside_the_board_from_counted_tokens(tmp_path, capsys):
    results = json.loads(bon(tmp_path / "a.json", "gpt-4.1", [0.5] * 5, [0.75] * 5).read_text())
    results["tokens"] = {"input": 1000000, "output": 2000000, "method": "counted"}
    (tmp_path / "a.json").write_text(json.dumps(results))
    out = tmp_path / "board"
    assert deltom(capsys, tmp_path / "a.json", "--out", out, "--layout", "leaderboard")[0] == 0
    assert (out / "leaderboard_prices.csv").read_text().splitlines()[1].startswith("gpt-4.1,4,1000000,2000000")
    assert "API prices" in (out / "leaderboard.html").read_text()


def test_a_generated_set_is_the_same_doc_set_with_or_without_the_deltom_record(tmp_path, capsys):
    fresh = {"settings": {"seed": 1}, "fingerprint": "f" * 64}
    tasks = {f"hitom_del_fresh_order_{k}": {"acc,none": 0.5} for k in range(5)}
    a = results_json(tmp_path / "a.json", "a", tasks, data={"kind": "generated Hi-ToM set", **fresh})
    old = json.loads(a.read_text())
    del old["deltom"]
    for task in tasks:
        old["configs"][task]["metadata"] = {"fresh": fresh}
    (tmp_path / "b.json").write_text(json.dumps(dict(old, model_name="b")))
    out = tmp_path / "board"
    code, _, err = deltom(capsys, a, tmp_path / "b.json", "--out", out)
    assert code == 0, err
    assert (out / "leaderboard_hitom_del_fresh.csv").exists() and "doc set" not in (out / "leaderboard.md").read_text()


@pytest.mark.skipif(unavailable() is not None, reason=str(unavailable()))
def test_leaderboard_page_sorts_and_shows_intervals_on_hover(tmp_path, capsys):
    """The summary a person reads: one line per model, sortable by a click, intervals in the cells' titles."""
    from selenium.webdriver.common.by import By

    for name, acc in (("model-a", 0.5), ("model-b", 0.75), ("model-c", 0.25)):
        plain(tmp_path / name / f"results_{STAMP}.json", name, [acc] * 5, trace=[acc / 2] * 5)
    out = tmp_path / "board"
    assert deltom(capsys, *(tmp_path / n for n in ("model-a", "model-b", "model-c")), "--out", out)[0] == 0
    with open_browser() as driver:
        driver.get((out / "leaderboard.html").as_uri())
        assert driver.execute_script("return document.body.dataset.ready") == "1"
        summary = driver.find_element(By.CSS_SELECTOR, "table.sortable")
        names = lambda: [r.text.split()[0] for r in summary.find_elements(By.CSS_SELECTOR, "tbody tr")]  # noqa: E731
        assert names() == ["model-b", "model-a", "model-c"]  # sorted by accuracy
        cell = summary.find_element(By.CSS_SELECTOR, "tbody tr td:nth-child(5) span")
        assert cell.text == "75.0" and cell.get_attribute("title").startswith("95% interval [")
        accuracy = summary.find_elements(By.CSS_SELECTOR, "thead th")[4]
        accuracy.click()  # descending first: already so
        assert names() == ["model-b", "model-a", "model-c"]
        accuracy.click()
        assert names() == ["model-c", "model-a", "model-b"]
        assert driver.find_elements(By.CSS_SELECTOR, "svg[role=img] path")  # the accuracy-per-order plot
        assert console_errors(driver) == [] and requested_urls(driver) == []


def test_captions_say_what_was_run_partial_generation_no_pbm_for_plain_runs(tmp_path, capsys):
    """A real small model's plain run with --limit 2: flagged partial, its generation settings said, no +PBM line,
    the verified table headed by its metric, and no interval of a 0% order at [0.0, 0.0]."""
    path = plain(tmp_path / "a" / f"results_{STAMP}.json", "small", [0.0, 0.5, 0.5, 0.5, 0.5], trace=[0.0] * 5,
                 questions=(2, 40))
    payload = json.loads(path.read_text())
    for config in payload["configs"].values():
        config["generation_kwargs"] = {"until": ["x"], "do_sample": False, "temperature": 0, "max_gen_toks": 768}
    path.write_text(json.dumps(payload))
    out = tmp_path / "board"
    code, _, err = deltom(capsys, path, "--out", out)
    assert code == 0 and "+PBM row" not in err and "partial input small: 2 of 40 questions per order" in err
    md = (out / "leaderboard.md").read_text()
    assert "Partial inputs: small: 2 of 40 questions per order asked (--limit)." in md
    assert "Generation settings: small: max_gen_toks 768, temperature 0, greedy." in md and "+PBM" not in md
    assert (out / "verified_hitom_del.csv").read_text().splitlines()[0].startswith("Model,N,Average trace_acc,")
    record = json.loads((out / "leaderboard.json").read_text())
    zero = record["boards"][0]["rows"][0]["columns"]["acc"]["interval_95"]["0"]
    assert zero[0] == 0.0 and zero[1] >= 0.0  # lm-eval's stderr of 0 of 2 right: clipped, never below 0
