import json
import subprocess
import sys

import pytest

from dellabels.cli.main import main
from dellabels.hitom.grammar import StoryParseError, parse_question, story_lines
from dellabels.hitom.world import HiToMStory, answer_question

SALLY = ("1 Anne and Sally entered the kitchen.\n2 The ball is in the red_box.\n"
         "3 Sally exited the kitchen.\n4 Anne moved the ball to the blue_basket.")


def test_both_wordings_numbering_and_stray_stars():
    released = ("Amelia, Chloe and Liam entered the den.\nThe celery is in the red_envelope.\nAmelia exited the den.\n"
                "Chloe exited the den.\nLiam exited the den.\nAmelia, Chloe and Liam entered the waiting_room.\n"
                "Liam publicly claimed that celery is in the blue_box.\n\n***\n")
    newer = released.replace("blue_box.", "blue_box now.") + "Liam privately told Amelia that the celery is in the red_envelope now.\n"
    numbered = "\n".join(f"{k} {line}" for k, line in enumerate(newer.split("\n")[:7], start=1))
    assert len(story_lines(released)) == 7
    assert len(story_lines(newer)) == 8
    # Amelia exited before Liam: she trusts the claim; Chloe too; Liam himself does not change.
    assert answer_question(released, "Where does Amelia really think the celery is?").answer == "blue_box"
    assert answer_question(numbered, "Where does Liam really think the celery is?").answer == "red_envelope"
    assert answer_question(newer, "Where does Liam think Amelia thinks the celery is?").answer == "red_envelope"


def test_unknown_sentence_names_line_and_text():
    with pytest.raises(StoryParseError) as err:
        story_lines("1 Anne entered the kitchen.\n2 Anne juggled the ball.")
    assert err.value.line == 2 and "Anne juggled the ball." in str(err.value)
    with pytest.raises(StoryParseError, match="line 3"):
        HiToMStory("1 Anne entered the kitchen.\n2 The ball is in the box.\n3 Bob moved the ball to the bag.")
    with pytest.raises(StoryParseError):
        parse_question("Where did the ball go?")


def test_question_orders():
    assert parse_question("Where is the ball really?").chain == ()
    assert parse_question("Where does Anne really think the ball is?").chain == ("Anne",)
    q = parse_question("Where does Anne think Bob thinks Cara thinks Dan thinks the ball is?")
    assert q.chain == ("Anne", "Bob", "Cara", "Dan") and q.order == 4


def test_sally_anne_steps_and_null_before_object():
    a = answer_question(SALLY, "Where does Anne think Sally thinks the ball is?")
    assert a.steps == [None, "red_box", "red_box", "red_box"]
    assert answer_question(SALLY, "Where is the ball really?").answer == "blue_basket"


def test_cli_answer_contract(tmp_path, capsys):
    inp = tmp_path / "in.jsonl"
    inp.write_text("\n".join([
        json.dumps({"story": SALLY, "question": "Where does Sally really think the ball is?", "id": 7}),
        json.dumps({"story": "1 Anne flew.", "question": "Where is the ball really?"}),
        "{broken",
        json.dumps({"story": SALLY}),
    ]) + "\n")
    out = tmp_path / "out.jsonl"
    assert main(["answer", "--input", str(inp), "--out", str(out)]) == 1
    rows = [json.loads(l) for l in out.read_text().splitlines()]
    assert rows[0] == {"id": 7, "answer": "red_box", "order": 1, "chain": ["Sally"],
                       "steps": [None, "red_box", "red_box", "red_box"]}
    assert "line 2" in rows[1]["error"] and "story line 1" in rows[1]["error"]
    assert "line 3" in rows[2]["error"] and "invalid JSON" in rows[2]["error"]
    assert "missing field 'question'" in rows[3]["error"]


def test_cli_answer_stdin_exit_zero_and_no_traceback():
    ok = subprocess.run([sys.executable, "-m", "dellabels.cli.main", "answer"], capture_output=True, text=True,
                        input=json.dumps({"story": SALLY, "question": "Where is the ball really?"}) + "\n")
    assert ok.returncode == 0 and json.loads(ok.stdout)["answer"] == "blue_basket"
    bad = subprocess.run([sys.executable, "-m", "dellabels.cli.main", "answer"], capture_output=True, text=True,
                         input="[1, 2]\n")
    assert bad.returncode == 1 and "Traceback" not in bad.stderr


def test_demo_reports_model_sizes(capsys):
    assert main(["demo", "--sizes"]) == 0
    out = capsys.readouterr().out
    assert "Final Answer: [green_bucket]" in out and "model size" in out
