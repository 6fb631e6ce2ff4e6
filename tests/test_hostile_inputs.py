"""Hostile inputs against the real console scripts (issue 13): nothing lost, duplicated or
silently overwritten; every data error one line, no traceback, non-zero exit, file and line named."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from helpers.bon_fixtures import DOC_A, SAMPLES_A, sample_records, write_hand_samples, write_samples
from dellabels.io.outputs import output_lock

BIN = Path(sys.executable).parent
STORY = "1 Anne and Sally entered the kitchen.\n2 The ball is in the red_box.\n3 Sally exited the kitchen."
RECORD = {"story": STORY, "question": "Where does Sally think the ball is?"}
TRACE = "## Step 1 ##\nAnne and Sally entered the kitchen.\nSally thinks the ball is in [Null]\n\nFinal Answer: [red_box]"
ENV = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1",
       "OMP_NUM_THREADS": "1"}


def run(tool: str, *args, timeout: float = 120, env: dict | None = None, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / tool), *map(str, args)], capture_output=True, text=True, timeout=timeout,
                          env={**ENV, **(env or {})}, **kwargs)


def one_line_error(proc: subprocess.CompletedProcess, *needles: str, code: int = 2) -> str:
    """The error line of a failed command, checked: status ``code``, no traceback, names every needle."""
    assert proc.returncode == code, (proc.returncode, proc.stderr[-3000:])
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    lines = [l for l in proc.stderr.splitlines() if "error:" in l]
    assert len(lines) == 1, proc.stderr[-3000:]
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
    return lines[0]


def jsonl(path: Path, records) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def stories(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("stories") / "stories.jsonl"
    proc = run("dellabels", "generate", "--stories", "6", "--seed", "5", "--lengths", "1", "--workers", "1", "--out", path)
    assert proc.returncode == 0, proc.stderr
    return path


@pytest.fixture(scope="module")
def traces(stories, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("traces") / "traces.jsonl"
    proc = run("dellabels", "traces", "--input", stories, "--out", path, "--synthetic", "--n", "2")
    assert proc.returncode == 0, proc.stderr
    return path


# ------------------------------------------------------------------ 1. output == input

@pytest.mark.parametrize("command", ["answer", "label", "pbm score", "traces", "answer via symlink"])
def test_output_equal_to_input_is_refused_and_the_input_kept(command, stories, tmp_path):
    inp = jsonl(tmp_path / "in.jsonl", [{**RECORD, "trace": TRACE}])
    if command == "traces":
        inp = tmp_path / "stories.jsonl"
        shutil.copy(stories, inp)
    before = inp.read_bytes()
    out = inp
    if command.endswith("symlink"):
        out = tmp_path / "link.jsonl"
        out.symlink_to(inp)
    if command == "pbm score":
        proc = run("pbm", "score", "--pbm-backend", "del", "--input", inp, "--out", out)
    elif command == "traces":
        proc = run("dellabels", "traces", "--input", inp, "--out", out, "--synthetic")
    else:
        proc = run("dellabels", command.split()[0], "--input", inp, "--out", out)
    one_line_error(proc, "is the input file", str(inp))
    assert inp.read_bytes() == before


def test_rescore_out_onto_a_samples_file_is_refused(tmp_path):
    files = write_hand_samples(tmp_path / "run")
    before = files[0].read_bytes()
    one_line_error(run("deltom", "rescore", tmp_path / "run", "--pbm-backend", "del", "--out", files[0]),
                   "is the input file")
    assert files[0].read_bytes() == before


def test_rescore_unwritable_out_fails_before_any_scoring(tmp_path):
    write_hand_samples(tmp_path / "run")
    blocker = tmp_path / "a_file"
    blocker.write_text("x")
    # a missing PBM would fail at scoring: the output check must come first
    proc = run("deltom", "rescore", tmp_path / "run", "--pbm-backend", "hf", "--pbm", tmp_path / "no_pbm",
               "--out", blocker / "summary.json")
    one_line_error(proc, "cannot write", "summary.json")


def test_a_killed_answer_leaves_the_old_output_whole(tmp_path):
    inp = jsonl(tmp_path / "in.jsonl", [RECORD] * 4000)
    out = tmp_path / "out.jsonl"
    out.write_text("OLD\n")
    proc = subprocess.Popen([str(BIN / "dellabels"), "answer", "--input", str(inp), "--out", str(out)],
                            env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # wait until the new content is being written
            temps = [p for p in tmp_path.glob(".out.jsonl.*.tmp") if p.stat().st_size > 1000]
            if temps or proc.poll() is not None:
                break
            time.sleep(0.01)
        assert temps, "the answer run finished before it could be killed"
        proc.kill()
        proc.wait(timeout=30)
    finally:
        proc.kill()
    assert out.read_text() == "OLD\n"
    done = run("dellabels", "answer", "--input", inp, "--out", out)
    assert done.returncode == 0 and len(out.read_text().splitlines()) == 4000


# ------------------------------------------------------------------ 2. generate: arguments first

@pytest.mark.parametrize("args, needle", [
    (["--lengths", "4"], "--lengths"), (["--lengths", "x"], "--lengths"), (["--stories", "-5"], "--stories"),
    (["--tell-ratio", "2"], "--tell-ratio"), (["--noise", "1"], "--noise"), (["--workers", "0"], "--workers"),
    (["--vocab", "VOCAB"], "'names'"),
])
def test_generate_rejects_arguments_before_touching_the_output(args, needle, stories, tmp_path):
    out = tmp_path / "existing.jsonl"
    shutil.copy(stories, out)
    vocab = tmp_path / "vocab.json"
    vocab.write_text(json.dumps({"names": 5}))
    args = [str(vocab) if a == "VOCAB" else a for a in args]
    proc = run("dellabels", "generate", "--stories", "3", "--out", out, *args)
    one_line_error(proc, needle)
    assert out.read_bytes() == stories.read_bytes()


# ------------------------------------------------------------------ 3. resume

def test_generate_resume_refuses_another_recipe(tmp_path):
    out = tmp_path / "s.jsonl"
    base = ["generate", "--stories", "8", "--lengths", "1", "--workers", "1", "--out", out]
    assert run("dellabels", *base).returncode == 0
    full = out.read_bytes()
    out.write_bytes(b"".join(full.splitlines(keepends=True)[:3]))
    proc = run("dellabels", *base, "--resume", "--seed", "7")
    one_line_error(proc, "--seed was 0, now 7")
    one_line_error(run("dellabels", *base[:4], "2", *base[5:], "--resume"), "--lengths was [1], now [2]")
    assert len(out.read_bytes().splitlines()) == 3
    assert run("dellabels", *base, "--resume").returncode == 0
    assert out.read_bytes() == full
    # an output from before recipes were kept: its last story tells
    Path(f"{out}.recipe.json").unlink()
    out.write_bytes(b"".join(full.splitlines(keepends=True)[:3]))
    one_line_error(run("dellabels", *base, "--resume", "--seed", "7"), "other options")
    assert run("dellabels", *base, "--resume").returncode == 0 and out.read_bytes() == full


def test_traces_never_appends_to_a_file_without_trace_ids(stories, tmp_path):
    out = tmp_path / "not_traces.jsonl"
    shutil.copy(stories, out)
    one_line_error(run("dellabels", "traces", "--input", stories, "--out", out, "--synthetic", "--resume"),
                   "not_traces.jsonl line 1", "not a `dellabels traces` record")
    assert out.read_bytes() == stories.read_bytes()


def test_traces_keeps_every_valid_record_around_a_torn_line(stories, traces, tmp_path):
    out = tmp_path / "traces.jsonl"
    lines = traces.read_bytes().splitlines(keepends=True)
    assert len(lines) == 60
    torn = lines[:10] + [lines[10][:50] + b"\n"] + lines[11:-1] + [lines[-1][:30]]  # middle and last torn
    out.write_bytes(b"".join(torn))
    proc = run("dellabels", "traces", "--input", stories, "--out", out, "--synthetic", "--n", "2", "--resume")
    assert proc.returncode == 0, proc.stderr
    counts = json.loads(proc.stderr.strip().splitlines()[-1])
    assert counts == {"done": 2, "skipped": 58, "failed": 0}
    assert sorted(out.read_bytes().splitlines()) == sorted(l.rstrip(b"\n") for l in lines)
    assert Path(f"{out}.rejected").read_bytes() == lines[10][:50] + b"\n"  # nothing lost


def test_traces_resume_refuses_other_sampling_options(stories, traces, tmp_path):
    out = tmp_path / "traces.jsonl"
    shutil.copy(traces, out)
    shutil.copy(f"{traces}.recipe.json", f"{out}.recipe.json")
    one_line_error(run("dellabels", "traces", "--input", stories, "--out", out, "--synthetic", "--seed", "3",
                       "--resume"), "seed")
    assert out.read_bytes() == traces.read_bytes()


# ------------------------------------------------------------------ 4, 5. signals and the lock

class _SlowServer(BaseHTTPRequestHandler):
    delay = 0.3
    received: list = []

    def do_POST(self):  # noqa: N802 - http.server API
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).received.append(body["seed"])
        time.sleep(type(self).delay)
        data = json.dumps({"choices": [{"message": {"content": TRACE}}]}).encode()
        try:
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except OSError:
            pass

    def log_message(self, *args):
        pass


@pytest.fixture
def server():
    _SlowServer.received, _SlowServer.delay = [], 0.3
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _SlowServer)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_port}/v1"
    httpd.shutdown()


def _traces_cmd(stories, out, url, *extra) -> list[str]:
    return [str(BIN / "dellabels"), "traces", "--input", str(stories), "--out", str(out), "--endpoint", url,
            "--model", "m", "--n", "7", "--concurrency", "4", *extra]


def _wait_for_lines(path: Path, count: int, proc: subprocess.Popen, limit: float = 60) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and proc.poll() is None:
        if path.exists() and len(path.read_bytes().splitlines()) >= count:
            return
        time.sleep(0.02)
    raise AssertionError(f"{path} never reached {count} lines")


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_stops_sending_and_keeps_what_finished(sig, stories, server, tmp_path):
    out = tmp_path / "traces.jsonl"
    proc = subprocess.Popen(_traces_cmd(stories, out, server), env=ENV, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    _wait_for_lines(out, 8, proc)
    proc.send_signal(sig)
    started = time.monotonic()
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err[-2000:]
    assert time.monotonic() - started < 5, "in-flight requests take 0.3 s; the stop must be prompt"
    assert "Traceback" not in err and "rerun the same command" in err
    saved = out.read_bytes().splitlines()
    time.sleep(0.5)
    # every request sent was in flight when the signal came and was waited for: none is lost
    assert len(_SlowServer.received) == len(saved) < 8 + 4 + 4
    _SlowServer.delay = 0.0
    again = subprocess.run(_traces_cmd(stories, out, server, "--resume"), env=ENV, capture_output=True, text=True,
                           timeout=120)
    assert again.returncode == 0, again.stderr[-2000:]
    ids = [json.loads(l)["id"] for l in out.read_bytes().splitlines()]
    assert len(ids) == len(set(ids)) == 6 * 5 * 7
    assert len(_SlowServer.received) == 6 * 5 * 7  # not one request sent twice


def _stalled_run(stories, out, server, grace: str) -> subprocess.Popen:
    """`dellabels traces` against a server that never answers, once 4 requests are in flight."""
    _SlowServer.delay = 60.0
    proc = subprocess.Popen(_traces_cmd(stories, out, server, "--grace", grace), env=ENV, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while len(_SlowServer.received) < 4 and time.monotonic() < deadline:
        time.sleep(0.02)
    return proc


def test_the_grace_bound_caps_the_wait_for_requests_in_flight(stories, server, tmp_path):
    proc = _stalled_run(stories, tmp_path / "traces.jsonl", server, "1")
    proc.send_signal(signal.SIGINT)
    started = time.monotonic()
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130 and time.monotonic() - started < 6, err[-2000:]
    assert "4 request(s) abandoned" in err and len(_SlowServer.received) == 4


def test_a_second_signal_stops_waiting(stories, server, tmp_path):
    proc = _stalled_run(stories, tmp_path / "traces.jsonl", server, "60")
    proc.send_signal(signal.SIGINT)
    time.sleep(0.5)
    started = time.monotonic()
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130 and time.monotonic() - started < 5 and "Traceback" not in err, err[-2000:]


class _RateLimited(_SlowServer):
    """Every reply, after ``delay``, is a 429 asking for a 30 s wait."""

    def do_POST(self):  # noqa: N802 - http.server API
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).received.append(body["seed"])
        time.sleep(type(self).delay)
        try:
            self.send_response(429)
            self.send_header("Retry-After", "30")
            self.send_header("Content-Length", "0")
            self.end_headers()
        except OSError:
            pass


def test_a_signal_is_not_held_up_by_retries(stories, tmp_path):
    _RateLimited.received, _RateLimited.delay = [], 1.0
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _RateLimited)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    out = tmp_path / "traces.jsonl"
    try:
        proc = subprocess.Popen(_traces_cmd(stories, out, f"http://127.0.0.1:{httpd.server_port}/v1", "--grace", "60"),
                                env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 60
        while len(_RateLimited.received) < 4 and time.monotonic() < deadline:
            time.sleep(0.02)
        proc.send_signal(signal.SIGINT)
        started = time.monotonic()
        _, err = proc.communicate(timeout=60)
        # the 429s in flight end the wait at once: no 30 s Retry-After sleep, no 60 s grace
        assert proc.returncode == 130 and time.monotonic() - started < 5, err[-2000:]
        assert "Traceback" not in err and "0 request(s) abandoned" in err, err[-2000:]
        time.sleep(0.5)
        assert len(_RateLimited.received) == 4  # no retry left after the signal
    finally:
        httpd.shutdown()


def test_a_second_writer_of_the_same_traces_is_refused(stories, server, tmp_path):
    _SlowServer.delay = 1.0  # the first run lasts ~8 s, well past the second one's start
    out = tmp_path / "traces.jsonl"
    first = subprocess.Popen(_traces_cmd(stories, out, server, "--n", "1"), env=ENV,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    _wait_for_lines(out, 1, first)
    second = subprocess.run(_traces_cmd(stories, out, server, "--n", "1"), env=ENV, capture_output=True,
                            text=True, timeout=60)
    one_line_error(second, "being written by another process", "traces.jsonl")
    _, err = first.communicate(timeout=120)
    assert first.returncode == 0, err[-2000:]
    ids = [json.loads(l)["id"] for l in out.read_bytes().splitlines()]
    assert len(ids) == len(set(ids)) == 6 * 5
    assert len(_SlowServer.received) == 6 * 5


def test_a_second_writer_of_the_same_generate_output_is_refused(tmp_path):
    out = tmp_path / "s.jsonl"
    out.write_text("kept\n")
    with output_lock(out):
        one_line_error(run("dellabels", "generate", "--stories", "3", "--out", out), "being written by another process")
    assert out.read_text() == "kept\n"
    assert run("dellabels", "generate", "--stories", "3", "--workers", "1", "--out", out, "--overwrite").returncode == 0


# ------------------------------------------------------------------ 6. one line, file and line named

def test_non_utf8_and_string_lines_are_errors_naming_file_and_line(stories, tmp_path):
    good = json.dumps({**RECORD, "trace": TRACE}).encode()
    inp = tmp_path / "bad.jsonl"
    inp.write_bytes(good + b"\n" + b'{"story": "\xff"}\n' + b'"just a string"\n' + good + b"\n")
    out = tmp_path / "out.jsonl"
    for tool, args in (("dellabels", ["answer", "--out", out]), ("dellabels", ["label", "--out", out]),
                       ("pbm", ["score", "--pbm-backend", "del", "--out", out])):
        proc = run(tool, *args, "--input", inp)
        assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
        rows = [json.loads(l) for l in out.read_text().splitlines()]
        assert len(rows) == 4 and "error" not in rows[0] and "error" not in rows[3]
        assert rows[1]["error"] == f"{inp} line 2: not UTF-8 text (byte 0xff at column 12)"
        assert rows[2]["error"] == f"{inp} line 3: expected a JSON object, got str"
    bad_stories = tmp_path / "bad_stories.jsonl"
    bad_stories.write_bytes(stories.read_bytes() + b'{"story": "\xff"}\n')
    one_line_error(run("dellabels", "traces", "--input", bad_stories, "--out", tmp_path / "t.jsonl", "--synthetic"),
                   f"{bad_stories} line 7: not UTF-8")
    one_line_error(run("dellabels", "pbm-data", "--input", inp, "--out", tmp_path / "pd"), f"{inp} line 2: not UTF-8")


def test_traces_input_without_order_is_one_line(tmp_path):
    inp = jsonl(tmp_path / "s.jsonl", [{"story": STORY, "questions": [{"question": "Where is the ball really?"}]}])
    one_line_error(run("dellabels", "traces", "--input", inp, "--out", tmp_path / "t.jsonl", "--synthetic"),
                   f"{inp} line 1", "questions[0]", "'order'")
    assert not (tmp_path / "t.jsonl").exists()


def test_audit_hitom_on_a_wrong_shaped_file(tmp_path):
    bad = tmp_path / "h.json"
    bad.write_text(json.dumps({"data": [{"question": "q", "answer": "a"}]}))
    one_line_error(run("dellabels", "audit-hitom", bad), str(bad), "record 0", "'story'")


def test_a_huge_bad_story_line_is_quoted_short(tmp_path):
    inp = jsonl(tmp_path / "big.jsonl", [{"story": STORY + "\n4 " + "x" * 5_000_000, "question": RECORD["question"]}])
    out = tmp_path / "out.jsonl"
    proc = run("dellabels", "answer", "--input", inp, "--out", out)
    assert proc.returncode == 1
    error = json.loads(out.read_text())["error"]
    assert error.startswith(f"{inp} line 1: story line 4") and len(error) < 300


def test_table_with_a_non_number_and_with_uneven_orders(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"n": 4, "per_order": {"0": {"ori": "abc", "pbm_weighted_min": 1.0}}}))
    one_line_error(run("deltom", "table", bad, "--out", tmp_path / "t"), str(bad), "'ori'", "must be a number")
    rows = {"ori": 10.0, "pbm_weighted_min": 20.0}
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps({"n": 4, "per_order": {str(k): rows for k in range(5)}}))
    b.write_text(json.dumps({"n": 4, "per_order": {str(k): rows for k in range(2)}}))
    proc = run("deltom", "table", a, b, "--out", tmp_path / "t")
    assert proc.returncode == 0 and "warning: the averages cover different orders" in proc.stderr


@pytest.mark.parametrize("command", ["rescore", "curves"])
def test_rescore_and_curves_on_non_utf8_samples(command, tmp_path):
    path = write_samples(tmp_path / "run", "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_A))
    path.write_bytes(path.read_bytes() + b'{"doc_id": 1, "resps": ["\xff"]}\n')
    extra = ["--out", tmp_path / "c"] if command == "curves" else []
    one_line_error(run("deltom", command, tmp_path / "run", "--pbm-backend", "del", *extra),
                   f"{path} line {len(sample_records(0, DOC_A, SAMPLES_A)) + 1}", "not UTF-8")


def test_pbm_train_on_an_empty_train_file(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "train.rlhflow.jsonl").write_text("")
    one_line_error(run("pbm", "train", "--data", tmp_path / "data", "--base", "unused", "--out", tmp_path / "m"),
                   "train.rlhflow.jsonl", "no conversations")


def test_miniature_with_a_missing_hitom_path(tmp_path):
    one_line_error(run("deltom", "miniature", "--hitom-path", "/missing/Hi-ToM_data.json", "--cache", tmp_path,
                       "--out", tmp_path / "out"), "/missing/Hi-ToM_data.json", "not found")


# ------------------------------------------------------------------ 7. silent nonsense

def test_label_with_bad_choices_is_an_error_record(tmp_path):
    inp = jsonl(tmp_path / "in.jsonl", [{**RECORD, "trace": TRACE, "choices": 5}])
    out = tmp_path / "out.jsonl"
    proc = run("dellabels", "label", "--input", inp, "--out", out)
    assert proc.returncode == 1
    assert json.loads(out.read_text()) == {"error": f"{inp} line 1: field 'choices' must be str or list or dict, "
                                                    "got int"}


def test_pbm_data_refuses_an_empty_train_split(traces, tmp_path):
    out = tmp_path / "pd"
    one_line_error(run("dellabels", "pbm-data", "--input", traces, "--out", out, "--test-examples", "100000"),
                   "train", "would be empty", "--test-examples")
    assert not out.exists()


# ------------------------------------------------------------------ 8. deltom-eval data files

@pytest.mark.parametrize("case", ["missing", "directory", "no story", "kosinski item"])
def test_deltom_eval_data_errors_are_one_line(case, tmp_path):
    bad = tmp_path / "data.json"
    env, task = {}, "hitom_del"
    if case == "missing":
        env["DELTOM_HITOM_PATH"], needle = str(tmp_path / "missing.json"), "not found"
    elif case == "directory":
        env["DELTOM_HITOM_PATH"], needle = str(tmp_path), "is a directory"
    elif case == "no story":
        bad.write_text(json.dumps({"data": [{"question": "q", "answer": "a", "prompting_type": "CoTP"}]}))
        env["DELTOM_HITOM_PATH"], needle = str(bad), "record 0 has no field 'story'"
    else:
        bad.write_text(json.dumps({"items": [{"txt": "t", "o1": 3}]}))
        env["DELTOM_KOSINSKI_PATH"], needle, task = str(bad), "item 0 has no field", "kosinski_del"
    proc = run("deltom-eval", "--model", "dummy", "--tasks", task, "--limit", "1", env=env, timeout=300)
    one_line_error(proc, needle, "deltom-eval: error:")


def test_pbm_score_with_a_corrupt_cache_recomputes(tmp_path):
    inp = jsonl(tmp_path / "in.jsonl", [{**RECORD, "trace": TRACE}])
    (tmp_path / "cache").mkdir()
    (tmp_path / "cache" / "scores.sqlite").write_text("not a database")
    proc = run("pbm", "score", "--pbm-backend", "del", "--input", inp, "--out", tmp_path / "out.jsonl",
               "--cache-dir", tmp_path / "cache")
    assert proc.returncode == 0 and "Traceback" not in proc.stderr and "unreadable" in proc.stderr
    assert "step_scores" in json.loads((tmp_path / "out.jsonl").read_text())


def test_demo_story_file_not_utf8(tmp_path):
    story = tmp_path / "story.txt"
    story.write_bytes(b"1 Anne entered the kitchen.\xff\n")
    one_line_error(run("dellabels", "demo", "--story", story, "--question", "Where is the ball really?"),
                   str(story), "not UTF-8")
