"""The main job on a fresh machine: a test set the trace LM can read, the vocabulary pre-flight, and the quality
gate that says when a run is garbage (`deltom miniature`, `deltom-eval`, `deltom rescore`, `deltom table`)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dellabels.hitom.fresh import fresh_set
from dellabels.hitom.fresh_settings import settings_from
from dellabels.hitom.story_writer import load_vocab
from deltom.analysis.quality import Quality, assess
from deltom.cli.deltom import main
from deltom.miniature.evaluation import choose_test_set
from deltom.miniature.trace_lm import TraceLMRecipe, trace_lm_tokenizer
from deltom.miniature.vocabulary import check_vocabulary, story_words
from deltom_base.errors import FreshSettingsError, VocabularyError
from helpers.bon_fixtures import DOC_A, DOC_B, sample_records, write_hand_samples, write_samples
from helpers.paths import REPO

BIN = Path(sys.executable).parent


@pytest.fixture(scope="module")
def trace_lm_words():
    """The tokenizer the default trace LM is trained with (built in memory from its recipe, as the pre-flight
    builds it before any training)."""
    return trace_lm_tokenizer(Path("/nonexistent"), TraceLMRecipe(), trained=False)


def test_default_test_set_is_spelled_by_the_trace_lm(tmp_path, monkeypatch, trace_lm_words):
    """Without a data file the main job evaluates on a generated set whose every name, object, container and
    room is one token of the trace LM (the fresh vocabulary's words were not: every answer was garbage)."""
    monkeypatch.delenv("DELTOM_HITOM_PATH", raising=False)
    path, name = choose_test_set(None, tmp_path, seed=0)
    assert "vocab=hitom" in name and "sha256" in name
    assert check_vocabulary(path, name, trace_lm_words) > 50


def test_real_hitom_passes_the_pre_flight(hitom_path, trace_lm_words):
    assert check_vocabulary(str(hitom_path), "Hi-ToM", trace_lm_words) > 50


def test_pre_flight_refuses_unknown_words_before_any_training(tmp_path, monkeypatch, capsys):
    _, docs, _ = fresh_set({"seed": 5, "per_order": 2})  # the fresh vocabulary: no word of Hi-ToM's world
    data = tmp_path / "fresh_words.json"
    data.write_text(json.dumps({"data": list(docs)}))
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    assert main(["miniature", "--hitom-path", str(data), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err.strip()
    first = story_words([docs[0]["story"]])[0]
    assert len(err.splitlines()) == 1 and "never learned" in err and first in err and str(data) in err
    assert not (tmp_path / "cache" / "miniature" / "generator").exists()  # nothing was trained


def test_fresh_sets_in_hitom_vocabulary():
    settings, docs, fingerprint = fresh_set({"seed": 3, "per_order": 2, "vocab": "hitom"})
    assert settings.vocab == "hitom" and settings.as_dict()["vocab"] == "hitom"
    vocab = load_vocab()
    hitom = {"waiting_room", *vocab["names"], *vocab["rooms"], *vocab["objects"],  # Hi-ToM's private-tell room
             *(f"{c}_{t}" for c in vocab["colours"] for t in vocab["container_types"])}
    assert set(story_words(d["story"] for d in docs)) <= hitom
    assert fingerprint != fresh_set({"seed": 3, "per_order": 2})[2]
    with pytest.raises(FreshSettingsError, match="'vocab'"):
        settings_from({"vocab": "klingon"})


def test_gate_fires_on_garbage_and_stays_silent_on_results():
    garbage = assess([0.0, 0.0], ["The The The", "Final Answer: [red_box]", "no answer"])
    assert garbage.garbage and garbage.all_zero and garbage.unparsed == 2
    assert garbage.line().startswith("QUALITY WARNING") and "2 of 3 responses have no final answer" in garbage.line()
    unparsed_only = assess([40.0], ["lol", "lol", "Final Answer: [x_box]"])
    assert unparsed_only.garbage and not unparsed_only.all_zero
    fine = assess([0.0, 45.0], ["Final Answer: [red_box]", "Final Answer: [blue_box]", "lol"])
    assert not fine.garbage and not fine.line().startswith("QUALITY WARNING")
    assert fine.as_dict() == {"responses": 3, "unparsed": 1, "unparsed_share": 0.3333, "accuracy_rows": 2,
                              "all_zero": False, "sample_sets": 0, "identical_sets": 0, "garbage": False}
    assert not Quality().garbage  # nothing read: nothing to say


def test_a_free_form_answer_is_a_final_answer_for_the_gate():
    """A `*_cot` run's answers are read as its metrics read them ("B. green_bucket", "the answer is ..."), not only
    in the DEL format's final line: a free-form run that answered is no garbage."""
    cot = dict(DOC_A, prompt_variant="plain")
    said = ["B. green_bucket. Chloe moved it there before she left.", "So the answer is the green_bucket.",
            "Chloe moved the celery, then left."]
    fine = assess([50.0], [(cot, text) for text in said])
    assert (fine.responses, fine.unparsed, fine.garbage) == (3, 1, False)
    assert assess([50.0], [(DOC_A, text) for text in said]).garbage  # a DEL-format doc: the final line only


def test_gate_fires_when_every_question_got_one_sample_n_times():
    """A seeded server sent one seed for all N requests of a question: N copies, and Best-of-N chooses among them."""
    copies = [["Final Answer: [red_box]"] * 4, ["Final Answer: [blue_box]"] * 4]
    texts = [t for s in copies for t in s]
    same = assess([50.0, 50.0], texts, copies)
    assert same.garbage and same.one_sample and (same.sets, same.identical) == (2, 2)
    assert same.line().startswith("QUALITY WARNING: this run is not a Best-of-N result: the samples of each of its 2")
    assert "deltom-completions" in same.line()
    mixed = assess([50.0], texts, [copies[0], ["Final Answer: [red_box]", "Final Answer: [x_box]"]])
    assert not mixed.garbage and (mixed.sets, mixed.identical) == (2, 1)
    assert not assess([50.0], texts, [[t] for t in texts]).garbage  # one sample per question: a plain run


def test_rescore_gate(tmp_path, capsys, fresh_pbm_scores):
    write_hand_samples(tmp_path / "good")
    assert main(["rescore", str(tmp_path / "good"), "--pbm-backend", "del", "--out", str(tmp_path / "g.json")]) == 0
    assert "QUALITY WARNING" not in capsys.readouterr().out
    assert json.loads((tmp_path / "g.json").read_text())["quality"]["garbage"] is False
    for order, doc in (("0", DOC_A), ("1", DOC_B)):
        write_samples(tmp_path / "bad", f"hitom_del_bon_order_{order}",
                      sample_records(0, doc, ["The The The Ella", "Jayden, The The", "lol", "nothing"]))
    assert main(["rescore", str(tmp_path / "bad"), "--pbm-backend", "del", "--out", str(tmp_path / "b.json")]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].startswith("QUALITY WARNING: this run is not a result: 8 of 8 responses have no final answer")
    quality = json.loads((tmp_path / "b.json").read_text())["quality"]
    assert quality["garbage"] and quality["all_zero"] and quality["unparsed"] == 8


def test_deltom_eval_and_table_gates(tmp_path, hitom_path):
    """A model that answers "lol" (lm-eval's dummy): deltom-eval's last line says so and its results JSON
    records it; `deltom table` over that run says so too, and records it in leaderboard.json."""
    env = dict(os.environ, DELTOM_CACHE=str(tmp_path / "cache"), DELTOM_HITOM_PATH=str(hitom_path),
               HF_HUB_OFFLINE="1")
    run = subprocess.run([str(BIN / "deltom-eval"), "--model", "dummy", "--tasks", "hitom_del_order_0", "--limit", "3",
                          "--log_samples", "--output_path", str(tmp_path / "run")], env=env, cwd=REPO,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip().splitlines()[-1].startswith("QUALITY WARNING: this run is not a result: 3 of 3 "
                                                         "responses have no final answer")
    results = next((tmp_path / "run").rglob("results_*.json"))
    assert json.loads(results.read_text())["quality"] == {
        "responses": 3, "unparsed": 3, "unparsed_share": 1.0, "accuracy_rows": 1, "all_zero": True,
        "sample_sets": 0, "identical_sets": 0, "garbage": True}
    table = subprocess.run([str(BIN / "deltom"), "table", str(results), "--out", str(tmp_path / "t")], env=env, cwd=REPO, capture_output=True, text=True,
                           timeout=600)
    assert table.returncode == 0, table.stderr[-2000:]
    assert table.stdout.strip().splitlines()[-1].startswith("QUALITY WARNING: ")
    board = json.loads((tmp_path / "t" / "leaderboard.json").read_text())
    assert board["boards"][0]["rows"][0]["quality"]["all_zero"] is True  # no samples given: the rows alone


def test_deltom_eval_gate_is_silent_on_a_run_that_answers(tmp_path, hitom_path):
    env = dict(os.environ, DELTOM_CACHE=str(tmp_path / "cache"), DELTOM_HITOM_PATH=str(hitom_path),
               HF_HUB_OFFLINE="1", DELTOM_PBM_BACKEND="del")
    run = subprocess.run([sys.executable, str(REPO / "tests" / "helpers" / "scripted_lm.py"), "--model",
                          "deltom-scripted", "--tasks", "hitom_del_bon", "--n", "2", "--limit", "2", "--log_samples",
                          "--output_path", str(tmp_path / "run")], env=env, cwd=REPO, capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "QUALITY WARNING" not in run.stdout
    quality = json.loads(next((tmp_path / "run").rglob("results_*.json")).read_text())["quality"]
    assert quality["garbage"] is False and quality["responses"] == 20 and quality["unparsed"] < 10


def test_smoke_main_job_on_the_default_set(tmp_path, monkeypatch, capsys):
    """The README's main job at smoke size with nothing beside the clone. What it checks: the default path runs
    end to end on the generated set in Hi-ToM's vocabulary, prints the short summary (not lm-eval's table, which
    goes to the output folder) and records the gate. The smoke trace LM (width 32, 4 stories, 20 warm-up steps)
    is too small to answer, so the gate fires here, by design; a smoke run still exits 0."""
    monkeypatch.delenv("DELTOM_HITOM_PATH", raising=False)
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path / "cache"))
    out = tmp_path / "out"
    assert main(["miniature", "--smoke", "--n", "2", "--per-order", "1", "--trials", "2", "--out", str(out)]) == 0
    printed = capsys.readouterr().out.strip().splitlines()
    summary = json.loads((out / "summary.json").read_text())
    assert "vocab=hitom" in summary["test_set"] and "vocab=hitom" in printed[0]
    assert summary["quality"]["responses"] == 10 and summary["quality"]["garbage"]
    assert printed[-1] == summary["quality_line"] and printed[-1].startswith("QUALITY WARNING")
    assert len(printed) < 20 and any(line.startswith("| pbm_weighted_min (+PBM, declared) |") for line in printed)
    full = (out / "lm_eval_table.md").read_text()
    assert "|Tasks|" in full.replace(" ", "") and "pbm_weighted_min" in full and "trace_acc" in full
    assert set(summary["key_intervals_95"]) == {"ori", "maj@2", "pass@2", "del_oracle_weighted", "pbm_weighted_min"}


def test_a_trace_the_pbm_cannot_read_ranks_last_instead_of_voiding_every_row(tmp_path, monkeypatch, capsys,
                                                                           fresh_pbm_scores):
    """One looping sample longer than the PBM's context made every PBM row of the main job NaN (and a rescore
    met the same trace): in selection it now scores 0 at every step, said in one line."""
    from dellabels.traces.parse import parse_trace
    from pbm import scorer
    from pbm.backends.base import Backend, TraceInput
    from pbm.backends.context import ContextOverflow

    class ShortContext(Backend):
        name = "short"

        def check(self, item):
            if "LOOP" in item.trace:
                return ContextOverflow("the PBM conversation of this trace is too long")
            return "this backend reads no such story" if "ALIEN" in item.trace else None

        def score_items(self, items):
            return [[0.8] * len(parse_trace(i.trace, i.choices).steps) for i in items]

    monkeypatch.setattr(scorer.ScoringState, "backend", lambda self, name, model: ShortContext())
    good = "## Step 1 ##\nThe apple is in the red_box.\nthe apple is in [red_box]\n\nFinal Answer: [red_box]"
    loop = good.replace("Final Answer", "LOOP LOOP\n\nFinal Answer")
    scores = scorer.step_scores("short", None, [(DOC_A, good), (DOC_A, loop)])
    assert scores[0] and all(s == 0.8 for s in scores[0])
    assert scores[1] and all(s == scorer.UNSCORABLE == 0.0 for s in scores[1])
    err = capsys.readouterr().err
    assert "1 of 2 traces could not be scored and rank last" in err and "too long" in err
    with pytest.raises(ValueError, match="reads no such story"):  # any other reason stays an error
        scorer.step_scores("short", None, [(DOC_A, good.replace("Final", "ALIEN Final"))])
    with pytest.raises(ValueError, match="too long"):  # asked for that trace's scores: still an error
        scorer.score("short", None, [TraceInput(DOC_A["story"], DOC_A["question"], loop + " again")])


def test_exactly_half_of_the_responses_unparsed_is_flagged():
    """Half of the responses without a final answer is not a result either (the gate's limit is inclusive)."""
    half = assess([40.0, 50.0], ["Final Answer: [box]", "no answer here"])
    assert half.unparsed == 1 and half.garbage and "1 of 2 responses have no final answer" in half.line()
    fewer = assess([40.0, 50.0], ["Final Answer: [box]", "Final Answer: [tub]", "nothing"])
    assert not fewer.garbage and fewer.line().startswith("quality: 2 of 3 responses have a final answer")
