"""`deltom report`: the self-contained HTML run report, its data, bad input, and the page in a real browser."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from dellabels.traces.verify import verify
from deltom_tasks import TASKS_DIR
from deltom.cli.deltom import main
from deltom.pages.page import Series, json_data, line_chart, render_page, table
from deltom.analysis.run_data import gather
from deltom.pages.run_report import build_report
from deltom.analysis.samples import Selection
from helpers import bon_fixtures as bf
from helpers.browser import console_errors, open_browser, requested_urls, unavailable
from helpers.paths import REPO, pythonpath

ROOT = REPO
CRAFTED_DOCS = 4  # docs per order of the crafted run


def test_page_shell_is_self_contained_and_escapes():
    chart = line_chart([Series("ori", [(1, 50.0), (2, 55.0), (4, 60.0)], band=[(40, 60), (50, 60), (55, 65)]),
                        Series("pbm <x>", [(1, 50.0), (4, 70.0)])], "acc", "N", "%", log2_x=True)
    body = table(["a", ("b", "hover")], [["<td>", "x"]]) + chart + json_data("d", {"s": "</script><b>"})
    page = render_page("t<1>", body, script="window.x = 1;")
    assert "<title>t&lt;1&gt;</title>" in page and "&lt;td&gt;" in page and "pbm &lt;x&gt;" in page
    assert "</script><b>" not in page and "\\u003c/script>" in page
    assert "default-src &#x27;none&#x27;" in page  # the CSP meta tag (escaped): no fetch of any kind
    assert not re.search(r"(src|href)=\"(https?:)?//", page) and "<link" not in page
    assert page.count("<path d=") >= 2 and "<polygon" in page  # two lines, one band


def _hand_run(tmp_path: Path) -> Path:
    bf.write_hand_samples(tmp_path / "run")
    return tmp_path / "run"


def test_report_data_of_hand_samples_follows_the_del_labels(tmp_path):
    data = gather(_hand_run(tmp_path))
    assert data["family"] == "hitom" and data["n"] == 4 and [q["key"] for q in data["questions"]] == ["0", "1"]
    first, second = data["questions"]
    assert [s["r"] for s in first["samples"][:2]] == ["RRWWR", "WWRRR"]  # steps 3, 4 / 1, 2 wrong
    assert first["samples"][3]["r"] == "MMMMM" and first["samples"][3]["a"] is None  # the junk sample
    assert [s["fe"] for s in first["samples"]] == [3, 1, None, 1]
    assert first["gold"] == ["Null", bf.R, bf.R, bf.G, bf.G] and second["gold"] == ["Null", bf.R, bf.R, bf.R, bf.R]
    assert second["samples"][2]["v"] == 1 and sum(s["v"] for s in second["samples"]) == 1
    # no logged reranking rows and no PBM recorded: the oracle rows are rebuilt, the PBM rows left out, said once
    assert not any(r.startswith("pbm_") for r in data["rows"]) and len(data["notes"]) == 1
    assert all(q["samples"][q["picked"]["del_oracle"]]["ok"] for q in data["questions"])  # del_oracle: 100 on both


def test_nested_output_folders_are_not_part_of_the_run(tmp_path):
    """results/miniature holds its full runs' folders (each with summary.json): their samples are not merged."""
    run = _hand_run(tmp_path)
    (run / "summary.json").write_text("{}")
    nested = run / "full" / "samples"
    _kosinski_run(nested)
    (run / "full" / "summary.json").write_text("{}")
    data = gather(run)
    assert data["family"] == "hitom" and len(data["questions"]) == 2
    assert gather(run / "full")["family"] == "kosinski"


def test_an_older_run_in_the_folder_is_said_not_dropped_silently(tmp_path, capsys):
    run = _hand_run(tmp_path)
    bf.write_samples(run, "hitom_del_bon_order_0", bf.sample_records(0, bf.DOC_A, bf.SAMPLES_A[:2]),
                     stamp="2024-01-01T00-00-00.000000")
    data = gather(run)
    assert data["n"] == 4 and any("skipped" in n and "2024-01-01" in n for n in data["notes"])
    assert "2024-01-01" in capsys.readouterr().err
    assert gather(run, select=Selection(run="2024-01-01T00-00-00.000000"))["n"] == 2


def test_header_names_the_model_pbm_and_doc_set_fingerprint(tmp_path):
    run = _hand_run(tmp_path)
    fresh = {"settings": {"seed": 7}, "fingerprint": "ab" * 32}
    results = {"results": {"hitom_del_bon_order_0": {"acc,ori": 0.5, "acc_stderr,ori": 0.1}},
               "configs": {"hitom_del_bon_order_0": {"metadata": {"fresh": fresh, "pbm": {
                   "backend": "hf", "model": "m", "path": "/p/m", "fingerprint": "/p/m#123"}}}},
               "model_name": "tiny-model", "lm_eval_version": "0.4.13", "date": 0}
    (run / f"results_{bf.STAMP}.json").write_text(json.dumps(results))
    page = build_report(run, primary="del_oracle")
    for said in ("tiny-model", "hf /p/m#123", "seed not shown", "abababababababab", "0.4.13", "1970-01-01 00:00 UTC"):
        assert said in page, said
    assert "seed=7" not in page  # a set of its own is named by its fingerprint, never by its seed
    assert "50.0 <span class=\"ci\">[30.4, 69.6]</span>" in page  # acc +- 1.96 stderr


def test_report_cli_writes_the_page_beside_the_run(tmp_path, capsys):
    run = _hand_run(tmp_path)
    assert main(["report", str(run)]) == 0
    page = (run / "report.html").read_text(encoding="utf-8")
    assert capsys.readouterr().out.strip() == str(run / "report.html")
    assert '<script type="application/json" id="run-data">' in page and "PBM rows left out" in page
    assert 'role="img"' not in page


def test_report_shows_the_curves_and_the_declared_row_of_a_miniature_folder(tmp_path):
    run = _hand_run(tmp_path)  # a miniature folder holds summary.json (the declared row) and curves/curves.json
    band = {"mean": [50.0, 75.0], "min": [40.0, 70.0], "max": [60.0, 80.0]}
    (run / "curves").mkdir()
    (run / "curves" / "curves.json").write_text(json.dumps({"n": [1, 2], "trials": 3, "average": {
        "ori": band, "maj@N": band, "pbm_vanilla_min": band, "pbm_weighted_min": band}}))
    (run / "summary.json").write_text(json.dumps({"primary": "del_oracle", "command": "deltom miniature --x"}))
    page = build_report(run)
    assert page.count('role="img"') == 2 and "deltom miniature --x" in page  # vanilla and weighted charts
    assert '"primary":"del_oracle"' in page


def _fail(argv: list[str], capsys) -> str:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys):
    empty = tmp_path / "empty"
    empty.mkdir()
    assert "no samples_*.jsonl" in _fail(["report", str(empty)], capsys)
    assert "no such file" in _fail(["report", str(tmp_path / "nowhere")], capsys)
    other = tmp_path / "other"
    bf.write_samples(other, "arc_easy", bf.sample_records(0, bf.DOC_A, bf.SAMPLES_A))
    assert "does not know" in _fail(["report", str(other)], capsys)
    blank = tmp_path / "blank"
    bf.write_samples(blank, "hitom_del_bon_order_0", [])
    assert "no sample records" in _fail(["report", str(blank)], capsys)
    run = _hand_run(tmp_path)
    assert "not a row" in _fail(["report", str(run), "--primary", "pbm_bogus"], capsys)
    assert "--pbm needs --pbm-backend" in _fail(["report", str(run), "--pbm", "x"], capsys)


def _kosinski_run(folder: Path) -> Path:
    doc = {"story": "Sam puts the ball in the box. Sam leaves.", "question": "Where will Sam look?",
           "answer": "box", "other": "basket"}
    samples = ["Final Answer: [box]", "Final Answer: [basket]", "no idea"]
    chosen = json.dumps({"response": samples[0], "index": 0, "answer": "box", "step_scores": [[0.9], [0.2], []],
                         "trace_scores": [0.9, 0.2, None]})
    records = bf.sample_records(0, doc, samples)
    for record in records:
        if record["filter"].startswith("pbm_"):
            record["filtered_resps"] = [chosen]
    bf.write_samples(folder, "kosinski_del_bon_false_belief", records)
    return folder


def test_kosinski_report_has_answers_rows_and_pbm_scores_without_del_columns(tmp_path):
    data = gather(_kosinski_run(tmp_path / "k"))
    (q,) = data["questions"]
    assert data["family"] == "kosinski" and "gold" not in q and all("r" not in s for s in q["samples"])
    assert [s["ok"] for s in q["samples"]] == [1, 0, 0] and [s["a"] for s in q["samples"]][:2] == ["box", "basket"]
    assert q["samples"][0]["steps"] == [0.9] and q["picked"]["pbm_weighted_min"] == 0
    assert "role=\"img\"" not in build_report(tmp_path / "k")  # no curves file: no chart, said in words


# --- the page in a real browser --------------------------------------------------------------------------

browser = pytest.mark.skipif(unavailable() is not None, reason=str(unavailable()))


@pytest.fixture(scope="module")
def crafted_report(tmp_path_factory, hitom_path):
    """Stock lm_eval on hitom_del_bon_n4 with the crafted model, PBM = the DEL verifier; its report."""
    out = tmp_path_factory.mktemp("report_run")
    env = dict(os.environ, DELTOM_HITOM_PATH=str(hitom_path), HF_HUB_OFFLINE="1", DELTOM_PBM_BACKEND="del",
               PYTHONPATH=pythonpath())
    cmd = [sys.executable, str(ROOT / "tests" / "helpers" / "crafted_traces.py"), "--model", "deltom-crafted",
           "--tasks", "hitom_del_bon_n4", "--include_path", str(TASKS_DIR), "--limit", str(CRAFTED_DOCS),
           "--output_path", str(out), "--log_samples", "--seed", "0"]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert main(["report", str(out), "--out", str(out / "report.html")]) == 0
    return out


def test_packed_samples_give_the_same_report_data(crafted_report, tmp_path):
    """Packed samples keep no rows: they are rebuilt with the PBM the results JSON records (here del)."""
    from deltom.analysis.pack import pack_samples

    packed = tmp_path / "packed"
    pack_samples([crafted_report], packed)
    (results,) = crafted_report.rglob("results_*.json")
    (packed / results.name).write_text(results.read_text())
    raw, again = gather(crafted_report, with_text=False), gather(packed, with_text=False)
    assert again["notes"] == [] and again["rows"] == raw["rows"] and any(r.startswith("pbm_") for r in raw["rows"])
    assert again["questions"] == raw["questions"]


def test_backend_option_rescores_the_pbm_rows(tmp_path):
    run = _hand_run(tmp_path)
    data = gather(run, backend="del")
    assert "pbm_weighted_avg" in data["rows"] and data["notes"] == []
    first = data["questions"][0]
    assert first["picked"]["pbm_vanilla_avg"] == 2  # the hand-worked choice: the .8 trace (bon_fixtures)
    assert [x for x in first["samples"][0]["sc"]] == [1, 1, 0, 0, 1]  # DEL step scores, one per story line


def _expected(run: Path) -> dict:
    """Independent of the report: per (order, doc) the DEL verdicts of its samples and each row's kept index."""
    docs: dict[tuple, dict] = {}
    for file in sorted(run.rglob("samples_*.jsonl")):
        order = re.search(r"_order_(\d)_", file.name).group(1)
        for line in file.read_text().splitlines():
            record = json.loads(line)
            doc, resps = record["doc"], record["resps"][0]
            entry = docs.setdefault((order, record["doc_id"]), {"doc": doc, "picked": {}, "checks": [
                verify(doc["story"], doc["question"], r, doc["answer"], doc.get("choices")) for r in resps]})
            kept = record["filtered_resps"][0]
            if isinstance(kept, str) and kept.startswith("{"):
                entry["picked"][record["filter"]] = json.loads(kept)["index"]
    return docs


def _visible(driver) -> int:
    return driver.execute_script("return document.querySelectorAll('.q:not([hidden])').length")


@browser
def test_report_in_a_real_browser(crafted_report, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    expected = _expected(crafted_report)
    with open_browser() as driver:
        driver.get((crafted_report / "report.html").as_uri())
        assert driver.execute_script("return document.body.dataset.ready") == "1"
        assert console_errors(driver) == [] and requested_urls(driver) == []
        items = driver.find_elements(By.CSS_SELECTOR, ".q")
        assert len(items) == len(expected) == 5 * CRAFTED_DOCS
        wrong = missing = 0
        for item in items:
            item.find_element(By.CSS_SELECTOR, ".qh").click()
            wrong += len(item.find_elements(By.CSS_SELECTOR, "table.grid td.c-wrong[title^='line']"))
            missing += len(item.find_elements(By.CSS_SELECTOR, "table.grid td.c-missing"))
        want = [r.result for e in expected.values() for c in e["checks"] for r in c.lines]
        assert wrong == want.count("wrong") > 0 and missing == want.count("missing") > 0
        first_errors = [c.first_error for e in expected.values() for c in e["checks"] if c.first_error]
        assert len(driver.find_elements(By.CSS_SELECTOR, "td.fe")) == len(first_errors)
        scored = sum(x is not None for q in gather(crafted_report)["questions"] for s in q["samples"] for x in s["sc"])
        assert len(driver.find_elements(By.CSS_SELECTOR, "table.grid td .score")) == scored > 0  # PBM step scores
        header = items[0].find_element(By.CSS_SELECTOR, "th.sample")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", header)  # not under the sticky bar
        header.click()  # the sample's trace, rebuilt from the page's string table
        (record,) = [e for key, e in expected.items() if key == ("0", 0)]
        trace = items[0].find_element(By.CSS_SELECTOR, "pre.trace").get_attribute("textContent")
        assert trace.startswith("sample 1:\n") and record["checks"][0] is not None and "## Step 1 ##" in trace
        driver.save_screenshot(str(tmp_path / "report.png"))
        assert (tmp_path / "report.png").stat().st_size > 10_000

        Select(driver.find_element(By.ID, "f-key")).select_by_value("2")
        assert _visible(driver) == CRAFTED_DOCS
        Select(driver.find_element(By.ID, "f-key")).select_by_value("")
        Select(driver.find_element(By.ID, "f-row")).select_by_value("pbm_weighted_min")
        outcomes = {
            "none": lambda e, i: not any(c.verified for c in e["checks"]),
            "lucky": lambda e, i: e["checks"][i].answer_right and not e["checks"][i].verified,
            "missed": lambda e, i: not e["checks"][i].verified and any(c.verified for c in e["checks"]),
            "wrong": lambda e, i: not e["checks"][i].answer_right,
        }
        for kind, rule in outcomes.items():
            Select(driver.find_element(By.ID, "f-out")).select_by_value(kind)
            want = sum(rule(e, e["picked"]["pbm_weighted_min"]) for e in expected.values())
            assert _visible(driver) == want, kind
        Select(driver.find_element(By.ID, "f-out")).select_by_value("all")
        word = next(iter(expected.values()))["doc"]["question"].split()[-2]  # an object of the first question
        driver.find_element(By.ID, "f-q").send_keys(word)
        want = sum(word.lower() in (e["doc"]["story"] + " " + e["doc"]["question"] + " " + e["doc"]["answer"]).lower()
                   for e in expected.values())
        assert 0 < _visible(driver) == want < len(expected)
        assert console_errors(driver) == [] and requested_urls(driver) == []


@browser
def test_kosinski_page_in_a_real_browser(tmp_path):
    from selenium.webdriver.common.by import By

    run = _kosinski_run(tmp_path / "k")
    assert main(["report", str(run)]) == 0
    with open_browser() as driver:
        driver.get((run / "report.html").as_uri())
        assert driver.execute_script("return document.body.dataset.ready") == "1"
        driver.find_element(By.CSS_SELECTOR, ".qh").click()
        headers = [th.text for th in driver.find_elements(By.CSS_SELECTOR, "table.grid th")]
        assert "gold" not in headers and len([h for h in headers if h.startswith("#")]) == 3
        assert not driver.find_elements(By.CSS_SELECTOR, "td.c-missing, td[title^='line']")  # no DEL verdicts
        assert "0.90" in driver.find_element(By.CSS_SELECTOR, "table.grid").text  # the PBM step score
        assert console_errors(driver) == [] and requested_urls(driver) == []


@browser
def test_the_browser_checks_would_see_a_request(tmp_path):
    """The no-network and no-error checks above are not vacuous: a page asking for a URL is caught twice."""
    page = tmp_path / "bad.html"
    page.write_text(render_page("bad", '<img src="http://127.0.0.1:9/x.png">'), encoding="utf-8")
    with open_browser() as driver:
        driver.get(page.as_uri())
        assert requested_urls(driver) == ["http://127.0.0.1:9/x.png"]
        assert any("Content Security Policy" in m for m in console_errors(driver))
