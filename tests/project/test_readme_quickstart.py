"""The offline quick starts of the README and the docs run as written in a fresh copy of the repository.

The copy holds the files a clone would hold once this checkout is committed (``git ls-files``), with
the virtual environment the tests run in linked in as ``.venv`` and ``../shared`` beside it, the layout a fresh clone has in CI;
``PYTHONPATH`` makes the commands import the copy's code. The "Quick start: the DEL tools" block of
``docs/del-tools.md`` runs as written in one bash with ``set -e``; the README's main job is checked as written.
``scripts/bootstrap.sh`` is not rerun here (it would repoint the linked ``.venv`` at the copy): ``.ci/run`` runs it
in every fresh clone. The main job (``deltom miniature``, about 30 minutes) is not run here: ``tests/deltom/miniature/test_miniature.py`` runs its pipeline at smoke size.
"""
import os
import re
import subprocess
import shutil
import sys
from pathlib import Path

import pytest

from helpers.paths import REPO

ROOT = REPO


def bash_block(section: str, page: str = "README.md") -> str:
    """The first ```bash block under the heading ``section`` of ``page`` (a Markdown file of the repository)."""
    text = (ROOT / page).read_text()
    body = text.split(f"\n## {section}\n", 1)[1].split("\n## ", 1)[0]
    return re.search(r"```bash\n(.*?)```", body, re.S).group(1)


def fresh_copy(dest: Path) -> Path:
    """The files a clone of this checkout would hold once committed (tracked and untracked, not ignored, as
    they are now) under ``dest / 'deltom'``."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, check=True).stdout.decode().split("\0")
    repo = dest / "deltom"
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():  # a deleted, not yet committed file is listed too
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, repo / name)
    (repo / ".venv").symlink_to(running_venv())
    return repo


def running_venv() -> Path:
    """The virtual environment these tests run in (a git worktree has no ``.venv`` of its own), else the
    checkout's ``.venv``."""
    return Path(sys.prefix) if sys.prefix != sys.base_prefix else ROOT / ".venv"


def test_del_tools_quick_start_runs_as_written(tmp_path, hitom_path):
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: no fresh copy to make")
    repo = fresh_copy(tmp_path)
    (tmp_path / "shared").symlink_to(Path(hitom_path).resolve().parents[2])  # the README's ../shared/data/...
    env = {k: v for k, v in os.environ.items() if not k.startswith("DELTOM_")}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", HF_DATASETS_OFFLINE="1",
               DELTOM_CACHE=str(tmp_path / "cache"), PYTHONPATH=str(repo))
    main_block = [line for line in bash_block("Two commands (fresh machine, CPU only, offline)").splitlines()
                  if line.strip()]
    assert main_block == ["bash scripts/bootstrap.sh && .venv/bin/deltom miniature"]
    script = "set -euo pipefail\n" + bash_block("Quick start: the DEL tools", "docs/del-tools.md")
    run = subprocess.run(["bash", "-c", script], cwd=repo, env=env, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-3000:]
    assert '"answer": "red_box"' in run.stdout  # Sally left before the move
    assert "== agreement by type ==" in run.stdout
    stories = (repo / "stories.jsonl").read_text().splitlines()
    assert len(stories) == 200
    assert len((repo / "labels.jsonl").read_text().splitlines()) == len((repo / "traces.jsonl").read_text().splitlines())
    assert (repo / "pbm_data" / "stats.json").is_file()
    assert "DEL model size (worlds) after each line" in run.stdout
    assert "Traceback" not in run.stderr and "deprecated" not in run.stderr
