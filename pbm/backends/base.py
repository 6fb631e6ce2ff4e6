"""What every scoring backend provides, and the identity (PBM id) that keys the score cache."""
from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional, Sequence

from pbm.conversation import trace_conversation


@dataclass(frozen=True)
class TraceInput:
    """One (doc, trace) pair to score."""

    story: str
    question: str
    trace: str
    choices: Optional[str] = None


@dataclass
class ScoreStats:
    """Work done by a backend (``pbm score --stats``)."""

    forward_passes: int = 0  # sequences run through the model
    prompt_tokens: int = 0  # tokens in those sequences
    traces: int = 0  # traces asked for
    distinct_traces: int = 0  # after removing duplicates
    cache_hits: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict:
        return {k: round(v, 3) if isinstance(v, float) else v for k, v in asdict(self).items()}


class Backend(ABC):
    """Scores traces: one score in [0, 1] per parsed step (``dellabels.traces.parse_trace``)."""

    name: str = "backend"
    uses_choices: bool = False  # whether choices change the scores (then they are part of the cache key)

    def __init__(self) -> None:
        self.stats = ScoreStats()
        self.pbm_id = self.name

    def check(self, item: TraceInput) -> Optional[str]:
        """Why ``item`` cannot be scored by this backend, or None."""
        return None

    @abstractmethod
    def score_items(self, items: Sequence[TraceInput]) -> list[list[float]]:
        """Step scores of each item (all have at least one parsed step; no duplicates)."""

    def close(self) -> None:
        """Release what the backend holds outside this process (engine processes); nothing by default."""


class LMBackend(Backend):
    """A language-model PBM that scores the RLHFlow conversation of each trace."""

    def score_items(self, items: Sequence[TraceInput]) -> list[list[float]]:
        conversations = [trace_conversation(i.story, i.question, i.trace, i.choices)[0] for i in items]
        return self.score_conversations(conversations)

    @abstractmethod
    def score_conversations(self, conversations: Sequence[Sequence[dict]]) -> list[list[float]]:
        """P(+) / (P(+) + P(-)) at every assistant turn of each conversation (its labels are ignored)."""


_FINGERPRINTED = (".json", ".safetensors", ".bin", ".model", ".txt", ".jinja", ".pt")


def model_fingerprint(name_or_path: str, commit: Optional[str] = None) -> str:
    """Identity of a model's exact weights: a local directory by its files, a hub id by its commit."""
    path = Path(name_or_path).expanduser()
    if path.is_dir():
        digest = hashlib.sha256()
        for file in sorted(path.iterdir()):
            if file.is_file() and file.suffix in _FINGERPRINTED:
                info = file.stat()
                # small files by content, weights by size + mtime (hashing GBs on every start would be slow)
                data = file.read_bytes() if info.st_size < 1 << 20 else f"{info.st_size}:{info.st_mtime_ns}".encode()
                digest.update(file.name.encode() + b"\0" + data + b"\0")
        return f"{path.resolve()}#{digest.hexdigest()[:16]}"
    return f"{name_or_path}@{commit or 'unknown-revision'}"
