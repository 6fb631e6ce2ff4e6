"""When the llama.cpp server dies: how it ended, in words, and an lm_eval run that stops at once when it does
(instead of lm-eval retrying a dead address and ending in a traceback)."""
from __future__ import annotations

import contextlib
import signal
import subprocess
import time
from pathlib import Path
from typing import Sequence

from deltom_base.errors import ServerDied
from deltom_base.plumbing import child_env


def death_cause(returncode: int, log: Path, lines: int = 2) -> str:
    """How a server process ended, in words: the signal (or exit status) and the last lines of its log."""
    if returncode < 0 or returncode > 128:
        number = -returncode if returncode < 0 else returncode - 128
        try:
            how = f"was killed by {signal.Signals(number).name} ({signal.strsignal(number) or 'signal'})"
        except ValueError:
            how = f"was killed by signal {number}"
    else:
        how = f"exited with {returncode}"
    try:
        text = log.read_text(encoding="utf-8", errors="replace")
    except OSError:
        text = ""
    tail = [ln.strip() for ln in text.strip().splitlines() if ln.strip()][-lines:]
    return f"{how}; its log ends: {' | '.join(tail)[-300:]}" if tail else f"{how}; its log is empty"


def _stop(proc: subprocess.Popen, grace_s: float = 10.0) -> None:
    if proc.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        proc.terminate()
    try:
        proc.wait(grace_s)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            proc.kill()
        proc.wait()


def run_watched(cmd: Sequence[str], server_proc: subprocess.Popen, log: Path, poll_s: float = 0.2) -> int:
    """Run ``cmd`` (lm_eval) to its exit status; if the server dies first, stop ``cmd`` and raise ``ServerDied``."""
    proc = subprocess.Popen(list(cmd), env=child_env())
    try:
        while True:
            code = proc.poll()
            dead = server_proc.poll()
            if dead is not None and (code is None or code != 0):
                _stop(proc)
                cause = death_cause(dead, log)
                raise ServerDied(f"the llama.cpp server died during the run: it {cause}", cause, dead)
            if code is not None:
                return code
            time.sleep(poll_s)
    finally:
        _stop(proc)
