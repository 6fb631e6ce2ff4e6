"""One vocabulary for the options of `dellabels`, `pbm`, `deltom` and `deltom-eval`.

    --out PATH          every file or folder a command writes
    --pbm MODEL         the PBM: a directory, a hub id or 'default'
    --pbm-backend NAME  how the PBM scores: ``pbm.backend_names.add_pbm``
    --n N               samples per question, the paper's N
    --stories K         how many stories to generate (`dellabels generate`)
    --model             the model under test only (lm-eval's model type, an endpoint's model name)
    --samples FILES     lm-eval samples files (``deltom table``), never a count

A deprecated spelling is an entry of ``deltom_base.deprecations.DEPRECATIONS``: it is hidden from ``--help``,
stores where its replacement does and prints one deprecation line naming the replacement and the version that
removes it. Two spellings of one option given together (``--old a1 --new a2``) are refused as argparse refuses any
two options of a mutually exclusive group (exit 2), never one silently kept.
"""
from __future__ import annotations

import argparse
import re
import sys
from typing import Any

from deltom_base.deprecations import Deprecation, old_spellings

N_HELP = "samples per question (the paper's N)"


class Parser(argparse.ArgumentParser):
    """The parser of every deltom command (subcommand parsers inherit it): a required option that has deprecated
    spellings is reported as argparse reports any required option."""

    def error(self, message: str):
        alone = re.fullmatch(r"one of the arguments (\S+) is required", message)
        super().error(f"the following arguments are required: {alone.group(1)}" if alone else message)


def deprecation_line(prog: str, old: str, new: str, removed_in: str) -> str:
    """The line printed when a deprecated spelling is used."""
    return f"{prog}: warning: {old} is deprecated, use {new} (removed in version {removed_in})"


class _Renamed(argparse.Action):
    """A deprecated spelling: stores like its replacement after one deprecation line on stderr."""

    def __init__(self, option_strings: list[str], dest: str, entry: Deprecation, **kwargs: Any):
        self.entry = entry
        super().__init__(option_strings, dest, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        print(deprecation_line(parser.prog, option_string, self.entry.replacement, self.entry.removed_in),
              file=sys.stderr)
        setattr(namespace, self.dest, values)


def add_option(p: argparse.ArgumentParser, new: str, **kwargs: Any) -> argparse.Action:
    """``p.add_argument(new, **kwargs)`` that also accepts the deprecated spellings the table lists for ``new`` in
    this command (hidden).

    A required option is satisfied by any spelling; giving two spellings at once is refused (one mutually
    exclusive group, required or not). argparse counts an option as given only when its value is not its
    default object (``--new 1`` would slip past ``--old 2``), so every spelling's default is SUPPRESS and the
    default proper is the parser's (``set_defaults``)."""
    old = old_spellings(p.prog, new)
    if not old:
        return p.add_argument(new, **kwargs)
    required = kwargs.pop("required", False)
    target = p.add_mutually_exclusive_group(required=required)
    if "default" in kwargs:
        default = kwargs.pop("default")
        p.set_defaults(**{kwargs.get("dest") or new.lstrip("-").replace("-", "_"): default})
        kwargs["default"] = argparse.SUPPRESS
        if kwargs.get("help"):  # argparse cannot expand %(default)s of a SUPPRESS default
            kwargs["help"] = kwargs["help"].replace("%(default)s", str(default))
    action = target.add_argument(new, **kwargs)
    for entry in old:
        target.add_argument(entry.spelling, dest=action.dest, action=_Renamed, entry=entry, type=kwargs.get("type"),
                            choices=kwargs.get("choices"), metavar=action.metavar,
                            default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    return action


def add_out(p: argparse.ArgumentParser, help: str, **kwargs: Any) -> argparse.Action:
    """``--out``: what the command writes."""
    return add_option(p, "--out", dest="out", help=help, **kwargs)


def positive_int(text: str) -> int:
    """argparse ``type`` of a count that must be at least 1 (a bad value is argparse's one usage line, exit 2)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value
