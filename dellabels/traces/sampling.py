"""How a language model samples a belief trace: the one sampling setting of every trace source.

The defaults are the generation settings the paper used for its traces (temperature
0.6, top-p 0.95); ``temperature == 0`` means greedy decoding.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Sampling:
    """Temperature, nucleus top-p, a token budget and optional stop strings of one sampling call."""

    temperature: float = 0.6
    top_p: float = 0.95
    max_tokens: int = 4096
    stop: tuple[str, ...] = ()

    def record(self) -> dict:
        """The settings as a plain dict (for recipes and provenance records); stop strings only when set."""
        out = asdict(self)
        if not self.stop:
            out.pop("stop")
        else:
            out["stop"] = list(self.stop)
        return out
