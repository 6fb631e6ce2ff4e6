"""What every deltom task records in the results JSON, under stock ``lm_eval`` too: its prompt and its data.

lm-eval writes each task's config, ``metadata`` included, into the results JSON
(``configs[task].metadata``). The deltom task classes named by the yaml templates
(``class: !function utils.RecordedTask`` and the Best-of-N / fresh twins) add
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

from lm_eval.api.task import ConfigurableTask

from dellabels.io.digest import path_sha256
from harness_ext.benchmarks.registry import Benchmark, leaf, source_record
from deltom_base.plumbing import install_one_line_errors
from harness_ext.bon.task import BestOfNTask  # the Best-of-N task class, for the *_bon yamls' `class:` hook


@lru_cache(maxsize=16)
def file_record(kind: str, path: str) -> dict:
    """``{"kind", "file", "sha256"}`` of a data file or folder (hashed once per process)."""
    return {"kind": kind, "file": Path(path).name, "sha256": path_sha256(path)}


def prompt_provenance(metadata: dict, bench: Optional[Benchmark] = None) -> dict:
    """The prompt variant a task of ``bench`` uses and its template's sha256."""
    from dellabels.traces.prompt import load_template, prompt_variant

    variant = prompt_variant(bench.prompt_of(metadata) if bench else metadata.get("prompt"))
    return {"variant": variant, "sha256": hashlib.sha256(load_template(variant).encode("utf-8")).hexdigest()}


def record(config) -> None:
    """Write ``metadata.provenance`` into a task config (its benchmark read from the task name)."""
    found = leaf(str(config.task or ""))
    if config.metadata is None:
        config.metadata = {}
    bench = found.benchmark if found else None
    config.metadata["provenance"] = {"data": source_record(bench, config.metadata, file_record),
                                     "prompt": prompt_provenance(config.metadata, bench)}


class RecordedTask(ConfigurableTask):
    """A plain deltom yaml task (``hitom_del*``, ``kosinski_del``) that records its provenance."""

    def __init__(self, data_dir=None, cache_dir=None, download_mode=None, config: Optional[dict] = None) -> None:
        install_one_line_errors()  # a bad data path or setting under stock lm_eval: one line, no traceback
        config = {k: v for k, v in (config or {}).items() if k != "class"}
        config["metadata"] = dict(config.get("metadata") or {})  # ours: yaml configs may be shared
        super().__init__(data_dir, cache_dir, download_mode, config)
        self.write_record(self.config)

    def write_record(self, config) -> None:
        """What the task records in its config's metadata (the fresh family records its set too)."""
        record(config)


class RecordedBestOfNTask(BestOfNTask):
    """A Best-of-N deltom task (``*_bon``) that records its provenance too."""

    def __init__(self, data_dir=None, cache_dir=None, download_mode=None, config: Optional[dict] = None) -> None:
        super().__init__(data_dir, cache_dir, download_mode, config)
        self.write_record(self.config)

    def write_record(self, config) -> None:
        record(config)
