"""The one table of deprecated spellings: each old spelling, its replacement and the version that removes it.

The option helpers of ``deltom_base.flags`` read it: an entry's spelling parses as its replacement, hidden from
``--help``, with one deprecation line naming the replacement and that version. ``tests/project/test_deprecations.py``
fails once the package version reaches an entry's removal version, so a spelling is never kept past its date.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class Deprecation:
    """``spelling`` stands for ``replacement`` until version ``removed_in``; ``command`` (a parser's prog, e.g.
    ``dellabels generate``) limits it to one command, empty for every command."""

    spelling: str
    replacement: str
    removed_in: str
    command: str = ""


# Nothing is deprecated at present.
DEPRECATIONS: tuple[Deprecation, ...] = ()


def version_key(version: str) -> tuple[int, ...]:
    """``"0.10.2"`` -> ``(0, 10, 2)``, so versions compare as numbers."""
    return tuple(int(part) for part in version.split("."))


def due(version: str, table: Optional[tuple[Deprecation, ...]] = None) -> list[Deprecation]:
    """The entries of ``table`` (default ``DEPRECATIONS``) that version ``version`` must no longer accept."""
    return [entry for entry in (DEPRECATIONS if table is None else table) if version_key(version) >= version_key(entry.removed_in)]


def old_spellings(command: str, replacement: str,
                  table: Optional[tuple[Deprecation, ...]] = None) -> list[Deprecation]:
    """The entries of ``table`` (default ``DEPRECATIONS``) that stand for ``replacement`` in ``command``."""
    return [entry for entry in (DEPRECATIONS if table is None else table)
            if entry.replacement == replacement and entry.command in ("", command)]
