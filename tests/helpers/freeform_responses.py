"""Crafted free-form responses with known labels, and a stock-lm_eval model answering with them.

``craft(kind, story, question, choices)`` writes one response of ``kind`` from the DEL engine's facts about the
story: ``sound`` (the answer first, a true claim about the story's first move or placement, the answer restated),
``unsound`` (the same with that claim's line number wrong), ``unsupported`` (the answer alone), ``wrong`` (another
container), ``unanswered`` (reasoning with no answer), ``thinking`` (a think block with a retracted false claim,
then a sound reply). ``EXPECTED`` gives the label each must get.

``python tests/helpers/freeform_responses.py <lm_eval arguments>`` runs stock lm_eval with ``--model
deltom-freeform``: doc k of every task gets ``KINDS[k % len(KINDS)]``.
"""
from __future__ import annotations

import sys

from dellabels.hitom.grammar import Move, Place
from dellabels.traces.worlds import read_world, world_answer

KINDS = ("sound", "unsound", "unsupported", "wrong", "unanswered", "thinking")
EXPECTED = {"sound": "sound", "unsound": "unsound", "unsupported": "unsupported", "wrong": "wrong",
            "unanswered": "wrong", "thinking": "sound"}


def _fact(story, wrong: bool = False) -> str:
    """A true claim about the story's first move (with its line), else its first placement; ``wrong``: told at the
    line before it (the object not there yet, or not moved yet)."""
    moved = any(isinstance(line.sentence, Move) for line in story.lines)
    for line in story.lines:
        s = line.sentence
        if isinstance(s, Move):
            return f"{s.agent} moved the {s.obj} to the {s.container} (line {line.shown - 1 if wrong else line.shown})."
        if isinstance(s, Place) and not moved:
            return f"At line {line.shown - 1 if wrong else line.shown} the {s.obj} was in the {s.container}."
    raise ValueError("a story with no move and no placement")


def _other(story, avoid: str) -> str:
    others = sorted(c for cs in story.containers.values() for c in cs if c != avoid)
    return others[0] if others else "silver_suitcase"


def craft(kind: str, story_text: str, question: str) -> str:
    """The response of ``kind`` for one doc."""
    story, q = read_world(story_text, question)
    gold = world_answer(story, q)[-1] or "nowhere"
    other = _other(story, gold)
    if kind == "sound":
        return f"Answer: {gold}\n\nExplanation: {_fact(story)} So the answer is {gold}."
    if kind == "unsound":
        return f"Answer: {gold}\n\nExplanation: {_fact(story, wrong=True)} So the answer is {gold}."
    if kind == "unsupported":
        return f"The answer is {gold}."
    if kind == "wrong":
        return f"Let's think step by step. {_fact(story)} The answer is {other}."
    if kind == "unanswered":
        return f"Let's think step by step. {_fact(story)} This is a hard one."
    return (f"<think>\n{_fact(story, wrong=True)} Wait, no, that is wrong. {_fact(story)}\n</think>\n\n"
            f"The answer is {gold}.")


def _register() -> None:
    from lm_eval.api.registry import register_model

    from helpers.scripted_lm import NumberedSamplesLM

    @register_model("deltom-freeform")
    class FreeFormLM(NumberedSamplesLM):
        def __init__(self, **_config) -> None:
            super().__init__()

        def respond(self, req, k: int) -> str:
            return craft(KINDS[req.doc_id % len(KINDS)], req.doc["story"], req.doc["question"])


if __name__ == "__main__":
    from lm_eval.__main__ import cli_evaluate

    _register()
    sys.argv = ["lm_eval", *sys.argv[1:]]
    cli_evaluate()
