"""A served model's run logs each structured filtered response as JSON text, as the task READMEs document
(``json.loads(sample["filtered_resps"][0])``): lm-eval rebuilds the logged samples' dicts for its API models
(``hash_dict_images``), which would leave a Python repr. Runs the real ``deltom-eval`` against a stand-in
server; a repr written by stock lm-eval is still read by deltom's readers (``logged_response``)."""
import json
import os
import subprocess
import sys
from pathlib import Path

from dellabels.io.jsonl import logged_response
from helpers.openai_pbm_server import EchoServer
from helpers.paths import REPO

BIN = Path(sys.executable).parent


def test_a_served_runs_filtered_responses_are_json_text(tmp_path, hitom_path):
    env = dict(os.environ, DELTOM_HITOM_PATH=str(hitom_path), DELTOM_CACHE=str(tmp_path / "cache"),
               DELTOM_PBM_BACKEND="del", HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    with EchoServer("echo") as server:
        args = f"model=echo,base_url={server.url}/completions,tokenizer_backend=none,tokenized_requests=False"
        run = subprocess.run([str(BIN / "deltom-eval"), "--model", "deltom-completions", "--model_args", args,
                              "--tasks", "hitom_del_order_0", "--limit", "2", "--log_samples", "--output_path",
                              str(tmp_path / "run")], env=env, cwd=REPO, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    said = run.stderr.index("deltom-eval: lm-eval is reading its task index")  # no silent first phase
    assert said < run.stderr.index("Selected Tasks")
    (file,) = (tmp_path / "run").rglob("samples_hitom_del_order_0_*.jsonl")
    samples = [json.loads(line) for line in file.read_text().splitlines()]
    kept = [json.loads(s["filtered_resps"][0]) for s in samples]
    assert [k["response"] for k in kept] == [s["resps"][0][0] for s in samples]
    assert all(k["final_answer"] == "1234_box" for k in kept)


def test_a_python_repr_of_a_verified_response_is_read_back():
    text = str({"response": "Step 1: x.\nFinal Answer: [box]", "verified": False})
    assert logged_response(text) == "Step 1: x.\nFinal Answer: [box]"
    assert logged_response("{'response': broken") == "{'response': broken"
