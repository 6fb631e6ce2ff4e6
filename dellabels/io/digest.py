"""The sha256 of a data file, or of a data folder (such as ToMi's unzipped one) as one value."""
from __future__ import annotations

import hashlib
from pathlib import Path


def file_sha256(path: str | Path) -> str:
    """sha256 of a file's bytes (read in blocks)."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def path_sha256(path: str | Path) -> str:
    """A file's sha256; a folder's is the sha256 of "<relative path> <file sha256>" lines of its files, sorted by
    path (so the same files give the same value wherever the folder lies)."""
    root = Path(path)
    if not root.is_dir():
        return file_sha256(root)
    lines = [f"{p.relative_to(root).as_posix()} {file_sha256(p)}\n" for p in sorted(root.rglob("*")) if p.is_file()]
    return hashlib.sha256("".join(lines).encode("utf-8")).hexdigest()
