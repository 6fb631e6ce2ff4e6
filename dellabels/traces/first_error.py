"""The first wrong step of a belief trace, as an index into its steps with the final answer as a step of its own.

The verifier's definition of a verified trace (``dellabels.traces.verify``) read step by step:

- step ``i`` (0-based) must restate story line ``i + 1``, as the only event it tells, and state the DEL belief of
  the question's chain after that line; a step that restates no line, another line (a skipped line, lines out of
  order, two lines merged into one) or a wrong belief is the first wrong step;
- a step past the story's last line is wrong where it stands;
- a trace that stops before the story ends is wrong at its final-answer step (the answer comes too early);
- with every belief step right, a wrong or missing final answer puts the label on the final-answer step.

So the label is -1 exactly when ``verify`` calls the trace verified. ToM-ProcessBench's items
(``deltom.processbench``) and the PBM's step-error bench (``pbm.step_errors``) both read it. DEL-ToM's own
``generate_PBM_dataset.py`` labels each step against its simulator the same way for PBM training data.
"""
from __future__ import annotations

from typing import Optional

from dellabels.traces.answers import normalise_location
from dellabels.traces.labeler import grade_steps
from dellabels.traces.parse import ScannedTrace, scan_trace
from dellabels.traces.restate import restatements_of
from dellabels.traces.verify import final_answer
from dellabels.traces.worlds import gold_steps, read_world

NO_FINAL = "(no final answer)"  # the final-answer step of a trace that gives none


def read_steps(response: object, choices: Optional[str] = None) -> tuple[ScannedTrace, Optional[str], tuple[str, ...]]:
    """(scan, predicted answer as ``verify`` reads it, steps as written with the final answer as a step of its
    own) of a response."""
    scan = scan_trace(response, choices)
    predicted = scan.final if scan.has_final else final_answer(response, choices)
    final = scan.raw_final.strip() if scan.has_final else predicted
    return scan, predicted, (*scan.blocks, NO_FINAL if final is None else f"Final Answer: [{final}]")


def first_wrong_step(story: str, question: str, response: str, answer: str,
                     choices: Optional[str] = None) -> tuple[int, tuple[str, ...], bool]:
    """(label, steps, final answer right) of ``response`` by the rule in the module's docstring."""
    world, q = read_world(story, question)
    scan, predicted, steps = read_steps(response, choices)
    lines, correct = grade_steps(world, q, scan.readings)
    check = restatements_of(world)
    count = len(gold_steps(world, q))  # story lines
    label = None
    for i, reading in enumerate(scan.readings):
        in_place = i < count and lines[i] == i + 1
        if not (in_place and correct[i] and not reading.narrates and check.restates(reading.restatement, i + 1)):
            label = i
            break
    final_right = predicted is not None and predicted == normalise_location(answer, choices)
    if label is None and (len(scan.readings) < count or not final_right):
        label = len(scan.readings)  # the final-answer step: too early, or wrong
    return (-1 if label is None else label), steps, final_right
