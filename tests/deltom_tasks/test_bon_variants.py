"""Best-of-N variants per N: shipped files up to date, --n names and a stable task folder, N in row names."""
import json
import os
import subprocess
import sys

import pytest

from deltom.analysis.results_load import load_result
from deltom.analysis.samples import classify_task
from deltom.cli import deltom_eval as cli
from deltom_base.errors import UsageError
from deltom_tasks import TASKS_DIR
from deltom_tasks.bon_configs import SHIPPED_N, expected_files, parse_task_name, with_n
from harness_ext.bon import rows
from helpers.paths import REPO


def test_shipped_bon_files_are_up_to_date():
    for rel, text in expected_files().items():
        assert (TASKS_DIR / rel).read_text(encoding="utf-8") == text, rel
    generated = {rel for rel in expected_files()}
    for folder in ("hitom_del_bon", "kosinski_del_bon"):  # nothing stale next to them
        for path in (TASKS_DIR / folder).iterdir():
            rel = f"{folder}/{path.name}"
            assert rel in generated or path.name in ("utils.py", "README.md", f"_{folder}_template_yaml") \
                or path.name == "__pycache__", rel


@pytest.mark.parametrize("name,n,expected", [
    ("hitom_del_bon", 64, "hitom_del_bon_n64"), ("hitom_del_bon_order_3", 4, "hitom_del_bon_n4_order_3"),
    ("hitom_del_bon_n4_order_3", 16, "hitom_del_bon_order_3"), ("kosinski_del_bon_no_transfer", 2,
                                                               "kosinski_del_bon_n2_no_transfer"),
    ("kosinski_del_bon", 16, "kosinski_del_bon"), ("hitom_del_order_0", 4, None), ("hitom_del_bon_order_9", 4, None),
])
def test_names_per_n(name, n, expected):
    assert with_n(name, n) == expected
    if expected and parse_task_name(expected)[2]:  # every leaf variant is read back as its order / condition
        assert classify_task(expected) == classify_task(with_n(expected, 16))


def test_classify_task_reads_every_n():
    assert classify_task("hitom_del_bon_n64_order_2") == ("hitom", "2")
    assert classify_task("kosinski_del_bon_n4_false_belief") == ("kosinski", "false_belief")
    assert classify_task("kosinski_del_bon_present_protagonist") == ("kosinski", "present_protagonist")
    assert classify_task("hitom_del_bon_n0_order_1") is None and classify_task("arc_easy") is None
    assert classify_task("hitom_del_order_1") == ("hitom", "1")  # a plain leaf: the report reads plain runs too


def test_n_renames_tasks_and_keeps_others(monkeypatch):
    monkeypatch.setenv("DELTOM_PBM_BACKEND", "del")  # prepare_args checks the PBM rows; no PBM is built here
    args = cli.prepare_args(["--model", "x", "--tasks", "hitom_del_bon,hitom_del,kosinski_del_bon_no_transfer",
                             "--n", "64"])
    assert args[args.index("--tasks") + 1] == "hitom_del_bon_n64,hitom_del,kosinski_del_bon_n64_no_transfer"
    assert args[-2:] == ["--include_path", str(TASKS_DIR)]  # N = 64 ships: no copy
    assert cli.prepare_args(["--tasks=hitom_del_bon_order_1", "--n=16"])[0] == "--tasks=hitom_del_bon_order_1"


@pytest.mark.parametrize("argv,message", [
    (["--tasks", "hitom_del", "--n", "4"], "has none"),
    (["--tasks", "hitom_del_bon_n4", "--n", "64"], "names N=4 but --n is 64"),
    (["--tasks", "hitom_del_bon", "--n", "0"], ">= 1"),
    (["--tasks", "hitom_del_bon", "--n", "many"], "positive integer"),
    (["--n", "4"], "needs --tasks"),
])
def test_repeats_errors(argv, message):
    with pytest.raises(UsageError, match=message):
        cli.prepare_args(argv)


def test_unshipped_n_gets_a_stable_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path))
    monkeypatch.setenv("DELTOM_PBM_BACKEND", "del")  # prepare_args checks the PBM rows; no PBM is built here
    folder = cli.stable_tasks_dir(3)
    assert folder.name == "deltom_tasks" and folder.parent.parent == tmp_path / "lm_eval_tasks"
    leaf = folder / "hitom_del_bon" / "hitom_del_bon_n3_order_0.yaml"
    template = (folder / "hitom_del_bon" / "_hitom_del_bon_n3_template_yaml").read_text()
    assert leaf.is_file() and "repeats: 3\n" in template and '"maj@3"' in template
    assert (folder / "hitom_del" / "hitom_del.yaml").is_file()  # other tasks run from the same folder
    stamp = leaf.stat().st_mtime_ns
    assert cli.stable_tasks_dir(3) == folder and leaf.stat().st_mtime_ns == stamp  # written once, reused
    assert cli.stable_tasks_dir(4) == TASKS_DIR and 3 not in SHIPPED_N
    args = cli.prepare_args(["--tasks", "kosinski_del_bon", "--n", "3"])
    assert args[-1] == str(folder) and "kosinski_del_bon_n3" in args
    with pytest.raises(UsageError, match="takes one --include_path"):
        cli.prepare_args(["--tasks", "hitom_del_bon", "--n", "3", "--include_path", "mine"])


def test_lm_eval_reads_an_unshipped_variant(tmp_path):
    from lm_eval.tasks import TaskManager

    folder = cli.stable_tasks_dir(3, cache=tmp_path)
    manager = TaskManager(include_path=str(folder), include_defaults=False)
    assert "hitom_del_bon_n3" in manager.all_groups and "kosinski_del_bon_n3_no_transfer" in manager.all_subtasks


def test_rows_name_n(tmp_path):
    assert rows.row_names("kosinski", 8)[:3] == ["ori", "pass@8", "maj@8"]
    assert rows.canonical_row("maj@N", 16) == "maj@16" and rows.canonical_row("pass@N", None) == "pass@N"
    assert rows.canonical_row("maj@4", 16) == "maj@4" and rows.canonical_row("acc", 4) is None
    assert rows.canonical_row("majority", 16) is None and rows.canonical_row("pass_at_n", 16) is None  # no rows
    results = {"results": {f"hitom_del_bon_order_{k}": {"acc,ori": 0.5, "acc,maj@16": 0.25, "acc,pass@16": 1.0,
                                                        "acc_stderr,ori": 0.0} for k in range(5)},
               "configs": {f"hitom_del_bon_order_{k}": {"repeats": 16} for k in range(5)}}
    path = tmp_path / "results_n16.json"
    path.write_text(json.dumps(results))
    result = load_result(path)
    assert result.n == 16 and result.average == {"ori": 50.0, "pass@16": 100.0, "maj@16": 25.0}
    summary = tmp_path / "summary.json"
    summary.write_text(json.dumps({"n": 4, "per_order": {"0": {"maj@N": 10.0, "ori": 5.0}}}))
    assert load_result(summary).average == {"ori": 5.0, "maj@4": 10.0}


def test_deltom_eval_repeats_error_is_one_line(tmp_path):
    env = dict(os.environ, DELTOM_CACHE=str(tmp_path), HF_HUB_OFFLINE="1")
    run = subprocess.run([sys.executable, "-m", "deltom.cli.deltom_eval", "--model", "dummy", "--tasks", "hitom_del",
                          "--n", "4"], env=env, capture_output=True, text=True, timeout=300,
                         cwd=REPO)
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert run.stderr.strip().splitlines()[-1].startswith("deltom-eval: error: --n applies to the Best-of-N")
