#!/usr/bin/env bash
# Build llama.cpp's own `llama-server` for `deltom models serve --parallel N`: llama-cpp-python's server (the
# `[llamacpp]` extra) answers one request at a time, llama-server decodes N together (continuous batching), which
# on a CPU raises the total decode rate (docs/real-models.md has the figures). No binary wheel of it is on the
# package index: this takes the llama.cpp source that llama-cpp-python's source package ships (pip download, so
# the package index is the only network it needs) and builds the one target (~10 min on 2 cores).
#
#   bash scripts/build_llama_server.sh          # prints the binary's path; again: nothing to do
#   DELTOM_LLAMA_SERVER=<that path> deltom models serve NAME --parallel 4 --lm-eval ...
#
# Settings (environment): LLAMA_CPP_PYTHON (the source package's version, default the installed
# llama-cpp-python's, else 0.3.36), DEST (default $DELTOM_CACHE/llama.cpp or ~/.cache/deltom/llama.cpp), JOBS
# (default all cores). The CPU features are named, not -march=native: a native build here used instructions the
# machine lists but cannot run (Illegal instruction), so it turns on AVX2/FMA/F16C and, where /proc/cpuinfo lists
# avx512f, AVX-512; no AMX.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
DEST=${DEST:-${DELTOM_CACHE:-$HOME/.cache/deltom}/llama.cpp}
JOBS=${JOBS:-$(nproc)}
VERSION=${LLAMA_CPP_PYTHON:-$("$PY" -c 'import importlib.metadata as m; print(m.version("llama_cpp_python"))' \
  2>/dev/null || echo 0.3.36)}
BIN="$DEST/build/bin/llama-server"
if [ -x "$BIN" ] && "$BIN" --version >/dev/null 2>&1; then echo "$BIN"; exit 0; fi
command -v cmake >/dev/null || { echo "build_llama_server: cmake is not installed (apt-get install cmake g++)" >&2; exit 2; }
mkdir -p "$DEST/src"
SDIST=$(ls "$DEST/src"/llama_cpp_python-"$VERSION".tar.gz 2>/dev/null || true)
if [ -z "$SDIST" ]; then
  "$PY" -m pip download --quiet --no-deps --no-binary :all: --dest "$DEST/src" "llama-cpp-python==$VERSION" \
    || { echo "build_llama_server: pip could not download llama-cpp-python==$VERSION's source (package index unreachable?)" >&2; exit 3; }
  SDIST="$DEST/src/llama_cpp_python-$VERSION.tar.gz"
fi
SRC="$DEST/src/llama_cpp_python-$VERSION/vendor/llama.cpp"
[ -d "$SRC" ] || tar -xzf "$SDIST" -C "$DEST/src"
flags=(-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON)
if grep -qw avx512f /proc/cpuinfo 2>/dev/null; then
  flags+=(-DGGML_AVX512=ON)
  grep -qw avx512_vnni /proc/cpuinfo && flags+=(-DGGML_AVX512_VNNI=ON)
  grep -qw avx512_bf16 /proc/cpuinfo && flags+=(-DGGML_AVX512_BF16=ON)
fi
cmake -S "$SRC" -B "$DEST/build" -DCMAKE_BUILD_TYPE=Release -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF \
  -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=ON "${flags[@]}" >"$DEST/cmake.log" 2>&1 \
  || { echo "build_llama_server: cmake failed (log: $DEST/cmake.log)" >&2; exit 1; }
cmake --build "$DEST/build" --target llama-server -j "$JOBS" >"$DEST/build.log" 2>&1 \
  || { echo "build_llama_server: the build failed (log: $DEST/build.log)" >&2; exit 1; }
"$BIN" --version >/dev/null 2>&1 || { echo "build_llama_server: $BIN does not run (log: $DEST/build.log)" >&2; exit 1; }
echo "$BIN"
