"""Hooks the tomi_cot yaml files name with ``!function utils.*``.

The data come from ``deltom_tasks.cot`` (the family's own docs, asked free-form); the prompt, the claims filter and
the metrics from ``harness_ext.benchmarks.freeform``.
"""
from deltom_tasks.cot import fresh_cot_dataset, hitom_cot_dataset, tomi_cot_dataset, tomi_fresh_cot_dataset
from deltom_tasks.fresh_tasks import FreshTask
from deltom_tasks.recorded_tasks import RecordedTask
from harness_ext.benchmarks.freeform import ClaimsFilter, claim_rate, doc_to_text, process_results

__all__ = ["ClaimsFilter", "FreshTask", "RecordedTask", "claim_rate", "doc_to_text", "fresh_cot_dataset",
           "hitom_cot_dataset", "process_results", "tomi_cot_dataset", "tomi_fresh_cot_dataset"]
