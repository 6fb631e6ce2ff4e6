"""`pbm bench`: step-classification accuracy of a PBM on a labeled test set (paper Table 4 layout).

Every step of every test conversation (``test.rlhflow.jsonl``) is scored the
way Best-of-N uses the PBM: one pass with "+" placeholders in the assistant
turns (the file's labels are never shown to the model); a step is predicted
"+" when its score is >= the threshold (0.5). Reported: accuracy per belief
order 0-4 and their mean ("Avg.", as in the paper), and the precision and
recall of the "-" (wrong step) class over all steps, and the threshold-free step AUC
(how well scores rank right above wrong steps, which is what Best-of-N uses).
``step_errors`` adds the PBM as a step-error detector (``pbm.step_errors``): how often its
first step below the threshold is where the DEL first error is, on traces with an error and on
verified traces, and their harmonic mean (ProcessBench's F1).
"""
from __future__ import annotations

from collections import defaultdict
from typing import Optional, Sequence

from pbm.backends.base import Backend, LMBackend, TraceInput
from pbm.conversation import conversation_labels
from pbm.step_errors import ORDERS, format_step_errors, percent, step_error_report, targets


def classification_report(labels: Sequence[Sequence[bool]], scores: Sequence[Sequence[float]],
                          orders: Sequence[int], threshold: float = 0.5) -> dict:
    """Accuracy per order (and their mean), "-" class precision / recall, from gold labels and step scores."""
    right: dict[int, int] = defaultdict(int)
    total: dict[int, int] = defaultdict(int)
    tp = fp = fn = 0
    for gold, predicted, order in zip(labels, scores, orders):
        if len(gold) != len(predicted):
            raise ValueError(f"{len(predicted)} scores for {len(gold)} labels")
        for is_plus, score in zip(gold, predicted):
            says_plus = score >= threshold
            right[order] += says_plus == is_plus
            total[order] += 1
            tp += not says_plus and not is_plus
            fp += not says_plus and is_plus
            fn += says_plus and not is_plus
    accuracy = {o: right[o] / total[o] for o in sorted(total)}
    pairs = [(score, is_plus) for gold, predicted in zip(labels, scores) for is_plus, score in zip(gold, predicted)]
    steps = sum(total.values())
    return {
        "accuracy": accuracy, "steps": dict(sorted(total.items())),
        "average": sum(accuracy.values()) / len(accuracy) if accuracy else None,
        "minus_precision": tp / (tp + fp) if tp + fp else None,
        "minus_recall": tp / (tp + fn) if tp + fn else None,
        "minus_rate": (tp + fn) / steps if steps else None, "threshold": threshold, "auc": ranking_auc(pairs),
    }


def ranking_auc(pairs: Sequence[tuple[float, bool]]) -> Optional[float]:
    """P(score of a random "+" step > score of a random "-" step), ties counted half (threshold-free)."""
    plus = sum(1 for _, p in pairs if p)
    minus = len(pairs) - plus
    if not plus or not minus:
        return None
    ordered = sorted(pairs, key=lambda x: x[0])
    wins, index = 0.0, 0
    seen_minus = 0
    while index < len(ordered):  # walk groups of equal scores
        end = index
        while end < len(ordered) and ordered[end][0] == ordered[index][0]:
            end += 1
        group_plus = sum(1 for _, p in ordered[index:end] if p)
        group_minus = (end - index) - group_plus
        wins += group_plus * (seen_minus + 0.5 * group_minus)
        seen_minus += group_minus
        index = end
    return wins / (plus * minus)


def bench(backend: Backend, rows: Sequence[dict], threshold: float = 0.5) -> dict:
    """Score the conversations of ``rows`` (RLHFlow records with ``order``) and report.

    A language-model PBM scores the conversations as stored; another backend (``del``) scores the
    trace each conversation was built from (``pbm.step_errors.recover``), so every row must be one.
    """
    for index, row in enumerate(rows, start=1):
        if not isinstance(row.get("order"), int):
            raise ValueError(f"test record {index} has no integer 'order' field")
    labels = [conversation_labels(r["conversations"]) for r in rows]
    found = targets(rows, labels)
    if isinstance(backend, LMBackend):
        scores = backend.score_conversations([row["conversations"] for row in rows])
    else:
        missing = next((k for k, item in enumerate(found, start=1) if item is None), None)
        if missing is not None:
            raise ValueError(f"test record {missing}: the {backend.name} backend needs the story, question and "
                             "trace, and they cannot be read back from this conversation (or their DEL labels "
                             "differ from its labels)")
        scores = backend.score_items([TraceInput(t.story, t.question, t.trace) for _, t in found])
    orders = [r["order"] for r in rows]
    report = classification_report(labels, scores, orders, threshold)
    report["examples"] = len(rows)
    report["step_errors"] = step_error_report(found, scores, orders, threshold)
    return report


def format_table(report: dict, name: str) -> str:
    """The paper's Table 4 row for this PBM, the "-" class line, and the first-error table (if reported)."""
    width = max(len(name), 3)
    head = f"{'PBM':<{width}}  " + "  ".join(f"{o}-th " for o in ORDERS) + "  Avg."
    row = (f"{name:<{width}}  " + "  ".join(percent(report["accuracy"].get(o)) for o in ORDERS)
           + f"  {percent(report['average'])}")
    steps = sum(report["steps"].values())
    tail = (f"'-' class: precision {percent(report['minus_precision']).strip()}%, recall "
            f"{percent(report['minus_recall']).strip()}% ({steps} steps, {percent(report['minus_rate']).strip()}% '-', "
            f"{report['examples']} examples, threshold {report['threshold']}); step AUC "
            f"{'-' if report['auc'] is None else format(report['auc'], '.3f')}")
    lines = [head, row, tail]
    if "step_errors" in report:
        lines.append(format_step_errors(report["step_errors"]))
    return "\n".join(lines)
