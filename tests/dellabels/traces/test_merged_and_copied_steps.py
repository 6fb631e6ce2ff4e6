"""Steps as the real models wrote them (``bench/data/verifier_audit_real.jsonl.xz``): a step whose later lines
narrate other events restates nothing, copied story lines keep their story numbers, a restated claim is no
location, and a misquote naming a fresh-vocabulary container or the other kind of claim restates nothing."""
import pytest

from dellabels.hitom.world import HiToMStory
from dellabels.traces.parse import narrates, parse_trace
from dellabels.traces.restate import Restatements
from dellabels.traces.verify import verify

STORY = ("1 Rosa, Hedda, Ottilie, Ilse and Odette entered the observatory.\n"
         "2 The snowglobe is in the amber_pouch.\n"
         "3 Hedda moved the snowglobe to the teal_jar.\n"
         "4 Hedda exited the observatory.\n"
         "5 Ottilie publicly claimed that snowglobe is in the silver_trunk.\n"
         "6 Odette privately told Ilse that the snowglobe is in the amber_pouch.")
REALLY = "Where is the snowglobe really?"


def step(k: int, *lines: str) -> str:
    return f"## Step {k} ##\n" + "\n".join(lines)


def trace(*steps: str, final: str = "teal_jar") -> str:
    return "\n\n".join(steps) + f"\n\nFinal Answer: [{final}]"


RIGHT = [step(1, STORY.splitlines()[0][2:], "Everyone is present.", "the snowglobe is in [Null]"),
         step(2, "The snowglobe is in the amber_pouch.", "Everyone sees it.", "the snowglobe is in [amber_pouch]"),
         step(3, "Hedda moved the snowglobe to the teal_jar.", "the snowglobe is in [teal_jar]"),
         step(4, "Hedda exited the observatory.", "Hedda leaves and will not see what happens next.",
              "the snowglobe is in [teal_jar]"),
         step(5, "Ottilie publicly claimed that snowglobe is in the silver_trunk.", "the snowglobe is in [teal_jar]"),
         step(6, "Odette privately told Ilse that the snowglobe is in the amber_pouch.",
              "the snowglobe is in [teal_jar]")]


def test_the_right_trace_is_verified():
    assert verify(STORY, REALLY, trace(*RIGHT), "teal_jar").verified


def test_a_step_narrating_the_next_lines_restates_nothing():
    # real-000: one step restates line 3, then narrates line 4 (in the present tense) before its belief
    merged = step(3, "Hedda moved the snowglobe to the teal_jar.", "Hedda exits the observatory.",
                  "the snowglobe is in [teal_jar]")
    found = verify(STORY, REALLY, trace(*RIGHT[:2], merged, *RIGHT[3:]), "teal_jar")
    assert not found.lines[2].restated and found.first_error == 3


@pytest.mark.parametrize("later, tells", [
    (["Ottilie exits the observatory."], True),  # another event, present tense
    (["Ottilie dislikes the acorn."], True),  # a noise line of the grammar
    (["Karis moves the snowglobe to the teal_jar."], True),  # an invented event
    (["Hedda leaves and will not see what happens next."], False),  # the step's own exit, explained
    (["Whoever leaves misses what happens next."], False),  # not a name
    (["Avery sees it; Mila does not, so the belief stays."], False),  # who saw the step's event
    (["Only Rosa, Ilse and Odette are present. They all see this move."], False),  # the prompt's comment line
    (["Rosa thinks the snowglobe is in [amber_pouch]"], False),  # a belief
])
def test_what_narrates_another_event(later, tells):
    assert narrates("Hedda exited the observatory.", later) is tells


def test_everyone_and_the_agents_who_entered_tell_one_entry():
    assert not narrates("Everyone entered the observatory.", ["Rosa, Hedda, Ilse entered the observatory."])


def test_copied_story_lines_keep_their_numbers():
    # real-043: "1 Rosa, ..." (no "." or ")" after the number) is one step per copied line
    parsed = parse_trace("1 Rosa, Hedda, Ottilie, Ilse and Odette entered the observatory.\n"
                         "2 The snowglobe is in the amber_pouch.\n3 Hedda moved the snowglobe to the teal_jar.\n")
    assert [s.number for s in parsed.steps] == [1, 2, 3]
    assert parsed.steps[2].restatement == "Hedda moved the snowglobe to the teal_jar."


def test_a_restated_claim_states_no_location():
    # real-011: "... told Ilse that the snowglobe is in the amber_pouch." is what Odette said, not a belief
    parsed = parse_trace(step(6, "Odette privately told Ilse that the snowglobe is in the amber_pouch."))
    assert not parsed.steps[0].stated
    placed = parse_trace(step(2, "The snowglobe is in the amber_pouch."))
    assert placed.steps[0].location == "amber_pouch"  # a placing line still states where it is


@pytest.mark.parametrize("text, line", [
    ("Ottilie privately told Ottilie that the snowglobe is in the silver_trunk.", 5),  # a tell for a claim
    ("Ottilie announced the snowglobe is in the amber_trunk.", 5),  # a fresh-vocabulary container, paraphrased
])
def test_a_misquoted_claim_restates_nothing(text, line):
    check = Restatements(HiToMStory(STORY))
    assert not check.check(text, line)
    assert check.check("Ottilie announced the snowglobe is in the silver_trunk.", line)  # the faithful paraphrase
