"""`deltom models` on damaged cache files, a bad catalogue field and out-of-range numbers: one line naming the file
(or option) and the field, exit 2, or a cache file set aside with a line; nothing built or started first."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from deltom.cli import models as cli
from deltom.cli.deltom import main
from deltom.models import llama_probe
from deltom.models.llama_build import SOURCE_VERSION
from deltom.models.llama_probe import load_proofs, machine_key
from deltom_base.errors import ModelsError
from tests.helpers.llama_stand_in import LISTED, make_build

GGUF = b"GGUF-fake-" * 20


def one_line(capsys, code: int, *needles: str) -> str:
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err, (code, err)
    for needle in needles:
        assert needle in err, (needle, err)
    return err


def cache(tmp_path: Path, **change) -> list[str]:
    """A cache holding one fetched model (``fake``) and its catalogue; the ``--cache --catalog`` options."""
    (tmp_path / "cache").mkdir(exist_ok=True)
    (tmp_path / "cache" / "fake.gguf").write_bytes(GGUF)
    entry = {"name": "fake", "file": "fake.gguf", "sha256": hashlib.sha256(GGUF).hexdigest(), "size": len(GGUF),
             "parts": [{"package": "p", "version": "1", "member": "p/m.bin"}], **change}
    (tmp_path / "catalog.json").write_text(json.dumps({"models": [entry]}))
    return ["--cache", str(tmp_path / "cache"), "--catalog", str(tmp_path / "catalog.json")]


def proofs_file(root: Path, proofs: object) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    path = root / "choice.json"
    path.write_text(json.dumps({"cpu": machine_key(LISTED), "version": SOURCE_VERSION, "proofs": proofs}))
    return path


@pytest.mark.parametrize("text, words", [
    ("[1, 2]", "expected an object"),
    (None, "proofs[0].speed: not a field of a proof"),
    ("OK-FALSE", "proofs[0].ok: expected true or false, found \"false\""),
    ("{", "damaged"),
])
def test_a_damaged_choice_file_is_one_line_naming_it_and_the_repair(text, words, tmp_path):
    proof = {"variant": "top", "model_sha": "m", "ok": False, "why": "killed by SIGILL"}
    if text is None:
        path = proofs_file(tmp_path, [{**proof, "speed": 3}])
    elif text == "OK-FALSE":  # a build that crashed during a run, recorded by hand: not to be served again
        path = proofs_file(tmp_path, [{**proof, "ok": "false"}])
    else:
        path = tmp_path / "choice.json"
        path.write_text(text)
    with pytest.raises(ModelsError) as err:
        load_proofs(tmp_path, LISTED, SOURCE_VERSION)
    assert str(path) in str(err.value) and words in str(err.value) and "remove it" in str(err.value)


def test_models_build_says_a_damaged_choice_file_in_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path))
    monkeypatch.setattr(llama_probe, "cpu_features", lambda: LISTED)
    monkeypatch.setattr(cli, "cpu_features", lambda: LISTED)
    make_build(tmp_path / "llama.cpp")
    (tmp_path / "llama.cpp" / "choice.json").write_text("[1, 2]")
    monkeypatch.setattr(cli, "_spec", lambda args: (tmp_path, SimpleNamespace(name="m", file="m.gguf", sha256="s")))
    one_line(capsys, main(["models", "build", "m"]), "choice.json: damaged")


def test_a_damaged_manifest_is_set_aside_with_a_line_and_the_model_checked_by_its_sha(tmp_path, capsys):
    options = cache(tmp_path)
    manifest = tmp_path / "cache" / "manifest.json"
    manifest.write_text(json.dumps({"fake": "x"}))
    assert main(["models", "list", "--json", *options]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)[0]["fetched"] is True
    assert len(err.strip().splitlines()) == 1 and f"{manifest}: damaged" in err and "set aside" in err
    assert (tmp_path / "cache" / "manifest.json.damaged").read_text() == '{"fake": "x"}'


@pytest.mark.parametrize("change, words", [({"ctx": "big"}, "'ctx'"), ({"ctx": 0}, "'ctx' must be 1 or more"),
                                           ({"chat_template": "false"}, "'chat_template'")])
def test_a_bad_optional_catalogue_field_is_one_line_naming_it(change, words, tmp_path, capsys):
    one_line(capsys, main(["models", "list", *cache(tmp_path, **change)]), "catalog.json", "(fake)", words)


@pytest.mark.parametrize("option, value", [("--port", "70000"), ("--port", "-1"), ("--ctx", "-5"),
                                           ("--threads", "-3")])
def test_serve_refuses_a_number_out_of_range_before_anything_starts(option, value, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(cli, "build", lambda *a, **k: pytest.fail("built llama.cpp for a refused option"))
    one_line(capsys, main(["models", "serve", "fake", option, value, *cache(tmp_path)]), f"{option} {value}")


def test_build_of_an_unknown_model_says_so_before_building(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(cli, "build", lambda *a, **k: pytest.fail("built llama.cpp for an unknown model"))
    one_line(capsys, main(["models", "build", "nosuch", *cache(tmp_path)]), "unknown model 'nosuch'")
    one_line(capsys, main(["models", "build", "fake", "--jobs", "-2", *cache(tmp_path)]), "--jobs -2")
