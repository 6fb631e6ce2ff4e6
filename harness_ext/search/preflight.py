"""The pre-flight check of ``hf-pbm-beam`` / ``vllm-pbm-beam`` model_args by model name, before any model is loaded.

``deltom-eval`` calls ``check_beam_args`` with the ``--model`` and ``--model_args`` it was given; the checks
themselves are ``harness_ext.search.model_args``'s (the lm-eval models run them too), with the names the
model's config objects define (``harness_ext.search.config.valid_args``).
"""
from __future__ import annotations

from typing import Any, Mapping, Optional

from harness_ext.search.config import valid_args
from harness_ext.search.model_args import check_model_args

BEAM_MODELS = ("hf-pbm-beam", "vllm-pbm-beam")


def check_beam_args(model: str, args: Mapping[str, Any]) -> tuple[str, Optional[str]]:
    """``BeamArgsError`` / ``PBMConfigError`` for a model_arg of ``model`` that cannot work; the (backend, model)
    of the PBM."""
    return check_model_args(model, args, valid_args(model))


__all__ = ["BEAM_MODELS", "check_beam_args"]
