"""Every subcommand's --help prints (a help string with a bare % once crashed `deltom table --help`)."""
from __future__ import annotations

import argparse
import importlib

import pytest

PARSERS = ("deltom.cli.deltom", "dellabels.cli.main", "pbm.cli")


def _subcommands(module: str) -> list[tuple[str, argparse.ArgumentParser]]:
    parser = importlib.import_module(module).build_parser()
    found = [("", parser)]
    for action in parser._actions:  # argparse keeps subparsers here; no public accessor
        if isinstance(action, argparse._SubParsersAction):
            found += sorted(action.choices.items())
    return found


@pytest.mark.parametrize("module", PARSERS)
def test_every_help_formats(module):
    for name, parser in _subcommands(module):
        assert parser.format_help(), f"{module} {name}"
