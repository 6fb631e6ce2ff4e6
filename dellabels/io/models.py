"""Loading a transformers causal LM and its tokenizer: the one loader of every model deltom runs.

Callers choose the dtype policy (a PBM defaults to bfloat16 on GPU, the miniature's trace LM
to its saved dtype); this module only turns that choice into ``from_pretrained``
arguments that work across transformers versions.
"""
from __future__ import annotations

from typing import Any, Optional


def dtype_kwargs(dtype: Any) -> dict:
    """``from_pretrained`` keyword for a dtype (``torch_dtype`` before transformers 4.56); none for None."""
    if dtype is None:
        return {}
    import transformers
    from packaging.version import Version

    return {"dtype" if Version(transformers.__version__) >= Version("4.56") else "torch_dtype": dtype}


def torch_dtype(dtype: Any) -> Any:
    """A ``torch.dtype`` for a name such as ``"bfloat16"`` (``"auto"`` and None pass through)."""
    if dtype is None or dtype == "auto":
        return dtype
    import torch

    if isinstance(dtype, torch.dtype):
        return dtype
    value = getattr(torch, str(dtype), None)
    if not isinstance(value, torch.dtype):
        raise ValueError(f"unknown dtype {dtype!r}: use auto, float32, bfloat16 or float16")
    return value


def load_tokenizer(name_or_path: str, trust_remote_code: bool = False, **from_pretrained: Any):
    """The tokenizer of a local model directory or hub id (``from_pretrained``: e.g. ``gguf_file``)."""
    from transformers import AutoTokenizer

    if trust_remote_code:
        from_pretrained["trust_remote_code"] = True
    return AutoTokenizer.from_pretrained(name_or_path, **from_pretrained)


def load_causal_lm(name_or_path: str, device: Optional[str] = None, dtype: Any = None,
                   trust_remote_code: bool = False, eval_mode: bool = True, **from_pretrained: Any):
    """(model, tokenizer) of a causal LM: ``dtype`` a torch dtype, a name, ``"auto"`` or None (the saved one);
    moved to ``device`` when given; in eval mode unless ``eval_mode`` is False (training);
    ``from_pretrained``: further keywords for both loaders (e.g. ``gguf_file``)."""
    from transformers import AutoModelForCausalLM

    tokenizer = load_tokenizer(name_or_path, trust_remote_code, **from_pretrained)
    kwargs = {**dtype_kwargs(torch_dtype(dtype)), **from_pretrained}
    if trust_remote_code:
        kwargs["trust_remote_code"] = True
    model = AutoModelForCausalLM.from_pretrained(name_or_path, **kwargs)
    if device is not None:
        model = model.to(device)
    return (model.eval() if eval_mode else model), tokenizer
