"""Persistent step-score cache (sqlite): reruns and other aggregations never rescore a trace.

Keyed by a hash of (PBM id, story, question, trace[, choices]); the value is
the list of step scores. The PBM id names the backend and the exact weights
(``pbm.backends.base.model_fingerprint``), so a retrained model never reads
stale scores. Location: ``$DELTOM_CACHE/pbm`` or ``~/.cache/deltom/pbm``.
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path
from typing import Iterable, Optional, Sequence

CACHE_ENV = "DELTOM_CACHE"


def cache_root() -> Path:
    """``$DELTOM_CACHE`` or ``~/.cache/deltom`` (shared by every deltom cache)."""
    return Path(os.environ.get(CACHE_ENV) or Path.home() / ".cache" / "deltom").expanduser()


def pbm_cache_dir() -> Path:
    """Directory of the PBM caches (scores, the default CPU PBM)."""
    return cache_root() / "pbm"


def score_key(pbm_id: str, story: str, question: str, trace: str, choices: Optional[str] = None) -> str:
    """Stable cache key of one scored trace."""
    payload = json.dumps([pbm_id, story, question, trace] + ([choices] if choices is not None else []))
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class ScoreCache:
    """Step scores by key, in one sqlite file (safe for concurrent readers and writers)."""

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path else pbm_cache_dir() / "scores.sqlite"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(self.path), timeout=60)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("CREATE TABLE IF NOT EXISTS scores (key TEXT PRIMARY KEY, pbm_id TEXT, scores TEXT)")
        self._db.commit()

    def get_many(self, keys: Sequence[str]) -> dict[str, list[float]]:
        """Cached step scores of those ``keys`` that are present."""
        found: dict[str, list[float]] = {}
        for start in range(0, len(keys), 500):  # sqlite's bound-parameter limit
            chunk = list(keys[start: start + 500])
            marks = ",".join("?" * len(chunk))
            for key, scores in self._db.execute(f"SELECT key, scores FROM scores WHERE key IN ({marks})", chunk):
                found[key] = json.loads(scores)
        return found

    def put_many(self, rows: Iterable[tuple[str, str, list[float]]]) -> None:
        """Store (key, pbm_id, step scores) rows."""
        self._db.executemany("INSERT OR REPLACE INTO scores VALUES (?, ?, ?)",
                             [(k, p, json.dumps(s)) for k, p, s in rows])
        self._db.commit()

    def __len__(self) -> int:
        return self._db.execute("SELECT COUNT(*) FROM scores").fetchone()[0]

    def close(self) -> None:
        self._db.close()
