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


def strict_rows(path: Path) -> list[dict]:
    """The records of a JSONL output, parsed as strict JSON (NaN / Infinity are not JSON)."""
    def refuse(constant: str):
        raise AssertionError(f"{path}: {constant} is not JSON")
    return [json.loads(line, parse_constant=refuse) for line in path.read_text().splitlines()]


def generate(out: Path, *extra: str) -> Path:
    """``dellabels generate`` of 3 stories into ``out`` (``extra``: more options), checked."""
    proc = run("dellabels", "generate", "--stories", "3", "--workers", "1", "--out", out, *extra)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return out


def synthetic_traces(stories: Path, out: Path, *extra: str) -> Path:
    """``dellabels traces --synthetic`` (order 0) of ``stories`` into ``out``, checked."""
    proc = run("dellabels", "traces", "--input", stories, "--out", out, "--synthetic", "--orders", "0", *extra)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return out


def two_coinciding_runs(folder: Path) -> dict[str, Path]:
    """Two ``generate`` runs in ``folder`` whose ids coincide (s0-0 ..) but whose stories differ, and their traces."""
    short = generate(folder / "short.jsonl", "--seed", "0", "--lengths", "1")
    long = generate(folder / "long.jsonl", "--seed", "0", "--lengths", "3")
    return {"short": short, "long": long, "short_traces": synthetic_traces(short, folder / "short_traces.jsonl"),
            "long_traces": synthetic_traces(long, folder / "long_traces.jsonl")}


def six_stories(folder: Path) -> Path:
    """Six generated one-chapter stories (seed 5) in ``folder``: the input of the hostile-input tests."""
    path = folder / "stories.jsonl"
    proc = run("dellabels", "generate", "--stories", "6", "--seed", "5", "--lengths", "1", "--workers", "1", "--out", path)
    assert proc.returncode == 0, proc.stderr
    return path


def twelve_traces(folder: Path) -> Path:
    """Synthetic traces of twelve generated one-chapter stories, in ``folder``."""
    stories = folder / "stories.jsonl"
    assert run("dellabels", "generate", "--stories", "12", "--lengths", "1", "--workers", "1", "--out", stories).returncode == 0
    proc = run("dellabels", "traces", "--input", stories, "--out", folder / "t.jsonl", "--synthetic")
    assert proc.returncode == 0, proc.stderr[-2000:]
    return folder / "t.jsonl"


def run_offline(tmp_path: Path, cmd: list[str], hitom_path, **env_extra: str) -> subprocess.CompletedProcess:
    """``cmd`` in ``tmp_path`` with a private cache, the hub offline and no PBM backend from the environment
    (unless ``env_extra`` sets one)."""
    env = dict(os.environ, DELTOM_CACHE=str(tmp_path / "cache"), DELTOM_HITOM_PATH=str(hitom_path),
               HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", TRANSFORMERS_OFFLINE="1", **env_extra)
    env.pop("DELTOM_PBM_BACKEND", None) if "DELTOM_PBM_BACKEND" not in env_extra else None
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600, cwd=tmp_path)
