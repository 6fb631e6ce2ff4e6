"""Which PBM scores: resolved once, checked before any request is sent, put on record.

``which_pbm`` is the one rule that picks the backend and model of a run (explicit argument or model_arg >
environment DELTOM_PBM_BACKEND / DELTOM_PBM_MODEL > task yaml > default), for Best-of-N rows, beam
search, DVTS, rescoring and ``pbm score``. ``check`` resolves the request (``resolve_model``), validates it without loading
weights (backend known; model directory present with a weight file, config readable, a causal
LM with an LM head, tokenizer with one-token "+" and "-"; a model with no PBM training record
is warned about), and returns the record that goes into the results JSON: backend, model as
asked, resolved path or hub id, weight fingerprint.

"default", the model of the shipped Best-of-N rows, resolves in this order (``resolve_model``):
1. the paper's released PBM (``RELEASED_PBM``, by hub name) when it is in the local hub cache;
2. the CPU toy PBM built by ``pbm build-default`` (only while its files match the checksums of its build
   record, ``pbm.cache.check_default_pbm``; an edited, cut or unfinished one is a one-line ``PBMConfigError``);
3. the released PBM by hub name when the hub is reachable (``HF_HUB_OFFLINE`` unset and the
   hub answers within seconds);
4. else a one-line ``PBMConfigError`` naming the three ways to provide one (``HOW_TO_PROVIDE``).

``PBMConfigError`` (and any error with ``one_line = True``) is printed as one line, without a
traceback, when it reaches the top of a console script (``deltom_base.plumbing``).
"""
from __future__ import annotations

import logging
import os
from functools import lru_cache
from pathlib import Path
from typing import Optional

from dellabels.io.models import load_tokenizer
from deltom_base.errors import PBMConfigError
from deltom_base.settings import read
from pbm.backend_names import check_backend
from pbm.backends.base import model_fingerprint
from pbm.backends.del_verifier import DEL_PBM_ID
from pbm.backends.judge import check_judge, settings_from
from pbm.backends.served import ServedSettings, check_server, served_url
from pbm.cache import check_default_pbm, default_pbm_dir
from pbm.conversation import ensure_chat_template, label_token_ids

log = logging.getLogger(__name__)
BACKEND_ENV, MODEL_ENV = "DELTOM_PBM_BACKEND", "DELTOM_PBM_MODEL"
RELEASED_PBM = "joooelw/ToM-PBM-8B"  # the paper's released PBM (Llama-3.x based), by hub name
# `pbm build-default`: 400 stories measured 840 s wall on 2 cores (2026-11-28);
# --stories 40 measured: 4 min 24 s wall on 2 shared cores (load ~3.5)
BUILD_DEFAULT_TIME = "about 15 minutes on 2 cores; --stories 40: about 5 minutes, a weaker PBM"
HOW_TO_PROVIDE = (f"provide a PBM one of three ways: --pbm /path/to/pbm or {MODEL_ENV}=/path/to/pbm (a local PBM "
                  f"directory, e.g. a copy of {RELEASED_PBM}); `pbm build-default` (the CPU toy PBM, "
                  f"{BUILD_DEFAULT_TIME}); or --pbm-backend del or {BACKEND_ENV}=del (the DEL verifier as an oracle: "
                  "for analysis only, it knows the answers)")
TRAIN_RECORD = "pbm_train.json"  # what `pbm train` writes beside the weights
HUB_TIMEOUT = 5.0  # seconds to wait for the hub before calling it unreachable
# a PBM's label logits come from its LM head: these architecture suffixes have one
LM_HEAD_SUFFIXES = ("ForCausalLM", "LMHeadModel", "ForConditionalGeneration")
# what a local model directory must hold besides config.json: transformers / vLLM weight files
WEIGHT_SUFFIXES = (".safetensors", ".bin", ".pt", ".pth", ".gguf")


def which_pbm(backend: Optional[str] = None, model: Optional[str] = None, *, task_backend: Optional[str] = None,
              task_model: Optional[str] = None, pinned: bool = False) -> tuple[str, Optional[str]]:
    """The (backend, model) a run scores with: the one rule, for Best-of-N rows, beam search, DVTS, rescoring and
    ``pbm score``.

    Each of backend and model comes from the first that gives it:
    1. ``backend`` / ``model``: what the user typed for this run (a command's ``--pbm-backend`` / ``--pbm``, their
       shown defaults included; a search model's ``pbm_backend`` / ``pbm`` model_args);
    2. the environment, ``DELTOM_PBM_BACKEND`` / ``DELTOM_PBM_MODEL`` (``deltom-eval --pbm`` sets them);
    3. ``task_backend`` / ``task_model``: the task yaml's filter kwargs;
    4. the default: backend ``hf``, model ``"default"`` (``resolve_model``).
    ``pinned`` (a row with ``env_override: false``, the DEL-oracle rows) takes the task yaml's PBM as it is.
    The ``del`` backend reads no model (None).
    """
    if pinned:
        chosen_backend, chosen_model = task_backend or "hf", task_model
    else:
        chosen_backend = backend or read(BACKEND_ENV) or task_backend or "hf"
        chosen_model = model or read(MODEL_ENV) or task_model or "default"
    return chosen_backend, (None if chosen_backend == "del" else chosen_model)


def default_model_path(alternative: str = "") -> str:
    """The built CPU default PBM (``pbm build-default``), or ``PBMConfigError`` naming the ways to provide one."""
    path = default_pbm_dir()
    if not (path / "config.json").is_file():
        raise PBMConfigError(f"no PBM: the default PBM is not built ({path}) and the released PBM {RELEASED_PBM} "
                             f"is neither cached nor reachable; {alternative or HOW_TO_PROVIDE}")
    return str(path)


@lru_cache(maxsize=8)
def hub_model_available(name: str, network: bool) -> bool:
    """Whether ``name``'s config is in the local hub cache or, with ``network``, the hub answers for it."""
    try:
        from huggingface_hub import HfApi, try_to_load_from_cache

        if isinstance(try_to_load_from_cache(name, "config.json"), str):
            return True
        if not network or os.environ.get("HF_HUB_OFFLINE", "").lower() in ("1", "true", "yes", "on"):
            return False
        HfApi().model_info(name, timeout=HUB_TIMEOUT)
        return True
    except Exception:  # noqa: BLE001 - no hub library, a broken cache, offline, gated: not available
        return False


def resolve_model(model: Optional[str]) -> Optional[str]:
    """``"default"``: the released PBM if cached, the built CPU default, the released PBM if reachable, else
    ``PBMConfigError`` (the module docstring); anything else is a hub id or path, as given."""
    if model != "default":
        return model
    if hub_model_available(RELEASED_PBM, network=False):
        return RELEASED_PBM
    built = default_pbm_dir()
    if built.is_dir() and any(built.iterdir()):  # built (or being built): used only when it matches its record
        try:
            return str(check_default_pbm(built))
        except ValueError as err:
            raise PBMConfigError(f"PBM backend hf, model 'default': the default PBM {err}") from None
    if hub_model_available(RELEASED_PBM, network=True):
        return RELEASED_PBM
    try:
        return default_model_path()
    except PBMConfigError as err:
        raise PBMConfigError(f"PBM backend hf, model 'default': {err}") from None


def _looks_local(model: str) -> bool:
    # hub ids are "name" or "org/name"; anything with more parts, a leading ./ ~ / or an existing path is local
    return Path(model).expanduser().exists() or model.startswith((".", "/", "~")) or model.count("/") > 1


@lru_cache(maxsize=16)
def check(backend: str, model: Optional[str], served: Optional[ServedSettings] = None) -> dict:
    """The record of a usable PBM, or ``PBMConfigError``; weights are not loaded (the tokenizer is). ``served``:
    how the served and judge backends are reached (else the environment)."""
    served = served or ServedSettings()
    check_backend(backend, f" (from {BACKEND_ENV} or the task yaml)")
    if backend == "del":
        return {"backend": "del", "model": None, "path": None, "fingerprint": DEL_PBM_ID}
    if not model:
        raise PBMConfigError(f"PBM backend {backend}: no model; set {MODEL_ENV} or the filter's `model`")
    if backend == "judge":  # a name the server knows, not weights here
        check_judge(settings_from(model, served.url, served.timeout))
        return {"backend": "judge", "model": model, "path": model, "fingerprint": f"judge:{model}"}
    path = resolve_model(model)
    where = f"PBM backend {backend}, model {path}"
    if backend == "served":
        return _check_served(model, path, where, served)
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

        config = AutoConfig.from_pretrained(path)
        tokenizer = load_tokenizer(path)
        ensure_chat_template(tokenizer)
        label_token_ids(tokenizer)
    except Exception as err:  # noqa: BLE001 - any failure here means the PBM is unusable; say why in one line
        reason = " ".join(str(err).split())[:300]
        raise PBMConfigError(f"{where}: cannot be used as a PBM: {type(err).__name__}: {reason}") from None
    heads = [a for a in getattr(config, "architectures", None) or [] if a.endswith(LM_HEAD_SUFFIXES)]
    if getattr(config, "architectures", None) and not heads:
        raise PBMConfigError(f"{where}: cannot be used as a PBM: its architectures {config.architectures} have no LM "
                             "head (a PBM reads P(+) and P(-) from the LM head's logits)")
    if _looks_local(path) and Path(path).expanduser().is_dir() and not (Path(path).expanduser() / TRAIN_RECORD).is_file():
        log.warning("%s: no %s (not trained by `pbm train`); if this is not a PBM its step scores are meaningless "
                    "(check it with `pbm bench --pbm %s`)", where, TRAIN_RECORD, path)

    return {"backend": backend, "model": model, "path": path, "fingerprint": model_fingerprint(path)}


def _check_served(model: str, path: str, where: str, settings: ServedSettings) -> dict:
    """A served PBM: its tokenizer here (the conversation is encoded here), its server answering with its name."""
    try:
        tokenizer = load_tokenizer(path)
        ensure_chat_template(tokenizer)
        label_token_ids(tokenizer)
    except Exception as err:  # noqa: BLE001 - the tokenizer is unusable; say why in one line
        reason = " ".join(str(err).split())[:300]
        raise PBMConfigError(f"{where}: its tokenizer cannot encode PBM conversations: {type(err).__name__}: "
                             f"{reason}") from None
    served = check_server(path, settings.url, settings.name)
    return {"backend": "served", "model": model, "path": path, "fingerprint": model_fingerprint(path),
            "url": served_url(settings.url), "served_name": served}
