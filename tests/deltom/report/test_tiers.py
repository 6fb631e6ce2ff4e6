"""The leaderboard's tiers (``deltom.analysis.tiers``): a model stays in the tier of the best model above it unless a
paired, story-clustered test on the questions both answered separates them at 95%."""
from statistics import fmean

from deltom.analysis.results_load import ModelResult
from deltom.analysis.tiers import tiers

STORIES = 40


def model(name: str, right_stories: int, flip: int = 0) -> ModelResult:
    """A plain run on 40 stories x 5 orders: the first ``right_stories`` stories all right, except that the first
    ``flip`` of those miss order 0 and the ``flip`` stories after them get order 0 right."""
    values, stories = {}, {}
    for key in map(str, range(5)):
        right = [100.0 if s < right_stories else 0.0 for s in range(STORIES)]
        if key == "0":
            for s in range(flip):
                right[s], right[right_stories + s] = 0.0, 100.0
        values[key] = {"ori": right}
        stories[key] = [f"story {s}" for s in range(STORIES)]
    per_key = {k: {"ori": fmean(v["ori"])} for k, v in values.items()}
    return ModelResult(name, "hitom", per_key, 1, f"{name}.json", questions_values=values, stories=stories,
                       plain=True, benchmark="hitom_del")


def test_models_no_paired_test_separates_share_a_tier_and_a_clear_gap_opens_the_next():
    top, close, far = model("top", 30), model("close", 30, flip=2), model("far", 8)
    found = tiers([top, close, far], lambda r: "ori", seed=0)
    assert found.tier == {"top": 1, "close": 1, "far": 2}
    assert found.against["close"]["leader"] == "top" and found.against["close"]["interval_95"][0] <= 0
    assert found.against["far"]["interval_95"][0] > 0
    lower = model("lower", 6)  # compared with far, the first model of its tier: too close to open a third
    assert tiers([top, far, lower], lambda r: "ori", seed=0).tier["lower"] == 2


def test_a_model_without_samples_is_never_separated_and_a_reported_row_has_no_tier():
    top, bare = model("top", 30), model("bare", 2)
    bare = ModelResult("bare", "hitom", bare.per_key, 1, "bare.json", plain=True, benchmark="hitom_del")
    paper = ModelResult("paper", "hitom", top.per_key, 1, "paper", reported=True, benchmark="hitom_del")
    found = tiers([top, bare, paper], lambda r: "ori", seed=0)
    assert found.tier == {"top": 1, "bare": 1, "paper": None}
    assert found.against["bare"]["interval_95"] is None
