"""Safe outputs for every command: no output may replace an input, half-written files never
replace good ones, and only one process at a time may write a resumable output.

* ``refuse_same``: an output path that resolves to an input (same path, symlink or hard
  link), or lies inside an input folder, is an ``OutputError`` (a ``ValueError``; the CLIs
  exit with status 2) before anything is opened. A command passes what it reads: the folders
  it reads whole, and of a run folder it searches only the files it takes (``run_files``), so
  that a page or summary written beside them stays allowed.
* ``atomic_output``: a non-resumable output is written to a temporary file in the same
  folder and renamed over the target only when complete; a crash or Ctrl-C leaves the
  old file (or none) in place.
* ``output_lock``: an exclusive ``fcntl`` lock on ``<resolved output>.lock`` and on the output
  file itself, for the resumable outputs (``traces``, ``generate``): a second writer, through
  any name of the same file, is refused with ``OutputLockedError``.
* ``check_fresh_output``: a non-empty resumable output is continued only with ``--resume``
  and replaced only with ``--overwrite``; otherwise the command is refused.
* ``check_recipe``: a resumable output keeps the options that shape its records in
  ``<output>.recipe.json``; resuming it with other options is refused, naming them.
"""
from __future__ import annotations

import fcntl
import json
import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Iterable, Iterator, Optional, Sequence

from deltom_base.errors import OutputError, OutputLockedError, clip

STDIO = (None, "-")


def _same(a: Path, b: Path) -> bool:
    try:
        if a.exists() and b.exists():
            return os.path.samefile(a, b)  # also catches hard links
    except OSError:
        pass
    return a.resolve() == b.resolve()


def _inside(output: Path, folder: Path) -> bool:
    """Whether ``output`` lies inside ``folder`` (or is it), by the folders' real identity: a symlink or another
    name of the folder on the way is seen through."""
    try:
        if not folder.is_dir():
            return False
        real = Path(os.path.realpath(output))
        return any(parent.is_dir() and os.path.samefile(parent, folder) for parent in (real, *real.parents))
    except OSError:
        return False


def refuse_same(output: Optional[str | Path], inputs: Iterable[Optional[str | Path]], flag: str = "--out") -> None:
    """An ``OutputError`` when ``output`` is (or resolves to) one of ``inputs``, or lies inside one that is a
    folder (the next read of that folder would take the output in as input)."""
    if output in STDIO:
        return
    for given in inputs:
        if given in STDIO:
            continue
        if _inside(Path(output), Path(given)):  # the folder itself, or a place in it
            where = "is" if _same(Path(output), Path(given)) else "lies inside"
            raise OutputError(f"{flag} {output} {where} the input folder {given}; the next read of it would take "
                              f"the output in as input: choose another {flag}, outside it")
        if _same(Path(output), Path(given)):
            raise OutputError(f"{flag} {output} is the input file {given}; writing it would destroy the input: "
                              f"choose another {flag}")


def refuse_twice(outputs: dict[str, Optional[str | Path]]) -> None:
    """An ``OutputError`` when two of a command's outputs (by flag) are one file: the second would replace the
    first."""
    given = [(flag, path) for flag, path in outputs.items() if path not in STDIO]
    for i, (flag, path) in enumerate(given):
        for other, twin in given[i + 1:]:
            if _same(Path(path), Path(twin)):
                raise OutputError(f"{other} {twin} is also {flag} {path}: give each output its own file")


def run_files(paths: Iterable[str | Path], patterns: Sequence[str]) -> list[str]:
    """The ``paths`` that are files, and every file under those that are folders whose name matches one of
    ``patterns`` (``samples_*``): what a command reads of a run, to give ``refuse_same``."""
    found: list[str] = []
    for given in paths:
        path = Path(given)
        if not path.is_dir():
            found.append(str(given))
            continue
        found += sorted(str(p) for p in path.rglob("*") if p.is_file() and any(p.match(pat) for pat in patterns))
    return found


def check_writable(path: str | Path) -> None:
    """Fail now, before hours of work, when ``path`` cannot be written (its folder is created)."""
    target = Path(path)
    if target.is_dir():
        raise OutputError(f"{target} is a directory; give a file name")
    folder = target.parent if str(target.parent) else Path(".")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = tempfile.NamedTemporaryFile(dir=folder, prefix=f".{target.name}.", suffix=".probe")
        probe.close()
        if target.exists() and not os.access(target, os.W_OK):
            raise PermissionError(f"[Errno 13] Permission denied: '{target}'")
    except OSError as err:
        raise OutputError(f"cannot write {target}: {err.strerror or err}") from None


def check_writable_dir(path: str | Path) -> None:
    """Like ``check_writable`` for an output folder (created when missing)."""
    folder = Path(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tempfile.NamedTemporaryFile(dir=folder, prefix=".probe.").close()
    except OSError as err:
        raise OutputError(f"cannot write into {folder}: {err.strerror or err}") from None


@contextmanager
def atomic_output(path: str | Path) -> Iterator[IO[str]]:
    """A text handle whose content replaces ``path`` only when the block completes."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.fchmod(fd, 0o666 & ~umask)  # mkstemp makes 0600; give the file the usual mode
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except FileNotFoundError:
            pass
        raise


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` through ``atomic_output``."""
    with atomic_output(path) as handle:
        handle.write(text)


def _locked(handle: IO) -> bool:
    """Whether ``handle`` is now exclusively locked by us (False: another process holds it)."""
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


@contextmanager
def _file_lock(path: Path) -> Iterator[None]:
    """Lock ``path``'s own inode when it exists, so a hard link to it is refused too."""
    try:
        handle = open(path, "rb")
    except OSError:  # missing (no link to it can exist yet) or unreadable: the lock file alone guards it
        yield
        return
    try:
        if not _locked(handle):
            raise OutputLockedError(f"{path} is being written by another process (through another name of the same "
                                    "file); wait for it to finish or choose another output")
        yield
    finally:
        handle.close()


@contextmanager
def output_lock(path: str | Path) -> Iterator[None]:
    """Hold an exclusive lock on the output for the block; refuse when another process holds it.

    The lock goes by the file's real identity: ``<resolved path>.lock`` (a symlink to the output
    shares it) plus a lock on the existing file itself (a hard link shares that).
    """
    lock_path = Path(f"{os.path.realpath(path)}.lock")
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    while True:
        handle = open(lock_path, "a+")
        if not _locked(handle):
            handle.seek(0)
            holder = handle.read().strip() or "?"
            handle.close()
            raise OutputLockedError(f"{path} is being written by another process (pid {holder}, lock "
                                    f"{lock_path}); wait for it to finish or choose another output")
        # the previous holder may have removed the file between our open and flock: retry on a fresh one
        try:
            same = os.stat(lock_path).st_ino == os.fstat(handle.fileno()).st_ino
        except FileNotFoundError:
            same = False
        if same:
            break
        handle.close()
    try:
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        with _file_lock(Path(os.path.realpath(path))):
            yield
    finally:
        try:
            os.unlink(lock_path)  # removed while still held, so a waiting process retries on a new file
        except FileNotFoundError:
            pass
        handle.close()


def check_fresh_output(path: str | Path, resume: bool, overwrite: bool) -> None:
    """Refuse to replace a non-empty resumable output unless told: ``--resume`` continues it,
    ``--overwrite`` replaces it (call it while holding ``output_lock``)."""
    if resume and overwrite:
        raise OutputError("--resume continues an output and --overwrite replaces it: give one of them")
    try:
        size = os.stat(path).st_size
    except FileNotFoundError:
        return
    if size and not resume and not overwrite:
        raise OutputError(f"{path} is not empty ({size} bytes): rerun with --resume to continue it or --overwrite "
                          "to replace it")


RECIPE_SUFFIX = ".recipe.json"


def recipe_path(path: str | Path) -> Path:
    """The sidecar holding the recipe of a resumable output."""
    return Path(f"{path}{RECIPE_SUFFIX}")


def check_recipe(path: str | Path, recipe: dict, resuming: bool) -> None:
    """Refuse to resume ``path`` with another ``recipe`` (naming each difference); record it otherwise.

    A resumed output without a sidecar (written before recipes were kept) gets one now.
    """
    sidecar, wanted = recipe_path(path), json.loads(json.dumps(recipe))
    if resuming and sidecar.is_file():
        try:
            stored = json.loads(sidecar.read_text(encoding="utf-8"))
            if not isinstance(stored, dict):
                raise ValueError("not a JSON object")
        except (OSError, ValueError) as err:
            raise OutputError(f"{sidecar}: unreadable recipe ({clip(err, 80)}); remove it only if you know "
                             f"{path} was made by this command") from None
        diffs = [f"{key} was {clip(json.dumps(stored.get(key)), 60)}, now {clip(json.dumps(wanted.get(key)), 60)}"
                 for key in sorted(set(stored) | set(wanted)) if stored.get(key) != wanted.get(key)]
        if diffs:
            raise OutputError(f"{path} was made with other options ({'; '.join(diffs)}); resume with the same "
                             "options or choose another output")
        return
    write_text_atomic(sidecar, json.dumps(wanted, indent=1, sort_keys=True) + "\n")
