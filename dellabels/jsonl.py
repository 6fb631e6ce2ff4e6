"""JSONL input/output helpers shared by the CLIs: line-numbered errors, never a traceback."""
from __future__ import annotations

import json
import sys
from contextlib import contextmanager
from typing import IO, Callable, Iterator, Optional


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


def map_records(input_path: Optional[str], output_path: Optional[str], command: str,
                transform: Callable[[dict, str], dict], fields: dict[str, type]) -> int:
    """One output line per input record, in order: ``transform(record, where)`` or ``{"error": ...}``.

    Records missing ``fields`` (or not JSON) become error lines; an ``id`` is passed through.
    Returns the exit status: 1 if any record failed, else 0.
    """
    failed, source = 0, input_path or "<stdin>"
    with open_in(input_path) as inp, open_out(output_path) as out:
        for number, record in read_records(inp, source):
            where = f"{source} line {number}"
            problem = record if isinstance(record, str) else require_fields(record, fields, where)
            result = {"error": problem} if problem else transform(record, where)  # type: ignore[arg-type]
            if isinstance(record, dict) and "id" in record:
                result = {"id": record["id"], **result}
            failed += "error" in result
            write_record(out, result)
    if failed:
        print(f"{command}: {failed} record(s) failed; see the 'error' fields", file=sys.stderr)
    return 1 if failed else 0
