"""``process_results`` for Best-of-N tasks: one metric function for every filter row.

Reranking rows hand over one trace; Ori and pass@N hand over a ``SampleSet``
whose samples are each judged by the task's own correctness rule. A PBM row
whose scoring failed after generation hands over ``PBMFailed`` and scores NaN.
"""
from __future__ import annotations

from typing import Callable, Sequence

from harness_ext.bon.filters import PBMFailed, SampleSet


def make_process_results(is_correct: Callable[[dict, str], bool]) -> Callable[[dict, Sequence], dict]:
    """Wrap a task's per-trace correctness ``is_correct(doc, trace)`` into lm-eval's process_results."""

    def process_results(doc: dict, results: Sequence) -> dict[str, float]:
        result = results[0]
        if isinstance(result, PBMFailed):  # the row has no value, not a wrong one (see harness_ext.bon.task)
            return {"acc": float("nan")}
        if isinstance(result, SampleSet) or (isinstance(result, list) and not isinstance(result, str)):
            judged = [is_correct(doc, text) for text in result]
            mode = getattr(result, "mode", "mean")
            if not judged:
                return {"acc": 0.0}
            return {"acc": float(any(judged)) if mode == "any" else sum(judged) / len(judged)}
        return {"acc": float(is_correct(doc, result))}

    return process_results
