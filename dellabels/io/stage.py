"""Cached build stages: a directory holds the result of a recipe, and is reused only for that recipe.

A stage directory records its recipe in a JSON file (``stage.json`` unless the caller names
another), written last by ``finish``, so an interrupted build is never taken for a finished
one. ``start`` prepares the directory: it writes a marker holding the wanted recipe first, so a
directory this module made is recognised (and may be emptied), and an interrupted build of the
same recipe can resume its resumable parts. A directory that holds other files and no marker
is never deleted.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any, Callable, Optional

RECORD_FILE = "stage.json"
MARKER_FILE = ".stage-recipe.json"  # written first; a build with the same recipe resumes
REFUSAL = "{out} exists and was not made by a cached build stage; choose another directory"


def canonical(recipe: Any) -> Any:
    """The recipe as plain JSON values (tuples become lists), for comparison."""
    return json.loads(json.dumps(recipe))


def finished(out: Path, recipe: Any, record_file: str = RECORD_FILE) -> Optional[dict]:
    """The stage record of ``out`` when it was built from ``recipe``, else None."""
    try:
        record = json.loads((Path(out) / record_file).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return None
    return record if isinstance(record, dict) and record.get("recipe") == canonical(recipe) else None


def start(out: Path, recipe: Any, *, record_file: str = RECORD_FILE, marker_file: str = MARKER_FILE,
          resume: bool = True, refusal: str = REFUSAL) -> None:
    """Prepare ``out`` for building ``recipe``.

    With ``resume``, an unfinished build of the same recipe is kept (its resumable parts, e.g.
    sampled traces, carry on); otherwise ``out`` is emptied, but only when it is empty or was
    made by a stage (it holds the marker): anything else is a ``ValueError`` with
    ``refusal`` (``{out}`` names the directory).
    """
    out = Path(out)
    marker = out / marker_file
    wanted = json.dumps(canonical(recipe), sort_keys=True)
    unfinished = marker.is_file() and not (out / record_file).exists()
    if resume and unfinished and marker.read_text(encoding="utf-8") == wanted:
        return
    if out.exists() and any(out.iterdir()):
        if not marker.exists():  # ``start`` writes the marker before anything else: no marker, not ours
            raise ValueError(refusal.format(out=out))
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    marker.write_text(wanted, encoding="utf-8")


def finish(out: Path, recipe: Any, record_file: str = RECORD_FILE, **record: Any) -> dict:
    """Record that ``out`` holds the result of ``recipe`` (written last, so a crash rebuilds); returns the record."""
    data = {"recipe": canonical(recipe), **record}
    (Path(out) / record_file).write_text(json.dumps(data, indent=1), encoding="utf-8")
    return data


def cached(out: Path, recipe: Any, build: Callable[[], dict], force: bool = False, *,
           record_file: str = RECORD_FILE, **start_options: Any) -> tuple[dict, bool]:
    """(record, reused): the record of ``out`` when built from ``recipe`` (unless ``force``), else ``start``
    (with ``start_options``), ``build()`` into ``out`` and ``finish`` with the fields ``build`` returns."""
    if not force and (record := finished(out, recipe, record_file)):
        return record, True
    start(out, recipe, record_file=record_file, **start_options)
    return finish(out, recipe, record_file, **build()), False
