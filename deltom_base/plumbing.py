"""Error and log plumbing of a deltom process, installed by the entry points (never on import).

``install`` is the first call of every console script (``dellabels``, ``pbm``, ``deltom``, ``deltom-eval``):

- **one-line errors**: an uncaught error of ``deltom_base.errors`` (a ``UserError``, a ``BackendFailure``) prints
  as ``<program>: error: <message>`` without a traceback (``install_one_line_errors``; Python still exits with
  status 1; the console scripts' own ``run_command`` exits with the error's code). Any other error keeps its
  traceback.
- **quiet lm-eval**: lm-eval's "Custom kwargs can be passed to `--metadata`" warning, logged once per task with a
  ``custom_dataset`` (25 times for ``hitom_del_bon``), is dropped unless verbose (``quiet_lm_eval_hints``: a
  logging filter, no lm-eval import).
- **verbose**: ``--verbose`` (``set_verbose``, this process) or ``DELTOM_VERBOSE=1`` keeps every log line
  (``verbose``); a deltom process this one starts is told through its environment (``child_env``), never by writing
  this process's ``os.environ``.

Stock ``lm_eval`` runs none of our entry points and offers no hook, so the two places it enters deltom code
install what they need when lm-eval loads them: the task folders' package (``deltom_tasks``, imported by
lm-eval's task loading) quiets the hint, and deltom's task classes (plain, fresh, Best-of-N) and the PBM search
models install one-line errors when lm-eval builds them.
"""
from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import Mapping, Optional

from deltom_base.errors import one_line, report
from deltom_base.logs import show_library_logs
from deltom_base.settings import read

VERBOSE_ENV = "DELTOM_VERBOSE"
LM_EVAL_TASK_LOGGER = "lm_eval.api.task"  # lm_eval/api/task.py: eval_logger = logging.getLogger(__name__)
LM_EVAL_HINT = "Custom kwargs can be passed to `--metadata`"


_FLAGS = {"verbose": False}  # a command line's --verbose (one command line per process)


def verbose() -> bool:
    """Whether the user asked for everything (``--verbose``, or ``DELTOM_VERBOSE`` set to anything but 0 / empty)."""
    return _FLAGS["verbose"] or (read(VERBOSE_ENV) or "") not in ("", "0")


def set_verbose(on: bool) -> None:
    """Turn verbose on for this process (a ``--verbose`` flag); ``child_env`` passes it on to the processes it
    starts."""
    _FLAGS["verbose"] = bool(on)


def child_env(base: Optional[Mapping[str, str]] = None) -> dict[str, str]:
    """The environment of a deltom process started from this one: ``base`` (this process's environment if None)
    with ``DELTOM_VERBOSE=1`` when verbose."""
    env = dict(os.environ if base is None else base)
    if verbose():
        env[VERBOSE_ENV] = "1"
    return env


def install_one_line_errors() -> None:
    """Print an uncaught error marked ``one_line`` as ``<program>: error: <message>`` (no traceback).

    Installed only over Python's own hook (a user's hook is left alone); any other error keeps
    its traceback. Python still exits with status 1.
    """
    if sys.excepthook is not sys.__excepthook__:
        return
    previous = sys.excepthook

    def hook(kind, value, traceback) -> None:
        if one_line(value):
            report(Path(sys.argv[0]).name if sys.argv and sys.argv[0] else "python", value, limit=2000)
            return
        previous(kind, value, traceback)

    sys.excepthook = hook


class _DropHint(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return LM_EVAL_HINT not in record.getMessage()


def quiet_lm_eval_hints() -> None:
    """Drop lm-eval's "Custom kwargs can be passed to --metadata" warning (repeated per task) unless verbose."""
    logger = logging.getLogger(LM_EVAL_TASK_LOGGER)
    if not verbose() and not any(isinstance(f, _DropHint) for f in logger.filters):
        logger.addFilter(_DropHint())


def install(verbose_flag: bool = False) -> None:
    """What every console script does first: ``--verbose`` recorded, the library's log lines on stderr, one-line
    errors, lm-eval's hint quiet."""
    set_verbose(verbose_flag)
    show_library_logs()
    install_one_line_errors()
    quiet_lm_eval_hints()
