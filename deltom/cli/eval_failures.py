"""The one-line reports of failures after generation started, printed by ``deltom-eval`` as its exit message.

None of them loses the run: lm-eval still writes the results and samples, and each line says what is missing and
the command that completes it. The three kinds are kept in the run's record (``harness_ext.run_state.RunState``):
a PBM that failed while scoring Best-of-N samples, a PBM search that failed midway, docs the DEL verifier failed on.
"""
from __future__ import annotations

import shlex
from typing import Optional

from deltom_base.settings import read
from harness_ext.run_state import RunState
from pbm.backend_names import REGISTRY
from pbm.backends.served import NAME_ENV, TIMEOUT_ENV, URL_ENV, ServedSettings

# a served backend's options (``BackendEntry.options`` dests), the ``deltom rescore`` flag, the variable it
# defaults to and the ``ServedSettings`` field that carries it in a run
SERVED_OPTIONS = (("pbm_url", "--pbm-url", URL_ENV, "url"), ("served_name", "--served-name", NAME_ENV, "name"),
                  ("pbm_timeout", "--pbm-timeout", TIMEOUT_ENV, "timeout"))


def served_flags(backend: str, served: Optional[ServedSettings] = None) -> str:
    """The ``deltom rescore`` options that reach the endpoint this run reached its served PBM at (``served``: the
    run's settings, ``--pbm-url`` may have been given on the command line only, else the environment's); "" for
    other backends."""
    entry = REGISTRY.get(backend)
    takes = {dest for dest, _ in entry.options} if entry else set()
    served = served or ServedSettings()
    flags = ""
    for dest, flag, env, field in SERVED_OPTIONS:
        given = getattr(served, field)
        value = str(given) if given is not None else read(env)
        if dest in takes and (value or dest == "pbm_url"):
            flags += f" {flag} {shlex.quote(value) if value else '<URL>'}"
    return flags


def rescore_hint(failures: dict, output_path: Optional[str], served: Optional[ServedSettings] = None) -> str:
    """The one-line report of PBMs that failed after generation, with the command that finishes the job (every
    option it needs to reach the same PBM)."""
    (backend, model), reason = next(iter(failures.items()))
    where = output_path or "<--output_path>"
    model_arg = f" --pbm {shlex.quote(model)}" if model else ""
    return (f"deltom-eval: PBM backend {backend}{', model ' + model if model else ''} failed after generation "
            f"({reason}); its rows are NaN. Samples were written if --log_samples was given: finish with "
            f"`deltom rescore {where} --pbm-backend {backend}{model_arg}{served_flags(backend, served)} "
            "--out <summary.json>`")


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


def late_failure(run: RunState, output_path: Optional[str]) -> Optional[str]:
    """The exit message of a run's failures after generation started, or None when there was none."""
    lines = [search_line(run.search_failures) if run.search_failures else None,
             rescore_hint(run.pbm_failures, output_path, run.scoring.served) if run.pbm_failures else None,
             unverified_line(run.unverified) if run.unverified else None]
    found = [line for line in lines if line]
    return "\n".join(found) if found else None
