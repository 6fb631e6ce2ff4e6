#!/usr/bin/env bash
# Create .venv in the repository root (once) and install deltom with the CPU constraints.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
stamp=.venv/.deltom-installed
want=$(cat setup.cfg pyproject.toml requirements/cpu-constraints.txt | sha256sum | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  # --no-compile: Python compiles a module when it is first imported instead (half the install time here)
  .venv/bin/python -m pip install -q --no-compile -c requirements/cpu-constraints.txt -e '.[dev]'
  echo "$want" > "$stamp"
fi
