"""Scoring backends: `hf` (transformers, one pass), `vllm` (one pass), `del` (exact verifier), `per-prefix`, `served`
(an OpenAI-compatible server)."""
from __future__ import annotations

from typing import Any, Optional

from pbm.backend_names import BACKENDS, check_backend
from pbm.backends.base import Backend, LMBackend, ScoreStats, TraceInput


def load_backend(name: str, model: Optional[str] = None, **options: Any) -> Backend:
    """A backend by name; ``options`` go to its constructor (device, dtype, tensor_parallel_size, ...)."""
    if name == "del":
        from pbm.backends.del_verifier import DELBackend

        return DELBackend()
    check_backend(name)
    if not model:
        raise ValueError(f"the {name} backend needs a PBM (--pbm: a hub id or a local PBM directory)")
    if name == "hf":
        from pbm.backends.hf import HFBackend

        return HFBackend(model, **options)
    if name == "per-prefix":
        from pbm.backends.per_prefix import PerPrefixBackend

        return PerPrefixBackend(model, **options)
    if name == "served":
        from pbm.backends.served import ServedBackend

        return ServedBackend(model, **options)
    from pbm.backends.vllm import VLLMBackend

    return VLLMBackend(model, **options)


__all__ = ["BACKENDS", "Backend", "LMBackend", "ScoreStats", "TraceInput", "load_backend"]
