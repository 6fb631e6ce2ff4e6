"""Searched docs kept as they finish, so a beam search or DVTS run that fails or is killed resumes where it stopped.

A PBM-guided search interleaves generation and scoring, so unlike Best-of-N (samples first, scoring after, a failed
PBM finished by ``deltom rescore``) a PBM that fails midway would lose every doc searched before it. Each batch of
searched docs is appended to ``$DELTOM_CACHE/search/<key>.jsonl`` (one JSON line per doc, flushed to disk per
batch), ``key`` naming everything a doc's result depends on: the LM's weights, the PBM's, the search settings (a
``SearchIdentity``). A rerun of the same command takes the docs found there, matched by request (prompt and
generation settings), and searches only the rest; the model_arg ``search_cache=false`` searches every doc again. A
line cut by a kill mid-write is ignored (its doc is searched again).
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any, Iterable, Optional

from harness_ext.search.steps import SearchResult
from pbm.cache import cache_root

FOLDER = "search"


def request_key(args: tuple) -> str:
    """The identity of one ``generate_until`` request: its prompt and generation settings."""
    context, gen_kwargs = args[0], args[1] if len(args) > 1 else {}
    text = json.dumps([context, gen_kwargs], sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class SearchCheckpoint:
    """The searched docs of one search identity (a JSON-able mapping), in an append-only JSONL file."""

    def __init__(self, identity: dict[str, Any], root: Optional[Path] = None) -> None:
        text = json.dumps(identity, sort_keys=True, default=str)
        self.key = hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]
        self.path = (root or cache_root()) / FOLDER / f"{self.key}.jsonl"

    def load(self) -> dict[str, SearchResult]:
        """The results saved so far by request key (the last one of a key wins; a cut or foreign line is skipped)."""
        if not self.path.is_file():
            return {}
        found: dict[str, SearchResult] = {}
        with open(self.path, encoding="utf-8", errors="replace") as handle:
            for line in handle:
                try:
                    row = json.loads(line)
                    found[row["request"]] = SearchResult(row["text"], list(row["step_scores"]), int(row["depth"]),
                                                         row.get("fallback"), dict(row.get("record") or {}))
                except (ValueError, KeyError, TypeError):
                    continue
        return found

    def save(self, results: Iterable[tuple[str, SearchResult]]) -> None:
        """Append searched docs (request key, result), on disk before this returns."""
        lines = "".join(json.dumps({"request": key, "text": r.text, "step_scores": r.step_scores, "depth": r.depth,
                                    "fallback": r.fallback, "record": r.record}, ensure_ascii=False) + "\n"
                        for key, r in results)
        if not lines:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with open(self.path, "a", encoding="utf-8") as handle:  # appended, never rewritten: a kill cuts one line at most
            handle.write(lines)
            handle.flush()
            os.fsync(handle.fileno())
