"""The task classes the deltom yamls name (``class: !function utils.RecordedTask`` / ``RecordedBestOfNTask``): each
records its provenance (``deltom_tasks.provenance.record``) when lm-eval builds it. Apart from ``provenance`` because
they load lm-eval's task module, which the readers of results never need."""
from __future__ import annotations

from typing import Optional

from lm_eval.api.task import ConfigurableTask

from deltom_base.plumbing import install_one_line_errors
from deltom_tasks.provenance import record
from harness_ext.bon.task import BestOfNTask


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
