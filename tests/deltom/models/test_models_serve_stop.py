"""A killed `deltom models serve` leaves no llama.cpp server behind (SIGTERM unwinds; SIGKILL: the server's
parent-death signal), with a stand-in server that answers /v1/models."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from helpers.paths import REPO

ROOT = REPO

FAKE_SERVER = """
import http.server, sys
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.end_headers(); self.wfile.write(b'{"data": [{"id": "x"}]}')
    def log_message(self, *a): pass
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
"""

HOLDER = """
import sys, time
from pathlib import Path
from deltom.models import serve
serve.require_llama_cpp = lambda: None  # the stand-in needs no llama.cpp installed
serve.server_command = lambda opts, port: [sys.executable, "-c", sys.argv[1], str(port)]
gguf = Path(sys.argv[2]).with_name("x.gguf")
gguf.write_bytes(b"GGUF")
with serve.served(serve.ServerOptions(gguf, "x"), Path(sys.argv[2])) as server:
    print(server.proc.pid, flush=True)
    time.sleep(600)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/status")
    return not (status.exists() and "State:\tZ" in status.read_text())


@pytest.mark.skipif(sys.platform != "linux", reason="parent-death signal: Linux")
@pytest.mark.parametrize("kill", [signal.SIGTERM, signal.SIGKILL])
def test_killing_the_holder_stops_the_server(tmp_path, kill):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, FAKE_SERVER, str(tmp_path / "log")], env=env,
                              stdout=subprocess.PIPE, text=True)
    server = int(holder.stdout.readline())
    assert _alive(server)
    holder.send_signal(kill)
    holder.wait(timeout=60)
    deadline = time.monotonic() + 30
    while _alive(server) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _alive(server), f"server {server} outlived its holder ({kill.name})"


TIMING = ("llama_perf_context_print: prompt eval time =    1000.00 ms /   150 tokens (6.6 ms per token)\n"
          "llama_perf_context_print:        eval time =    2000.00 ms /    60 runs   (33 ms per token)\n")


def test_a_serve_records_its_own_requests_not_the_logs_earlier_ones(tmp_path, monkeypatch):
    """A resumed run's serves append to one log (scripts/real_models.sh --log): each throughput record counts
    the requests of its own serve (a serve answered from lm-eval's cache generated none)."""
    from types import SimpleNamespace

    from deltom.cli import models as cli
    from deltom.models import serve

    log, out = tmp_path / "server.log", tmp_path / "out"
    log.write_text(TIMING * 2)  # an earlier serve of the same run answered two requests
    (tmp_path / "x.gguf").write_bytes(b"GGUF")
    spec = SimpleNamespace(name="x", file="x.gguf", ctx=512, chat_template=True, sha256="0")
    monkeypatch.setattr(cli, "_spec", lambda args: (tmp_path, spec))
    monkeypatch.setattr(serve, "require_llama_cpp", lambda: None)
    monkeypatch.setattr(serve, "server_command", lambda opts, port: [sys.executable, "-c", FAKE_SERVER, str(port)])
    generated = {"now": 1}
    # the stand-in lm_eval: what the server would log for the requests this serve generates
    monkeypatch.setattr(cli, "lm_eval_command", lambda *a: [  # where the serve command looks it up
        sys.executable, "-c", f"open({str(log)!r}, 'a').write({TIMING!r} * {generated['now']})"])
    args = SimpleNamespace(lm_eval_args=["--output_path", str(out)], log=str(log), ctx=None, threads=1, port=None,
                           completions=False, model_args=None, parallel=1, llama_server=None,
                           server="llama-cpp-python")
    assert cli.run_serve(args) == 0
    generated["now"] = 0  # the same command again, every answer from the cache
    assert cli.run_serve(args) == 0
    records = [json.loads(line) for line in (out / "throughput.jsonl").read_text().splitlines()]
    assert [r["requests"] for r in records] == [1.0, 0.0]
    assert records[0]["decode_tokens"] == 60.0 and records[0]["decode_tok_per_s"] == 30.0
