"""Free-form reasoning for lm-eval: the prompt, the claims filter and the metrics of the ``*_cot`` tasks.

A response in the model's own words is read by ``dellabels.claims`` (its answer by one rule, every claim checked
against the DEL engine at its time) and scored per doc (pinned names):

* ``acc``: the answer read is the DEL gold; ``acc = sound + unsound + unsupported``.
* ``sound`` / ``unsound`` / ``unsupported``: the share of responses with that label (a right answer with only true
  checked claims / with a false claim / with no checked claim but the answer restated).
* ``claim_acc``: true claims among the checked ones, pooled over the responses (``claim_rate``).
* ``claims``: checked claims per response; ``unchecked``: claims per response whose content or time is not
  determinate (counted, never judged).
* ``unanswered``: responses with no readable answer (scored wrong, counted here so none is silently wrong).
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Optional, Sequence

from lm_eval.api.filter import Filter

from dellabels.claims.judge import judge as judge_claims
from dellabels.io.jsonl import JSONText, Unanswered
from dellabels.traces.freeform_prompt import fill_freeform, freeform_variant
from dellabels.traces.worlds import question_of
from dellabels.tomi.grammar import ToMiQuestion

LABEL_METRICS = ("sound", "unsound", "unsupported")
# the rates (shares of responses or claims), as the registry's extra metrics: tables and leaderboards read them
RATE_METRICS = {
    "sound": "right answer, every checked claim true (at least one besides the answer restated)",
    "unsound": "right answer reached with a false claim",
    "unsupported": "right answer with no checked claim but the answer restated",
    "claim_acc": "true claims among the checked claims (pooled)",
    "unanswered": "responses with no readable answer",
}
# counts per response: in the task's results, not rates (the readers of results check rates in [0, 1])
COUNT_METRICS = {
    "claims": "checked claims per response",
    "unchecked": "claims per response whose content or time is not determinate",
}
FREEFORM_METRICS = {**RATE_METRICS, **COUNT_METRICS}


def doc_to_text(doc: dict) -> str:
    """The doc's free-form prompt (``prompt_variant``: ``hitom_cot``, ``plain`` or ``native``)."""
    variant = freeform_variant(doc.get("prompt_variant"), "plain")
    try:
        hitom_world = not isinstance(question_of(doc["question"]), ToMiQuestion)
    except ValueError:
        hitom_world = True
    return fill_freeform(variant, doc["story"], doc["question"], doc.get("choices"), hitom_world)


@lru_cache(maxsize=1 << 14)
def _judged(story: str, question: str, response: str, choices: Optional[str]) -> dict:
    return judge_claims(story, question, response, choices).to_json()


def judgement(doc: dict, response: Optional[str]) -> dict:
    """``Judgement.to_json()`` of one response (memoised: rescoring reads the same responses)."""
    choices = doc.get("choices")
    text = response if isinstance(response, str) else ""
    if not isinstance(choices, (str, type(None))):
        return judge_claims(doc["story"], doc["question"], text, choices).to_json()
    return _judged(doc["story"], doc["question"], text, choices)


def metrics_of(judged: dict) -> dict:
    """The per-doc metric values of one judgement (``claim_acc`` as (true, checked) for ``claim_rate``)."""
    label = judged["label"]
    return {"acc": float(judged["answer_right"]), **{m: float(label == m) for m in LABEL_METRICS},
            "claim_acc": (judged["claims_true"], judged["claims_checked"]),
            "claims": float(judged["claims_checked"]), "unchecked": float(judged["claims_unchecked"]),
            "unanswered": float(judged["answer"] is None)}


def judge(doc: dict, response: Optional[str]) -> dict[str, float]:
    """The registry's per-trace judge: the metrics of one response, ``claim_acc`` as a float (NaN: none checked)."""
    if isinstance(response, Unanswered):
        return {"acc": math.nan, **{m: math.nan for m in FREEFORM_METRICS}}
    values = metrics_of(judgement(doc, response))
    true, checked = values["claim_acc"]
    return {**values, "claim_acc": true / checked if checked else math.nan}


def claim_rate(items: Sequence) -> float:
    """``claim_acc`` over a task: true claims / checked claims of all its responses (NaN when none is checked)."""
    pairs = [i for i in items if isinstance(i, (tuple, list)) and len(i) == 2]
    checked = sum(c for _, c in pairs)
    return sum(t for t, _ in pairs) / checked if checked else math.nan


class JudgedResponse(JSONText):
    """A response with its judgement (answer, label, claims): what ``--log_samples`` writes per doc."""


class ClaimsFilter(Filter):
    """The first response of each doc, judged: its answer, claims and label travel with it into the logged sample."""

    def apply(self, resps, docs):
        out = []
        for samples, doc in zip(resps, docs):
            response = samples[0] if samples else ""
            if isinstance(response, Unanswered):
                out.append(response)
                continue
            out.append(JudgedResponse(response=response, **judgement(doc, response)))
        return out


def process_results(doc: dict, results: Sequence) -> dict:
    """The metrics of the doc's first response (judged by ``ClaimsFilter``, else here)."""
    result = results[0]
    if isinstance(result, Unanswered):
        return {"acc": math.nan, **{m: math.nan for m in FREEFORM_METRICS if m != "claim_acc"}, "claim_acc": (0, 0)}
    if isinstance(result, JudgedResponse):
        return metrics_of(result)
    return metrics_of(judgement(doc, result))
