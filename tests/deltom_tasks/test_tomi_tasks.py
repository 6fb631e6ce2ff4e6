"""tomi_del, tomi_del_bon and tomi_del_fresh: the ToMi prompt, the verifier on ToMi stories, both golds, the
generated files, and a stock lm_eval run with a replay model (gold and wrong traces) read by table, rescore
and report.

The stories written here are ours, in ToMi's sentence forms; ToMi's data (CC BY-NC) is read only through
DELTOM_TOMI_PATH (the ``tomi_path`` fixture: those tests skip without it) and never copied.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dellabels.io.digest import path_sha256
from dellabels.tomi import example
from dellabels.tomi.fresh import QUESTION_TYPES, tomi_fresh_set
from dellabels.traces.prompt import PROMPT_FILES, load_template
from dellabels.traces.verify import verify
from deltom.pages.render import key_label
from deltom_base.errors import DataNotFoundError, FreshSettingsError
from deltom_tasks import TASKS_DIR, tomi_configs
from deltom_tasks.bon_configs import SHIPPED_N, variant_files
from deltom_tasks.fresh import given_settings, type_docs
from harness_ext.benchmarks import tomi
from harness_ext.benchmarks.registry import benchmark, leaf
from helpers.paths import REPO, pythonpath
from helpers.tomi_replay import WRONG, is_right, replay

ROOT = REPO
LIMIT = 12  # second_order_no_tom's doc 10 is the test split's first mislabelled one: in every run
SEED = 5
# ours, in ToMi's grammar: a container's room, an agent already in a room, noise, a return unseen by the mover
STORY = """1 Anne entered the kitchen.
2 The green_box is in the kitchen.
3 Bob entered the kitchen.
4 Anne is in the kitchen.
5 The apple is in the blue_crate.
6 Bob exited the kitchen.
7 Anne likes the garden
8 Anne moved the apple to the green_box.
9 Anne exited the kitchen.
10 Bob entered the kitchen."""
GOLDS = {"Where will Bob look for the apple?": "green_box", "Where will Anne look for the apple?": "green_box",
         "Where does Anne think that Bob searches for the apple?": "blue_crate",
         "Where is the apple really?": "green_box", "Where was the apple at the beginning?": "blue_crate"}


def doc(question: str, answer_tomi: str = "") -> dict:
    gold = GOLDS[question]
    return {"story": STORY, "question": question, "answer": gold, "answer_tomi": answer_tomi or gold}


# --- the prompt, the verifier and the judge, on a story of ours -----------------------------------------------

def test_the_prompt_file_is_the_writers_example_with_its_verified_trace():
    assert PROMPT_FILES["tomi"].read_text(encoding="utf-8") == example.template() == load_template("tomi")
    story, question, trace = example.example()
    assert verify(story, question, trace, "blue_drawer").verified  # the mislabel-prone answer, by the engine
    assert all(load_template("tomi").count(f"{{{f}}}") == 1 for f in ("note", "story", "question"))


@pytest.mark.parametrize("question", list(GOLDS))
def test_gold_trace_scores_1_and_a_wrong_one_0(question):
    right, wrong = replay(STORY, question, True), replay(STORY, question, False)
    assert tomi.judge(doc(question), right) == {"acc": 1.0, "trace_acc": 1.0, "step_acc": 1.0, "lucky": 0.0,
                                                "acc_tomi": 1.0}
    assert tomi.judge(doc(question), wrong) == {"acc": 0.0, "trace_acc": 0.0, "step_acc": 1.0, "lucky": 0.0,
                                                "acc_tomi": 0.0}
    other = right.replace("[blue_crate]", "[red_box]", 1) if "[blue_crate]" in right else \
        right.replace("[green_box]", "[red_box]", 1)
    assert tomi.judge(doc(question), other)["trace_acc"] == 0.0  # one wrong step: not verified


def test_memory_steps_state_the_first_location_once_placed():
    trace = example.gold_trace(STORY, "Where was the apple at the beginning?")
    assert trace.count("At the beginning, the apple was in [Null]") == 4
    assert trace.count("At the beginning, the apple was in [blue_crate]") == 6


def test_a_container_room_line_is_restated_only_by_its_own_words():
    right = replay(STORY, "Where is the apple really?", True)
    moved = right.replace("\nThe green_box is in the kitchen.\n", "\nThe green_box is in the hall.\n")
    assert verify(STORY, "Where is the apple really?", moved, "green_box").first_error == 2


def test_acc_and_acc_tomi_differ_on_a_mislabelled_gold_only():
    question = "Where does Anne think that Bob searches for the apple?"
    mislabelled = doc(question, answer_tomi="green_box")  # as ToMi's generator labels an unshared entry
    assert tomi.judge(mislabelled, replay(STORY, question, True))["acc"] == 1.0
    assert tomi.judge(mislabelled, replay(STORY, question, True))["acc_tomi"] == 0.0
    told = replay(STORY, question, True).replace("Final Answer: [blue_crate]", "Final Answer: [green_box]")
    assert (tomi.judge(mislabelled, told)["acc"], tomi.judge(mislabelled, told)["acc_tomi"]) == (0.0, 1.0)


def test_the_del_pbm_scores_tomi_traces():
    from pbm.backends.base import TraceInput
    from pbm.backends.del_verifier import DELBackend

    backend, question = DELBackend(), "Where does Anne think that Bob searches for the apple?"
    items = [TraceInput(STORY, question, replay(STORY, question, right)) for right in (True, False)]
    assert all(backend.check(item) is None for item in items)
    gold, wrong = backend.score_items(items)
    assert gold == [1.0] * 10 and wrong == [1.0] * 9 + [0.0]
    assert "cannot verify" in backend.check(TraceInput(STORY, "Where will Zed look for the apple?", "x"))


# --- registry, generated files, fresh settings -----------------------------------------------------------

def test_leaves_are_read_as_tomi_with_question_type_keys():
    for name, want in (("tomi_del_second_order_no_tom", ("tomi", "tomi_del", "second_order_no_tom", False)),
                       ("tomi_del_bon_n4_memory", ("tomi", "tomi_del_bon_n4", "memory", True)),
                       ("tomi_del_fresh_first_order_tom", ("tomi", "tomi_del_fresh", "first_order_tom", False))):
        found = leaf(name)
        assert (found.benchmark.family, found.group, found.key, found.bon) == want
    assert leaf("tomi_del_third_order") is None and benchmark("tomi").keys == QUESTION_TYPES


def test_generated_yaml_files_are_current():
    for rel, text in tomi_configs.expected_files().items():
        assert (TASKS_DIR / rel).read_text(encoding="utf-8") == text, rel
    for n in SHIPPED_N:
        for name, text in variant_files("tomi", n).items():
            assert (TASKS_DIR / "tomi_del_bon" / name).read_text(encoding="utf-8") == text, name


def test_fresh_tomi_sets_are_seeded_and_refuse_settings_that_do_not_apply():
    settings, docs, fp = tomi_fresh_set({"seed": SEED, "per_type": 7})
    assert settings.as_dict() == {"style": "tomi", "seed": SEED, "per_type": 7, "vocab": "fresh"}
    assert [d["question_class"] for d in docs] == [t for t in QUESTION_TYPES for _ in range(7)]
    assert tomi_fresh_set({"seed": SEED, "per_type": 7})[2] == fp != tomi_fresh_set({"seed": 6, "per_type": 7})[2]
    assert all(verify(d["story"], d["question"], example.gold_trace(d["story"], d["question"]), d["answer"]).verified
               for d in docs)
    with pytest.raises(FreshSettingsError, match=r"^fresh ToMi: setting 'balanced' applies to Hi-ToM-style sets"):
        type_docs({"balanced": True}, "memory")
    with pytest.raises(FreshSettingsError, match=r"^fresh Hi-ToM: setting 'per_type' applies to ToMi-style sets"):
        given_settings({"per_type": 3})
    with pytest.raises(FreshSettingsError, match="did you mean 'per_type'"):
        type_docs({"per_typ": 3}, "memory")
    with pytest.raises(ValueError, match="unknown ToMi question type 'third_order'"):
        type_docs({}, "third_order")


# --- ToMi's test split ------------------------------------------------------------------------------------

def test_test_split_docs_golds_and_gold_traces(tomi_path):
    docs = tomi.tomi_docs(str(tomi_path))
    counts = {t: sum(d["question_class"] == t for d in docs) for t in QUESTION_TYPES}
    assert counts == {"memory": 999, "reality": 999, "first_order_no_tom": 1594, "first_order_tom": 404,
                      "second_order_no_tom": 1448, "second_order_tom": 550}
    differ = [d for d in docs if d["answer"] != d["answer_tomi"]]
    assert len(differ) == 464 and {d["question_class"] for d in differ} == {"second_order_no_tom"}
    for d in docs[::5]:  # every fifth question (all 5994 take a few seconds more)
        assert verify(d["story"], d["question"], example.gold_trace(d["story"], d["question"]), d["answer"]).verified
    assert example.example()[0] not in {d["story"] for d in docs}


def test_the_zip_or_its_folder_named_in_metadata_give_the_same_docs(tomi_path, tmp_path, monkeypatch):
    import zipfile

    from deltom_tasks.provenance import file_record

    monkeypatch.delenv("DELTOM_TOMI_PATH", raising=False)
    folder = tmp_path / "tomi"  # a scratch copy, never in the repository
    if tomi_path.is_dir():
        folder = tomi_path
    else:
        with zipfile.ZipFile(tomi_path) as archive:
            archive.extractall(folder)
    from_zip = tomi.tomi_dataset(str(tomi_path), "memory")["test"]
    from_folder = tomi.tomi_dataset(str(folder), "memory")["test"]
    assert len(from_zip) == 999 and list(from_zip) == list(from_folder)
    assert file_record("ToMi data", str(folder)) == {"kind": "ToMi data", "file": folder.name,
                                                     "sha256": path_sha256(folder)}
    with pytest.raises(DataNotFoundError, match="DELTOM_TOMI_PATH=.*tomi_path"):
        tomi.tomi_dataset(None, "memory")
    with pytest.raises(ValueError, match="unknown ToMi question type 'first_order'"):
        tomi.tomi_dataset(str(tomi_path), "first_order")


@pytest.fixture(scope="module")
def run(tmp_path_factory, tomi_path):
    """Stock lm_eval with the replay model on tomi_del, tomi_del_bon_n4 (PBM rows = the DEL verifier) and
    tomi_del_fresh, --limit 12."""
    out = tmp_path_factory.mktemp("tomi_run")
    env = dict(os.environ, DELTOM_TOMI_PATH=str(tomi_path), HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1",
               DELTOM_PBM_BACKEND="del", PYTHONPATH=pythonpath())
    cmd = [sys.executable, str(ROOT / "tests" / "helpers" / "tomi_replay.py"), "--model", "deltom-tomi-replay",
           "--tasks", "tomi_del,tomi_del_bon_n4,tomi_del_fresh", "--include_path", str(TASKS_DIR),
           "--limit", str(LIMIT), "--output_path", str(out), "--log_samples", "--seed", "0",
           "--metadata", json.dumps({"seed": SEED})]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600, cwd=out)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    (file,) = out.rglob("results_*.json")
    return out, file, json.loads(file.read_text())


def _samples(out: Path, task: str) -> list[dict]:
    (file,) = out.rglob(f"samples_{task}_2*.jsonl")  # '_2': the timestamp
    return [json.loads(line) for line in file.read_text().splitlines()]


def test_plain_leaves_and_group_report_both_accuracies_and_verified_reasoning(run):
    out, _, results = run
    rows = results["results"]
    for group in ("tomi_del", "tomi_del_fresh"):
        assert results["group_subtasks"][group] == [f"{group}_{t}" for t in QUESTION_TYPES]
        for key in QUESTION_TYPES:
            row, samples = rows[f"{group}_{key}"], _samples(out, f"{group}_{key}")
            assert len(samples) == LIMIT
            assert (row["acc,none"], row["trace_acc,none"], row["step_acc,none"], row["lucky,none"]) == \
                (0.5, 0.5, 1.0, 0.0)
            for s in samples:  # the two accuracies differ exactly where the golds do (on a right answer)
                assert s["acc"] == float(is_right(s["doc_id"], 0))
                assert s["acc_tomi"] == s["acc"] * (s["doc"]["answer"] == s["doc"]["answer_tomi"])
        for metric in ("acc", "acc_tomi", "trace_acc", "step_acc", "lucky"):
            leaves = [rows[f"{group}_{t}"][f"{metric},none"] for t in QUESTION_TYPES]
            assert rows[group][f"{metric},none"] == pytest.approx(sum(leaves) / len(leaves))
    assert rows["tomi_del_second_order_no_tom"]["acc_tomi,none"] == pytest.approx(5 / 12)  # doc 10: ToMi's is wrong
    assert rows["tomi_del_fresh_second_order_no_tom"]["acc_tomi,none"] == 0.5  # generated: one gold


def test_best_of_n_has_every_row_with_every_metric(run):
    from harness_ext.bon.rows import row_names

    _, _, results = run
    rows = results["results"]
    for key in QUESTION_TYPES:
        row = rows[f"tomi_del_bon_n4_{key}"]
        for name in row_names("tomi", 4):
            for metric in ("acc", "acc_tomi", "trace_acc", "step_acc", "lucky"):
                assert f"{metric},{name}" in row, (key, name, metric)
        # every doc has two gold samples of four: the verifier's pick is one, the mean is half
        assert (row["acc,ori"], row["acc,pass@4"], row["acc,del_oracle"], row["trace_acc,del_oracle"]) == \
            (0.5, 1.0, 1.0, 1.0)
    assert rows["tomi_del_bon_n4_second_order_no_tom"]["acc_tomi,del_oracle"] == pytest.approx(10 / 12)


def test_results_record_the_data_prompt_and_generated_set(run, tomi_path):
    import hashlib

    _, _, results = run
    template = hashlib.sha256(load_template("tomi").encode("utf-8")).hexdigest()
    for task in ("tomi_del_memory", "tomi_del_bon_n4_reality"):
        recorded = results["configs"][task]["metadata"]["provenance"]
        assert recorded["data"] == {"kind": "ToMi data", "file": tomi_path.name, "sha256": path_sha256(tomi_path)}
        assert recorded["prompt"] == {"variant": "tomi", "sha256": template}
    settings, docs, fp = tomi_fresh_set({"seed": SEED})
    fresh = results["configs"]["tomi_del_fresh_memory"]["metadata"]
    assert fresh["fresh"]["fingerprint"] == fp and fresh["fresh"]["question_type"] == "memory"
    assert fresh["provenance"]["data"]["kind"] == "generated ToMi-style set"


def test_table_rescore_and_report_accept_the_run(run, tmp_path, capsys):
    from deltom.cli.deltom import main

    out, file, _ = run
    assert main(["table", str(file), "--out", str(tmp_path / "table")]) == 0
    board = (tmp_path / "table" / "leaderboard.md").read_text(encoding="utf-8")
    assert "## tomi_del\n" in board and "## tomi_del_fresh\n" in board and "Second Order No Tom" in board
    assert main(["rescore", str(out), "--pbm-backend", "del", "--out", str(tmp_path / "summary.json")]) == 0
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert set(summary["per_order"]) == set(QUESTION_TYPES) and not summary["partial"]
    assert summary["per_order"]["memory"]["del_oracle"] == 100.0
    assert main(["report", str(out), "--out", str(tmp_path / "report.html")]) == 0
    assert "second_order_tom" in (tmp_path / "report.html").read_text(encoding="utf-8")
    capsys.readouterr()


def _in_registry_order(text: str) -> bool:
    """Whether every question type's column label is in ``text``, in the registry's order (not alphabetical)."""
    places = [text.find(key_label(t)) for t in QUESTION_TYPES]
    return -1 not in places and places == sorted(places)


def test_tables_give_both_golds_accuracy_with_question_types_in_registry_order(run, tmp_path, capsys):
    from deltom.cli.deltom import main

    out, file, _ = run
    assert main(["table", str(file), "--out", str(tmp_path / "board")]) == 0
    board = tmp_path / "board"
    header = (board / "acc_tomi_tomi_del.csv").read_text(encoding="utf-8").splitlines()[0]
    assert _in_registry_order(header) and _in_registry_order((board / "leaderboard_tomi_del.csv").read_text())
    assert "Accuracy against ToMi&#x27;s own gold (%) (acc_tomi)" in (board / "leaderboard.html").read_text()
    assert "| Lucky | acc_tomi |" in (board / "leaderboard.md").read_text()  # a summary column of its own
    record = json.loads((board / "leaderboard.json").read_text())
    rows = next(b for b in record["boards"] if b["benchmark"] == "tomi_del")["rows"]
    plain, bon = (next(r for r in rows if r["plain"] is want) for want in (True, False))
    ori = plain["columns"]["Ori / acc"]
    assert ori["per_order"]["second_order_no_tom"] == 50.0  # doc 10: right by the DEL gold, wrong by ToMi's
    assert ori["acc_tomi"]["per_order"]["second_order_no_tom"] == pytest.approx(100 * 5 / 12)
    assert ori["acc_tomi"]["per_order"]["memory"] == 50.0  # the golds agree: the same figure
    oracle = bon["columns"]["DEL oracle"]
    assert (oracle["per_order"]["second_order_no_tom"], oracle["acc_tomi"]["per_order"]["second_order_no_tom"]) == \
        (100.0, pytest.approx(100 * 10 / 12))
    assert main(["table", str(file), "--layout", "paper", "--out", str(tmp_path / "paper")]) == 0
    paper = json.loads((tmp_path / "paper" / "table.json").read_text())["models"][0]
    assert paper["per_order"]["second_order_no_tom"]["ori"] == 50.0
    assert paper["extra_metrics"]["acc_tomi"]["per_order"]["second_order_no_tom"]["ori"] == pytest.approx(100 * 5 / 12)
    assert "acc_tomi.csv" in json.loads((tmp_path / "paper" / "table.json").read_text())["files"]
    assert _in_registry_order((tmp_path / "paper" / "acc_tomi.csv").read_text().splitlines()[0])
    assert main(["report", str(out), "--out", str(tmp_path / "report.html")]) == 0
    assert _in_registry_order((tmp_path / "report.html").read_text(encoding="utf-8").split("<h3>accuracy</h3>")[1])
    capsys.readouterr()
