"""Which story line a step's restatement restates (``dellabels.traces.restate``), on the shapes the real models'
traces showed (``bench/data/verifier_audit_real.jsonl.xz``): an entry names exactly who entered, and a
paraphrase may not tell another event."""
import pytest

from dellabels.hitom.world import HiToMStory
from dellabels.traces.restate import Restatements

STORY = ("1 Rosa, Hedda, Ottilie, Ilse and Odette entered the observatory.\n"
         "2 The snowglobe is in the amber_pouch.\n"
         "3 Hedda moved the snowglobe to the teal_crate.\n"
         "4 Hedda exited the observatory.\n"
         "5 Ottilie made no movements and stayed in the observatory for 1 minute.\n"
         "6 Rosa, Ilse and Odette entered the waiting_room.")


@pytest.fixture(scope="module")
def check() -> Restatements:
    return Restatements(HiToMStory(STORY))


@pytest.mark.parametrize("text, line, restates", [
    ("Rosa, Hedda, Ottilie, Ilse and Odette entered the observatory.", 1, True),
    ("Odette, Hedda, Ottilie, Ilse and Rosa entered the observatory.", 1, True),  # any order
    ("Everyone entered the observatory.", 1, True),
    ("Odette, Hedda, Ottilie, Ilse and Odette entered the observatory.", 1, False),  # Rosa swapped for Odette
    ("Hedda, Ottilie and Ilse entered the observatory.", 1, False),  # two who entered left out
    ("Rosa, Hedda, Ottilie, Ilse and Odette walk into the observatory.", 1, True),  # a paraphrase
    ("Hedda, Ottilie and Ilse are present.", 1, False),  # a paraphrase leaving two out
    ("Rosa, Ilse and Odette are in the waiting_room now.", 6, True),
    ("The next day, Rosa, Ilse and Odette exited the waiting_room again.", 6, False),  # another event
    ("Hedda leaves the observatory.", 4, True),
    ("Hedda walked in and then exited the observatory.", 4, True),  # its own verb is there
    ("Hedda puts the snowglobe into the teal_crate.", 3, True),
    ("Hedda left the snowglobe in the teal_crate.", 3, False),  # "left" tells an exit, not the move
    ("Ottilie stays in the observatory for a minute without moving anything.", 5, True),  # a stay, not a move
])
def test_a_restatement_restates_its_line_only_when_faithful(check, text, line, restates):
    assert check.check(text, line) is restates
