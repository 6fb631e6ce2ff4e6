"""`dellabels traces` on `dellabels generate --style tomi` output: ToMi records name no order, so a question's
order is the depth of its belief chain (as Hi-ToM's is), each question is told apart by its type (memory and
reality are both order 0), the prompt is the tomi_del tasks' and the synthesiser reads ToMi's world."""
import json

import pytest

from dellabels.cli.main import main
from dellabels.traces.jobs import jobs_from_stories
from dellabels.traces.prompt import TOMI_NOTE

ZERO = [arg for kind in ("update_absent", "stale_belief", "chain_swapped", "trust_flipped", "wrong_container",
                         "format_slip") for arg in ("--error-rate", f"{kind}=0")]


@pytest.fixture(scope="module")
def stories(tmp_path_factory):
    path = tmp_path_factory.mktemp("gen") / "tomi.jsonl"
    assert main(["generate", "--style", "tomi", "--stories", "3", "--seed", "2", "--out", str(path)]) == 0
    return path


def read(path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_traces_reads_tomi_stories_and_their_gold_traces_verify(stories, tmp_path):
    out, labels = tmp_path / "traces.jsonl", tmp_path / "labels.jsonl"
    assert main(["traces", "--input", str(stories), "--out", str(out), "--synthetic", *ZERO]) == 0
    traces = read(out)
    questions = [q for record in read(stories) for q in record["questions"]]
    assert len(traces) == len(questions) == 18 and len({t["id"] for t in traces}) == 18
    assert {t["question_type"] for t in traces} == {q["question_type"] for q in questions}
    assert {(t["question_type"].split("_")[0], t["order"]) for t in traces} == {
        ("memory", 0), ("reality", 0), ("first", 1), ("second", 2)}
    assert main(["label", "--input", str(out), "--out", str(labels)]) == 0
    assert all(r["final_correct"] and r["first_error"] is None for r in read(labels))  # the synthesiser's gold


def test_orders_select_tomi_questions_by_chain_depth_and_the_prompt_is_tomis(stories):
    records = read(stories)
    jobs = list(jobs_from_stories(records, 1, [0]))
    assert sorted({j.question_type for j in jobs}) == ["memory", "reality"]
    assert jobs[0].id == f"{records[0]['id']}-memory-k0"
    assert TOMI_NOTE in jobs[0].prompt and "<Story>" in jobs[0].prompt


def test_a_tomi_question_without_its_type_is_one_line(stories, tmp_path, capsys):
    record = read(stories)[0]
    del record["questions"][1]["question_type"]
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(record) + "\n")
    assert main(["traces", "--input", str(bad), "--out", str(tmp_path / "t.jsonl"), "--synthetic"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].endswith("line 1: questions[1]: missing field 'question_type'")
