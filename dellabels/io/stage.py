"""Cached build stages: a directory holds the result of a recipe, and is reused only for that recipe and those files.

Every stage cache (the default PBM of ``pbm build-default``, the stages of ``deltom miniature``)
goes through ``cached``:

* a build holds a lock for its whole length (``dellabels.io.outputs.output_lock`` on
  ``<directory>.lock``, beside the directory in the cache folder): a second builder of the same
  directory is refused with one line naming the holder's pid, instead of emptying the folder under
  the first one (a SIGKILLed builder's lock goes with it);
* the stage records its recipe and the sha256 of every file it holds (``files``) in a JSON file
  (``stage.json`` unless the caller names another), written last and atomically by ``finish``, so an
  interrupted build is never taken for a finished one;
* it is reused only when the recipe and every checksum match (``verify``): an edited, cut, missing
  or added file, another recipe or a record without checksums (an older build) rebuilds it, with
  one line saying why. A reader that only uses a stage (the default PBM behind "default") goes
  through ``require``: the same check, refused with that line (``StageError``) instead.

``start`` prepares the directory: it writes a marker holding the wanted recipe first, so a
directory this module made is recognised (and may be emptied), and an interrupted build of the
same recipe can resume its resumable parts. A directory that holds other files and no marker
is never deleted.
"""
from __future__ import annotations

import json
import logging
import shutil
from pathlib import Path
from typing import Any, Callable, Optional

from dellabels.io.digest import file_sha256
from dellabels.io.outputs import output_lock, write_text_atomic
from deltom_base.errors import StageError

log = logging.getLogger(__name__)

RECORD_FILE = "stage.json"
MARKER_FILE = ".stage-recipe.json"  # written first; a build with the same recipe resumes
REFUSAL = "{out} exists and was not made by a cached build stage; choose another directory"
FILES = "files"  # the record's {relative path: sha256} of every file of the stage but the record
ANY = object()  # ``verify``'s recipe for a reader that takes whatever recipe was built


def canonical(recipe: Any) -> Any:
    """The recipe as plain JSON values (tuples become lists), for comparison."""
    return json.loads(json.dumps(recipe))


def checksums(out: Path, record_file: str = RECORD_FILE) -> dict[str, str]:
    """The sha256 of every file under ``out`` but its record, by relative POSIX path."""
    out = Path(out)
    return {p.relative_to(out).as_posix(): file_sha256(p) for p in sorted(out.rglob("*"))
            if p.is_file() and p.relative_to(out).as_posix() != record_file}


def _listing(names: list[str]) -> str:
    return names[0] + (f" (and {len(names) - 1} more)" if len(names) > 1 else "")


def _file_problem(out: Path, listed: dict, record_file: str) -> Optional[str]:
    """Why the files of ``out`` are not the ones its record lists (None when they are)."""
    found = checksums(out, record_file)
    missing = sorted(set(listed) - set(found))
    changed = sorted(n for n in listed if n in found and found[n] != listed[n])
    added = sorted(set(found) - set(listed))
    if missing:
        return f"{_listing(missing)} is missing (listed in {record_file})"
    if changed:
        return f"{_listing(changed)} differs from the checksum in {record_file} (edited or cut)"
    if added:
        return f"{_listing(added)} is not in {record_file} (added after the build)"
    return None


def verify(out: Path, recipe: Any, record_file: str = RECORD_FILE) -> tuple[Optional[dict], Optional[str]]:
    """(record, None) when ``out`` holds a finished build of ``recipe`` (any recipe for ``ANY``) whose files match
    their checksums; else (None, why), ``why`` being None when there is nothing there (no record, no files)."""
    out = Path(out)
    path = out / record_file
    if not path.is_file():
        return None, ("holds an unfinished build (interrupted?)" if out.is_dir() and any(out.iterdir()) else None)
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        return None, f"{record_file} is unreadable ({type(err).__name__})"
    if not isinstance(record, dict) or (recipe is not ANY and record.get("recipe") != canonical(recipe)):
        return None, "was built with other settings"
    if not isinstance(record.get(FILES), dict):
        return None, f"{record_file} records no checksums (built before they were recorded)"
    problem = _file_problem(out, record[FILES], record_file)
    return (None, problem) if problem else (record, None)


def finished(out: Path, recipe: Any, record_file: str = RECORD_FILE) -> Optional[dict]:
    """The stage record of ``out`` when it was built from ``recipe`` and its files match it, else None."""
    return verify(out, recipe, record_file)[0]


def require(out: Path, record_file: str = RECORD_FILE, how: str = "") -> dict:
    """The record of the finished build in ``out`` (any recipe) whose files match it, else ``StageError``: one line
    saying why, then ``how`` (what to do about it)."""
    record, problem = verify(out, ANY, record_file)
    if record is None:
        raise StageError(f"{out} {problem or 'is not built'}{'; ' + how if how else ''}")
    return record


def start(out: Path, recipe: Any, *, record_file: str = RECORD_FILE, marker_file: str = MARKER_FILE,
          resume: bool = True, refusal: str = REFUSAL) -> bool:
    """Prepare ``out`` for building ``recipe`` (call it holding the stage's lock, as ``cached`` does).

    With ``resume``, an unfinished build of the same recipe is kept (its resumable parts, e.g.
    sampled traces, carry on); otherwise ``out`` is emptied, but only when it is empty or was
    made by a stage (it holds the marker): anything else is a ``ValueError`` with
    ``refusal`` (``{out}`` names the directory). Returns whether an unfinished build resumes.
    """
    out = Path(out)
    marker = out / marker_file
    wanted = json.dumps(canonical(recipe), sort_keys=True)
    unfinished = marker.is_file() and not (out / record_file).exists()
    if resume and unfinished and marker.read_text(encoding="utf-8") == wanted:
        return True
    if out.exists() and any(out.iterdir()):
        if not marker.exists():  # ``start`` writes the marker before anything else: no marker, not ours
            raise ValueError(refusal.format(out=out))
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    marker.write_text(wanted, encoding="utf-8")
    return False


def finish(out: Path, recipe: Any, record_file: str = RECORD_FILE, **record: Any) -> dict:
    """Record that ``out`` holds the result of ``recipe``, with the sha256 of each of its files (written last and
    atomically, so a crash rebuilds); returns the record."""
    data = {"recipe": canonical(recipe), **record, FILES: checksums(out, record_file)}
    write_text_atomic(Path(out) / record_file, json.dumps(data, indent=1))
    return data


def cached(out: Path, recipe: Any, build: Callable[[], dict], force: bool = False, *,
           record_file: str = RECORD_FILE, name: str = "stage", **start_options: Any) -> tuple[dict, bool]:
    """(record, reused): the record of ``out`` when it holds a verified build of ``recipe`` (unless ``force``),
    else ``start`` (with ``start_options``), ``build()`` into ``out`` and ``finish`` with the fields ``build``
    returns; all under the stage's lock. A build that is there but does not match is rebuilt (or resumed) with
    one line on stderr, ``name`` being the command saying it."""
    out = Path(out)
    with output_lock(out):  # a second builder is refused with one line naming this process
        record, problem = (None, None) if force else verify(out, recipe, record_file)
        if record is not None:
            return record, True
        resumed = start(out, recipe, record_file=record_file, **start_options)
        if problem:
            log.info(f"{name}: {out} {problem}; {'resuming it' if resumed else 'rebuilding it'}")
        return finish(out, recipe, record_file, **build()), False
