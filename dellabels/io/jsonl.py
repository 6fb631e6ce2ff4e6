"""JSONL input/output shared by every command (``jsonlines`` underneath): line-numbered errors,
never a traceback.

Reading is per line and in bytes, so a non-UTF-8 byte, invalid JSON, JSON nested deeper than
Python can decode, a value that is not an object, a line longer than the record limit or (with
``finite``) a NaN / Infinity is an error naming the file and the line, and the lines after it still read.
The record limit (``MAX_RECORD_BYTES``, 64 MiB; ``DELTOM_MAX_RECORD_MIB`` overrides it) is kept while
reading: a longer line is never held in memory, so a small ``.xz`` that expands to one huge line costs
its limit, not its size. A ``.xz`` / ``.gz`` file that is cut short or corrupt is an ``UnreadableInput``
naming the file and the last line read: never a normal end of the records.
Writing goes through one flushed ``jsonlines`` writer and writes strict JSON (never NaN or
Infinity); a file output is atomic (``dellabels.io.outputs.atomic_output``) and may never be
one of the inputs.
"""
from __future__ import annotations

import ast
import gzip
import json
import logging
import lzma
import math
import os
import sys
import zlib
from contextlib import contextmanager
from functools import partial
from typing import IO, Callable, Iterator, Optional, Union

import jsonlines

from dellabels.io.outputs import STDIO, atomic_output, refuse_same
from deltom_base.errors import JsonlError, UnreadableInput, clip
from deltom_base.settings import read

log = logging.getLogger(__name__)

Types = Union[type, tuple[type, ...]]


def _dumps(record: object) -> str:
    """``record`` as strict JSON: NaN or Infinity is a ``ValueError`` naming the record's id."""
    try:
        return json.dumps(record, ensure_ascii=False, allow_nan=False)
    except ValueError as err:
        ident = record.get("id") if isinstance(record, dict) else None
        raise ValueError(f"record {clip(repr(ident), 60)} not written: {err} (NaN or Infinity; JSON has "
                         "neither)") from None


class JSONText(dict):
    """A dict whose ``str()`` is its JSON text. lm-eval's ``--log_samples`` writes every filtered response
    with ``str()``, so a structured filter output (a response with its verification, the trace a
    Best-of-N row keeps) stays machine-readable in the samples file: ``json.loads`` it back."""

    def __str__(self) -> str:
        return json.dumps(self, ensure_ascii=False)


class Unanswered(str):
    """A response that was never produced (the search that should have written it failed): the empty text, with
    its ``reason``. Tasks score such a doc NaN, no value rather than a wrong answer, and ``--log_samples`` writes it
    as ``{"response": "", "unanswered": reason}`` (so ``logged_response`` gives "")."""

    reason: str

    def __new__(cls, reason: str) -> "Unanswered":
        made = super().__new__(cls, "")
        made.reason = reason
        return made

    def __str__(self) -> str:
        return json.dumps({"response": "", "unanswered": self.reason}, ensure_ascii=False)

    def __reduce__(self):
        return Unanswered, (self.reason,)


def logged_response(value: object) -> object:
    """The response text of a logged filtered response: a ``JSONText`` (or its JSON text, as a samples
    file holds it, or the Python repr stock lm-eval writes for an API model's run) with a ``response`` field gives
    that field; anything else is returned as it is."""
    if isinstance(value, str) and value.startswith(('{"response": ', "{'response': ")):
        try:
            value = json.loads(value) if value[1] == '"' else ast.literal_eval(value)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            return value
    if isinstance(value, dict) and isinstance(value.get("response"), str):
        return value["response"]
    return value


class LineError(str):
    """The message of an unreadable line (a ``str``, so ``isinstance(record, str)`` tells errors apart)."""


MAX_RECORD_BYTES = 64 * 2 ** 20  # the longest line (one record) a reader takes; DELTOM_MAX_RECORD_MIB overrides it
RECORD_LIMIT_ENV = "DELTOM_MAX_RECORD_MIB"
_SKIP_CHUNK = 2 ** 20  # the rest of a line over the limit is read past in pieces of this size


def record_limit() -> int:
    """The record limit in bytes: ``DELTOM_MAX_RECORD_MIB`` (a whole number of MiB >= 1), else ``MAX_RECORD_BYTES``."""
    value = (read(RECORD_LIMIT_ENV) or "").strip()
    if not value:
        return MAX_RECORD_BYTES
    if not value.isdigit() or int(value) < 1:
        raise UnreadableInput(f"{RECORD_LIMIT_ENV}={clip(value, 40)!r}: expected a whole number of MiB, at least 1")
    return int(value) * 2 ** 20


def _size(limit: int) -> str:
    return f"{limit / 2 ** 20:g} MiB" if limit >= 2 ** 20 else f"{limit} bytes"


@contextmanager
def open_in(path: Optional[str]) -> Iterator[IO[bytes]]:
    """``path`` for reading as bytes (decoded per line by ``read_records``), or stdin for None / '-';
    a ``.xz`` or ``.gz`` file is decompressed as it is read."""
    if path in STDIO:
        yield getattr(sys.stdin, "buffer", sys.stdin)
    else:
        if os.path.isdir(path):
            raise ValueError(f"{path} is a directory, not a JSONL file")
        opener = {".xz": lzma.open, ".gz": gzip.open}.get(os.path.splitext(path)[1], open)
        with opener(path, "rb") as handle:
            yield handle


@contextmanager
def open_out(path: Optional[str], append: bool = False) -> Iterator[jsonlines.Writer]:
    """A flushed JSONL writer on ``path`` (atomic replace, or appending), or stdout for None / '-'."""
    if path in STDIO:
        yield jsonlines.Writer(sys.stdout, flush=True, dumps=_dumps)
    elif append:
        with open(path, "a", encoding="utf-8") as handle:
            yield jsonlines.Writer(handle, flush=True, dumps=_dumps)
    else:
        with atomic_output(path) as handle:
            yield jsonlines.Writer(handle, flush=True, dumps=_dumps)


class _LineProblem(ValueError):
    """Why a line that is valid JSON text cannot be read (too deep, or a non-finite number)."""


def _not_finite(text: str) -> float:
    raise _LineProblem(f"{text} is not a JSON number")


def _finite_float(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise _LineProblem(f"{clip(text, 40)} overflows to {'-' if value < 0 else ''}Infinity")
    return value


def _loads(line: str, finite: bool) -> object:
    if isinstance(line, _Oversized):
        raise _LineProblem(f"a record longer than the {_size(line.limit)} one line may hold ({RECORD_LIMIT_ENV} "
                           "sets the limit); not read")
    try:
        if finite:
            return json.loads(line, parse_constant=_not_finite, parse_float=_finite_float)
        return json.loads(line)
    except RecursionError:
        raise _LineProblem("JSON nested too deeply to read") from None


def _type_name(value: object) -> str:
    return "null" if value is None else type(value).__name__


class _Oversized(str):
    """Stands for a line over the record limit (``_loads`` makes it that line's error)."""

    limit = 0


def _oversized(limit: int) -> _Oversized:
    line = _Oversized("oversized")
    line.limit = limit
    return line


class _Counted:
    """The lines of a handle, counting them (jsonlines reports numbers only for bad lines), each read
    up to the record limit; a cut or corrupt archive raises ``UnreadableInput``."""

    def __init__(self, handle: Union[IO, list], source: str):
        self.handle, self.source, self.number = handle, source, 0
        self.limit = record_limit()

    def _read(self, size: int) -> Union[str, bytes]:
        after = f"after line {self.number}" if self.number else "before its first line"
        try:
            return self.handle.readline(size)
        except EOFError:  # lzma / gzip: the data ends before the end-of-stream marker
            raise UnreadableInput(f"{self.source}: cut archive: the compressed data ends before its end marker "
                                  f"({after}); the file is incomplete: copy or pack it again") from None
        except (lzma.LZMAError, zlib.error, gzip.BadGzipFile) as err:
            raise UnreadableInput(f"{self.source}: corrupt archive ({clip(err, 80)}, {after}); copy or pack it "
                                  "again") from None

    def __iter__(self) -> Iterator[Union[str, bytes]]:
        if not hasattr(self.handle, "readline"):  # lines already in memory
            for line in self.handle:
                self.number += 1
                end = 1 if line[-1:] in (b"\n", "\n") else 0
                yield _oversized(self.limit) if len(line) - end > self.limit else line
            return
        while True:
            line = self._read(self.limit + 1)
            if not line:
                return
            self.number += 1
            if len(line) <= self.limit or line[-1:] in (b"\n", "\n"):
                yield line
                continue
            yield _oversized(self.limit)
            while line and line[-1:] not in (b"\n", "\n"):  # read past the rest, never holding it
                line = self._read(_SKIP_CHUNK)


def read_records(handle: IO, source: str, finite: bool = False) -> Iterator[tuple[int, Union[dict, LineError]]]:
    """(line number, object or ``LineError``) for each non-blank line of a byte (or text) handle (or a
    list of lines).

    A line longer than the record limit (``record_limit``) is a ``LineError`` and is never held whole;
    a cut or corrupt ``.xz`` / ``.gz`` raises ``UnreadableInput`` once the lines before the damage are read.

    ``finite``: NaN, Infinity and numbers that overflow to it are line errors (JSON has none;
    lm-eval samples files do hold NaN scores, so it is the caller's choice).
    """
    lines = _Counted(handle, source)
    reader = jsonlines.Reader(lines, loads=partial(_loads, finite=finite))
    while True:
        try:
            value = reader.read(allow_none=True, skip_empty=True)
        except EOFError:
            return
        except jsonlines.InvalidLineError as err:
            cause = err.__cause__
            if isinstance(cause, UnicodeDecodeError):
                reason = f"not UTF-8 text (byte 0x{cause.object[cause.start]:02x} at column {cause.start + 1})"
            elif isinstance(cause, json.JSONDecodeError):
                reason = f"invalid JSON ({cause.msg} at column {cause.colno})"
            elif isinstance(cause, _LineProblem):
                reason = str(cause)
            else:
                reason = clip(err, 120)
            yield err.lineno, LineError(f"{source} line {err.lineno}: {reason}")
            continue
        except UnicodeDecodeError as err:  # a text handle decodes before jsonlines sees the line
            yield lines.number + 1, LineError(f"{source} line {lines.number + 1}: not UTF-8 text ({err.reason})")
            return
        if isinstance(value, dict):
            yield lines.number, value
        else:
            yield lines.number, LineError(f"{source} line {lines.number}: expected a JSON object, "
                                          f"got {_type_name(value)}")


def require_fields(record: object, fields: dict[str, Types], where: str,
                   optional: Optional[dict[str, Types]] = None) -> Optional[str]:
    """An error message when ``record`` is not an object with these typed fields, else None.

    ``optional`` fields may be absent or null; when present they must have their type.
    """
    if isinstance(record, LineError):
        return str(record)
    if not isinstance(record, dict):
        return f"{where}: expected a JSON object, got {_type_name(record)}"
    for name, kind in fields.items():
        if name not in record:
            return f"{where}: missing field {name!r}"
        if not isinstance(record[name], kind):
            return f"{where}: field {name!r} must be {_kind_name(kind)}, got {_type_name(record[name])}"
    for name, kind in (optional or {}).items():
        if record.get(name) is not None and not isinstance(record[name], kind):
            return f"{where}: field {name!r} must be {_kind_name(kind)}, got {_type_name(record[name])}"
    return None


def _kind_name(kind: Types) -> str:
    return " or ".join(k.__name__ for k in (kind if isinstance(kind, tuple) else (kind,)))


def iter_objects(path: Optional[str], fields: Optional[dict[str, Types]] = None,
                 optional: Optional[dict[str, Types]] = None, finite: bool = False) -> Iterator[tuple[int, dict]]:
    """(line number, record) of a JSONL file (stdin for None / '-'); the first bad line raises ``JsonlError``."""
    source = "<stdin>" if path in STDIO else str(path)
    with open_in(path) as handle:
        for number, record in read_records(handle, source, finite):
            problem = require_fields(record, fields or {}, f"{source} line {number}", optional)
            if problem:
                raise JsonlError(clip(problem, 300))
            yield number, record  # type: ignore[misc]


def write_record(handle, record: dict) -> None:
    """One record as a line, flushed (``handle``: a writer from ``open_out`` or a text handle).

    A record holding NaN or Infinity is a ``ValueError``: the output stays strict JSON.
    """
    if isinstance(handle, jsonlines.Writer):
        handle.write(record)
    else:
        handle.write(_dumps(record) + "\n")
        handle.flush()


def map_records(input_path: Optional[str], output_path: Optional[str], command: str,
                transform: Callable[[dict, str], dict], fields: dict[str, Types],
                optional: Optional[dict[str, Types]] = None) -> int:
    """One output line per input record, in order: ``transform(record, where)`` or ``{"error": ...}``.

    Records missing ``fields`` (or not JSON objects, or holding NaN / Infinity) become error
    lines; an ``id`` is passed through. The output is written atomically and may not be the input. Returns the exit
    status: 1 if any record failed, else 0.
    """
    refuse_same(output_path, [input_path])
    failed, source = 0, "<stdin>" if input_path in STDIO else input_path
    with open_in(input_path) as inp, open_out(output_path) as out:
        for number, record in read_records(inp, source, finite=True):
            where = f"{source} line {number}"
            problem = require_fields(record, fields, where, optional)
            result = {"error": clip(problem, 250)} if problem else transform(record, where)  # type: ignore[arg-type]
            if "error" in result:
                result["error"] = clip(result["error"], 250)
            if isinstance(record, dict) and "id" in record:
                result = {"id": record["id"], **result}
            failed += "error" in result
            write_record(out, result)
    if failed:
        log.warning(f"{command}: {failed} record(s) failed; see the 'error' fields")
    return 1 if failed else 0
