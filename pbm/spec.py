"""Which PBM scores: resolved once, checked before any request is sent, put on record.

A Best-of-N ``PBMRerankFilter`` (or a beam search, or ``pbm score``) names a backend and a model in the task yaml; the environment
(DELTOM_PBM_BACKEND / DELTOM_PBM_MODEL) overrides both unless the row opts out
(``env_override: false``, the DEL-oracle rows). ``requested`` is that rule, in one
place. ``check`` resolves the request ("default" = the CPU default PBM), validates it
without loading weights (backend known; model directory present with a weight file,
config readable, tokenizer with one-token "+" and "-"), and returns the record that goes
into the results JSON: backend, model as asked, resolved path or hub id, weight fingerprint.
"""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Optional

BACKEND_ENV, MODEL_ENV = "DELTOM_PBM_BACKEND", "DELTOM_PBM_MODEL"
# what a local model directory must hold besides config.json: transformers / vLLM weight files
WEIGHT_SUFFIXES = (".safetensors", ".bin", ".pt", ".pth", ".gguf")


class PBMConfigError(ValueError):
    """A PBM that cannot be used: one line naming the backend and the model."""


def requested(backend: str, model: Optional[str], env_override: bool = True) -> tuple[str, Optional[str]]:
    """(backend, model) a row asks for, after the environment overrides."""
    if env_override:
        backend = os.environ.get(BACKEND_ENV) or backend
        model = os.environ.get(MODEL_ENV) or model
    return backend, (None if backend == "del" else model)


def check_backend(backend: str, source: str = "") -> None:
    """``PBMConfigError`` unless ``backend`` is a known backend name (``source`` says where it came from)."""
    from pbm.backends import BACKENDS

    if backend not in BACKENDS:
        raise PBMConfigError(f"unknown PBM backend {backend!r}{source}; choose one of {', '.join(BACKENDS)}")


def default_model_path(alternative: str) -> str:
    """The built CPU default PBM (``pbm build-default``), or ``PBMConfigError`` saying how to build it
    or, ``alternative``, how to name another PBM."""
    from pbm.default import default_pbm_dir

    path = default_pbm_dir()
    if not (path / "config.json").is_file():
        raise PBMConfigError(f"the default PBM is not built ({path}); run `pbm build-default`, or {alternative}")
    return str(path)


def resolve_model(model: Optional[str]) -> Optional[str]:
    """``"default"`` names the CPU default PBM (``pbm build-default``); anything else is a hub id or path."""
    if model != "default":
        return model
    try:
        return default_model_path(f"set {MODEL_ENV} to a PBM (e.g. a local copy of joooelw/ToM-PBM-8B)")
    except PBMConfigError as err:
        raise PBMConfigError(f"PBM backend hf, model 'default': {err}") from None


def _looks_local(model: str) -> bool:
    # hub ids are "name" or "org/name"; anything with more parts, a leading ./ ~ / or an existing path is local
    return Path(model).expanduser().exists() or model.startswith((".", "/", "~")) or model.count("/") > 1


@lru_cache(maxsize=16)
def check(backend: str, model: Optional[str]) -> dict:
    """The record of a usable PBM, or ``PBMConfigError``; weights are not loaded (the tokenizer is)."""
    check_backend(backend, f" (from {BACKEND_ENV} or the task yaml)")
    if backend == "del":
        from pbm.backends.del_verifier import DEL_PBM_ID

        return {"backend": "del", "model": None, "path": None, "fingerprint": DEL_PBM_ID}
    if not model:
        raise PBMConfigError(f"PBM backend {backend}: no model; set {MODEL_ENV} or the filter's `model`")
    path = resolve_model(model)
    where = f"PBM backend {backend}, model {path}"
    if _looks_local(path):
        local = Path(path).expanduser()
        if not local.exists():
            raise PBMConfigError(f"{where}: no such file or directory")
        if local.is_dir() and not (local / "config.json").is_file():
            raise PBMConfigError(f"{where}: no config.json in that directory (not a transformers model)")
        if local.is_dir() and not any(p.is_file() and p.suffix in WEIGHT_SUFFIXES for p in local.iterdir()):
            raise PBMConfigError(f"{where}: no weight file in that directory "
                                 f"(*{', *'.join(WEIGHT_SUFFIXES)}); config.json and a tokenizer are not a model")
    try:
        from transformers import AutoConfig

        from dellabels.io.models import load_tokenizer
        from pbm.conversation import ensure_chat_template, label_token_ids

        AutoConfig.from_pretrained(path)
        tokenizer = load_tokenizer(path)
        ensure_chat_template(tokenizer)
        label_token_ids(tokenizer)
    except Exception as err:  # noqa: BLE001 - any failure here means the PBM is unusable; say why in one line
        reason = " ".join(str(err).split())[:300]
        raise PBMConfigError(f"{where}: cannot be used as a PBM: {type(err).__name__}: {reason}") from None
    from pbm.backends.base import model_fingerprint

    return {"backend": backend, "model": model, "path": path, "fingerprint": model_fingerprint(path)}
