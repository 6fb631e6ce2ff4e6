"""An output folder written as one set of files, and read only as the set its manifest lists.

A rerun into a used folder must not leave the previous run's files beside the new ones
(a leftover test split would be read as this run's, an old cost table beside a new
accuracy table). A command builds its whole set in a hidden ``staging`` folder inside
the output folder (same file system, so every move is an atomic rename); only then
``swap_in`` moves the files into place and removes the previous set's files that the
new set lacks (never a file no set listed, a link, or one of the command's inputs), the
file naming the set last. A failure while building leaves the previous set as it was.
``commit_set`` does the same and writes a manifest last: a JSON object whose ``"files"``
maps each file of the set to its size and SHA-256. Readers go through ``check_listed`` /
``listed_file``: in a folder with a manifest, a file it does not list (a leftover) or
whose bytes differ from it (a rewrite interrupted before its manifest) is refused; a
folder without one (written before manifests) is read as it is.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterable, Iterator, Optional, Sequence

from dellabels.io.outputs import OutputError, write_text_atomic

FILES = "files"
STAGING_PREFIX = ".deltom-staging-"


def _digest(path: Path) -> dict:
    sha = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            sha.update(block)
    return {"bytes": path.stat().st_size, "sha256": sha.hexdigest()}


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process
        return True
    return True


def _remove_orphans(out: Path) -> None:
    """Staging folders of killed runs (their pid, in the name, is gone)."""
    for folder in out.glob(f"{STAGING_PREFIX}*"):
        pid = folder.name[len(STAGING_PREFIX):].split("-", 1)[0]
        if folder.is_dir() and not folder.is_symlink() and pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def staging(out_dir: str | Path) -> Iterator[Path]:
    """A fresh hidden folder inside ``out_dir`` (created when missing), removed afterwards whatever happens
    (one a killed run left is removed by the next run)."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    _remove_orphans(out)
    folder = Path(tempfile.mkdtemp(dir=out, prefix=f"{STAGING_PREFIX}{os.getpid()}-"))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def files_in(folder: Path) -> list[str]:
    """Every file under ``folder``, as sorted relative POSIX paths."""
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


def swap_in(built: Path, out_dir: str | Path, previous: Iterable[str], keep: Iterable[str | Path],
            listing: Optional[str]) -> list[Path]:
    """Move every file of ``built`` into ``out_dir`` and remove the files of the ``previous`` set that the new
    one lacks, except ``keep`` (the inputs); ``listing``, the file naming the set, moves last. The new files."""
    out = Path(out_dir)
    new = files_in(built)
    for relative in [r for r in new if r != listing]:
        _move(built, out, relative)
    _remove_stale(out, [r for r in previous if r not in new], {Path(p).resolve() for p in keep})
    if listing in new:
        _move(built, out, listing)
    return [out / relative for relative in new]


def _move(built: Path, out: Path, relative: str) -> None:
    target = out / relative
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(built / relative, target)


def _remove_stale(out: Path, stale: Sequence[str], kept: set) -> None:
    """Remove the listed files (never a path outside ``out``, a link or an input) and the folders they leave empty."""
    for relative in stale:
        path = out / relative
        if Path(relative).is_absolute() or ".." in Path(relative).parts or path.is_symlink() \
                or not path.is_file() or path.resolve() in kept:
            continue
        path.unlink()
        for folder in path.parents:
            if folder == out or not folder.is_relative_to(out) or any(folder.iterdir()):
                break
            folder.rmdir()


def read_manifest(folder: str | Path, manifest: str) -> Optional[dict]:
    """The manifest object of ``folder``, or None when it has none (or one without a file list)."""
    path = Path(folder) / manifest
    if not path.is_file():
        return None
    try:
        content = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise OutputError(f"{path}: unreadable ({err}); rerun the command that wrote {folder}") from None
    if not isinstance(content, dict) or not isinstance(content.get(FILES), dict):
        return None
    return content


def commit_set(folder: str | Path, staging: str | Path, manifest: str, content: dict,
               previous: Iterable[str] = ()) -> dict:
    """Move every file of ``staging`` into ``folder`` as the new set (``swap_in``) and write its manifest last.

    ``previous``: the files of the folder's former set; those not in the new set are removed.
    Returns the manifest written (``content`` plus the file list).
    """
    staged = Path(staging)
    listed = {name: _digest(staged / name) for name in files_in(staged)}
    swap_in(staged, folder, [name for name in previous if name != manifest], keep=(), listing=None)
    written = {**content, FILES: listed}
    write_text_atomic(Path(folder) / manifest, json.dumps(written, indent=1))
    return written


def check_listed(path: str | Path, manifest: str) -> None:
    """Refuse ``path`` when its folder's manifest does not list it, or lists other bytes for it."""
    target = Path(path)
    content = read_manifest(target.parent, manifest)
    if content is None:
        return
    where = target.parent / manifest
    entry = content[FILES].get(target.name)
    if entry is None:
        raise OutputError(f"{target} is not in the set of files {where} lists ({', '.join(sorted(content[FILES]))}): "
                          "a leftover of an earlier run; use a listed file or remove it")
    if not target.is_file():
        raise OutputError(f"{target} is listed by {where} but missing; rerun the command that wrote {target.parent}")
    if _digest(target) != entry:
        raise OutputError(f"{target} is not the file {where} lists (other bytes: an interrupted or edited "
                          f"rewrite); rerun the command that wrote {target.parent}")


def listed_file(folder: str | Path, name: str, manifest: str) -> Optional[Path]:
    """``folder/name`` when it belongs to the folder's set (checked), else None.

    Without a manifest a file belongs when it exists (folders written before manifests).
    """
    path = Path(folder) / name
    content = read_manifest(folder, manifest)
    if content is None:
        return path if path.is_file() else None
    if name not in content[FILES]:
        return None
    check_listed(path, manifest)
    return path
