"""The PBM as a step-error detector (ProcessBench style), on a model's own labeled traces.

For each test conversation of `pbm bench` (``test.rlhflow.jsonl``, built by ``dellabels pbm-data``
from a model's traces) the story, question and trace are read back from the conversation
(``recover``) and checked with the DEL verifier (``dellabels.traces.first_error``). The PBM
then has one job: name where the trace first goes wrong, or that it never does.

Decisions:

- Flagged step: the first step whose PBM score P(+) is below the threshold (``pbm bench
  --threshold``, default 0.5, the same threshold as the step-accuracy table); none when every
  step scores at or above it.
- Steps and story lines: each step is aligned to a story line by the DEL labeler
  (``label_trace``'s ``story_line``; a step aligned past the end of the story has none).
- The DEL first error, as a step: the first wrong step by the verifier's rule
  (``dellabels.traces.first_error``: step k must restate line k + 1 alone and state its gold
  belief; a skipped, merged, extra or out-of-order step is wrong where it stands). An error on
  the final answer (wrong, missing, or given before the story ends) is the last step, whose turn
  carries the final answer (where the PBM data label a wrong answer "-").
- A trace with an error counts as caught when the flagged step is that step (flagging earlier,
  later or not at all is a miss; the counts of each are reported); a verified trace counts as
  right when no step is flagged. F1 is ProcessBench's: the harmonic mean of the two accuracies.
  Per order, "average" is the mean over orders (as Table 4's Avg. and ProcessBench's Avg. F1)
  and "all" pools every trace.
- A conversation that cannot be read back (not the PBM prompt, a story or question outside the
  Hi-ToM grammar), or whose recovered trace the DEL labeler labels differently from the file,
  is left out and counted (``unusable``), so the first error is never guessed.

The ``del`` backend scores every step the labeler's way, so it catches every error the
labeler sees (belief errors, wrong or missing answers, steps past the story's end); the
verifier's structural rules (a restatement naming another agent, a skipped or merged line)
are invisible to it, as they are to a PBM trained on the labeler's labels.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from dellabels.hitom.grammar import StoryParseError, parse_question
from dellabels.pbm_data import MISSING_FINAL
from dellabels.traces.first_error import first_wrong_step
from dellabels.traces.labeler import label_trace
from dellabels.traces.prompt import PBM_PROMPT, fill_prompt
from dellabels.traces.verify import NULL, story_of

ORDERS = range(5)  # Hi-ToM belief orders, the columns of the `pbm bench` tables
_STORY, _QUESTION = "\ue020", "\ue021"  # private-use sentinels: never in story or question text
_FINAL = "\n\nFinal Answer: ["
_OUTCOMES = ("exact", "early", "late", "none")


@dataclass(frozen=True)
class RecoveredTrace:
    """A test conversation read back as the trace it was built from."""

    story: str
    question: str
    trace: str
    steps: int


def _template_parts() -> tuple[str, str, str]:
    """The PBM prompt around its story and question: (head, between, tail)."""
    head, rest = fill_prompt("", _STORY, _QUESTION, PBM_PROMPT).split(_STORY)
    between, tail = rest.split(_QUESTION)
    return head, between, tail


def recover(conversation: Sequence[dict]) -> Optional[RecoveredTrace]:
    """Story, question and trace text of an RLHFlow conversation (``Example.rlhflow``), or None."""
    users = [str(t.get("content", "")) for t in conversation if t.get("role") == "user"]
    if not users:
        return None
    head, between, tail = _template_parts()
    first = users[0]
    middle, end = first.find(between, len(head)), -1
    if first.startswith(head) and middle >= 0:
        end = first.find(tail, middle + len(between))
    if end < 0:
        return None
    story, question = first[len(head):middle], first[middle + len(between):end]
    users[0] = first[end + len(tail):]
    blocks = []
    for k, turn in enumerate(users, start=1):
        header = f"## Step {k} ##\n"
        if not turn.startswith(header):
            return None
        blocks.append(turn)
    last, marker, final = blocks[-1].rpartition(_FINAL)
    if not marker or not final.endswith("]"):
        return None
    blocks[-1] = last
    answer = final[:-1]
    trace = "\n\n".join(blocks) + ("" if answer == MISSING_FINAL else f"\n\nFinal Answer: [{answer}]")
    return RecoveredTrace(story, question, trace, len(blocks))


def error_step(story: str, question: str, trace: str, gold_answer: Optional[str] = None) -> Optional[int]:
    """0-based step where the DEL first error shows (module doc), None for a verified trace or one with no step.

    The first wrong step by the verifier's rule (``dellabels.traces.first_error``); an error on its final-answer
    step is the last step here, whose turn carries the final answer. ``gold_answer`` defaults to the DEL answer of
    the question. Raises ``StoryParseError`` for a story or question outside the Hi-ToM grammar.
    """
    world = story_of(story)
    q = parse_question(question)
    if gold_answer is None:
        gold_answer = world.answer(q).answer or NULL
    label, steps, _ = first_wrong_step(story, question, trace, gold_answer)
    if label < 0 or len(steps) < 2:
        return None
    return min(label, len(steps) - 2)


def flagged_step(scores: Sequence[float], threshold: float = 0.5) -> Optional[int]:
    """0-based index of the first step scored below ``threshold``; None when none is."""
    return next((k for k, score in enumerate(scores) if score < threshold), None)


def outcome(target: Optional[int], flagged: Optional[int]) -> str:
    """How the PBM did on one trace: right (verified, nothing flagged), or exact / early / late / none."""
    if target is None:
        return "right" if flagged is None else "false_alarm"
    if flagged is None:
        return "none"
    return "exact" if flagged == target else ("early" if flagged < target else "late")


def _labels_agree(story: str, question: str, trace: str, labels: Sequence[bool]) -> bool:
    """The DEL labels of the recovered trace equal the file's (prefix-strict, last "-" on a wrong answer)."""
    found = label_trace(story_of(story), question, trace)
    strict = [s.strict_correct for s in found.steps]
    if strict and not found.final_correct:
        strict[-1] = False
    return strict == list(labels)


Target = Optional[tuple[Optional[int], RecoveredTrace]]  # (error step, recovered trace); None: unusable


def targets(rows: Sequence[dict], labels: Sequence[Sequence[bool]]) -> list[Target]:
    """Per test row: (``error_step``, recovered trace), or None when the row is unusable (module doc)."""
    return [_target(row["conversations"], gold) for row, gold in zip(rows, labels)]


def _target(conversation: Sequence[dict], labels: Sequence[bool]) -> Target:
    found = recover(conversation)
    if found is None or found.steps != len(labels):
        return None
    try:
        if not _labels_agree(found.story, found.question, found.trace, labels):
            return None
        return error_step(found.story, found.question, found.trace), found
    except StoryParseError:
        return None


def _figures(outcomes: Sequence[str]) -> dict:
    errors = [o for o in outcomes if o in _OUTCOMES]
    verified = [o for o in outcomes if o in ("right", "false_alarm")]
    error_acc = errors.count("exact") / len(errors) if errors else None
    verified_acc = verified.count("right") / len(verified) if verified else None
    return {"error_acc": error_acc, "verified_acc": verified_acc, "f1": _harmonic(error_acc, verified_acc),
            "error_traces": len(errors), "verified_traces": len(verified),
            "error_outcomes": {o: errors.count(o) for o in _OUTCOMES}}


def _harmonic(a: Optional[float], b: Optional[float]) -> Optional[float]:
    if a is None or b is None:
        return None
    return 2 * a * b / (a + b) if a + b else 0.0


def _mean(values: list[Optional[float]]) -> Optional[float]:
    known = [v for v in values if v is not None]
    return sum(known) / len(known) if known else None


def step_error_report(found: Sequence[Target], scores: Sequence[Sequence[float]],
                      orders: Sequence[int], threshold: float = 0.5) -> dict:
    """Accuracy on traces with an error, on verified traces, and F1, per order, averaged and pooled."""
    by_order: dict[int, list[str]] = {}
    unusable = 0
    for item, predicted, order in zip(found, scores, orders):
        if item is None:
            unusable += 1
            continue
        by_order.setdefault(order, []).append(outcome(item[0], flagged_step(predicted, threshold)))
    per_order = {o: _figures(by_order[o]) for o in sorted(by_order)}
    average = {key: _mean([f[key] for f in per_order.values()]) for key in ("error_acc", "verified_acc", "f1")}
    pooled = _figures([o for outcomes in by_order.values() for o in outcomes])
    return {"per_order": per_order, "average": average, "all": pooled, "unusable": unusable, "threshold": threshold}


def percent(value: Optional[float]) -> str:
    """A share as a 5-wide percentage, "  -  " when there is none (the `pbm bench` tables)."""
    return "  -  " if value is None else f"{100 * value:5.1f}"


def format_step_errors(report: dict) -> str:
    """The first-error table: one row per figure, a column per order, Avg. and All."""
    head = f"{'first error':<16}" + "  ".join(f"{o}-th " for o in ORDERS) + "  Avg.    All"
    rows = [head]
    for key, name in (("error_acc", "error traces"), ("verified_acc", "verified"), ("f1", "F1")):
        cells = [percent(report["per_order"].get(o, {}).get(key)) for o in ORDERS]
        totals = f"  {percent(report['average'][key])}  {percent(report['all'][key])}"
        rows.append(f"{name:<16}" + "  ".join(cells) + totals)
    pooled = report["all"]
    missed = ", ".join(f"{n} {o}" for o, n in pooled["error_outcomes"].items() if o != "exact")
    rows.append(f"(PBM's first step below {report['threshold']} vs the DEL first error: {pooled['error_traces']} "
                f"traces with an error, missed: {missed}; {pooled['verified_traces']} verified; "
                f"{report['unusable']} unusable)")
    return "\n".join(rows)
