"""An output folder written as one set of files, and read only as the set its manifest lists.

A rerun into a used folder must not leave the previous run's files beside the new ones
(a leftover test split would be read as this run's, an old cost table beside a new
accuracy table). A command builds its whole set in a hidden ``staging`` folder inside
the output folder (same file system, so every move is an atomic rename); only then
``swap_in`` moves the files into place and removes the previous set's files that the
new set lacks (never a file no set listed, a link, or one of the command's inputs), the
file naming the set last. A failure while building leaves the previous set as it was; so
does a failure while swapping: every target is checked before anything moves, and the
files moved before a failed move are put back (the folder holds the old set or the new one).
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

from dellabels.io.outputs import write_text_atomic
from deltom_base.errors import OutputError

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
    one lacks, except ``keep`` (the inputs); ``listing``, the file naming the set, moves last. The new files.

    All or nothing: every target is checked first (a folder, or a file where a folder must go, is an
    ``OutputError`` before anything moves), and when a move still fails the files moved so far are moved
    back, so ``out_dir`` holds either its previous set or the new one.
    """
    out = Path(out_dir)
    new = files_in(built)
    kept = {Path(p).resolve() for p in keep}
    _check_replaceable(out, new)
    last = [listing] if listing in new else []
    stale = [r for r in dict.fromkeys(previous) if r not in new and _removable(out, r, kept)]
    swap = _Swap(built, out)
    try:
        for relative in [r for r in new if r not in last]:
            swap.replace(relative)
        for relative in stale:  # kept aside until the whole set is in place
            swap.aside(relative)
        for relative in last:
            swap.replace(relative)
    except BaseException as err:
        swap.undo(err)
        if isinstance(err, OSError):
            raise OutputError(f"cannot replace {swap.current}: {err.strerror or err}; {out} keeps its previous "
                              "files (nothing of the new set was written)") from None
        raise
    shutil.rmtree(swap.saved, ignore_errors=True)
    for relative in stale:
        _remove_empty_folders(out, out / relative)
    return [out / relative for relative in new]


PREVIOUS_PREFIX = ".deltom-previous-"  # the replaced files while a set is swapped in (kept if a rollback fails)


def _check_replaceable(out: Path, new: Sequence[str]) -> None:
    """``OutputError`` naming the first target of ``new`` that cannot be replaced by a file (a folder there, or a
    file where one of its folders must go), before anything is moved."""
    for relative in new:
        target = out / relative
        if target.is_dir() and not target.is_symlink():
            raise OutputError(f"cannot replace {target}: it is a folder; remove or rename it (nothing in {out} "
                              "was changed)")
        for folder in reversed(Path(relative).parents[:-1]):
            path = out / folder
            if (path.exists() and not path.is_dir()) or (path.is_symlink() and not path.exists()):
                raise OutputError(f"cannot write {target}: {path} is not a folder; remove or rename it (nothing "
                                  f"in {out} was changed)")


class _Swap:
    """The moves of one ``swap_in``, journaled so that ``undo`` puts the previous set back."""

    def __init__(self, built: Path, out: Path):
        self.built, self.out = built, out
        self.saved = Path(tempfile.mkdtemp(dir=out, prefix=f"{PREVIOUS_PREFIX}{os.getpid()}-"))
        self.done: list[tuple[str, str]] = []  # ("saved" | "moved" | "made", relative path), in order
        self.current: Path = out

    def _folder(self, path: Path) -> None:
        """Create ``path``'s missing folders in ``out``, journaled (undo removes them)."""
        missing = [f for f in path.parents if f != self.out and f.is_relative_to(self.out) and not f.exists()]
        for folder in reversed(missing):
            folder.mkdir()
            self.done.append(("made", folder.relative_to(self.out).as_posix()))

    def aside(self, relative: str) -> None:
        """Move ``out/relative`` into ``saved``."""
        self.current = self.out / relative
        (self.saved / relative).parent.mkdir(parents=True, exist_ok=True)
        os.replace(self.current, self.saved / relative)
        self.done.append(("saved", relative))

    def replace(self, relative: str) -> None:
        """Put the built file in place, the one it replaces kept aside."""
        target = self.out / relative
        if target.is_symlink() or target.exists():
            self.aside(relative)
        self.current = target
        self._folder(target)
        os.replace(self.built / relative, target)
        self.done.append(("moved", relative))

    def undo(self, cause: BaseException) -> None:
        """Last step first: new files back into ``built``, the kept-aside ones back into place, made folders gone."""
        try:
            for step, relative in reversed(self.done):
                if step == "moved":
                    (self.built / relative).parent.mkdir(parents=True, exist_ok=True)
                    os.replace(self.out / relative, self.built / relative)
                elif step == "saved":
                    os.replace(self.saved / relative, self.out / relative)
                elif not any((self.out / relative).iterdir()):
                    (self.out / relative).rmdir()
        except OSError as err:
            raise OutputError(f"cannot replace the files of {self.out} ({cause}), and putting the previous ones back "
                              f"failed too ({err}): the previous files not in place are in {self.saved}") from None
        shutil.rmtree(self.saved, ignore_errors=True)


def _removable(out: Path, relative: str, kept: set) -> bool:
    """Whether a previous set's file may be removed (never a path outside ``out``, a link or an input)."""
    path = out / relative
    return not (Path(relative).is_absolute() or ".." in Path(relative).parts or path.is_symlink()
                or not path.is_file() or path.resolve() in kept)


def _remove_empty_folders(out: Path, path: Path) -> None:
    """Remove the folders between ``path`` and ``out`` that are left empty."""
    for folder in path.parents:
        if folder == out or not folder.is_relative_to(out) or not folder.is_dir() or any(folder.iterdir()):
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
