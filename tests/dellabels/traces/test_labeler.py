import json
import random
import string

import pytest

from dellabels.cli.main import main
from dellabels.hitom.explain import gold_trace
from dellabels.hitom.world import HiToMStory
from dellabels.traces.labeler import label_trace
from dellabels.traces.synth import synthesize_trace
from dellabels.traces.parse import parse_trace
from dellabels.hitom.story_generator import generate

STORY = ("1 Amelia, Chloe, Liam, Owen and Benjamin entered the TV_room.\n2 The celery is in the red_envelope.\n"
         "3 Amelia made no movements and stayed in the TV_room for 1 minute.\n4 Chloe lost his watch.\n"
         "5 Amelia exited the TV_room.\n6 Chloe moved the celery to the green_bucket.\n7 Chloe exited the TV_room.\n"
         "8 Liam moved the celery to the red_bathtub.\n9 Liam exited the TV_room.")
Q = "Where does Amelia really think the celery is?"


@pytest.fixture(scope="module")
def story():
    return HiToMStory(STORY)


def blocks(story):
    return gold_trace(story, Q).split("\n\n")


def test_gold_trace_is_all_correct(story):
    labels = label_trace(story, Q, gold_trace(story, Q))
    assert [s.story_line for s in labels.steps] == list(range(1, 10))
    assert all(s.correct for s in labels.steps) and labels.final_correct and labels.first_error is None
    assert labels.steps[0].gold is None and labels.steps[0].predicted is None  # [Null] right where gold is null


def test_skipped_line_does_not_shift_later_labels(story):
    parts = blocks(story)
    del parts[3]  # drop step 4 (noise line); later steps keep their printed numbers
    labels = label_trace(story, Q, "\n\n".join(parts))
    assert [s.story_line for s in labels.steps] == [1, 2, 3, 5, 6, 7, 8, 9]
    assert all(s.correct for s in labels.steps)


def test_renumbered_duplicated_and_merged_steps(story):
    parts = blocks(story)
    renumbered = [p.replace(f"## Step {k + 1} ##", f"## Step {k + 10} ##") for k, p in enumerate(parts[:-1])]
    labels = label_trace(story, Q, "\n\n".join(renumbered + parts[-1:]))
    assert [s.story_line for s in labels.steps] == list(range(1, 10))
    dup = parts[:5] + [parts[4]] + parts[5:]
    assert [s.story_line for s in label_trace(story, Q, "\n\n".join(dup)).steps] == [1, 2, 3, 4, 5, 5, 6, 7, 8, 9]
    merged = ("## Step 6 ##\nChloe moved the celery to the green_bucket. Chloe exited the TV_room.\n"
              "Amelia thinks the celery is in [red_envelope]")
    labels = label_trace(story, Q, "\n\n".join(parts[:5] + [merged] + parts[7:]))
    assert [s.story_line for s in labels.steps] == [1, 2, 3, 4, 5, 7, 8, 9]


def test_wrong_step_strict_labels_and_final(story):
    parts = blocks(story)
    parts[5] = parts[5].replace("[red_envelope]", "[green_bucket]")  # Amelia had left: wrong
    labels = label_trace(story, Q, "\n\n".join(parts))
    assert [s.correct for s in labels.steps] == [True] * 5 + [False] + [True] * 3
    assert [s.strict_correct for s in labels.steps] == [True] * 5 + [False] * 4
    assert labels.first_error == 6 and labels.final_correct


def test_messy_formats(story):
    text = ("<think>Final Answer: [blue_box]</think>\n**Step 1**: Amelia, Chloe, Liam, Owen and Benjamin entered the "
            "tv room. amelia thinks the celery is in [none]\nStep 2: The celery is in the red_envelope. Amelia thinks "
            "the celery is in the Red Envelope\nFinal Answer: [your choice]\nFinal Answer: [K. Red_Envelope]")
    labels = label_trace(story, Q, text)
    assert [(s.story_line, s.predicted, s.correct) for s in labels.steps] == [(1, None, True), (2, "red_envelope", True)]
    assert labels.final_answer == "red_envelope" and labels.final_correct
    letter = label_trace(story, Q, "## Step 1 ##\nx\nFinal Answer: [K]", "A. blue_box, K. red_envelope")
    assert letter.final_answer == "red_envelope"
    empty = label_trace(story, Q, "I cannot answer.")
    assert empty.steps == [] and empty.final_answer is None and not empty.final_correct


def _mutate(text: str, rng: random.Random) -> str:
    ops = rng.randrange(6)
    if ops == 0:
        return "".join(c for c in text if rng.random() > 0.05)
    if ops == 1:
        cut = rng.randrange(len(text) + 1)
        return text[:cut]
    if ops == 2:
        lines = text.split("\n")
        rng.shuffle(lines)
        return "\n".join(lines)
    if ops == 3:
        noise = "".join(rng.choice(string.printable + "[]#ÄΩ🙂") for _ in range(rng.randrange(200)))
        pos = rng.randrange(len(text) + 1)
        return text[:pos] + noise + text[pos:]
    if ops == 4:
        return text.replace("]", "", rng.randrange(5)).replace("##", "#" * rng.randrange(4))
    return "".join(rng.choice(string.printable + "[]#\n") for _ in range(rng.randrange(400)))


def test_fuzz_ten_thousand_traces_never_raise():
    rng = random.Random(1234)
    records = list(generate(40, seed=9, lengths=[1], progress=False))
    stories = [HiToMStory(r["story"]) for r in records]
    count = 0
    for i in range(10000):
        k = i % len(records)
        question = records[k]["questions"][i % 5]["question"]
        base = synthesize_trace(stories[k], question, rng)
        trace = _mutate(base, rng) if i % 4 else base
        parse_trace(trace, records[k]["choices"])
        labels = label_trace(stories[k], question, trace, records[k]["choices"])
        assert len(labels.steps) == len(parse_trace(trace).steps)
        count += 1
    assert count == 10000
    for junk in (None, 3, b"bytes", ["## Step 1 ##"], {"a": 1}):
        assert parse_trace(junk).steps == []


def test_cli_label_contract(tmp_path):
    inp = tmp_path / "in.jsonl"
    good = {"id": "a", "story": STORY, "question": Q, "trace": gold_trace(HiToMStory(STORY), Q)}
    inp.write_text(json.dumps(good) + "\n" + json.dumps({"story": STORY, "question": Q}) + "\n"
                   + json.dumps({"story": "1 Bob sang.", "question": Q, "trace": ""}) + "\n")
    out = tmp_path / "out.jsonl"
    assert main(["label", "--input", str(inp), "--out", str(out)]) == 1
    rows = [json.loads(l) for l in out.read_text().splitlines()]
    assert rows[0]["id"] == "a" and rows[0]["final_correct"] and rows[0]["first_error"] is None
    assert set(rows[0]["steps"][0]) >= {"story_line", "predicted", "gold", "correct"}
    assert "missing field 'trace'" in rows[1]["error"]
    assert "line 3" in rows[2]["error"] and "story line 1" in rows[2]["error"]
