"""Hooks the kosinski_del yaml files name with ``!function utils.*``.

The logic lives in ``deltom_tasks.kosinski`` (importable, shared with tests).
"""
from deltom_tasks.kosinski import doc_to_text, kosinski_dataset, process_results
from deltom_tasks.provenance import RecordedTask

__all__ = ["RecordedTask", "doc_to_text", "kosinski_dataset", "process_results"]
