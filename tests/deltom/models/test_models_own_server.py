"""`deltom models serve` runs lm-eval only against the server it started: another server
already answering on ``--port`` made the run go to it, exit 0, and credited the catalogue model."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from deltom.cli import models as cli
from deltom.cli.deltom import main
from deltom.models.serve import Server, check_own
from deltom_base.errors import ModelsError
from helpers.judge_server import JudgeServer


def test_a_port_another_server_answers_on_is_refused_before_anything_starts(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(cli, "_spec", lambda args: (tmp_path, SimpleNamespace(name="x", file="x.gguf", ctx=512,
                                                                              chat_template=True, sha256="0")))
    (tmp_path / "x.gguf").write_bytes(b"GGUF")
    binary = tmp_path / "llama-server"
    binary.write_text("#!/bin/sh\nsleep 60\n")
    binary.chmod(0o755)
    with JudgeServer("x", lambda prompt: "") as other:
        port = other.url.split(":")[-1].split("/")[0]
        code = main(["models", "serve", "x", "--port", port, "--llama-server", str(binary), "--log",
                     str(tmp_path / "log"), "--lm-eval", "--tasks", "hitom_del_fresh", "--limit", "1"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and f"port {port}" in err[0] and "in use" in err[0]
    assert not (tmp_path / "log").exists()  # nothing was started


def test_a_server_that_is_not_ours_is_named(tmp_path):
    """The checks made once a server answers: our process alive, holding the port, serving the alias."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        with JudgeServer("other-model", lambda prompt: "") as other:
            port = int(other.url.split(":")[-1].split("/")[0])
            server = Server(proc, port, tmp_path / "log")
            if Path("/proc/net/tcp").is_file():
                with pytest.raises(ModelsError, match="answered by another process"):
                    check_own(server, "x")
            this = Server(subprocess.Popen(["true"]), port, tmp_path / "log")
            this.proc.wait()
            with pytest.raises(ModelsError, match="exited"):
                check_own(this, "x")
    finally:
        proc.kill()


def test_the_served_name_must_be_the_alias(tmp_path, monkeypatch):
    from deltom.models import serve

    monkeypatch.setattr(serve, "owns_port", lambda pid, port: True)
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        with JudgeServer("other-model", lambda prompt: "") as other:
            port = int(other.url.split(":")[-1].split("/")[0])
            with pytest.raises(ModelsError, match="serves other-model, not 'x'"):
                check_own(Server(proc, port, tmp_path / "log"), "x")
            check_own(Server(proc, port, tmp_path / "log"), "other-model")
    finally:
        proc.kill()


@pytest.mark.skipif(not Path("/proc/net/tcp").is_file(), reason="who holds a port: Linux /proc")
def test_a_wrapper_script_that_starts_llama_server_as_its_child_is_served(tmp_path, monkeypatch):
    """``--llama-server wrapper.sh`` (it sets up the environment and runs llama-server as a child): the child, not
    the wrapper, holds the port, and the run was refused as if another process answered."""
    import json
    import os
    import time

    from helpers.llama_stand_in import SERVER

    real = tmp_path / "real-llama-server"
    real.write_text(SERVER.replace('variant = next(', 'variant = "x64" or next(').replace(
        "root = here.parent.parent", f"root = Path({str(tmp_path)!r})\nopen(root / 'child.pid', 'w').write(str(os.getpid()))"))
    real.chmod(0o755)
    wrapper = tmp_path / "wrapper.sh"
    wrapper.write_text(f"#!/bin/sh\nLD_LIBRARY_PATH=/opt/lib {real} \"$@\"\nexit $?\n")
    wrapper.chmod(0o755)
    (tmp_path / "x.gguf").write_bytes(b"GGUF")
    spec = SimpleNamespace(name="x", file="x.gguf", ctx=512, chat_template=True, sha256="0")
    monkeypatch.setattr(cli, "_spec", lambda args: (tmp_path, spec))
    monkeypatch.setattr(cli, "run_watched", lambda cmd, proc, log: 0)
    out = tmp_path / "out"
    args = SimpleNamespace(lm_eval_args=["--tasks", "hitom_del", "--output_path", str(out)], log=str(tmp_path / "log"),
                           ctx=None, threads=1, port=None, completions=False, model_args="", parallel=2,
                           llama_server=str(wrapper), server="llama-server")
    assert cli.run_serve(args) == 0
    assert json.loads((out / "throughput.jsonl").read_text())["server"] == "llama-server"
    child = int((tmp_path / "child.pid").read_text())
    deadline = time.monotonic() + 10
    while Path(f"/proc/{child}").exists() and "State:\tZ" not in Path(f"/proc/{child}/status").read_text() \
            and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not Path(f"/proc/{child}").exists() or "State:\tZ" in Path(f"/proc/{child}/status").read_text()


def test_a_wrapper_that_is_not_executable_is_named_so(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(cli, "_spec", lambda args: (tmp_path, SimpleNamespace(name="x", file="x.gguf", ctx=512,
                                                                              chat_template=True, sha256="0")))
    wrapper = tmp_path / "wrapper.sh"
    wrapper.write_text("#!/bin/sh\nexec llama-server \"$@\"\n")
    code = main(["models", "serve", "x", "--llama-server", str(wrapper), "--lm-eval", "--tasks", "t"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "wrapper.sh: not executable (chmod +x" in err[0]
