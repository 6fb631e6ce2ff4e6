"""Library log lines and warnings on a command line's stderr, one line each.

Library code never prints: it logs through its module's logger (``logging.getLogger(__name__)``: a warning the user
must see at WARNING, a progress note at INFO) or warns (``warnings.warn``). Command lines print; every console
script's ``run_command`` (``deltom_base.errors``) and ``deltom_base.plumbing.install`` call ``show_library_logs``, so
a command's user sees each library line on stderr as its plain text (``deltom miniature: generator trained in ...``)
and each warning as one ``file:line: Category: message`` line.

A Python caller gets logging's defaults (warnings on stderr, notes dropped) and silences the library with
``quiet_library()``, or one package with e.g. ``logging.getLogger("pbm").setLevel(logging.ERROR)``; the loggers are
``LIBRARY_LOGGERS`` and the modules below them.
"""
from __future__ import annotations

import logging
import sys
import warnings
from typing import Optional

LIBRARY_LOGGERS = ("dellabels", "deltom", "deltom_base", "deltom_tasks", "harness_ext", "pbm")  # our packages


class StderrLines(logging.Handler):
    """A record's message as one line on the stderr of the moment (a captured or replaced ``sys.stderr`` too)."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            print(self.format(record), file=sys.stderr, flush=True)
        except Exception:  # noqa: BLE001 - logging's own rule: a failing handler must not fail the caller
            self.handleError(record)


def one_line_warning(message: Warning | str, category: type[Warning], filename: str, lineno: int,
                     line: Optional[str] = None) -> str:
    """A warning as ``file:line: Category: message`` (no source line under it)."""
    return f"{filename}:{lineno}: {category.__name__}: {' '.join(str(message).split())}\n"


def show_library_logs(level: int = logging.INFO) -> None:
    """What a command line does: the library's log lines at ``level`` and above on stderr (each logger once),
    warnings one line each."""
    for name in LIBRARY_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(h, StderrLines) for h in logger.handlers):
            logger.addHandler(StderrLines())
        if logger.level == logging.NOTSET:
            logger.setLevel(level)
    warnings.formatwarning = one_line_warning


def quiet_library(level: int = logging.ERROR) -> None:
    """For a Python caller: the library's log lines below ``level`` dropped."""
    for name in LIBRARY_LOGGERS:
        logging.getLogger(name).setLevel(level)
