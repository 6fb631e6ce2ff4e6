"""The real console scripts of this venv, run as a user would: ``run("dellabels", "answer", ...)``, and the
check that a failed command printed one error line (status, no traceback, every needle named)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

BIN = Path(sys.executable).parent
STORY = "1 Anne and Sally entered the kitchen.\n2 The ball is in the red_box.\n3 Sally exited the kitchen."
RECORD = {"story": STORY, "question": "Where does Sally think the ball is?"}
TRACE = "## Step 1 ##\nAnne and Sally entered the kitchen.\nSally thinks the ball is in [Null]\n\nFinal Answer: [red_box]"
ENV = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1",
       "OMP_NUM_THREADS": "1"}


def run(tool: str, *args, timeout: float = 120, env: dict | None = None, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / tool), *map(str, args)], capture_output=True, text=True, timeout=timeout,
                          env={**ENV, **(env or {})}, **kwargs)


def one_line_error(proc: subprocess.CompletedProcess, *needles: str, code: int = 2) -> str:
    """The error line of a failed command, checked: status ``code``, no traceback, names every needle."""
    assert proc.returncode == code, (proc.returncode, proc.stderr[-3000:])
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    lines = [l for l in proc.stderr.splitlines() if "error:" in l]
    assert len(lines) == 1, proc.stderr[-3000:]
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
    return lines[0]


def jsonl(path: Path, records) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path
