"""Rules read off set 15's true claims called false: a claim is false only when false under every reading a careful
reader could give it (its viewpoint, its time, the agent a pronoun or an elided subject stands for); where the
context fixes the reading ("from Owen's side"), it is checked at that reading."""
import pytest

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
