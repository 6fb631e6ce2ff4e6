"""`dellabels traces` against an endpoint: a signal stops sending and keeps what finished, the grace bound
and a second signal end the wait, retries do not hold a signal up, and a second writer is refused."""
from __future__ import annotations

import json
import signal
import subprocess
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from helpers.console import BIN, ENV, TRACE, one_line_error, six_stories


@pytest.fixture(scope="module")
def stories(tmp_path_factory) -> Path:
    return six_stories(tmp_path_factory.mktemp("stories"))


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
