"""ToMi on the DEL engine: grammar, questions, the bAbI reader, bad input, and `dellabels audit-tomi`.

Every story here is written for the test in ToMi's sentence forms; ToMi's own data (CC BY-NC) is read
only through DELTOM_TOMI_PATH (the ``tomi_path`` fixture) and never copied.
"""
import json
import zipfile

import pytest

from dellabels.cli.main import main
from dellabels.hitom.grammar import Enter, Exit, Move, Noise, Place, StoryParseError
from dellabels.tomi.audit import audit, question_class
from dellabels.tomi.data import load_tomi
from dellabels.tomi.grammar import Locate, Present, parse_question, parse_sentence, parse_story, question_text
from dellabels.tomi.world import ToMiStory
from deltom_base.errors import DataFileError


def story(text: str) -> ToMiStory:
    return ToMiStory(parse_story([(int(n), t) for n, t in (row.split(" ", 1) for row in text.strip().splitlines())]))


# Anne and Bert see the pear placed; Bert leaves; Anne moves it; Cleo walks in at the end.
FALSE_BELIEF = """
1 Anne entered the cellar.
2 Bert entered the cellar.
3 The pear is in the tin_box.
4 Bert exited the cellar.
5 Anne hates the pear
6 Anne moved the pear to the wooden_chest.
7 Cleo entered the cellar.
"""
# the mover leaves, then the other comes back and sees the new place on his own
SECOND_ORDER = """
1 Anne entered the cellar.
2 Bert entered the cellar.
3 The pear is in the tin_box.
4 Bert exited the cellar.
5 Anne moved the pear to the wooden_chest.
6 Anne exited the cellar.
7 Bert entered the cellar.
"""


def test_sentence_forms():
    assert parse_sentence("Anne entered the cellar.") == Enter(("Anne",), "cellar")
    assert parse_sentence("Anne exited the cellar.") == Exit("Anne", "cellar")
    assert parse_sentence("Anne left the cellar.") == Exit("Anne", "cellar")
    assert parse_sentence("Anne moved the pear to the tin_box.") == Move("Anne", "pear", "tin_box")
    for verb in ("likes", "dislikes", "loves", "hates"):
        assert parse_sentence(f"Bert {verb} the attic") == Noise("Bert")
    assert parse_sentence("Bert likes the pear.") == Noise("Bert")
    assert parse_sentence("Anne is in the cellar.") == Present(("Anne",), "cellar")
    assert parse_sentence("Anne and Bert are in the cellar.") == Present(("Anne", "Bert"), "cellar")


def test_is_in_means_placement_or_container_room_by_the_story():
    lines = parse_story([(1, "Anne entered the cellar."), (2, "The tin_box is in the cellar."),
                         (3, "The pear is in the tin_box.")])
    assert [line.sentence for line in lines[1:]] == [Locate("tin_box", "cellar"), Place("pear", "tin_box")]


def test_question_forms_round_trip():
    cases = {"Where will Anne look for the pear?": ("first_order", ("Anne",)),
             "Where does Anne think that Bert searches for the pear?": ("second_order", ("Anne", "Bert")),
             "Where is the pear really?": ("reality", ()),
             "Where was the pear at the beginning?": ("memory", ())}
    for text, (kind, chain) in cases.items():
        q = parse_question(text)
        assert (q.kind, q.chain, q.obj) == (kind, chain, "pear")
        assert question_text(kind, chain, "pear") == text


def test_answers_of_a_false_belief_story():
    s = story(FALSE_BELIEF)
    expect = {"Where will Anne look for the pear?": "wooden_chest",
              "Where will Bert look for the pear?": "tin_box",
              "Where does Anne think that Bert searches for the pear?": "tin_box",
              "Where does Bert think that Anne searches for the pear?": "tin_box",
              "Where is the pear really?": "wooden_chest",
              "Where was the pear at the beginning?": "tin_box"}
    assert {q: s.answer(q).answer for q in expect} == expect


def test_a_return_seen_alone_is_not_second_order_knowledge():
    s = story(SECOND_ORDER)
    assert s.answer("Where will Bert look for the pear?").answer == "wooden_chest"
    assert s.answer("Where does Anne think that Bert searches for the pear?").answer == "tin_box"
    assert s.answer("Where does Bert think that Anne searches for the pear?").answer == "tin_box"


def test_is_in_the_room_is_an_entry_and_a_stated_room_places_the_container():
    s = story("""
1 Cleo entered the attic.
2 Anne and Bert are in the cellar.
3 The tin_box is in the cellar.
4 The pear is in the tin_box.
5 Anne is in the cellar.
6 Bert exited the cellar.
7 Anne moved the pear to the wooden_chest.
""")
    assert s.answer("Where will Bert look for the pear?").answer == "tin_box"
    assert s.answer("Where will Cleo look for the pear?").answer is None  # in the attic the whole time
    assert s.answer("Where is the pear really?").answer == "wooden_chest"


def test_container_room_follows_from_a_later_move():
    s = story("""
1 Cleo entered the attic.
2 Anne entered the cellar.
3 The pear is in the tin_box.
4 Anne moved the pear to the wooden_chest.
""")
    assert s.answer("Where will Anne look for the pear?").answer == "wooden_chest"
    assert s.answer("Where was the pear at the beginning?").answer == "tin_box"


# the basket is placed while only the lounge is occupied, then Mia moves the pen into it from the kitchen
BASKET_IN_TWO_ROOMS = """
1 Jack entered the kitchen.
2 Mia entered the kitchen.
3 The pen is in the box.
4 Jack exited the kitchen.
5 Mia exited the kitchen.
6 Jack entered the lounge.
7 Mia entered the lounge.
8 The cup is in the basket.
9 Mia exited the lounge.
10 Mia entered the kitchen.
11 Mia moved the pen to the basket.
"""


@pytest.mark.parametrize("question", ["Where is the pen really?", "Where does Mia think the pen is?",
                                      "Where does Jack think Mia thinks the pen is?"])
def test_a_move_into_a_container_of_another_room_is_refused_whatever_the_question(question):
    """The ToMi reading (the fallback of a story Hi-ToM's reading refuses) placed the basket in the kitchen
    from the start and answered the reality question, where the belief questions got Hi-ToM's error."""
    from dellabels.traces.worlds import check, read_world

    with pytest.raises(StoryParseError, match="story line 11: the basket is in the lounge, not in the kitchen"):
        world, parsed = read_world(BASKET_IN_TWO_ROOMS, question)
        check(world, parsed)


def test_a_story_only_tomis_reading_places_is_read_so_for_every_question():
    """Two rooms occupied at the placement: Hi-ToM's rule cannot place the tin_box, ToMi's (the mover's room)
    can; a Hi-ToM belief question reads the same world as the reality question."""
    from dellabels.traces.worlds import read_world

    text = """
1 Cleo entered the attic.
2 Anne entered the cellar.
3 The pear is in the tin_box.
4 Anne moved the pear to the wooden_chest.
"""
    for question, gold in (("Where is the pear really?", "wooden_chest"),
                           ("Where does Anne think the pear is?", "wooden_chest"),
                           ("Where does Cleo think the pear is?", None)):
        world, parsed = read_world(text, question)
        assert world.answer(parsed.text).answer == gold


@pytest.mark.parametrize("line, words", [
    ("Anne peeked into the cellar.", "not a ToMi story sentence"),
    ("Anne and Anne are in the cellar.", "named twice"),
])
def test_bad_sentences_name_the_line(line, words):
    with pytest.raises(StoryParseError, match=words) as err:
        parse_story([(1, "Anne entered the cellar."), (2, line)])
    assert err.value.line == 2


def test_bad_questions_and_impossible_stories():
    with pytest.raises(StoryParseError, match="not a ToMi question"):
        parse_question("Where does Anne think the pear is?")
    with pytest.raises(StoryParseError, match="not an object"):
        story(FALSE_BELIEF).answer("Where is the plum really?")
    with pytest.raises(StoryParseError, match="is in the attic, not in the cellar"):
        story("1 Anne entered the cellar.\n2 Bert entered the attic.\n3 The tin_box is in the attic.\n"
              "4 The pear is in the tin_box.\n5 Anne moved the pear to the wooden_chest.")
    with pytest.raises(StoryParseError, match="tin_box is an object in this story"):  # attic is no room here
        story("1 Anne entered the cellar.\n2 The tin_box is in the attic.\n3 The pear is in the tin_box.")


def write_data(folder, text, trace, split="test"):
    folder.mkdir(exist_ok=True)
    (folder / f"fb_all_{split}.txt").write_text(text)
    (folder / f"fb_all_{split}.trace").write_text(trace)
    return folder


def babi(body: str, question: str, gold: str) -> str:
    rows = body.strip().splitlines()
    return "\n".join(rows) + f"\n{len(rows) + 1} {question}\t{gold}\t1\n"


QUESTIONS = [("Where will Bert look for the pear?", "tin_box", "first_order_1_tom"),
             ("Where does Anne think that Bert searches for the pear?", "wooden_chest", "second_order_0_no_tom"),
             ("Where is the pear really?", "wooden_chest", "reality")]


def sample(tmp_path):
    text = "".join(babi(FALSE_BELIEF, q, gold) for q, gold, _ in QUESTIONS)
    trace = "".join(f"enter_agent_0,enter_agent_1,agent_1_exits,agent_0_moves_obj,agent_2_enters,{t},false_belief\n"
                    for _, _, t in QUESTIONS)
    return write_data(tmp_path / "tomi", text, trace)


def test_reader_groups_questions_by_story_from_folder_or_zip(tmp_path):
    folder = sample(tmp_path)
    archive = tmp_path / "tomi.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for f in folder.iterdir():
            zf.write(f, f"inner/{f.name}")
    for where in (folder, archive):
        items = load_tomi(str(where), "test")
        assert [i.question_type for i in items] == [t for _, _, t in QUESTIONS]
        assert {i.story_index for i in items} == {0} and items[0].story_type == "false_belief"
        assert items[1].events[-1] == "agent_2_enters" and items[1].lines[5].sentence == Move("Anne", "pear",
                                                                                               "wooden_chest")


def test_several_copies_in_a_broad_folder_or_zip_are_refused_naming_them(tmp_path):
    broad = tmp_path / "data"
    broad.mkdir()
    first, second = sample(broad), write_data(broad / "backup", *(sample(tmp_path).joinpath(f).read_text()
                                                                 for f in ("fb_all_test.txt", "fb_all_test.trace")))
    archive = tmp_path / "two.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for folder in (first, second):
            for f in folder.iterdir():
                zf.write(f, f"{folder.name}/{f.name}")
    for where, copies in ((broad, "backup/fb_all_test.txt, tomi/fb_all_test.txt"),
                          (archive, "backup/fb_all_test.txt, tomi/fb_all_test.txt")):
        with pytest.raises(DataFileError) as err:
            load_tomi(str(where), "test")
        assert str(err.value) == (f"{where}: holds 2 copies of fb_all_test.txt ({copies}): point the ToMi path at "
                                  "one copy's zip or folder")


def test_the_trace_file_is_the_one_beside_the_questions(tmp_path):
    broad = tmp_path / "data"
    broad.mkdir()
    sample(broad)
    stray = broad / "a_stray"  # sorts first: another copy's .trace, out of step with these questions
    stray.mkdir()
    (stray / "fb_all_test.trace").write_text("enter_agent_0,memory,true_belief\n" * 3)
    assert [i.question_type for i in load_tomi(str(broad), "test")] == [t for _, _, t in QUESTIONS]
    (broad / "tomi" / "fb_all_test.trace").unlink()
    with pytest.raises(DataFileError, match=r"data: tomi/fb_all_test.txt has no fb_all_test.trace beside it \(one is "
                                            r"at a_stray/fb_all_test.trace: another copy\)$"):
        load_tomi(str(broad), "test")


def test_audit_explains_the_second_order_miss(tmp_path):
    report = audit(load_tomi(str(sample(tmp_path)), "test"))
    assert report["by_question_type"]["second_order_0_no_tom"] == {"agree": 0, "total": 1}
    assert report["by_question_type"]["first_order_1_tom"] == {"agree": 1, "total": 1}
    assert report["causes"] == {"third_agent_entry": 1}
    assert "Cleo entered the cellar at line 7" in report["mismatches"][0]["reason"]
    assert question_class("second_order_1_no_tom") == "second_order_no_tom"


@pytest.mark.parametrize("text, trace, words", [
    ("1 Anne entered the cellar.\n3 Where is the pear really?\tbox\t1\n", "enter_agent_0,reality,true_belief\n",
     "fb_all_test.txt:2: line number: expected 2, got 3"),
    ("1 Anne entered the cellar.\n2 Where is the pear really?\tbox\n", "enter_agent_0,reality,true_belief\n",
     "fb_all_test.txt:2: question: expected"),
    ("1 Anne drove to the cellar.\n2 Where is the pear really?\tbox\t1\n", "enter_agent_0,reality,true_belief\n",
     "fb_all_test.txt:2: story line 1: not a ToMi story sentence"),
    ("1 Anne entered the cellar.\n2 Where is the pear now?\tbox\t1\n", "enter_agent_0,reality,true_belief\n",
     "fb_all_test.txt:2: question: not a ToMi question"),
    ("1 Anne entered the cellar.\n2 Where is the pear really?\tbox\t1\n", "enter_agent_0,reality,odd_belief\n",
     "fb_all_test.trace:1: story type"),
    ("1 Anne entered the cellar.\n2 Where is the pear really?\tbox\t1\n", "",
     "fb_all_test.trace: has 0 lines"),
    ("1 Anne entered the cellar.\n2 Where is the pear really?\tbox\t1\n", "enter_agent_0,memory,true_belief\n",
     "fb_all_test.trace:1: question type: 'memory' is not the type of the question at"),
])
def test_bad_files_are_one_line_errors_naming_file_line_and_field(tmp_path, text, trace, words):
    folder = write_data(tmp_path / "bad", text, trace)
    with pytest.raises(DataFileError) as err:
        load_tomi(str(folder), "test")
    assert words in str(err.value) and "\n" not in str(err.value)


def test_a_trace_file_shifted_by_one_line_is_refused(tmp_path):
    """The same line count, every question type one line off."""
    folder = sample(tmp_path)
    trace = (folder / "fb_all_test.trace").read_text().splitlines()
    (folder / "fb_all_test.trace").write_text("\n".join(trace[1:] + trace[:1]) + "\n")
    with pytest.raises(DataFileError, match=r"fb_all_test.trace:1: question type: 'second_order_0_no_tom' is not "
                                            r"the type of the question at .*fb_all_test.txt:8 \(a first_order"):
        load_tomi(str(folder), "test")


def test_cli_audit_tomi_json_and_errors(tmp_path, capsys):
    assert main(["audit-tomi", str(sample(tmp_path)), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["split"] == "test" and report["causes"] == {"third_agent_entry": 1}
    assert main(["audit-tomi", str(tmp_path / "missing")]) == 2
    err = capsys.readouterr().err
    assert "not found" in err and len(err.strip().splitlines()) == 1


def test_audit_of_tomi_test_split(tomi_path):
    """First-order, memory and reality golds all agree; only second-order 'no_tom' golds differ, each explained."""
    report = audit(load_tomi(str(tomi_path), "test"))
    by_type = {k: (v["agree"], v["total"]) for k, v in report["by_question_type"].items()}
    assert by_type == {
        "first_order_0_no_tom": (999, 999), "first_order_1_no_tom": (595, 595), "first_order_1_tom": (404, 404),
        "memory": (999, 999), "reality": (999, 999),
        "second_order_0_no_tom": (492, 724), "second_order_0_tom": (275, 275),
        "second_order_1_no_tom": (492, 724), "second_order_1_tom": (275, 275)}
    by_story = {k: (v["agree"], v["total"]) for k, v in report["by_story_type"].items()}
    assert by_story == {"false_belief": (1806, 1998), "second_order_false_belief": (1758, 1998),
                        "true_belief": (1966, 1998)}
    assert report["causes"] == {"third_agent_entry": 262, "unshared_entry": 202}
    assert all(m["gold"] != m["engine"] and m["reason"] for m in report["mismatches"])


def test_generate_tomi_style_is_seeded_and_reads_back(tmp_path):
    out, again = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert main(["generate", "--style", "tomi", "--stories", "40", "--seed", "3", "--out", str(out)]) == 0
    assert main(["generate", "--style", "tomi", "--stories", "20", "--seed", "3", "--out", str(again)]) == 0
    assert main(["generate", "--style", "tomi", "--stories", "40", "--seed", "3", "--out", str(again),
                 "--resume"]) == 0
    assert out.read_text() == again.read_text()
    records = [json.loads(row) for row in out.read_text().splitlines()]
    assert {r["story_type"] for r in records} == {"true_belief", "false_belief", "second_order_false_belief"}
    for record in records:
        lines = parse_story([(int(n), t) for n, t in (row.split(" ", 1) for row in record["story"].splitlines())])
        s = ToMiStory(lines)
        assert [q["question_type"].split("_")[0] for q in record["questions"]] == \
            ["memory", "first", "second", "reality", "first", "second"]
        for q in record["questions"]:
            assert s.answer(q["question"]).answer == q["answer"] is not None
