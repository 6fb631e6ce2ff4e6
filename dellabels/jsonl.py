"""JSONL input/output helpers shared by the CLIs: line-numbered errors, never a traceback."""
from __future__ import annotations

import json
import sys
from contextlib import contextmanager
from typing import IO, Iterator, Optional


@contextmanager
def open_in(path: Optional[str]) -> Iterator[IO[str]]:
    """``path`` for reading, or stdin for None / '-'."""
    if path in (None, "-"):
        yield sys.stdin
    else:
        with open(path, encoding="utf-8") as handle:
            yield handle


@contextmanager
def open_out(path: Optional[str], append: bool = False) -> Iterator[IO[str]]:
    """``path`` for writing (or appending), or stdout for None / '-'."""
    if path in (None, "-"):
        yield sys.stdout
    else:
        with open(path, "a" if append else "w", encoding="utf-8") as handle:
            yield handle


def read_records(handle: IO[str], source: str) -> Iterator[tuple[int, object]]:
    """(line number, parsed object or an error string) for each non-blank line."""
    for number, line in enumerate(handle, start=1):
        if not line.strip():
            continue
        try:
            yield number, json.loads(line)
        except json.JSONDecodeError as err:
            yield number, f"{source} line {number}: invalid JSON ({err.msg})"


def require_fields(record: object, fields: dict[str, type], where: str) -> Optional[str]:
    """An error message when ``record`` is not an object with these typed fields, else None."""
    if not isinstance(record, dict):
        return f"{where}: expected a JSON object, got {type(record).__name__}"
    for name, kind in fields.items():
        if name not in record:
            return f"{where}: missing field {name!r}"
        if not isinstance(record[name], kind):
            return f"{where}: field {name!r} must be {kind.__name__}, got {type(record[name]).__name__}"
    return None


def write_record(handle: IO[str], record: dict) -> None:
    handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    handle.flush()
