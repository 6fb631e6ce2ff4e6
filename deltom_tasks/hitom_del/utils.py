"""Hooks the hitom_del yaml files name with ``!function utils.*``.

The logic lives in ``harness_ext.benchmarks.hitom`` (importable, shared with tests and tools).
"""
from deltom_tasks.recorded_tasks import RecordedTask
from harness_ext.benchmarks.hitom import VerifyFilter, doc_to_text, hitom_dataset, process_results

__all__ = ["RecordedTask", "VerifyFilter", "doc_to_text", "hitom_dataset", "process_results"]
