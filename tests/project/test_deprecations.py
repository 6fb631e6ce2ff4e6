"""The deprecation table (``deltom_base.deprecations``): no spelling outlives the version that removes it, and a
listed spelling parses as its replacement with one deprecation line, through the real parsers."""
import argparse
import configparser

import pytest

from dellabels.cli.main import build_parser as dellabels_parser
from deltom_base import deprecations
from deltom_base.deprecations import Deprecation, due, version_key
from deltom_base.flags import deprecation_line
from helpers.paths import REPO


def package_version() -> str:
    config = configparser.ConfigParser()
    config.read(REPO / "setup.cfg")
    return config["metadata"]["version"]


def overdue(version: str, table: tuple[Deprecation, ...]) -> list[str]:
    """Each entry of ``table`` that ``version`` still carries past its removal version, in words."""
    return [f"{e.spelling} (for {e.replacement}{', ' + e.command if e.command else ''}) goes in {e.removed_in}: "
            f"delete it from deltom_base/deprecations.py" for e in due(version, table)]


def test_no_deprecated_spelling_outlives_its_version():
    assert overdue(package_version(), deprecations.DEPRECATIONS) == []


def test_the_rule_fails_on_an_entry_whose_version_is_reached():
    version = package_version()
    reached = Deprecation("--output", "--out", version, "dellabels answer")
    later = Deprecation("--output", "--out", f"{version_key(version)[0] + 1}.0.0")
    assert overdue(version, (reached, later)) == [
        f"--output (for --out, dellabels answer) goes in {version}: delete it from deltom_base/deprecations.py"]
    assert version_key("0.10.0") > version_key("0.9.9")  # numbers, not text


@pytest.fixture
def listed(monkeypatch):
    """A table of three made-up deprecated spellings, as ``add_option`` reads it."""
    table = (Deprecation("--output", "--out", "99.0.0", "dellabels answer"),
             Deprecation("--count", "--stories", "99.0.0", "dellabels generate"),
             Deprecation("--samples", "--n", "99.0.0", "dellabels traces"))
    monkeypatch.setattr(deprecations, "DEPRECATIONS", table)
    return table


def test_a_listed_spelling_parses_with_one_deprecation_line(listed, capsys):
    parser = dellabels_parser()
    assert parser.parse_args(["answer", "--output", "o.jsonl"]).out == "o.jsonl"
    assert capsys.readouterr().err.strip() == deprecation_line("dellabels answer", "--output", "--out", "99.0.0")
    assert parser.parse_args(["generate", "--count", "3", "--out", "o"]).stories == 3
    capsys.readouterr()
    assert dellabels_parser().parse_args(["label", "--input", "x"]).out is None  # another command: not listed
    with pytest.raises(SystemExit):
        dellabels_parser().parse_args(["label", "--output", "x"])


def test_a_listed_spelling_is_hidden_and_never_given_with_its_replacement(listed, capsys):
    parser = dellabels_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert "--output" not in sub.choices["answer"].format_help()
    for argv, said in ((["answer", "--output", "a1", "--out", "a2"], "--out: not allowed with argument --output"),
                       (["traces", "--input", "s", "--out", "o", "--samples", "2", "--n", "1"],
                        "--n: not allowed with argument --samples"),  # the replacement at its default value
                       (["generate", "--out", "o"], "the following arguments are required: --stories")):
        with pytest.raises(SystemExit):
            parser.parse_args(argv)
        assert said in capsys.readouterr().err
    assert parser.parse_args(["traces", "--input", "s", "--out", "o"]).n == 1  # the default stays
