"""Scoring backends, one module each; their names, descriptions and loaders are registered in
``pbm.backend_names`` (hf, vllm, del, per-prefix, served, judge)."""
from __future__ import annotations

import pkgutil
from importlib import import_module
from typing import Any, Optional

from deltom_base.faces import lazy_face
from pbm.backend_names import REGISTRY, check_backend
from pbm.backends.base import Backend

MODULES = tuple(sorted(m.name for m in pkgutil.iter_modules(__path__)))  # one per backend, and what they share


def load_backend(name: str, model: Optional[str] = None, **options: Any) -> Backend:
    """A backend by name; ``options`` go to its constructor (device, dtype, tensor_parallel_size, ...)."""
    check_backend(name)
    entry = REGISTRY[name]
    module, cls = entry.home.split(":")
    loader = getattr(import_module(module), cls)
    if not entry.needs_model:
        return loader()
    if not model:
        raise ValueError(f"the {name} backend needs a PBM (--pbm: a hub id or a local PBM directory)")
    return loader(model, **options)


__all__ = ["BACKENDS", "Backend", "LMBackend", "ScoreStats", "TraceInput", "load_backend", *MODULES]
__getattr__, __dir__ = lazy_face(__name__, __all__, {"BACKENDS": "pbm.backend_names", "LMBackend": "pbm.backends.base",
                                                     "ScoreStats": "pbm.backends.base", "TraceInput": "pbm.backends.base"})
