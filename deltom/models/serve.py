"""Serve a GGUF model with llama.cpp's OpenAI-compatible server and drive lm-eval against it.

``served(...)`` starts llama.cpp's own ``llama-server`` (deltom's build, ``llama_probe``; it decodes ``parallel``
requests together) or ``python -m llama_cpp.server`` on a free loopback port, waits until it answers and stops it
on exit; ``lm_eval_command`` is the ``deltom-eval --model deltom-(chat-)completions`` line for it;
``throughput`` reads llama.cpp's timing lines from the server log (prefill and decode tokens per second), of
this serve only (``log_since``: a resumed run's serves append to one log).
"""
from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional, Sequence

from deltom.models.server_death import death_cause
from deltom_base.errors import ModelsError, ServerDied

# a slot's line names its task (llama-server; llama-cpp-python names none): a child task of a request for n
# completions repeats its parent's prompt line, though the parent prefilled the prompt once for all of them
_PROMPT = re.compile(r"(?:task (\d+) \|\s*)?prompt eval time =\s*([\d.]+) ms /\s*(\d+) tokens")
_CHILD = re.compile(r"\| task (\d+) \| processing task, is_child = 1")
# llama-cpp-python says "runs", llama.cpp's llama-server "tokens"
_DECODE = re.compile(r"(?<!prompt )eval time =\s*([\d.]+) ms /\s*(\d+) (?:runs|tokens)")
# llama-server's line as a slot takes a request; a stream the client closes (a loop stopped) is released without
# timing lines, so requests are counted here (a child task of a request with n > 1 is no request of its own)
_LAUNCH = re.compile(r"\| processing task(?!, is_child = 1)")
_RESERVED = ("--model", "--model_args", "--model-args")
# llama-cpp-python's server penalises repeats (1.1) in every request that names no penalty, llama-server does not
# (1.0): every request names 1.0, so both servers decode what lm-eval asks for (a --gen_kwargs naming one wins)
NO_REPEAT_PENALTY = ("--gen_kwargs", "repeat_penalty=1.0")


@dataclass(frozen=True)
class ServerOptions:
    """How to serve: the GGUF file, the name clients use, context length per request, threads, port (0: a free
    one); ``binary``: llama.cpp's ``llama-server`` (else llama-cpp-python's server, one request at a time), which
    decodes ``parallel`` requests together; ``kv_unified``: its slots share one KV cache, so a request for n
    completions prefills its prompt once and the n slots share those cells (``--kv-unified``)."""
    gguf: Path
    alias: str
    ctx: int = 4096
    threads: int = 0
    port: int = 0
    host: str = "127.0.0.1"
    parallel: int = 1
    binary: Optional[Path] = None
    kv_unified: bool = False


@dataclass
class Server:
    """A running server: its process, address and log file."""
    proc: subprocess.Popen
    port: int
    log: Path
    host: str = "127.0.0.1"

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port nothing listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def require_llama_cpp() -> None:
    """One line when llama-cpp-python's server is not installed."""
    try:
        import llama_cpp.server  # noqa: F401
    except ImportError as err:
        raise ModelsError(f"llama.cpp's server is not installed ({err.name}); install it with pip install -e "
                          "'.[llamacpp]' (llama-cpp-python[server]; builds from source, ~4 min)") from None


def server_command(opts: ServerOptions, port: int) -> list[str]:
    threads = opts.threads or os.cpu_count() or 1
    if opts.binary is not None:
        # -c is the KV cache of all slots together: each of the `parallel` requests gets `ctx`
        return [str(opts.binary), "--model", str(opts.gguf), "--alias", opts.alias, "--host", opts.host,
                "--port", str(port), "--ctx-size", str(opts.ctx * opts.parallel), "--parallel", str(opts.parallel),
                "--threads", str(threads), "--threads-batch", str(threads), "--no-webui",
                *(["--kv-unified"] if opts.kv_unified else [])]
    return [sys.executable, "-m", "llama_cpp.server", "--model", str(opts.gguf), "--model_alias", opts.alias,
            "--host", opts.host, "--port", str(port), "--n_ctx", str(opts.ctx), "--n_threads", str(threads),
            "--n_threads_batch", str(threads), "--verbose", "True"]


def port_free(host: str, port: int) -> bool:
    """Whether nothing listens on ``host:port`` now (it can be bound)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        try:
            s.bind((host, port))
        except OSError:
            return False
    return True


def listening_inodes(port: int) -> Optional[set[str]]:
    """The socket inodes listening on TCP ``port`` (``/proc/net/tcp*``), None where /proc cannot tell (not Linux)."""
    found: set[str] = set()
    tables = [Path("/proc/net/tcp"), Path("/proc/net/tcp6")]
    if not any(t.is_file() for t in tables):
        return None
    for table in (t for t in tables if t.is_file()):
        for row in table.read_text().splitlines()[1:]:
            fields = row.split()
            if len(fields) > 9 and fields[3] == "0A" and int(fields[1].rsplit(":", 1)[1], 16) == port:
                found.add(fields[9])
    return found


def descendants(pid: int) -> set[int]:
    """``pid`` and every process below it (``/proc/*/stat``'s parent ids): a wrapper script's server is its child."""
    parent_of: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            # the fields after the command name, which may hold spaces and parentheses: state, ppid, ...
            parent_of[int(stat.parent.name)] = int(stat.read_text().rsplit(")", 1)[1].split()[1])
    found, grew = {pid}, True
    while grew:
        below = {child for child, parent in parent_of.items() if parent in found} - found
        found |= below
        grew = bool(below)
    return found


def _sockets(pid: int) -> set[str]:
    held = set()
    with contextlib.suppress(OSError):
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            with contextlib.suppress(OSError):
                target = os.readlink(fd)
                if target.startswith("socket:["):
                    held.add(target[len("socket:["):-1])
    return held


def owns_port(pid: int, port: int) -> bool:
    """Whether process ``pid`` or a process it started (a wrapper script's llama-server) holds a socket listening on
    ``port`` (True where /proc cannot tell)."""
    inodes = listening_inodes(port)
    if inodes is None or not Path(f"/proc/{pid}/fd").is_dir():
        return True
    return any(_sockets(p) & inodes for p in descendants(pid))


def served_names(url: str) -> list[str]:
    """The model ids ``url`` (``.../v1/models``) lists; [] when it answers something else."""
    try:
        with urllib.request.urlopen(url, timeout=5) as resp:
            data = json.loads(resp.read().decode("utf-8", errors="replace"))
    except (urllib.error.URLError, OSError, ValueError):
        return []
    items = data.get("data") if isinstance(data, dict) else None
    return [str(m.get("id")) for m in items if isinstance(m, dict)] if isinstance(items, list) else []


def check_own(server: Server, alias: str) -> None:
    """A ``ModelsError`` unless the server answering is the one started: its process alive and holding the port,
    and serving ``alias`` (else the run would go to another server and be credited to the catalogue model)."""
    where = f"{server.host}:{server.port}"
    if server.proc.poll() is not None:
        raise ModelsError(f"the llama.cpp server deltom started exited ({server.proc.returncode})"
                          f" while a server answers on {where}: another server on that "
                          "port (pick another --port, or leave it out), or a server it left running (a wrapper "
                          f"script must wait for llama-server: run it in the foreground or exec it; log: "
                          f"{server.log})")
    if not owns_port(server.proc.pid, server.port):
        raise ModelsError(f"{where} is answered by another process, not the llama.cpp server deltom started; pick "
                          "another --port, or leave it out")
    listed = served_names(f"{server.base_url}/models")
    if alias not in listed:
        raise ModelsError(f"the server at {where} serves {', '.join(listed) or 'no model'}, not {alias!r}: it is not "
                          "the one deltom started; pick another --port, or leave it out")


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as resp:
            return resp.status == 200
    except (urllib.error.URLError, OSError):
        return False


def start_server(opts: ServerOptions, log: Path, wait_s: float = 300.0) -> Server:
    """Start the server and return once ``/v1/models`` answers; one line (with the log's tail) if it dies."""
    if opts.binary is None:
        require_llama_cpp()
    elif not opts.binary.is_file():
        raise ModelsError(f"{opts.binary}: no llama-server executable there (leave out --llama-server: "
                          "deltom builds one)")
    elif not os.access(opts.binary, os.X_OK):
        raise ModelsError(f"{opts.binary}: not executable (chmod +x it; a script needs a #! line)")
    if not opts.gguf.is_file():
        raise ModelsError(f"{opts.gguf}: no such GGUF file (run `deltom models fetch` first)")
    if opts.port and not port_free(opts.host, opts.port):
        raise ModelsError(f"port {opts.port} on {opts.host} is in use (another server?): the run would go to it and "
                          "be credited to this model; pick another --port, or leave it out for a free one")
    port = opts.port or free_port(opts.host)
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "ab") as out:
        proc = subprocess.Popen(server_command(opts, port), stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True, preexec_fn=_die_with_parent)
    server = Server(proc, port, log, opts.host)
    deadline = time.monotonic() + wait_s
    while not _answers(f"{server.base_url}/models"):
        if proc.poll() is not None:
            cause = death_cause(proc.returncode, log)
            raise ServerDied(f"llama.cpp server for {opts.gguf.name} {cause} (log: {log})", cause, proc.returncode)
        if time.monotonic() > deadline:
            stop_server(server)
            raise ModelsError(f"llama.cpp server for {opts.gguf.name} did not answer in {wait_s:.0f} s (log: {log})")
        time.sleep(0.5)
    try:
        check_own(server, opts.alias)
    except ModelsError:
        stop_server(server)
        raise
    return server


def stop_server(server: Server, grace_s: float = 10.0) -> None:
    """SIGTERM the server's process group, SIGKILL after ``grace_s``."""
    if server.proc.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(server.proc.pid, signal.SIGTERM)
    try:
        server.proc.wait(grace_s)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(server.proc.pid, signal.SIGKILL)
        server.proc.wait()


@contextlib.contextmanager
def served(opts: ServerOptions, log: Path) -> Iterator[Server]:
    """The server running for the ``with`` block, stopped after it (also on errors, Ctrl-C and SIGTERM: a
    killed ``deltom models serve`` leaves no server behind)."""
    previous = signal.signal(signal.SIGTERM, _terminate) if threading.current_thread() is threading.main_thread() \
        else None
    try:
        server = start_server(opts, log)
        try:
            yield server
        finally:
            stop_server(server)
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _terminate(signum: int, _frame) -> None:
    raise SystemExit(128 + signum)  # unwinds the with block: the server and a running lm_eval are stopped


def _die_with_parent() -> None:
    """In the server's process (Linux): SIGTERM when the process that started it dies, even by SIGKILL."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def lm_eval_command(server: Server, alias: str, chat: bool, args: Sequence[str],
                    extra_model_args: str = "", concurrent: int = 1) -> list[str]:
    """``deltom-eval`` (lm_eval with deltom's models registered) against ``server`` (``concurrent`` requests in
    flight) with ``deltom-chat-completions`` (chat template) or ``deltom-completions``: lm-eval's
    ``local-(chat-)completions`` with one seed per sample (a Best-of-N question's N samples differ: the stock models
    send one seed with every request) and a looping response stopped (``harness_ext.bon.served_stream``;
    ``--model-args stop_loops=False`` reads every response to its end). Every request names ``repeat_penalty``
    (``NO_REPEAT_PENALTY``) unless ``args`` do."""
    taken = [a for a in args if a.split("=")[0] in _RESERVED]
    if taken:
        raise ModelsError(f"lm_eval argument {taken[0]} is set by `deltom models serve`; use --model-args to add to it")
    if chat:
        kind, url, more = "deltom-chat-completions", f"{server.base_url}/chat/completions", ""
    else:
        kind, url, more = "deltom-completions", f"{server.base_url}/completions", ",tokenizer_backend=none"
    model_args = (f"model={alias},base_url={url},num_concurrent={concurrent},max_retries=3,tokenized_requests=False,"
                  f"timeout=3600{more}")
    if extra_model_args:
        model_args += f",{extra_model_args}"
    if not any("repeat_penalty" in a for a in args):
        args = [*NO_REPEAT_PENALTY, *args]  # lm-eval merges every --gen_kwargs given into one
    return [sys.executable, "-m", "deltom.cli.deltom_eval", "--model", kind, "--model_args", model_args, *args]


def log_since(log: Path, offset: int) -> str:
    """The text a server wrote to ``log`` after byte ``offset`` (its size before this serve started)."""
    with open(log, "rb") as handle:
        handle.seek(offset)
        return handle.read().decode("utf-8", errors="replace")


def throughput(log_text: str) -> dict[str, float]:
    """Prefill and decode totals from llama.cpp's timing lines (one pair per request that ran to its end);
    ``requests`` counts every request a slot took, ``untimed_requests`` those closed before their end (a
    looping response stopped: no timing line, their tokens not in the totals); a request for n completions prefills
    once (its n - 1 child tasks' prompt lines are left out) and decodes n."""
    children = set(_CHILD.findall(log_text))
    prompt = [(float(ms), int(n)) for task, ms, n in _PROMPT.findall(log_text) if task not in children]
    decode = [(float(ms), int(n)) for ms, n in _DECODE.findall(log_text)]
    requests = max(len(decode), len(_LAUNCH.findall(log_text)))
    out: dict[str, float] = {"requests": float(requests), "untimed_requests": float(requests - len(decode))}
    for key, rows in (("prefill", prompt), ("decode", decode)):
        ms, n = sum(r[0] for r in rows), sum(r[1] for r in rows)
        out[f"{key}_tokens"] = float(n)
        out[f"{key}_s"] = round(ms / 1000, 3)
        out[f"{key}_tok_per_s"] = round(n / (ms / 1000), 2) if ms else 0.0
    return out


def output_folder(args: Sequence[str]) -> Optional[Path]:
    """The ``--output_path`` of an lm_eval argument list, if any."""
    for i, arg in enumerate(args):
        if arg in ("--output_path", "-o") and i + 1 < len(args):
            return Path(args[i + 1])
        if arg.startswith("--output_path="):
            return Path(arg.split("=", 1)[1])
    return None
