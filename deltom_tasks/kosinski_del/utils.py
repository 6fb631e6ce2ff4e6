"""Hooks the kosinski_del yaml files name with ``!function utils.*``.

The logic lives in ``harness_ext.benchmarks.kosinski`` (importable, shared with tests).
"""
from deltom_tasks.recorded_tasks import RecordedTask
from harness_ext.benchmarks.kosinski import doc_to_text, kosinski_dataset, process_results

__all__ = ["RecordedTask", "doc_to_text", "kosinski_dataset", "process_results"]
