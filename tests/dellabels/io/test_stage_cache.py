"""Stage caches (``dellabels.io.stage``; the default PBM, the miniature's stages) under a lock, with checksums:
a second builder is refused naming the first one's pid; an edited, cut, missing or added
file, or a record without checksums, is rebuilt with one line, and refused with one line by a reader that only
uses the stage (the built default PBM behind "default"). The console scripts under kill -9 are
``tests/project/test_fault_injection.py``."""
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dellabels.io import stage
from deltom_base.errors import OutputLockedError, PBMConfigError, StageError
from helpers.kill_runs import ENV

RECIPE = {"stories": 10, "model": {"hidden": 8}}


def build_into(out: Path, files: dict[str, str]):
    """A stage build writing ``files`` into ``out``; counts its calls."""
    calls = []

    def build() -> dict:
        calls.append(1)
        for name, text in files.items():
            (out / name).parent.mkdir(parents=True, exist_ok=True)
            (out / name).write_text(text)
        return {"report": {"built": len(calls)}}

    return build, calls


def test_finish_records_checksums_and_only_matching_files_are_reused(tmp_path, capsys):
    out = tmp_path / "stage"
    build, calls = build_into(out, {"config.json": "{}", "model.safetensors": "w" * 100, "data/test.jsonl": "x\n"})
    record, reused = stage.cached(out, RECIPE, build, name="test")
    assert not reused and set(record["files"]) == {"config.json", "model.safetensors", "data/test.jsonl",
                                                  stage.MARKER_FILE}
    assert json.loads((out / stage.RECORD_FILE).read_text()) == record
    assert stage.cached(out, RECIPE, build, name="test") == (record, True) and len(calls) == 1

    edits = {"config.json": lambda p: p.write_text('{"hidden": 9}'),  # edited
             "model.safetensors": lambda p: p.write_text("w" * 60),  # cut
             "data/test.jsonl": lambda p: p.unlink()}  # missing
    lines = {"config.json": "config.json differs from the checksum in stage.json (edited or cut); rebuilding it",
             "model.safetensors": "model.safetensors differs from the checksum in stage.json",
             "data/test.jsonl": "data/test.jsonl is missing (listed in stage.json); rebuilding it"}
    for name, edit in edits.items():
        capsys.readouterr()
        edit(out / name)
        assert stage.finished(out, RECIPE) is None
        record, reused = stage.cached(out, RECIPE, build, name="test")
        err = capsys.readouterr().err
        assert not reused and err.count("\n") == 1 and err.startswith(f"test: {out} ") and lines[name] in err, err
        assert (out / "model.safetensors").read_text() == "w" * 100  # rebuilt whole
    (out / "adapter_config.json").write_text("{}")  # a file the build did not make changes what loads
    assert stage.verify(out, RECIPE)[1] == "adapter_config.json is not in stage.json (added after the build)"
    assert stage.verify(out, {**RECIPE, "stories": 12})[1] == "was built with other settings"
    assert len(calls) == 4


def test_a_record_without_checksums_is_rebuilt_and_refused_by_a_reader(tmp_path, capsys):
    out = tmp_path / "stage"
    build, calls = build_into(out, {"config.json": "{}"})
    stage.cached(out, RECIPE, build)
    record = json.loads((out / stage.RECORD_FILE).read_text())
    del record["files"]  # a record written before checksums were kept
    (out / stage.RECORD_FILE).write_text(json.dumps(record))
    with pytest.raises(StageError, match=r"records no checksums .*; rebuild it") as err:
        stage.require(out, how="rebuild it")
    assert "\n" not in str(err.value)
    assert stage.cached(out, RECIPE, build)[1] is False and len(calls) == 2
    assert "records no checksums (built before they were recorded); rebuilding it" in capsys.readouterr().err
    assert stage.require(out)["recipe"] == RECIPE  # any recipe: the reader takes what was built


HOLD = """
import sys, time
from pathlib import Path
from dellabels.io import stage
out = Path(sys.argv[1])
def build():
    (out / "started").write_text("1")
    time.sleep(float(sys.argv[2]))
    return {}
stage.cached(out, {"a": 1}, build)
"""


def test_a_second_builder_is_refused_naming_the_holder(tmp_path):
    out = tmp_path / "stage"
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(out), "30"], env=ENV)
    try:
        deadline = time.monotonic() + 60
        while not (out / "started").exists():
            assert holder.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        build, calls = build_into(out, {"config.json": "{}"})
        with pytest.raises(OutputLockedError, match=rf"pid {holder.pid}, lock {out}\.lock") as err:
            stage.cached(out, {"a": 2}, build)
        assert "\n" not in str(err.value) and not calls and (out / "started").exists()  # the folder left alone
    finally:
        holder.kill()
        holder.wait()
    # the killed holder's lock went with it; its unfinished build is not taken for a finished one
    assert stage.verify(out, {"a": 1}) == (None, "holds an unfinished build (interrupted?)")
    build, calls = build_into(out, {"config.json": "{}"})
    assert stage.cached(out, {"a": 1}, build)[1] is False and calls == [1]


def test_the_default_pbm_is_used_only_while_it_matches_its_build_record(tmp_path, monkeypatch):
    from pbm.cache import default_pbm_dir
    from pbm.default import BUILD_FILE, MARKER
    from pbm.spec import resolve_model

    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    target = default_pbm_dir()
    build, _ = build_into(target, {"config.json": "{}", "tokenizer.json": "{}", "model.safetensors": "w"})
    stage.cached(target, RECIPE, build, record_file=BUILD_FILE, marker_file=MARKER)
    assert resolve_model("default") == str(target)
    (target / "tokenizer.json").unlink()
    with pytest.raises(PBMConfigError) as err:
        resolve_model("default")
    assert str(err.value) == (f"PBM backend hf, model 'default': the default PBM {target} tokenizer.json is missing "
                              f"(listed in {BUILD_FILE}); rebuild it with `pbm build-default --force`")
