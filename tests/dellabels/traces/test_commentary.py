"""Restatement by event clause and commentary: comments, rewordings and explanations keep a line
restated; merged events, wrong entities, other events' verbs and out-of-order steps still do not.

Each test builds a right trace of one small story, rewrites one or two steps and checks the verifier's reading of
them (``dellabels.traces.clauses``, ``lexicon``, ``restate``); every case here is either a reading the clause rules make
right or a strictness rule they must keep.
"""
import pytest

from dellabels.hitom.world import HiToMStory
from dellabels.traces.lexicon import inflections, kinds_told, verbs_allow
from dellabels.traces.verify import verify

STORY = "\n".join([
    "1 Ava, Noah and Liam entered the garage.",
    "2 The apple is in the red_box.",
    "3 Liam made no movements and stayed in the garage for 1 minute.",
    "4 Noah exited the garage.",
    "5 Ava moved the apple to the blue_crate.",
    "6 Liam lost his phone.",
    "7 Ava exited the garage.",
    "8 Liam exited the garage.",
    "9 Ava, Noah and Liam entered the waiting_room.",
    "10 Noah publicly claimed that apple is in the red_box.",
    "11 Liam privately told Ava that the apple is in the blue_crate.",
])
QUESTION = "Where does Liam think Noah thinks the apple is?"
LINES = [line.split(" ", 1)[1] for line in STORY.split("\n")]


def trace(steps: dict[int, str] | None = None, comments: dict[int, list[str]] | None = None) -> str:
    """A right trace of ``QUESTION``, step k restating ``steps[k]`` (else line k) with ``comments[k]`` after it."""
    gold = HiToMStory(STORY).answer(QUESTION).steps
    blocks = []
    for k, line in enumerate(LINES, 1):
        body = [(steps or {}).get(k, line)] + (comments or {}).get(k, [])
        body.append(f"Liam thinks Noah thinks the apple is in [{gold[k - 1] or 'Null'}]")
        blocks.append(f"## Step {k} ##\n" + "\n".join(body))
    return "\n\n".join(blocks) + f"\n\nFinal Answer: [{gold[-1]}]"


def check(steps=None, comments=None):
    return verify(STORY, QUESTION, trace(steps, comments), "red_box")


def test_the_plain_trace_is_verified():
    assert check().verified


@pytest.mark.parametrize("k, text", [
    (1, "Ava, Noah and Liam entered the garage. (Ava, Noah and Liam are all in the garage)"),
    (1, "Ava, Noah and Liam entered the garage, so Ava knows Noah is in the garage with her."),
    (4, "Noah exited the garage. (Noah is no longer in the garage, so Noah will not see what happens next)"),
    (4, "Noah exited the garage, leaving Ava and Liam behind."),
    (5, "Ava moved the apple to the blue_crate; Liam watches her do it."),
    (5, "Ava moved the apple to the blue_crate (Noah already left, so he misses it)."),
    (10, "Noah publicly claimed that apple is in the red_box, which everyone hears."),
])
def test_a_copied_line_with_a_comment_restates_it(k, text):
    found = check({k: text})
    assert found.lines[k - 1].restated and found.verified


@pytest.mark.parametrize("k, text", [
    (1, "Everyone walks into the garage."),
    (1, "The whole group goes into the garage."),
    (2, "The apple starts out in the red_box."),
    (2, "We're told that the apple is in the red_box at the start."),
    (3, "Liam lingers in the garage for a minute without moving anything."),
    (3, "Liam hangs around in the garage and doesn't touch the apple."),
    (4, "Noah steps out of the garage."),
    (4, "Noah departs from the garage."),
    (4, "Noah heads out of the garage."),
    (4, "Noah walks back out of the garage."),
    (5, "Ava takes the apple out of the red_box and drops it into the blue_crate."),
    (5, "Ava shifts the apple from the red_box to the blue_crate."),
    (6, "Liam lost her phone."),
    (6, "Liam misplaces his phone."),
    (10, "Noah tells everyone that the apple is in the red_box."),
    (10, "Noah announces to everyone in the waiting_room that the apple is in the red_box."),
    (11, "Liam quietly tells Ava that the apple is in the blue_crate."),
])
def test_a_line_in_other_words_restates_it(k, text):
    found = check({k: text})
    assert found.lines[k - 1].restated and found.verified


def test_an_explanation_after_a_step_is_no_second_event():
    found = check(comments={
        4: ["Noah exits, so Noah's knowledge of the apple is frozen."],
        10: ["Liam left the garage after Noah, so Liam does not trust Noah; the belief stays."],
        5: ["Since Liam saw the move, he knows where it is. Carter, Avery and Liam are in the garage and see it."],
    })
    assert found.verified


@pytest.mark.parametrize("k, text", [
    (4, "Noah entered the garage."),  # another event's verb
    (4, "Noah walks into the garage."),
    (4, "Noah does not leave the garage."),  # the line's own event denied
    (3, "Liam leaves the garage."),
    (10, "Noah tells Liam that the apple is in the red_box."),  # a private tell for a public claim
    (11, "Liam tells everyone that the apple is in the blue_crate."),  # a public claim for a private tell
    (11, "Liam publicly told Ava that the apple is in the blue_crate."),
    (6, "Liam lost his watch."),  # another item
    (6, "Liam misplaces his watch."),
    (5, "Noah moved the apple to the blue_crate."),  # wrong agent
    (5, "Ava moved the apple to the red_box."),  # wrong container
    (1, "Ava and Noah entered the garage."),  # not all who entered
])
def test_another_event_or_entity_restates_nothing(k, text):
    found = check({k: text})
    assert not found.lines[k - 1].restated and found.first_error == k and not found.verified


@pytest.mark.parametrize("k, text", [
    (4, "Noah exited the garage, and then Ava moved the apple to the blue_crate."),
    (4, "Noah exited the garage. Ava moved the apple to the blue_crate."),
    (2, "The apple is in the red_box. Liam made no movements and stayed in the garage for 1 minute."),
    (3, "Liam lingers in the garage for a minute without doing anything and then walks out of the garage."),
    (5, "Ava moved the apple to the blue_crate, after which Liam lost his phone."),
    (4, "Noah exited the garage. After that, ava moved the apple to the blue_crate."),  # a name in lower case
    (2, "The apple is in the red_box, and Liam makes no movements and stays in the garage for 1 minute."),
])
def test_two_events_in_one_step_restate_neither(k, text):
    found = check({k: text})
    assert not found.lines[k - 1].restated and found.first_error == k and not found.verified


def test_stay_and_exit_of_one_agent_are_told_apart_by_order():
    found = check({3: "Liam remains in the garage for a while.", 8: "Liam walks out of the garage."})
    assert found.verified
    swapped = trace({3: "Liam walks out of the garage.", 8: "Liam remains in the garage for a while."})
    assert not verify(STORY, QUESTION, swapped, "red_box").verified


def test_steps_out_of_order_are_not_verified():
    text = trace()
    blocks = text.split("\n\n")
    blocks[3], blocks[4] = blocks[4], blocks[3]
    found = verify(STORY, QUESTION, "\n\n".join(blocks), "red_box")
    assert not found.verified and found.first_error is None


def test_the_vocabulary_inflects_every_lemma():
    assert {"step", "steps", "stepped", "stepping"} <= inflections("step")
    assert {"carries", "carried", "carrying"} <= inflections("carry")
    assert {"leave", "leaves", "left", "leaving"} <= inflections("leave")
    assert kinds_told("Ava stepped out of the den").told == (frozenset({"exit"}),)
    assert kinds_told("Ava does not move it").denied == frozenset({"move"})
    assert kinds_told("Mila's watch went missing").affirms() == frozenset({"lose"})
    assert verbs_allow("Owen trots along the hall", "exit")  # an unknown verb never fails a line


def test_the_blind_audits_keep_f1_95_and_report_unknown_verbs():
    """Every committed blind set (written without the verifier, ``bench/data/blind/README.md``) stays at F1 >= 95,
    overall and for right traces with every event kind; the unknown-verb report runs on it."""
    import importlib.util
    import sys

    from helpers.paths import REPO

    sys.path.insert(0, str(REPO / "bench"))
    spec = importlib.util.spec_from_file_location("verifier_audit", REPO / "bench" / "verifier_audit.py")
    audit = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(audit)
    assert len(audit.BLIND) >= 3
    for path in audit.BLIND:
        rows = audit.load(path)
        verdicts = [audit.check(row) for row in rows]
        wrong = [v["agree"] for r, v in zip(rows, verdicts) if not r["gold"]["verified"]]
        right = [v["agree"] for r, v in zip(rows, verdicts) if r["gold"]["verified"]]
        assert len(rows) >= 200 and audit.f1(100 * sum(wrong) / len(wrong), 100 * sum(right) / len(right)) >= 95
        for line in audit.event_kind_table(rows, verdicts):
            assert float(line.split()[3]) >= 95, (path.name, line)
    assert isinstance(audit.unknown_verbs(rows[:20]), audit.Counter)
