"""The fresh sets' lm-eval task classes: ``FreshTask`` (a ``hitom_del_fresh*`` or ``tomi_del_fresh`` leaf) and
``FreshBestOfNTask`` (``hitom_del_fresh_bon*``), each recording its set's settings and fingerprints in the results
(``metadata.fresh``, read back by ``deltom_tasks.fresh.provenance``). Apart from ``fresh`` because they load lm-eval's
task module, which the readers of results never need."""
from typing import Optional

from dellabels.hitom.fresh import fingerprint
from deltom_base.plumbing import install_one_line_errors
from deltom_tasks.fresh import check_family, order_docs, type_docs
from deltom_tasks.provenance import record as record_provenance
from deltom_tasks.recorded_tasks import RecordedBestOfNTask, RecordedTask


def record(config) -> None:
    """Write the set's settings and fingerprints into the task config's ``metadata.fresh`` (the leaf's order, or
    its question type for a ToMi-style set)."""
    kwargs = config.dataset_kwargs or {}
    if "question_type" in kwargs:
        key, value = "question_type", kwargs["question_type"]
        settings, whole, docs = type_docs(config.metadata or {}, value)
    else:
        key, value = "order", kwargs.get("question_order")
        settings, whole, docs = order_docs(config.metadata or {}, value)
    config.metadata["fresh"] = {"settings": settings, "fingerprint": whole, key: value,
                                f"{key}_fingerprint": fingerprint(docs), "questions": len(docs)}
    record_provenance(config)


class FreshTask(RecordedTask):
    """A ``hitom_del_fresh*`` or ``tomi_del_fresh`` leaf: a yaml task that records its set's provenance in the
    results; a family's fixed setting overridden is refused before its data is built (``check_family``)."""

    def __init__(self, data_dir=None, cache_dir=None, download_mode=None, config: Optional[dict] = None) -> None:
        install_one_line_errors()  # a refused setting under stock lm_eval: one line, no traceback
        check_family(str((config or {}).get("task") or ""), (config or {}).get("metadata") or {})
        super().__init__(data_dir, cache_dir, download_mode, config)

    def write_record(self, config) -> None:
        record(config)


class FreshBestOfNTask(RecordedBestOfNTask):
    """A ``hitom_del_fresh_bon*`` leaf: Best-of-N on the fresh set, recording its provenance too."""

    def write_record(self, config) -> None:
        record(config)
