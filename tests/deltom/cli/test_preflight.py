"""Errors before work, through the real console scripts: a bad PBM under stock lm_eval is one line, and
`deltom-eval` finds PBM and beam argument problems before any model loads.

Before: a bad PBM under stock lm_eval was a ~40-line traceback after the task read its data; in deltom-eval it
was found while the tasks were built, after the model under test loaded; a beam model_arg typo was a TypeError
traceback without the valid names.
"""
import sys
from pathlib import Path

import pytest

from deltom_base.errors import BeamArgsError
from deltom_base.plumbing import LM_EVAL_HINT
from harness_ext.search.config import SearchConfig
from helpers.console import run_offline
from helpers.paths import REPO

ROOT = REPO
BIN = Path(sys.executable).parent



def test_stock_lm_eval_bad_pbm_is_one_line(tmp_path, hitom_path):
    run = run_offline(tmp_path, [str(BIN / "lm_eval"), "--model", "dummy", "--tasks", "hitom_del_bon_n4_order_0",
                          "--include_path", str(ROOT / "deltom_tasks"), "--limit", "1"], hitom_path,
               DELTOM_PBM_MODEL="/nonexistent/pbm")
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr[-3000:]
    last = run.stderr.strip().splitlines()[-1]
    assert last == ("lm_eval: error: task hitom_del_bon_n4_order_0, row pbm_vanilla_last: PBM backend hf, "
                    "model /nonexistent/pbm: no such file or directory")
    assert LM_EVAL_HINT not in run.stderr  # quiet by default


@pytest.mark.parametrize("args, expected", [
    (["--model", "hf", "--model_args", "pretrained=/nonexistent/lm", "--tasks", "hitom_del_bon_n4"],
     "the default PBM is not built"),
    (["--model", "hf-pbm-beam", "--model_args", "pretrained=/nonexistent/lm,beam=2,pbm_backend=del",
      "--tasks", "hitom_del_order_0"], "unknown model_args beam (did you mean beams?); valid: batch_size, beams,"),
    (["--model", "hf-pbm-beam", "--model_args", "pretrained=/nonexistent/lm,beams=0,pbm_backend=del",
      "--tasks", "hitom_del_order_0"], "model_arg beams must be an integer >= 1, got 0"),
])
def test_deltom_eval_finds_pbm_and_argument_problems_before_any_model_loads(tmp_path, hitom_path, args, expected):
    run = run_offline(tmp_path, [str(BIN / "deltom-eval"), *args, "--limit", "1"], hitom_path)
    assert run.returncode == 2, run.stderr[-3000:]
    assert run.stderr.strip().splitlines() == [run.stderr.strip()]  # exactly one line
    assert run.stderr.startswith("deltom-eval: error: ") and expected in run.stderr
    assert "Initializing" not in run.stderr and "Traceback" not in run.stderr


def test_beam_args_unit():
    with pytest.raises(BeamArgsError, match="rule must be one of"):
        SearchConfig.build("hf-pbm-beam", {"pretrained": "x", "rule": "best", "pbm_backend": "del"})
    with pytest.raises(BeamArgsError, match="need pretrained"):
        SearchConfig.build("hf-pbm-beam", {"pbm_backend": "del"})
    config = SearchConfig.build("vllm-pbm-beam", {"pretrained": "x", "pbm_backend": "del", "tensor_parallel_size": 1})
    assert (config.pbm_backend, config.pbm) == ("del", None)
