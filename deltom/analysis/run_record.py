"""The ``deltom`` record ``deltom-eval`` writes into every results JSON: provenance and cost of the run.

``results["deltom"]`` = ``{"version", "commit", "tasks": {task: {"data", "prompt", "pbm"}}, "cost"}``:

* ``data``: where each deltom task's documents came from: its benchmark's data file (path,
  sha256) or the generated set (settings, fingerprint, ``deltom_tasks.fresh``);
* ``prompt``: the prompt variant (``dellabels.traces.prompt``) and its template's sha256;
* ``pbm``: the PBM record of every PBM-using method: the ``*_bon`` task's (``metadata.pbm``) or
  the beam-search model's (``config.pbm``: path, fingerprint, ``pbm_id`` with the dtype);
* ``cost``: ``generated_tokens`` (from the logged samples; ``tokens_method`` says how they were
  counted), ``pbm_scored_tokens`` (the scored story + question + trace text), ``seconds``
  (``total`` = the run's wall time as lm-eval's tracker measures it, ``pbm_scoring`` = the seconds the
  run's PBM backends spent scoring, their own ``ScoreStats`` summed by ``pbm.scorer.cost``,
  ``generation`` = the rest) and ``search_rounds`` (beam search).

``deltom-eval`` adds it (``deltom.cli.eval_outputs.recording``) just before lm-eval's tracker saves
the results.
"""
from __future__ import annotations

import functools
from typing import Optional

from deltom.analysis.provenance import package_version, project_commit, sha256
from deltom_tasks.provenance import prompt_provenance
from harness_ext.benchmarks.registry import leaf, source_record
from pbm.backends.base import ScoreStats

TOKENS_METHOD = "estimate: 4 characters per token"


@functools.lru_cache(maxsize=16)
def _file_record(kind: str, path: str) -> dict:
    return {"kind": kind, "path": path, "sha256": sha256(path)}


def data_record(task: str, metadata: dict) -> Optional[dict]:
    """The document source of a deltom task (None for other tasks); a source that cannot be read says why."""
    found = leaf(task)
    if found is None:
        return None
    return source_record(found.benchmark, metadata, _file_record)


def prompt_record(metadata: dict, task: str = "") -> dict:
    """The prompt variant a task used (its benchmark's default unless the metadata names one) and its template's
    sha256, as the task's own record says it (``deltom_tasks.provenance``)."""
    found = leaf(task)
    return prompt_provenance(metadata, found.benchmark if found else None)


def count_generated(samples: Optional[dict]) -> Optional[int]:
    """Characters of every generated response in lm-eval's samples (None without --log_samples)."""
    if not samples:
        return None
    total = 0
    for records in samples.values():
        seen = set()
        for record in records:  # one record per doc per filter: count each doc's responses once
            if record.get("doc_id") in seen:
                continue
            seen.add(record.get("doc_id"))
            total += sum(len(text) for resp in record.get("resps") or [] for text in
                         (resp if isinstance(resp, list) else [resp]) if isinstance(text, str))
    return total


def record(results: dict, samples: Optional[dict], pbm_cost: ScoreStats, total: Optional[float] = None) -> dict:
    """The ``deltom`` record of one lm-eval run (``pbm_cost``: what its PBM scoring did, ``pbm.scorer.cost``;
    ``total``: its wall seconds so far)."""
    config = results.get("config") if isinstance(results.get("config"), dict) else {}
    tasks = {}
    for task, task_config in (results.get("configs") or {}).items():
        metadata = (task_config or {}).get("metadata") or {}
        data = data_record(task, metadata)
        if data is None:
            continue
        pbm = metadata.get("pbm") or config.get("pbm")
        tasks[task] = {"data": data, "prompt": prompt_record(metadata, task), "pbm": pbm}
    generated = count_generated(samples)
    budget = config.get("search_budget") if isinstance(config.get("search_budget"), dict) else {}
    searched = budget.get("generated_tokens")  # a search run counts every candidate it sampled, not just the kept trace
    cost = {"generated_tokens": searched if isinstance(searched, int) else
            None if generated is None else round(generated / 4),
            "pbm_scored_tokens": round(pbm_cost.scored_chars / 4),
            "tokens_method": "the search's own count of sampled tokens" if isinstance(searched, int) else TOKENS_METHOD,
            "seconds": {"total": None if total is None else round(total, 3), "pbm_scoring": round(pbm_cost.seconds, 3),
                        "generation": None if total is None else round(max(total - pbm_cost.seconds, 0.0), 3)},
            "search_rounds": config.get("search_rounds")}
    return {"version": package_version("deltom"), "commit": project_commit(), "tasks": tasks, "cost": cost}
