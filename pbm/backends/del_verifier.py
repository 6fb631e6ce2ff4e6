"""`del` backend: the exact DEL verifier as a PBM (the upper-bound row of a comparison).

A step scores 1.0 when ``dellabels.labeler.label_trace`` finds it correct (its
stated location equals the DEL belief of the question's chain after the story
line it echoes), else 0.0. As in the PBM training data
(``dellabels.pbm_data.build_examples``), the last step is also wrong when the
trace states a final answer and that answer is wrong, so "last" reranks by
the final answer. Only Hi-ToM-grammar stories and questions can be verified;
any other input is an error naming what did not parse.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.grammar import StoryParseError, parse_question
from dellabels.hitom_world import HiToMStory
from dellabels.labeler import label_trace
from dellabels.traces import parse_trace
from pbm.backends.base import Backend, TraceInput


def del_step_scores(story: HiToMStory, question: str, trace: str, choices: Optional[str] = None) -> list[float]:
    """1.0 / 0.0 per parsed step from the DEL labeler (last step 0.0 when a stated final answer is wrong)."""
    labels = label_trace(story, question, trace, choices)
    scores = [1.0 if s.correct else 0.0 for s in labels.steps]
    if scores and parse_trace(trace, choices).has_final and not labels.final_correct:
        scores[-1] = 0.0
    return scores


class DELBackend(Backend):
    """Exact step labels from the DEL engine; no model, no forward pass."""

    name = "del"
    uses_choices = True  # choice letters change how a stated location is read

    def __init__(self) -> None:
        super().__init__()
        self.pbm_id = "del:labeler-v1"
        self._stories: dict[str, HiToMStory | str] = {}

    def _story(self, text: str) -> HiToMStory | str:
        if text not in self._stories:
            try:
                self._stories[text] = HiToMStory(text)
            except StoryParseError as err:
                self._stories[text] = f"the del backend verifies Hi-ToM-grammar stories only: story does not parse: {err}"
        return self._stories[text]

    def check(self, item: TraceInput) -> Optional[str]:
        story = self._story(item.story)
        if isinstance(story, str):
            return story
        try:
            story.answer(parse_question(item.question))  # unknown object or agent -> StoryParseError
        except StoryParseError as err:
            return f"the del backend verifies Hi-ToM questions only: {err}"
        return None

    def score_items(self, items: Sequence[TraceInput]) -> list[list[float]]:
        return [del_step_scores(self._story(i.story), i.question, i.trace, i.choices) for i in items]  # type: ignore[arg-type]
