"""``process_results`` for Best-of-N tasks: one metric function for every filter row.

A task gives its per-trace judge: ``judge(doc, trace)`` -> ``{"acc": ..., ...}`` (a bool
means ``acc`` only). Hi-ToM's judge adds the verified-reasoning metrics ``trace_acc``,
``step_acc`` and ``lucky`` (``dellabels.traces.verify``); Kosinski's has ``acc`` alone.
Every row reports the metrics of the trace it selects:

* Ori (``SampleSet``, mode ``mean``): every metric averaged over all N samples.
* pass@N (mode ``any``): ``acc`` any sample right, ``trace_acc`` any sample verified,
  ``step_acc`` the best sample's, ``lucky = acc - trace_acc`` (right answers, none verified).
* Reranking rows (``Chosen``, or a plain trace): the metrics of the trace kept.
* A PBM row whose scoring failed after generation (``PBMFailed``): every metric NaN.

So ``acc = trace_acc + lucky`` holds on every row.
"""
from __future__ import annotations

from typing import Callable, Sequence, Union

from harness_ext.bon.filters import PBMFailed, SampleSet, response_of

Judged = Union[bool, dict]


def _as_metrics(judged: Judged) -> dict[str, float]:
    return {k: float(v) for k, v in judged.items()} if isinstance(judged, dict) else {"acc": float(judged)}


def sample_set_metrics(per_sample: Sequence[dict[str, float]], mode: str) -> dict[str, float]:
    """Ori (``mean``) or pass@N (``any``) of the per-sample metrics (module docstring)."""
    if not per_sample:
        return {"acc": 0.0}
    keys = per_sample[0].keys()
    if mode != "any":
        return {k: sum(m[k] for m in per_sample) / len(per_sample) for k in keys}
    out = {k: max(m[k] for m in per_sample) for k in keys}
    if "lucky" in out:
        out["lucky"] = out["acc"] - out["trace_acc"]
    return out


def make_process_results(judge: Callable[[dict, str], Judged]) -> Callable[[dict, Sequence], dict]:
    """Wrap a task's per-trace ``judge(doc, trace)`` into lm-eval's process_results for every row."""

    def process_results(doc: dict, results: Sequence) -> dict[str, float]:
        result = results[0]
        if isinstance(result, PBMFailed):  # the row has no value, not a wrong one (see harness_ext.bon.task)
            return {k: float("nan") for k in _as_metrics(judge(doc, ""))}
        if isinstance(result, SampleSet) or (isinstance(result, list) and not isinstance(result, str)):
            per_sample = [_as_metrics(judge(doc, text)) for text in result]
            return sample_set_metrics(per_sample, getattr(result, "mode", "mean"))
        return _as_metrics(judge(doc, response_of(result)))

    return process_results
