"""`deltom-eval`'s quality gate: lm-eval's results read by ``deltom.analysis.quality`` as they are made.

lm-eval's CLI calls ``lm_eval.simple_evaluate`` and saves and prints what it returns. While
``quality_gate`` runs, that call is wrapped: the results (and, with ``--log_samples``, every
response of its samples) are read by the gate, and its reading is added to
the results as ``"quality"``, so the saved results JSON records it; ``deltom-eval`` prints the
warning line after lm-eval's tables when the run is garbage.
"""
from __future__ import annotations

import contextlib
import functools
from typing import Iterator, Optional

from deltom.analysis.quality import Quality, accuracy_values, assess, sample_responses, sample_sets
from harness_ext.lm_eval_patches import patched


class GateReading:
    """The gate's reading of the last evaluation in a ``quality_gate`` block (None before one ends)."""

    def __init__(self) -> None:
        self.quality: Optional[Quality] = None


@contextlib.contextmanager
def quality_gate() -> Iterator[GateReading]:
    """``lm_eval.simple_evaluate`` with its results read by the quality gate while the block runs."""
    reading = GateReading()

    def reading_results(original):
        @functools.wraps(original)
        def simple_evaluate(*args, **kwargs):
            results = original(*args, **kwargs)
            if isinstance(results, dict):  # None on non-zero ranks of a distributed run
                reading.quality = assess(accuracy_values(results), sample_responses(results.get("samples") or {}),
                                         sample_sets(results.get("samples") or {}))
                results["quality"] = reading.quality.as_dict()
            return results
        return simple_evaluate

    with patched("simple_evaluate", reading_results):
        yield reading
