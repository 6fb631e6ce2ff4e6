"""The claim audit's matching of a writer's claim to the reader's claims."""
from dellabels.claims.audit import score
from tests.dellabels.claims.test_claims import DEMO


def test_a_writer_claim_read_as_several_is_found_false_when_one_part_is():
    response = "Answer: green_bucket. Liam moved it to the red_bathtub before Chloe left."
    text = "Liam moved it to the red_bathtub before Chloe left"  # the move is true, its order false (7 < 8)
    start = response.index(text)
    record = {"story": DEMO["story"], "question": DEMO["question"], "answer": "green_bucket", "style": "terse",
              "label": "unsound", "stated_answer": "green_bucket", "response": response,
              "claims": [{"text": text, "start": start, "end": start + len(text), "kind": "order",
                          "verdict": "false"}]}
    t = score([record])["tally"]["all"]
    assert (t["false_writer"], t["false_found"], t["false_reader"], t["false_right"]) == (1, 1, 1, 1)
