"""deltom/data/paper_results.json against the paper's LaTeX source: every number of Table 1 and Table 2.

The source is read from $DELTOM_PAPER_TEX or ../shared/seeds/000_d371433a8a05af35.txt (skipped when absent).
"""
import os
import re
from pathlib import Path

import pytest

from deltom.analysis.paper import DATA, paper_data
from helpers.paths import REPO

TEX_NAME = "000_d371433a8a05af35.txt"
KEYS = {"hitom": ["0", "1", "2", "3", "4", "average"],
        "kosinski": ["false_belief", "informed_protagonist", "no_transfer", "present_protagonist", "average"]}


@pytest.fixture(scope="module")
def tex() -> str:
    default = REPO.parent / "shared" / "seeds" / TEX_NAME
    path = Path(os.environ.get("DELTOM_PAPER_TEX") or default)
    if not path.is_file():
        pytest.skip(f"the paper's LaTeX source is not at {path} (set DELTOM_PAPER_TEX)")
    return path.read_text(encoding="utf-8")


def latex_rows(tex: str, label: str) -> list[tuple[str, str, int, list[float]]]:
    """(setting, model, N, numbers) of every data line of the tabular labelled ``label``."""
    start = tex.index(f"\\label{{{label}}}")
    body = tex[start:tex.index("\\end{tabular}", start)]
    setting, n, rows = "BoN", 1024, []  # Table 2's caption: BoN (N = 1024)
    for line in body.splitlines():
        section = re.search(r"\\textit\{(.+?)\} \(\$N=(\d+)\$\)", line)
        if section:
            setting, n = section.group(1), int(section.group(2))
            continue
        cells = [c.strip().rstrip("\\").strip() for c in line.split("&")]
        if len(cells) > 2 and re.fullmatch(r"\d+\.\d", cells[1]):
            rows.append((setting, cells[0], n, [float(c) for c in cells[1:]]))
    return rows


@pytest.mark.parametrize("family", ["hitom", "kosinski"])
def test_every_number_matches_the_latex(tex, family):
    table = paper_data()["benchmarks"][family]
    expected = latex_rows(tex, table["label"])
    assert len(expected) == {"hitom": 11, "kosinski": 4}[family]
    got = [(r["setting"], r["model"], r["n"], [v for k in KEYS[family] for v in (r["ori"][k], r["pbm"][k])])
           for r in table["rows"]]
    assert got == expected  # model, section, N, and Ori/+PBM interleaved as the paper's columns


def test_table_names_in_the_data_match_the_latex_captions(tex):
    for family, number in (("hitom", "Table 1"), ("kosinski", "Table 2")):
        table = paper_data()["benchmarks"][family]
        assert table["table"] == number
        assert f"\\label{{{table['label']}}}" in tex


def test_data_file_is_package_data():
    setup = (REPO / "setup.cfg").read_text()
    assert re.search(r"^deltom = .*data/\*\.json", setup, re.M) and DATA.is_file()
