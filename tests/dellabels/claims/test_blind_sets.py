"""The claim reader against the committed blind sets (bench/data/freeform): written by people who never saw it.

Each set's figures may not fall below those recorded in ``floors.json`` when the reader was last changed (the data
card, ``bench/data/freeform/README.md``, tells each set's first, held-out reading apart from later ones).
"""
import json

import pytest

from dellabels.claims.audit import AUDIT_DIR, score_file

FLOORS = json.loads((AUDIT_DIR / "floors.json").read_text())


def rates(name: str) -> dict:
    t = score_file(str(AUDIT_DIR / f"{name}.jsonl.xz"))["tally"]["all"]
    return {"labels": 100 * t["label_agree"] / t["responses"], "false_recall": 100 * t["false_found"] / t["false_writer"],
            "false_precision": 100 * t["false_right"] / t["false_reader"],
            "coverage": 100 * t["checked"] / t["checkable"], "answers": 100 * t["answers_read"] / t["answers_stated"]}


def test_every_committed_set_has_its_floors():
    assert sorted(p.name.split(".")[0] for p in AUDIT_DIR.glob("blind_*.jsonl.xz")) == sorted(FLOORS)


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_no_figure_falls_below_its_recorded_floor(name):
    got = rates(name)
    low = {k: (round(v, 1), FLOORS[name][k]) for k, v in got.items() if round(v, 1) < FLOORS[name][k] - 0.05}
    assert not low, f"{name}: (now, recorded) {low}"
