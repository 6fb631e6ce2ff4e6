"""The one-line reports of failures after generation started, printed by ``deltom-eval`` as its exit message.

None of them loses the run: lm-eval still writes the results and samples, and each line says what is missing and
the command that completes it. Three kinds, each kept by the module where it happened:

* a PBM that failed while scoring Best-of-N samples (``harness_ext.bon.task.FAILURES``): its rows are NaN, and
  ``deltom rescore`` finishes them from the samples;
* a PBM (or the LM) that failed during beam search or DVTS (``harness_ext.search.lm_eval_models.SEARCH_FAILURES``):
  the searched docs are kept in the search checkpoint, the rest are NaN (``unanswered`` in the samples), and the
  same command searches only those;
* a doc the DEL verifier failed on (``harness_ext.benchmarks.hitom.UNVERIFIED``): scored by its final answer alone and marked
  ``unverified`` in its sample.
"""
from __future__ import annotations

from typing import Optional


def rescore_hint(failures: dict, output_path: Optional[str]) -> str:
    """The one-line report of PBMs that failed after generation, with the command that finishes the job."""
    (backend, model), reason = next(iter(failures.items()))
    where = output_path or "<--output_path>"
    model_arg = f" --pbm {model}" if model else ""
    return (f"deltom-eval: PBM backend {backend}{', model ' + model if model else ''} failed after generation "
            f"({reason}); its rows are NaN. Samples were written if --log_samples was given: finish with "
            f"`deltom rescore {where} --pbm-backend {backend}{model_arg} --out <summary.json>`")


def search_line(failures: dict) -> str:
    """The one-line report of a beam search / DVTS that failed midway."""
    (backend, model), failed = next(iter(failures.items()))
    kept = (f"are kept in {failed['checkpoint']}" if failed["checkpoint"] else
            "were not kept (search_cache=false): they are in the samples only")
    return (f"deltom-eval: the PBM search (backend {backend}{', model ' + model if model else ''}) failed after "
            f"{failed['searched']} of {failed['total']} docs ({failed['reason']}); the searched docs {kept}, the "
            "other docs are NaN and marked unanswered in the samples: rerun the same command to search only those")


def unverified_line(unverified: dict) -> str:
    """The one-line report of docs the DEL verifier failed on after generation."""
    (_, question), reason = next(iter(unverified.items()))
    return (f"deltom-eval: the DEL verifier failed on {len(unverified)} doc(s) after generation (first: question "
            f"{question!r}: {reason}); they are scored by their final answer alone (acc, no trace_acc / step_acc / "
            "lucky) and marked unverified in the samples; every other doc is complete")


def late_failure(output_path: Optional[str]) -> Optional[str]:
    """The exit message of this process's failures after generation started, or None when there was none."""
    from harness_ext.benchmarks.hitom import UNVERIFIED
    from harness_ext.bon.task import FAILURES
    from harness_ext.search.lm_eval_models import SEARCH_FAILURES

    lines = [search_line(SEARCH_FAILURES) if SEARCH_FAILURES else None,
             rescore_hint(FAILURES, output_path) if FAILURES else None,
             unverified_line(UNVERIFIED) if UNVERIFIED else None]
    found = [line for line in lines if line]
    return "\n".join(found) if found else None
