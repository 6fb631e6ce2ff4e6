"""One vocabulary for the options of `dellabels`, `pbm`, `deltom` and `deltom-eval`.

    --out PATH          every file or folder a command writes (was --output, --out-dir)
    --pbm MODEL         the PBM: a directory, a hub id or 'default' (was --model where it meant the PBM)
    --pbm-backend NAME  how the PBM scores (was --backend): ``pbm.backend_names.add_pbm``
    --n N               samples per question, the paper's N (was --repeats, --samples)
    --stories K         how many stories to generate (was `dellabels generate --n`)
    --model             the model under test only (lm-eval's model type, an endpoint's model name)
    --samples FILES     lm-eval samples files (``deltom table``), never a count

An old spelling keeps working for one release: it is hidden from ``--help``, stores where the
new one does and prints one deprecation line naming the new spelling. Two spellings of one option
given together (``--output a1 --out a2``) are refused as argparse refuses any two options of a
mutually exclusive group (exit 2), never one silently kept.
"""
from __future__ import annotations

import argparse
import re
import sys
from typing import Any, Sequence

N_HELP = "samples per question (the paper's N)"


class Parser(argparse.ArgumentParser):
    """The parser of every deltom command (subcommand parsers inherit it): a required option that has old
    spellings is reported as argparse reports any required option."""

    def error(self, message: str):
        alone = re.fullmatch(r"one of the arguments (\S+) is required", message)
        super().error(f"the following arguments are required: {alone.group(1)}" if alone else message)


def deprecation_line(prog: str, old: str, new: str) -> str:
    """The line printed when an old spelling is used."""
    return f"{prog}: warning: {old} is deprecated, use {new} (the old spelling goes in the next release)"


class _Renamed(argparse.Action):
    """An old spelling: stores like the new option after one deprecation line on stderr."""

    def __init__(self, option_strings: list[str], dest: str, new: str, **kwargs: Any):
        self.new = new
        super().__init__(option_strings, dest, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        print(deprecation_line(parser.prog, option_string, self.new), file=sys.stderr)
        setattr(namespace, self.dest, values)


def add_renamed(p: argparse.ArgumentParser, new: str, old: Sequence[str], **kwargs: Any) -> argparse.Action:
    """``p.add_argument(new, **kwargs)`` that also accepts the spellings ``old`` (hidden, deprecated).

    A required option is satisfied by any spelling; giving two spellings at once is refused (one mutually
    exclusive group, required or not). argparse counts an option as given only when its value is not its
    default object (``--n 1`` would slip past ``--samples 2``), so every spelling's default is SUPPRESS and the
    default proper is the parser's (``set_defaults``)."""
    required = kwargs.pop("required", False)
    target = p.add_mutually_exclusive_group(required=required)
    if old and "default" in kwargs:
        default = kwargs.pop("default")
        p.set_defaults(**{kwargs.get("dest") or new.lstrip("-").replace("-", "_"): default})
        kwargs["default"] = argparse.SUPPRESS
        if kwargs.get("help"):  # argparse cannot expand %(default)s of a SUPPRESS default
            kwargs["help"] = kwargs["help"].replace("%(default)s", str(default))
    action = target.add_argument(new, **kwargs)
    for spelling in old:
        target.add_argument(spelling, dest=action.dest, action=_Renamed, new=new, type=kwargs.get("type"),
                            choices=kwargs.get("choices"), metavar=action.metavar,
                            default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    return action


def add_out(p: argparse.ArgumentParser, help: str, old: Sequence[str] = (), **kwargs: Any) -> argparse.Action:
    """``--out``: what the command writes."""
    return add_renamed(p, "--out", old, dest="out", help=help, **kwargs)



def positive_int(text: str) -> int:
    """argparse ``type`` of a count that must be at least 1 (a bad value is argparse's one usage line, exit 2)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value
