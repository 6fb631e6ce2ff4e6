"""Run the real console scripts and SIGKILL them mid-run (no-silent-loss and fault-injection tests).

Each run starts in a session of its own, so a kill takes the command's worker processes
with it (as ``kill -9`` of a job does). Output goes to files, never to pipes, so that a
chatty progress bar cannot block a command that is waiting to be killed.
"""
from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional, Sequence

import pytest

BIN = Path(sys.executable).parent
ENV = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1",
       "TOKENIZERS_PARALLELISM": "false", "OMP_NUM_THREADS": "1"}


def script(name: str) -> str:
    """Path of the console script ``name`` of this environment (skip when the package is not installed)."""
    path = BIN / name
    if not path.exists():
        pytest.skip(f"no {name} console script next to {sys.executable} (pip install -e .)")
    return str(path)


@dataclass
class Run:
    """How one run ended: ``killed`` by us mid-run, or its exit status, with its stdout / stderr."""

    killed: bool
    returncode: Optional[int]
    stdout: str
    stderr: str
    seconds: float


def run(args: Sequence[object], logs: Path, env: Optional[dict] = None, timeout: float = 120,
        kill_when: Optional[Callable[[], bool]] = None, then_wait: float = 0.0, signum: int = signal.SIGKILL) -> Run:
    """Run ``args``; once ``kill_when()`` holds, wait ``then_wait`` seconds and send ``signum`` to its process group.

    ``killed`` is True only when the signal reached a command that was still running.
    """
    logs.mkdir(parents=True, exist_ok=True)
    out_path, err_path = logs / "stdout", logs / "stderr"
    started = time.perf_counter()
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        proc = subprocess.Popen([str(a) for a in args], stdout=out, stderr=err, env={**ENV, **(env or {})},
                                start_new_session=True, preexec_fn=_interruptible)
        killed, deadline = False, None
        try:
            while proc.poll() is None:
                now = time.perf_counter()
                if now - started > timeout:
                    raise AssertionError(f"{args[0]} ran past {timeout} s")
                if deadline is None and kill_when is not None and kill_when():
                    deadline = now + then_wait
                if deadline is not None and now >= deadline:
                    if proc.poll() is None:
                        os.killpg(proc.pid, signum)
                        killed = signum == signal.SIGKILL or proc.wait(timeout=60) != 0
                    break
                time.sleep(0.01)
            proc.wait(timeout=60)
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
    return Run(killed, None if killed and signum == signal.SIGKILL else proc.returncode,
               out_path.read_text(errors="replace"), err_path.read_text(errors="replace"),
               time.perf_counter() - started)


def _interruptible() -> None:
    """In the child, before exec: Ctrl-C's default action. A shell starts its background jobs with SIGINT ignored
    (``pytest ... &``, ``nohup``), exec keeps that, and a Python started so ignores Ctrl-C for good: an interrupt
    test would see its command finish instead of stopping."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def cached_scores(cache_dir: Path, wait: float = 5.0) -> int:
    """Rows committed to the PBM score cache in ``cache_dir`` (0 when there is none yet, or, with ``wait`` 0, while
    the writer holds its lock: a watcher polling a running command must not queue behind it until the run ends)."""
    path = cache_dir / "scores.sqlite"
    if not path.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=wait) as db:
            return db.execute("SELECT COUNT(*) FROM scores").fetchone()[0]
    except sqlite3.OperationalError:  # created but its table not yet committed, or locked
        return 0


def score_inputs(stories: int, seed: int, orders: int = 5) -> list[dict]:
    """``pbm score`` input records: the gold trace of each of the first ``orders`` questions of each story."""
    from dellabels.hitom.explain import gold_trace
    from dellabels.hitom.story_generator import generate
    from dellabels.hitom.world import HiToMStory

    records = []
    for story in generate(stories, seed=seed, lengths=(1,), progress=False):
        parsed = HiToMStory(story["story"])
        for question in story["questions"][:orders]:
            records.append({"id": f"{story['id']}-o{question['order']}", "story": story["story"],
                            "question": question["question"], "trace": gold_trace(parsed, question["question"])})
    return records


def write_jsonl(path: Path, records: Sequence[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path
