"""Rules read off the sets' true claims called false (precision), each on a story of its own."""
import pytest

from dellabels.claims.judge import judge

# Hi-ToM style: Rosa stays in the kitchen after Ivan leaves; Ivan's public claim, then Rosa's private tell to Ivan.
TALK = """1 Ivan, Rosa and Paul entered the kitchen.
2 The lime is in the red_jar.
3 Ivan exited the kitchen.
4 Rosa moved the lime to the blue_tin.
5 Rosa exited the kitchen.
6 Paul exited the kitchen.
7 Ivan, Rosa and Paul entered the waiting_room.
8 Ivan publicly claimed that the lime is in the red_jar.
9 Rosa privately told Ivan that the lime is in the green_box."""
TALK_Q = "Where does Paul think the lime is?"


def _seeing(response: str) -> list[str]:
    got = judge(TALK, TALK_Q, response).claims
    return [c.verdict for c in got if c.kind == "presence" and c.predicate == "saw"]


@pytest.mark.parametrize("response, verdicts", [
    # the message told last is the one heard, not the move or exit told after it
    ("Rosa moves the lime at line 4. In the waiting room someone speaks up. Ivan hears that.", ["true"]),
    ("Line 9 is a private tell to Ivan; Paul doesn't hear it.", ["true"]),
    ("Paul trusts Ivan's public claim, and Rosa heard it.", ["true"]),
    ("Rosa's private tell to Ivan isn't heard by Paul.", ["true"]),
    ("Rosa's private tell to Ivan is heard by Paul.", ["false"]),
])
def test_hearing_names_the_message_told_last(response, verdicts):
    assert _seeing(response)[-1:] == verdicts


def _unmoved(response: str) -> list[str]:
    got = judge(TALK, TALK_Q, response).claims
    return [c.verdict for c in got if c.predicate == "no_move"]


@pytest.mark.parametrize("response, verdicts", [
    ("Ivan leaves at line 3, and at that point nobody has touched the lime.", ["true"]),
    ("Ivan exits at line 3. Nobody has touched the lime yet.", ["true"]),
    ("Ivan exits at line 3; by then the lime had never moved.", ["true"]),
    ("Rosa exits at line 5. Nobody has touched the lime yet.", ["false"]),  # Rosa moved it at 4
])
def test_a_perfect_or_yet_no_move_is_about_the_moves_up_to_the_moment_told(response, verdicts):
    assert _unmoved(response) == verdicts


# Two visits: Ivan and Rosa go on to the cellar (7-10) and leave it before the end.
VISITS = """1 Ivan, Rosa and Paul entered the kitchen.
2 The lime is in the red_jar.
3 Ivan exited the kitchen.
4 Rosa moved the lime to the blue_tin.
5 Rosa exited the kitchen.
6 Paul exited the kitchen.
7 Ivan and Rosa entered the cellar.
8 The pear is in the green_box.
9 Ivan exited the cellar.
10 Rosa exited the cellar."""


def _in_room(response: str) -> list[str]:
    got = judge(VISITS, "Where does Paul think the lime is?", response).claims
    return [c.verdict for c in got if c.kind == "presence" and c.predicate == "in_room"]


@pytest.mark.parametrize("response, verdicts", [
    ("Rosa moves the lime at line 4. Ivan and Rosa are together in the cellar later.", ["true"]),  # "later" after it
    ("Rosa moves the lime at line 4.\n- Later, Ivan is in the cellar.", ["true"]),  # "Later," cut off before it
    ("Rosa moves the lime at line 4. Ivan is in the cellar with Rosa (lines 7-8).", ["true"]),  # a closing bracket
])
def test_a_presence_is_dated_by_a_later_or_a_bracket_that_closes_its_clause(response, verdicts):
    assert _in_room(response) == verdicts


# A later scene moves another thing: Ivan moves the pear in the cellar (9).
OTHER = """1 Ivan, Rosa and Paul entered the kitchen.
2 The lime is in the red_jar.
3 Ivan exited the kitchen.
4 Rosa moved the lime to the blue_tin.
5 Rosa exited the kitchen.
6 Paul exited the kitchen.
7 Ivan and Paul entered the cellar.
8 The pear is in the green_box.
9 Ivan moved the pear to the red_box.
10 Ivan exited the cellar.
11 Paul exited the cellar."""


@pytest.mark.parametrize("response", [
    "Ivan leaves at line 3. Ivan never sees another move.",  # the thing traced: the lime
    "Ivan leaves at line 3. Ivan never sees any later lime move.",
])
def test_later_moves_are_moves_of_the_thing_traced(response):
    got = judge(OTHER, "Where does Ivan think the lime is?", response).claims
    assert [c.verdict for c in got if c.predicate == "saw"] == ["true"]


def test_a_colon_between_two_names_opens_a_clause():
    # "... is Rosa and Ivan: Rosa moved it": no list of names across the colon, so the move is read (and who saw it)
    got = judge(TALK, TALK_Q, "The pair that matters is Rosa and Ivan: Rosa moved the lime to the blue_tin "
                              "while Paul was watching.").claims
    assert [(c.predicate, c.verdict) for c in got if c.kind in ("event", "presence")] == [("move", "true"),
                                                                                          ("saw", "true")]


def test_watching_a_move_tells_that_move():
    # the move Paul watched dates what follows: Rosa's exit is the one after it (5), and Paul's comes after hers
    got = judge(VISITS, "Where does Paul think the lime is?",
                "Paul watches Rosa move the lime to the blue_tin. Rosa walks out, then Paul.").claims
    assert [(c.predicate, c.verdict) for c in got if c.kind in ("event", "order")] == [("exit", "true"),
                                                                                       ("after", "true")]


@pytest.mark.parametrize("response, verdict", [
    ("Ivan leaves at line 3 and saw no moves at all.", "true"),  # a negative object denies the seeing
    ("Ivan exits at line 3, so Ivan saw nothing that happened to the lime after that.", "true"),
    ("Paul exits at line 6, so Paul sees nothing that happens in the kitchen.", "unchecked"),  # no move after 6
    ("Ivan exits at line 3. Rosa saw no moves.", "false"),  # she made the move at 4 herself, in the room
])
def test_seeing_no_moves_or_nothing_that_happens_is_no_move_seen(response, verdict):
    got = judge(TALK, TALK_Q, response).claims
    assert [c.verdict for c in got if c.predicate == "saw"] == [verdict]


def test_a_conjunct_shares_its_sentences_leading_time_clause():
    # "when Ivan left" dates "Rosa was standing right there" too (line 3), not Paul's exit told before (6)
    got = judge(TALK, TALK_Q, "Paul exits at line 6. So when Ivan left, the lime was in the red_jar and Rosa was "
                              "standing right there.").claims
    assert [(c.kind, c.verdict) for c in got if c.kind in ("location", "presence")] == [("location", "true"),
                                                                                        ("presence", "true")]
