"""Hooks the tomi_del yaml files name with ``!function utils.*``.

The logic lives in ``harness_ext.benchmarks.tomi`` (data, prompt, both golds' scoring); the verifying filter
is hitom_del's (``harness_ext.benchmarks.hitom``), named by the template it includes.
"""
from deltom_tasks.recorded_tasks import RecordedTask
from harness_ext.benchmarks.tomi import doc_to_text, process_results, tomi_dataset

__all__ = ["RecordedTask", "doc_to_text", "process_results", "tomi_dataset"]
