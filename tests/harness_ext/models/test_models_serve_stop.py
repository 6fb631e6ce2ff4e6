"""A killed `deltom models serve` leaves no llama.cpp server behind (SIGTERM unwinds; SIGKILL: the server's
parent-death signal), with a stand-in server that answers /v1/models."""
from __future__ import annotations

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
        self.send_response(200); self.end_headers(); self.wfile.write(b'{"data": []}')
    def log_message(self, *a): pass
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
"""

HOLDER = """
import sys, time
from pathlib import Path
from harness_ext.models import serve
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
