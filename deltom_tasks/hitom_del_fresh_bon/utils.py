"""Hooks of the hitom_del_fresh_bon yaml files (``!function utils.*``).

The rows' filters (named by the per-N templates written here) are ``harness_ext.bon.filters``';
the prompt and ``process_results`` come from ``hitom_del_bon``'s template and its ``utils.py``.
"""
from deltom_tasks.fresh import fresh_dataset
from deltom_tasks.fresh_tasks import FreshBestOfNTask
from harness_ext.bon.filters import MajorityFilter, PBMRerankFilter, SampleSetFilter

__all__ = ["FreshBestOfNTask", "fresh_dataset", "MajorityFilter", "PBMRerankFilter", "SampleSetFilter"]
