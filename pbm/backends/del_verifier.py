"""`del` backend: the exact DEL verifier as a PBM (the upper-bound row of a comparison).

A step scores 1.0 when ``dellabels.traces.labeler.label_trace`` finds it correct (its
stated location equals the DEL belief of the question's chain after the story
line it echoes), else 0.0. As in the PBM training data
(``dellabels.pbm_data.build_examples``), the last step is also wrong when the
trace's final answer is wrong or missing (a truncated trace ends in the
"Final Answer: [ParseError]" turn, labelled "-"), so "last" reranks by the
final answer and a trace cut before its answer never scores as perfect. Only stories and questions of
Hi-ToM's or ToMi's grammar can be verified (``dellabels.traces.worlds``); any other input is an error
naming what did not parse.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.hitom.grammar import StoryParseError
from dellabels.hitom.world import HiToMStory
from dellabels.traces.labeler import label_trace
from dellabels.traces.parse import parse_trace
from dellabels.traces.worlds import AnyQuestion, check, read_world
from pbm.backends.base import Backend, TraceInput

# The verifier's identity in the score cache and in results (bump when its scores change).
DEL_PBM_ID = "del:labeler-v2"


def del_step_scores(story: HiToMStory, question: str | AnyQuestion, trace: str, choices: Optional[str] = None,
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
        self._worlds: dict[tuple[str, str], tuple[HiToMStory, AnyQuestion] | str] = {}

    def _world(self, item: TraceInput) -> tuple[HiToMStory, AnyQuestion] | str:
        """The story's world and question, or why they cannot be verified (memoised per story and question)."""
        key = (item.story, item.question)
        if key not in self._worlds:
            try:
                world, question = read_world(*key)
            except StoryParseError as err:
                self._worlds[key] = ("the del backend verifies Hi-ToM- or ToMi-grammar stories and questions only: "
                                     f"story or question does not parse: {err}")
            else:
                try:
                    check(world, question)  # unknown object or agent
                    self._worlds[key] = (world, question)
                except StoryParseError as err:
                    self._worlds[key] = f"the del backend cannot verify this question: {err}"
        return self._worlds[key]

    def check(self, item: TraceInput) -> Optional[str]:
        found = self._world(item)
        return found if isinstance(found, str) else None

    def score_items(self, items: Sequence[TraceInput]) -> list[list[float]]:
        return [del_step_scores(*self._world(i), i.trace, i.choices, i.partial)  # type: ignore[misc]
                for i in items]
