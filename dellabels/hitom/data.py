"""Locating and reading the Hi-ToM and Kosinski data (never shipped with the project).

Paths come from DELTOM_HITOM_PATH / DELTOM_KOSINSKI_PATH (or an explicit
argument); a missing file is a clear error saying how to provide it.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Optional

from deltom_base.errors import DataFileError, DataNotFoundError
from deltom_base.settings import read

HITOM_ENV = "DELTOM_HITOM_PATH"
KOSINSKI_ENV = "DELTOM_KOSINSKI_PATH"
HITOM_HUB_ID = "Hi-ToM/Hi-ToM_Dataset"
HITOM_HUB_FILE = "Hi-ToM_data.json"


def resolve_path(explicit: Optional[str], env: str, what: str) -> Path:
    """``explicit`` or $env, checked to exist."""
    value = explicit or read(env)
    if not value:
        raise DataNotFoundError(f"no {what} given: pass a path or set {env}=/path/to/file")
    path = Path(value).expanduser()
    if path.is_dir():
        raise DataNotFoundError(f"{what}: {path} (from {'argument' if explicit else env}) is a directory, "
                                "not the JSON file")
    if not path.is_file():
        raise DataNotFoundError(f"{what} not found at {path} (from {'argument' if explicit else env})")
    return path


def _type_name(value: object) -> str:
    return "null" if value is None else type(value).__name__


def load_json_records(file: Path, list_key: str, required: dict[str, type], noun: str = "record") -> list[dict]:
    """The records of a JSON file (``{list_key: [...]}`` or a bare list), each an object with the
    ``required`` typed fields; anything else is a ``DataFileError`` naming the file and the record."""
    try:
        with open(file, "rb") as handle:
            payload = json.loads(handle.read().decode("utf-8"))
    except UnicodeDecodeError as err:
        raise DataFileError(f"{file}: not UTF-8 text (byte 0x{err.object[err.start]:02x} at offset "
                            f"{err.start})") from None
    except json.JSONDecodeError as err:
        raise DataFileError(f"{file}: not valid JSON at line {err.lineno} column {err.colno}: {err.msg}") from None
    except OSError as err:
        raise DataFileError(f"{file}: cannot read it ({err.strerror or err})") from None
    except RecursionError:
        raise DataFileError(f"{file}: JSON nested too deeply to read") from None
    records = payload[list_key] if isinstance(payload, dict) and list_key in payload else payload
    if not isinstance(records, list):
        raise DataFileError(f"{file}: expected a list of {noun}s or {{{list_key!r}: [...]}}, "
                            f"got {_type_name(payload)}")
    if not records:
        raise DataFileError(f"{file}: holds no {noun}s")
    for index, record in enumerate(records):
        if not isinstance(record, dict):
            raise DataFileError(f"{file}: {noun} {index} is {_type_name(record)}, not an object")
        for name, kind in required.items():
            if name not in record:
                raise DataFileError(f"{file}: {noun} {index} has no field {name!r}")
            if not isinstance(record[name], kind) or isinstance(record[name], bool) and kind is not bool:
                raise DataFileError(f"{file}: {noun} {index}: field {name!r} must be {kind.__name__}, "
                                    f"got {_type_name(record[name])}")
    return records


HITOM_FIELDS = {"story": str, "question": str, "answer": str}


def load_hitom(path: Optional[str] = None) -> list[dict]:
    """Records of Hi-ToM_data.json (``{"data": [...]}`` or a bare list), each with story, question, answer."""
    file = resolve_path(path, HITOM_ENV, "Hi-ToM data (Hi-ToM_data.json)")
    return load_json_records(file, "data", HITOM_FIELDS)


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
