"""Carry a real-model run's lm-eval cache (``--use_cache``) across machines: export it to a text file, import it back.

    python scripts/real_models_cache.py export CACHE.db OUT.jsonl.xz
    python scripts/real_models_cache.py import IN.jsonl.xz CACHE.db

A long run (``scripts/real_models.sh``) resumes from its cache, which lives outside the repository; where the home
folder does not survive from one sitting to the next, the answers generated so far travel as a file instead. The
export holds one ``{"key", "answer"}`` line per cached request: the key is lm-eval's hash of the request (no prompt
text), the answer the generated text. Import adds the lines to the database (an existing key with another answer is
refused: two runs that disagree must not be merged silently) and says how many were new. Errors are one line
naming the file and line, exit 1.
"""
from __future__ import annotations

import argparse
import json
import lzma
import sys
from pathlib import Path


def _fail(message: str) -> None:
    print(f"real_models_cache: {message}", file=sys.stderr)
    raise SystemExit(1)


def _open_db(path: Path, flag: str):
    from sqlitedict import SqliteDict  # lm-eval's own cache store

    return SqliteDict(str(path), flag=flag, autocommit=False)


def export_cache(db_path: Path, out: Path) -> int:
    """Write every cached string answer of ``db_path`` to ``out`` (xz-compressed JSONL, keys sorted); the count."""
    if not db_path.is_file():
        _fail(f"{db_path}: no such cache database")
    db = _open_db(db_path, "r")
    try:
        rows = [(key, db[key]) for key in sorted(db.keys())]
    finally:
        db.close()
    rows = [(key, answer) for key, answer in rows if isinstance(answer, str)]
    out.parent.mkdir(parents=True, exist_ok=True)
    partial = out.with_name(out.name + ".partial")
    with lzma.open(partial, "wt", encoding="utf-8") as handle:
        for key, answer in rows:
            handle.write(json.dumps({"key": key, "answer": answer}, ensure_ascii=False) + "\n")
    partial.replace(out)  # never a half-written export under the final name
    return len(rows)


def read_export(path: Path) -> list[tuple[str, str]]:
    """The ``(key, answer)`` lines of an export; a malformed line is one error naming it."""
    if not path.is_file():
        _fail(f"{path}: no such export")
    rows = []
    try:
        with lzma.open(path, "rt", encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                try:
                    record = json.loads(line)
                    key, answer = record["key"], record["answer"]
                except (ValueError, KeyError, TypeError):
                    _fail(f"{path}: line {number}: not a {{\"key\", \"answer\"}} object")
                if not isinstance(key, str) or not isinstance(answer, str):
                    _fail(f"{path}: line {number}: field key and answer must be strings")
                rows.append((key, answer))
    except (lzma.LZMAError, EOFError) as err:
        _fail(f"{path}: not an xz file ({err})")
    return rows


def import_cache(path: Path, db_path: Path) -> int:
    """Add the export ``path`` to the cache database ``db_path``; the number of keys that were new."""
    rows = read_export(path)
    db_path.parent.mkdir(parents=True, exist_ok=True)
    db = _open_db(db_path, "c")
    try:
        for number, (key, answer) in enumerate(rows, 1):
            if key in db and db[key] != answer:
                _fail(f"{path}: line {number}: key {key[:12]}... already cached with another answer in {db_path}")
        new = 0
        for key, answer in rows:
            if key not in db:
                db[key] = answer
                new += 1
        db.commit()
    finally:
        db.close()
    return new


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    out = sub.add_parser("export", help="cache database -> JSONL.xz")
    out.add_argument("db", type=Path)
    out.add_argument("out", type=Path)
    back = sub.add_parser("import", help="JSONL.xz -> cache database")
    back.add_argument("export", type=Path)
    back.add_argument("db", type=Path)
    args = parser.parse_args(argv)
    if args.command == "export":
        print(f"real_models_cache: {export_cache(args.db, args.out)} answers -> {args.out}")
    else:
        new = import_cache(args.export, args.db)
        print(f"real_models_cache: {new} new answers of {len(read_export(args.export))} -> {args.db}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
