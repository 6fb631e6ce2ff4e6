"""Hooks the hitom_del_fresh yaml files name with ``!function utils.*``.

The prompt, filter and metrics come from ``hitom_del``'s template (and its ``utils.py``);
the data and the provenance record from ``deltom_tasks.fresh``.
"""
from deltom_tasks.fresh import fresh_dataset
from deltom_tasks.fresh_tasks import FreshTask

__all__ = ["FreshTask", "fresh_dataset"]
