"""dellabels: Hi-ToM stories as Dynamic Epistemic Logic, and DEL labels for belief traces.

The names a user calls from Python::

    from dellabels import HiToMStory, answer_question, gold_trace, label_trace

    story = HiToMStory(text)                      # the story world (DEL models after each line)
    story.answer(question)                        # or answer_question(text, question): answer, order, chain
    gold_trace(story, question)                   # the step-by-step gold trace in the prompt's format
    label_trace(story, question, trace)           # a label per step of a model's trace
    parse_trace(trace)                            # the steps and final answer a trace states
    generate(n, seed)                             # Hi-ToM-style stories with DEL labels (an iterator)
    render_prompt(story_text, question)           # the one-shot prompt a model answers
    judge(story_text, question, response)         # a free-form response: answer, claims checked, label

They are loaded on first use, so ``import dellabels`` (and every ``dellabels.*`` module) stays cheap.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from deltom_base.faces import lazy_face

if TYPE_CHECKING:
    from dellabels.claims.judge import Judgement, judge
    from dellabels.hitom.explain import gold_trace
    from dellabels.hitom.story_generator import generate
    from dellabels.hitom.world import Answer, HiToMStory, answer_question
    from dellabels.traces.labeler import TraceLabels, label_trace
    from dellabels.traces.parse import ParsedTrace, parse_trace
    from dellabels.traces.prompt import render_prompt

_HOMES = {  # the names that are not submodules
    "HiToMStory": "dellabels.hitom.world",
    "Answer": "dellabels.hitom.world",
    "answer_question": "dellabels.hitom.world",
    "gold_trace": "dellabels.hitom.explain",
    "generate": "dellabels.hitom.story_generator",
    "label_trace": "dellabels.traces.labeler",
    "TraceLabels": "dellabels.traces.labeler",
    "parse_trace": "dellabels.traces.parse",
    "ParsedTrace": "dellabels.traces.parse",
    "render_prompt": "dellabels.traces.prompt",
    "judge": "dellabels.claims.judge",
    "Judgement": "dellabels.claims.judge",
}
__all__ = ["Answer", "HiToMStory", "Judgement", "ParsedTrace", "TraceLabels", "answer_question", "generate",
           "gold_trace", "judge", "label_trace", "parse_trace", "render_prompt", "claims", "cli", "hitom", "io", "logic",
           "pbm_data", "tomi", "traces"]


__getattr__, __dir__ = lazy_face(__name__, __all__, _HOMES)
