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
    partial: bool = False  # still being written (beam search): a missing final answer is not (yet) wrong

    def conversation(self) -> list[dict]:
        """The RLHFlow conversation a language-model PBM scores for this item (``trace_conversation``)."""
        return trace_conversation(self.story, self.question, self.trace, self.choices, self.partial)[0]


@dataclass
class ScoreStats:
    """Work done by a backend (``pbm score --stats``)."""

    forward_passes: int = 0  # sequences run through the model
    prompt_tokens: int = 0  # tokens in those sequences
    traces: int = 0  # traces asked for
    distinct_traces: int = 0  # after removing duplicates
    cache_hits: int = 0
    seconds: float = 0.0  # wall time of scoring calls, cache lookups included
    scored_chars: int = 0  # story + question + trace characters of the traces asked for

    def to_json(self) -> dict:
        return {k: round(v, 3) if isinstance(v, float) else v for k, v in asdict(self).items()}

    def plus(self, other: "ScoreStats") -> "ScoreStats":
        """Field-wise sum."""
        return ScoreStats(**{k: v + getattr(other, k) for k, v in asdict(self).items()})

    def minus(self, earlier: "ScoreStats") -> "ScoreStats":
        """What was done since ``earlier`` (a copy taken before), field-wise."""
        return ScoreStats(**{k: v - getattr(earlier, k) for k, v in asdict(self).items()})


class Backend(ABC):
    """Scores traces: one score in [0, 1] per parsed step (``dellabels.traces.parse.parse_trace``)."""

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
        conversations = [i.conversation() for i in items]
        return self.score_conversations(conversations)

    @abstractmethod
    def score_conversations(self, conversations: Sequence[Sequence[dict]]) -> list[list[float]]:
        """P(+) / (P(+) + P(-)) at every assistant turn of each conversation (its labels are ignored)."""


_FINGERPRINTED = (".json", ".safetensors", ".bin", ".model", ".txt", ".jinja", ".pt", ".gguf")
_CONTENT_BYTES = 1 << 20  # files below this are hashed whole; weights by what a rewrite cannot preserve


def file_identity(file: Path) -> bytes:
    """What changes whenever ``file`` changes: its bytes if small, else size + inode + ctime + mtime.

    mtime alone is not enough: a PBM retrained in place with the same size and a
    restored mtime (``os.utime``, ``cp -p``, ``rsync -t``) keeps it. No call can set
    the inode change time (``st_ctime_ns``): every write or ``utime`` moves it to now.
    A copy of an unchanged file gets a new identity, which only costs a rescore.
    """
    info = file.stat()
    if info.st_size < _CONTENT_BYTES:
        return file.read_bytes()
    return f"{info.st_size}:{info.st_ino}:{info.st_ctime_ns}:{info.st_mtime_ns}".encode()


def model_fingerprint(name_or_path: str, commit: Optional[str] = None) -> str:
    """Identity of a model's exact weights: a local directory by its files, a hub id by its commit."""
    path = Path(name_or_path).expanduser()
    if path.is_file():  # a single-file model (GGUF)
        return f"{path.resolve()}#{hashlib.sha256(file_identity(path)).hexdigest()[:16]}"
    if path.is_dir():
        digest = hashlib.sha256()
        for file in sorted(path.iterdir()):
            if file.is_file() and file.suffix in _FINGERPRINTED:
                digest.update(file.name.encode() + b"\0" + file_identity(file) + b"\0")
        return f"{path.resolve()}#{digest.hexdigest()[:16]}"
    return f"{name_or_path}@{commit or 'unknown-revision'}"
