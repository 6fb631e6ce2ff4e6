"""ToM-ProcessBench scoring: ProcessBench's figures, the PBM threshold's cross-fit, the LLM judge's prompt, parsing,
cache and failures (a stand-in server on the loopback), and `deltom processbench score`."""
import json
from dataclasses import replace
from pathlib import Path

import pytest

from deltom.cli.deltom import main
from deltom.cli.processbench import subset
from deltom.processbench.datasheet import write_items
from deltom.processbench.figures import f1, figures, report
from deltom.processbench.items import Item
from deltom.processbench.sources import from_audit
from deltom.processbench.verifiers import best_threshold, cross_fitted, half_of
from deltom_base.errors import JudgeConfigError
from helpers.judge_server import JudgeServer
from pbm.backends.judge import (JudgeSettings, ReplyCache, first_errors, judge_prompt, load_prompt, parse_reply,
                                step_scores)

ROOT = Path(__file__).resolve().parents[3]
BLIND = ROOT / "bench" / "data" / "verifier_blind_2.jsonl.xz"


def item(label: int, steps: int = 5, order: int = 0, sha: str = "00") -> Item:
    return Item(f"i{label}-{order}-{sha}", "<Story>\n1 A entered the hall.\n\n<Question>\nWhere is x?",
                tuple(f"s{k}" for k in range(steps)), label, label < 0, order, "b", "0", "m", "del", sha)


def test_figures_are_processbenchs():
    items = [item(2), item(3), item(-1), item(-1)]
    found = figures(items, [2, -1, -1, 0])
    assert (found.error_acc, found.right_acc, found.f1) == (50.0, 50.0, 50.0)
    assert (found.errors, found.rights, found.early, found.late) == (2, 2, 1, 1)
    assert figures(items, [None, None, None, None]).f1 == 0.0  # an unparsed reply is wrong on every item
    assert f1(100.0, 50.0) == 66.7


def test_report_breaks_down_by_order_source_and_position():
    items = [item(1, order=0), item(4, order=1), item(-1, order=1)]
    summary = report(items, [1, 0, -1])
    assert summary["order"]["0"]["error_acc"] == 100.0 and summary["order"]["1"]["error_acc"] == 0.0
    assert summary["error position"]["final answer"]["errors"] == 1  # label 4 of 5 steps
    assert summary["error position"]["right (no error)"]["rights"] == 1
    assert summary["error position"]["right (no error)"]["error_acc"] is None  # JSON null, never NaN
    json.dumps(summary, allow_nan=False)


def test_the_threshold_is_chosen_on_the_other_half():
    even = [s for s in ("00", "02", "04", "06", "08", "0a") if int(s, 16) % 2 == 0]
    odd = ["01", "03", "05", "07"]
    assert all(half_of(item(0, sha=s)) == 0 for s in even) and all(half_of(item(0, sha=s)) == 1 for s in odd)
    # half 0: wrong steps score 0.6 (a threshold of 0.7 finds them); half 1: they score 0.2
    items = [item(1, sha="00"), item(-1, sha="02"), item(1, sha="01"), item(-1, sha="03")]
    scores = [[0.9, 0.6, 0.9], [0.9, 0.9, 0.9], [0.9, 0.2, 0.9], [0.9, 0.9, 0.9]]
    assert 0.6 < best_threshold(items[:2], scores[:2]) <= 0.9
    predicted, thresholds = cross_fitted(items, scores)
    assert 0.2 < thresholds[0] <= 0.6  # half 0 is scored with half 1's threshold: it misses 0.6
    assert predicted == [-1, -1, 1, -1]


def test_subset_is_even_and_seeded():
    items = from_audit(str(BLIND))
    a, b = subset(items, 40, 0), subset(items, 40, 0)
    assert a == b and len(a) == 40 and subset(items, 40, 1) != a
    strata = {(i.order, i.label < 0) for i in a}
    assert len(strata) == 10  # every order, right and erroneous
    assert subset(items, None, 0) == items


@pytest.mark.parametrize("reply, expected", [
    ("\\boxed{3}", 3), ("The first wrong step is \\boxed{-1}.", -1), ("\\boxed{1} no wait \\boxed{2}", 2),
    ("Step 4 is wrong", 4), ("paragraph_2", 2), ("  5 ", 5), ("\\boxed{9}", None), ("all good", None),
    ("\\boxed{-2}", None),
    ("1. **Step 0**: Ava entered the hall. This is correct.\n2. **Step 1**: The apple is in the box. Correct.", None)])
def test_parse_reply(reply, expected):
    assert parse_reply(reply, 6) == expected


def test_the_prompt_shows_the_problem_and_tagged_steps_once():
    tricky = replace(item(1), problem="<Story>\n1 {steps} entered the hall.\n\n<Question>\nWhere is x?")
    prompt = judge_prompt(tricky.problem, tricky.steps)
    assert "<step_0>\ns0\n</step_0>" in prompt and "<step_4>\ns4\n</step_4>" in prompt
    assert "1 {steps} entered the hall." in prompt  # a field inside the story is not filled
    assert "{problem}" in load_prompt() and "\\boxed{index}" in load_prompt()


def test_the_judge_caches_every_reply_and_resumes(tmp_path):
    asked = [(i.problem, i.steps) for i in (item(1), item(-1, steps=6, sha="01"))]
    with JudgeServer("judge-m", lambda prompt: "\\boxed{1}") as server:
        settings = JudgeSettings(server.url, "judge-m")
        store = ReplyCache(tmp_path / "judge.sqlite")
        assert first_errors(asked, settings, store, progress=False)[0] == [1, 1]
        assert len(server.requests) == 2 and server.requests[0]["temperature"] == 0.0
        assert first_errors(asked, settings, store, progress=False)[0] == [1, 1]
        assert len(server.requests) == 2  # the second run asks nothing
        other = JudgeSettings(server.url, "judge-m", max_tokens=64)  # what produced a reply keys it
        assert first_errors(asked[:1], other, store, progress=False)[0] == [1]
        assert len(server.requests) == 3 and server.requests[-1]["max_tokens"] == 64
        with pytest.raises(JudgeConfigError, match="serves 'judge-m', not 'judge-x'"):  # a name it does not list
            first_errors(asked[:1], JudgeSettings(server.url, "judge-x"), store, progress=False)
        assert len(server.requests) == 3
        store.close()


def test_a_prefill_starts_the_reply_and_is_read_with_it(tmp_path):
    with JudgeServer("judge-m", lambda prompt: "2}") as server:
        settings = JudgeSettings(server.url, "judge-m", max_tokens=4, prefill="\\boxed{")
        store = ReplyCache(tmp_path / "judge.sqlite")
        named, replies = first_errors([(item(2).problem, item(2).steps)], settings, store, progress=False)
        store.close()
    assert named == [2] and replies == ["\\boxed{2}"]
    assert server.requests[0]["messages"][-1] == {"role": "assistant", "content": "\\boxed{"}


def test_step_scores_from_the_named_step():
    assert step_scores(-1, 3) == [1.0, 1.0, 1.0]
    assert step_scores(1, 3) == [1.0, 0.0, 0.0]
    assert step_scores(3, 3) == [1.0, 1.0, 0.0]  # the final answer: the last step's turn carries it
    assert step_scores(None, 2) == [0.5, 0.5]


@pytest.mark.parametrize("mode", ["500", "html", "no_choices"])
def test_a_failing_judge_is_one_line_and_keeps_what_came(tmp_path, monkeypatch, capsys, mode):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    path = tmp_path / "set.jsonl"
    write_items(path, from_audit(str(BLIND))[:3])
    with JudgeServer("judge-m", lambda prompt: "\\boxed{-1}", mode=mode) as server:
        code = main(["processbench", "score", str(path), "--verifier", "llm-judge", "--judge-url", server.url,
                     "--judge-model", "judge-m", "--judge-timeout", "5"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and err[-1].startswith("deltom processbench score: error: the judge at ") and server.url in err[-1]
    assert "Traceback" not in "\n".join(err)


def test_score_cli_del_and_judge_write_their_figures(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    path = tmp_path / "set.jsonl"
    items = from_audit(str(BLIND))[:20]
    write_items(path, items)
    out = tmp_path / "del.json"
    assert main(["processbench", "score", str(path), "--verifier", "del", "--out", str(out)]) == 0
    record = json.loads(out.read_text())
    assert record["overall"]["f1"] == 100.0 and record["n"] == 20
    with JudgeServer("judge-m", lambda prompt: "\\boxed{-1}") as server:
        out = tmp_path / "judge.json"
        assert main(["processbench", "score", str(path), "--verifier", "llm-judge", "--judge-url", server.url,
                     "--judge-model", "judge-m", "--limit", "10", "--out", str(out)]) == 0
    record = json.loads(out.read_text())
    assert record["n"] == 10 and record["overall"]["right_acc"] == 100.0 and record["overall"]["error_acc"] == 0.0
    assert set(record["replies"].values()) == {"\\boxed{-1}"}
    assert main(["processbench", "score", str(path), "--verifier", "llm-judge"]) == 2
    assert "--judge-url" in capsys.readouterr().err
    assert main(["processbench", "score", str(path), "--verifier", "del", "--limit", "0"]) == 2


def test_score_cli_with_a_pbm_backend_cross_fits_its_threshold(tmp_path, fresh_pbm_scores):
    path = tmp_path / "set.jsonl"
    write_items(path, from_audit(str(BLIND))[:40])
    out = tmp_path / "pbm.json"
    assert main(["processbench", "score", str(path), "--verifier", "pbm", "--pbm-backend", "del", "--out",
                 str(out)]) == 0
    record = json.loads(out.read_text())
    assert set(record["thresholds"]) == {"half 0", "half 1"} and record["n"] == 40
    # the DEL labeler's step scores find every wrong belief; structural errors (a skipped line) it cannot see
    assert record["overall"]["right_acc"] == 100.0 and 0 < record["overall"]["error_acc"] < 100


def test_a_prompt_longer_than_the_judges_context_is_unread_not_fatal(tmp_path):
    short, long = item(1), replace(item(2, sha="01"), steps=tuple("x" * 400 for _ in range(5)))
    with JudgeServer("judge-m", lambda prompt: "\\boxed{1}", mode="context") as server:
        server.context = len(judge_prompt(short.problem, short.steps)) + 100
        store = ReplyCache(tmp_path / "judge.sqlite")
        named, replies = first_errors([(i.problem, i.steps) for i in (short, long)], JudgeSettings(server.url, "judge-m"),
                                      store, progress=False)
        store.close()
    assert named == [1, None] and replies[1] is None  # unread, not an empty reply


def score(path: Path, server: JudgeServer, name: str = "judge-m", *more: str) -> int:
    return main(["processbench", "score", str(path), "--verifier", "llm-judge", "--judge-url", server.url,
                 "--judge-model", name, "--judge-timeout", "5", *more])


def test_a_judge_name_the_server_does_not_list_is_one_line_before_any_request(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    path = tmp_path / "set.jsonl"
    write_items(path, from_audit(str(BLIND))[:3])
    with JudgeServer("/models/judge.gguf", lambda prompt: "\\boxed{-1}", any_name=True) as server:  # llama-server
        assert score(path, server, "judge-m") == 2
        assert server.requests == []
        err = capsys.readouterr().err.strip().splitlines()
        assert err == [f"deltom processbench score: error: {server.url} serves '/models/judge.gguf', not 'judge-m' "
                       "(--judge-model names the judge as the server lists it)"]
        assert score(path, server, "/models/judge.gguf") == 0 and len(server.requests) == 3  # the name it lists
    with JudgeServer("judge-m", lambda prompt: "") as gone:
        url = gone.url
    assert main(["processbench", "score", str(path), "--verifier", "llm-judge", "--judge-url", url,
                 "--judge-model", "judge-m", "--judge-timeout", "2"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith(f"deltom processbench score: error: no OpenAI-compatible server answers at {url} (")


def test_the_cache_tells_servers_apart(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    path = tmp_path / "set.jsonl"
    write_items(path, from_audit(str(BLIND))[:3])
    small = {"n_params": 1_500_000_000, "size": 986_000_000}
    with JudgeServer("judge", lambda prompt: "\\boxed{-1}", meta=small) as one, \
            JudgeServer("judge", lambda prompt: "\\boxed{0}", meta=small) as two:
        assert score(path, one, "judge") == 0 and len(one.requests) == 3
        assert score(path, one, "judge") == 0 and len(one.requests) == 3  # cached (the listing's time aside)
        assert score(path, two, "judge", "--out", str(tmp_path / "two.json")) == 0
        assert len(two.requests) == 3  # another server under the same name: asked, not the first one's replies
        assert set(json.loads((tmp_path / "two.json").read_text())["replies"].values()) == {"\\boxed{0}"}
        one.meta = {"n_params": 7_000_000_000, "size": 4_400_000_000}  # another model behind the same URL and name
        assert score(path, one, "judge") == 0 and len(one.requests) == 6


@pytest.mark.parametrize("reply, line", [("", "3 of 3 replies are empty"), ("I cannot tell.", "3 of 3 replies name "
                                                                                         "no step")])
def test_replies_that_name_no_step_are_said(tmp_path, monkeypatch, capsys, reply, line):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    path, out = tmp_path / "set.jsonl", tmp_path / "judge.json"
    write_items(path, from_audit(str(BLIND))[:3])
    with JudgeServer("judge-m", lambda prompt: reply) as server:
        assert score(path, server, "judge-m", "--out", str(out)) == 0
    err = capsys.readouterr().err
    assert line in err and "longer than the judge's context" not in err
    assert "WARNING: none of the 3 replies names a step" in err
    record = json.loads(out.read_text())
    assert record["unparsed"] == 3 and record["too_long"] == 0 and record["empty"] == (3 if reply == "" else 0)


def test_a_few_unparsed_replies_are_counted_without_the_warning(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    path = tmp_path / "set.jsonl"
    write_items(path, from_audit(str(BLIND))[:3])
    replies = iter(["\\boxed{-1}", "no idea", "\\boxed{0}"])
    with JudgeServer("judge-m", lambda prompt: next(replies)) as server:
        assert score(path, server) == 0
    err = capsys.readouterr().err
    assert "1 of 3 replies name no step" in err and "WARNING" not in err
