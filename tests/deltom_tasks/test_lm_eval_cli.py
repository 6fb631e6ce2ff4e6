"""Stock lm-eval sees deltom's tasks: `lm-eval ls` lists every group, task and tag, `lm-eval validate` finds them.

These are the commands of docs/tasks.md ("Running them"), run as they are written (the console script of this venv).
"""
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from deltom_tasks import TASKS_DIR
from helpers.paths import REPO

LM_EVAL = Path(sys.executable).with_name("lm-eval")
TAGS = {"theory_of_mind", "best_of_n", "best_of_n_tomi"}


def _names() -> tuple[set, set]:
    """(groups, leaf tasks) declared by the yaml files of deltom_tasks."""
    class Loader(yaml.SafeLoader):
        pass

    Loader.add_constructor("!function", lambda loader, node: loader.construct_scalar(node))
    groups, tasks = set(), set()
    for path in TASKS_DIR.rglob("*.yaml"):
        config = yaml.load(path.read_text(encoding="utf-8"), Loader=Loader)
        if "group" in config:
            groups.add(config["group"])
        else:
            tasks.add(config["task"])
    return groups, tasks


def _lm_eval(*args: str) -> subprocess.CompletedProcess:
    if not LM_EVAL.exists():
        pytest.skip(f"no lm-eval console script next to {sys.executable}")
    env = dict(os.environ, HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    return subprocess.run([str(LM_EVAL), *args], cwd=REPO, env=env, capture_output=True, text=True, timeout=600)


def test_ls_lists_every_group_task_and_tag_from_deltom_tasks():
    run = _lm_eval("ls", "tasks", "--include_path", "deltom_tasks")
    assert run.returncode == 0, run.stderr[-2000:]
    rows = {}
    for line in run.stdout.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) >= 1 and cells[0]:
            rows.setdefault(cells[0], cells[1] if len(cells) > 1 else "")
    groups, tasks = _names()
    # hitom_del x 6 groups (5 leaves each), its bon x 4 N; kosinski_del, its bon x 4 N; hitom_del_fresh
    # (5 leaves), _balanced (5), _ladder (7); the fresh bon twin x 4 N (5 leaves each); tomi_del (6 leaves),
    # its bon x 4 N, tomi_del_fresh (6); the free-form twins hitom_cot (5), tomi_cot (6), hitom_del_fresh_cot (5),
    # tomi_del_fresh_cot (6)
    assert len(groups) == 15 + 3 + 4 + 6 + 4 and \
        len(tasks) == 30 + 20 + 4 + 16 + 5 + 5 + 7 + 20 + 6 + 24 + 6 + 5 + 6 + 5 + 6
    for name in groups | tasks:
        assert name in rows, name
        assert rows[name].startswith("deltom_tasks/"), (name, rows[name])  # ours, not a stock task
    assert TAGS <= set(rows)


def test_validate_finds_every_group_and_tag_and_fails_on_a_wrong_name():
    groups, _ = _names()
    names = ",".join(sorted(groups | TAGS))
    run = _lm_eval("validate", "--tasks", names, "--include_path", "deltom_tasks")
    assert run.returncode == 0 and "All tasks found and valid" in run.stdout, run.stdout + run.stderr[-2000:]
    run = _lm_eval("validate", "--tasks", "hitom_del,hitom_del_bon_n65", "--include_path", "deltom_tasks")
    assert run.returncode == 1 and "hitom_del_bon_n65" in run.stdout


def test_tags_hold_each_paper_question_once(hitom_path, kosinski_path, monkeypatch):
    from lm_eval.tasks import TaskManager

    monkeypatch.setenv("DELTOM_PBM_BACKEND", "del")  # Best-of-N tasks check their PBM while they are built

    manager = TaskManager(include_path=str(TASKS_DIR), include_defaults=False)
    tom = manager.load("theory_of_mind")["tasks"]
    assert sorted(tom) == sorted([f"hitom_del_order_{k}" for k in range(5)] + [
        f"kosinski_del_{c}" for c in ("false_belief", "informed_protagonist", "no_transfer", "present_protagonist")])
    bon = manager.load("best_of_n")["tasks"]
    assert len(bon) == 9 and all(task.config.repeats == 16 for task in bon.values())
