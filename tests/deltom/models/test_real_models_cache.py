"""``scripts/real_models_cache.py``: a run's lm-eval cache travels as a text file and comes back whole."""
import lzma
import subprocess
import sys
from pathlib import Path

from sqlitedict import SqliteDict

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "real_models_cache.py"


def _run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *map(str, args)], capture_output=True, text=True)


def _db(path: Path, items: dict) -> Path:
    with SqliteDict(str(path), autocommit=True) as db:
        for key, value in items.items():
            db[key] = value
    return path


def test_an_export_imported_elsewhere_gives_the_same_answers(tmp_path):
    source = _db(tmp_path / "a_rank0.db", {"k2": "## Step 1 ##\nÉmile entered.", "k1": "answer one"})
    export = tmp_path / "cache.jsonl.xz"
    done = _run("export", source, export)
    assert done.returncode == 0 and "2 answers" in done.stdout
    target = _db(tmp_path / "b_rank0.db", {"k1": "answer one"})  # one answer already there (a resumed run)
    back = _run("import", export, target)
    assert back.returncode == 0 and "1 new answers of 2" in back.stdout
    with SqliteDict(str(target), flag="r") as db:
        assert dict(db.items()) == {"k1": "answer one", "k2": "## Step 1 ##\nÉmile entered."}


def test_a_key_cached_with_another_answer_is_refused_in_one_line(tmp_path):
    export = tmp_path / "cache.jsonl.xz"
    assert _run("export", _db(tmp_path / "a.db", {"k1": "one"}), export).returncode == 0
    clash = _run("import", export, _db(tmp_path / "b.db", {"k1": "another"}))
    assert clash.returncode == 1 and "line 1: key k1" in clash.stderr and "Traceback" not in clash.stderr
    assert len(clash.stderr.strip().splitlines()) == 1


def test_a_malformed_line_is_named(tmp_path):
    bad = tmp_path / "bad.jsonl.xz"
    with lzma.open(bad, "wt") as handle:
        handle.write('{"key": "k1", "answer": "a"}\n{"key": "k2"}\n')
    failed = _run("import", bad, tmp_path / "c.db")
    assert failed.returncode == 1 and f"{bad}: line 2" in failed.stderr and "Traceback" not in failed.stderr
