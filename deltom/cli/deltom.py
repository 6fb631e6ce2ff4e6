"""`deltom`: offline tools around lm-eval runs (rescore, curves, tables, HTML reports, reference import, the miniature).

Each subcommand lives in its own module exposing ``add_parser(subparsers)``, which
registers the subcommand and sets ``func(args) -> int`` on its parser.
"""
from __future__ import annotations

import argparse
import importlib
import sys
from typing import Optional, Sequence

from deltom_base.flags import Parser
from deltom_base.plumbing import install

SUBCOMMAND_MODULES = (
    "deltom.cli.rescore",
    "deltom.cli.pack_samples",
    "deltom.cli.curves",
    "deltom.cli.report",
    "deltom.cli.table",
    "deltom.cli.import_reference",
    "deltom.cli.miniature",
    "deltom.cli.models",
    "deltom.cli.shard",
    "deltom.cli.merge_shards",
    "deltom.cli.processbench",
)


def build_parser() -> argparse.ArgumentParser:
    """The ``deltom`` parser with every subcommand module that is installed."""
    parser = Parser(prog="deltom", description=__doc__.splitlines()[0])
    subparsers = parser.add_subparsers(dest="command", required=True)
    for name in SUBCOMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as err:
            # a subcommand module not written yet is skipped; a missing dependency is not
            if not (name == err.name or name.startswith(f"{err.name}.")):
                raise
            continue
        module.add_parser(subparsers)
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    install()
    argv = list(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(argv)
    args.argv = argv  # the exact command, for the COMMAND records of results
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
