"""The miniature PBM data mix: synthesised traces balance '+' and '-' steps (deltom.miniature.pbm_data_mix)."""
import pytest

from dellabels.hitom.story_generator import generate
from dellabels.pbm_data import Example, build_examples
from deltom.miniature.pbm_data_mix import mix_for_balance, plus_share, step_counts, synthetic_records


def example(labels: list[bool], key: str = "s") -> Example:
    return Example(key, 0, "prompt", [f"step {k}" for k in range(len(labels))], labels, "a")


def test_mix_reaches_the_target_share_and_stops():
    own = [example([False] * 9 + [True]) for _ in range(4)]  # 4 '+' of 40 steps
    synthetic = [example([True] * 8 + [False] * 2, f"synth-{k}") for k in range(20)]
    mixed, report = mix_for_balance(own, synthetic, target=0.5)
    assert mixed[:4] == own
    assert report["plus_share_before"] == 0.1
    # each synthetic trace adds 8 '+' and 2 '-': 4 of them give 36 '+' of 80 (0.45), 5 give 44 of 90 (0.49),
    # 6 give 52 of 100 (0.52): the first share at or above the target
    assert report["synthetic_examples"] == 6
    assert step_counts(mixed) == {"+": 52, "-": 48} == report["mixed_steps"]
    assert plus_share(report["mixed_steps"]) >= 0.5


def test_mix_skips_traces_that_add_mostly_minus_and_honours_the_limit():
    own = [example([False] * 10)]
    synthetic = [example([False] * 10, "bad"), example([True] * 5 + [False] * 5, "ok"), example([True] * 10, "gold")]
    mixed, report = mix_for_balance(own, synthetic, target=0.9, limit=1)
    assert [e.story_key for e in mixed] == ["s", "ok"]  # "bad" skipped, "gold" beyond the limit
    assert report["synthetic_examples"] == 1
    with pytest.raises(ValueError):
        mix_for_balance(own, synthetic, target=1.0)


def test_synthetic_records_are_labelled_by_the_del_labeler_with_both_labels():
    stories = list(generate(3, 7, lengths=(1,), workers=1, progress=False))
    records = synthetic_records(stories, per_question=2, seed=0)
    assert len(records) == 3 * 5 * 2
    assert records == synthetic_records(stories, per_question=2, seed=0)  # seeded
    assert len({r["story_id"] for r in records}) == 3 and all(r["story_id"].startswith("synth-") for r in records)
    examples, skipped = build_examples(records)
    assert not skipped and len(examples) == len(records)
    counts = step_counts(examples)
    # errors are injected, so some steps are wrong, but most synthesised steps are right (unlike the generator's)
    assert counts["-"] > 0 and plus_share(counts) > 0.5


def test_synthetic_pbm_traces_never_use_the_offline_test_stories(tmp_path, monkeypatch):
    """The synthetic mix drew its stories from the offline test set's seed stream (both seed + 2000), so the
    PBM trained on gold-based traces of the stories it was tested on."""
    import json
    from dataclasses import replace

    from deltom.miniature import seeds
    from deltom.miniature.evaluation import choose_test_set
    from deltom.miniature.pbm_stage import PBMRecipe, synthetic_mix

    monkeypatch.delenv("DELTOM_HITOM_PATH", raising=False)
    path, name = choose_test_set(None, tmp_path, seed=0, stories=4)
    assert "generated" in name
    test_stories = {record["story"] for record in json.loads(open(path, encoding="utf-8").read())["data"]}
    mixed, _ = synthetic_mix([], replace(PBMRecipe(), synthetic_stories=4, synthetic_per_question=1), 0)
    assert mixed and not any(story in example.prompt for example in mixed for story in test_stories)
    assert len(set(seeds.OFFSETS.values())) == len(seeds.OFFSETS)
