"""llama.cpp's own rates for a model on a build: ``llama-bench`` (prefill of ``prompt`` tokens, decode of ``gen``
tokens, one stream, ``reps`` repetitions), the machine's limit that the served path is compared with."""
from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path

from deltom_base.errors import ModelsError


@dataclass(frozen=True)
class NativeRates:
    """Tokens per second llama-bench measured (mean of its repetitions) and how."""
    prefill_tok_per_s: float
    decode_tok_per_s: float
    prompt: int
    gen: int
    threads: int
    reps: int
    depth: int = 0


def native_rates(bench: Path, gguf: Path, threads: int, prompt: int = 512, gen: int = 64, reps: int = 2,
                 depth: int = 0, timeout: float = 1800.0) -> NativeRates:
    """Run ``llama-bench`` (``bench``) on ``gguf``: one prefill test and one decode test, after ``depth`` tokens
    of context (a served request decodes after its prompt: each token then reads a longer cache)."""
    cmd = [str(bench), "-m", str(gguf), "-p", str(prompt), "-n", str(gen), "-t", str(threads), "-r", str(reps),
           "-d", str(depth), "-o", "json"]
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise ModelsError(f"llama-bench on {gguf.name} took over {timeout:.0f} s") from None
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or [f"exit {done.returncode}"]
        raise ModelsError(f"llama-bench on {gguf.name} failed (exit {done.returncode}): {tail[0][:200]}")
    try:
        rows = json.loads(done.stdout)
        prefill = next(float(r["avg_ts"]) for r in rows if int(r["n_prompt"]) > 0 and int(r["n_gen"]) == 0)
        decode = next(float(r["avg_ts"]) for r in rows if int(r["n_gen"]) > 0 and int(r["n_prompt"]) == 0)
    except (ValueError, KeyError, TypeError, StopIteration):
        raise ModelsError(f"llama-bench on {gguf.name}: no prefill and decode rows in its JSON output") from None
    return NativeRates(round(prefill, 2), round(decode, 2), prompt, gen, threads, reps, depth)
