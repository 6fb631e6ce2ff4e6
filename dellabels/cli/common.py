"""Small helpers shared by the `dellabels` subcommands."""
from __future__ import annotations

import argparse


def check_minimum(args: argparse.Namespace, *names: str, minimum: int = 1) -> None:
    """A ``ValueError`` naming the flag when an integer option (``args.<name>``, if given) is below ``minimum``."""
    for name in names:
        value = getattr(args, name)
        if value is not None and value < minimum:
            raise ValueError(f"--{name.replace('_', '-')} must be >= {minimum}, got {value}")
