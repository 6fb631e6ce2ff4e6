"""Hooks the kosinski_del yaml files name with ``!function utils.*``.

The logic lives in ``harness_ext.benchmarks.kosinski`` (importable, shared with tests).
"""
from harness_ext.benchmarks.kosinski import doc_to_text, kosinski_dataset, process_results
from deltom_tasks.provenance import RecordedTask

__all__ = ["RecordedTask", "doc_to_text", "kosinski_dataset", "process_results"]
