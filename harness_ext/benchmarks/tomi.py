"""ToMi for lm-eval: data, prompt and scoring of the ``tomi_del*`` tasks (Le et al., EMNLP 2019).

The data is never shipped (CC BY-NC): ``tomi_balanced_story_types.zip`` or its unzipped folder,
from task metadata ``tomi_path`` or ``$DELTOM_TOMI_PATH``. The tasks ask its test split, one leaf
per question type (``QUESTION_TYPES``: ToMi's types without the agent index).

Two golds per doc: ``answer``, the DEL engine's reading of the story (``ToMiStory``), and
``answer_tomi``, the file's. They differ on the second-order questions ToMi's generator
mislabels (Sclar et al., ACL 2023; ``dellabels audit-tomi`` explains each). ``acc`` scores
against the DEL gold, as ``trace_acc``, ``step_acc`` and ``lucky`` do (the verifier reads ToMi
stories through ``dellabels.traces.worlds``), so ``acc = trace_acc + lucky``; ``acc_tomi`` scores
against ToMi's own gold, the figure published ToMi results report.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Optional, Sequence

from dellabels.io.jsonl import Unanswered
from dellabels.tomi.audit import question_class
from dellabels.tomi.data import TOMI_ENV, load_tomi, resolve_tomi
from dellabels.tomi.fresh import QUESTION_TYPES
from dellabels.tomi.world import ToMiStory
from dellabels.traces.prompt import TOMI_NOTE, fill_prompt, prompt_variant
from deltom_base.errors import DataNotFoundError
from harness_ext.benchmarks import hitom

TOMI_PROMPT = "tomi"  # the tasks' default template (``dellabels.traces.prompt``); --metadata prompt overrides it
# beside acc and the verified-reasoning metrics, with what each measures (the tables' captions)
EXTRA_METRICS = {"acc_tomi": "accuracy against ToMi's own gold"}
HOW_TO_PROVIDE = (f"Provide it with {TOMI_ENV}=/path/to/tomi_balanced_story_types.zip (or its unzipped folder), "
                  "or with lm-eval's --metadata '{\"tomi_path\": \"/path/to/tomi_balanced_story_types.zip\"}'.")

__all__ = ["doc_to_text", "judge", "process_results", "tomi_dataset", "tomi_file"]


def tomi_file(tomi_path: Optional[str] = None) -> Path:
    """The ToMi zip or folder: ``tomi_path``, else $DELTOM_TOMI_PATH (``DataNotFoundError`` saying how to give it)."""
    try:
        return resolve_tomi(tomi_path)
    except DataNotFoundError as err:
        raise DataNotFoundError(f"{err}. {HOW_TO_PROVIDE}") from None


@lru_cache(maxsize=4)
def tomi_docs(path: str, split: str = "test") -> tuple[dict, ...]:
    """Every question of a split as a doc, in file order, with both golds (parsed once per process: six leaves
    read it)."""
    docs, stories = [], {}
    for item in load_tomi(path, split):
        story = stories.get(item.story_index)
        if story is None:
            story = stories[item.story_index] = ToMiStory(item.lines)
        docs.append({"story": item.story_text, "question": item.question.text,
                     "answer": story.answer(item.question).answer, "answer_tomi": item.gold,
                     "question_type": item.question_type, "question_class": question_class(item.question_type),
                     "story_type": item.story_type, "index": item.index, "story_index": item.story_index})
    return tuple(docs)


def check_question_type(question_type: Optional[str]) -> None:
    """A ``ValueError`` naming the question types unless ``question_type`` is one (or None: all)."""
    if question_type is not None and question_type not in QUESTION_TYPES:
        raise ValueError(f"unknown ToMi question type {question_type!r}; one of {', '.join(QUESTION_TYPES)}")


def tomi_dataset(tomi_path: Optional[str] = None, question_type: Optional[str] = None, prompt: Optional[str] = None,
                 **_metadata: Any):
    """lm-eval ``custom_dataset``: the test split's questions of one type as a ``test`` split (task metadata and
    the yaml's ``dataset_kwargs``; other keys are ignored). ``prompt`` names the template (default ``tomi``)."""
    import datasets

    check_question_type(question_type)
    variant = prompt_variant(prompt or TOMI_PROMPT)
    docs = [dict(doc, prompt_variant=variant) for doc in tomi_docs(str(tomi_file(tomi_path)))
            if question_type is None or doc["question_class"] == question_type]
    return datasets.DatasetDict({"test": datasets.Dataset.from_list(docs)})


def doc_to_text(doc: dict) -> str:
    """The one-shot DEL prompt (the doc's ``prompt_variant``, ``tomi`` by default) with the ToMi note."""
    variant = prompt_variant(doc.get("prompt_variant") or TOMI_PROMPT)
    return fill_prompt(TOMI_NOTE, doc["story"], doc["question"], variant)


def acc_tomi(doc: dict, response: Optional[str]) -> float:
    """1.0 when the final answer is ToMi's own gold (the ``acc`` rule: normalised exact match); NaN for a response
    never produced (``Unanswered``)."""
    if isinstance(response, Unanswered):
        return float("nan")
    return float(hitom.is_correct(response, doc["answer_tomi"], doc.get("choices")))


def judge(doc: dict, response: Optional[str]) -> dict[str, float]:
    """Hi-ToM's judge (``acc`` against the DEL gold and the verified-reasoning metrics) plus ``acc_tomi``."""
    return {**hitom.judge(doc, response), "acc_tomi": acc_tomi(doc, response)}


def process_results(doc: dict, results: Sequence) -> dict[str, float]:
    """``hitom.process_results`` of the verified first response, plus its ``acc_tomi``."""
    result = results[0]
    response = result["response"] if isinstance(result, hitom.VerifiedResponse) else result
    return {**hitom.process_results(doc, results), "acc_tomi": acc_tomi(doc, response)}
