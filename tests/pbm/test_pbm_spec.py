"""Which PBM, and quiet by default: the offline default names the three ways to provide one, a checkpoint
without an LM head is refused, `pbm build-default`'s flags match its errors, lm-eval's hints are filtered."""
import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deltom_base.errors import PBMConfigError
from deltom_base.plumbing import LM_EVAL_HINT, LM_EVAL_TASK_LOGGER, quiet_lm_eval_hints
from helpers.console import run_offline
from helpers.paths import REPO
from pbm.spec import HOW_TO_PROVIDE, check, resolve_model

ROOT = REPO
BIN = Path(sys.executable).parent



def test_offline_default_names_the_three_ways(tmp_path, monkeypatch):
    monkeypatch.setenv("DELTOM_CACHE", str(tmp_path))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(PBMConfigError) as err:
        resolve_model("default")
    message = str(err.value)
    assert "\n" not in message and HOW_TO_PROVIDE in message
    for way in ("DELTOM_PBM_MODEL=", "`pbm build-default`", "DELTOM_PBM_BACKEND=del"):
        assert way in message


def _tiny(tmp_path: Path, name: str) -> Path:
    from pbm.tiny import TinyConfig, build_tiny_model

    return Path(build_tiny_model(tmp_path / name, ["Anne entered the kitchen. + -"],
                                 TinyConfig(vocab_size=300, hidden_size=16, intermediate_size=32, num_hidden_layers=1,
                                            num_attention_heads=2)))


def test_a_checkpoint_without_an_lm_head_is_refused_and_an_untrained_lm_is_warned(tmp_path, caplog):
    model = _tiny(tmp_path, "lm")
    with caplog.at_level(logging.WARNING, logger="pbm.spec"):
        check("hf", str(model))
    assert "no pbm_train.json" in caplog.text and "pbm bench" in caplog.text
    config = json.loads((model / "config.json").read_text())
    (model / "config.json").write_text(json.dumps(dict(config, architectures=["LlamaForSequenceClassification"])))
    with pytest.raises(PBMConfigError, match="have no LM head"):
        check("hf", str(model) + "/")  # another spelling: check() is memoised by its arguments


def test_build_default_flags_and_errors_match(tmp_path):
    env = dict(os.environ, DELTOM_CACHE=str(tmp_path))
    run = subprocess.run([str(BIN / "pbm"), "build-default", "--stories", "3"], env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 2 and run.stderr.strip() == \
        "pbm build-default: error: --stories must be at least 10 (5 questions each), got 3"
    from pbm.default import Recipe, recipe_for

    assert recipe_for(40, 2, 0).test_examples == 40 and recipe_for(400, 2, 0) == Recipe()  # default build unchanged
    helptext = subprocess.run([str(BIN / "pbm"), "build-default", "--help"], capture_output=True, text=True).stdout
    assert "--stories" in helptext and "minutes" in helptext


def test_stock_lm_eval_plain_task_is_quiet(tmp_path, hitom_path):
    """Before: a plain hitom_del run under stock lm_eval still printed lm-eval's --metadata hint per task."""
    cmd = [str(BIN / "lm_eval"), "--model", "dummy", "--tasks", "hitom_del_order_0", "--include_path",
           str(ROOT / "deltom_tasks"), "--limit", "1"]
    run = run_offline(tmp_path, cmd, hitom_path)
    assert run.returncode == 0, run.stderr[-3000:]
    assert LM_EVAL_HINT not in run.stderr, [l for l in run.stderr.splitlines() if "Custom" in l]
    assert "trace_acc" in run.stdout
    loud = run_offline(tmp_path, cmd, hitom_path, DELTOM_VERBOSE="1")
    assert LM_EVAL_HINT in loud.stderr  # the filter, not a changed lm-eval, keeps it quiet


def test_lm_eval_hint_is_filtered_unless_verbose(monkeypatch, caplog):
    monkeypatch.delenv("DELTOM_VERBOSE", raising=False)
    quiet_lm_eval_hints()
    with caplog.at_level(logging.WARNING, logger=LM_EVAL_TASK_LOGGER):
        logging.getLogger(LM_EVAL_TASK_LOGGER).warning("t: %s in console", LM_EVAL_HINT)
        logging.getLogger(LM_EVAL_TASK_LOGGER).warning("another warning")
    assert LM_EVAL_HINT not in caplog.text and "another warning" in caplog.text


def test_pbm_scoring_is_free_of_the_cache_deprecation(tmp_path, monkeypatch, capfd):
    """transformers 5 warned ``past_key_values is deprecated`` (FutureWarning and a log line) on every scoring run."""
    import warnings

    from dellabels.hitom.explain import gold_trace
    from dellabels.hitom.story_generator import generate
    from dellabels.hitom.world import HiToMStory
    from helpers.tiny_lm import build_tiny_lm
    from pbm.backends import TraceInput, load_backend

    monkeypatch.delenv("DELTOM_VERBOSE", raising=False)
    record = next(generate(1, seed=3, lengths=(1,), progress=False))
    story = HiToMStory(record["story"])
    items = [TraceInput(record["story"], q["question"], gold_trace(story, q["question"])) for q in record["questions"]]
    backend = load_backend("hf", str(build_tiny_lm(tmp_path / "lm", [record["story"]])), device="cpu")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert len(backend.score_items(items)) == len(items)
    assert not [w for w in caught if "past_key_values" in str(w.message)]
    assert "past_key_values" not in capfd.readouterr().err
