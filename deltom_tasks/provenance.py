"""What every deltom task records in the results JSON, under stock ``lm_eval`` too: its prompt and its data.

lm-eval writes each task's config, ``metadata`` included, into the results JSON
(``configs[task].metadata``). The deltom task classes named by the yaml templates
(``class: !function utils.RecordedTask`` and the Best-of-N / fresh twins, ``deltom_tasks.recorded_tasks``) add
``metadata.provenance`` = ``{"data": {...}, "prompt": {"variant", "sha256"}}`` when the task is
built, so two runs are comparable (same documents, same prompt) whether ``deltom-eval`` or plain
``lm_eval`` made them. ``data``: the Hi-ToM / Kosinski file's (or the ToMi zip's or folder's) name and
sha256 (the name only: a results JSON may be committed, the machine's folders need not be), or a
generated set's settings and fingerprint. ``prompt``: the variant the task used (its benchmark's
default unless the metadata names one) and its template's sha256.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path
from typing import Optional

from dellabels.io.digest import path_sha256
from dellabels.traces.freeform_prompt import FREEFORM_FILES, freeform_template, freeform_variant
from dellabels.traces.prompt import load_template, prompt_variant
from harness_ext.benchmarks.registry import Benchmark, leaf, source_record


@lru_cache(maxsize=16)
def file_record(kind: str, path: str) -> dict:
    """``{"kind", "file", "sha256"}`` of a data file or folder (hashed once per process)."""
    return {"kind": kind, "file": Path(path).name, "sha256": path_sha256(path)}


def prompt_provenance(metadata: dict, bench: Optional[Benchmark] = None) -> dict:
    """The prompt variant a task of ``bench`` uses and its template's sha256 (a free-form template for a ``_cot``
    task, whose default is one)."""
    name = bench.prompt_of(metadata) if bench else metadata.get("prompt")
    if bench is not None and bench.prompt in FREEFORM_FILES:
        variant = freeform_variant(name, bench.prompt)
        return {"variant": variant, "sha256": hashlib.sha256(freeform_template(variant).encode("utf-8")).hexdigest()}
    variant = prompt_variant(name)
    return {"variant": variant, "sha256": hashlib.sha256(load_template(variant).encode("utf-8")).hexdigest()}


def record(config) -> None:
    """Write ``metadata.provenance`` into a task config (its benchmark read from the task name)."""
    found = leaf(str(config.task or ""))
    if config.metadata is None:
        config.metadata = {}
    bench = found.benchmark if found else None
    config.metadata["provenance"] = {"data": source_record(bench, config.metadata, file_record),
                                     "prompt": prompt_provenance(config.metadata, bench)}
