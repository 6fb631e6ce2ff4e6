"""One vocabulary across dellabels, pbm, deltom and deltom-eval, through the real parsers: --out for what a
command writes, --pbm / --pbm-backend for the PBM, --n for N, --model for the model under test only; other
spellings (--output, --out-dir, --backend, --repeats, --samples N) are refused; --help explains per-prefix,
strict_correct and first_error. Deprecated spellings: tests/project/test_deprecations.py.
"""
import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dellabels.cli.main import build_parser as dellabels_parser
from deltom.cli import deltom_eval
from deltom.cli.deltom import build_parser as deltom_parser
from deltom_base.errors import BeamArgsError, UsageError
from harness_ext.run_state import RunState
from harness_ext.search.config import SearchConfig
from harness_ext.search.model_args import beam_pbm, pbm_arg
from helpers.paths import REPO
from pbm.cli import build_parser as pbm_parser

BIN = Path(sys.executable).parent
PARSERS = {"dellabels": dellabels_parser, "pbm": pbm_parser, "deltom": deltom_parser}
OTHER_OUT, OTHER_PBM, OTHER_N = {"--output", "--out-dir"}, {"--model", "--backend"}, {"--repeats", "--samples"}

# (tool, subcommand): what it needs besides the option under test
WRITERS = {("dellabels", "answer"): [], ("dellabels", "label"): [], ("dellabels", "generate"): ["--stories", "1"],
           ("dellabels", "traces"): ["--input", "s"], ("dellabels", "pbm-data"): ["--input", "t"],
           ("pbm", "score"): [], ("pbm", "train"): ["--data", "d", "--base", "b"], ("pbm", "build-default"): [],
           ("deltom", "rescore"): ["r"], ("deltom", "curves"): ["r"], ("deltom", "report"): ["r"],
           ("deltom", "table"): ["r"], ("deltom", "pack-samples"): ["r"], ("deltom", "miniature"): [],
           ("deltom", "import-reference"): ["c"]}
PBM_CHOOSERS = [("pbm", "score"), ("pbm", "bench"), ("deltom", "rescore"), ("deltom", "curves"), ("deltom", "report")]
N_TAKERS = [("dellabels", "traces", ["--input", "s", "--out", "o"], "n"), ("deltom", "miniature", [], "samples"),
            ("deltom", "rescore", ["r"], "n"), ("deltom", "import-reference", ["c", "--out", "o"], "n")]


def _subparser(tool: str, command: str) -> argparse.ArgumentParser:
    parser = PARSERS[tool]()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return sub.choices[command]


def _visible(parser: argparse.ArgumentParser) -> set[str]:
    return {s for a in parser._actions if a.help is not argparse.SUPPRESS for s in a.option_strings}


@pytest.mark.parametrize("tool,command", sorted(WRITERS))
def test_every_writer_spells_its_output_out(tool, command):
    parser = _subparser(tool, command)
    assert "--out" in _visible(parser) and not _visible(parser) & OTHER_OUT
    assert parser.parse_args([*WRITERS[tool, command], "--out", "x"]).out == "x"


@pytest.mark.parametrize("tool,command", PBM_CHOOSERS)
def test_every_pbm_choice_is_pbm_and_pbm_backend(tool, command):
    parser = _subparser(tool, command)
    assert {"--pbm", "--pbm-backend"} <= _visible(parser) and not _visible(parser) & OTHER_PBM
    extra = ["r"] if tool == "deltom" else []
    extra += ["--out", "c"] if command == "curves" else []
    args = parser.parse_args([*extra, "--pbm", "p", "--pbm-backend", "per-prefix"])
    assert (args.pbm, args.pbm_backend) == ("p", "per-prefix")
    assert "per-prefix = one pass per step prefix" in " ".join(parser.format_help().split())


@pytest.mark.parametrize("tool,command,extra,dest", N_TAKERS)
def test_n_is_the_one_name_of_n(tool, command, extra, dest):
    parser = _subparser(tool, command)
    assert "--n" in _visible(parser) and not _visible(parser) & OTHER_N
    assert getattr(parser.parse_args([*extra, "--n", "7"]), dest) == 7


@pytest.mark.parametrize("tool,argv", [
    ("dellabels", ["answer", "--output", "o.jsonl"]),
    ("dellabels", ["label", "--output", "o.jsonl"]),
    ("dellabels", ["generate", "--n", "3", "--out", "o.jsonl"]),
    ("dellabels", ["traces", "--input", "s", "--out", "o", "--samples", "4"]),
    ("pbm", ["score", "--output", "o.jsonl"]),
    ("pbm", ["score", "--model", "m"]),
    ("pbm", ["bench", "--backend", "del"]),
    ("deltom", ["rescore", "r", "--backend", "del"]),
    ("deltom", ["curves", "r", "--out-dir", "c"]),
    ("deltom", ["table", "r", "--out-dir", "t"]),
    ("deltom", ["pack-samples", "r", "--out-dir", "p"]),
    ("deltom", ["report", "r", "--model", "m", "--pbm-backend", "hf"]),
    ("deltom", ["miniature", "--samples", "8"]),
])
def test_other_spellings_are_refused(capsys, tool, argv):
    with pytest.raises(SystemExit) as exit_:
        PARSERS[tool]().parse_args(argv)
    assert exit_.value.code == 2
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert last.startswith(f"{tool} {argv[0]}: error: ") or last.startswith(f"{tool}: error: "), last


def test_a_required_option_is_reported_as_required(capsys):
    with pytest.raises(SystemExit):
        dellabels_parser().parse_args(["generate", "--out", "o"])
    assert "the following arguments are required: --stories" in capsys.readouterr().err


def test_defaults():
    args = _subparser("deltom", "rescore").parse_args(["r"])
    assert (args.pbm_backend, args.pbm, args.n, args.out) == ("hf", "default", None, None)
    assert _subparser("pbm", "score").parse_args([]).pbm_backend == "hf"
    assert _subparser("deltom", "report").parse_args(["r"]).pbm_backend is None


def test_label_help_explains_strict_correct_and_first_error():
    text = " ".join(_subparser("dellabels", "label").format_help().split())
    for words in ("strict_correct: it and every step before it are correct",
                  "first_error: 1-based position of the first wrong step"):
        assert words in text


def test_deltom_eval_speaks_the_vocabulary(monkeypatch, capsys, tmp_path):
    for name in ("DELTOM_PBM_MODEL", "DELTOM_PBM_BACKEND"):
        monkeypatch.delenv(name, raising=False)
    args = ["--model", "dummy", "--tasks", "hitom_del_bon", "--n", "4", "--pbm-backend", "del", "--pbm", "x",
            "--out", str(tmp_path / "o")]
    run = RunState()
    assert deltom_eval.resolve_vocabulary(args, run) == "4"
    assert args == ["--model", "dummy", "--tasks", "hitom_del_bon", "--output_path", str(tmp_path / "o")]
    assert (run.pbm_backend, run.pbm_model) == ("del", "x")  # the run's choice, handed down; the environment untouched
    assert "DELTOM_PBM_BACKEND" not in os.environ and "DELTOM_PBM_MODEL" not in os.environ
    assert capsys.readouterr().err == ""
    other = ["--tasks", "hitom_del_bon", "--repeats", "4"]  # not deltom's: lm-eval refuses it (exit 2)
    assert deltom_eval.resolve_vocabulary(other, RunState()) is None and "--repeats" in other
    with pytest.raises(UsageError):
        deltom_eval.resolve_vocabulary(["--out", "a", "--output_path", "b"], RunState())


def test_deltom_eval_help_lists_its_own_options():
    run = subprocess.run([str(BIN / "deltom-eval"), "--help"], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0
    for option in ("--n N", "--pbm MODEL", "--pbm-backend NAME", "--out PATH"):
        assert option in run.stdout.split("lm-eval's own options follow.")[0], option


def test_beam_model_arg_pbm_and_no_other_spelling():
    assert beam_pbm("hf", pbm_arg({"pbm": "/p"})) == ("hf", "/p")
    with pytest.raises(BeamArgsError, match="unknown model_args pbm_model"):
        SearchConfig.build("hf-pbm-beam", {"pretrained": "x", "pbm_model": "/q"})


def test_docs_list_every_command():
    root = REPO
    assert "docs/commands.md" in (root / "README.md").read_text()
    section = (root / "docs" / "commands.md").read_text()
    listed = {line.split("`")[1] for line in section.splitlines() if line.startswith("| `")}
    commands = {"deltom-eval"}
    for tool, build in PARSERS.items():
        sub = next(a for a in build()._actions if isinstance(a, argparse._SubParsersAction))
        commands |= {f"{tool} {name}" for name in sub.choices}
    assert listed == commands
