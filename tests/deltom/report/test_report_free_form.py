"""The run report of a free-form (_cot) run: answers read by the claim reader, every claim marked in the response."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from deltom.analysis.run_data import gather
from deltom.cli.deltom import main
from deltom_tasks import TASKS_DIR
from helpers.browser import console_errors, open_browser, requested_urls, unavailable
from helpers.freeform_responses import EXPECTED, KINDS
from helpers.paths import REPO, pythonpath


@pytest.fixture(scope="module")
def cot_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("cot_report")
    env = dict(os.environ, HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", PYTHONPATH=pythonpath())
    cmd = [sys.executable, str(REPO / "tests" / "helpers" / "freeform_responses.py"), "--model", "deltom-freeform",
           "--tasks", "hitom_del_fresh_cot", "--include_path", str(TASKS_DIR), "--limit", "6", "--log_samples",
           "--output_path", str(out), "--metadata", json.dumps({"seed": 5})]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900, cwd=out)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return out


def test_the_report_data_holds_each_responses_label_answer_and_claims(cot_run):
    data = gather(cot_run)
    assert data["free_form"] and not data["verifiable"]
    for q in data["questions"]:
        (sample,) = q["samples"]
        assert sample["label"] == EXPECTED[KINDS[q["doc"] % len(KINDS)]]
        text = "\n".join(q["texts"][0]) if isinstance(q["texts"][0], list) else q["texts"][0]
        for start, end, verdict, what, _ in sample["claims"]:
            assert verdict in "TFU" and 0 <= start < end <= len(text) and what


@pytest.mark.skipif(unavailable() is not None, reason=str(unavailable()))
def test_the_claims_are_marked_in_a_real_browser(cot_run, tmp_path):
    from selenium.webdriver.common.by import By

    assert main(["report", str(cot_run), "--out", str(tmp_path / "report.html")]) == 0
    with open_browser() as driver:
        driver.get((tmp_path / "report.html").as_uri())
        assert driver.execute_script("return document.body.dataset.ready") == "1"
        heads = driver.find_elements(By.CSS_SELECTOR, ".qh")
        heads[1].click()  # doc 1: the unsound kind, one false claim
        driver.find_element(By.CSS_SELECTOR, "th.sample").click()
        marks = driver.find_elements(By.CSS_SELECTOR, "pre.trace mark.cl")
        assert marks and any("cl-F" in m.get_attribute("class") for m in marks)
        assert "the engine:" in " ".join(m.get_attribute("title") for m in marks)
        assert "unsound" in driver.find_element(By.CSS_SELECTOR, "pre.trace").text
        assert "every claim marked" in driver.find_element(By.ID, "legend").text
        if os.environ.get("DELTOM_REPORT_SHOT"):  # a picture to look at
            driver.execute_script("document.querySelector('pre.trace').scrollIntoView()")
            driver.save_screenshot(os.environ["DELTOM_REPORT_SHOT"])
        assert console_errors(driver) == [] and requested_urls(driver) == []
