"""Hooks of the hitom_del_bon yaml files (``!function utils.*``).

lm-eval 0.4.13 resolves ``!function a.b.C`` as a file ``a.b.py`` next to the yaml,
so the filters of ``harness_ext.bon.filters`` are re-exported here.
"""
from deltom_tasks.recorded_tasks import RecordedBestOfNTask
from harness_ext.benchmarks.hitom import doc_to_text, hitom_dataset, judge
from harness_ext.bon.filters import MajorityFilter, PBMRerankFilter, SampleSetFilter
from harness_ext.bon.metrics import make_process_results

process_results = make_process_results(judge)  # acc and verified reasoning of the trace each row keeps

__all__ = ["RecordedBestOfNTask", "doc_to_text", "hitom_dataset", "process_results", "MajorityFilter",
           "PBMRerankFilter", "SampleSetFilter"]
