"""A cut or corrupt ``.xz`` / ``.gz`` is an error naming the
file, never a complete input; copies of one run are compared by content, never chosen by name; a record
longer than the record limit is refused in one line without being read whole."""
from __future__ import annotations

import gzip
import io
import json
import lzma
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dellabels.io import jsonl
from helpers import bon_fixtures as bf
from helpers.kill_runs import score_inputs

BIN = Path(sys.executable).parent
DOCS = 3  # docs per order


def deltom(*args, cwd: Path, env: dict = None) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / "deltom"), *map(str, args)], cwd=cwd, capture_output=True, text=True,
                          env={**os.environ, "DELTOM_CACHE": str(cwd / "cache"), **(env or {})}, timeout=300)


def error_line(done: subprocess.CompletedProcess, *needles: str) -> str:
    lines = [line for line in done.stderr.splitlines() if "error:" in line]
    assert done.returncode == 2 and len(lines) == 1 and "Traceback" not in done.stderr, done.stderr[-3000:]
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
    return lines[0]


def write_run(folder: Path) -> list[Path]:
    """Orders 0 and 1 of hitom_del_bon, ``DOCS`` docs each; every trace ends in a distinct tail (xz cannot
    shrink them to nothing: a cut of 400 bytes lands inside the records)."""
    files, noise = [], random.Random(0)
    for order, doc, samples in (("0", bf.DOC_A, bf.SAMPLES_A), ("1", bf.DOC_B, bf.SAMPLES_B)):
        records = [r for i in range(DOCS) for r in bf.sample_records(
            i, doc, [f"{s}\n{noise.randbytes(300).hex()}" for s in samples])]
        files.append(bf.write_samples(folder, f"hitom_del_bon_order_{order}", records))
    return files


@pytest.fixture
def packed(tmp_path) -> tuple[Path, Path]:
    """(raw run folder r16, its packed copy pk: `deltom pack-samples r16 --out pk`)."""
    write_run(tmp_path / "r16")
    done = deltom("pack-samples", "r16", "--out", "pk", cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert len(list((tmp_path / "pk").glob("*.jsonl.xz"))) == 2
    return tmp_path / "r16", tmp_path / "pk"


def cut(path: Path, by: int = 400) -> None:
    os.truncate(path, path.stat().st_size - by)


def test_a_cut_packed_run_is_an_error_naming_the_file_not_a_complete_run(packed, tmp_path):
    """The issue's reproducer: before, rescore exited 0 with 2 of 3 docs per order and "partial": false."""
    raw, pk = packed
    for file in pk.glob("*.xz"):
        cut(file)
    done = deltom("rescore", "pk", "--pbm-backend", "del", "--out", "s.json", cwd=tmp_path)
    error_line(done, ".jsonl.xz", "cut archive", "after line")
    assert not (tmp_path / "s.json").exists()


def test_a_cut_copy_beside_the_complete_raw_files_does_not_win(packed, tmp_path):
    """Before, the cut .xz was read and the raw file of the same run 'skipped: an older run'."""
    raw, pk = packed
    for file in pk.glob("*.xz"):
        cut(file)
    for file in raw.glob("*.jsonl"):
        shutil.copy(file, pk)
    done = deltom("rescore", "pk", "--pbm-backend", "del", "--out", "s.json", cwd=tmp_path)
    error_line(done, "order_0", ".jsonl.xz", "cut archive")
    assert "an older run" not in done.stderr and not (tmp_path / "s.json").exists()


def test_copies_of_one_run_are_compared_by_content(packed, tmp_path):
    raw, pk = packed
    for file in raw.glob("*.jsonl"):
        shutil.copy(file, pk)
    done = deltom("rescore", "pk", "--pbm-backend", "del", "--out", "s.json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stderr.count("a copy of samples_hitom_del_bon_order_") == 2 and "an older run" not in done.stderr
    assert json.loads((tmp_path / "s.json").read_text())["questions"] == {"0": DOCS, "1": DOCS}
    # a packed copy whose resps differ from the raw file's (same name, same stamp): an error naming both
    target = next(pk.glob("*order_1*.xz"))
    records = [json.loads(line) for line in lzma.decompress(target.read_bytes()).decode().splitlines()]
    records[1]["resps"][0][0] = "another trace"
    target.write_bytes(lzma.compress("".join(json.dumps(r) + "\n" for r in records).encode()))
    line = error_line(deltom("rescore", "pk", "--pbm-backend", "del", "--out", "t.json", cwd=tmp_path),
                      f"{target.name[:-3]} and ", target.name, "doc_id 1 has other resps")
    assert "two copies of one run" in line and not (tmp_path / "t.json").exists()


def test_an_older_run_is_still_skipped_with_a_note(packed, tmp_path):
    raw, pk = packed
    older = "2024-01-01T00-00-00.000000"
    for file in raw.glob("*.jsonl"):
        shutil.copy(file, pk / file.name.replace(bf.STAMP, older))
    done = deltom("rescore", "pk", "--pbm-backend", "del", "--out", "s.json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stderr.count(f"{older}.jsonl: an older run of") == 2


@pytest.mark.parametrize("kind", ["cut-xz", "cut-gz", "corrupt-xz", "corrupt-gz", "not-xz"])
def test_a_damaged_archive_is_an_error_naming_it(kind, tmp_path):
    raw = write_run(tmp_path / "run")[0]
    data = raw.read_bytes()
    raw.parent.joinpath(raw.name.replace("order_0", "order_1")).unlink()
    packed = lzma.compress(data) if kind.endswith("xz") else gzip.compress(data)
    if kind.startswith("cut"):
        packed = packed[:-400]
    elif kind.startswith("corrupt"):
        packed = packed[:len(packed) // 2] + bytes([packed[len(packed) // 2] ^ 0xFF]) + packed[len(packed) // 2 + 1:]
    else:
        packed = data  # a .xz that is no xz at all
    target = raw.parent / f"{raw.name}.{kind[-2:]}"
    target.write_bytes(packed)
    raw.unlink()
    done = deltom("rescore", target, "--pbm-backend", "del", "--out", "s.json", cwd=tmp_path)
    error_line(done, target.name)
    assert not (tmp_path / "s.json").exists()


def test_pbm_score_refuses_a_cut_gz_input(tmp_path):
    """The same reader under every command: `pbm score` wrote the 7 readable records of 10 and exited 0."""
    data = "".join(json.dumps(r) + "\n" for r in score_inputs(2, seed=3)).encode()
    (tmp_path / "traces.jsonl.gz").write_bytes(gzip.compress(data)[:-300])
    done = subprocess.run([str(BIN / "pbm"), "score", "--pbm-backend", "del", "--input", "traces.jsonl.gz",
                           "--out", "o.jsonl"], cwd=tmp_path, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "DELTOM_CACHE": str(tmp_path / "cache")})
    error_line(done, "traces.jsonl.gz", "cut archive")
    assert not (tmp_path / "o.jsonl").exists()


def test_a_record_over_the_limit_is_refused_in_one_line(tmp_path):
    """A small .xz that expands to one long line: refused naming file, line and limit (1 MiB here)."""
    records = bf.sample_records(0, bf.DOC_A, [s + "x" * (3 * 2 ** 20) for s in bf.SAMPLES_A])
    path = bf.write_samples(tmp_path / "run", "hitom_del_bon_order_0", records[:1])
    (tmp_path / "run" / f"{path.name}.xz").write_bytes(lzma.compress(path.read_bytes()))
    path.unlink()
    done = deltom("rescore", "run", "--pbm-backend", "del", "--out", "s.json", cwd=tmp_path,
                  env={jsonl.RECORD_LIMIT_ENV: "1"})
    error_line(done, f"{path.name}.xz line 1", "1 MiB", jsonl.RECORD_LIMIT_ENV)
    bad = deltom("rescore", "run", "--pbm-backend", "del", "--out", "s.json", cwd=tmp_path,
                 env={jsonl.RECORD_LIMIT_ENV: "lots"})
    error_line(bad, jsonl.RECORD_LIMIT_ENV, "whole number of MiB")
    assert not (tmp_path / "s.json").exists()


def test_the_record_limit_holds_while_reading(monkeypatch):
    """A 12 MiB line under a 1 MiB limit: no read returns more than the limit + 1 byte, the line is one
    error, and the line after it still reads."""
    monkeypatch.setattr(jsonl, "MAX_RECORD_BYTES", 2 ** 20)
    monkeypatch.delenv(jsonl.RECORD_LIMIT_ENV, raising=False)
    text = b'{"a": 1}\n{"big": "' + b"y" * (12 * 2 ** 20) + b'"}\n{"c": 3}\n'
    handle = lzma.open(io.BytesIO(lzma.compress(text)), "rb")
    largest = 0
    readline = handle.readline

    def watched(size=-1):
        nonlocal largest
        assert 0 < size <= 2 ** 20 + 1, size  # never "the whole line"
        line = readline(size)
        largest = max(largest, len(line))
        return line

    handle.readline = watched
    out = list(jsonl.read_records(handle, "big.jsonl.xz"))
    assert [n for n, _ in out] == [1, 2, 3] and out[0][1] == {"a": 1} and out[2][1] == {"c": 3}
    assert str(out[1][1]).startswith("big.jsonl.xz line 2: a record longer than the 1 MiB") and largest <= 2 ** 20 + 1
