"""The quality gate: is a run a result at all, or garbage that would print as a table of zeros?

Two signs, read from what every deltom run has: most responses hold no final answer (``answered``: the DEL
format's final line, ``dellabels.traces.answers.extract_final_answer``, or for a free-form doc of a ``*_cot`` task
the answer its own metric reads; none in ``UNPARSED_LIMIT`` of them or more),
or every accuracy row of the run is 0. Either one makes the run ``garbage``: the commands that
drive an evaluation (``deltom miniature``, ``deltom-eval``, ``deltom rescore``, ``deltom table``)
end their output with ``Quality.line()`` and record ``Quality.as_dict()`` in their summary JSON,
so nobody reads a table of zeros as a result.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Optional, Sequence, Union

from dellabels.io.jsonl import logged_response
from dellabels.traces.answers import extract_final_answer
from dellabels.traces.freeform_prompt import FREEFORM_FILES
from harness_ext.benchmarks.freeform import judgement

Response = Union[str, tuple[Optional[Mapping[str, Any]], str]]  # a response, or (its doc, the response)

UNPARSED_LIMIT = 0.5  # share of responses without a final answer from which on a run is garbage (half is too many)
ACCURACY_METRICS = ("acc",)  # the answer metric of every deltom task


@dataclass(frozen=True)
class Quality:
    """What the gate read: responses (0 when no samples were given), those without a final answer, the
    accuracy values and whether all of them are 0."""

    responses: int = 0
    unparsed: int = 0
    rows: int = 0
    all_zero: bool = False
    sets: int = 0  # questions with two samples or more (Best-of-N)
    identical: int = 0  # of those, questions whose samples are all one text

    @property
    def one_sample(self) -> bool:
        """Every question's N samples are one text: the Best-of-N rows choose among copies (a seeded server sent
        one seed for every sample, or greedy decoding)."""
        return self.sets > 0 and self.identical == self.sets

    @property
    def unparsed_share(self) -> Optional[float]:
        return self.unparsed / self.responses if self.responses else None

    @property
    def mostly_unparsed(self) -> bool:
        share = self.unparsed_share
        return share is not None and share >= UNPARSED_LIMIT

    @property
    def garbage(self) -> bool:
        return self.all_zero or self.one_sample or self.mostly_unparsed

    def as_dict(self) -> dict[str, Any]:
        share = self.unparsed_share
        return {"responses": self.responses, "unparsed": self.unparsed,
                "unparsed_share": None if share is None else round(share, 4), "accuracy_rows": self.rows,
                "all_zero": self.all_zero, "sample_sets": self.sets, "identical_sets": self.identical,
                "garbage": self.garbage}

    def line(self, what: str = "this run") -> str:
        """One plain sentence: what is wrong and what it means, or that the gate found nothing."""
        reasons = []
        if self.mostly_unparsed:
            reasons.append(f"{self.unparsed} of {self.responses} responses have no final answer")
        if self.all_zero:
            reasons.append(f"every accuracy figure ({self.rows}) is 0")
        if self.one_sample:
            return (f"QUALITY WARNING: {what} is not a Best-of-N result: the samples of each of its {self.sets} "
                    f"questions are one text repeated{' and ' + ' and '.join(reasons) if reasons else ''}, so every "
                    "row but Ori chooses among copies; a served model got one seed for every sample (lm-eval's "
                    "local-completions sends seed=1234 with each request: use --model deltom-completions or "
                    "deltom-chat-completions) or the decoding is greedy")
        if not reasons:
            read = f"{self.responses - self.unparsed} of {self.responses} responses have a final answer; " \
                if self.responses else ""
            return f"quality: {read}{self.rows} accuracy figures, not all 0"
        return (f"QUALITY WARNING: {what} is not a result: {' and '.join(reasons)}; the model did not answer in "
                "the task's format (or the model and the test set do not fit each other); do not read its tables")


def answered(response: str, doc: Optional[Mapping[str, Any]] = None) -> bool:
    """Whether ``response`` holds a final answer: the DEL format's final line, or, for a free-form doc (its
    ``prompt_variant`` one of the free-form templates), the answer the ``*_cot`` metrics read in any form."""
    if extract_final_answer(response) is not None:
        return True
    if isinstance(doc, Mapping) and doc.get("prompt_variant") in FREEFORM_FILES and "story" in doc:
        return judgement(dict(doc), response)["answer"] is not None
    return False


def unparsed_count(responses: Iterable[Response]) -> tuple[int, int]:
    """(responses, responses without a final answer); each a response or (its doc, the response)."""
    total = missing = 0
    for item in responses:
        doc, response = item if isinstance(item, tuple) else (None, item)
        total += 1
        missing += not answered(response, doc)
    return total, missing


def accuracy_values(results: Mapping[str, Any]) -> list[float]:
    """Every finite ``acc`` value (any filter) of an lm-eval results mapping's ``results`` and ``groups``."""
    values = []
    for column in ("results", "groups"):
        for metrics in (results.get(column) or {}).values():
            if not isinstance(metrics, Mapping):
                continue
            for key, value in metrics.items():
                if isinstance(key, str) and key.split(",")[0] in ACCURACY_METRICS and isinstance(value, (int, float)) \
                        and not isinstance(value, bool) and math.isfinite(value):
                    values.append(float(value))
    return values


def row_values(summary: Mapping[str, Any]) -> list[float]:
    """Every finite row value of a deltom summary (``per_order`` and ``average``, percent)."""
    values = [v for rows in (summary.get("per_order") or {}).values() for v in (rows or {}).values()]
    values += list((summary.get("average") or {}).values())
    return [float(v) for v in values if isinstance(v, (int, float)) and math.isfinite(v)]


def assess(values: Iterable[float], responses: Iterable[Response] = (), sample_sets: Iterable[Sequence[str]] = ()) -> Quality:
    """The gate's reading of a run's accuracy ``values``, its raw ``responses`` and each question's samples
    (``sample_sets``; any may be empty)."""
    values = list(values)
    total, missing = unparsed_count(responses)
    sets = [s for s in sample_sets if len(s) > 1]
    return Quality(total, missing, len(values), bool(values) and all(v == 0 for v in values), len(sets),
                   sum(1 for s in sets if len(set(s)) == 1))


def task_sets(tasks: Iterable[Any]) -> Iterable[Sequence[str]]:
    """Each question's samples in loaded samples (``deltom.analysis.samples.TaskSamples``)."""
    return (list(doc.resps) for task in tasks for doc in task.docs)


def task_responses(tasks: Iterable[Any]) -> Iterable[tuple[Any, str]]:
    """Every sampled response of loaded samples (``deltom.analysis.samples.TaskSamples``), with its doc."""
    return ((doc.doc, r) for task in tasks for doc in task.docs for r in doc.resps)


def sample_responses(samples: Mapping[str, Iterable[Mapping[str, Any]]]) -> Iterable[tuple[Any, str]]:
    """Every raw response of lm-eval's in-memory samples (task -> records, one per doc and filter; ``resps``
    nested per request; a search run's logged ``{"response", "search"}`` JSON read as its response), with its
    doc."""
    return ((doc, text) for doc, texts in _doc_sets(samples) for text in texts)


def sample_sets(samples: Mapping[str, Iterable[Mapping[str, Any]]]) -> Iterable[list[str]]:
    """Each doc's raw responses in lm-eval's in-memory samples (``sample_responses``, per doc)."""
    return (texts for _, texts in _doc_sets(samples))


def _doc_sets(samples: Mapping[str, Iterable[Mapping[str, Any]]]) -> Iterable[tuple[Any, list[str]]]:
    for records in samples.values():
        seen = set()
        for record in records:
            if record.get("doc_id") in seen:  # lm-eval logs a doc once per filter, with the same responses
                continue
            seen.add(record.get("doc_id"))
            texts = []
            for resp in record.get("resps") or ():
                for text in resp if isinstance(resp, (list, tuple)) else (resp,):
                    text = logged_response(text)
                    if isinstance(text, str):
                        texts.append(text)
            yield record.get("doc"), texts
