"""hitom_del and kosinski_del through stock lm_eval, with a tiny random local model, offline.

Two lm_eval runs, started together (2 cores): raw prompts with data paths from the
environment, and --apply_chat_template in non-thinking mode with the paths passed as
--metadata. The model is random, so acc is 0; what is checked is that every group,
subtask and doc gets an acc, and that the model saw exactly the reference prompt.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deltom_tasks import TASKS_DIR
from harness_ext.benchmarks.kosinski import KOSINSKI_NOTE
from dellabels.traces.prompt import HITOM_NOTE, PROMPT_FILE
from helpers.tiny_lm import build_tiny_lm

SUBTASKS = {
    "hitom_del": [f"hitom_del_order_{k}" for k in range(5)],
    "kosinski_del": [f"kosinski_del_{c}" for c in
                     ("false_belief", "informed_protagonist", "no_transfer", "present_protagonist")],
}
NOTES = {"hitom_del": HITOM_NOTE, "kosinski_del": KOSINSKI_NOTE}
CHAT_END = "<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n"


def _lm_eval(model_dir: Path, out: Path, limit: int, extra_args: list, env: dict) -> subprocess.Popen:
    cmd = [sys.executable, "-m", "lm_eval", "--model", "hf",
           "--model_args", f"pretrained={model_dir},dtype=float32" + extra_args[0],
           "--tasks", "hitom_del,kosinski_del", "--include_path", str(TASKS_DIR),
           "--limit", str(limit), "--gen_kwargs", "max_gen_toks=8", "--seed", "0",
           "--output_path", str(out), "--log_samples", *extra_args[1:]]
    return subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


@pytest.fixture(scope="module")
def runs(tmp_path_factory, hitom_path, kosinski_path):
    """{'raw': (dir, limit), 'chat': (dir, limit)} after both lm_eval runs succeeded."""
    root = tmp_path_factory.mktemp("lm_eval_tasks")
    model_dir = build_tiny_lm(root / "tiny", corpus=[PROMPT_FILE.read_text(encoding="utf-8")])
    base = dict(os.environ, HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", TRANSFORMERS_OFFLINE="1",
                TOKENIZERS_PARALLELISM="false", OMP_NUM_THREADS="1")
    raw_env = dict(base, DELTOM_HITOM_PATH=str(hitom_path), DELTOM_KOSINSKI_PATH=str(kosinski_path))
    chat_env = {k: v for k, v in base.items() if k not in ("DELTOM_HITOM_PATH", "DELTOM_KOSINSKI_PATH")}
    metadata = json.dumps({"hitom_path": str(hitom_path), "kosinski_path": str(kosinski_path)})
    procs = {
        "raw": (_lm_eval(model_dir, root / "raw", 2, [""], raw_env), 2),
        "chat": (_lm_eval(model_dir, root / "chat", 1, [",enable_thinking=False", "--apply_chat_template",
                                                          "--metadata", metadata], chat_env), 1),
    }
    for name, (proc, _) in procs.items():
        log, _ = proc.communicate(timeout=300)
        assert proc.returncode == 0, f"lm_eval {name} run failed:\n{log[-4000:]}"
    return {name: (root / name, limit) for name, (_, limit) in procs.items()}


def _results(out: Path) -> dict:
    (file,) = out.rglob("results_*.json")
    return json.loads(file.read_text())


def _samples(out: Path, task: str) -> list[dict]:
    (file,) = out.rglob(f"samples_{task}_2*.jsonl")  # '_2': the timestamp, so order_1 != order_10
    return [json.loads(line) for line in file.read_text().splitlines()]


def _reference_prompt(group: str, doc: dict) -> str:
    template = PROMPT_FILE.read_text(encoding="utf-8")
    return (template.replace("{note}", NOTES[group]).replace("{story}", doc["story"])
            .replace("{question}", doc["question"]))


@pytest.mark.parametrize("mode", ["raw", "chat"])
def test_results_hold_groups_subtasks_and_per_doc_acc(runs, mode):
    out, limit = runs[mode]
    results = _results(out)
    for group, subtasks in SUBTASKS.items():
        assert results["group_subtasks"][group] == subtasks
        assert 0.0 <= results["groups"][group]["acc,none"] <= 1.0
        for task in subtasks:
            assert 0.0 <= results["results"][task]["acc,none"] <= 1.0
            samples = _samples(out, task)
            assert len(samples) == limit
            assert all(s["acc"] in (0.0, 1.0) for s in samples)


@pytest.mark.parametrize("mode", ["raw", "chat"])
def test_model_saw_the_reference_prompt(runs, mode):
    out, _ = runs[mode]
    for group, subtasks in SUBTASKS.items():
        for task in subtasks:
            for sample in _samples(out, task):
                context, gen = sample["arguments"]["gen_args_0"].values()
                prompt = _reference_prompt(group, sample["doc"])
                if mode == "raw":
                    assert context == prompt
                else:  # one user turn, then the assistant turn with an empty think block
                    assert context == "<|im_start|>user\n" + prompt + CHAT_END
                assert gen["do_sample"] is True and gen["max_gen_toks"] == 8
                assert (gen["temperature"], gen["top_p"]) == (0.6, 0.95)


@pytest.mark.parametrize("mode", ["raw", "chat"])
def test_stock_lm_eval_records_the_prompt_and_the_data(runs, mode, hitom_path, kosinski_path):
    """No deltom-eval: the task configs themselves write the prompt's and the data file's sha256."""
    import hashlib

    from deltom.analysis.results_load import load_results

    out, _ = runs[mode]
    results = _results(out)
    files = {"hitom_del": ("Hi-ToM file", Path(hitom_path)), "kosinski_del": ("Kosinski file", Path(kosinski_path))}
    template = hashlib.sha256(PROMPT_FILE.read_text(encoding="utf-8").encode("utf-8")).hexdigest()
    for group, subtasks in SUBTASKS.items():
        kind, path = files[group]
        for task in subtasks:
            recorded = results["configs"][task]["metadata"]["provenance"]
            assert recorded["data"] == {"kind": kind, "file": path.name,
                                        "sha256": hashlib.sha256(path.read_bytes()).hexdigest()}
            assert recorded["prompt"]["sha256"] == template
    (file,) = out.rglob("results_*.json")
    for result in load_results(file):  # what the leaderboard compares
        assert result.data.startswith(("Hi-ToM file sha256 ", "Kosinski file sha256 "))
        assert "sha256 not recorded" not in (result.prompt or "") and result.prompt
        assert result.name == "tiny"  # the basename of pretrained=, not lm-eval's folder name
