"""lm-eval filters that turn the N sampled traces of a doc into one result (DEL-ToM 3.3).

Use them in a task's ``filter_list`` as ``function: !function harness_ext.bon.filters.<Name>``:

* ``SampleSetFilter(mode="mean")``: Ori, the mean accuracy of single samples over all N;
  ``mode="any"``: pass@N. They pass the samples on as a ``SampleSet`` that the
  Best-of-N task's ``process_results`` (``harness_ext.bon.metrics``) scores per sample.
* ``MajorityFilter``: the first trace carrying the most frequent final answer.
* ``PBMRerankFilter(mode=<a scored selection rule>, rule=<an aggregation rule>)``: PBM Best-of-N, the
  selection rules of ``harness_ext.bon.selection`` (vanilla keeps the top-scored trace; weighted sums
  trace scores per final answer and keeps the top-scored trace with the winning answer) over trace
  scores made by the rules of ``pbm.aggregate`` (last, min, avg, prod).

Reranking filters output a ``Chosen``: the kept trace (``response``), which sample it is
(``index``, 0-based) and its answer; PBM rows add every sample's ``step_scores`` and
``trace_scores``. ``--log_samples`` writes it as its JSON text (``json.loads`` it back), and the task's
own correctness rule (Hi-ToM exact match plus verified reasoning, Kosinski "names the
expected location and not the other") judges ``response`` unchanged. Ties: see
``harness_ext.bon.selection`` (sample order).

The PBM backend and model come from the filter kwargs ``backend`` / ``model``,
overridden by the environment variables DELTOM_PBM_BACKEND / DELTOM_PBM_MODEL
(``pbm.spec``: the Best-of-N task checks them before generation and records what
ran in the results JSON). Step scores come from ``pbm.scorer``, so the eight PBM
rows of one run score every trace once.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Optional, Sequence

from lm_eval.api.filter import Filter

from dellabels.io.jsonl import JSONText
from dellabels.traces.answers import extract_final_answer, normalise_location
from harness_ext.bon import selection
from harness_ext.run_state import current_run
from pbm import scorer
from pbm.aggregate import RULES, aggregate, aggregate_log
from pbm.spec import which_pbm


class SampleSet(list):
    """The N samples of a doc, passed through for per-sample metrics (a list, so it logs as JSON)."""

    def __init__(self, samples: Iterable[str], mode: str):
        super().__init__(samples)
        self.mode = mode


@lru_cache(maxsize=1 << 20)
def _final_answer(text: Optional[str], choices: Optional[str]) -> Optional[str]:
    # memoised: every row of a run (and every trial of `deltom curves`) re-reads the same traces
    raw = extract_final_answer(text)
    return None if raw is None else normalise_location(raw, choices)


def sample_answers(samples: Sequence[str], doc: dict) -> list[Optional[str]]:
    """Normalised final answer of every sample (None where there is none)."""
    choices = doc.get("choices")
    if not isinstance(choices, (str, type(None))):  # unhashable choices: no memo
        return [_final_answer.__wrapped__(t if isinstance(t, str) else None, choices) for t in samples]
    return [_final_answer(t if isinstance(t, str) else None, choices) for t in samples]


class Chosen(JSONText):
    """The trace a reranking row keeps, with which sample it is; ``--log_samples`` writes it as JSON text."""

    @classmethod
    def of(cls, samples: Sequence[str], index: int, answers: Sequence[Optional[str]], **extra) -> "Chosen":
        """Sample ``index`` of ``samples`` (an empty response when there are none)."""
        if not samples:
            return cls(response="", index=None, answer=None, **extra)
        return cls(response=samples[index], index=index, answer=answers[index], **extra)


def response_of(output) -> object:
    """The trace a filter output stands for: a ``Chosen``'s response, else the output itself."""
    return output.get("response") if isinstance(output, dict) else output


class PBMFailed(str):
    """The output of a PBM row whose scoring failed after generation: scored NaN, never counted as wrong."""


class SampleSetFilter(Filter):
    """Ori (``mode="mean"``) or pass@N (``mode="any"``): keep all samples for per-sample scoring."""

    def __init__(self, mode: str = "mean", **kwargs) -> None:
        if mode not in ("mean", "any"):
            raise ValueError(f"SampleSetFilter mode must be 'mean' or 'any', got {mode!r}")
        super().__init__(**kwargs)
        self.mode = mode

    def apply(self, resps, docs):
        return [SampleSet(samples, self.mode) for samples in resps]


class MajorityFilter(Filter):
    """A trace with the most frequent final answer (ties: the answer sampled first)."""

    def apply(self, resps, docs):
        out = []
        for samples, doc in zip(resps, docs):
            answers = sample_answers(samples, doc)
            out.append(Chosen.of(samples, selection.majority_index(answers), answers))
        return out


@lru_cache(maxsize=1 << 20)
def _trace_score(steps: tuple[float, ...], rule: str, log: bool) -> float:
    # memoised: the same trace is aggregated by every trial of `deltom curves`

    return aggregate_log(steps, rule) if log else aggregate(steps, rule)


def check_rule(mode: str, rule: str, who: str = "PBMRerankFilter", scored_only: bool = True) -> None:
    """``ValueError`` unless ``mode`` is a registered selection rule (``harness_ext.bon.selection``; ``scored_only``:
    one that ranks by PBM scores) and ``rule`` one of ``pbm.aggregate.RULES``."""
    try:
        selection.get_selection(mode, scored_only)
    except ValueError as err:
        raise ValueError(f"{who} mode: {err}") from None
    if rule not in RULES:
        raise ValueError(f"{who} rule must be one of {RULES}, got {rule!r}")


def rerank(samples: Sequence[str], doc: dict, steps: Sequence[Sequence[float]], mode: str, rule: str) -> Chosen:
    """The sample the selection rule ``mode`` keeps (``harness_ext.bon.selection``), given every sample's step
    scores, with the step scores and the trace scores it ranked by (log space where the rule ranks by logs)."""
    answers = sample_answers(samples, doc)
    chosen = selection.get_selection(mode)
    scores = [_trace_score(tuple(s), rule, chosen.log_scores) for s in steps]
    index = chosen.pick(answers, scores) if samples else 0
    return Chosen.of(samples, index, answers, step_scores=[[_rounded(x) for x in s] for s in steps],
                     trace_scores=[_rounded(x) for x in scores])


def _rounded(value: float) -> Optional[float]:
    # 6 digits keep logged samples small; -inf / NaN (a zero step under log rules) are not JSON numbers
    value = float(value)
    return round(value, 6) if value == value and abs(value) != float("inf") else None


class PBMRerankFilter(Filter):
    """PBM Best-of-N over the N samples: vanilla or weighted, with a last/min/avg/prod rule."""

    def __init__(self, mode: str = "vanilla", rule: str = "min", backend: str = "hf",
                 model: Optional[str] = None, env_override: bool = True, **kwargs) -> None:
        super().__init__(**kwargs)
        check_rule(mode, rule)
        self.mode, self.rule = mode, rule
        run = current_run()
        self.backend, self.model = which_pbm(run.pbm_backend, run.pbm_model, task_backend=backend, task_model=model,
                                             pinned=not env_override)

    def apply(self, resps, docs):
        resps, docs = [list(r) for r in resps], list(docs)
        flat = [(doc, text) for samples, doc in zip(resps, docs) for text in samples]
        scores = iter(scorer.step_scores(self.backend, self.model, flat))
        return [rerank(samples, doc, [next(scores) for _ in samples], self.mode, self.rule)
                for samples, doc in zip(resps, docs)]
