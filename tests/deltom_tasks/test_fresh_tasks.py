"""hitom_del_fresh* through stock lm_eval, offline and without any data file: metrics, provenance, yaml files."""
import json
import os
import subprocess
import sys

import pytest

from dellabels.hitom.fresh import fresh_set
from deltom_base.errors import FreshSettingsError
from deltom_tasks import TASKS_DIR
from deltom_tasks.bon_configs import SHIPPED_N, variant_files
from deltom_tasks.fresh import provenance, provenance_caption
from deltom_tasks.fresh_configs import expected_files
from helpers.paths import REPO, pythonpath

ROOT = REPO
LIMIT = 2
SEED = 11


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    """Stock lm_eval (crafted responses) on the fresh group, the ladder and the Best-of-N twin at N=1."""
    out = tmp_path_factory.mktemp("fresh_run")
    env = {k: v for k, v in os.environ.items() if k not in ("DELTOM_HITOM_PATH", "DELTOM_KOSINSKI_PATH")}
    env.update(HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", DELTOM_PBM_BACKEND="del",
               PYTHONPATH=pythonpath())
    cmd = [sys.executable, str(ROOT / "tests" / "helpers" / "crafted_traces.py"), "--model", "deltom-crafted",
           "--tasks", "hitom_del_fresh,hitom_del_fresh_ladder,hitom_del_fresh_bon_n1", "--include_path",
           str(TASKS_DIR), "--limit", str(LIMIT), "--output_path", str(out), "--log_samples", "--seed", "0",
           "--metadata", json.dumps({"seed": SEED})]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600, cwd=out)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    (file,) = out.rglob("results_*.json")
    return out, json.loads(file.read_text())


def test_groups_report_acc_and_the_verified_reasoning_metrics(run):
    _, results = run
    rows = results["results"]
    for group, orders in (("hitom_del_fresh", range(5)), ("hitom_del_fresh_ladder", range(7))):
        leaves = [rows[f"{group}_order_{k}"] for k in orders]
        for metric in ("acc", "trace_acc", "step_acc", "lucky"):
            assert rows[group][f"{metric},none"] == pytest.approx(sum(r[f"{metric},none"] for r in leaves) / len(leaves))
        for row in (*leaves, rows[group]):
            assert row["acc,none"] == pytest.approx(row["trace_acc,none"] + row["lucky,none"])
    bon = rows["hitom_del_fresh_bon_n1_order_3"]
    assert {"acc,ori", "acc,del_oracle", "acc,pbm_vanilla_min"} <= set(bon)


def test_docs_are_the_generated_set_and_the_results_record_its_fingerprint(run):
    out, results = run
    settings, docs, fp = fresh_set({"seed": SEED})
    for order in range(5):
        (file,) = out.rglob(f"samples_hitom_del_fresh_order_{order}_2*.jsonl")
        seen = [json.loads(line)["doc"] for line in file.read_text().splitlines()]
        want = [d for d in docs if d["question_order"] == order][:LIMIT]
        assert [{k: d[k] for k in want[0]} for d in seen] == want
        recorded = results["configs"][f"hitom_del_fresh_order_{order}"]["metadata"]["fresh"]
        assert recorded["fingerprint"] == fp and recorded["settings"] == settings.as_dict()
    ladder = fresh_set({"seed": SEED, "orders": list(range(7))})[2]
    assert results["configs"]["hitom_del_fresh_bon_n1_order_0"]["metadata"]["fresh"]["fingerprint"] == fp
    assert {f for _, f in provenance(results)} == {fp, ladder}
    caption = provenance_caption(results)
    assert "seed not shown" in caption and f"seed={SEED}" not in caption and fp[:16] in caption and ladder[:16] in caption


def test_shipped_yaml_files_are_the_generated_ones():
    for name, text in expected_files().items():
        assert (TASKS_DIR / "hitom_del_fresh" / name).read_text(encoding="utf-8") == text, name
    for n in SHIPPED_N:
        for name, text in variant_files("hitom_fresh", n).items():
            assert (TASKS_DIR / "hitom_del_fresh_bon" / name).read_text(encoding="utf-8") == text, name


@pytest.mark.parametrize("metadata, said", [
    ('{"seed": -3}', "fresh Hi-ToM setting 'seed': must be an integer"),
    ('{"sed": 3}', "unknown setting 'sed' (did you mean 'seed'?)"),
    ('{"orders": [7], "agents": 3}', "fresh Hi-ToM setting"),
    ('{"prompt": "nosuch"}', "--metadata prompt \"nosuch\": hitom_del_fresh has no such prompt; known prompts: "
                             "reference, appendix, tomi"),
])
def test_deltom_eval_refuses_bad_fresh_settings_before_any_model(metadata, said, capsys):
    """A bad setting is one line and exit 2 before the model under test loads (dummy: would load instantly)."""
    from deltom.cli.deltom_eval import main

    with pytest.raises(SystemExit) as stop:
        main(["--model", "dummy", "--tasks", "hitom_del_fresh", "--metadata", metadata, "--limit", "1"])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("deltom-eval: error: ") and said in err and "\n" not in err and "Traceback" not in err


@pytest.mark.parametrize("key", ["random_seed", "seed_value", "my_per_order"])
def test_a_metadata_key_holding_a_setting_name_is_refused_by_the_task_itself(key):
    """Stock ``lm_eval --metadata '{"random_seed": 5}'`` (no deltom-eval in between) would run the public seed-0
    set; the task's own settings reader refuses it."""
    from deltom_tasks.fresh import TOMI_STYLE, given_settings

    with pytest.raises(FreshSettingsError, match=f"unknown setting '{key}'"):
        given_settings({key: 5, "pretrained": "m", "dtype": "float32"})
    assert given_settings({"pretrained": "m", "max_length": 4096, "seed": 3}) == {"seed": 3}
    with pytest.raises(FreshSettingsError, match="random_seed"):
        given_settings({"random_seed": 5}, TOMI_STYLE)
