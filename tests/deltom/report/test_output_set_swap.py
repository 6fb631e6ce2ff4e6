"""An output set is replaced as a whole or not at all.

`deltom table r4 --out t`, then a folder where table.tex was, then `deltom table r16 --out t`: it
exited 2 leaving table.md/csv/json and leaderboard.* of r16 beside lm_eval/ holding both runs.
``dellabels.io.filesets.swap_in`` now checks every target before anything moves and moves back
what it moved when a later move fails, so the folder holds the old set or the new one.
"""
import os
from pathlib import Path

import pytest
from test_leaderboard import STAMP, bon

from dellabels.io import filesets
from deltom.cli.deltom import main
from deltom_base.errors import OutputError

PREVIOUS = 0.5


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (hidden ones included) by relative path, with its bytes."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def runs(tmp_path: Path) -> tuple[Path, Path]:
    """Two Best-of-N runs of one benchmark: N = 4 and N = 16 (the issue's r4 and r16)."""
    r4 = bon(tmp_path / "r4" / f"results_{STAMP}.json", "model-a", [PREVIOUS] * 5, [0.6] * 5, n=4)
    r16 = bon(tmp_path / "r16" / f"results_{STAMP}.json", "model-b", [0.7] * 5, [0.8] * 5, n=16)
    return r4, r16


def test_a_failed_table_leaves_the_previous_set_whole(tmp_path, capsys):
    r4, r16 = runs(tmp_path)
    out = tmp_path / "t"
    assert main(["table", str(r4), "--out", str(out)]) == 0
    assert (out / "table.tex").is_file() and (out / "leaderboard.md").is_file()
    (out / "table.tex").unlink()
    (out / "table.tex").mkdir()  # a folder where the new set writes a file
    before = snapshot(out)
    capsys.readouterr()

    assert main(["table", str(r16), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert snapshot(out) == before  # every file of r4's set as it was, none of r16's
    assert f"cannot replace {out / 'table.tex'}: it is a folder" in err and "nothing in" in err
    assert len(err.strip().splitlines()) == 1
    assert sorted(p.name for p in out.iterdir() if p.name.startswith(".")) == []  # no staging or kept-aside folder
    assert (out / "table.tex").is_dir()

    (out / "table.tex").rmdir()  # the folder gone, the same command replaces the whole set
    assert main(["table", str(r16), "--out", str(out)]) == 0
    after = snapshot(out)
    lm_eval = sorted(name for name in after if name.startswith("lm_eval/"))
    assert lm_eval and all("model-b" in name or "r16" in name for name in lm_eval), lm_eval
    assert "model-a" not in (out / "table.md").read_text()


def test_a_move_that_fails_midway_is_rolled_back(tmp_path, monkeypatch):
    """A failure no check can foresee (here the fourth rename): the files moved before it are put back."""
    out, built = tmp_path / "out", tmp_path / "out" / ".built"
    for name, text in {"a.txt": "old a", "sub/b.txt": "old b", "old_only.txt": "old", "set.json": "old set"}.items():
        (out / name).parent.mkdir(parents=True, exist_ok=True)
        (out / name).write_text(text)
    for name in ("a.txt", "sub/b.txt", "new/c.txt", "set.json"):
        (built / name).parent.mkdir(parents=True, exist_ok=True)
        (built / name).write_text(f"new {name}")
    before = {k: v for k, v in snapshot(out).items() if not k.startswith(".built/")}
    real, calls = os.replace, []

    def flaky(source, target):
        calls.append(target)
        if len(calls) == 4:
            raise PermissionError(13, "Permission denied", str(target))
        return real(source, target)

    monkeypatch.setattr(filesets.os, "replace", flaky)
    with pytest.raises(OutputError, match="keeps its previous files"):
        filesets.swap_in(built, out, ["a.txt", "sub/b.txt", "old_only.txt", "set.json"], keep=(), listing="set.json")
    monkeypatch.setattr(filesets.os, "replace", real)
    assert {k: v for k, v in snapshot(out).items() if not k.startswith(".built/")} == before
    assert not (out / "new").exists() and not list(out.glob(f"{filesets.PREVIOUS_PREFIX}*"))
    assert sorted(filesets.files_in(built)) == ["a.txt", "new/c.txt", "set.json", "sub/b.txt"]  # back in staging

    written = filesets.swap_in(built, out, ["a.txt", "sub/b.txt", "old_only.txt", "set.json"], keep=(),
                               listing="set.json")
    assert snapshot(out) == {"a.txt": b"new a.txt", "new/c.txt": b"new new/c.txt", "set.json": b"new set.json",
                             "sub/b.txt": b"new sub/b.txt"}
    assert sorted(p.relative_to(out).as_posix() for p in written) == ["a.txt", "new/c.txt", "set.json", "sub/b.txt"]


def test_a_file_where_a_folder_of_the_set_goes_is_refused_before_anything_moves(tmp_path):
    out, built = tmp_path / "out", tmp_path / "built"
    out.mkdir()
    (out / "a.txt").write_text("old a")
    (out / "lm_eval").write_text("a file, not a folder")
    for name in ("a.txt", "lm_eval/x/results.json"):
        (built / name).parent.mkdir(parents=True, exist_ok=True)
        (built / name).write_text("new")
    before = snapshot(out)
    with pytest.raises(OutputError, match=r"lm_eval is not a folder"):
        filesets.swap_in(built, out, ["a.txt"], keep=(), listing=None)
    assert snapshot(out) == before and sorted(p.name for p in out.iterdir()) == ["a.txt", "lm_eval"]
