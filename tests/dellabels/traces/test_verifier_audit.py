"""The verifier against the hand-planned audit set, and one test per rule the audit changed.

``bench/data/verifier_audit.jsonl.xz`` is written by ``bench/audit_build.py`` from the project's own
generated stories; its gold labels come from each trace's plan, never from the verifier.
``bench/data/verifier_audit_before.txt`` lists the traces a verifier without the audit's rules gets wrong;
every audit row is checked here, so each of those disagreements is a test.
``bench/data/verifier_audit_real.jsonl.xz`` holds real small models' ``hitom_del_fresh`` responses (style
"real"), labelled by reading; only their well-formedness is tested here (the verifier's agreement on
them is reported by ``bench/verifier_audit.py``, not asserted).
"""
import importlib.util
import json
import random
import sys

import pytest

from dellabels.hitom.explain import gold_trace
from dellabels.traces.labeler import label_trace
from dellabels.traces.markers import ANSWER_LINE
from dellabels.traces.parse import answer_line_starts, chain_named, parse_trace, restatement_of
from dellabels.traces.verify import final_answer, story_of, verify
from helpers.paths import REPO

ROOT = REPO
BENCH = ROOT / "bench"
DEMO = json.loads((ROOT / "dellabels" / "data" / "demo_story.json").read_text(encoding="utf-8"))
CHAIN = "Owen thinks Liam thinks Chloe thinks"


def _module(name: str):
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


AUDIT = _module("verifier_audit")
ROWS = AUDIT.load()
REAL = AUDIT.load(AUDIT.REAL)


def test_the_audit_set_covers_every_style_order_and_error_kind():
    build = _module("audit_build")
    assert len(ROWS) >= 150
    assert {(r["style"], r["order"]) for r in ROWS} == {(s, o) for s in build.STYLES for o in range(5)}
    assert {r["kind"] for r in ROWS} == set(build.KINDS) | {"right"}
    assert 0.35 <= sum(r["gold"]["verified"] for r in ROWS) / len(ROWS) <= 0.45


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_the_verifier_agrees_with_each_audit_label(row):
    verdict = AUDIT.check(row)
    assert verdict["agree"], (row["kind"], row["note"], verdict)
    assert verdict["restated"] == row["gold"]["restated"]


def test_audit_agreement_meets_the_goal():
    verdicts = [AUDIT.check(r) for r in ROWS]
    for key in ("style", "kind"):
        for line in AUDIT.table(ROWS, verdicts, key):
            assert float(line.split()[3]) >= (95.0 if line.startswith("ALL") else 90.0), line
    assert min(AUDIT.restatement_scores(ROWS, verdicts)) >= 95.0


def test_the_real_traces_are_well_formed():
    assert len(REAL) >= 40 and {r["style"] for r in REAL} == {"real"}
    assert [r["id"] for r in REAL] == [f"real-{k:03d}" for k in range(len(REAL))]
    keys = [(r["model"], r["order"], r["doc_id"]) for r in REAL]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert set(range(5)) <= {r["order"] for r in REAL}
    for row in REAL:
        gold, n = row["gold"], len(story_of(row["story"]).lines)
        assert row["kind"] and row["note"] and row["model"] and row["response"], row["id"]
        assert len(gold["restated"]) == len(gold["right"]) == n, row["id"]
        assert all(restated or not right for restated, right in zip(gold["restated"], gold["right"])), row["id"]
        first = next((k for k in range(1, n + 1) if not gold["right"][k - 1]), None)
        assert gold["first_error"] == first, row["id"]
        assert not gold["verified"] or (first is None and gold["answer_right"]), row["id"]
        assert (row["kind"] == "right") == gold["verified"], row["id"]


def test_the_real_traces_are_scored_apart():
    verdicts = [AUDIT.check(r) for r in REAL]
    assert [line.split()[0] for line in AUDIT.table(REAL, verdicts, "style")] == ["real", "ALL"]
    assert len(list(AUDIT.table(REAL, verdicts, "model"))) == len({r["model"] for r in REAL}) + 1
    assert not {r["id"] for r in REAL} & {r["id"] for r in ROWS}


def _gold() -> str:
    return gold_trace(story_of(DEMO["story"]), DEMO["question"])


def _check(response: str):
    return verify(DEMO["story"], DEMO["question"], response, DEMO["answer"])


def _one_line_steps(mark: str = ".") -> str:
    story = story_of(DEMO["story"])
    beliefs = story.belief_steps(("Owen", "Liam", "Chloe"), "celery")
    rows = [f"{k}{mark} {line.text} -> {CHAIN} the celery is in [{b or 'Null'}]"
            for k, (line, b) in enumerate(zip(story.lines, beliefs), 1)]
    return "Let's track beliefs step by step.\n\n" + "\n".join(rows) + "\n\nFinal Answer: [green_bucket]"


@pytest.mark.parametrize("mark", [".", ")"])
def test_numbered_one_line_steps_with_an_arrow_are_steps(mark):
    assert _check(_one_line_steps(mark)).verified


@pytest.mark.parametrize("ending", ["**Answer:** green_bucket", "Answer: [green_bucket]", "Final answer: green_bucket",
                                    "**Final Answer: green_bucket**", "Final Answer: The celery is in the green_bucket."])
def test_final_answers_in_common_forms(ending):
    response = _gold().rsplit("Final Answer:", 1)[0] + ending
    assert final_answer(response) == "green_bucket"
    assert _check(response).verified


def test_bold_and_markdown_headers_keep_the_restatement_on_the_header_line():
    response = _gold().replace("## Step 5 ##\n", "**Step 5:** ").replace("## Step 6 ##\n", "### Step 6: ")
    assert _check(response).verified


@pytest.mark.parametrize("header", ["Step {k} —", "Step {k} (line {k}):", "**Step {k}.**"])
def test_header_shapes_with_the_restatement_on_the_next_line(header):
    blocks = [b.replace(f"## Step {k} ##", header.format(k=k)) for k, b in enumerate(_gold().split("\n\n"), 1)]
    assert _check("\n\n".join(blocks)).verified


@pytest.mark.parametrize("ending", ["### Final Answer\n**green_bucket**", "**Final Answer**\n[green_bucket]"])
def test_a_final_answer_header_ends_the_steps_and_gives_the_answer(ending):
    assert _check(_gold().replace("Final Answer: [green_bucket]", ending)).verified


def test_a_belief_counts_only_for_the_questions_chain():
    reversed_chain = _gold().replace(CHAIN, "Chloe thinks Liam thinks Owen thinks")
    checked = _check(reversed_chain)
    assert checked.first_error == 1 and not checked.verified and checked.step_acc == 0.0
    assert checked.other_chain == list(range(1, 17))
    dropped = _gold().replace(f"{CHAIN} the celery is in [red_envelope]", "Liam thinks Chloe thinks the celery is "
                              "in [red_envelope]", 1)
    checked = _check(dropped)
    assert checked.first_error == 2 and checked.other_chain == [2]


def test_a_faithful_rewording_of_the_chain_counts():
    assert chain_named("Owen believes that Liam thinks that Chloe believes the celery is in ") == ("Owen", "Liam", "Chloe")
    assert chain_named("So ", " is where Owen thinks Liam thinks Chloe thinks it is.") == ("Owen", "Liam", "Chloe")
    reworded = _gold().replace(CHAIN, "Owen believes that Liam thinks Chloe thinks")
    assert _check(reworded).verified


def test_a_bare_story_fact_is_no_belief_of_a_higher_order_chain():
    blocks = _gold().split("\n\n")
    blocks[5] = blocks[5].rsplit("\n", 1)[0] + "\nThe celery is in the green_bucket."  # line 6's belief as a fact
    checked = _check("\n\n".join(blocks))
    assert checked.first_error == 6 and checked.lines[5].restated


def test_steps_out_of_order_keep_their_lines():
    blocks = _gold().split("\n\n")
    blocks[5], blocks[6] = blocks[6], blocks[5]  # the steps of lines 6 and 7
    checked = _check("\n\n".join(blocks))
    assert checked.first_error is None and checked.step_acc == 1.0 and not checked.verified


def test_a_misquote_equal_to_a_later_line_does_not_take_that_line():
    """Line 3's step restated as line 10 ("Owen made no movements ..."): line 3 is wrong, line 10 keeps its own step."""
    story = story_of(DEMO["story"])
    misquoted = _gold().replace(story.lines[2].text, story.lines[9].text, 1)
    checked = _check(misquoted)
    assert [r.line for r in checked.lines if r.result != "right"] == [3]
    assert [s.story_line for s in label_trace(story, DEMO["question"], misquoted).steps][:4] == [1, 2, 3, 4]


@pytest.mark.parametrize("restatement", ["Chloe lost his phone.",  # a noise line is its own words
                                         "Chloe moved the apple to the green_bucket.",  # an object foreign to the story
                                         "Chloe moves the apple into the green_bucket."])  # the same in a paraphrase
def test_a_wrong_entity_is_no_restatement(restatement):
    line = 4 if "lost" in restatement else 6
    old = story_of(DEMO["story"]).lines[line - 1].text
    checked = _check(_gold().replace(old + "\n", restatement + "\n", 1))
    assert checked.first_error == line and not checked.lines[line - 1].restated


def test_restatement_drops_marks_labels_arrows_and_beliefs():
    assert restatement_of("- **Event:** Amelia exited the TV_room.") == "Amelia exited the TV_room."
    assert restatement_of(f"Amelia exited the TV_room. -> {CHAIN} the celery is in [x]") == "Amelia exited the TV_room."
    assert parse_trace("**Step 1:** Amelia exited the TV_room.\n[x]").steps[0].restatement == "Amelia exited the TV_room."


def test_answer_line_scan_equals_plain_finditer():
    rng = random.Random(37)
    pieces = ["answer", "Answer", "ANSWER", ":", "**", " ", "\n", "final ", "Final ", "#", "-", "x", "[a]", "\u0130"]
    for _ in range(20000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(12)))
        assert answer_line_starts(text) == [m.start() for m in ANSWER_LINE.finditer(text)], text
