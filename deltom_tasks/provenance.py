"""What every deltom task records in the results JSON, under stock ``lm_eval`` too: its prompt and its data.

lm-eval writes each task's config, ``metadata`` included, into the results JSON
(``configs[task].metadata``). The deltom task classes named by the yaml templates
(``class: !function utils.RecordedTask`` and the Best-of-N / fresh twins) add
``metadata.provenance`` = ``{"data": {...}, "prompt": {"variant", "sha256"}}`` when the task is
built, so two runs are comparable (same documents, same prompt) whether ``deltom-eval`` or plain
``lm_eval`` made them. ``data``: the Hi-ToM / Kosinski file's name and sha256 (the name only: a
results JSON may be committed, the machine's folders need not be), or a generated set's
settings and fingerprint.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path
from typing import Optional

from lm_eval.api.task import ConfigurableTask

from harness_ext.bon.task import BestOfNTask

GENERATED_SET = "generated Hi-ToM set"  # as harness_ext.report.results_load names it


@lru_cache(maxsize=16)
def file_record(kind: str, path: str) -> dict:
    """``{"kind", "file", "sha256"}`` of a data file (hashed once per process)."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return {"kind": kind, "file": Path(path).name, "sha256": digest.hexdigest()}


def data_provenance(family: str, metadata: dict) -> dict:
    """The documents' source of a ``family`` task (``hitom``, ``kosinski``); one that cannot be read says why."""
    fresh = metadata.get("fresh")
    if isinstance(fresh, dict) and fresh.get("fingerprint"):
        return {"kind": GENERATED_SET, "settings": fresh.get("settings"), "fingerprint": fresh["fingerprint"]}
    try:
        if family == "kosinski":
            from dellabels.hitom.data import KOSINSKI_ENV, resolve_path

            return file_record("Kosinski file", str(resolve_path(metadata.get("kosinski_path"), KOSINSKI_ENV,
                                                                  "Kosinski items")))
        from deltom_tasks.hitom import resolve_hitom_file

        return file_record("Hi-ToM file", str(resolve_hitom_file(metadata.get("hitom_path"))))
    except Exception as err:  # noqa: BLE001 - the dataset loader raises the real error; here only say why
        return {"kind": "unknown", "error": " ".join(str(err).split())[:200]}


def prompt_provenance(metadata: dict) -> dict:
    """The prompt variant a task uses and its template's sha256."""
    from dellabels.traces.prompt import load_template, prompt_variant

    variant = prompt_variant(metadata.get("prompt"))
    return {"variant": variant, "sha256": hashlib.sha256(load_template(variant).encode("utf-8")).hexdigest()}


def record(config, family: Optional[str] = None) -> None:
    """Write ``metadata.provenance`` into a task config (its family from the dataset loader's name when None)."""
    loader = getattr(config.custom_dataset, "__name__", "")
    family = family or ("kosinski" if "kosinski" in loader else "hitom")
    if config.metadata is None:
        config.metadata = {}
    config.metadata["provenance"] = {"data": data_provenance(family, config.metadata),
                                     "prompt": prompt_provenance(config.metadata)}


class RecordedTask(ConfigurableTask):
    """A plain deltom yaml task (``hitom_del*``, ``kosinski_del``) that records its provenance."""

    def __init__(self, data_dir=None, cache_dir=None, download_mode=None, config: Optional[dict] = None) -> None:
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
