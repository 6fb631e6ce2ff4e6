"""Persistent step-score cache (sqlite): reruns and other aggregations never rescore a trace.

Keyed by a hash of (scoring format, PBM id, story, question, trace[, choices]);
the value is the list of step scores. The PBM id names the backend, the exact
weights (``pbm.backends.base.model_fingerprint``) and the dtype, so a retrained
model never reads stale scores; ``SCORE_FORMAT`` changes whenever what is scored
changes (format 2: a trace without a final answer ends in "Final Answer: [ParseError]").
Scores are committed as they are made (``pbm.scoring`` commits each chunk it scores;
WAL mode makes a commit cheap), so a killed run keeps what it scored.
A cache file that is not a readable sqlite database is moved aside
(``scores.sqlite.corrupt-<time>``) and rebuilt, with a warning.
Location: ``$DELTOM_CACHE/pbm`` or ``~/.cache/deltom/pbm``.
"""
from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import time
from pathlib import Path
from typing import Iterable, Optional, Sequence

from deltom_base.settings import read
from dellabels.io.stage import require

log = logging.getLogger(__name__)

CACHE_ENV = "DELTOM_CACHE"
SCORE_FORMAT = 2


def cache_root() -> Path:
    """``$DELTOM_CACHE`` or ``~/.cache/deltom`` (shared by every deltom cache)."""
    return Path(read(CACHE_ENV) or Path.home() / ".cache" / "deltom").expanduser()


def pbm_cache_dir() -> Path:
    """Directory of the PBM caches (scores, the default CPU PBM)."""
    return cache_root() / "pbm"


def default_pbm_dir() -> Path:
    """Where the default CPU PBM lives (``pbm build-default`` writes it, ``pbm.spec`` resolves "default" to it)."""
    return pbm_cache_dir() / "default-tiny"


DEFAULT_BUILD_FILE = "build.json"  # the default PBM's stage record (``pbm.default``, ``dellabels.io.stage``)


def check_default_pbm(path: Path) -> Path:
    """``path`` when it holds a finished default-PBM build whose files match the checksums of its record, else a
    one-line ``deltom_base.errors.StageError`` saying what differs and how to rebuild it."""
    require(path, DEFAULT_BUILD_FILE, "rebuild it with `pbm build-default --force`")
    return path


def score_key(pbm_id: str, story: str, question: str, trace: str, choices: Optional[str] = None,
              partial: bool = False) -> str:
    """Stable cache key of one scored trace (``partial``: scored as still being written)."""
    payload = json.dumps([SCORE_FORMAT, pbm_id, story, question, trace] + ([choices] if choices is not None else [])
                         + (["partial"] if partial else []))
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class ScoreCache:
    """Step scores by key, in one sqlite file (safe for concurrent readers and writers)."""

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path else pbm_cache_dir() / "scores.sqlite"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.written = 0  # rows committed through this handle (what an interrupted run kept)
        try:
            self._db = self._open()
        except sqlite3.DatabaseError as err:  # not a database, or a damaged one: the scores can be recomputed
            aside = self.path.with_name(f"{self.path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
            for suffix in ("", "-wal", "-shm"):
                source = Path(str(self.path) + suffix)
                if source.exists():
                    source.rename(str(aside) + suffix)
            log.warning(f"warning: PBM score cache {self.path} is unreadable ({err}); moved to {aside.name}, "
                        "starting an empty cache")
            self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(str(self.path), timeout=60)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("CREATE TABLE IF NOT EXISTS scores (key TEXT PRIMARY KEY, pbm_id TEXT, scores TEXT)")
            db.execute("SELECT COUNT(*) FROM scores").fetchone()
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("integrity check failed")
            db.commit()
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

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
        """Store (key, pbm_id, step scores) rows, committed before this returns."""
        values = [(k, p, json.dumps(s)) for k, p, s in rows]
        self._db.executemany("INSERT OR REPLACE INTO scores VALUES (?, ?, ?)", values)
        self._db.commit()
        self.written += len(values)

    def __len__(self) -> int:
        return self._db.execute("SELECT COUNT(*) FROM scores").fetchone()[0]

    def close(self) -> None:
        self._db.close()
