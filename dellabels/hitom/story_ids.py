"""Which story a record means: its content, never its id alone.

`dellabels generate` numbers its stories ``s<seed>-<i>`` whatever the other options, so two
runs share ids for different stories. Every record therefore carries (or gets) the hash of
its story text, and ``StoryIds`` refuses an id that names two different stories, naming
both places.
"""
from __future__ import annotations

import hashlib


def story_hash(text: str) -> str:
    """The identity of a story text: the first 16 hex digits of its SHA-256."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


class StoryIdConflict(ValueError):
    """One story id for two different stories; the message names both places."""


class StoryIds:
    """Story ids seen so far, each with its story's hash and where it was first seen."""

    def __init__(self) -> None:
        self.seen: dict[str, tuple[str, str]] = {}

    def check(self, ident: str, text: str, where: str) -> str:
        """The hash of ``text``; a ``StoryIdConflict`` when ``ident`` was seen with another story."""
        digest = story_hash(text)
        first_digest, first_where = self.seen.setdefault(ident, (digest, where))
        if first_digest != digest:
            raise StoryIdConflict(f"story id {ident!r} names two different stories: {first_where} and {where} "
                                  f"(story_hash {first_digest}, {digest}); records of two `dellabels generate` "
                                  "runs? give each run its own --seed, or keep them apart")
        return digest
