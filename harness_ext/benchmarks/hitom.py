"""Hi-ToM for lm-eval: data loading, prompt and scoring of the ``hitom_del*`` tasks.

The data is never shipped. Where it comes from, first match wins:
  1. task metadata ``hitom_path`` (``--metadata '{"hitom_path": "/x/Hi-ToM_data.json"}'``),
  2. the environment variable ``DELTOM_HITOM_PATH``,
  3. the Hugging Face hub dataset ``Hi-ToM/Hi-ToM_Dataset`` (file ``Hi-ToM_data.json``;
     its loading script is obsolete, so the JSON file is fetched directly).
"""
from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Optional, Sequence

from lm_eval.api.filter import Filter

from dellabels.hitom.data import HITOM_ENV, HITOM_HUB_FILE, HITOM_HUB_ID, clean_story, load_hitom, resolve_path
from dellabels.io.jsonl import JSONText, Unanswered
from dellabels.traces.prompt import HITOM_NOTE, fill_prompt, prompt_variant
from dellabels.traces.verify import PROCESS_METRICS, answer_right, verify
from dellabels.traces.worlds import read_world
from deltom_base.errors import DataFileError, DataNotFoundError
from deltom_base.settings import read
from harness_ext.run_state import current_run, failure_text

log = logging.getLogger(__name__)
WHAT = "Hi-ToM data (Hi-ToM_data.json)"
HOW_TO_PROVIDE = (
    f"Provide the file with {HITOM_ENV}=/path/to/{HITOM_HUB_FILE}, or with lm-eval's "
    f"--metadata '{{\"hitom_path\": \"/path/to/{HITOM_HUB_FILE}\"}}' "
    f"(download it from the Hugging Face dataset {HITOM_HUB_ID} on a machine with network)."
)
# Fields kept per doc; every one has a fixed type so datasets can build a table.
DOC_FIELDS = ("story", "question", "choices", "answer", "question_order", "story_length",
              "deception", "sample_id", "prompting_type")


def _fetch_from_hub() -> Path:
    """Hi-ToM_data.json from the hub (or its local cache); a clear error when unreachable."""
    try:
        from huggingface_hub import hf_hub_download

        return Path(hf_hub_download(HITOM_HUB_ID, HITOM_HUB_FILE, repo_type="dataset"))
    except Exception as err:  # offline mode, no network, no cache: all mean "not available"
        raise DataNotFoundError(
            f"{WHAT} not available: no local path was given ({HITOM_ENV} unset, no 'hitom_path' "
            f"metadata) and the hub dataset {HITOM_HUB_ID} could not be fetched "
            f"({type(err).__name__}: {err}). {HOW_TO_PROVIDE}"
        ) from err


def resolve_hitom_file(hitom_path: Optional[str] = None) -> Path:
    """The Hi-ToM file to read: metadata path, else $DELTOM_HITOM_PATH, else the hub."""
    if hitom_path or read(HITOM_ENV):
        try:
            return resolve_path(hitom_path, HITOM_ENV, WHAT)
        except DataNotFoundError as err:  # a path was given but names no file
            raise DataNotFoundError(f"{err}. {HOW_TO_PROVIDE}") from None
    return _fetch_from_hub()


@lru_cache(maxsize=4)
def hitom_records(path: str) -> tuple[dict, ...]:
    """Every record of a Hi-ToM file, parsed once per process (five subtasks per group read it)."""
    return tuple(load_hitom(path))


def _as_set(value: Any) -> Optional[set]:
    """None (no filter), one value, or a list of values -> a set to test membership."""
    if value is None:
        return None
    return set(value) if isinstance(value, (list, tuple, set)) else {value}


def select_records(records: Iterable[dict], *, story_length: Any = 1, question_order: Any = None,
                   deception: Optional[bool] = None, prompting_type: str = "CoTP") -> list[dict]:
    """Records matching the filters, in file order (None means any value)."""
    lengths, orders = _as_set(story_length), _as_set(question_order)
    kept = []
    for rec in records:
        if rec.get("prompting_type") != prompting_type:
            continue
        if lengths is not None and rec.get("story_length") not in lengths:
            continue
        if orders is not None and rec.get("question_order") not in orders:
            continue
        if deception is not None and bool(rec.get("deception")) != bool(deception):
            continue
        kept.append(rec)
    return kept


def to_doc(record: dict) -> dict:
    """One lm-eval doc: the record with its story cleaned (no preamble, no stray '***')."""
    doc = {key: record.get(key) for key in DOC_FIELDS}
    doc["story"] = clean_story(record["story"])
    doc["deception"] = bool(record.get("deception"))
    return doc


def check_readable(file: Path, records: Sequence[dict], selected: Sequence[dict]) -> None:
    """Every selected record's story and question read by the DEL verifier, before any request is sent: the
    verifier reads them after all generation, so an unreadable one is a ``DataFileError`` naming the record now."""
    index_of = {id(record): index for index, record in enumerate(records)}
    for record in selected:
        try:
            read_world(clean_story(record["story"]), record["question"])
        except ValueError as err:  # StoryParseError, or an agent / object the story lacks
            sample = f" (sample_id {record['sample_id']})" if record.get("sample_id") is not None else ""
            raise DataFileError(f"{file}: record {index_of[id(record)]}{sample}: the DEL verifier cannot read its "
                                f"story or question: {' '.join(str(err).split())[:400]}; fix or remove the "
                                "record") from None


def load_docs(hitom_path: Optional[str] = None, **filters: Any) -> list[dict]:
    """Docs for one subtask; ``filters`` as in ``select_records``; every story checked (``check_readable``)."""
    file = resolve_hitom_file(hitom_path)
    records = hitom_records(str(file))
    selected = select_records(records, **filters)
    check_readable(file, records, selected)
    return [to_doc(r) for r in selected]


def hitom_dataset(hitom_path: Optional[str] = None, story_length: Any = 1, question_order: Any = None,
                  deception: Optional[bool] = None, prompting_type: str = "CoTP", prompt: Optional[str] = None,
                  **_metadata: Any):
    """lm-eval ``custom_dataset``: a DatasetDict with one ``test`` split.

    lm-eval calls it with the task metadata (model args, version, --metadata) plus the
    yaml's ``dataset_kwargs``; keys other than ours are ignored. ``prompt`` names the
    template (``dellabels.traces.prompt.PROMPT_FILES``); each doc carries it for ``doc_to_text``.
    """
    import datasets

    variant = prompt_variant(prompt)
    docs = load_docs(hitom_path, story_length=story_length, question_order=question_order,
                     deception=deception, prompting_type=prompting_type)
    docs = [dict(doc, prompt_variant=variant) for doc in docs]
    if not docs:
        raise ValueError(f"no Hi-ToM records match story_length={story_length}, question_order="
                         f"{question_order}, deception={deception}, prompting_type={prompting_type}")
    return datasets.DatasetDict({"test": datasets.Dataset.from_list(docs)})


def doc_to_text(doc: dict) -> str:
    """The one-shot DEL prompt (the doc's ``prompt_variant``) with the Hi-ToM note, story and question."""
    return fill_prompt(HITOM_NOTE, doc["story"], doc["question"], prompt_variant(doc.get("prompt_variant")))


def is_correct(output: Optional[str], gold: str, choices: Optional[str] = None) -> bool:
    """Normalised exact match; an output without a final answer is wrong (the rule of verified (c) too)."""
    return answer_right(output, gold, choices)


def verifiable(doc: dict) -> bool:
    """Whether the DEL verifier can check traces of ``doc`` (a story and a question, as text)."""
    return isinstance(doc.get("story"), str) and isinstance(doc.get("question"), str)


@lru_cache(maxsize=1 << 16)
def _verification(story: str, question: str, response: str, answer: str, choices: Optional[str]) -> dict:
    # memoised: the rows of a Best-of-N run (and the trials of `deltom curves`) judge the same traces
    return verify(story, question, response, answer, choices).to_json()


def clear_verification_cache() -> None:
    """Forget the memoised verifications (benchmarks time a cold pass)."""
    _verification.cache_clear()


def verification(doc: dict, response: Optional[str]) -> Optional[dict]:
    """``Verification.to_json()`` of ``response`` on a verifiable doc, else None; ``{"unverified": reason}`` where
    the verifier fails on the doc (``check_readable`` refuses such data before generation; this keeps the run's
    other docs if one slips through)."""
    if not verifiable(doc):
        return None
    choices = doc.get("choices")
    text = response if isinstance(response, str) else ""
    try:
        if not isinstance(choices, (str, type(None))):
            return verify(doc["story"], doc["question"], text, doc["answer"], choices).to_json()
        return _verification(doc["story"], doc["question"], text, doc["answer"], choices)
    except Exception as err:  # noqa: BLE001 (any failure of one doc: the others' results must still be written)
        key, unverified = (doc["story"], doc["question"]), current_run().unverified  # deltom-eval reports them
        if key not in unverified:
            unverified[key] = failure_text(err)
            log.error("the DEL verifier failed on the doc with question %r: %s; scored by its answer only",
                      doc["question"], unverified[key])
        return {"unverified": unverified[key]}


def judge(doc: dict, response: Optional[str]) -> dict[str, float]:
    """``acc`` and, on a verifiable doc, ``trace_acc``, ``step_acc``, ``lucky`` of one response.

    A doc without a story and question (or one the verifier failed on) gets ``acc`` only: process metrics are
    absent, never 0, where nothing can verify them. ``acc = trace_acc + lucky``. A never produced response
    (``Unanswered``) scores NaN.
    """
    if isinstance(response, Unanswered):
        return unanswered_metrics()
    checked = verification(doc, response)
    if checked is None or "unverified" in checked:
        return {"acc": float(is_correct(response, doc["answer"], doc.get("choices")))}
    return {"acc": float(checked["answer_right"]), **{k: checked[k] for k in PROCESS_METRICS}}


def unanswered_metrics() -> dict[str, float]:
    """The metrics of a doc whose response was never produced: NaN, no value (the run is unfinished)."""
    return {"acc": float("nan"), **{k: float("nan") for k in PROCESS_METRICS}}


class VerifiedResponse(JSONText):
    """A response with its verification (``response`` plus ``Verification.to_json()``): what the
    ``hitom_del*`` filter hands to ``process_results`` and ``--log_samples`` writes per doc (as the
    JSON text of this object in ``filtered_resps``)."""


class VerifyFilter(Filter):
    """The first response of each doc, verified: the parsed final answer, first error and, per
    story line, the stated and the gold belief travel with it into the logged sample."""

    def apply(self, resps, docs):
        out = []
        for samples, doc in zip(resps, docs):
            response = samples[0] if samples else ""
            if isinstance(response, Unanswered):  # nothing to verify: it stays marked
                out.append(response)
                continue
            checked = verification(doc, response)
            out.append(response if checked is None else VerifiedResponse(response=response, **checked))
        return out


def process_results(doc: dict, results: Sequence) -> dict[str, float]:
    """``acc`` and the process metrics ``trace_acc``, ``step_acc``, ``lucky`` for one doc.

    The first response after filtering is scored (repeats are a filter's job); a
    ``VerifiedResponse`` carries its metrics already. ``acc = trace_acc + lucky``
    (``dellabels.traces.verify``).
    """
    result = results[0]
    if isinstance(result, VerifiedResponse) and "unverified" not in result:
        return {"acc": float(result["answer_right"]), **{k: float(result[k]) for k in PROCESS_METRICS}}
    return judge(doc, result["response"] if isinstance(result, VerifiedResponse) else result)
