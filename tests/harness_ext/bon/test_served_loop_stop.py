"""A served model's looping response is stopped (``harness_ext.bon.served_stream``): the request is streamed and
closed after the sixth copy of a repeated block, the sample keeps the text up to there and is marked
``"stopped": "repetition"``; ``stop_loops=False`` reads the whole response. Runs the real ``deltom-eval`` against
a stand-in server that streams line by line (``tests/helpers/openai_pbm_server``)."""
import json
import os
import subprocess
import sys
from pathlib import Path

from harness_ext.bon.served_stream import STOPPED, event_text, read_stream, stopped_for_repetition
from helpers.openai_pbm_server import StandIn
from helpers.paths import REPO

BIN = Path(sys.executable).parent
HEAD = "Step 1: Ann entered the hall.\nAnn thinks the ball is in the box.\n"
LOOP = "The ball is in the box.\n"


class LoopServer(StandIn):
    """Answers every prompt with a trace that loops on one line for ``copies`` lines."""

    def __init__(self, copies: int = 200) -> None:
        super().__init__("looper")
        self.copies, self.piece_delay = copies, 0.005

    def choice(self, index: int, prompt, request: dict) -> dict:
        return {"index": index, "text": HEAD + LOOP * self.copies, "finish_reason": "length", "logprobs": None}


def _run(server: StandIn, out: Path, hitom_path: Path, tmp_path: Path, more: str = ""):
    env = dict(os.environ, DELTOM_HITOM_PATH=str(hitom_path), DELTOM_CACHE=str(tmp_path / "cache"),
               DELTOM_PBM_BACKEND="del", HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    args = f"model={server.name},base_url={server.url}/completions,tokenizer_backend=none,tokenized_requests=False"
    return subprocess.run([str(BIN / "deltom-eval"), "--model", "deltom-completions", "--model_args", args + more,
                           "--tasks", "hitom_del_order_0", "--limit", "2", "--log_samples", "--output_path",
                           str(out)], env=env, cwd=REPO, capture_output=True, text=True, timeout=600)


def _samples(out: Path) -> list[dict]:
    (file,) = out.rglob("samples_hitom_del_order_0_*.jsonl")
    return [json.loads(line) for line in file.read_text().splitlines()]


def test_a_looping_response_is_stopped_after_its_sixth_copy_and_marked(tmp_path, hitom_path):
    with LoopServer() as server:
        run = _run(server, tmp_path / "a", hitom_path, tmp_path)
        assert run.returncode == 0, run.stderr[-3000:]
        samples = _samples(tmp_path / "a")
        assert [s["resps"][0][0] for s in samples] == [HEAD + LOOP * 6] * 2
        assert [s.get("stopped") for s in samples] == [STOPPED] * 2
        assert server.streamed < 2 * 50  # the server was not read to its end (201 pieces each)
        (results,) = (tmp_path / "a").rglob("results_*.json")
        assert json.loads(results.read_text())["deltom"]["stopped_for_repetition"] == {"hitom_del_order_0": 2}
        whole = _run(server, tmp_path / "b", hitom_path, tmp_path, ",stop_loops=False")
        assert whole.returncode == 0, whole.stderr[-3000:]
        assert [s["resps"][0][0] for s in _samples(tmp_path / "b")] == [HEAD + LOOP * 200] * 2
        assert all("stopped" not in s for s in _samples(tmp_path / "b"))


def test_events_are_read_and_a_stream_is_cut_where_it_loops():
    lines = [b'data: {"choices": [{"index": 0, "text": "a\\n", "finish_reason": null}]}', b"",
             b'data: {"choices": [{"index": 0, "delta": {"content": "b"}, "finish_reason": null}]}',
             b"data: [DONE]"]
    assert event_text(lines[0], chat=False) == ("a\n", False)
    assert event_text(lines[2], chat=True) == ("b", False)
    assert event_text(lines[3], chat=False) == (None, True)
    stream = [f'data: {{"choices": [{{"text": {json.dumps(line)}}}]}}' for line in (HEAD + LOOP * 9).splitlines(True)]
    assert read_stream(stream, chat=False) == (HEAD + LOOP * 6, STOPPED)
    assert read_stream(stream[:3] + ["data: [DONE]"], chat=False) == (HEAD + LOOP, "stop")
    assert stopped_for_repetition(HEAD + LOOP * 6) and stopped_for_repetition((HEAD + LOOP * 6).rstrip())
    assert not stopped_for_repetition(HEAD + LOOP * 6 + "Final Answer: [box]")


def test_a_best_of_n_run_counts_each_stopped_response_once_and_reads_every_sample():
    from deltom.cli.eval_outputs import mark_stopped

    done, stopped = HEAD + "Final Answer: [box]\n", HEAD + LOOP * 6
    story = {"story": "1 Ann entered the hall.\n2 Ann exited the hall."}
    records = [{"doc_id": 0, "doc": story, "filter": f"row_{k}", "resps": [[done, stopped, stopped]]} for k in range(13)]
    records += [{"doc_id": 1, "doc": story, "filter": f"row_{k}", "resps": [[stopped, done, done]]} for k in range(13)]
    assert mark_stopped(records) == 3  # samples 2 and 3 of doc 0, sample 1 of doc 1: once each, not per filter row
    assert records[0]["stopped"] == [None, STOPPED, STOPPED] and records[13]["stopped"] == [STOPPED, None, None]


def test_a_stream_past_its_story_is_stopped_only_when_the_prompt_tells_the_story():
    steps = "".join(f"## Step {k} ##\nBob moved the ball to the crate_{k}.\n" for k in range(1, 30))
    stream = [f'data: {{"choices": [{{"text": {json.dumps(line)}}}]}}' for line in steps.splitlines(True)]
    text, finish = read_stream(stream, chat=False, story_lines=2)
    assert finish == STOPPED and text.endswith("## Step 13 ##\n") and stopped_for_repetition(text, 2)
    assert read_stream(stream + ["data: [DONE]"], chat=False) == (steps, "stop")


def test_a_stream_of_n_completions_cuts_each_choice_where_it_loops_and_ends_when_all_are_over():
    """One request for n completions streams the choices interleaved; a looping choice is cut
    (its later pieces unread) while the others are read to their ends, and the stream is over once every choice
    finished or was cut."""
    from harness_ext.bon.served_stream import StreamReader

    def event(index, text, finish=None):
        return "data: " + json.dumps({"choices": [{"index": index, "text": text, "finish_reason": finish}]})

    loop = [event(1, HEAD)] + [event(1, LOOP)] * 20
    fine = [event(0, HEAD), event(0, "Final Answer: box\n"), event(0, "", "stop")]
    lines = [line for pair in zip(loop, fine + [event(2, "x")] * 18) for line in pair]
    reader = StreamReader(chat=False, n=2)
    over = [reader.feed(line) for line in lines]
    assert over.index(True) == 2 * 6  # the sixth copy of the loop's line (choice 0 ended before)
    assert reader.results() == [(HEAD + "Final Answer: box\n", "stop"), (HEAD + LOOP * 6, STOPPED)]
