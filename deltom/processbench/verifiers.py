"""The verifiers ToM-ProcessBench scores, each reading only an item's problem and steps.

- ``del``: the DEL verifier (``dellabels.traces.first_error``, ``verify``'s rule step by step) on the trace rebuilt
  from the steps, the gold answer computed by the engine from the problem (no label is read).
- ``pbm``: a Process Belief Model through any ``--pbm-backend``: its step scores, thresholded; the first step
  scoring below the threshold is the predicted first wrong step, none: -1. Its last score covers the last step and
  the final answer together (the PBM's conversation carries the answer in the last step's turn), so a PBM never
  points at the final-answer step on its own. The threshold is cross-fitted: the items are split in two by story
  (``story_sha``), and each half is scored with the threshold that gives the best F1 on the other half.
- ``llm-judge``: an LLM judge behind an OpenAI-compatible chat endpoint (``pbm.backends.judge``): the step it names
  as the first wrong one, the final-answer step included; an unparsed reply is wrong on every item.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.hitom.grammar import StoryParseError
from dellabels.traces.first_error import NO_FINAL, first_wrong_step
from dellabels.traces.worlds import read_world, world_answer
from deltom.processbench.figures import figures
from deltom.processbench.items import Item, problem_parts
from deltom_base.errors import InputError
from pbm.backends.judge import TOO_LONG, JudgeSettings, ReplyCache, first_errors
from pbm.scorer import step_scores

VERIFIERS = ("del", "pbm", "llm-judge")


def story_and_question(item: Item) -> tuple[str, str]:
    """The story and question of an item's problem; an ``InputError`` naming the item when it has neither."""
    return problem_parts(item.problem, f"item {item.id}")


def rebuilt_response(steps: Sequence[str]) -> str:
    """The trace as a model would have written it: a ``## Step k ##`` header per belief step, then the answer."""
    body = "\n\n".join(f"## Step {k} ##\n{text}" for k, text in enumerate(steps[:-1], 1))
    final = "" if steps[-1] == NO_FINAL else steps[-1]
    return f"{body}\n\n{final}".strip()


def del_predict(items: Sequence[Item]) -> list[Optional[int]]:
    """The DEL verifier's first wrong step of every item."""
    out: list[Optional[int]] = []
    for item in items:
        story, question = story_and_question(item)
        try:
            gold = world_answer(*read_world(story, question))[-1]
        except StoryParseError as err:
            raise InputError(f"item {item.id}: the DEL engine cannot read its story ({err})") from None
        label, _, _ = first_wrong_step(story, question, rebuilt_response(item.steps), gold or "Null")
        out.append(label)
    return out


def pbm_scores(items: Sequence[Item], backend: str, model: Optional[str]) -> list[list[float]]:
    """Each item's step scores from the PBM (``pbm.scorer.step_scores``: cached, loaded once; a trace longer than
    the PBM's context scores 0 at every step, said in one line)."""
    pairs = []
    for item in items:
        story, question = story_and_question(item)
        pairs.append(({"story": story, "question": question}, rebuilt_response(item.steps)))
    return step_scores(backend, model, pairs)


def judge_predict(items: Sequence[Item], settings: JudgeSettings) -> tuple[list[Optional[int]], list[Optional[str]]]:
    """The judge's first wrong step of every item, and its replies (cached: a rerun asks only what is new)."""
    cache = ReplyCache()
    try:
        return first_errors([(item.problem, item.steps) for item in items], settings, cache)
    finally:
        cache.close()


def first_below(scores: Sequence[float], threshold: float) -> int:
    """The first step scoring below ``threshold``, -1 when none does."""
    return next((k for k, s in enumerate(scores) if s < threshold), -1)


def best_threshold(items: Sequence[Item], scores: Sequence[Sequence[float]]) -> float:
    """The threshold with the highest F1 on ``items`` (ties: the lowest), among the midpoints of their scores."""
    values = sorted({round(s, 6) for row in scores for s in row} | {0.0, 1.0})
    candidates = [0.0] + [(a + b) / 2 for a, b in zip(values, values[1:])] + [1.0 + 1e-9]
    best, best_f1 = 0.5, -1.0
    for t in candidates:
        f = figures(items, [first_below(row, t) for row in scores]).f1
        if f == f and f > best_f1:
            best, best_f1 = t, f
    return best


def half_of(item: Item) -> int:
    """Which half of the cross-fit an item is in (by its story, so a story's items stay together)."""
    return int(item.story_sha[:8], 16) % 2


def cross_fitted(items: Sequence[Item], scores: Sequence[Sequence[float]]) -> tuple[list[int], dict[int, float]]:
    """Predictions with each half's threshold chosen on the other half, and the thresholds (by half scored)."""
    thresholds = {}
    for half in (0, 1):
        other = [i for i, item in enumerate(items) if half_of(item) != half]
        thresholds[half] = best_threshold([items[i] for i in other], [scores[i] for i in other])
    return [first_below(row, thresholds[half_of(item)]) for item, row in zip(items, scores)], thresholds


def reply_counts(predicted: Sequence[Optional[int]], replies: Sequence[Optional[str]]) -> dict[str, int]:
    """How many replies name no step (``unparsed``, all of them), and of those how many are unread prompts
    (``too_long``), empty replies (``empty``), and replies with text that name none (``no_step``)."""
    too_long = sum(r is TOO_LONG for r in replies)
    empty = sum(r is not TOO_LONG and not r.strip() for r in replies)
    unparsed = sum(p is None for p in predicted)
    return {"unparsed": unparsed, "too_long": too_long, "empty": empty, "no_step": unparsed - too_long - empty}


def reply_notes(counts: dict[str, int], n: int) -> list[str]:
    """One line per kind of reply that names no step, and a warning when no reply named one."""
    notes = []
    if counts["too_long"]:
        notes.append(f"{counts['too_long']} of {n} items are longer than the judge's context (looping traces): "
                     "unread, counted wrong")
    if counts["empty"]:
        notes.append(f"{counts['empty']} of {n} replies are empty, counted wrong (a reply cut at --judge-max-tokens "
                     "while it reasons, or a server that sends its reasoning apart from the reply)")
    if counts["no_step"]:
        notes.append(f"{counts['no_step']} of {n} replies name no step (see the replies in --out), counted wrong")
    if n and counts["unparsed"] == n:
        notes.append(f"WARNING: none of the {n} replies names a step: these figures say nothing of the judge "
                     "(check --judge-model, --judge-max-tokens, --judge-prefill)")
    return notes
