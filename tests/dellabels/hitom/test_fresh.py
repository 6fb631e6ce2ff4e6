"""Fresh Hi-ToM sets (dellabels.hitom.fresh): golds against an independent replay, determinism across
processes, every setting doing what its documentation says, bad settings failing before generation."""
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import dellabels.hitom.fresh as fresh
from dellabels.hitom.fresh import HITOM_CHANCE, HITOM_PROFILE, fingerprint, fresh_set, fresh_vocab
from dellabels.hitom.fresh_settings import SETTINGS, settings_from
from dellabels.hitom.shortcuts import order_stats
from deltom_base.errors import FreshSettingsError
from deltom_tasks.fresh import given_settings, order_docs
from helpers.belief_replay import parse_question, replay_answer
from helpers.paths import REPO

ROOT = REPO
LADDER = {"orders": list(range(7))}
# every order 0..8, every story length, more agents, chapters of other sizes, all noise, all tells
CROSS_CHECKED = [{}, LADDER, {"balanced": True}, {"story_length": 5, **LADDER, "per_order": 25},
                 {"story_length": 3, "noise": 0.5, "tell_ratio": 1.0, "per_order": 25},
                 {"story_length": 4, "agents": 8, "agents_per_chapter": [6, 3, 8, 4], "orders": [0, 2, 4, 6],
                  "per_order": 25},
                 {"story_length": 2, "orders": list(range(9)), "per_order": 15, "move_rate": 0.8}]


@pytest.mark.parametrize("given", CROSS_CHECKED, ids=lambda g: json.dumps(g, sort_keys=True))
def test_every_gold_matches_the_independent_replay(given):
    settings, docs, _ = fresh_set(given)
    assert {d["question_order"] for d in docs} == set(settings.orders)
    wrong = [(d["question"], d["answer"], replay_answer(d["story"], d["question"])) for d in docs
             if replay_answer(d["story"], d["question"]) != d["answer"]]
    assert not wrong, wrong[:3]
    assert all(d["answer"] is not None for d in docs)  # the first chapter holds every chain: no [Null] gold


def test_the_replay_is_not_a_shortcut():
    """The replay must disagree with the final location on deep questions (else it would check nothing)."""
    from dellabels.hitom.shortcuts import shortcut_answers

    docs = [d for d in fresh_set(LADDER)[1] if d["question_order"] >= 2]
    differ = 0
    for d in docs:
        chain, obj = parse_question(d["question"])
        differ += replay_answer(d["story"], d["question"]) != shortcut_answers(d["story"], chain, obj).final
    assert differ > len(docs) // 4


_PRINT = ("import json, sys; from dellabels.hitom.fresh import fresh_docs, fingerprint; from dellabels.hitom.fresh_settings import settings_from; "
          "s = settings_from(json.loads(sys.argv[1])); print(fingerprint(fresh_docs(s, int(sys.argv[2]))))")


@pytest.mark.parametrize("given", [{}, {"balanced": True, "per_order": 20}, {**LADDER, "per_order": 20}])
def test_docs_are_byte_identical_across_processes_hash_seeds_and_workers(given):
    expected = fresh_set(given)[2]
    for hash_seed, workers in (("0", 1), ("4242", 2), ("random", 1)):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run([sys.executable, "-c", _PRINT, json.dumps(given), str(workers)], env=env,
                             capture_output=True, text=True, check=True, cwd=ROOT).stdout.strip()
        assert out == expected, (hash_seed, workers)


def test_fingerprint_is_of_the_canonical_docs():
    _, docs, fp = fresh_set()
    assert fingerprint([dict(reversed(list(d.items()))) for d in docs]) == fp  # key order does not matter
    changed = [dict(docs[0], answer="elsewhere"), *docs[1:]]
    assert fingerprint(changed) != fp


def _chapters(story: str) -> list[list[str]]:
    rooms = re.findall(r"^\d+ (.+) entered the (\w+)\.$", story, flags=re.M)
    return [re.split(r", | and ", who) for who, room in rooms if room != "waiting_room"]


def _per_order(docs):
    out = {}
    for d in docs:
        out[d["question_order"]] = out.get(d["question_order"], 0) + 1
    return out


def test_each_setting_changes_the_docs_as_documented():
    base = fresh_set({"per_order": 12})
    assert fresh_set({"per_order": 12, "seed": 1})[2] != base[2]
    assert _per_order(fresh_set({"per_order": 7})[1]) == dict.fromkeys(range(5), 7)
    for length in (1, 3, 5):
        docs = fresh_set({"per_order": 6, "story_length": length})[1]
        assert all(d["story_length"] == length and len(_chapters(d["story"])) == length for d in docs)
    docs = fresh_set({"per_order": 6, "orders": [2, 6]})[1]
    assert _per_order(docs) == {2: 6, 6: 6}
    assert all(len(parse_question(d["question"])[0]) == d["question_order"] for d in docs)
    docs = fresh_set({"per_order": 6, "agents": 8})[1]
    assert all(len(_chapters(d["story"])[0]) == 8 for d in docs)
    docs = fresh_set({"per_order": 6, "story_length": 3, "agents": 7, "agents_per_chapter": [5, 7, 3]})[1]
    assert all([len(c) for c in _chapters(d["story"])] == [5, 7, 3] for d in docs)
    assert all(len(set(re.findall(r"\b[A-Z][a-z]+\b", " ".join(map(" ".join, _chapters(d["story"])))))) <= 7
               for d in docs)
    for ratio, share in ((0.0, 0), (1.0, 1), (0.25, 0.25)):
        stories = {d["sample_id"]: d for d in fresh_set({"per_order": 8, "tell_ratio": ratio})[1]}
        told = [("claimed" in d["story"] or "told" in d["story"]) for d in stories.values()]
        assert all(t == d["deception"] for t, d in zip(told, stories.values()))
        if ratio in (0.0, 1.0):
            assert set(told) == {bool(share)}
    assert [fresh.told(i, 0.25) for i in range(8)] == [False, False, False, True] * 2  # exact per prefix
    noise_lines = lambda g: sum(len(re.findall(r" (saw a|lost his|likes the|dislikes the) ", d["story"]))  # noqa
                                for d in fresh_set({"per_order": 10, **g})[1])
    assert noise_lines({"noise": 0.0}) == 0 < noise_lines({"noise": 0.1}) < noise_lines({"noise": 0.6})
    moves = lambda g: sum(d["story"].count(" moved the ") for d in fresh_set({"per_order": 10, **g})[1])  # noqa
    assert moves({"move_rate": 0.0}) == 0 < moves({}) < moves({"move_rate": 1.0})


def test_balanced_keeps_every_shortcut_near_chance_and_default_near_hitom():
    balanced = order_stats(fresh_set({"balanced": True})[1])
    for order, row in balanced.items():
        for kind in (("final", "first", "left") if order else ("first",)):
            assert abs(row[kind] - row["uniform"]) <= 5, (order, kind, row)
        assert abs(row["uniform"] - HITOM_CHANCE[1]) <= 5
    default = order_stats(fresh_set()[1])
    for order, row in default.items():
        for kind, target in zip(("final", "first", "left"), HITOM_PROFILE[1][order]):
            assert abs(row[kind] - target) <= 2.5, (order, kind)


def test_hitom_profile_copies_match_the_data(hitom_path):
    from harness_ext.benchmarks.hitom import load_docs

    for length, orders in HITOM_PROFILE.items():
        stats = order_stats(load_docs(str(hitom_path), story_length=length))
        for order, shares in orders.items():
            assert tuple(round(stats[order][k], 1) for k in ("final", "first", "left")) == shares
        assert round(stats[0]["uniform"], 1) == HITOM_CHANCE[length]


def test_vocabulary_is_disjoint_from_hitom_and_the_prompt(hitom_path):
    words = set()
    for record in json.loads(Path(hitom_path).read_text())["data"]:
        for key in ("story", "question", "choices", "answer"):
            words |= {w.lower() for w in re.findall(r"[A-Za-z]+", str(record[key]).replace("_", " "))}
    for file in (ROOT / "dellabels" / "data").glob("*"):
        if file.name != "fresh_vocab.json":
            words |= {w.lower() for w in re.findall(r"[A-Za-z]+", file.read_text().replace("_", " "))}
    vocab = fresh_vocab()
    clash = {k: [w for w in v if set(w.lower().split("_")) & words] for k, v in vocab.items()}
    assert not any(clash.values()), clash


BAD = [({"orders": [7], "agents": 6}, "'agents'"), ({"per_order": -3}, "'per_order'"),
       ({"orders": []}, "'orders'"), ({"orders": [10]}, "'orders'"), ({"seed": "x"}, "'seed'"),
       ({"balanced": "yes"}, "'balanced'"), ({"tell_ratio": 1.5}, "'tell_ratio'"), ({"noise": 1}, "'noise'"),
       ({"story_length": 6}, "'story_length'"), ({"story_length": 2, "agents_per_chapter": [5, 3, 4]},
                                                   "'agents_per_chapter'"),
       ({"orders": [6], "agents_per_chapter": [5]}, "'agents_per_chapter'"), ({"agents": 11}, "'agents'"),
       ({"seed": True}, "'seed'")]


@pytest.mark.parametrize("given,named", BAD, ids=lambda v: json.dumps(v) if isinstance(v, dict) else v)
def test_bad_settings_are_one_clear_error_before_generation(given, named, monkeypatch):
    monkeypatch.setattr(fresh, "story_questions", lambda *a, **k: pytest.fail("generated before the check"))
    with pytest.raises(FreshSettingsError) as caught:
        order_docs(given, None)
    assert named in str(caught.value) and "\n" not in str(caught.value)


def test_unknown_keys_near_a_setting_name_fail_and_foreign_keys_pass():
    for typo, meant in (("sed", "seed"), ("order", "orders"), ("perorder", "per_order"), ("agent", "agents")):
        with pytest.raises(FreshSettingsError, match=f"'{typo}'.*did you mean '{meant}'"):
            given_settings({typo: 1})
    foreign = {"pretrained": "x", "dtype": "float32", "max_length": 4096, "batch_size": 8, "version": 1.0,
               "hitom_path": "/x", "trust_remote_code": True, "device": "cpu", "seed": 3}
    assert given_settings(foreign) == {"seed": 3}
    with pytest.raises(FreshSettingsError, match="unknown setting 'sed'"):
        settings_from({"sed": 1})  # the library itself takes no unknown key at all
    with pytest.raises(FreshSettingsError, match="order 5, not in orders"):
        order_docs({}, 5)


def test_settings_table_covers_every_setting():
    assert set(SETTINGS) == set(settings_from({}).as_dict())
