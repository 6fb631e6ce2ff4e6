"""What the `deltom` subcommands share: one-line errors with exit status 2, the samples and PBM scoring
options, the warning about a partial input."""
from __future__ import annotations

import argparse
from typing import Callable

from deltom.analysis.coverage import summary_reasons, warn_partial
from deltom.analysis.samples import Selection
from deltom_base.errors import run_command
from pbm.backend_names import add_pbm
from pbm.backends import BACKENDS
from pbm.backends.served import ServedSettings
from pbm.scorer import current_scoring

# the files of an lm-eval output folder a command reads: an output may not replace one of them
RUN_FILES = ("samples_*.jsonl*", "results_*.json")


def add_samples_args(p: argparse.ArgumentParser) -> None:
    """SAMPLES and the ``--task`` / ``--run`` choice among them."""
    p.add_argument("samples", nargs="+", metavar="SAMPLES",
                   help="lm-eval samples_<task>_<time>.jsonl files of *_bon tasks (or .jsonl.xz / .jsonl.gz), or "
                        "lm-eval output directories")
    p.add_argument("--task", help="use the samples of this group (hitom_del_bon_n4: an N = 4 run) or task only; "
                                  "needed when SAMPLES hold several runs")
    p.add_argument("--run", metavar="STAMP", help="use the samples of the lm-eval run with this timestamp only "
                                                  "(samples_<task>_<STAMP>.jsonl); needed when a folder holds several")


def add_scoring_args(p: argparse.ArgumentParser) -> None:
    """SAMPLES and the PBM options shared by ``rescore`` and ``curves``."""
    add_samples_args(p)
    add_pbm(p, BACKENDS, "hf", "default")
    p.add_argument("--pbm-url", help="served: the PBM's OpenAI-compatible endpoint, e.g. http://node7:8000/v1 "
                                     "(default $DELTOM_PBM_URL)")
    p.add_argument("--served-name", help="served: the name the server knows the PBM by "
                                         "(default $DELTOM_PBM_SERVED_NAME, else --pbm as given)")
    p.add_argument("--pbm-timeout", type=float, help="served / judge: seconds per request (default "
                                                     "$DELTOM_PBM_TIMEOUT, else 600)")


def use_served_args(args: argparse.Namespace) -> ServedSettings:
    """``--pbm-url`` / ``--served-name`` / ``--pbm-timeout`` as the served settings of the current scoring state
    (``pbm.scorer``: what the served and judge backends are built with; what is not given, the environment's)."""
    settings = ServedSettings(getattr(args, "pbm_url", None) or None, getattr(args, "served_name", None) or None,
                              getattr(args, "pbm_timeout", None) or None)
    current_scoring().served = settings
    return settings


def selection(args: argparse.Namespace) -> Selection:
    """The ``--task`` / ``--run`` choice of samples."""
    return Selection(task=args.task, run=args.run)


def warn_partial_summary(command: str, family: str, record: dict) -> None:
    """``deltom.analysis.coverage.warn_partial`` when the samples miss orders or docs of the benchmark (``record``:
    a summary)."""
    if record.get("partial"):
        warn_partial(command, summary_reasons(family, record), note='recorded in the output ("partial": true)')


def guarded(command: str, run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """``run`` as a ``deltom`` subcommand: a user error, an unusable output or an unreadable file is one line on
    stderr and the error's exit status (``deltom_base.errors.run_command``)."""
    def func(args: argparse.Namespace) -> int:
        return run_command(f"deltom {command}", lambda: run(args), also=(OSError,))

    return func
