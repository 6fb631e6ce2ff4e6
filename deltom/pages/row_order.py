"""Best-of-N rows in lm-eval's printed results table in the catalogue's order, not alphabetical.

lm-eval 0.4.13's ``make_table`` sorts each task's ``metric,filter`` keys as plain strings, so a
Best-of-N task printed ``del_oracle``, ``maj@16``, ``ori``, ``pass@16``, ``pbm_...``. ``ordered`` gives
its keys a comparison by (metric, row order, name): within each metric the rows print in the catalogue's
order ``harness_ext.bon.rows.ROW_ORDER`` (the order of the task yaml's ``filter_list``); any other filter
(``none``) after them, by name. ``deltom-eval`` prints its tables so (``deltom.cli.lm_eval_table``), and
the miniature rebuilds its printed table so from a results JSON.
"""
from __future__ import annotations

from harness_ext.bon.rows import row_sort_key


class RowOrderedKey(str):
    """A ``metric,filter`` key that sorts by metric, then by the Best-of-N row order of its filter."""

    def order(self) -> tuple:
        metric, _, row = self.partition(",")
        return (metric, row_sort_key(row))

    def __lt__(self, other: object) -> bool:
        return self.order() < RowOrderedKey(str(other)).order()

    def __gt__(self, other: object) -> bool:
        return self.order() > RowOrderedKey(str(other)).order()

    __hash__ = str.__hash__


def ordered(result_dict: dict, column: str = "results") -> dict:
    """A copy of ``result_dict`` whose ``column`` entries have ``RowOrderedKey`` keys."""
    entries = result_dict.get(column)
    if not isinstance(entries, dict):
        return result_dict
    copy = dict(result_dict)
    copy[column] = {task: {RowOrderedKey(k) if isinstance(k, str) else k: v for k, v in metrics.items()}
                    if isinstance(metrics, dict) else metrics for task, metrics in entries.items()}
    return copy
