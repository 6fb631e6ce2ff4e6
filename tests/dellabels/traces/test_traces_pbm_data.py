import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from dellabels.cli.main import main
from dellabels.hitom.explain import gold_trace
from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory
from dellabels.pbm_data import build_examples, split_by_story
from dellabels.traces.jobs import jobs_from_stories, run_jobs
from dellabels.traces.sampling import Sampling
from dellabels.traces.sources import EndpointSource, SyntheticSource

TRACE = "## Step 1 ##\nx [Null]\n\nFinal Answer: [red_box]"


@pytest.fixture(scope="module")
def stories(tmp_path_factory):
    path = tmp_path_factory.mktemp("gen") / "stories.jsonl"
    assert main(["generate", "--stories", "12", "--seed", "4", "--lengths", "1", "--out", str(path)]) == 0
    return path


class _FakeOpenAI(BaseHTTPRequestHandler):
    failures_left = 3
    seen = []
    lock = threading.Lock()

    def do_POST(self):  # noqa: N802 - http.server API
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        cls = type(self)
        with cls.lock:
            if cls.failures_left > 0:
                cls.failures_left -= 1
                self.send_response(503)
                self.end_headers()
                return
        cls.seen.append(body)
        data = json.dumps({"choices": [{"message": {"content": TRACE}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


def test_endpoint_traces_retry_concurrency_and_resume(stories, tmp_path, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _FakeOpenAI)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}/v1"
    out = tmp_path / "traces.jsonl"
    args = ["traces", "--input", str(stories), "--out", str(out), "--endpoint", url, "--model", "m",
            "--n", "2", "--orders", "0,4", "--concurrency", "4"]
    try:
        assert main(args) == 0
        rows = [json.loads(l) for l in out.read_text().splitlines()]
        assert len(rows) == 12 * 2 * 2 and len({r["id"] for r in rows}) == len(rows)
        assert _FakeOpenAI.seen[0]["model"] == "m" and "<Story>" in _FakeOpenAI.seen[0]["messages"][0]["content"]
        # interrupted mid-line: the torn line is dropped and redone, nothing duplicated
        text = out.read_text()
        out.write_text(text[: len(text) - 25])
        assert main([*args, "--resume"]) == 0
        again = [json.loads(l) for l in out.read_text().splitlines()]
        assert len(again) == len(rows) and len({r["id"] for r in again}) == len(rows)
    finally:
        server.shutdown()


class _Scripted(BaseHTTPRequestHandler):
    """Replies in turn from ``script`` ((status, headers) pairs), then 200 with ``TRACE``; logs arrival times."""
    script: list = []
    arrivals: list = []
    requests: list = []
    delay = 0.0
    lock = threading.Lock()

    def do_POST(self):  # noqa: N802 - http.server API
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        cls = type(self)
        with cls.lock:
            cls.arrivals.append(time.monotonic())
            cls.requests.append((self.headers.get("Authorization"), body))
            status, headers = cls.script.pop(0) if cls.script else (200, {})
        time.sleep(cls.delay)
        data = json.dumps({"choices": [{"message": {"content": TRACE}}]} if status == 200
                          else {"error": {"message": "scripted"}}).encode()
        try:
            self.send_response(status)
            for name, value in {"Content-Type": "application/json", "Content-Length": str(len(data)),
                                **headers}.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)
        except OSError:  # the client timed out and left
            pass

    def log_message(self, *args):
        pass


@pytest.fixture
def scripted():
    _Scripted.script, _Scripted.arrivals, _Scripted.requests, _Scripted.delay = [], [], [], 0.0
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Scripted)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/v1"
    server.shutdown()


def _one_job(stories):
    return next(jobs_from_stories([json.loads(stories.read_text().splitlines()[0])], 1, [0]))


def test_endpoint_waits_as_long_as_retry_after_says(stories, scripted):
    # 2 s, not 1: the old hand-written backoff also waited 1 s before its first retry
    _Scripted.script = [(429, {"Retry-After": "2"})]
    assert EndpointSource(scripted, "m", retries=2)(_one_job(stories)) == TRACE
    assert len(_Scripted.arrivals) == 2
    assert 1.9 <= _Scripted.arrivals[1] - _Scripted.arrivals[0] < 10


def test_endpoint_retries_a_server_error_and_not_a_bad_request(stories, scripted):
    _Scripted.script = [(500, {})]
    assert EndpointSource(scripted, "m", retries=2)(_one_job(stories)) == TRACE
    assert len(_Scripted.arrivals) == 2
    _Scripted.script, _Scripted.arrivals = [(400, {})], []
    with pytest.raises(RuntimeError, match=r"/v1/chat/completions: HTTP 400 Bad Request"):
        EndpointSource(scripted, "m", retries=2)(_one_job(stories))
    assert len(_Scripted.arrivals) == 1


def test_endpoint_failure_after_the_last_retry_is_reported_and_redone(stories, scripted, tmp_path, capsys,
                                                                        monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    out = tmp_path / "traces.jsonl"
    args = ["traces", "--input", str(stories), "--out", str(out), "--endpoint", scripted, "--model", "m",
            "--orders", "0", "--retries", "1", "--concurrency", "4"]
    _Scripted.script = [(500, {})] * 24  # 12 jobs, each tried twice
    assert main(args) == 1
    err = capsys.readouterr().err
    assert err.count("failed: http://127.0.0.1") == 12 and "HTTP 500 Internal Server Error" in err
    assert len(_Scripted.arrivals) == 24 and not out.read_text()
    assert main(args) == 0  # nothing was written for the failed jobs: a rerun does them
    assert len(out.read_text().splitlines()) == 12 and len(_Scripted.arrivals) == 36


def test_endpoint_request_body_and_key(stories, scripted, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    job = _one_job(stories)
    EndpointSource(scripted + "/chat/completions/", "m", sampling=Sampling(0.5, 0.9, 7))(job)
    EndpointSource(scripted, "m", api_key="k")(job)
    (no_key, body), (key, _) = _Scripted.requests
    assert no_key is None and key == "Bearer k"  # a server without keys sees no Authorization header
    assert {k: body[k] for k in ("model", "temperature", "top_p", "max_tokens", "seed")} == \
        {"model": "m", "temperature": 0.5, "top_p": 0.9, "max_tokens": 7, "seed": 0}
    assert body["messages"] == [{"role": "user", "content": job.prompt}]


def test_endpoint_timeout_is_an_option(stories, scripted, tmp_path, capsys):
    _Scripted.delay = 3.0
    out = tmp_path / "traces.jsonl"
    started = time.monotonic()
    assert main(["traces", "--input", str(stories), "--out", str(out), "--endpoint", scripted, "--model", "m",
                 "--orders", "0", "--retries", "0", "--concurrency", "12", "--timeout", "0.5"]) == 1
    assert time.monotonic() - started < 2.5  # not the 3 s the server takes
    assert capsys.readouterr().err.count("Request timed out") == 12


def test_synthetic_traces_labels_come_from_the_labeler(stories, tmp_path):
    out = tmp_path / "t.jsonl"
    records = [json.loads(l) for l in stories.read_text().splitlines()]
    counts = run_jobs(jobs_from_stories(records, 3), SyntheticSource(seed=1), str(out))
    assert counts == {"done": 12 * 5 * 3, "skipped": 0, "failed": 0}
    rows = [json.loads(l) for l in out.read_text().splitlines()]
    examples, skipped = build_examples(rows)
    rates = [sum(e.labels) / len(e.labels) for e in examples]
    assert 0.3 < sum(rates) / len(rates) < 0.95  # errors really injected, and labels are not all negative
    # a gold trace in the same pipeline is all "+"
    gold = dict(rows[0], trace=gold_trace(HiToMStory(rows[0]["story"]), rows[0]["question"]))
    assert all(build_examples([gold])[0][0].labels)


def test_pbm_data_layouts_and_story_disjoint_splits(stories, tmp_path):
    traces = tmp_path / "t.jsonl"
    records = [json.loads(l) for l in stories.read_text().splitlines()]
    run_jobs(jobs_from_stories(records, 2), SyntheticSource(seed=2), str(traces))
    out = tmp_path / "pbm"
    assert main(["pbm-data", "--input", str(traces), "--out", str(out), "--splits", "train=0.5,validation=0.5",
                 "--test-examples", "20"]) == 0
    splits = {}
    for name in ("train", "validation", "test"):
        rows = [json.loads(l) for l in (out / f"{name}.rlhflow.jsonl").read_text().splitlines()]
        splits[name] = {r["story_id"] for r in rows}
        for row in rows:
            turns = row["conversations"]
            assert [t["role"] for t in turns[:2]] == ["user", "assistant"]
            assert turns[0]["content"].rsplit("<Trace>\n", 1)[1].startswith("## Step 1 ##\n")
            assert all(t["content"] in "+-" for t in turns[1::2])
            labels = [t["content"] == "+" for t in turns[1::2]]
            assert labels == sorted(labels, reverse=True)  # prefix-strict
            assert "Final Answer: [" in turns[-2]["content"]
        step = [json.loads(l) for l in (out / f"{name}.stepwise.jsonl").read_text().splitlines()]
        assert all(len(r["completions"]) == len(r["labels"]) for r in step)
    assert not (splits["train"] & splits["test"]) and not (splits["validation"] & splits["test"])
    assert not (splits["train"] & splits["validation"])
    stats = json.loads((out / "stats.json").read_text())
    assert all(stats["splits"]["test"][str(o)]["multi_step"] >= 4 for o in range(5))


def test_test_set_builder_reaches_two_thousand_balanced_examples():
    records = list(generate(160, seed=21, progress=False))
    jobs = list(jobs_from_stories(records, 3))
    source = SyntheticSource(seed=3)
    rows = [{"story_id": j.story_id, "story": j.story, "question": j.question, "trace": source(j)} for j in jobs]
    examples, _ = build_examples(rows)
    splits = split_by_story(examples, {"train": 1.0}, seed=0, test_examples=2000)
    test = splits["test"]
    per_order = [sum(1 for e in test if e.order == o and len(e.steps) > 1) for o in range(5)]
    assert sum(per_order) >= 2000 and min(per_order) >= 400
    assert not {e.story_key for e in test} & {e.story_key for e in splits["train"]}


def test_local_transformers_source(stories, tmp_path):
    from helpers.tiny_lm import build_tiny_lm

    model = build_tiny_lm(tmp_path / "lm")
    out = tmp_path / "hf.jsonl"
    args = ["traces", "--input", str(stories), "--out", str(out), "--hf-model", str(model), "--n", "2",
            "--orders", "1", "--max-tokens", "8", "--concurrency", "1"]
    assert main(args) == 0
    rows = [json.loads(l) for l in out.read_text().splitlines()]
    assert len(rows) == 24 and all(isinstance(r["trace"], str) for r in rows)
    assert rows[0]["source"].startswith("hf:")
    assert main([*args, "--resume"]) == 0 and len(out.read_text().splitlines()) == 24  # rerun: nothing redone
    # batches mix prompts (left padding); the same batch size and seed give the same traces
    again = tmp_path / "again.jsonl"
    assert main([*args[:4], str(again), *args[5:], "--batch-size", "5"]) == 0
    assert main([*args[:4], str(tmp_path / "third.jsonl"), *args[5:], "--batch-size", "5"]) == 0
    assert again.read_text() == (tmp_path / "third.jsonl").read_text()
    assert [json.loads(l)["id"] for l in again.read_text().splitlines()] == [r["id"] for r in rows]


@pytest.mark.parametrize("splits, said", [
    ("train=0.5,test=0.7", "--splits train=0.5,test=0.7: the fractions sum to 1.2, not 1"),
    ("train=0.5,validation=0.4", "--splits train=0.5,validation=0.4: the fractions sum to 0.9, not 1"),
    ("train=0.5,train=0.5", "--splits train=0.5,train=0.5: split 'train' named twice"),
])
def test_pbm_data_splits_that_do_not_sum_to_one_are_refused(tmp_path, capsys, splits, said):
    traces = tmp_path / "t.jsonl"
    traces.write_text("")
    assert main(["pbm-data", "--input", str(traces), "--out", str(tmp_path / "pbm"), "--splits", splits]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [f"dellabels pbm-data: error: {said}"]
    assert not (tmp_path / "pbm").exists()


def test_pbm_data_fractions_rounded_to_three_places_are_taken():
    from dellabels.cli.labels import parse_fractions

    assert parse_fractions("a=0.333,b=0.333,c=0.333") == {"a": 0.333, "b": 0.333, "c": 0.333}
    assert parse_fractions("train=0.7,validation=0.2,test=0.1")["test"] == 0.1
