"""deltom_tasks: prompt rendering, answer extraction, data selection, task configs.

Data comes from DELTOM_HITOM_PATH / DELTOM_KOSINSKI_PATH only (fixtures skip when
unset); the Kosinski unit tests use a synthetic item written here, never the real texts.
"""
import configparser
import fnmatch
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.world import HiToMStory
from dellabels.traces.prompt import HITOM_NOTE, PROMPT_FILE, PROMPT_FILES
from dellabels.traces.prompt import fill_prompt as render_prompt
from deltom_base.errors import DataNotFoundError
from deltom_tasks import TASKS_DIR
from harness_ext.benchmarks import hitom, kosinski
from helpers.paths import REPO

SHARED = Path(os.environ.get("DELTOM_SHARED", REPO.parent / "shared"))
CHOICES = "A. blue_drawer, B. green_crate, K. green_drawer, L. blue_pantry"

# An invented unexpected-transfer item (not one of Kosinski's) for the logic tests.
SYNTHETIC = {
    "NUMBER": 7,
    "txt": "Ann puts the ball in the bin. Ann leaves the room. While Ann is away, Bob moves "
           "the ball from the bin to the crate. Ann comes back.",
    "txt_notransfer": "Ann puts the ball in the bin. Ann leaves the room. Bob lifts the ball and "
                      "puts it back in the bin. Ann comes back.",
    "txt_informed": "Bob calls Ann and tells her that the ball is now in the crate. Ann believes Bob.",
    "txt_present": "Ann puts the ball in the bin. Bob moves the ball to the crate while Ann watches. "
                   "Ann leaves the room. Ann comes back.",
    "txt_same": "",
    "o1": "crate",
    "o2": "bin",
    "q1": "The ball falls out of the",
    "q2": "Ann will look for the ball in the",
}


def fill(template: str, note: str, story: str, question: str) -> str:
    """Independent reference rendering: plain replacement of the three fields."""
    return template.replace("{note}", note).replace("{story}", story).replace("{question}", question)


# ---------------------------------------------------------------- prompt

def test_appendix_prompt_is_the_papers_appendix():
    # The default is the reference code's prompt (tests/deltom_tasks/test_prompt_parity.py); the appendix is a variant.
    text = PROMPT_FILES["appendix"].read_text(encoding="utf-8")
    assert text.endswith("<trace>\n")
    assert [f for f in ("{note}", "{story}", "{question}") if text.count(f) != 1] == []
    spec = SHARED / "spec" / "del_oneshot_prompt.txt"
    if spec.is_file():
        assert text == spec.read_text(encoding="utf-8")


def test_hitom_note_matches_reference_notes():
    notes = SHARED / "spec" / "REFERENCE-NOTES.md"
    if not notes.is_file():
        pytest.skip("shared/spec not present")
    text = notes.read_text(encoding="utf-8")
    start = text.index('"', text.index("Hi-ToM note text")) + 1
    assert " ".join(text[start:text.index('"', start)].split()) == HITOM_NOTE


def test_render_prompt_fills_each_field_once():
    tricky = "1 A {story} line\n2 braces {} stay"
    out = render_prompt("N", tricky, "Where is the ball really?")
    assert out == fill(PROMPT_FILE.read_text(encoding="utf-8"), "N", tricky, "Where is the ball really?")


# ---------------------------------------------------------------- extraction (messy outputs)

@pytest.mark.parametrize("output, correct", [
    ("## Step 1 ##\n...\nFinal Answer: [green_drawer]", True),
    ("Final Answer: [ Green Drawer ]", True),
    ("Final Answer: [the green drawer.]", True),
    ("**Final Answer: [K]**", True),  # choice letter -> container via the record's choices
    ("Final Answer: [K. green_drawer]", True),
    ("final answer: green_drawer", True),  # unbracketed fallback
    ("Final Answer: [blue_pantry]\nWait, Owen saw the move.\nFinal Answer: [green_drawer]", True),
    ("Final Answer: [green_drawer]\nOn reflection:\nFinal Answer: [blue_pantry]", False),  # last wins
    ("<think>Final Answer: [blue_pantry]</think>\nFinal Answer: [green_drawer]", True),
    ("<think>maybe Final Answer: [green_drawer]</think>\nFinal Answer: [blue_pantry]", False),
    ("thinking... Final Answer: [blue_pantry]</think>\n\nFinal Answer: [green_drawer]", True),  # lone </think>
    ("<think>I was cut off. Final Answer: [green_drawer]", True),  # cut while thinking: read there, flagged
    ("<think>Final Answer: [green_drawer]</think>\nI cannot tell.", True),  # a reply without an answer
    ("give the final answer in one line like:\nFinal Answer: [your choice]", False),  # the placeholder
    ("Final Answer: [your choice]\n\nFinal Answer: [green_drawer]", True),
    ("Final Answer: [Null]", False),
    ("The ball is in the green_drawer.", False),  # no final answer at all
    ("", False),
])
def test_hitom_extraction_on_messy_outputs(output, correct):
    doc = {"answer": "green_drawer", "choices": CHOICES}
    assert hitom.process_results(doc, [output]) == {"acc": float(correct)}


@pytest.mark.parametrize("answer, correct", [
    ("[wooden crate]", True), ("[wooden_crate]", True), ("[The crate]", True), ("[CRATE]", True),
    ("[bin]", False), ("[crate or bin]", False), ("[crates]", False), ("[Null]", False),
])
def test_kosinski_names_expected_not_other(answer, correct):
    output = f"## Step 1 ##\n...\n\nFinal Answer: {answer}"
    assert kosinski.is_correct(output, "crate", "bin") is correct


def test_kosinski_multiword_locations():
    assert kosinski.is_correct("Final Answer: [the back porch]", "back porch", "front porch")
    assert not kosinski.is_correct("Final Answer: [porch]", "back porch", "front porch")
    assert kosinski.is_correct("Final Answer: [shelf B]", "B", "A")
    assert kosinski.is_correct("<think>Final Answer: [crate]</think>", "crate", "bin")  # the one thinking rule
    assert not kosinski.is_correct("<think>Final Answer: [crate]</think>Final Answer: [bin]", "crate", "bin")


# ---------------------------------------------------------------- Kosinski logic (synthetic item)

def test_kosinski_questions_from_stems():
    assert kosinski.question_from_stem("Ann will look for the ball in the") == "Where will Ann look for the ball?"
    assert kosinski.question_from_stem("The cat will look for the mouse in the") == \
        "Where will the cat look for the mouse?"
    assert kosinski.question_from_stem("Tom will tell Sue that the key is in the") == \
        'Complete the sentence: "Tom will tell Sue that the key is in the ___"'


def test_kosinski_sentences_and_swap():
    text = 'She asks: "Where is it?" "In the crate," he says. She nods! Done.'
    assert kosinski.split_sentences(text) == ['She asks: "Where is it?"', '"In the crate," he says.',
                                              "She nods!", "Done."]
    assert kosinski.swap_words("bin in the bins; a bin, crate.", "bin", "crate") == \
        "crate in the bins; a crate, bin."


def test_kosinski_docs_conditions_and_reversal():
    expected = {"false_belief": "bin", "informed_protagonist": "crate",
                "no_transfer": "bin", "present_protagonist": "crate"}
    for condition, word in expected.items():
        original, reversed_ = kosinski.build_docs([SYNTHETIC], condition)
        assert (original["answer"], original["reversed"]) == (word, False)
        assert reversed_["reversed"] and reversed_["answer"] == ({"crate", "bin"} - {word}).pop()
        assert {original["answer"], original["other"]} == {"crate", "bin"}
        assert original["question"] == "Where will Ann look for the ball?"
        lines = original["story"].splitlines()
        assert [line.split(" ", 1)[0] for line in lines] == [str(i) for i in range(1, len(lines) + 1)]
    fb, fb_rev = kosinski.build_docs([SYNTHETIC], "false_belief")
    assert "from the crate to the bin" in fb_rev["story"] and "from the bin to the crate" in fb["story"]
    informed = kosinski.build_docs([SYNTHETIC], "informed_protagonist")[0]["story"].splitlines()
    assert informed[-2:] == ["5 Bob calls Ann and tells her that the ball is now in the crate.",
                             "6 Ann believes Bob."]


def test_kosinski_dataset_from_path_and_missing_path(tmp_path, monkeypatch):
    monkeypatch.delenv("DELTOM_KOSINSKI_PATH", raising=False)
    file = tmp_path / "items.json"
    file.write_text(json.dumps({"items": [SYNTHETIC]}))
    data = kosinski.kosinski_dataset(kosinski_path=str(file), condition="no_transfer", pretrained="ignored")
    assert data["test"].num_rows == 2
    with pytest.raises(DataNotFoundError, match="DELTOM_KOSINSKI_PATH.*kosinski_path"):
        kosinski.load_items(None)
    with pytest.raises(DataNotFoundError, match="not found"):
        kosinski.load_items(str(tmp_path / "missing.json"))


def test_kosinski_real_items_structure(kosinski_path):
    items = kosinski.load_items(str(kosinski_path))
    assert len(items) == 20
    rule = {"false_belief": "o2", "no_transfer": "o2", "informed_protagonist": "o1", "present_protagonist": "o1"}
    for condition, field in rule.items():
        docs = kosinski.build_docs(items, condition)
        assert len(docs) == 40
        for item, (orig, rev) in zip(items, zip(docs[::2], docs[1::2])):
            assert orig["answer"] == item[field] and orig["other"] != orig["answer"]
            assert (rev["answer"], rev["other"]) == (orig["other"], orig["answer"])
            assert orig["story"] != rev["story"] and orig["question"] == rev["question"]


# ---------------------------------------------------------------- Hi-ToM data and scoring

def test_hitom_default_docs_are_the_papers_200(hitom_path):
    docs = hitom.load_docs(str(hitom_path), story_length=1)
    assert len(docs) == 200
    for order in range(5):
        of_order = [d for d in docs if d["question_order"] == order]
        assert len(of_order) == 40 and sum(d["deception"] for d in of_order) == 20
    assert all("***" not in d["story"] and d["story"].startswith("1 ") for d in docs)
    assert len(hitom.load_docs(str(hitom_path), story_length=[1, 2, 3])) == 600


def test_hitom_prompt_equals_reference_with_fields(hitom_path):
    record = next(r for r in hitom.hitom_records(str(hitom_path)) if r["prompting_type"] == "CoTP"
                  and r["story"].rstrip().endswith("***"))
    doc = hitom.to_doc(record)
    story = "\n".join(line for line in record["story"].splitlines() if line.strip() not in ("", "***"))
    expected = fill(PROMPT_FILE.read_text(encoding="utf-8"), HITOM_NOTE, story, record["question"])
    assert hitom.doc_to_text(doc) == expected


def test_gold_traces_score_one_wrong_answers_zero(hitom_path):
    docs = hitom.load_docs(str(hitom_path), story_length=1)
    for doc in docs:
        trace = gold_trace(HiToMStory(doc["story"]), doc["question"])
        # the process metrics too: a gold trace is verified, a wrong final answer is not
        assert hitom.process_results(doc, [trace]) == {"acc": 1.0, "trace_acc": 1.0, "step_acc": 1.0,
                                                       "lucky": 0.0}, doc["question"]
        wrong = trace.rsplit("Final Answer:", 1)[0] + "Final Answer: [not_a_container]"
        assert hitom.process_results(doc, [wrong]) == {"acc": 0.0, "trace_acc": 0.0, "step_acc": 1.0, "lucky": 0.0}


def test_hitom_offline_without_path_says_how_to_provide(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DELTOM_HITOM_PATH"}
    env.update(HF_HUB_OFFLINE="1", HF_HOME=str(tmp_path / "hf"))
    code = ("from harness_ext.benchmarks.hitom import hitom_dataset\n"
            "try:\n    hitom_dataset(question_order=0)\n"
            "except Exception as err:\n    print(type(err).__name__, err)\n")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert out.stdout.startswith("DataNotFoundError"), out.stderr[-2000:]
    assert "DELTOM_HITOM_PATH=" in out.stdout and '"hitom_path"' in out.stdout


def test_hitom_bad_path_is_a_clear_error(tmp_path):
    with pytest.raises(DataNotFoundError, match="not found.*DELTOM_HITOM_PATH"):
        hitom.resolve_hitom_file(str(tmp_path / "nope.json"))


# ---------------------------------------------------------------- task configs

def _generator():
    from deltom_tasks import hitom_configs

    return hitom_configs


def test_generated_hitom_configs_are_up_to_date():
    for name, text in _generator().expected_files().items():
        assert (TASKS_DIR / "hitom_del" / name).read_text(encoding="utf-8") == text, name


def test_package_data_covers_task_files():
    cfg = configparser.ConfigParser()
    cfg.read(REPO / "setup.cfg")
    patterns = [p.strip() for p in cfg["options.package_data"]["deltom_tasks"].replace("\n", ",").split(",")
                if p.strip()]
    for file in TASKS_DIR.rglob("*"):
        rel = file.relative_to(TASKS_DIR).as_posix()
        if file.is_file() and "__pycache__" not in rel and not (file.suffix == ".py" and "/" not in rel):
            assert any(fnmatch.fnmatch(rel, p) and rel.count("/") == p.count("/") for p in patterns), rel


def test_every_declared_dependency_is_imported():
    """install_requires lists what the code imports (``evaluate`` was declared and never used)."""
    import re

    cfg = configparser.ConfigParser()
    cfg.read(REPO / "setup.cfg")
    names = [re.split(r"[<>=!~\[; ]", line.strip())[0] for line in cfg["options"]["install_requires"].splitlines()
             if line.strip()]
    sources = "\n".join(p.read_text(encoding="utf-8") for folder in ("dellabels", "pbm", "harness_ext", "deltom_tasks")
                        for p in (REPO / folder).rglob("*.py"))
    for name in names:
        module = name.replace("-", "_")
        assert re.search(rf"^\s*(import|from) {module}\b", sources, re.M), f"{name} is declared but never imported"


def test_groups_subtasks_and_doc_counts(hitom_path, kosinski_path):
    from lm_eval.tasks import TaskManager

    manager = TaskManager(include_path=str(TASKS_DIR), include_defaults=False)
    sizes = {"hitom_del": 40, "hitom_del_tell": 20, "hitom_del_notell": 20, "hitom_del_len2": 40,
             "hitom_del_len3": 40, "hitom_del_all": 120, "kosinski_del": 40}
    for group, size in sizes.items():
        loaded = manager.load(group)
        (grp,) = loaded["groups"].values()
        assert grp.aggregate_metric_list[0].metric == "acc"
        assert grp.aggregate_metric_list[0].weight_by_size is False
        assert len(loaded["tasks"]) == (4 if group == "kosinski_del" else 5)
        for task in loaded["tasks"].values():
            assert len(task.eval_docs) == size, task.task_name
            gen = task.config.generation_kwargs
            assert gen["do_sample"] is True and (gen["temperature"], gen["top_p"]) == (0.6, 0.95)
            assert task.config.repeats == 1


def test_every_task_folder_has_an_lm_eval_readme():
    """lm-eval's task README template (paper, citation, groups/tags/tasks, checklist, changelog), every group named."""
    import re

    sections = ["### Paper", "Abstract: http", "### Citation", "### Groups, Tags, and Tasks", "#### Groups",
                "#### Tags", "#### Tasks", "### Checklist", "### Changelog"]
    folders = sorted({p.parent for p in TASKS_DIR.rglob("*.yaml")})
    assert [f.name for f in folders] == ["hitom_cot", "hitom_del", "hitom_del_bon", "hitom_del_fresh",
                                         "hitom_del_fresh_bon", "hitom_del_fresh_cot", "kosinski_del",
                                         "kosinski_del_bon", "tomi_cot", "tomi_del", "tomi_del_bon", "tomi_del_fresh",
                                         "tomi_del_fresh_cot"]
    for folder in folders:
        readme = (folder / "README.md").read_text(encoding="utf-8")
        positions = [readme.find(s) for s in sections]
        assert -1 not in positions and positions == sorted(positions), (folder.name, positions)
        for path in folder.glob("*.yaml"):
            group = re.search(r"^group: (\S+)$", path.read_text(encoding="utf-8"), re.M)
            if group:
                assert f"`{group.group(1)}`" in readme, (folder.name, group.group(1))
