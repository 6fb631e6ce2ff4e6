"""`deltom report` of a large run. Above ``run_report.TEXT_LIMIT_BYTES`` (20 MB) the page is
written without the trace texts (the grids complete, as with --no-text) and says so on the page and on stderr;
--full-text keeps them. The run here is synthetic (many docs, long traces) and the limit is patched low, so the
test stays fast instead of writing 35 MB."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from deltom.cli import report as report_cli
from deltom.cli.deltom import main
from deltom.pages import run_report
from helpers import bon_fixtures as bf

DOCS = 40  # docs per order; 2 orders of N = 4
MARK = "scratch-note"  # a word of every trace's text only


def large_run(folder: Path) -> Path:
    noise = random.Random(0)
    for order, doc, samples in (("0", bf.DOC_A, bf.SAMPLES_A), ("1", bf.DOC_B, bf.SAMPLES_B)):
        records = [r for i in range(DOCS) for r in bf.sample_records(
            i, doc, [f"{s}\n{MARK} {noise.randbytes(200).hex()}" for s in samples])]
        bf.write_samples(folder, f"hitom_del_bon_order_{order}", records)
    return folder


def run_data(page: str) -> dict:
    found = re.search(r'<script type="application/json" id="run-data">(.*?)</script>', page, re.S)
    return json.loads(found.group(1))


def report(capsys, *args) -> tuple[int, str, str]:
    code = main(["report", *map(str, args)])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_page_above_the_limit_is_written_without_trace_texts_and_says_so(tmp_path, capsys, monkeypatch):
    run = large_run(tmp_path / "run")
    code, _, err = report(capsys, run, "--out", tmp_path / "full.html", "--full-text")
    full = (tmp_path / "full.html").read_text(encoding="utf-8")
    assert code == 0 and MARK in full and "left out" not in err, err[-2000:]
    size = len(full.encode("utf-8"))

    monkeypatch.setattr(run_report, "TEXT_LIMIT_BYTES", size // 2)
    code, _, err = report(capsys, run, "--out", tmp_path / "auto.html")
    page = (tmp_path / "auto.html").read_text(encoding="utf-8")
    assert code == 0 and MARK not in page and len(page.encode("utf-8")) < size // 2
    warned = [line for line in err.splitlines() if "trace texts left out" in line]
    assert len(warned) == 1 and f"{size / 1e6:.1f} MB" in warned[0] and "--full-text" in warned[0], err[-2000:]
    assert "Trace texts left out" in page and "--full-text keeps the texts" in page
    data, whole = run_data(page), run_data(full)
    assert len(data["questions"]) == 2 * DOCS and not any("texts" in q for q in data["questions"])
    # the grids are complete: every question's samples (verdicts, stated beliefs) as with the texts
    assert [q["samples"] for q in data["questions"]] == [q["samples"] for q in whole["questions"]]
    assert all(len(q["texts"]) == 4 for q in whole["questions"])

    code, _, err = report(capsys, run, "--out", tmp_path / "forced.html", "--full-text")
    assert code == 0 and MARK in (tmp_path / "forced.html").read_text(encoding="utf-8") and "left out" not in err


def test_a_page_below_the_limit_keeps_its_texts(tmp_path, capsys):
    run = large_run(tmp_path / "run")
    code, _, err = report(capsys, run, "--out", tmp_path / "page.html")
    assert code == 0 and MARK in (tmp_path / "page.html").read_text(encoding="utf-8") and "left out" not in err


def test_no_text_and_full_text_together_are_refused(tmp_path, capsys):
    bf.write_hand_samples(tmp_path / "run")
    code, _, err = report(capsys, tmp_path / "run", "--no-text", "--full-text")
    assert code == 2 and "--no-text and --full-text" in err and not (tmp_path / "run" / "report.html").exists()


def test_the_limit_is_stated_in_the_help(capsys):
    assert report_cli.TEXT_LIMIT == f"{run_report.TEXT_LIMIT_BYTES / 1e6:g} MB"
    with pytest.raises(SystemExit):
        main(["report", "--help"])
    assert f"above {report_cli.TEXT_LIMIT}" in " ".join(capsys.readouterr().out.split())
