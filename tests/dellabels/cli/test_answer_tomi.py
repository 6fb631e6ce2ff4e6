"""`dellabels answer` and `dellabels demo` read ToMi's stories and questions as `dellabels label` does."""
import json

from dellabels.cli.main import main

# ToMi's own sentences: rooms of containers, "X is in the R", a noise line without a period, memory and reality
TOMI_STORY = """1 Anne entered the cellar.
2 Bert entered the cellar.
3 The tin_box is in the cellar.
4 The pear is in the tin_box.
5 Bert exited the cellar.
6 Anne hates the pear
7 Anne moved the pear to the wooden_chest.
8 Cleo is in the cellar."""


def _answers(tmp_path, capsys, questions, status=0):
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps({"story": TOMI_STORY, "question": q}) + "\n" for q in questions))
    assert main(["answer", "--input", str(path)]) == status
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_answer_reads_tomi_questions(tmp_path, capsys):
    rows = _answers(tmp_path, capsys, ["Where will Bert look for the pear?", "Where was the pear at the beginning?",
                                       "Where is the pear really?",
                                       "Where does Anne think that Bert searches for the pear?"])
    assert [r.get("answer") for r in rows] == ["tin_box", "tin_box", "wooden_chest", "tin_box"]
    assert [r["order"] for r in rows] == [1, 0, 0, 2]
    assert rows[0]["chain"] == ["Bert"] and rows[3]["chain"] == ["Anne", "Bert"]
    assert len(rows[2]["steps"]) == 8 and rows[2]["steps"][3] == "tin_box"


def test_answer_names_an_object_the_tomi_story_lacks(tmp_path, capsys):
    rows = _answers(tmp_path, capsys, ["Where will Bert look for the apple?"], status=1)
    assert "apple" in rows[0]["error"] and "line 1" in rows[0]["error"]


def test_demo_explains_a_tomi_story(tmp_path, capsys):
    path = tmp_path / "story.txt"
    path.write_text(TOMI_STORY)
    assert main(["demo", "--story", str(path), "--question", "Where will Bert look for the pear?"]) == 0
    out = capsys.readouterr().out
    assert "Final Answer: [tin_box]" in out and "Anne hates the pear" in out


def test_demo_refuses_an_agent_the_story_lacks_in_one_line(tmp_path, capsys):
    path = tmp_path / "story.txt"
    path.write_text(TOMI_STORY)
    assert main(["demo", "--story", str(path), "--question", "Where will Zed look for the pear?"]) == 2
    out, err = capsys.readouterr()
    assert "Question:" not in out and "story.txt: agents ['Zed'] do not occur" in err and len(err.splitlines()) == 1
