"""Rules read off sets 1-20's false claims the reader missed (recall): thinking that someone saw or missed an event
has the seeing's verdict when the thinker saw the event."""
import pytest

from dellabels.claims.judge import judge

# Max leaves at 5, Zoe moves the pear at 6 with Ann there, then Zoe leaves.
STORY = """1 Zoe entered the cellar.
2 Max entered the cellar.
3 Ann entered the cellar.
4 The pear is in the red_box.
5 Max exited the cellar.
6 Zoe moved the pear to the blue_tub.
7 Zoe exited the cellar."""
QUESTION = "Where does Zoe think that Max searches for the pear?"


def _beliefs(response: str) -> list[str]:
    return [c.verdict for c in judge(STORY, QUESTION, response).claims
            if c.kind == "belief" and c.predicate != "answer"]


@pytest.mark.parametrize("response, verdict", [
    ("Zoe moved the pear to the blue_tub. Zoe thinks Ann missed it.", "false"),  # Ann was there
    ("Zoe moved the pear to the blue_tub. Zoe thinks Max missed it.", "true"),
    ("Zoe assumes Max saw the move.", "false"),  # Max had left: Zoe, the mover, saw he was gone
    ("Max thinks Ann saw the move.", "unchecked"),  # Max was gone: he has no picture of it
    ("Zoe assumes Ann heard it.", "unchecked"),  # hearing is of a claim
])
def test_thinking_someone_saw_an_event_has_its_verdict_when_the_thinker_saw_it(response, verdict):
    assert _beliefs(response) == [verdict]


# Three leave in turn: Ann at 3, Bo at 4, Cy at 5.
EXITS = """1 Ann, Bo and Cy entered the hall.
2 The plum is in the red_box.
3 Ann exited the hall.
4 Bo exited the hall.
5 Cy exited the hall."""


@pytest.mark.parametrize("response, verdict", [
    ("Exits after that: Ann (3), Cy, then Bo.", "false"),  # a name alone is an exit: Bo left before Cy
    ("Exits: Ann (3), Bo, then Cy.", "true"),
])
def test_a_name_alone_in_a_list_of_exits_dates_the_next_item(response, verdict):
    found = [c.verdict for c in judge(EXITS, "Where is the plum really?", response).claims if c.kind == "order"]
    assert found == [verdict]


# Max left at 5, before the move to the blue_tub: in his view everyone still has it in the red_box, as he does.
@pytest.mark.parametrize("response, verdict", [
    ("Max would assume Zoe knows its current location.", "false"),  # the current place is the blue_tub
    ("Max would expect Ann to be up to date.", "false"),
    ("Zoe would expect Ann to be up to date.", "true"),  # Zoe saw Ann see the move
])
def test_the_current_location_in_a_nested_view_is_where_the_object_is(response, verdict):
    assert _beliefs(response) == [verdict]


def test_a_belief_someone_wants_another_to_hold_is_not_asserted():
    assert _beliefs("Zoe wants Max to think he's up to date.") == ["unchecked"]


@pytest.mark.parametrize("response, verdict", [
    ("Zoe assumes Max knows about the move too.", "false"),  # Max had left before it, as Zoe saw
    ("Zoe moved the pear to the blue_tub. Zoe assumes Ann knows about this too.", "true"),
])
def test_knowing_about_an_event_is_having_seen_it(response, verdict):
    assert _beliefs(response) == [verdict]


def test_not_knowing_about_the_move_is_missing_it():
    found = [c.verdict for c in judge(STORY, QUESTION, "Ann doesn't know about the move.").claims
             if c.kind == "presence"]
    assert found == ["false"]  # Ann saw it


# Bo moves the fig once, at 3, with Cy and Di there.
ONLOOKERS = """1 Bo, Cy and Di entered the den.
2 The fig is in the red_box.
3 Bo moved the fig to the blue_tub.
4 Bo exited the den."""


@pytest.mark.parametrize("response, verdict", [
    ("Only Cy saw Bo move it.", "false"),  # Di saw that move too
    ("Only Cy and Di saw Bo move it.", "true"),
])
def test_only_one_onlooker_of_an_event_named_by_its_actor(response, verdict):
    found = [c.verdict for c in judge(ONLOOKERS, "Where is the fig really?", response).claims
             if c.kind == "presence"]
    assert found == [verdict]


@pytest.mark.parametrize("response, verdict", [
    ("Max and Zoe left at line 5.", "false"),  # Zoe left at 7
    ("Max and Zoe leave (lines 5, 7).", "true"),  # each at a line it names
])
def test_a_joint_exit_dated_by_lines_is_each_agents_exit_at_one_of_them(response, verdict):
    found = [c.verdict for c in judge(STORY, QUESTION, response).claims if c.kind == "event"]
    assert found == [verdict]
