"""Hooks the tomi_del yaml files name with ``!function utils.*``.

The logic lives in ``deltom_tasks.tomi`` (data, prompt, both golds' scoring); the verifying filter
is hitom_del's (``deltom_tasks.hitom``), named by the template it includes.
"""
from deltom_tasks.provenance import RecordedTask
from deltom_tasks.tomi import doc_to_text, process_results, tomi_dataset

__all__ = ["RecordedTask", "doc_to_text", "process_results", "tomi_dataset"]
