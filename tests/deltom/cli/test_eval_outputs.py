"""`deltom-eval` never loses its outputs silently, and refuses bad options before any generation.

Each case runs the real console script (``.venv/bin/deltom-eval``) offline with lm-eval's
``dummy`` model: an output path that cannot be written, a disk that fills up while the
results or samples are written (``RLIMIT_FSIZE``: the kernel fails the write after some
bytes, as on a full disk), an unknown task, ``--limit 0`` and a PBM directory without
weights. Every refusal is one line and exit 2 before a request is sent; a lost output is
one line and a non-zero exit, with no torn file left where a complete one belongs.
"""
import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from deltom_base.errors import PBMConfigError
from helpers.paths import REPO
from pbm.spec import check

DELTOM_EVAL = Path(sys.executable).with_name("deltom-eval")
TASK = "hitom_del_order_0"


def _deltom_eval(tmp_path: Path, hitom_path: Path, *args: str, env_extra: dict = (), file_limit: int = 0):
    """Run the console script; ``file_limit`` > 0 caps every file it writes at that many bytes."""
    if not DELTOM_EVAL.exists():
        pytest.skip(f"no deltom-eval console script next to {sys.executable}")
    env = dict(os.environ, DELTOM_CACHE=str(tmp_path / "cache"), DELTOM_HITOM_PATH=str(hitom_path),
               HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", TRANSFORMERS_OFFLINE="1", **dict(env_extra))

    def cap_files():
        if file_limit:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))

    return subprocess.run([str(DELTOM_EVAL), "--model", "dummy", *args], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=600, preexec_fn=cap_files)


def _one_line_error(run: subprocess.CompletedProcess, code: int) -> str:
    assert run.returncode == code, run.stderr[-3000:]
    assert "Traceback" not in run.stderr, run.stderr[-3000:]
    last = run.stderr.strip().splitlines()[-1]
    assert last.startswith("deltom-eval: error: "), run.stderr[-3000:]
    return last


def _unwritable(tmp_path: Path, how: str) -> Path:
    """An output path that cannot be written, also when the tests run as root."""
    if how == "read-only folder":
        if os.geteuid() == 0:
            pytest.skip("root writes into a chmod 0o555 folder; the other cases cover root")
        folder = tmp_path / "ro"
        folder.mkdir()
        folder.chmod(0o555)
        return folder / "out"
    blocker = tmp_path / "a_file"
    blocker.write_text("a regular file, not a folder\n")
    return blocker / ("results.json" if how == "json file under a file" else "out")


@pytest.mark.parametrize("how", ["folder under a file", "json file under a file", "read-only folder"])
def test_an_unwritable_output_path_is_refused_before_generation(tmp_path, hitom_path, how):
    out = _unwritable(tmp_path, how)
    run = _deltom_eval(tmp_path, hitom_path, "--tasks", TASK, "--limit", "2", "--output_path", str(out),
                       "--log_samples")
    last = _one_line_error(run, 2)
    assert "--output_path" in last and str(out.parent) in last
    assert "generate_until requests" not in run.stderr


def _complete_outputs(out: Path) -> dict:
    """Every file under ``out`` (hidden ones too) by name; each must be complete JSON / JSON lines."""
    files = {}
    for file in sorted(p for p in out.rglob("*") if p.is_file()):
        text = file.read_text(encoding="utf-8")
        if file.suffix == ".jsonl":
            assert text.endswith("\n"), f"{file.name} is cut mid-line"
            files[file.name] = [json.loads(line) for line in text.splitlines()]
        else:
            files[file.name] = json.loads(text)
    return files


@pytest.mark.parametrize("file_limit,lost", [(12_000, "samples"), (4_000, "results")])
def test_a_full_disk_leaves_no_torn_file_and_fails(tmp_path, hitom_path, file_limit, lost):
    """The results JSON is about 9 kB and each sample about 8 kB: 12 kB cuts the samples, 4 kB the results."""
    out = tmp_path / "out"
    run = _deltom_eval(tmp_path, hitom_path, "--tasks", TASK, "--limit", "2", "--output_path", str(out),
                       "--log_samples", file_limit=file_limit)
    last = _one_line_error(run, 1)
    assert "not saved" in last and f"{lost}" in last and "File too large" in last
    files = _complete_outputs(out)  # no torn file, no leftover temporary file
    assert not any(name.startswith(".") for name in files), files.keys()
    if lost == "samples":
        [results] = [v for k, v in files.items() if k.startswith("results_")]
        assert results["results"][TASK]["acc,none"] == 0.0
        assert not any(k.startswith("samples_") for k in files)
    else:
        assert not any(k.startswith("results_") for k in files)


def test_a_complete_run_still_writes_results_and_samples(tmp_path, hitom_path):
    out = tmp_path / "run.json"  # lm-eval's .json form: results beside it, samples in its folder
    run = _deltom_eval(tmp_path, hitom_path, "--tasks", TASK, "--limit", "2", "--output_path", str(out),
                       "--log_samples")
    assert run.returncode == 0, run.stderr[-3000:]
    files = _complete_outputs(tmp_path)
    assert len([k for k in files if k.startswith("run_") and k.endswith(".json")]) == 1
    [samples] = [v for k, v in files.items() if k.startswith(f"samples_{TASK}_")]
    assert [s["doc_id"] for s in samples] == [0, 1]
    assert not any(name.startswith(".") for name in files), files.keys()


@pytest.mark.parametrize("args,expected", [
    (["--tasks", f"{TASK},no_such_task", "--limit", "2"], "--tasks: Tasks not found: no_such_task"),
    (["--tasks", TASK, "--limit", "0"], "--limit must be > 0"),
    (["--tasks", TASK, "-L", "-3"], "--limit must be > 0"),
])
def test_bad_tasks_and_limits_are_one_line(tmp_path, hitom_path, args, expected):
    run = _deltom_eval(tmp_path, hitom_path, *args)
    assert expected in _one_line_error(run, 2)
    assert "generate_until requests" not in run.stderr


def _pbm_without_weights(tmp_path: Path) -> Path:
    """A PBM directory with config.json and a tokenizer but no weight file."""
    from pbm.tiny import TinyConfig, build_tiny_model

    path = Path(build_tiny_model(tmp_path / "pbm", ["Anne entered the kitchen."], TinyConfig(
        vocab_size=300, hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2)))
    weights = sorted(path.glob("*.safetensors"))
    assert weights, "save_pretrained writes model.safetensors"
    check.cache_clear()
    assert check("hf", str(path))["backend"] == "hf"  # with its weights, a usable PBM
    for file in weights:
        file.unlink()
    check.cache_clear()
    return path


def test_a_pbm_directory_without_weights_fails_the_preflight_check(tmp_path):
    path = _pbm_without_weights(tmp_path)
    with pytest.raises(PBMConfigError, match=f"PBM backend hf, model {path}: no weight file"):
        check("hf", str(path))
    check.cache_clear()


def test_deltom_eval_refuses_a_pbm_without_weights_before_generation(tmp_path, hitom_path):
    path = _pbm_without_weights(tmp_path)
    run = _deltom_eval(tmp_path, hitom_path, "--tasks", "hitom_del_bon_order_0", "--n", "1", "--limit", "1",
                       env_extra={"DELTOM_PBM_BACKEND": "hf", "DELTOM_PBM_MODEL": str(path)})
    last = _one_line_error(run, 2)
    assert f"PBM backend hf, model {path}: no weight file" in last
    assert "generate_until requests" not in run.stderr
