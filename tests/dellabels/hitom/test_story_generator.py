import json
import random

import pytest

from dellabels.cli.main import main
from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory
from dellabels.hitom.story_writer import load_vocab, write_story
from helpers.presence_replay import replay


def _records(n, **kw):
    return list(generate(n, progress=False, **kw))


def test_deterministic_for_a_seed_and_any_worker_count():
    one = _records(80, seed=3, workers=1)
    two = _records(80, seed=3, workers=2)
    assert one == two
    assert _records(80, seed=4, workers=1) != one


def test_record_layout_and_orders():
    record = _records(1, seed=0, lengths=[1])[0]
    assert set(record) >= {"id", "story", "story_length", "deception", "questions"}
    assert [q["order"] for q in record["questions"]] == [0, 1, 2, 3, 4]
    lines = record["story"].split("\n")
    assert lines[0].startswith("1 ")
    for q in record["questions"]:
        assert len(q["steps"]) == len(lines)
        assert q["answer"] == q["steps"][-1]
        assert len(q["chain"]) == q["order"]


def test_dels_answers_equal_an_independent_presence_replay():
    records = _records(2000, seed=11, tell_ratio=0.5)
    assert {r["story_length"] for r in records} == {1, 2, 3}
    assert sum(r["deception"] for r in records) > 500
    compared = 0
    for record in records:
        chains = [tuple(q["chain"]) for q in record["questions"]]
        obj = record["questions"][0]["question"].split(" the ")[-1].split()[0]
        expected = replay(record["story"], chains, obj)
        for q in record["questions"]:
            chain = tuple(q["chain"])
            assert q["steps"] == [h[chain] for h in expected], (record["id"], chain)
            compared += 1
    assert compared == 10000


def test_states_cover_every_chain_and_match_the_replay():
    records = _records(40, seed=5, states=True, tell_ratio=1.0)
    for record in records:
        chains = [tuple(c) for c in record["state_chains"]]
        assert len(chains) == 1 + 5 + 20 + 60 + 120
        obj = record["questions"][0]["question"].split(" the ")[-1].split()[0]
        expected = replay(record["story"], chains, obj)
        assert len(record["states"]) == len(expected)
        for row, want in zip(record["states"], expected):
            assert row == [want[c] for c in chains]


def test_two_private_tells_form_and_now_wording_parse():
    rng = random.Random(0)
    seen_two_private = False
    for _ in range(200):
        story = write_story(rng, 1, True, 0.1, load_vocab(), now=True)
        tells = [l for l in story.lines if "privately told" in l or "publicly claimed" in l]
        assert all(t.endswith(" now.") for t in tells)
        seen_two_private |= sum("privately told" in t for t in tells) == 2
        HiToMStory("\n".join(story.lines))
    assert seen_two_private


def test_cli_generate_resume(tmp_path, capsys):
    out = tmp_path / "s.jsonl"
    assert main(["generate", "--stories", "30", "--seed", "2", "--out", str(out), "--lengths", "2"]) == 0
    full = out.read_text().splitlines()
    out.write_text("\n".join(full[:12]) + "\n" + full[12][:40])  # interrupted mid-line
    assert main(["generate", "--stories", "30", "--seed", "2", "--out", str(out), "--lengths", "2", "--resume"]) == 0
    assert out.read_text().splitlines() == full
    assert all(json.loads(l)["story_length"] == 2 for l in full)


def test_bad_vocab_is_a_clear_error(tmp_path):
    bad = tmp_path / "v.json"
    bad.write_text(json.dumps({"names": ["Ann"], "planets": []}))
    with pytest.raises(ValueError, match="unknown vocabulary keys"):
        load_vocab(str(bad))
