"""The PBM backend names and the one check of a name.

``pbm.spec`` (which PBM) and ``pbm.backends`` (loading one) both need them; each imports them from
here, so neither imports the other.
"""
from __future__ import annotations

BACKENDS = ("hf", "vllm", "del", "per-prefix", "served")


class PBMConfigError(ValueError):
    """A PBM that cannot be used: one line naming the backend and the model."""

    one_line = True  # printed without a traceback (``pbm.spec.install_one_line_errors``)


def check_backend(backend: str, source: str = "") -> None:
    """``PBMConfigError`` unless ``backend`` is a known backend name (``source`` says where it came from)."""
    if backend not in BACKENDS:
        raise PBMConfigError(f"unknown PBM backend {backend!r}{source}; choose one of {', '.join(BACKENDS)}")
