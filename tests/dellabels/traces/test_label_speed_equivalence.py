"""``label_trace`` outputs are unchanged by the labeling speed-ups.

The constant below is the sha256 of every ``label_trace(...).to_json()`` over 3,000 seeded
traces of ``bench/label_speed.py`` (gold and DEL-synthesised traces, story lengths 1-3),
computed with the labeler, parser, world and DEL core as they were before the speed-ups.
Both paths are checked: the story built from its text per trace, and one story object reused.
"""
import importlib.util
import random

import pytest

from dellabels.hitom.world import HiToMStory
from helpers.paths import REPO

BEFORE_SPEEDUPS = "2c162a2cf6a5dff6781e1cff29dbb9444a7c6cb71c923e7779e026828daee3db"


@pytest.fixture(scope="module")
def bench():
    path = REPO / "bench" / "label_speed.py"
    spec = importlib.util.spec_from_file_location("label_speed_bench", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def rows(bench):
    return bench.trace_set(3000, 7)


def test_labels_equal_snapshot_story_from_text(bench, rows):
    assert bench.labels_digest(rows) == BEFORE_SPEEDUPS


def test_labels_equal_snapshot_story_reused(bench, rows):
    stories = {text: HiToMStory(text) for text, _, _, _ in rows}
    assert bench.labels_digest(rows, stories) == BEFORE_SPEEDUPS


def _blocks_by_finditer(text, header, final):
    """The step blocks as the parser first cut them: from each header match to the next, cut at a final marker."""
    matches = list(header.finditer(text))
    ends = [m.start() for m in matches[1:]] + [len(text)]
    return [(int(m.group(1)), final.split(text[m.end():end])[0].strip()) for m, end in zip(matches, ends)]


def test_literal_scans_equal_plain_finditer():
    """The parser's scans that only try where a literal occurs (or a newline leads) find what ``finditer`` finds."""
    from dellabels.traces.answers import FINAL_BRACKET, FINAL_LOOSE, literal_matches
    from dellabels.traces.markers import FINAL_MARKER, STEP_HEADER
    from dellabels.traces.parse import step_blocks

    final_patterns = [(FINAL_MARKER, "*"), (FINAL_BRACKET, ""), (FINAL_LOOSE, "")]
    rng = random.Random(1)
    pieces = ["*", "**", "f", "F", "final", "FINAL", "Final", "answer", "Answer", " ", "\n", "\t", ":", "[", "]",
              "x", "step", "Step", "STEP", "## ", "#", ">", "1", "23", ".", ")", "-", "stepstep", "finalfinal",
              "\n## Step 3 ##", "**Final Answer:** [a]", "f\u0130nal", "\u017ftep", "\r", "\r\n", "\u2028", "\n\n",
              "\nStep 4", "> ", "\u0661"]

    def spans(matches):
        return [(m.start(), m.end(), m.groups()) for m in matches]

    for _ in range(30000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(16)))
        assert list(zip(*step_blocks(text))) == _blocks_by_finditer(text, STEP_HEADER, FINAL_MARKER), text
        for pattern, lead in final_patterns:
            assert spans(literal_matches(pattern, text, "final", lead)) == spans(pattern.finditer(text)), text
