"""deltom's own llama.cpp build: ggml's CPU variants read from its CMakeLists, tried most features first, each
proved by a real generation; a variant that dies is set aside and the next one down serves. A stand-in build
(tests/helpers/llama_stand_in.py) whose 'top' variant dies with SIGILL replaces the real one."""
from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from deltom.cli import models as cli
from deltom.cli.deltom import main
from deltom.models import llama_probe
from deltom.models.llama_build import CPUINFO, Variant, cpu_features, ladder, parse_variants
from deltom.models.llama_probe import choose, describe, load_proofs
from deltom.models.server_death import death_cause, run_watched
from deltom_base.errors import ModelsError, ServerDied
from tests.helpers.llama_stand_in import CMAKELISTS, LISTED, make_build, requests


def test_variants_are_ggml_own_list_and_tried_most_features_first():
    variants = parse_variants(CMAKELISTS)
    assert [v.name for v in variants] == ["x64", "mid", "top"]  # not the variant function's own x86 branch
    assert variants[2].features == ("sse4_2", "avx", "avx512f", "avx512cd", "avx512vl", "avx512dq", "avx512bw",
                                    "amx_int8")
    assert [v.name for v in ladder(variants, LISTED)] == ["top", "mid", "x64"]
    assert [v.name for v in ladder(variants, frozenset({"sse4_2", "avx"}))] == ["mid", "x64"]
    assert [v.name for v in ladder(variants, frozenset())] == ["x64"]


def test_a_variant_turns_every_ggml_feature_option_on_or_off():
    flags = Variant("mid", ("SSE42", "AVX")).cmake_flags()
    assert "-DGGML_AVX=ON" in flags and "-DGGML_AMX_INT8=OFF" in flags and len(flags) == len(CPUINFO)


def test_cpu_features_read_the_flags_line():
    info = "processor\t: 0\nflags\t\t: fpu sse4_2 avx2 amx_int8\nbugs\t\t: spectre\n"
    assert cpu_features(info) == frozenset({"fpu", "sse4_2", "avx2", "amx_int8"})
    assert cpu_features("nothing here") == frozenset()


def test_a_variant_that_dies_on_a_real_request_is_set_aside_and_the_next_one_serves(tmp_path):
    made = make_build(tmp_path, crash=("top",))
    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF")
    said: list[str] = []
    choice = choose(made, gguf, "sha-m", listed=LISTED, say=said.append)
    assert choice.variant.name == "mid" and choice.server == tmp_path / "run" / "mid" / "llama-server"
    assert requests(tmp_path) == ["top start", "top request", "mid start", "mid request"]
    crashed = [p for p in choice.proofs if not p.ok]
    assert [p.variant for p in crashed] == ["top"] and "SIGILL" in crashed[0].why
    assert "tile instruction" in crashed[0].why  # the log's last lines come with the signal
    assert any("top build does not run here" in line and "SIGILL" in line for line in said)
    line = describe(choice)
    assert "mid build" in line and "top was killed by SIGILL" in line
    assert [p.decode_tok_per_s for p in choice.proofs if p.ok] == [16.0]  # kept in choice.json
    # proved once: the next serve, and a serve of another model, never start the crashed variant again
    assert choose(made, gguf, "sha-m", listed=LISTED, say=said.append).variant.name == "mid"
    assert choose(made, gguf, "sha-other", listed=LISTED, say=said.append).variant.name == "mid"
    assert requests(tmp_path).count("top start") == 1 and requests(tmp_path).count("mid request") == 2
    # a machine listing other features proves again
    assert load_proofs(tmp_path, frozenset({"sse4_2", "avx"}), made.version) == []


def test_the_first_variant_serves_when_it_runs(tmp_path):
    made = make_build(tmp_path)
    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF")
    choice = choose(made, gguf, "sha-m", listed=LISTED, say=lambda line: None)
    assert choice.variant.name == "top" and "the most CPU features this machine lists" in describe(choice)


def test_every_variant_crashing_is_one_error(tmp_path):
    made = make_build(tmp_path, crash=("top", "mid", "x64"))
    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF")
    with pytest.raises(ModelsError, match="every CPU variant crashed"):
        choose(made, gguf, "sha-m", listed=LISTED, say=lambda line: None)


def test_a_server_dying_during_the_run_stops_the_run_at_once(tmp_path):
    log = tmp_path / "server.log"
    log.write_text("slot launch_slot_: id 0 | processing task\nggml: about to crash\n")
    server = subprocess.Popen([sys.executable, "-c", "import os, signal, time; time.sleep(0.5); "
                               "os.kill(os.getpid(), signal.SIGILL)"])
    start = time.monotonic()
    with pytest.raises(ServerDied) as err:
        run_watched([sys.executable, "-c", "import time; time.sleep(60)"], server, log)
    assert time.monotonic() - start < 15
    assert err.value.signal_number == signal.SIGILL and "about to crash" in err.value.cause
    assert "SIGILL" in str(err.value)


def test_death_cause_names_the_signal_or_the_exit_status(tmp_path):
    log = tmp_path / "l"
    log.write_text("a\n\nb\nc\n")
    assert death_cause(-9, log) == "was killed by SIGKILL (Killed); its log ends: b | c"
    assert death_cause(132, log).startswith("was killed by SIGILL")
    assert death_cause(1, tmp_path / "absent") == "exited with 1; its log is empty"


def _serve_args(tmp_path, monkeypatch):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path))
    monkeypatch.delenv("DELTOM_LLAMA_SERVER", raising=False)
    monkeypatch.setattr(llama_probe, "cpu_features", lambda: LISTED)
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "m.gguf").write_bytes(b"GGUF")
    monkeypatch.setattr(cli, "_spec", lambda args: (tmp_path / "models", SimpleNamespace(
        name="m", file="m.gguf", ctx=512, chat_template=True, sha256="sha-m")))


def test_serve_says_in_one_line_when_its_server_dies_mid_run_and_falls_back_next_time(tmp_path, monkeypatch,
                                                                                         capsys):
    _serve_args(tmp_path, monkeypatch)
    root = tmp_path / "llama.cpp"
    make_build(root)  # every variant runs at the proof ...
    post = ("import json, sys, urllib.request; urllib.request.urlopen(urllib.request.Request(sys.argv[1], "
            "data=b'{}', headers={'Content-Type': 'application/json'}), timeout=30); import time; time.sleep(60)")
    monkeypatch.setattr(cli, "lm_eval_command", lambda server, *a, **k: [  # where the serve command looks it up
        sys.executable, "-c", post, f"{server.base_url}/completions"])
    assert main(["models", "build", "m"]) == 0
    (root / "crash.txt").write_text("top")  # ... and the chosen one dies on the run's first request
    capsys.readouterr()
    code = main(["models", "serve", "m", "--lm-eval", "--tasks", "t", "--output_path", str(tmp_path / "out")])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert "llama.cpp: the top build" in err[0]  # which build serves, and why, before the run
    assert len(err) == 2 and "died during the run" in err[1] and "SIGILL" in err[1] and "set aside" in err[1]
    assert "Traceback" not in "\n".join(err)
    proofs = json.loads((root / "choice.json").read_text())["proofs"]
    assert any(p["variant"] == "top" and not p["ok"] for p in proofs)
    (root / "crash.txt").write_text("")
    assert main(["models", "build", "m"]) == 0
    assert "llama.cpp: the mid build" in capsys.readouterr().err
