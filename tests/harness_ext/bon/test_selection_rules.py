"""The selection-rule and aggregation-rule registries: one definition each, read by Best-of-N, DVTS, rows, reports
and curves; a new rule needs no other edit."""
import pytest

from harness_ext.bon import filters, rows, selection
from harness_ext.search.dvts import select_subtree
from harness_ext.search.steps import Problem, SearchResult
from pbm.aggregate import AGGREGATIONS, RULES, RULES_HELP

DOC = {"choices": "red_box, blue_box, green_box"}
SAMPLES = ["Final Answer: [red_box]", "Final Answer: [blue_box]", "Final Answer: [blue_box]"]
STEPS = [[0.6], [0.5], [0.4]]  # vanilla: red (0.6); weighted: blue (0.9 summed)


def test_every_rule_has_a_description_and_the_rows_follow_the_registry():
    assert selection.selection_names() == ("vanilla", "weighted", "majority")
    assert selection.selection_names(scored_only=True) == rows.MODES == ("vanilla", "weighted")
    assert all(s.description for s in selection.SELECTIONS.values())
    assert rows.PBM_ROWS == tuple(f"pbm_{m}_{r}" for m in rows.MODES for r in RULES)
    assert all(s.description in rows.ROWS_HELP for s in selection.SELECTIONS.values() if s.scored)
    assert all(d in RULES_HELP and d in rows.ROWS_HELP for d, _ in AGGREGATIONS.values())


def test_a_rule_is_registered_once():
    with pytest.raises(ValueError, match="registered twice"):
        selection.register_selection("vanilla", "again")(lambda answers, scores: 0)
    with pytest.raises(ValueError, match="vanilla, weighted, majority"):
        selection.get_selection("best")


def test_the_rules_choose_as_before():
    answers = filters.sample_answers(SAMPLES, DOC)
    assert filters.rerank(SAMPLES, DOC, STEPS, "vanilla", "min")["index"] == 0
    assert filters.rerank(SAMPLES, DOC, STEPS, "weighted", "min")["index"] == 1  # blue's top-scored trace
    assert selection.majority_index(answers) == 1


@pytest.fixture
def lowest_rule():
    """A fifth selection rule (the lowest-scored trace), registered for one test."""
    selection.register_selection("lowest", "keep the lowest-scored trace")(
        lambda answers, scores: min(range(len(scores)), key=lambda i: (scores[i], i)))
    yield "lowest"
    del selection.SELECTIONS["lowest"]


def test_a_new_rule_reaches_best_of_n_and_dvts_without_other_edits(lowest_rule):
    assert filters.rerank(SAMPLES, DOC, STEPS, lowest_rule, "min")["index"] == 2
    filters.check_rule(lowest_rule, "min")  # a PBMRerankFilter accepts it
    filters.PBMRerankFilter(mode=lowest_rule, rule="last", backend="del")
    paths = [SearchResult(text, steps, 1, None, {}) for text, steps in zip(SAMPLES, STEPS)]
    assert select_subtree(Problem("s", "q", DOC["choices"]), paths, lowest_rule, "min") == 2
    from harness_ext.search.config import SearchConfig

    assert SearchConfig(search="dvts", select=lowest_rule).select == lowest_rule


def test_curves_colour_any_number_of_aggregation_rules(monkeypatch, tmp_path):
    from deltom.pages import curve_plots

    five = (*RULES, "median")
    monkeypatch.setattr(curve_plots, "RULES", five)
    colours = [curve_plots.rule_colour(r) for r in five]
    assert len(set(colours)) == 5
    band = {"mean": [50.0, 60.0], "min": [40.0, 50.0], "max": [60.0, 70.0]}
    per_rows = {f"pbm_vanilla_{r}": band for r in five} | {"maj@N": band, "ori": band}
    curves = {"n": [1, 2], "trials": 2, "seed": 0, "per_order": {"order_1": per_rows}, "average": per_rows}
    written = curve_plots.plot_curves(curves, tmp_path, "vanilla")
    assert written and all(p.exists() for p in written)
