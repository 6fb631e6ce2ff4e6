"""A failure after generation started loses nothing.

(a) A Hi-ToM record whose story the DEL grammar cannot read is refused before the first request, naming the
record; a doc the verifier still fails on later is scored by its answer alone and marked, and every other doc's
results and samples are written. (b) A beam search / DVTS whose PBM fails midway keeps the searched docs (the
search checkpoint and the samples), marks the rest unanswered (NaN, never a wrong answer), and the same command
resumes, searching only those. Each case runs the real console script (``deltom-eval``, or it through
``tests/helpers/late_failures.py`` for the injected faults).
"""
import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from helpers.paths import REPO

DELTOM_EVAL = Path(sys.executable).with_name("deltom-eval")
INJECT = REPO / "tests" / "helpers" / "late_failures.py"
TASK = "hitom_del_order_0"


def _env(tmp_path: Path, hitom_file: Path, **extra: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("DELTOM_PBM_BACKEND", "DELTOM_PBM_MODEL")}
    env.update(DELTOM_CACHE=str(tmp_path / "cache"), DELTOM_HITOM_PATH=str(hitom_file), HF_HUB_OFFLINE="1",
               HF_DATASETS_OFFLINE="1", TRANSFORMERS_OFFLINE="1", OMP_NUM_THREADS="1",
               TOKENIZERS_PARALLELISM="false", **extra)
    return env


def _run(cmd: list, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run([str(c) for c in cmd], cwd=REPO, env=env, capture_output=True, text=True, timeout=900)


def _order_0_records(hitom_path: Path) -> tuple[list, list]:
    from harness_ext.benchmarks.hitom import hitom_records, select_records

    records = [dict(r) for r in hitom_records(str(hitom_path))]
    return records, select_records(records, story_length=1, question_order=0)


def _samples(out: Path) -> list[dict]:
    (file,) = out.rglob(f"samples_{TASK}_*.jsonl")
    return [json.loads(line) for line in file.read_text(encoding="utf-8").splitlines()]


def _results(out: Path) -> dict:
    (file,) = out.rglob("results_*.json")
    return json.loads(file.read_text(encoding="utf-8"))


def test_a_story_the_verifier_cannot_read_is_refused_before_the_first_request(tmp_path, hitom_path):
    if not DELTOM_EVAL.exists():
        pytest.skip("no deltom-eval console script")
    records, selected = _order_0_records(hitom_path)
    index = records.index(selected[1])
    lines = records[index]["story"].splitlines()
    lines[2] = "3 Elizabeth hates the tangerine."
    records[index]["story"] = "\n".join(lines)
    bad = tmp_path / "Hi-ToM_data.json"  # a private edited copy, deleted with tmp_path
    bad.write_text(json.dumps({"data": records}), encoding="utf-8")
    run = _run([DELTOM_EVAL, "--model", "dummy", "--tasks", TASK, "--limit", "2", "--output_path", tmp_path / "out",
                "--log_samples"], _env(tmp_path, bad))
    assert run.returncode == 2, run.stderr[-3000:]
    assert "Traceback" not in run.stderr and "generate_until" not in run.stderr, run.stderr[-3000:]
    last = run.stderr.strip().splitlines()[-1]
    assert last.startswith("deltom-eval: error: ") and str(bad) in last and f"record {index}" in last, last
    assert "Elizabeth hates the tangerine." in last
    assert not [p for p in (tmp_path / "out").rglob("*") if p.is_file()]


def test_a_doc_the_verifier_fails_on_later_is_marked_and_the_others_are_saved(tmp_path, hitom_path):
    _, selected = _order_0_records(hitom_path)
    from dellabels.hitom.data import clean_story

    line = clean_story(selected[1]["story"]).splitlines()[0]
    assert line not in clean_story(selected[0]["story"]) and line not in clean_story(selected[2]["story"])
    out = tmp_path / "out"
    run = _run([sys.executable, INJECT, "--model", "dummy", "--tasks", TASK, "--limit", "3", "--output_path", out,
                "--log_samples"], _env(tmp_path, hitom_path, LATE_FAIL_VERIFY_LINE=line))
    assert run.returncode == 1, run.stderr[-3000:]
    assert "Traceback" not in run.stderr, run.stderr[-3000:]
    last = run.stderr.strip().splitlines()[-1]
    assert "the DEL verifier failed on 1 doc(s) after generation" in last and "injected" in last, last
    samples = {s["doc_id"]: s for s in _samples(out)}
    assert sorted(samples) == [0, 1, 2]
    marked = [i for i, s in samples.items() if "unverified" in json.loads(s["filtered_resps"][0])]
    assert marked == [1]
    assert "trace_acc" not in samples[1] and "acc" in samples[1]
    assert all("trace_acc" in samples[i] for i in (0, 2))
    scores = _results(out)["results"][TASK]
    assert scores["acc,none"] == 0.0 and scores["trace_acc,none"] == 0.0  # dummy's "lol" names no location


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from dellabels.traces.prompt import PROMPT_FILE
    from helpers.tiny_lm import build_tiny_lm

    return build_tiny_lm(tmp_path_factory.mktemp("late") / "tiny", corpus=[PROMPT_FILE.read_text(encoding="utf-8")])


@pytest.mark.parametrize("search", ["beam", "dvts"])
def test_a_pbm_failing_midway_keeps_the_searched_docs_and_the_same_command_resumes(tmp_path, hitom_path,
                                                                                   tiny_model, search):
    if not DELTOM_EVAL.exists():
        pytest.skip("no deltom-eval console script")
    args = ["--model", "hf-pbm-beam", "--model_args",
            f"pretrained={tiny_model},pbm_backend=del,beams=2,expansions=2,max_depth=2,dtype=float32,search={search}",
            "--tasks", TASK, "--limit", "3", "--batch_size", "1", "--gen_kwargs", "max_gen_toks=16",
            "--device", "cpu", "--output_path", tmp_path / "out", "--log_samples", "--seed", "0"]
    failed = _run([sys.executable, INJECT, *args], _env(tmp_path, hitom_path, LATE_FAIL_SEARCH_AFTER="1"))
    assert failed.returncode == 1, failed.stderr[-3000:]
    assert "Traceback" not in failed.stderr, failed.stderr[-3000:]
    last = failed.stderr.strip().splitlines()[-1]
    assert "failed after 1 of 3 docs" in last and "injected" in last and "rerun the same command" in last, last
    samples = {s["doc_id"]: s for s in _samples(tmp_path / "out")}
    assert sorted(samples) == [0, 1, 2]
    unanswered = [i for i, s in samples.items() if "unanswered" in s["resps"][0][0]]
    assert len(unanswered) == 2 and all(samples[i]["acc"] != samples[i]["acc"] for i in unanswered)  # NaN
    (searched,) = set(samples) - set(unanswered)
    kept = json.loads(samples[searched]["resps"][0][0])
    assert "search" in kept and samples[searched]["acc"] in (0.0, 1.0)
    checkpoints = list((tmp_path / "cache" / "search").glob("*.jsonl"))
    assert len(checkpoints) == 1 and len(checkpoints[0].read_text().splitlines()) == 1

    resumed = _run([DELTOM_EVAL, *args[:-5], "--output_path", tmp_path / "again", "--log_samples", "--seed", "0"],
                   _env(tmp_path, hitom_path))
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    config = _results(tmp_path / "again")["config"]
    assert config["search_resumed"] == 1 and config["search_unanswered"] == 0
    assert config["search_budget"]["docs"] == 3
    again = {s["doc_id"]: s for s in _samples(tmp_path / "again")}
    assert json.loads(again[searched]["resps"][0][0]) == kept  # the searched doc is taken, not searched again
    assert all("unanswered" not in s["resps"][0][0] for s in again.values())
    assert len(checkpoints[0].read_text().splitlines()) == 3


def test_an_unanswered_response_in_lm_evals_cache_is_dropped_so_a_rerun_searches_it(tmp_path):
    from lm_eval.api.model import CachingLM

    from dellabels.io.jsonl import Unanswered
    from harness_ext.search.lm_eval_models import PBMBeamLM

    lm = PBMBeamLM(SimpleNamespace(tokenizer=None), pbm_backend="del", pbm_cache=False)
    first = CachingLM(lm, str(tmp_path / "cache.db"))
    first.dbdict["kept"], first.dbdict["failed"] = "a searched trace", Unanswered("RuntimeError: out of memory")
    first.dbdict.commit()
    again = CachingLM(PBMBeamLM(SimpleNamespace(tokenizer=None), pbm_backend="del", pbm_cache=False),
                      str(tmp_path / "cache.db"))
    assert dict(again.dbdict.items()) == {"kept": "a searched trace"}


def test_unanswered_scores_nan_in_every_task_and_logs_as_json():
    from dellabels.io.jsonl import Unanswered, logged_response
    from harness_ext.benchmarks import hitom, kosinski, tomi

    missing = Unanswered("RuntimeError: out of memory")
    assert logged_response(str(missing)) == "" and json.loads(str(missing))["unanswered"].startswith("Runtime")
    doc = {"story": "1 Anne entered the kitchen.", "question": "Where is the apple really?", "answer": "box",
           "answer_tomi": "box", "other": "basket"}
    for scores in (hitom.process_results(doc, hitom.VerifyFilter().apply([[missing]], [doc])),
                   tomi.process_results(doc, [missing]), kosinski.process_results(doc, [missing])):
        assert scores and all(value != value for value in scores.values()), scores


@pytest.mark.parametrize("backend", ["served", "judge"])
def test_the_rescore_hint_of_a_served_pbm_names_its_endpoint(monkeypatch, backend):
    """A served PBM failing after generation: the `deltom rescore` line must reach the same server, whose URL
    the run may have had from deltom-eval's --pbm-url only (never in the shell's environment)."""
    from deltom.cli.deltom_eval import resolve_vocabulary
    from deltom.cli.eval_failures import rescore_hint
    from harness_ext.run_state import RunState

    for env in ("DELTOM_PBM_URL", "DELTOM_PBM_SERVED_NAME", "DELTOM_PBM_TIMEOUT"):
        monkeypatch.setenv(env, "")  # restored after the test
        monkeypatch.delenv(env)
    run = RunState()
    args = ["--pbm-backend", backend, "--pbm", "my-pbm", "--pbm-url", "http://node7:8000/v1", "--tasks", "t"]
    resolve_vocabulary(args, run)
    monkeypatch.setenv("DELTOM_PBM_TIMEOUT", "90")
    line = rescore_hint({(run.pbm_backend, run.pbm_model): "timed out"}, "out/", run.scoring.served)
    timeout = " --pbm-timeout 90" if backend == "served" else ""  # the judge's own is $DELTOM_JUDGE_TIMEOUT
    assert f"`deltom rescore out/ --pbm-backend {backend} --pbm my-pbm --pbm-url http://node7:8000/v1{timeout} " \
           "--out <summary.json>`" in line
    hf = rescore_hint({("hf", "pbm-dir"): "out of memory"}, "out/")
    assert "--pbm-url" not in hf and "`deltom rescore out/ --pbm-backend hf --pbm pbm-dir --out" in hf
