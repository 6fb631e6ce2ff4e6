"""Compact, compressed copies of lm-eval Best-of-N samples files, small enough to commit.

lm-eval writes one record per doc *per filter* (13 rows: 13 copies of every doc's N traces);
a packed file keeps one record per doc with the fields every copy shares (doc, arguments,
resps, hashes) and drops the per-row ones (filter, filtered_resps, metrics), which
``deltom rescore`` recomputes from ``resps``. It is xz-compressed under the same name plus
``.xz``, which every samples reader of deltom reads (``deltom.analysis.samples``).
"""
from __future__ import annotations

import json
import lzma
from pathlib import Path
from typing import Iterable, Sequence

from dellabels.io.jsonl import open_in, read_records
from dellabels.io.outputs import check_writable_dir
from deltom.analysis.samples import Selection, find_sample_files
from deltom_base.errors import InputError

SHARED_FIELDS = ("doc_id", "doc", "target", "arguments", "resps", "doc_hash", "prompt_hash", "target_hash")


def packed_records(path: Path) -> Iterable[dict]:
    """The first record of every doc_id in ``path``, with ``SHARED_FIELDS`` only."""
    seen: set[int] = set()
    with open_in(str(path)) as handle:
        for number, record in read_records(handle, str(path)):
            if not isinstance(record, dict) or not isinstance(record.get("doc_id"), int):
                raise InputError(record if isinstance(record, str) else
                                 f"{path} line {number}: expected an lm-eval sample record with doc_id (int)")
            if record["doc_id"] not in seen:
                seen.add(record["doc_id"])
                yield {key: record[key] for key in SHARED_FIELDS if key in record}


def pack_samples(paths: Sequence[str | Path], out_dir: str | Path, select: Selection = Selection()) -> list[Path]:
    """Write a packed ``<samples file>.xz`` into ``out_dir`` for every samples file found in ``paths``."""
    files = [f for f in find_sample_files(paths, select) if f.suffix == ".jsonl"]
    if not files:
        raise InputError("no uncompressed samples_*.jsonl files to pack")
    check_writable_dir(out_dir)
    out = Path(out_dir)
    written = []
    for file in files:
        target = out / f"{file.name}.xz"
        temp = target.with_name(f".{target.name}.tmp")
        try:
            with lzma.open(temp, "wt", encoding="utf-8", preset=9 | lzma.PRESET_EXTREME) as handle:
                for record in packed_records(file):
                    handle.write(json.dumps(record, ensure_ascii=False) + "\n")
            temp.replace(target)  # whole or not at all
        finally:
            temp.unlink(missing_ok=True)
        written.append(target)
    return written
