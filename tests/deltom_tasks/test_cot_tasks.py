"""The free-form *_cot tasks through stock lm_eval: prompts, the claims filter, labels and the pinned metrics."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dellabels.traces.freeform_prompt import HITOM_COT_SYSTEM, fill_freeform, freeform_template
from deltom_tasks import TASKS_DIR
from deltom_tasks.cot_configs import expected_files
from helpers.freeform_responses import EXPECTED, KINDS
from helpers.paths import REPO, pythonpath

LIMIT = 6
METRICS = ("acc", "sound", "unsound", "unsupported", "claim_acc", "claims", "unchecked", "unanswered")
SPEC = REPO.parent / "shared" / "spec" / "hitom_cot_prompt.txt"


def run_tasks(tmp: Path, tasks: str, metadata: dict | None = None) -> tuple[Path, dict]:
    env = {k: v for k, v in os.environ.items()}
    env.update(HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", PYTHONPATH=pythonpath())
    cmd = [sys.executable, str(REPO / "tests" / "helpers" / "freeform_responses.py"), "--model", "deltom-freeform",
           "--tasks", tasks, "--include_path", str(TASKS_DIR), "--limit", str(LIMIT), "--output_path", str(tmp),
           "--log_samples", "--seed", "0", *(["--metadata", json.dumps(metadata)] if metadata else [])]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900, cwd=tmp)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    (file,) = tmp.rglob("results_*.json")
    return tmp, json.loads(file.read_text())


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    return run_tasks(tmp_path_factory.mktemp("cot"), "hitom_del_fresh_cot,tomi_del_fresh_cot", {"seed": 5})


def test_every_leaf_and_group_reports_the_pinned_metrics_and_acc_is_the_three_right_labels(fresh):
    _, results = fresh
    rows = results["results"]
    for group in ("hitom_del_fresh_cot", "tomi_del_fresh_cot"):
        leaves = [name for name in rows if name.startswith(group + "_")]
        assert len(leaves) in (5, 6)
        for name in (*leaves, group):
            row = rows[name]
            assert {f"{m},none" for m in METRICS} <= set(row), name
            assert row["acc,none"] == pytest.approx(row["sound,none"] + row["unsound,none"] + row["unsupported,none"])
        assert rows[group]["sound,none"] == pytest.approx(sum(rows[n]["sound,none"] for n in leaves) / len(leaves))


def test_each_logged_response_carries_its_label_answer_and_claims(fresh):
    out, _ = fresh
    files = list(out.rglob("samples_*_cot_*.jsonl"))
    assert files
    for file in files:
        for line in file.read_text().splitlines():
            sample = json.loads(line)
            judged = json.loads(sample["filtered_resps"][0])
            assert judged["label"] == EXPECTED[KINDS[sample["doc_id"] % len(KINDS)]], (file.name, judged)
            for claim in judged["claims"]:
                assert judged["response"][claim["start"]:claim["end"]] == claim["text"]
                assert {"text", "start", "end", "kind", "time", "chain", "object", "value", "verdict",
                        "gold"} <= set(claim)


def test_the_plain_prompt_imposes_no_format(fresh):
    out, _ = fresh
    (file,) = out.rglob("samples_tomi_del_fresh_cot_memory_*.jsonl")
    sample = json.loads(file.read_text().splitlines()[0])
    prompt = sample["arguments"]["gen_args_0"]["arg_0"]
    assert prompt == fill_freeform("plain", sample["doc"]["story"], sample["doc"]["question"], hitom_world=False)
    assert "Think step by step, then give your answer." in prompt and "Final Answer" not in prompt


def test_the_native_prompt_is_the_story_and_the_question(tmp_path):
    out, _ = run_tasks(tmp_path, "hitom_del_fresh_cot_order_2", {"seed": 5, "prompt": "native"})
    (file,) = out.rglob("samples_hitom_del_fresh_cot_order_2_*.jsonl")
    sample = json.loads(file.read_text().splitlines()[0])
    assert sample["arguments"]["gen_args_0"]["arg_0"] == sample["doc"]["story"] + "\n\n" + sample["doc"]["question"]


@pytest.mark.skipif(not SPEC.is_file() or not os.environ.get("DELTOM_HITOM_PATH"),
                    reason="needs ../shared/spec and DELTOM_HITOM_PATH (.ci/run sets it from ../shared/data)")
def test_hitom_cot_asks_with_hi_toms_own_prompt_byte_for_byte_and_its_system_message(tmp_path):
    assert freeform_template("hitom_cot") == SPEC.read_text(encoding="utf-8")
    out, _ = run_tasks(tmp_path, "hitom_cot_order_1")
    (file,) = out.rglob("samples_hitom_cot_order_1_*.jsonl")
    sample = json.loads(file.read_text().splitlines()[0])
    doc = sample["doc"]
    want = SPEC.read_text(encoding="utf-8").rstrip("\n").replace("{story}", doc["story"]).replace(
        "{question}", doc["question"]).replace("{choices}", doc["choices"])
    assert sample["arguments"]["gen_args_0"]["arg_0"] == HITOM_COT_SYSTEM + "\n\n" + want


def test_the_shipped_yaml_files_are_what_the_writer_writes():
    for rel, text in expected_files().items():
        assert (TASKS_DIR / rel).read_text(encoding="utf-8") == text, rel


def test_deltom_table_shows_the_label_rates_and_the_claim_counts_per_response(fresh, tmp_path):
    """`deltom table` on a _cot run: sound / unsound / unsupported / claim_acc as percentages, claims and unchecked
    as counts per response (the task's own numbers, not multiplied by 100), each with its own table."""
    from deltom.cli.deltom import main

    out, results = fresh
    assert main(["table", str(out), "--out", str(tmp_path / "t")]) == 0
    board = json.loads((tmp_path / "t" / "leaderboard.json").read_text())
    hitom = next(b for b in board["boards"] if b["benchmark"] == "hitom_del_fresh_cot")
    (row,) = hitom["rows"]
    column = next(iter(row["columns"].values()))
    leaf = results["results"]["hitom_del_fresh_cot_order_0"]
    assert column["claims"]["per_order"]["0"] == pytest.approx(leaf["claims,none"])
    assert column["sound"]["per_order"]["0"] == pytest.approx(100 * leaf["sound,none"])
    assert row["tier"] == 1
    assert "Checked claims per response (mean) (claims)" in (tmp_path / "t" / "claims_hitom_del_fresh_cot.tex").read_text()
    unsound = (tmp_path / "t" / "unsound_hitom_del_fresh_cot.tex").read_text()
    assert "(unsound)" in unsound and "(mean)" not in unsound
