"""Hooks of the kosinski_del_bon yaml files (``!function utils.*``); filters re-exported
because lm-eval 0.4.13 resolves ``!function a.b.C`` as a file next to the yaml."""
from deltom_tasks.recorded_tasks import RecordedBestOfNTask
from harness_ext.benchmarks.kosinski import doc_to_text, judge, kosinski_dataset
from harness_ext.bon.filters import MajorityFilter, PBMRerankFilter, SampleSetFilter
from harness_ext.bon.metrics import make_process_results

process_results = make_process_results(judge)  # acc of the trace each row keeps

__all__ = ["RecordedBestOfNTask", "doc_to_text", "kosinski_dataset", "process_results", "MajorityFilter",
           "PBMRerankFilter", "SampleSetFilter"]
