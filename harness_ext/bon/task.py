"""The lm-eval task class of the Best-of-N tasks (``class: !function utils.RecordedBestOfNTask``, a subclass).

A ``ConfigurableTask`` with two guarantees around the PBM rows, because a Best-of-N
run is hours of sampling whose only output is a table:

* Before any request: every ``PBMRerankFilter`` row's PBM is resolved and checked
  (``pbm.spec.check``); a bad one raises ``PBMConfigError`` while the task is built, before its
  data is read, and a console script (stock ``lm_eval`` included) prints it as one line
  (``deltom_base.plumbing``; under stock ``lm_eval``, which runs no entry point of ours, the task installs it
  when lm-eval builds it). Stock lm-eval builds tasks after loading the model, so
  there it comes after the model load (``deltom-eval`` checks first: ``harness_ext.bon.rows.check_family_pbms``). What each row will use is written into its filter entry of the
  task config, and the PBM of the ``pbm_*`` rows into ``metadata.pbm``, so the
  results JSON (``configs``) records the PBM that ran, not the yaml's defaults.
  After scoring, the loaded backend's full id (weights fingerprint and dtype,
  the score cache's key) is added as ``pbm_id``.
* After generation: a PBM that fails anyway (out of memory, a broken weight file)
  does not lose the run. Its rows get ``PBMFailed`` (acc NaN), the other rows and
  the samples are still written, and the failure is kept in the run's record (``harness_ext.run_state``) for
  ``deltom-eval`` to report with the ``deltom rescore`` command that finishes the job.
"""
from __future__ import annotations

import copy
import logging
from typing import Optional

from lm_eval.api.task import ConfigurableTask

from deltom_base.errors import PBMConfigError
from deltom_base.plumbing import install_one_line_errors
from harness_ext.bon import filters as bon_filters
from harness_ext.run_state import current_run, failure_text
from pbm import scorer
from pbm.spec import check, which_pbm

log = logging.getLogger(__name__)



def _pbm_entry(filter_config: dict) -> Optional[dict]:
    """The ``PBMRerankFilter`` step of a filter_list entry, if it has one."""
    for step in filter_config.get("filter") or []:
        function = step.get("function")
        if isinstance(function, type) and issubclass(function, bon_filters.PBMRerankFilter):
            return step
    return None


class BestOfNTask(ConfigurableTask):
    """A yaml Best-of-N task whose PBM rows are checked before generation and recorded in the results."""

    def __init__(self, data_dir=None, cache_dir=None, download_mode=None, config: Optional[dict] = None) -> None:
        install_one_line_errors()  # a bad PBM under stock lm_eval: one line, not a 40-line traceback
        config = {k: v for k, v in (config or {}).items() if k != "class"}
        # a private copy: yaml configs may be shared between the tasks of a group, and we write into ours
        config["filter_list"] = copy.deepcopy(config.get("filter_list"))
        config["metadata"] = dict(config.get("metadata") or {})
        pbm_rows: dict[str, tuple[str, Optional[str]]] = {}
        run = current_run()
        for filter_config in config["filter_list"] or []:  # checked before super() reads any data
            step = _pbm_entry(filter_config)
            if step is None:
                continue
            backend, model = which_pbm(run.pbm_backend, run.pbm_model, task_backend=step.get("backend", "hf"),
                                       task_model=step.get("model"), pinned=not step.get("env_override", True))
            try:
                # PBMConfigError: before any request is sent
                record = check(backend, model, **scorer.served_for(backend))
            except PBMConfigError as err:
                raise PBMConfigError(f"task {config.get('task')}, row {filter_config.get('name')}: {err}") from None
            step.update(backend=backend, model=model, pbm=dict(record))
            pbm_rows[filter_config["name"]] = (backend, model)
            if step.get("env_override", True):
                config["metadata"]["pbm"] = step["pbm"]
        super().__init__(data_dir, cache_dir, download_mode, config)
        self._pbm_rows = pbm_rows

    def apply_filters(self):
        """Apply every row; a PBM row that fails marks its outputs ``PBMFailed`` and the run goes on."""
        for filter_config, ensemble in zip(self.config.filter_list or [], self._filters):
            pbm, failures = self._pbm_rows.get(filter_config["name"]), current_run().pbm_failures
            if pbm is not None and pbm in failures:
                self._mark_failed(ensemble.name, failures[pbm])
                continue
            try:
                ensemble.apply(self._instances)
            except Exception as err:  # noqa: BLE001 - keep the generated samples whatever the PBM did
                if pbm is None:
                    raise
                failures[pbm] = failure_text(err)
                log.error("PBM %s %s failed after generation: %s; rows using it are NaN", *pbm, failures[pbm])
                self._mark_failed(ensemble.name, failures[pbm])
        self._record_loaded_backends()

    def _mark_failed(self, row: str, reason: str) -> None:
        for instance in self._instances:
            instance.filtered_resps[row] = bon_filters.PBMFailed(f"PBM failed: {reason}")

    def _record_loaded_backends(self) -> None:
        for filter_config in self.config.filter_list or []:
            pbm = self._pbm_rows.get(filter_config["name"])
            if pbm is None or pbm in current_run().pbm_failures:
                continue
            step = _pbm_entry(filter_config)
            step["pbm"]["pbm_id"] = scorer.loaded_pbm_id(*pbm)
