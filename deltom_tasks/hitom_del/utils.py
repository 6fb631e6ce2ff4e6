"""Hooks the hitom_del yaml files name with ``!function utils.*``.

The logic lives in ``harness_ext.benchmarks.hitom`` (importable, shared with tests and tools).
"""
from harness_ext.benchmarks.hitom import VerifyFilter, doc_to_text, hitom_dataset, process_results
from deltom_tasks.provenance import RecordedTask

__all__ = ["RecordedTask", "VerifyFilter", "doc_to_text", "hitom_dataset", "process_results"]
