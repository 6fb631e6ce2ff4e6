"""lm-eval's printed results table with the Best-of-N rows in a fixed order, not alphabetical.

lm-eval 0.4.13's ``make_table`` sorts each task's ``metric,filter`` keys as plain strings, so a
Best-of-N task printed ``del_oracle``, ``maj@16``, ``ori``, ``pass@16``, ``pbm_...``. During a
``deltom-eval`` run its keys compare by (metric, row order, name) instead: within each metric the
rows print in the catalogue's order ``harness_ext.bon.rows.ROW_ORDER``: ori, pass@N, maj@N,
del_oracle, del_oracle_weighted, pbm_vanilla_{last,min,avg,prod}, pbm_weighted_{last,min,avg,prod}
(the order of the task yaml's ``filter_list``); any other filter (``none``) after them, by name.
Only the printed table changes: the results JSON is written as lm-eval writes it.
"""
from __future__ import annotations

import contextlib
import functools
from typing import Iterator

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


@contextlib.contextmanager
def row_ordered_tables() -> Iterator[None]:
    """``lm_eval.utils.make_table`` printing Best-of-N rows in row order while the block runs (lm-eval's CLI
    imports it when it prints, so the replacement is what it calls)."""
    import lm_eval.utils as utils

    original = utils.make_table

    @functools.wraps(original)
    def make_table(result_dict, column: str = "results", sort_results: bool = False):
        return original(ordered(result_dict, column), column, sort_results)

    utils.make_table = make_table
    try:
        yield
    finally:
        utils.make_table = original
