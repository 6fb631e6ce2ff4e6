"""`del` backend: the exact DEL verifier as a PBM (the upper-bound row of a comparison).

A step scores 1.0 when ``dellabels.traces.labeler.label_trace`` finds it correct (its
stated location equals the DEL belief of the question's chain after the story
line it echoes), else 0.0. As in the PBM training data
(``dellabels.pbm_data.build_examples``), the last step is also wrong when the
trace's final answer is wrong or missing (a truncated trace ends in the
"Final Answer: [ParseError]" turn, labelled "-"), so "last" reranks by the
final answer and a trace cut before its answer never scores as perfect. Only Hi-ToM-grammar stories and questions can be verified;
any other input is an error naming what did not parse.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.hitom.grammar import StoryParseError, parse_question
from dellabels.hitom.world import HiToMStory
from dellabels.traces.labeler import label_trace
from dellabels.traces.parse import parse_trace
from pbm.backends.base import Backend, TraceInput

# The verifier's identity in the score cache and in results (bump when its scores change).
DEL_PBM_ID = "del:labeler-v2"


def del_step_scores(story: HiToMStory, question: str, trace: str, choices: Optional[str] = None,
                    partial: bool = False) -> list[float]:
    """1.0 / 0.0 per parsed step from the DEL labeler (last step 0.0 when the final answer is wrong or missing;
    for a ``partial`` trace, still being written, only when it states a wrong one)."""
    labels = label_trace(story, question, trace, choices)
    scores = [1.0 if s.correct else 0.0 for s in labels.steps]
    if scores and not labels.final_correct and not (partial and not parse_trace(trace, choices).has_final):
        scores[-1] = 0.0
    return scores


class DELBackend(Backend):
    """Exact step labels from the DEL engine; no model, no forward pass."""

    name = "del"
    uses_choices = True  # choice letters change how a stated location is read

    def __init__(self) -> None:
        super().__init__()
        self.pbm_id = DEL_PBM_ID
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
        return [del_step_scores(self._story(i.story), i.question, i.trace, i.choices, i.partial)  # type: ignore[arg-type]
                for i in items]
