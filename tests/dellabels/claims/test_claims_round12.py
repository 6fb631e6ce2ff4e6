"""Rules read off set 15's true claims called false: a claim is false only when false under every reading a careful
reader could give it (its viewpoint, its time, the agent a pronoun or an elided subject stands for); where the
context fixes the reading ("from Owen's side"), it is checked at that reading."""
import pytest

from dellabels.claims.judge import judge
from tests.dellabels.claims.test_claims import claims_of

# The demo question: Owen -> Liam -> Chloe. At the end Liam thinks Chloe thinks white_bathtub (Liam's own claim,
# line 15), while Owen, who never heard it change anything, thinks Liam thinks Chloe thinks green_bucket.


@pytest.mark.parametrize("response, verdict", [
    ("Liam thinks Chloe thinks it is in the green_bucket.", "false"),  # the chain as written: no frame
    # an outer agent of the question named before it: the chain as written, or nested in Owen's view
    ("Owen saw everything, and Liam thinks Chloe thinks it is in the green_bucket.", "unchecked"),
    # a reality word leaves the frame: the chain as written
    ("Owen saw everything, and in fact Liam thinks Chloe thinks it is in the green_bucket.", "false"),
])
def test_a_belief_ending_the_question_chain_may_be_nested_in_an_outer_agent_the_sentence_names(response, verdict):
    assert [c.verdict for c in claims_of(response) if c.chain == ["Liam", "Chloe"]] == [verdict]


@pytest.mark.parametrize("response, chain, verdict", [
    ("From Owen's side, Liam thinks Chloe thinks it is in the green_bucket.", ["Owen", "Liam", "Chloe"], "true"),
    ("From Owen's side, Liam is still at the red_bathtub.", ["Owen", "Liam"], "true"),  # in that view, his belief
    ("From Owen's side, Liam is at the green_bucket.", ["Owen", "Liam"], "false"),
])
def test_a_side_frame_fixes_the_viewpoint_and_an_agent_at_a_place_in_it_is_his_belief(response, chain, verdict):
    assert [(c.chain, c.verdict) for c in claims_of(response)] == [(chain, verdict)]


@pytest.mark.parametrize("response, verdict", [
    ("Owen knows Liam's view was the green_bucket.", "unchecked"),  # at lines 6-7, not at the end
    ("Owen knows Liam believes the green_bucket.", "false"),  # present throughout: the question's time
])
def test_a_belief_told_in_the_past_under_a_present_knower_may_be_at_an_earlier_line(response, verdict):
    assert [c.verdict for c in claims_of(response)] == [verdict]


@pytest.mark.parametrize("response, agent, verdict", [
    # an aside in brackets opened by a name is about that name: "she" is Amelia (gone at line 5), not Chloe
    ("Chloe moved it to the green_bucket with Owen watching (Amelia too, she had not left yet).", "Amelia", "false"),
    ("Chloe moved it to the green_bucket with Owen watching (Liam too, he had not left yet).", "Liam", "true"),
])
def test_a_pronoun_in_a_bracket_opened_by_a_name_stands_for_that_name(response, agent, verdict):
    assert [(c.chain, c.verdict) for c in claims_of(response) if c.kind == "presence" and c.chain != ["Owen"]] == \
        [([agent], verdict)]


LAUNDRY = "\n".join([
    "1 Elizabeth, Sophia, Alexander, Charlotte and Olivia entered the laundry.", "2 The peach is in the red_basket.",
    "3 Charlotte dislikes the apple.", "4 Elizabeth made no movements and stayed in the laundry for 1 minute.",
    "5 Elizabeth exited the laundry.", "6 Sophia moved the peach to the blue_cupboard.", "7 Sophia exited the laundry.",
    "8 Alexander made no movements and stayed in the laundry for 1 minute.", "9 Alexander exited the laundry.",
    "10 Charlotte moved the peach to the red_treasure_chest.", "11 Charlotte exited the laundry.",
    "12 Olivia moved the peach to the red_basket.", "13 Olivia exited the laundry.",
    "14 Elizabeth, Sophia, Alexander, Charlotte and Olivia entered the waiting_room."])


def test_a_pronoun_in_a_sentence_that_names_nobody_may_go_on_with_the_subject_of_the_sentence_before():
    # "she" is read as Charlotte (named last), but the sentence names nobody of its own: it may be Elizabeth,
    # the subject the sentence before went on with, for whom it is true
    response = ("Elizabeth is the first to leave the laundry (line 5). She isn't there for Sophia's move to the "
                "blue_cupboard (line 6), Charlotte's move to the red_treasure_chest (line 10), or Olivia's move back "
                "to the red_basket (line 12). Her belief never updates, so she thinks it's in the red_basket.")
    got = judge(LAUNDRY, "Where does Elizabeth really think the peach is?", response).claims
    assert [c.verdict for c in got if c.text.startswith("she thinks")] == ["unchecked"]


def test_an_event_in_a_while_clause_has_its_own_lines_not_the_event_told_before():
    response = "Liam moved it to the red_bathtub. Benjamin waits while Chloe, Liam and Owen go to the waiting_room."
    assert [c.verdict for c in claims_of(response) if c.predicate == "enter"] == ["true"]  # line 14, not line 8
