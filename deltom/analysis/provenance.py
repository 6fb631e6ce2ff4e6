"""What made a results folder: project commit, lm-eval version, the raw results JSON, the samples' sha256.

A committed table sits next to the raw lm-eval ``results_*.json`` of its run (versions, git
hash, task hashes, configs) and ``samples.sha256``: the ``--log_samples`` files stay out of
git (size), so the folder names where they were and their checksums (``sha256sum -c``
format, run in that folder).
"""
from __future__ import annotations

import re
import shutil
import subprocess
from importlib import metadata
from pathlib import Path
from typing import Iterable

from dellabels.io.digest import path_sha256
from deltom.analysis.names import portable, portable_text

SAMPLES_FILE = "samples.sha256"
RAW_DIR = "lm_eval"  # <out>/lm_eval/<model>/results_*.json, lm-eval's own layout under --output_path


def project_commit(root: Path | None = None) -> str:
    """The deltom checkout's commit (``+ uncommitted changes`` when a tracked file outside ``results/`` differs),
    or why it is unknown. ``results/`` holds outputs, not code: a table written before the next one of the same
    run (``scripts/real_models_table.sh``) leaves the checkout as it was."""
    root = root or Path(__file__).resolve().parents[2]

    def git(*args: str) -> str:
        # --no-optional-locks: `status` would otherwise take .git/index.lock to refresh the index, and a run killed
        # (or timed out) meanwhile leaves the lock behind, so the user's next `git commit` fails
        return subprocess.run(["git", "--no-optional-locks", "-C", str(root), *args], capture_output=True, text=True,
                              check=True, timeout=30).stdout.strip()

    try:
        commit = git("rev-parse", "HEAD")
        dirty = git("status", "--porcelain", "--untracked-files=no", "--", ".", ":(exclude)results")
    except (OSError, subprocess.SubprocessError):
        return "unknown (not a git checkout)"
    return commit + (" + uncommitted changes" if dirty else "")


def package_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "not installed"


def sha256(path: str | Path) -> str:
    """A data file's sha256, or a data folder's (``dellabels.io.digest.path_sha256``)."""
    return path_sha256(path)


def safe_name(name: str) -> str:
    """A model name as one folder name (``org/model`` -> ``org__model``)."""
    return re.sub(r"[^A-Za-z0-9._-]+", "__", name).strip("_") or "model"


def copy_raw_results(results: str | Path, out_dir: str | Path, model: str) -> Path:
    """``results`` copied to ``<out_dir>/lm_eval/<model>/`` (kept when it already lies there): byte for byte, but
    for absolute paths under the repository or ``~`` (the model's, the data file's), made portable since the copy
    is committed (``deltom.analysis.names.portable_text``)."""
    source = Path(results)
    target = Path(out_dir) / RAW_DIR / safe_name(model) / source.name
    if not (target.exists() and target.resolve() == source.resolve()):
        target.parent.mkdir(parents=True, exist_ok=True)
        text = source.read_bytes().decode("utf-8", errors="surrogateescape")
        shown = portable_text(text)
        if shown == text:
            shutil.copyfile(source, target)
        else:
            target.write_bytes(shown.encode("utf-8", errors="surrogateescape"))
    return target


def samples_record(files: Iterable[str | Path]) -> dict:
    """``{"dir", "files": {name: {"sha256", "bytes"}}}`` of samples files (all in one folder per run)."""
    paths = [Path(f).resolve() for f in files]
    folders = sorted({str(p.parent) for p in paths})

    folders = [portable(f) for f in folders]
    return {"dir": folders[0] if len(folders) == 1 else folders,
            "files": {p.name: {"sha256": sha256(p), "bytes": p.stat().st_size} for p in sorted(paths)}}


def samples_checksums(records: dict[str, dict]) -> str:
    """``samples.sha256``: per model, where the samples were, then ``sha256sum -c`` lines."""
    lines = ["# lm-eval --log_samples files of these results (kept out of git: size). To check a copy:",
             "#   cd <the folder named below> && grep -v '^#' samples.sha256 | sha256sum -c --ignore-missing"]
    for model, record in records.items():
        lines.append(f"# {model}: {record['dir']}")
        lines += [f"{entry['sha256']}  {name}" for name, entry in record["files"].items()]
    return "\n".join(lines) + "\n"
