"""No command writes over its own input or inside a folder it reads whole: one rule (``refuse_same``), one line,
exit 2, the input untouched; a page or summary beside the run's files stays allowed."""
from __future__ import annotations

from pathlib import Path

import pytest

from dellabels.io.outputs import refuse_same
from deltom.cli.deltom import main
from deltom.processbench.datasheet import write_items
from deltom.processbench.sources import from_samples
from deltom_base.errors import OutputError
from helpers.bon_fixtures import write_hand_samples
from helpers.console import one_line_error, run as console


def _refused(capsys, argv: list, *needles: str) -> None:
    assert main([str(a) for a in argv]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    for needle in needles:
        assert needle in err, (needle, err)


@pytest.fixture()
def run(tmp_path) -> tuple[Path, Path, Path]:
    """(a run folder, its first samples file, a ToM-ProcessBench set exported from it)."""
    files = write_hand_samples(tmp_path / "run" / "hand")
    items = tmp_path / "items.jsonl"
    write_items(items, from_samples([str(tmp_path / "run")], model="hand"))
    return tmp_path / "run", files[0], items


@pytest.mark.parametrize("command", ["score --out", "score --markdown", "export", "report"])
def test_an_output_onto_an_input_of_the_command_is_refused_and_the_input_kept(command, run, capsys):
    folder, samples, items = run
    victim = items if command.startswith("score") else samples
    before = victim.read_bytes()
    argv = {"score --out": ["processbench", "score", items, "--verifier", "del", "--out", items],
            "score --markdown": ["processbench", "score", items, "--verifier", "del", "--markdown", items],
            "export": ["processbench", "export", folder, "--out", samples],
            "report": ["report", folder, "--out", samples]}[command]
    _refused(capsys, argv, "is the input file", str(victim))
    assert victim.read_bytes() == before


def test_two_outputs_of_one_command_onto_one_file_are_refused(run, capsys, tmp_path):
    _, _, items = run
    _refused(capsys, ["processbench", "score", items, "--verifier", "del", "--out", tmp_path / "x",
                      "--markdown", tmp_path / "x"], "--markdown", "is also --out")


def test_an_output_inside_a_folder_read_whole_is_refused(run, capsys, tmp_path):
    folder, _, _ = run
    for shard in ("shard-0", "shard-1"):
        (tmp_path / "runs" / shard / "m").mkdir(parents=True)
        (tmp_path / "runs" / shard / "m" / "results_2026-01-01T00-00-00.json").write_text("{}")
    merged = tmp_path / "runs" / "shard-0" / "merged"
    _refused(capsys, ["merge-shards", tmp_path / "runs", "--out", merged], "lies inside the input folder")
    assert not merged.exists()
    _refused(capsys, ["table", folder, "--out", folder], "is the input folder", str(folder))
    link = tmp_path / "link"
    link.symlink_to(folder)
    _refused(capsys, ["table", folder, "--out", link / "table"], "lies inside the input folder", str(folder))
    assert not (folder / "table").exists()


def test_a_file_beside_the_files_a_command_reads_is_allowed(run, tmp_path):
    folder, samples, _ = run
    refuse_same(str(folder / "report.html"), [str(samples)])
    with pytest.raises(OutputError, match="lies inside the input folder"):
        refuse_same(str(folder / "hand" / "new" / "x.json"), [str(folder)])


def test_generate_refuses_to_write_its_stories_over_its_vocabulary(tmp_path):
    vocab = tmp_path / "vocab.json"
    vocab.write_text('{"names": ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]}')
    before = vocab.read_bytes()
    one_line_error(console("dellabels", "generate", "--stories", "2", "--vocab", vocab, "--out", vocab, "--overwrite"),
                   "is the input file")
    assert vocab.read_bytes() == before
