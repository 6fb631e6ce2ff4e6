"""Quiet wrong choices. A choice the user did not make is never silently made for them: a flag spelt
otherwise (`--output` for `--out`), a `--metadata` key no task reads, a fresh group's fixed setting changed,
an unreadable `--metadata`, a fractional `beams`, a beam search on a Best-of-N task and a fresh set too large to
generate quietly are each refused in one line, exit 2 (stock lm_eval: 1), before any model loads; a large set that
is allowed shows a progress bar. Each case runs the real console script."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deltom_base.errors import BeamArgsError
from helpers.bon_fixtures import DOC_A

BIN = Path(sys.executable).parent


def run(tmp_path: Path, program: str, *args, env_extra: dict | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DELTOM_PBM_BACKEND", "DELTOM_PBM_MODEL")}
    env.update(DELTOM_CACHE=str(tmp_path / "cache"), HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1",
               TRANSFORMERS_OFFLINE="1", **(env_extra or {}))
    return subprocess.run([str(BIN / program), *map(str, args)], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=600)


def one_line(proc: subprocess.CompletedProcess, *needles: str, code: int = 2) -> str:
    """The last stderr line of a run refused with ``code`` and no traceback; it names every one of ``needles``."""
    assert proc.returncode == code and "Traceback" not in proc.stderr, proc.stderr[-3000:]
    last = proc.stderr.strip().splitlines()[-1]
    assert "error: " in last, proc.stderr[-3000:]
    for needle in needles:
        assert needle in last, (needle, last)
    return last


# ------------------------------------------------------------------ spellings of a flag

@pytest.fixture
def questions(tmp_path) -> Path:
    path = tmp_path / "q.jsonl"
    path.write_text(json.dumps({"story": DOC_A["story"], "question": DOC_A["question"]}) + "\n")
    return path


@pytest.mark.parametrize("program, args, old", [
    ("dellabels", ["answer", "--input", "q.jsonl", "--output", "a1"], "--output"),
    ("pbm", ["score", "--input", "q.jsonl", "--backend", "del"], "--backend"),
    ("pbm", ["score", "--input", "q.jsonl", "--model", "b"], "--model"),
    ("dellabels", ["traces", "--input", "q.jsonl", "--out", "t.jsonl", "--samples", "2"], "--samples"),
    ("deltom", ["table", "q.jsonl", "--out-dir", "t1", "--out", "t2"], "--out-dir"),
])
def test_other_spellings_are_refused(tmp_path, questions, program, args, old):
    one_line(run(tmp_path, program, *args), f"unrecognized arguments: {old}")
    assert not any((tmp_path / name).exists() for name in ("a1", "t.jsonl", "t1", "t2"))


def test_one_spelling_works_and_defaults_stay(tmp_path, questions):
    new = run(tmp_path, "dellabels", "answer", "--input", questions, "--out", "a2")
    assert new.returncode == 0 and (tmp_path / "a2").read_text() != "", new.stderr[-3000:]
    from dellabels.cli.main import build_parser

    assert build_parser().parse_args(["traces", "--input", "x", "--out", "y"]).n == 1  # the default, unnamed
    helped = run(tmp_path, "deltom", "miniature", "--help")  # %(default)s of an option made by add_option
    assert helped.returncode == 0 and "the paper's N (16)" in " ".join(helped.stdout.split())


# ------------------------------------------------------------------ --metadata of the fresh sets

def deltom_eval(tmp_path, *args) -> subprocess.CompletedProcess:
    return run(tmp_path, "deltom-eval", "--model", "dummy", "--limit", "1", *args)


@pytest.mark.parametrize("tasks, metadata, needles", [
    ("hitom_del_fresh", {"random_seed": 5}, ["'random_seed' is no setting of hitom_del_fresh*",
                                             "valid keys: seed, per_order"]),
    ("hitom_del_fresh_ladder,hitom_del_order_0", {"question_seed": 5, "seed": 1}, ["'question_seed'",
                                                                                  "valid keys: seed"]),
    ("tomi_del_fresh", {"random_seed": 5}, ["'random_seed' is no setting of tomi_del_fresh*",
                                            "valid keys: seed, per_type"]),
    ("hitom_del_fresh_balanced", {"balanced": False}, ["hitom_del_fresh_balanced fixes balanced=true",
                                                      "run hitom_del_fresh"]),
    ("hitom_del_fresh_balanced_order_2", {"balanced": False}, ["hitom_del_fresh_balanced fixes balanced=true"]),
    ("hitom_del_fresh_ladder", {"orders": [0, 1]}, ["hitom_del_fresh_ladder fixes orders=[0, 1, 2, 3, 4, 5, 6]"]),
    ("hitom_del_fresh", {"per_order": 10_001}, ["'per_order'", "1 .. 10000"]),
    ("tomi_del_fresh", {"per_type": 10_001}, ["'per_type'", "1 .. 10000"]),
    ("hitom_del_order_0", {"sed": 5}, ["'sed' is no setting of hitom_del_order_0", "valid keys: hitom_path"]),
    ("kosinski_del,tomi_cot", {"hitom_pth": "x"}, ["'hitom_pth' is no setting of kosinski_del, tomi_cot"]),
])
def test_metadata_no_task_reads_or_that_changes_a_fixed_setting_is_refused(tmp_path, tasks, metadata, needles):
    one_line(deltom_eval(tmp_path, "--tasks", tasks, "--metadata", json.dumps(metadata)), *needles)


@pytest.mark.parametrize("metadata", ['{"seed": 5', "{'seed': 5}"])
def test_unreadable_metadata_is_one_line(tmp_path, metadata):
    one_line(deltom_eval(tmp_path, "--tasks", "hitom_del_fresh", "--metadata", metadata), "--metadata: Invalid JSON")


@pytest.mark.parametrize("tasks, prompt, known", [
    ("hitom_del_fresh_order_0,kosinski_del", "nosuch", "known prompts: reference, appendix, tomi"),
    ("tomi_del_fresh_cot", "reference", "tomi_del_fresh_cot has no such prompt; known prompts: hitom_cot, plain"),
    ("hitom_del_order_0", 3, "--metadata prompt 3: hitom_del_order_0 has no such prompt"),
])
def test_a_prompt_no_task_has_is_refused_with_the_known_ones(tasks, prompt, known):
    from deltom_base.errors import PromptError
    from deltom_tasks.fresh import check_metadata

    with pytest.raises(PromptError, match=known):
        check_metadata(tasks.split(","), {"prompt": prompt})
    check_metadata(["hitom_del_order_0", "tomi_del_fresh_bon_n4"], {"prompt": "appendix"})  # a prompt both have
    check_metadata(["tomi_cot", "some_other_task"], {"prompt": "native"})


def test_stock_lm_eval_names_the_known_prompts_in_one_line(tmp_path):
    from deltom_tasks import TASKS_DIR

    proc = run(tmp_path, "lm_eval", "--model", "dummy", "--include_path", TASKS_DIR, "--tasks",
               "hitom_del_fresh_order_0", "--limit", "1", "--metadata", '{"prompt": "nosuch"}')
    one_line(proc, "unknown prompt 'nosuch'; one of reference, appendix, tomi", code=1)


def test_stock_lm_eval_refuses_the_balanced_group_unbalanced(tmp_path):
    from deltom_tasks import TASKS_DIR

    proc = run(tmp_path, "lm_eval", "--model", "dummy", "--include_path", TASKS_DIR, "--tasks",
               "hitom_del_fresh_balanced_order_0", "--limit", "1", "--metadata", '{"balanced": false}')
    one_line(proc, "hitom_del_fresh_balanced fixes balanced=true", code=1)


def test_settings_model_args_and_lm_evals_keys_still_run_and_a_large_set_shows_progress(tmp_path):
    """The task sees the model arguments and lm-eval's keys beside --metadata: they stay accepted; a set of
    2,000 questions or more draws a progress bar on stderr."""
    proc = deltom_eval(tmp_path, "--tasks", "hitom_del_fresh_order_0", "--model_args", "pretrained=x,dtype=float32",
                       "--metadata", json.dumps({"seed": 3, "per_order": 400, "version": 1.0}), "--output_path",
                       tmp_path / "out")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "fresh Hi-ToM set (seed 3)" in proc.stderr and "2000/2000" in proc.stderr
    (results,) = (tmp_path / "out").rglob("results_*.json")
    fresh = json.loads(results.read_text())["configs"]["hitom_del_fresh_order_0"]["metadata"]["fresh"]
    assert fresh["settings"]["seed"] == 3 and fresh["settings"]["per_order"] == 400


# ------------------------------------------------------------------ beam search

BEAM = "pretrained=x,pbm_backend=del,expansions=2"


@pytest.mark.parametrize("model_args, said", [
    (f"{BEAM},beams=2.5", "model_arg beams must be an integer >= 1, got 2.5"),
    (f"{BEAM},beams=2,lookahead=0.5", "model_arg lookahead must be an integer >= 0, got 0.5"),
    (f"{BEAM},beams=2,seed=1.5", "model_arg seed must be an integer >= 0, got 1.5"),
    ('{"pretrained": "x", "pbm_backend": "del", "beams": "2.5"}', "model_arg beams must be an integer >= 1, got '2.5'"),
])
def test_a_fractional_beam_setting_is_refused(tmp_path, model_args, said):
    proc = run(tmp_path, "deltom-eval", "--model", "hf-pbm-beam", "--model_args", model_args, "--tasks",
               "hitom_del_order_0", "--limit", "1")
    one_line(proc, said)


@pytest.mark.parametrize("args", [["--tasks", "hitom_del_bon_n4"], ["--tasks", "hitom_del_bon_order_1"],
                                  ["--n", "4", "--tasks", "kosinski_del_bon"]])
def test_a_beam_search_on_a_best_of_n_task_is_refused(tmp_path, args):
    proc = run(tmp_path, "deltom-eval", "--model", "hf-pbm-beam", "--model_args", f"{BEAM},beams=8", *args,
               "--limit", "1")
    one_line(proc, "samples per question", "identical searches", "run a plain task")


def test_the_beam_model_refuses_repeated_requests_itself():
    """Under any caller (lm-eval's Python API): a request repeated N > 1 times is refused before any search."""
    from types import SimpleNamespace

    from lm_eval.api.instance import Instance

    from harness_ext.search.lm_eval_models import PBMBeamLM

    lm = PBMBeamLM(SimpleNamespace(tokenizer=None), pbm_backend="del", beams=8, pbm_cache=False)
    request = Instance("generate_until", DOC_A, ("prompt", {"until": ["\n"]}), 0, ("hitom_del_bon_n4_order_1", 0, 4))
    with pytest.raises(BeamArgsError, match="task hitom_del_bon_n4_order_1 asks N=4 samples per question"):
        lm.generate_until([request] * 4)
