"""``scripts/portable_results.py`` never damages what it does not understand: an empty or root
``--checkout`` is refused, only known text formats are rewritten, no link is followed out of the folder, and a cut
archive is one line."""
import lzma
import sqlite3
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "scripts" / "portable_results.py"


def run(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), "--folder", str(folder), *args], capture_output=True,
                          text=True)


def test_an_empty_or_root_checkout_is_refused_and_nothing_changes(tmp_path):
    page = tmp_path / "r" / "README.md"
    page.parent.mkdir()
    page.write_text("see https://github.com/x/y\n")
    for checkout in ("", "/", "//"):
        done = run(page.parent, "--checkout", checkout)
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1 and "--checkout" in done.stderr
    assert page.read_text() == "see https://github.com/x/y\n"


def test_a_database_and_unknown_formats_are_left_alone(tmp_path):
    folder = tmp_path / "r"
    folder.mkdir()
    db = folder / "cache.sqlite"
    with sqlite3.connect(db) as con:
        con.execute("CREATE TABLE t (p TEXT)")
        con.execute("INSERT INTO t VALUES (?)", (f"{ROOT}/results/x.json",))
    before = db.read_bytes()
    (folder / "notes.json").write_text(f'{{"p": "{ROOT}/results/x.json"}}\n')
    done = run(folder, "--checkout", str(ROOT))
    assert db.read_bytes() == before
    with sqlite3.connect(db) as con:
        assert con.execute("SELECT p FROM t").fetchone()[0] == f"{ROOT}/results/x.json"
    assert (folder / "notes.json").read_text() == '{"p": "results/x.json"}\n'
    assert "cache.sqlite" not in done.stdout


def test_a_link_out_of_the_folder_is_not_followed(tmp_path):
    outside = tmp_path / "outside.md"
    outside.write_text(f"{ROOT}/secret\n")
    folder = tmp_path / "r"
    folder.mkdir()
    (folder / "link.md").symlink_to(outside)
    (folder / "dir").symlink_to(tmp_path, target_is_directory=True)
    run(folder, "--checkout", str(ROOT))
    assert outside.read_text() == f"{ROOT}/secret\n"


def test_a_cut_archive_is_one_line(tmp_path):
    folder = tmp_path / "r"
    folder.mkdir()
    data = lzma.compress(b'{"a": 1}\n' * 1000)
    (folder / "samples.jsonl.xz").write_bytes(data[: len(data) // 2])
    (folder / "ok.md").write_text(f"{ROOT}/results/a.md\n")
    done = run(folder)
    assert done.returncode == 1 and "Traceback" not in done.stderr + done.stdout
    assert "broken archive" in done.stdout and "samples.jsonl.xz" in done.stdout
    assert (folder / "ok.md").read_text() == "results/a.md\n"  # the rest is still fixed
