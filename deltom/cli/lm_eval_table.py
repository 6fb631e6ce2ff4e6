"""lm-eval's printed results table with the Best-of-N rows in a fixed order, not alphabetical, during a
``deltom-eval`` run (the order: ``deltom.pages.row_order``). Only the printed table changes: the
results JSON is written as lm-eval writes it.
"""
from __future__ import annotations

import contextlib
import functools
from typing import Iterator

from deltom.pages.row_order import ordered
from harness_ext.lm_eval_patches import patched


@contextlib.contextmanager
def row_ordered_tables() -> Iterator[None]:
    """``lm_eval.utils.make_table`` printing Best-of-N rows in row order while the block runs (lm-eval's CLI
    imports it when it prints, so the replacement is what it calls)."""
    def in_row_order(original):
        @functools.wraps(original)
        def make_table(result_dict, column: str = "results", sort_results: bool = False):
            return original(ordered(result_dict, column), column, sort_results)
        return make_table

    with patched("make_table", in_row_order):
        yield
