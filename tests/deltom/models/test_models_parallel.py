"""`deltom models serve --parallel N`: llama.cpp's own llama-server decoding N requests together, lm_eval sending
N at a time, its timing lines read, and one line when no llama-server is there. A stand-in llama-server (a script
that answers /v1/models and records its arguments) replaces the real binary."""
from __future__ import annotations

import json
import stat
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from deltom.cli import models as cli
from deltom.cli.deltom import main
from deltom.models import serve
from deltom.models.serve import Server, ServerOptions, lm_eval_command, server_command, throughput

STAND_IN = f"""#!{sys.executable}
import http.server, json, sys
args = sys.argv[1:]
open(args[args.index("--alias") + 1] + ".argv", "w").write(json.dumps(args))
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.end_headers()
        self.wfile.write(json.dumps({{"data": [{{"id": args[args.index("--alias") + 1]}}]}}).encode())
    def log_message(self, *a): pass
http.server.HTTPServer(("127.0.0.1", int(args[args.index("--port") + 1])), H).serve_forever()
"""

# llama-server's print_timings lines, one request
NATIVE = ("slot print_timing: id  0 | task 5 | prompt eval time =     500.00 ms /   100 tokens (5.00 ms per token)\n"
          "slot print_timing: id  0 | task 5 |        eval time =    4000.00 ms /    80 tokens (50.0 ms per token)\n"
          "slot print_timing: id  0 | task 5 |       total time =    4500.00 ms /   180 tokens\n")


def test_llama_server_command_gives_each_slot_the_context():
    opts = ServerOptions(Path("m.gguf"), "m", ctx=4096, threads=2, parallel=4, binary=Path("/opt/llama-server"))
    cmd = server_command(opts, 8000)
    assert cmd[0] == "/opt/llama-server"
    assert cmd[cmd.index("--parallel") + 1] == "4" and cmd[cmd.index("--ctx-size") + 1] == "16384"
    assert cmd[cmd.index("--alias") + 1] == "m" and cmd[cmd.index("--threads") + 1] == "2"
    assert server_command(ServerOptions(Path("m.gguf"), "m"), 8000)[1:3] == ["-m", "llama_cpp.server"]


def test_lm_eval_sends_as_many_requests_as_the_server_decodes():
    server = Server(proc=None, port=8123, log=Path("x"))
    assert "num_concurrent=4," in lm_eval_command(server, "m", True, ["--tasks", "hitom_del"], "", 4)[6]
    assert "num_concurrent=8," in lm_eval_command(server, "m", False, ["--tasks", "hitom_del_bon"], "", 8)[6]


def test_llama_server_timing_lines_are_read():
    stats = throughput(NATIVE * 3)
    assert stats["requests"] == 3 and stats["decode_tokens"] == 240 and stats["decode_tok_per_s"] == 20.0
    assert stats["prefill_tokens"] == 300 and stats["prefill_tok_per_s"] == 200.0


def test_without_cmake_deltom_own_build_is_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("DELTOM_LLAMA_SERVER", raising=False)
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path))
    monkeypatch.setenv("PATH", "/nonexistent")
    monkeypatch.setattr(cli, "_spec", lambda args: (tmp_path, SimpleNamespace(name="x", file="x.gguf", ctx=512,
                                                                              chat_template=True, sha256="0")))
    assert main(["models", "serve", "x", "--parallel", "4", "--lm-eval", "--tasks", "t"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "building llama.cpp needs cmake" in err[0]
    assert main(["models", "serve", "any-model", "--parallel", "0"]) == 2
    assert "--parallel 0" in capsys.readouterr().err
    assert main(["models", "serve", "x", "--parallel", "2", "--server", "llama-cpp-python"]) == 2
    assert "one request at a time" in capsys.readouterr().err


def test_a_missing_llama_server_binary_is_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(cli, "_spec", lambda args: (tmp_path, SimpleNamespace(name="x", file="x.gguf", ctx=512,
                                                                              chat_template=True, sha256="0")))
    code = main(["models", "serve", "x", "--llama-server", str(tmp_path / "absent"), "--lm-eval", "--tasks", "t"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "absent: no llama-server executable" in err[0]


def _stand_in_server(tmp_path, monkeypatch):
    """The stand-in llama-server program and a catalogue entry for a model file beside it."""
    binary = tmp_path / "llama-server"
    binary.write_text(STAND_IN)
    binary.chmod(binary.stat().st_mode | stat.S_IXUSR)
    (tmp_path / "x.gguf").write_bytes(b"GGUF")
    spec = SimpleNamespace(name=str(tmp_path / "x"), file="x.gguf", ctx=512, chat_template=True, sha256="0")
    monkeypatch.setattr(cli, "_spec", lambda args: (tmp_path, spec))
    return binary, spec


def test_parallel_serve_starts_llama_server_and_records_it(tmp_path, monkeypatch):
    binary, spec = _stand_in_server(tmp_path, monkeypatch)
    monkeypatch.setattr(serve, "require_llama_cpp", lambda: pytest.fail("llama-cpp-python's server asked for"))
    sent = []
    log, out = tmp_path / "server.log", tmp_path / "out"

    def fake_lm_eval(cmd, server_proc, server_log):
        sent.append(cmd)
        log.open("a").write(NATIVE * 2)  # what llama-server logs for the two requests this run generates
        return 0

    monkeypatch.setattr(cli, "run_watched", fake_lm_eval)  # where the serve command looks it up
    args = SimpleNamespace(lm_eval_args=["--tasks", "hitom_del", "--output_path", str(out)], log=str(log), ctx=None,
                           threads=1, port=None, completions=False, model_args="", parallel=3,
                           llama_server=str(binary), server="llama-server")
    assert cli.run_serve(args) == 0
    argv = json.loads(Path(spec.name + ".argv").read_text())
    assert argv[argv.index("--parallel") + 1] == "3" and argv[argv.index("--ctx-size") + 1] == "1536"
    assert "num_concurrent=3," in sent[0][sent[0].index("--model_args") + 1]
    record = json.loads((out / "throughput.jsonl").read_text())
    assert record["server"] == "llama-server" and record["parallel"] == 3
    assert record["requests"] == 2 and record["decode_tokens"] == 160 and record["decode_tok_per_wall_s"] > 0


def test_the_default_parallel_is_the_measured_best_and_one_for_llama_cpp_python():
    served = SimpleNamespace(parallel=None, server="llama-server")
    cli.resolve_parallel(served)
    assert served.parallel == cli.DEFAULT_PARALLEL == 2
    python_server = SimpleNamespace(parallel=None, server="llama-cpp-python")
    cli.resolve_parallel(python_server)
    assert python_server.parallel == 1


def _launch(task: int) -> str:
    return f"slot launch_slot_: id  0 | task {task} | processing task, is_child = 0\n"


def _serve_with(tmp_path, monkeypatch, written: str, code: int):
    """`run_serve` against the stand-in llama-server, its lm_eval a stand-in that writes ``written`` to the log."""
    binary, spec = _stand_in_server(tmp_path, monkeypatch)
    log, out = tmp_path / "server.log", tmp_path / "out"

    def fake_lm_eval(cmd, server_proc, server_log):
        log.open("a").write(written)
        return code

    monkeypatch.setattr(cli, "run_watched", fake_lm_eval)
    args = SimpleNamespace(lm_eval_args=["--tasks", "hitom_del", "--output_path", str(out)], log=str(log), ctx=None,
                           threads=1, port=None, completions=False, model_args="", parallel=2,
                           llama_server=str(binary), server="llama-server")
    return cli.run_serve(args), out / "throughput.jsonl"


def test_a_loop_stopped_stream_is_a_request_of_the_throughput_record(tmp_path, monkeypatch, capsys):
    """10 questions, one response stopped for looping: llama-server releases its slot without timing lines, and
    the record said ``requests: 9``."""
    timed = "".join(_launch(k) + NATIVE for k in range(9))
    code, record_file = _serve_with(tmp_path, monkeypatch, timed + _launch(9), 0)
    record = json.loads(record_file.read_text())
    assert code == 0 and record["requests"] == 10 and record["untimed_requests"] == 1
    assert record["decode_tokens"] == 9 * 80 and record["decode_tok_per_s"] == 20.0
    assert "720 tokens of 10 requests, 1 stopped before their end and untimed" in capsys.readouterr().out
    assert throughput(NATIVE * 2)["requests"] == 2  # llama-cpp-python's server logs no slot lines


def test_a_refusal_before_any_request_prints_and_records_no_throughput(tmp_path, monkeypatch, capsys):
    """deltom-eval refusing before the first request (exit 2, no PBM): no `wall 1 s, decode 0.0 tok/s` line."""
    code, record_file = _serve_with(tmp_path, monkeypatch, "", 2)
    assert code == 2 and not record_file.exists()
    assert "tok/s" not in capsys.readouterr().out


def test_samples_of_a_question_go_as_one_request_when_asked(tmp_path, monkeypatch):
    """--samples-per-request K: one request asks for K completions (llama-server prefills once and decodes them
    together, in one KV cache: --kv-unified); by default, Best-of-N included, one answer per request."""
    binary, spec = _stand_in_server(tmp_path, monkeypatch)
    sent = []
    monkeypatch.setattr(cli, "run_watched", lambda cmd, proc, log: sent.append(cmd) or 0)
    out = tmp_path / "out"

    def serve(tasks: str, **extra) -> list[str]:
        args = SimpleNamespace(lm_eval_args=["--tasks", tasks, "--output_path", str(out)], log=str(tmp_path / "l"),
                               ctx=None, threads=1, port=None, completions=False, model_args="", parallel=4,
                               llama_server=str(binary), server="llama-server", samples_per_request=None)
        vars(args).update(extra)
        assert cli.run_serve(args) == 0
        return json.loads(Path(spec.name + ".argv").read_text())

    argv = serve("hitom_del_fresh_bon", samples_per_request=4)
    assert "--kv-unified" in argv and "samples_per_request=4" in sent[-1][sent[-1].index("--model_args") + 1]
    assert json.loads((out / "throughput.jsonl").read_text().splitlines()[-1])["samples_per_request"] == 4
    argv = serve("hitom_del_fresh_bon")
    assert "--kv-unified" not in argv and "samples_per_request" not in sent[-1][sent[-1].index("--model_args") + 1]
    assert json.loads((out / "throughput.jsonl").read_text().splitlines()[-1])["samples_per_request"] == 1


def test_more_samples_per_request_than_slots_is_one_line(tmp_path, monkeypatch, capsys):
    _stand_in_server(tmp_path, monkeypatch)
    monkeypatch.setattr(cli, "run_watched", lambda cmd, proc, log: pytest.fail("lm_eval started"))
    code = main(["models", "serve", "x", "--parallel", "2", "--samples-per-request", "4", "--lm-eval", "--tasks",
                 "hitom_del_fresh_bon"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "--samples-per-request 4: must be 1 to --parallel (2)" in err[0]


def test_a_best_of_n_task_gets_a_slot_per_sample_of_a_question_by_default():
    def parallel(*lm_eval_args: str, server: str = "llama-server") -> int:
        args = SimpleNamespace(parallel=None, server=server, lm_eval_args=list(lm_eval_args))
        cli.resolve_parallel(args)
        return args.parallel

    assert parallel("--tasks", "hitom_del_fresh_bon", "--n", "8") == 8
    assert parallel("--tasks=hitom_del_bon_n4") == 4
    assert parallel("--tasks", "hitom_del_bon_n64") == cli.MOST_GROUPED == 16
    assert parallel("--tasks", "hitom_del_fresh") == cli.DEFAULT_PARALLEL
    assert parallel("--tasks", "hitom_del_fresh_bon", server="llama-cpp-python") == 1


def test_a_request_for_n_completions_prefills_once():
    """llama-server's child tasks (a request with n = 3) each print their parent's prompt line: the prompt was
    prefilled once, and the record said 300 prompt tokens."""
    def launch(task: int, child: bool) -> str:
        return f"slot launch_slot_: id  {task % 8} | task {task} | processing task, is_child = {int(child)}\n"

    log = launch(8, True) + launch(9, True) + launch(7, False) + "".join(NATIVE.replace("task 5", f"task {t}")
                                                                      for t in (8, 9, 7))
    stats = throughput(log)
    assert stats["prefill_tokens"] == 100 and stats["prefill_s"] == 0.5
    assert stats["decode_tokens"] == 240 and stats["untimed_requests"] == 0
