"""Every request of a served run names ``repeat_penalty`` 1.0: llama-cpp-python's server applies 1.1 to a request
that names none and llama-server 1.0, so without it one model decoded greedily gave different answers on the two
servers (Qwen2.5-Coder-0.5B: 6 of its first 8 Kosinski items right on one, none on the other). Runs the real
``lm_eval`` and ``deltom-eval`` command lines against a stand-in server that keeps each request."""
import os
import subprocess
from pathlib import Path

from helpers.openai_pbm_server import EchoServer
from helpers.paths import REPO
from deltom.models.serve import Server, lm_eval_command


def _gen_kwargs(cmd: list[str]) -> list[str]:
    return [cmd[i + 1] for i, arg in enumerate(cmd) if arg == "--gen_kwargs"]


def test_each_command_names_the_penalty_unless_the_user_does():
    server = Server(proc=None, port=8123, log=Path("x"))
    for chat in (True, False):
        for tasks in ("hitom_del", "hitom_del_bon"):
            assert _gen_kwargs(lm_eval_command(server, "m", chat, ["--tasks", tasks])) == ["repeat_penalty=1.0"]
    mine = lm_eval_command(server, "m", True, ["--tasks", "hitom_del", "--gen_kwargs", "temperature=0,repeat_penalty=1.3"])
    assert _gen_kwargs(mine) == ["temperature=0,repeat_penalty=1.3"]


def _run(server: EchoServer, args: list[str], out: Path, hitom_path: Path, tmp_path: Path) -> None:
    stand_in = Server(proc=None, port=server.http.server_address[1], log=tmp_path / "log")
    cmd = lm_eval_command(stand_in, server.name, False, [*args, "--limit", "1", "--output_path", str(out)])
    env = dict(os.environ, DELTOM_HITOM_PATH=str(hitom_path), DELTOM_CACHE=str(tmp_path / "cache"),
               DELTOM_PBM_BACKEND="del", HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    run = subprocess.run(cmd, env=env, cwd=REPO, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]


def test_greedy_and_best_of_n_requests_reach_the_server_with_penalty_one(tmp_path, hitom_path):
    with EchoServer() as server:
        _run(server, ["--include_path", "deltom_tasks", "--tasks", "hitom_del_order_0", "--gen_kwargs",
                      "do_sample=false,temperature=0"], tmp_path / "greedy", hitom_path, tmp_path)
        (greedy,) = server.requests
        assert greedy["repeat_penalty"] == 1.0 and greedy["temperature"] == 0
        _run(server, ["--tasks", "hitom_del_bon_order_0", "--n", "2"], tmp_path / "bon", hitom_path, tmp_path)
        sampled = server.requests[1:]
        assert len(sampled) == 2 and all(r["repeat_penalty"] == 1.0 for r in sampled)
        assert all(r["temperature"] == 0.6 and r["top_p"] == 0.95 for r in sampled)  # the task's own sampling kept
