"""`deltom report` of plain runs (one response per question) and the paired view of two runs."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dellabels.traces.verify import verify
from deltom_tasks import TASKS_DIR
from deltom.cli.deltom import main
from deltom.pages.paired_report import pair_data
from deltom.analysis.run_data import gather
from deltom.pages.run_report import build_report, summary_cells
from helpers import bon_fixtures as bf
from helpers.browser import console_errors, open_browser, requested_urls, unavailable
from helpers.paths import REPO, pythonpath

ROOT = REPO
LIMIT = 3  # questions per order
browser = pytest.mark.skipif(unavailable() is not None, reason=str(unavailable()))


def _crafted_plain(out: Path, hitom_path: Path, shift: int = 0) -> Path:
    """Stock lm_eval on plain hitom_del with the crafted model (doc k answers with kind k + ``shift``)."""
    env = dict(os.environ, DELTOM_HITOM_PATH=str(hitom_path), HF_HUB_OFFLINE="1",
               PYTHONPATH=pythonpath())
    cmd = [sys.executable, str(ROOT / "tests" / "helpers" / "crafted_traces.py"), "--model", "deltom-crafted",
           "--model_args", f"shift={shift}", "--tasks", "hitom_del", "--include_path", str(TASKS_DIR), "--limit", str(LIMIT), "--output_path", str(out),
           "--log_samples", "--seed", "0"]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return out


@pytest.fixture(scope="module")
def plain_runs(tmp_path_factory, hitom_path):
    root = tmp_path_factory.mktemp("plain")
    return _crafted_plain(root / "a", hitom_path), _crafted_plain(root / "b", hitom_path, shift=1)


def _checks(run: Path) -> dict:
    """Independent of the report: (order, doc_id) -> the DEL check of the logged response."""
    out = {}
    for file in sorted(run.rglob("samples_hitom_del_order_*.jsonl")):
        order = file.name.split("_order_")[1][0]
        for line in file.read_text().splitlines():
            record = json.loads(line)
            doc = record["doc"]
            out[(order, record["doc_id"])] = (doc, verify(doc["story"], doc["question"], record["resps"][0][0],
                                                          doc["answer"], doc.get("choices")))
    return out


def test_plain_run_report_shows_one_trace_per_question(plain_runs):
    run = plain_runs[0]
    data, checks = gather(run), _checks(run)
    assert data["plain"] and data["n"] == 1 and data["rows"] == ["ori"] and len(data["questions"]) == 5 * LIMIT
    for q in data["questions"]:
        _, check = checks[(q["key"], q["doc"])]
        (sample,) = q["samples"]
        assert sample["fe"] == check.first_error and sample["v"] == int(check.verified)
        assert sample["r"].count("W") == sum(line.result == "wrong" for line in check.lines)
    cells, how = summary_cells(data, "acc")
    want = 100 * sum(c.answer_right for _, c in checks.values()) / len(checks)
    assert abs(cells["ori"]["average"][0] - want) < 1e-6 and "cluster bootstrap over stories" in how
    page = build_report(run)
    assert "Accuracy vs N" not in page and "declared +PBM row" not in page and "deltom-crafted" in page
    assert str(Path.home()) not in page.split('id="run-data"')[0]  # portable paths in the header


def test_report_refuses_unknown_tasks_and_bad_pairs(tmp_path, plain_runs, capsys):
    other = tmp_path / "other"
    bf.write_samples(other, "arc_easy", bf.sample_records(0, bf.DOC_A, bf.SAMPLES_A))
    for argv, said in ((["report", str(other)], "does not know"),
                       (["report", str(plain_runs[0]), "--primary", "pbm_x"], "plain run has one row"),
                       (["report", *map(str, plain_runs), str(other)], "3 runs given"),
                       (["report", str(plain_runs[0]), "--names", "x", "y"], "two names for the paired view")):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert said in err and err.count("\n") == 1 and "Traceback" not in err, err


def test_paired_data_matches_questions_and_counts_differences(plain_runs):
    pair = pair_data(*plain_runs, names=["first", "second"])
    a, b = _checks(plain_runs[0]), _checks(plain_runs[1])
    assert len(pair["questions"]) == len(a) and pair["only"] == [0, 0]
    for q in pair["questions"]:
        x, y = q["samples"]
        assert (x["ok"], y["ok"]) == (int(a[(q["key"], q["doc"])][1].answer_right),
                                      int(b[(q["key"], q["doc"])][1].answer_right))
    want = 100 * (sum(c.answer_right for _, c in a.values()) - sum(c.answer_right for _, c in b.values())) / len(a)
    assert abs(pair["difference"]["difference"] - want) < 1e-6
    itself = pair_data(plain_runs[0], plain_runs[0], names=["x", "y"])["difference"]
    assert itself["difference"] == 0 and itself["interval_95"] == [0.0, 0.0]


@browser
def test_plain_and_paired_pages_in_a_real_browser(plain_runs, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    run, other = plain_runs
    checks = _checks(run)
    assert main(["report", str(run), "--out", str(tmp_path / "plain.html")]) == 0
    assert main(["report", str(run), str(other), "--names", "A", "B", "--out", str(tmp_path / "paired.html")]) == 0
    with open_browser() as driver:
        driver.get((tmp_path / "plain.html").as_uri())
        assert driver.execute_script("return document.body.dataset.ready") == "1"
        items = driver.find_elements(By.CSS_SELECTOR, ".q")
        assert len(items) == len(checks)
        wrong = 0
        for item in items:
            item.find_element(By.CSS_SELECTOR, ".qh").click()
            wrong += len(item.find_elements(By.CSS_SELECTOR, "table.grid td.c-wrong[title^='line']"))
        assert wrong == sum(line.result == "wrong" for _, c in checks.values() for line in c.lines) > 0
        assert len(driver.find_elements(By.CSS_SELECTOR, "td.fe")) == sum(bool(c.first_error) for _, c in checks.values())
        driver.save_screenshot(str(tmp_path / "plain.png"))
        assert console_errors(driver) == [] and requested_urls(driver) == []

        driver.get((tmp_path / "paired.html").as_uri())
        assert driver.execute_script("return document.body.dataset.ready") == "1"
        pair = pair_data(run, other, names=["A", "B"])
        for kind, rule in {"a-only": lambda x, y: x["ok"] and not y["ok"], "b-only": lambda x, y: y["ok"] and not x["ok"],
                           "steps-differ": lambda x, y: x["r"] != y["r"]}.items():
            Select(driver.find_element(By.ID, "f-out")).select_by_value(kind)
            shown = driver.execute_script("return document.querySelectorAll('.q:not([hidden])').length")
            assert shown == sum(bool(rule(*q["samples"])) for q in pair["questions"]), kind
        Select(driver.find_element(By.ID, "f-out")).select_by_value("steps-differ")
        driver.find_element(By.CSS_SELECTOR, ".q:not([hidden]) .qh").click()
        heads = [th.text.split("\n")[0] for th in driver.find_elements(By.CSS_SELECTOR, "table.grid th.sample")]
        assert heads == ["A", "B"]
        driver.save_screenshot(str(tmp_path / "paired.png"))
        assert console_errors(driver) == [] and requested_urls(driver) == []


def test_chat_requests_prompt_is_read_for_token_counts():
    """local-chat-completions logs arg_0 as [json of the messages]: `deltom table --samples` refused such runs."""
    from deltom.analysis.sample_records import request_prompt

    messages = json.dumps([{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Where is it?"}])
    record = {"arguments": {"gen_args_0": {"arg_0": [messages], "arg_1": {"max_gen_toks": 8}}}}
    assert request_prompt(record) == "Be brief.\nWhere is it?"
    assert request_prompt({"arguments": {"gen_args_0": {"arg_0": "plain prompt"}}}) == "plain prompt"
    assert request_prompt({"arguments": {"gen_args_0": {"arg_0": ["not json"]}}}) == "not json"
