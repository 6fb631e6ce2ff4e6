"""The pre-flight check of ``hf-pbm-beam`` / ``vllm-pbm-beam`` model_args by model name, before any model is loaded.

``deltom-eval`` calls ``check_beam_args`` with the ``--model`` and ``--model_args`` it was given; the checks
themselves are ``harness_ext.search.model_args``'s (the lm-eval models run them too), with the names the
model's class accepts (``valid_args``).
"""
from __future__ import annotations

from typing import Any, Mapping, Optional

from harness_ext.search.model_args import BeamArgsError, accepted_args, beam_pbm, check_model_args, pbm_arg

BEAM_MODELS = ("hf-pbm-beam", "vllm-pbm-beam")


def valid_args(model: str) -> tuple[str, ...]:
    """Every model_arg ``model`` (an lm-eval model name) accepts, sorted: read from the model classes' signatures."""
    from harness_ext.search import lm_eval_models

    classes = {"hf-pbm-beam": lm_eval_models.HFPBMBeamLM, "vllm-pbm-beam": lm_eval_models.VLLMPBMBeamLM}
    return accepted_args(classes.get(model, lm_eval_models.PBMBeamLM))


def check_beam_args(model: str, args: Mapping[str, Any]) -> tuple[str, Optional[str]]:
    """``BeamArgsError`` / ``PBMConfigError`` for a model_arg of ``model`` that cannot work; the (backend, model)
    of the PBM."""
    return check_model_args(model, args, valid_args(model))


__all__ = ["BEAM_MODELS", "BeamArgsError", "beam_pbm", "check_beam_args", "pbm_arg", "valid_args"]
