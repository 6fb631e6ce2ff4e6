"""The Hi-ToM story grammar and the phrasings users type: wordings, numbering, question forms, errors
naming the printed line, and `dellabels answer` / `demo` on them."""
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


def _story(*lines: str) -> str:
    return "\n".join(f"{k} {line}" for k, line in enumerate(lines, start=1))


# ---- 3. grammar ----

@pytest.mark.parametrize("question, chain, obj", [
    ("Where are the grapes really?", (), "grapes"),
    ("Where is the ball?", (), "ball"),
    ("Where is ball?", (), "ball"),
    ("Where are the grapes?", (), "grapes"),
    ("Where does Anne think the grapes are?", ("Anne",), "grapes"),
    ("Where does Anne believe the ball is?", ("Anne",), "ball"),
    ("Where does Anne think Bob thinks the red ball is?", ("Anne", "Bob"), "red_ball"),
])
def test_question_variants(question, chain, obj):
    q = parse_question(question)
    assert (q.chain, q.obj) == (chain, obj)


def test_a_refused_question_or_sentence_says_what_is_accepted():
    with pytest.raises(StoryParseError, match="accepted questions: 'Where is the X"):
        parse_question("Where did the ball go?")
    with pytest.raises(StoryParseError, match="accepted sentences: 'A and B entered the R.'"):
        story_lines("1 Anne juggled the ball.")


def test_container_names_with_spaces():
    story = "1 Anne and Sally entered the living room.\n2 The ball is in the red box.\n" \
            "3 Sally exited the living room.\n4 Anne moved the ball to the blue basket.\n" \
            "5 Anne exited the living room.\n6 Sally privately told Anne that the ball is in the red box now."
    assert answer_question(story, "Where does Sally think the ball is?").answer == "red_box"
    assert answer_question(story, "Where is the ball?").answer == "blue_basket"
    same = story.replace("red box", "red_box").replace("blue basket", "blue_basket").replace("living room",
                                                                                              "living_room")
    assert HiToMStory(story).belief_steps(("Sally", "Anne"), "ball") == \
        HiToMStory(same).belief_steps(("Sally", "Anne"), "ball")


def test_asking_where_a_container_is_says_it_is_a_container():
    with pytest.raises(StoryParseError, match="red_box is a container, not an object"):
        answer_question("1 Anne entered the kitchen.\n2 The ball is in the red_box.", "Where is the red_box really?")


def test_errors_name_the_printed_line_numbers():
    with pytest.raises(StoryParseError) as err:
        HiToMStory("1 Anne entered the kitchen.\n\n***\n7 The ball is in the box.\n9 Bob moved the ball to the bag.")
    assert err.value.line == 9
    with pytest.raises(StoryParseError) as err:
        story_lines("Anne entered the kitchen.\n\nAnne juggled.")
    assert err.value.line == 3  # unnumbered: its line in the text


def test_a_name_is_an_object_or_a_container_not_both():
    with pytest.raises(StoryParseError, match="line 6: the apple is an object in this story, not a container"):
        HiToMStory(_story("Anne entered the kitchen.", "The apple is in the red_box.", "Anne exited the kitchen.",
                          "Anne entered the garden.", "The pear is in the crate.", "Anne moved the pear to the apple."))


def test_cli_answer_takes_the_common_phrasings(tmp_path):
    inp = tmp_path / "in.jsonl"
    story = "1 Anne and Sally entered the kitchen.\n2 The ball is in the red box.\n3 Sally exited the kitchen."
    inp.write_text(json.dumps({"story": story, "question": "Where is the ball?"}) + "\n"
                   + json.dumps({"story": story, "question": "Where did the ball go?"}) + "\n")
    out = tmp_path / "out.jsonl"
    assert main(["answer", "--input", str(inp), "--out", str(out)]) == 1
    ok, bad = [json.loads(line) for line in out.read_text().splitlines()]
    assert ok["answer"] == "red_box"
    assert "accepted questions" in bad["error"]


def test_answer_help_lists_the_accepted_phrasings(capsys):
    with pytest.raises(SystemExit):
        main(["answer", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "Accepted questions: 'Where is the X (really)?'" in out and "red_box" in out
