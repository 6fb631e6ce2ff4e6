"""The run report says why a step's cell is wrong: a step whose bracketed location is the gold one but whose belief
clause names another agent chain is marked "other chain", not left as an unexplained wrong cell beside the gold."""
import json

from dellabels.hitom.explain import gold_trace
from dellabels.traces.verify import story_of
from deltom.analysis.run_data import WHY_WRONG, hitom_sample
from helpers.paths import REPO

DEMO = json.loads((REPO / "dellabels" / "data" / "demo_story.json").read_text(encoding="utf-8"))
CHAIN = "Owen thinks Liam thinks Chloe thinks"


def test_a_right_location_in_another_chains_belief_is_marked_other_chain():
    gold = gold_trace(story_of(DEMO["story"]), DEMO["question"])
    other = gold.replace(f"{CHAIN} the celery is in", "Liam thinks Chloe thinks the celery is in", 1)
    sample = hitom_sample(DEMO, other, None)
    assert sample["r"][0] == "W" and sample["st"][0] is not None
    assert sample["y"][0] == "C" and set(sample["y"][1:]) == {"-"}
    assert WHY_WRONG["C"].startswith("its belief names another chain")
    lines = gold.split("\n")
    lines[1] = "Somebody did something."  # step 1 no longer restates story line 1
    unrestated = hitom_sample(DEMO, "\n".join(lines), None)
    assert unrestated["r"][0] == "W" and unrestated["y"][0] == "N"
