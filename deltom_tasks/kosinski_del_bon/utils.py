"""Hooks of the kosinski_del_bon yaml files (``!function utils.*``); filters re-exported
because lm-eval 0.4.13 resolves ``!function a.b.C`` as a file next to the yaml."""
from deltom_tasks.kosinski import doc_to_text, is_correct, kosinski_dataset
from harness_ext.bon.metrics import make_process_results
from harness_ext.bon.task import BestOfNTask
from deltom_tasks.provenance import RecordedBestOfNTask
from harness_ext.bon.filters import MajorityFilter, PBMRerankFilter, SampleSetFilter

process_results = make_process_results(lambda doc, trace: is_correct(trace, doc["answer"], doc["other"]))

__all__ = ["RecordedBestOfNTask", "BestOfNTask", "doc_to_text", "kosinski_dataset", "process_results", "MajorityFilter", "PBMRerankFilter",
           "SampleSetFilter"]
