"""Hooks the tomi_del_fresh yaml files name with ``!function utils.*``.

The prompt, filter and metrics come from ``tomi_del``'s template (and its ``utils.py``);
the data and the provenance record from ``deltom_tasks.fresh``.
"""
from deltom_tasks.fresh import tomi_fresh_dataset
from deltom_tasks.fresh_tasks import FreshTask

__all__ = ["FreshTask", "tomi_fresh_dataset"]
