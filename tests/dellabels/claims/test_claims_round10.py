"""Leading time words before a subject ("Much later", "At the very end"), and being "the one who put it" (no
presence)."""
import pytest

from tests.dellabels.claims.test_claims import claims_of


@pytest.mark.parametrize("response, predicate", [
    ("Much later Benjamin privately tells Liam the celery is in the blue_drawer.", "tell"),
    ("Afterwards Benjamin privately tells Liam it's in the blue_drawer.", "tell"),
    ("And at the very end Liam moved it to the red_bathtub.", "move"),
])
def test_a_leading_time_word_or_phrase_does_not_hide_the_subject(response, predicate):
    assert [(c.predicate, c.verdict) for c in claims_of(response)] == [(predicate, "true")]


def test_being_the_one_who_put_it_there_is_no_presence():
    got = claims_of("Chloe is the one who put it in the green_bucket.")
    assert not [c for c in got if c.kind == "presence"]
    assert [c.predicate for c in claims_of("Liam stayed put.")] == ["in_room"]
