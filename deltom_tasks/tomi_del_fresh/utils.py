"""Hooks the tomi_del_fresh yaml files name with ``!function utils.*``.

The prompt, filter and metrics come from ``tomi_del``'s template (and its ``utils.py``);
the data and the provenance record from ``deltom_tasks.fresh``.
"""
from deltom_tasks.fresh import FreshTask, tomi_fresh_dataset

__all__ = ["FreshTask", "tomi_fresh_dataset"]
