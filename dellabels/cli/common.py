"""Small helpers shared by the `dellabels` subcommands."""
from __future__ import annotations

import argparse

EXIT_INTERRUPTED = 130  # the shell's status for SIGINT: a rerun of the same command continues


def check_minimum(args: argparse.Namespace, *names: str, minimum: int = 1) -> None:
    """A ``ValueError`` naming the flag when an integer option (``args.<name>``, if given) is below ``minimum``."""
    for name in names:
        value = getattr(args, name)
        if value is not None and value < minimum:
            raise ValueError(f"--{name.replace('_', '-')} must be >= {minimum}, got {value}")
