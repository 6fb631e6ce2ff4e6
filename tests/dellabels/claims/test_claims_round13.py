"""Rules read off set 16's true claims called false: a presence state is read in its own clause (a time clause
after it dates it and tells its own event), a word between a possessive and an event noun modifies the noun, and a
sentence the response stops to re-read is taken back."""
import pytest

from tests.dellabels.claims.test_claims import claims_of

# The demo story: Amelia leaves at 5, Chloe moves the celery at 6 and leaves at 7 (Liam, Owen, Benjamin there).


@pytest.mark.parametrize("response", [
    "Owen was there when Chloe walked out.",  # "out" is Chloe's leaving, not Owen's being away
    "Liam was there when Amelia left.",
    "Owen was there when Chloe moved it.",
])
def test_a_state_word_in_a_time_clause_belongs_to_that_clause(response):
    presence = [c for c in claims_of(response) if c.kind == "presence"]
    assert [(c.verdict, c.text) for c in presence] == [("true", response.split(" when ")[0])]


def test_the_event_of_a_time_clause_after_a_presence_is_read_too():
    got = claims_of("Owen was there when Chloe moved the celery to the red_bathtub.")
    assert sorted((c.kind, c.verdict) for c in got) == [("event", "false"), ("presence", "true")]


@pytest.mark.parametrize("response, predicate, verdict", [
    ("Her brief exit at line 7 changes nothing.", "exit", "true"),  # "brief" modifies the exit: no briefing
])
def test_a_word_between_a_possessive_and_an_event_noun_is_its_modifier(response, predicate, verdict):
    assert [(c.predicate, c.verdict) for c in claims_of(response) if c.kind == "event"] == [(predicate, verdict)]


def test_a_sentence_the_response_stops_to_re_read_is_taken_back():
    said = "Chloe moves the celery at line 6 while Amelia is still there, then Amelia"
    assert any(c.verdict == "false" for c in claims_of(said + "."))
    assert not any(c.verdict == "false" for c in claims_of(said + "... wait, let me re-read. Amelia left at 5."))
