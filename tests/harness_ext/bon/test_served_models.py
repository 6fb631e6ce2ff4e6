"""``deltom-completions`` (``harness_ext.bon.served_models``): one seed per sample of a Best-of-N question, so a
seeded server draws N different samples (stock ``local-completions`` draws one, and the quality gate says so), and
an interrupted sampled run resumes from lm-eval's ``--use_cache`` without asking the server again. Runs the real
``deltom-eval`` against a stand-in server (``tests/helpers/openai_pbm_server.EchoServer``)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from helpers.openai_pbm_server import EchoServer
from helpers.paths import REPO

ROOT = REPO
BIN = Path(sys.executable).parent
TASK = "hitom_del_bon_n3_order_0"


def _eval(model: str, server: EchoServer, out: Path, hitom_path: Path, tmp_path: Path, *extra: str,
          more_args: str = "", tasks: str = "hitom_del_bon_order_0"):
    env = dict(os.environ, DELTOM_HITOM_PATH=str(hitom_path), DELTOM_CACHE=str(tmp_path / "cache"),
               DELTOM_PBM_BACKEND="del", HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    args = f"model={server.name},base_url={server.url}/completions,tokenizer_backend=none,tokenized_requests=False"
    args += more_args
    return subprocess.run([str(BIN / "deltom-eval"), "--model", model, "--model_args", args, "--tasks",
                           tasks, "--n", "3", "--limit", "2", "--log_samples", "--output_path",
                           str(out), *extra], env=env, cwd=ROOT, capture_output=True, text=True, timeout=600)


def _samples(out: Path) -> dict[int, list[str]]:
    (file,) = out.rglob(f"samples_{TASK}_*.jsonl")
    return {r["doc_id"]: r["resps"][0] for r in map(json.loads, file.read_text().splitlines())}


def test_one_seed_per_sample_and_a_sampled_run_resumes_from_the_cache(tmp_path, hitom_path):
    with EchoServer() as server:
        first = _eval("deltom-completions", server, tmp_path / "a", hitom_path, tmp_path, "--use_cache",
                      str(tmp_path / "lm-cache"))
        assert first.returncode == 0, first.stderr[-3000:]
        samples = _samples(tmp_path / "a")
        assert [[s.split("seed ")[1][:4] for s in texts] for texts in samples.values()] == [["1234", "1235", "1236"]] * 2
        assert server.prompts == 6
        again = _eval("deltom-completions", server, tmp_path / "b", hitom_path, tmp_path, "--use_cache",
                      str(tmp_path / "lm-cache"))
        assert again.returncode == 0, again.stderr[-3000:]
        assert server.prompts == 6 and "6 of 6 samples read from the cache" in again.stderr  # nothing asked again
        assert _samples(tmp_path / "b") == samples
        quality = json.loads(next((tmp_path / "b").rglob("results_*.json")).read_text())["quality"]
        assert quality["sample_sets"] == 2 and quality["identical_sets"] == 0


def test_concurrent_samples_are_all_in_flight_not_one_per_question(tmp_path, hitom_path):
    """lm-eval sends requests of one generation setting together and waits for the slowest; each sample has a seed
    of its own, so with num_concurrent = 6 stock grouping kept 2 in flight (one per question); all 6 go at once."""
    with EchoServer(delay=1.0) as server:
        run = _eval("deltom-completions", server, tmp_path / "c", hitom_path, tmp_path, "--use_cache",
                    str(tmp_path / "lm-cache"), more_args=",num_concurrent=6")
        assert run.returncode == 0, run.stderr[-3000:]
        assert server.prompts == 6 and server.most_at_once > 2
        assert run.stderr.count("Requesting API:   0%") == 1  # one bar for the samples, not one per request
        samples = _samples(tmp_path / "c")
        assert [[s.split("seed ")[1][:4] for s in texts] for texts in samples.values()] == [["1234", "1235", "1236"]] * 2
        again = _eval("deltom-completions", server, tmp_path / "d", hitom_path, tmp_path, "--use_cache",
                      str(tmp_path / "lm-cache"), more_args=",num_concurrent=6")
        assert again.returncode == 0 and server.prompts == 6 and _samples(tmp_path / "d") == samples


def test_stock_local_completions_draws_one_sample_per_question_and_the_gate_says_so(tmp_path, hitom_path):
    with EchoServer() as server:
        run = _eval("local-completions", server, tmp_path / "stock", hitom_path, tmp_path)
    assert run.returncode == 0, run.stderr[-3000:]
    assert all(len(set(texts)) == 1 for texts in _samples(tmp_path / "stock").values())
    last = run.stdout.strip().splitlines()[-1]
    assert last.startswith("QUALITY WARNING: this run is not a Best-of-N result: the samples of each of its 2")


def test_a_leaf_run_answers_its_part_of_the_groups_run_from_the_shared_cache(tmp_path, hitom_path):
    """scripts/real_models.sh runs a long Best-of-N run by leaves (one order per sitting) into the group's cache:
    the group's run afterwards asks the server only for the orders no leaf ran."""
    cache = str(tmp_path / "lm-cache")
    with EchoServer() as server:
        leaf = _eval("deltom-completions", server, tmp_path / "leaf", hitom_path, tmp_path, "--use_cache", cache)
        assert leaf.returncode == 0 and server.prompts == 6, leaf.stderr[-3000:]
        group = _eval("deltom-completions", server, tmp_path / "group", hitom_path, tmp_path, "--use_cache", cache,
                      tasks="hitom_del_bon")
        assert group.returncode == 0, group.stderr[-3000:]
        assert server.prompts == 6 + 4 * 6  # orders 1-4 only: order 0's six samples came from the leaf's cache
    (leaf_file,) = (tmp_path / "leaf").rglob(f"samples_{TASK}_*.jsonl")
    (group_file,) = (tmp_path / "group").rglob(f"samples_{TASK}_*.jsonl")
    resps = [[r["resps"] for r in map(json.loads, f.read_text().splitlines())] for f in (leaf_file, group_file)]
    assert resps[0] == resps[1]


@pytest.mark.parametrize("fail, after", [("500", None), ("html", None), ("badjson", None), ("no_choices", None),
                                         ("500", 2)])
def test_a_failing_server_is_one_line_naming_it_and_what_was_kept(tmp_path, hitom_path, fail, after):
    """An HTTP 500, cut JSON, an HTML page, fewer choices than asked, a server that dies after
    two answers: one line naming the server and the failure, the answers so far kept, exit 1, no traceback; the
    rerun against a healthy server asks only for the rest."""
    with EchoServer() as server:
        server.fail, server.fail_after = fail, after
        run = _eval("deltom-completions", server, tmp_path / "a", hitom_path, tmp_path, "--use_cache",
                    str(tmp_path / "lm-cache"), more_args=",max_retries=1")
        assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr[-3000:]
        (last,) = [line for line in run.stderr.splitlines() if line.startswith("deltom-eval: error:")]
        assert last.startswith("deltom-eval: error: the served model at ") and server.url in last, last
        kept = 2 if after else 0
        assert f"{kept} of the 6 samples asked were answered before it" in last, last
        server.fail, answered = "", server.prompts
        again = _eval("deltom-completions", server, tmp_path / "b", hitom_path, tmp_path, "--use_cache",
                      str(tmp_path / "lm-cache"))
        assert again.returncode == 0, again.stderr[-3000:]
        assert server.prompts - answered == 6 - kept


def test_a_slow_server_is_one_line(tmp_path, hitom_path):
    with EchoServer(delay=3.0) as server:
        run = _eval("deltom-completions", server, tmp_path / "a", hitom_path, tmp_path, "--use_cache",
                    str(tmp_path / "lm-cache"), more_args=",max_retries=1,timeout=1")
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr[-3000:]
    assert [line for line in run.stderr.splitlines() if line.startswith("deltom-eval: error: the served model at")]


def test_a_questions_samples_go_as_one_request_for_n_completions_with_the_same_seeds(tmp_path, hitom_path):
    """With samples_per_request = 3 the 3 samples of a question are one request (n = 3, the first
    sample's seed; the server seeds the k-th completion with seed + k): the same samples as 3 requests, one
    request per question, each answer in lm-eval's cache under its own sample, so a rerun asks for nothing."""
    with EchoServer() as server:
        alone = _eval("deltom-completions", server, tmp_path / "alone", hitom_path, tmp_path)
        assert alone.returncode == 0, alone.stderr[-3000:]
        asked = len(server.requests)
        grouped = _eval("deltom-completions", server, tmp_path / "grouped", hitom_path, tmp_path, "--use_cache",
                        str(tmp_path / "lm-cache"), more_args=",samples_per_request=3,num_concurrent=3")
        assert grouped.returncode == 0, grouped.stderr[-3000:]
        sent = server.requests[asked:]
        assert [(r.get("n"), r["seed"], r.get("stream")) for r in sent] == [(3, 1234, True)] * 2
        assert _samples(tmp_path / "grouped") == _samples(tmp_path / "alone")
        again = _eval("deltom-completions", server, tmp_path / "again", hitom_path, tmp_path, "--use_cache",
                      str(tmp_path / "lm-cache"))
        assert again.returncode == 0 and len(server.requests) == asked + 2, again.stderr[-3000:]
        assert "6 of 6 samples read from the cache" in again.stderr
        assert _samples(tmp_path / "again") == _samples(tmp_path / "alone")


def test_groups_hold_one_prompts_samples_with_seeds_in_a_row_and_no_more_than_asked():
    from types import SimpleNamespace

    from harness_ext.bon.served_models import sample_groups

    def req(prompt, seed, temperature=0.6):
        return SimpleNamespace(args=(prompt, {"temperature": temperature, "seed": seed}))

    asked = [req("a", 1), req("a", 2), req("a", 3), req("a", 5), req("b", 6), req("b", 7, 0.7), req("b", 8, 0.7)]
    assert [[r.args[1]["seed"] for r in g] for g in sample_groups(asked, 2)] == [[1, 2], [3], [5], [6], [7, 8]]
    assert [len(g) for g in sample_groups(asked, 8)] == [3, 1, 1, 2]
    assert [len(g) for g in sample_groups(asked, 1)] == [1] * 7


def test_a_bad_samples_per_request_is_one_line(tmp_path, hitom_path):
    with EchoServer() as server:
        run = _eval("deltom-completions", server, tmp_path / "a", hitom_path, tmp_path, more_args=",samples_per_request=0")
    assert run.returncode != 0 and "Traceback" not in run.stderr, run.stderr[-3000:]
    assert "samples_per_request=0: must be a whole number, 1 or more" in run.stderr.strip().splitlines()[-1]
