"""The claim reader against the committed blind sets (bench/data/freeform): written by people who never saw it."""
import pytest

from dellabels.claims.audit import AUDIT_DIR, score_file

SETS = sorted(p.name for p in AUDIT_DIR.glob("blind_*.jsonl.xz"))


def test_the_blind_sets_are_committed():
    assert len(SETS) >= 3


@pytest.mark.parametrize("name", SETS)
def test_labels_false_claims_coverage_and_answers_meet_the_goals(name):
    t = score_file(str(AUDIT_DIR / name))["tally"]["all"]
    assert t["label_agree"] / t["responses"] >= 0.95
    assert t["false_found"] / t["false_writer"] >= 0.90
    assert t["false_right"] / t["false_reader"] >= 0.95
    assert t["checked"] / t["checkable"] >= 0.85
    assert t["answers_read"] / t["answers_stated"] >= 0.99
