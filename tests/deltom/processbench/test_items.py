"""ToM-ProcessBench items: the first-wrong-step rule, the reading labels of audit sets, export and its errors."""
import json
import lzma
from pathlib import Path

import pytest

from dellabels.traces.first_error import NO_FINAL, first_wrong_step
from dellabels.traces.verify import verify
from dellabels.traces.worlds import gold_steps, read_world
from deltom.cli.deltom import main
from deltom.processbench.items import read_items
from deltom.processbench.sources import from_audit, from_samples, reading_label
from deltom.processbench.verifiers import del_predict, rebuilt_response
from deltom_base.errors import InputError

ROOT = Path(__file__).resolve().parents[3]
FRESH = ROOT / "results" / "real-models" / "hitom_del_fresh" / "samples"
SET = ROOT / "results" / "tom-processbench" / "tom_processbench.jsonl.xz"
STORY = "\n".join([
    "1 Ava, Noah and Liam entered the garage.",
    "2 The apple is in the red_box.",
    "3 Noah exited the garage.",
    "4 Ava moved the apple to the blue_crate.",
    "5 Liam lost his phone.",
    "6 Ava exited the garage.",
])
QUESTION = "Where does Noah think Ava thinks the apple is?"
LINES = [line.split(" ", 1)[1] for line in STORY.split("\n")]


def gold() -> list:
    return ["Null" if g is None else g for g in gold_steps(*read_world(STORY, QUESTION))]


def trace(lines=None, beliefs=None, final: str | None = "default") -> str:
    lines = LINES if lines is None else lines
    beliefs = gold() if beliefs is None else beliefs
    steps = [f"## Step {k} ##\n{line}\nNoah thinks Ava thinks the apple is in [{belief}]"
             for k, (line, belief) in enumerate(zip(lines, beliefs), 1)]
    answer = gold()[-1] if final == "default" else final
    return "\n\n".join(steps) + ("" if answer is None else f"\n\nFinal Answer: [{answer}]")


def label(response: str) -> int:
    return first_wrong_step(STORY, QUESTION, response, gold()[-1])[0]


def test_a_right_trace_is_minus_one_and_its_steps_end_with_the_answer():
    found, steps, right = first_wrong_step(STORY, QUESTION, trace(), gold()[-1])
    assert found == -1 and right
    assert len(steps) == len(LINES) + 1 and steps[-1] == f"Final Answer: [{gold()[-1]}]"
    assert steps[0].startswith(LINES[0])


@pytest.mark.parametrize("k", [0, 3, 5])
def test_a_wrong_belief_is_its_step(k):
    beliefs = gold()
    beliefs[k] = "green_drawer"
    assert label(trace(beliefs=beliefs)) == k


def test_a_skipped_line_is_the_step_that_stands_in_its_place():
    assert label(trace(LINES[:2] + LINES[3:], gold()[:2] + gold()[3:])) == 2


def test_swapped_steps_are_wrong_at_the_first_of_them():
    order = [0, 1, 3, 2, 4, 5]
    assert label(trace([LINES[i] for i in order], [gold()[i] for i in order])) == 2


def test_two_lines_merged_into_one_step_are_wrong_there():
    merged = LINES[:3] + [LINES[3][:-1] + ", and then Liam lost his phone."] + LINES[5:]
    assert label(trace(merged, gold()[:4] + gold()[5:])) == 3


def test_a_step_past_the_story_is_wrong_where_it_stands():
    assert label(trace(LINES + ["Noah entered the garage."], gold() + [gold()[-1]])) == len(LINES)


def test_a_trace_that_stops_early_is_wrong_at_its_final_answer():
    assert label(trace(LINES[:4], gold()[:4])) == 4


def test_a_wrong_or_missing_final_answer_is_the_last_step():
    assert label(trace(final="blue_crate")) == len(LINES)
    found, steps, right = first_wrong_step(STORY, QUESTION, trace(final=None), gold()[-1])
    assert found == len(LINES) and steps[-1] == NO_FINAL and not right


def test_the_del_verifier_reads_an_item_rebuilt_from_its_steps_alike():
    for response in (trace(), trace(final="blue_crate"), trace(LINES[:4], gold()[:4])):
        found, steps, _ = first_wrong_step(STORY, QUESTION, response, gold()[-1])
        rebuilt = rebuilt_response(steps)
        assert first_wrong_step(STORY, QUESTION, rebuilt, gold()[-1])[0] == found


def test_label_minus_one_is_exactly_a_verified_trace_on_real_samples():
    items = from_samples([str(FRESH / "qwen2.5-coder-1.5b-instruct")])
    assert len(items) == 50 and sum(i.label < 0 for i in items) >= 1
    from deltom.analysis.samples import load_tasks

    responses = {f"{t.task}/{items[0].model}/{d.doc_id}/0": (d.doc, d.resps[0])
                 for t in load_tasks([str(FRESH / "qwen2.5-coder-1.5b-instruct")], quiet=True) for d in t.docs}
    for item in items:
        doc, response = responses[item.id]
        verified = verify(doc["story"], doc["question"], response, doc["answer"], doc.get("choices")).verified
        assert (item.label == -1) == verified, item.id


def test_reading_labels_of_audit_traces():
    base = {"kind": "wrong_belief", "gold": {"verified": False, "first_error": 4}}
    assert reading_label(base, "x", 10) == 3
    assert reading_label({**base, "gold": {"verified": True}}, "x", 10) == -1
    assert reading_label({**base, "gold": {"verified": False, "first_error": None}}, "x", 10) == 10  # wrong final
    swapped = {"kind": "out_of_order", "note": "steps for lines 8 and 9 swapped", "gold": {"verified": False,
                                                                                         "first_error": None}}
    assert reading_label(swapped, "x", 12) == 7
    with pytest.raises(InputError, match=r"x: field note"):
        reading_label({**swapped, "note": "swapped"}, "x", 12)
    with pytest.raises(InputError, match=r"x: field gold.first_error"):
        reading_label({**base, "gold": {"verified": False, "first_error": "four"}}, "x", 12)


def test_reading_and_the_del_engine_agree_on_the_blind_set():
    items = from_audit(str(ROOT / "bench" / "data" / "verifier_blind_4.jsonl.xz"))
    assert len(items) == 240 and sum(i.label < 0 for i in items) == 119
    assert {i.label_source for i in items} == {"reading"}
    assert del_predict(items) == [i.label for i in items]


def test_export_writes_items_and_a_datasheet(tmp_path, capsys):
    out, sheet = tmp_path / "set.jsonl", tmp_path / "DATASHEET.md"
    code = main(["processbench", "export", str(FRESH / "gemma-3-270m"),
                 str(ROOT / "bench" / "data" / "verifier_blind_1.jsonl.xz"), "--out", str(out),
                 "--datasheet", str(sheet)])
    assert code == 0
    items = read_items(out)
    assert len(items) == 280 and {i.model for i in items} >= {"gemma-3-270m", "verifier_blind_1:qwen"}
    record = json.loads(out.read_text().splitlines()[0])
    assert set(record) >= {"id", "problem", "steps", "label", "order", "benchmark", "model", "label_source"}
    assert record["problem"].startswith("<Story>\n") and "<Question>" in record["problem"]
    assert "280 items" in sheet.read_text()


def test_export_refuses_a_source_given_twice_and_a_bad_audit_line(tmp_path, capsys):
    blind = str(ROOT / "bench" / "data" / "verifier_blind_1.jsonl.xz")
    assert main(["processbench", "export", blind, blind, "--out", str(tmp_path / "a.jsonl")]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "given twice" in err
    gemma = str(FRESH / "gemma-3-270m")
    assert main(["processbench", "export", gemma, gemma + "/", "--out", str(tmp_path / "a.jsonl")]) == 2
    assert "given twice" in capsys.readouterr().err
    bad = tmp_path / "audit.jsonl"
    first = json.loads(lzma.decompress(Path(blind).read_bytes()).decode().splitlines()[0])
    bad.write_text(json.dumps(first) + "\n" + json.dumps({k: v for k, v in first.items() if k != "story"}) + "\n")
    assert main(["processbench", "export", str(bad), "--out", str(tmp_path / "b.jsonl")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("error") == 1 and f"{bad} line 2" in err.splitlines()[-1] and "story" in err


def test_read_items_names_the_line_of_a_bad_label(tmp_path):
    items = from_audit(str(ROOT / "bench" / "data" / "verifier_blind_1.jsonl.xz"))[:2]
    path = tmp_path / "set.jsonl"
    rows = [i.to_json() for i in items]
    rows[1]["label"] = len(rows[1]["steps"])
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    with pytest.raises(InputError, match=r"line 2: field label"):
        read_items(path)


@pytest.mark.skipif(not SET.exists(), reason="the committed set is written by the export in its README")
def test_the_committed_set_holds_1000_items_a_third_wrong_every_order_and_the_engines_labels():
    items = read_items(SET)
    assert len(items) >= 1000 and sum(i.label < 0 for i in items) * 3 >= len(items)
    assert {i.order for i in items} == {0, 1, 2, 3, 4}
    assert del_predict(items) == [i.label for i in items]


def test_export_of_a_best_of_n_run_makes_an_item_of_every_sample(tmp_path):
    from helpers.bon_fixtures import SAMPLES_A, SAMPLES_B, write_hand_samples

    write_hand_samples(tmp_path / "run")
    items = from_samples([str(tmp_path / "run")], model="hand")
    assert len(items) == len(SAMPLES_A) + len(SAMPLES_B)
    assert {i.benchmark for i in items} == {"hitom_del_bon"} and {i.key for i in items} == {"0", "1"}
    assert [i.id for i in items if i.key == "0"] == [f"hitom_del_bon_order_0/hand/0/{j}" for j in range(len(SAMPLES_A))]
    assert del_predict(items) == [i.label for i in items]


@pytest.mark.parametrize("field, value, words", [
    ("id", "SAME", "field id: 'hitom_del_bon_order_0/hand/0/0' comes twice (first at"),
    ("label", 2.5, "field label: 2.5"), ("label", True, "field label: true"), ("label", "2", 'field label: "2"'),
    ("steps", "Final Answer: [x]", "field steps: expected a non-empty list"), ("steps", [1, 2], "field steps[0]"),
    ("order", 99, "field order: 99, but the problem's question is of order 0"),
    ("final_answer_correct", "yes", "field final_answer_correct"), ("label_source", "me", "field label_source"),
    ("story_sha", "x", "field story_sha"), ("extra", 1, "field extra: not a field"),
])
def test_score_checks_every_field_of_every_item_as_export_writes_it(field, value, words, tmp_path, capsys):
    from helpers.bon_fixtures import write_hand_samples

    write_hand_samples(tmp_path / "run")
    rows = [i.to_json() for i in from_samples([str(tmp_path / "run")], model="hand")]
    rows[1][field] = rows[0]["id"] if value == "SAME" else value
    path = tmp_path / "set.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert main(["processbench", "score", str(path), "--verifier", "del"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert f"{path} line 2: " in err and words in err, err


def test_score_of_a_folder_is_one_line(tmp_path, capsys):
    assert main(["processbench", "score", str(tmp_path), "--verifier", "del"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and f"{tmp_path}: a folder" in err, err
