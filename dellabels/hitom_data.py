"""Locating and reading the Hi-ToM and Kosinski data (never shipped with the project).

Paths come from DELTOM_HITOM_PATH / DELTOM_KOSINSKI_PATH (or an explicit
argument); a missing file is a clear error saying how to provide it.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Optional

HITOM_ENV = "DELTOM_HITOM_PATH"
KOSINSKI_ENV = "DELTOM_KOSINSKI_PATH"
HITOM_HUB_ID = "Hi-ToM/Hi-ToM_Dataset"
HITOM_HUB_FILE = "Hi-ToM_data.json"


class DataNotFoundError(FileNotFoundError):
    """A dataset path is missing; the message says how to provide it."""


def resolve_path(explicit: Optional[str], env: str, what: str) -> Path:
    """``explicit`` or $env, checked to exist."""
    value = explicit or os.environ.get(env)
    if not value:
        raise DataNotFoundError(f"no {what} given: pass a path or set {env}=/path/to/file")
    path = Path(value).expanduser()
    if not path.is_file():
        raise DataNotFoundError(f"{what} not found at {path} (from {'argument' if explicit else env})")
    return path


def load_hitom(path: Optional[str] = None) -> list[dict]:
    """Records of Hi-ToM_data.json (``{"data": [...]}`` or a bare list)."""
    file = resolve_path(path, HITOM_ENV, "Hi-ToM data (Hi-ToM_data.json)")
    with open(file, encoding="utf-8") as handle:
        try:
            payload = json.load(handle)
        except json.JSONDecodeError as err:
            raise ValueError(f"{file}: not valid JSON at line {err.lineno}: {err.msg}") from None
    records = payload["data"] if isinstance(payload, dict) and "data" in payload else payload
    if not isinstance(records, list):
        raise ValueError(f"{file}: expected a list of records or {{'data': [...]}}")
    return records


_NUMBERED = re.compile(r"^\s*\d+\s")


def clean_story(story: str) -> str:
    """Story lines only: drop VP's instruction preamble, blank lines and stray '***' lines."""
    kept = []
    for line in story.splitlines():
        text = line.strip()
        if not text or set(text) <= {"*"}:
            continue
        if not _NUMBERED.match(line) and text.startswith("Read the following story"):
            continue
        kept.append(text)
    return "\n".join(kept)
