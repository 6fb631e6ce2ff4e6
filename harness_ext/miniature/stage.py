"""Cached build stages: a directory is reused when its recorded recipe equals the wanted one."""
from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any, Optional

STAGE_FILE = "stage.json"
IN_PROGRESS_FILE = ".stage-recipe.json"  # written first; a build with the same recipe resumes


def canonical(recipe: Any) -> Any:
    """The recipe as plain JSON values (tuples become lists), for comparison."""
    return json.loads(json.dumps(recipe))


def finished(out: Path, recipe: dict) -> Optional[dict]:
    """The stage record of ``out`` when it was built from ``recipe``, else None."""
    try:
        record = json.loads((out / STAGE_FILE).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return None
    return record if record.get("recipe") == canonical(recipe) else None


def start(out: Path, recipe: dict) -> None:
    """Prepare ``out`` for a build: keep an interrupted build of the same recipe (its resumable parts, e.g.
    sampled traces, carry on), else empty it (only a directory a stage made, or an empty one)."""
    marker = out / IN_PROGRESS_FILE
    wanted = json.dumps(canonical(recipe), sort_keys=True)
    if marker.is_file() and marker.read_text(encoding="utf-8") == wanted and not (out / STAGE_FILE).exists():
        return
    if out.exists() and any(out.iterdir()):
        if not (out / STAGE_FILE).exists() and not marker.exists():
            raise ValueError(f"{out} exists and was not made by `deltom miniature`; choose another cache")
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    marker.write_text(wanted, encoding="utf-8")


def finish(out: Path, recipe: dict, **record: Any) -> dict:
    """Record that ``out`` holds the result of ``recipe`` (written last, so a crash rebuilds)."""
    data = {"recipe": canonical(recipe), **record}
    (out / STAGE_FILE).write_text(json.dumps(data, indent=1), encoding="utf-8")
    return data
