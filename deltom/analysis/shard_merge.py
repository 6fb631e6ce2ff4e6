"""The K shards of one split run written back as one lm-eval output folder (``deltom merge-shards``), so that every
command reading results JSONs (``deltom table`` above all: a results JSON holds each shard's averages only) sees
one run.

Each shard is an lm-eval output folder of a run with ``--samples`` and ``--log_samples``. Its samples records carry
every doc's metric values per filter (lm-eval logs them), so the merged results are recomputed, not averaged from
the shards: per task and filter, the mean over all docs with lm-eval's own ``mean_stderr``; per group, the
unweighted mean of its leaves with lm-eval's ``unweighted_mean_stderr`` (every deltom group says
``weight_by_size: false``). Checked first, one line each (as ``samples.merge_shards``): equal settings
(``run_settings``), no doc in two shards, every doc of a task (``n-samples``) in one, every doc with a record of
every filter (``check_filters``).
"""
from __future__ import annotations

import copy
import json
import math
from pathlib import Path
from typing import Any, Sequence

from dellabels.io.jsonl import open_in, read_records
from deltom.analysis.run_settings import first_difference, run_settings
from deltom.analysis.samples import check_cover
from deltom_base.errors import InputError


def _stamp(results_file: Path) -> str:
    return results_file.stem[len("results_"):]


def _records(results_file: Path, task: str) -> tuple[Path, list[dict]]:
    found = [f for f in results_file.parent.glob(f"samples_{task}_{_stamp(results_file)}.jsonl*")]
    if not found:
        raise InputError(f"{results_file}: no samples_{task}_{_stamp(results_file)}.jsonl beside it: shards are merged "
                         "from their logged samples (run them with --log_samples)")
    records = []
    with open_in(str(found[0])) as handle:
        for number, record in read_records(handle, str(found[0])):
            if not isinstance(record, dict) or not isinstance(record.get("doc_id"), int):
                raise InputError(f"{found[0]} line {number}: not an lm-eval sample record")
            records.append(record)
    return found[0], records


def check_filters(task: str, records: Sequence[dict], owner: dict[int, Path]) -> None:
    """An ``InputError`` naming the shard file and doc when a doc lacks a filter's record (lm-eval logs one per doc
    and filter; a samples file cut at a line boundary loses the last ones, and a mean over the rest is wrong)."""
    filters = sorted({str(r.get("filter", "none")) for r in records})
    seen: dict[int, set] = {}
    for record in records:
        seen.setdefault(record["doc_id"], set()).add(str(record.get("filter", "none")))
    for doc_id in sorted(seen):
        lacking = [f for f in filters if f not in seen[doc_id]]
        if lacking:
            shown = ", ".join(lacking[:3]) + (f" ... ({len(lacking)} in all)" if len(lacking) > 3 else "")
            raise InputError(f"{owner[doc_id]}: doc {doc_id} of {task} has no record of filter {shown} (the other docs "
                             "have one): the samples file was cut short; rerun that shard")


def _mean_and_stderr(values: Sequence[float]) -> tuple[float, Any]:
    from lm_eval.api.metrics import mean, mean_stderr

    return mean(values), (mean_stderr(values) if len(values) > 1 else "N/A")


def merge_results(results_files: Sequence[Path]) -> tuple[dict, dict[str, list[dict]]]:
    """(the merged results JSON, the merged samples records per task) of the shards' results files."""
    payloads = [json.loads(Path(f).read_text(encoding="utf-8")) for f in results_files]
    first, merged = payloads[0], copy.deepcopy(payloads[0])
    tasks = sorted(first.get("configs") or {})
    models = {json.dumps([p.get("config", {}).get("model")] + [run_settings(p, t) for t in tasks], default=str)
              for p in payloads}
    if len(models) > 1 or any(sorted(p.get("configs") or {}) != tasks for p in payloads):
        differ, other = next((f, p) for f, p in zip(results_files, payloads)
                             if sorted(p.get("configs") or {}) != tasks or p.get("config", {}).get("model") !=
                             first.get("config", {}).get("model") or
                             [run_settings(p, t) for t in tasks] != [run_settings(first, t) for t in tasks])
        what = first_difference({"tasks": tasks, "model": first.get("config", {}).get("model"),
                                 **{t: run_settings(first, t) for t in tasks}},
                                {"tasks": sorted(other.get("configs") or {}),
                                 "model": other.get("config", {}).get("model"),
                                 **{t: run_settings(other, t) for t in tasks}})
        raise InputError(f"{results_files[0]} and {differ}: not shards of one run (different {what})")
    samples: dict[str, list[dict]] = {}
    for task in tasks:
        owner: dict[int, Path] = {}
        records: list[dict] = []
        for results_file in results_files:
            file, found = _records(Path(results_file), task)
            for doc_id in {r["doc_id"] for r in found}:
                if doc_id in owner:
                    raise InputError(f"doc {doc_id} of {task} is in two shards ({owner[doc_id]} and {file}): the "
                                     "shards overlap")
                owner[doc_id] = file
            records += found
        total = ((first.get("n-samples") or {}).get(task) or {}).get("original")
        check_cover(task, total, owner, len(results_files))
        check_filters(task, records, owner)
        samples[task] = sorted(records, key=lambda r: r["doc_id"])
        leaf = {k: v for k, v in (first["results"].get(task) or {}).items() if "," not in k}
        by_key: dict[str, list[float]] = {}
        for record in records:
            for metric in record.get("metrics") or []:
                value = record.get(metric)
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    by_key.setdefault(f"{metric},{record.get('filter', 'none')}", []).append(float(value))
        for key, values in by_key.items():
            metric, row = key.split(",", 1)
            leaf[key], leaf[f"{metric}_stderr,{row}"] = _mean_and_stderr(values)
        leaf["sample_len"] = len(owner)
        merged["results"][task] = leaf
        merged.setdefault("n-samples", {})[task] = {"original": total, "effective": len(owner)}
    _regroup(merged)
    merged["deltom_shards"] = [{"results": Path(f).name, "folder": Path(f).parent.name,
                                "docs": sum(((p.get("n-samples") or {}).get(t) or {}).get("effective") or 0 for t in tasks)}
                               for f, p in zip(results_files, payloads)]
    merged["total_evaluation_time_seconds"] = sum(float(p.get("total_evaluation_time_seconds") or 0) for p in payloads)
    return merged, samples


def _regroup(merged: dict) -> None:
    """Each group's values: the unweighted mean of its leaves' (lm-eval's ``weight_by_size: false``)."""
    from lm_eval.api.metrics import unweighted_mean_stderr

    entries = [(group, leaves, section[group]) for group, leaves in (merged.get("group_subtasks") or {}).items()
               for section in (merged.get("groups") or {}, merged.get("results") or {}) if group in section and leaves]
    for group, leaves, entry in entries:  # lm-eval writes a group's row in both "groups" and "results"
        for key in [k for k in entry if "," in k and "_stderr," not in k]:
            metric, row = key.split(",", 1)
            values = [merged["results"][leaf].get(key) for leaf in leaves]
            if not all(isinstance(v, float) for v in values):
                continue
            entry[key] = sum(values) / len(values)
            stderrs = [merged["results"][leaf].get(f"{metric}_stderr,{row}") for leaf in leaves]
            entry[f"{metric}_stderr,{row}"] = (unweighted_mean_stderr(stderrs) if all(
                isinstance(s, float) and math.isfinite(s) for s in stderrs) else "N/A")
        entry["sample_len"] = sum(merged["results"][leaf].get("sample_len", 0) for leaf in leaves)
        entry["sample_count"] = {key: entry["sample_len"] for key in entry.get("sample_count") or {}}
