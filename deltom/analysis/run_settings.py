"""What must be equal between the shards of one run (one evaluation split over K jobs), read from a results JSON.

The model, its arguments (the endpoint, concurrency and batch size aside: each shard may have its own server), the
generation settings, N, the task metadata (a fresh set's seed and size) and the data and prompt deltom recorded.
``deltom.analysis.samples.merge_shards`` compares them before merging the shards' samples.
"""
from __future__ import annotations

from typing import Any, Optional

# model_args that may differ between the shards of one run: where and how fast each shard asked, not what
LOCAL_ARGS = {"base_url", "num_concurrent", "max_retries", "timeout", "batch_size", "max_batch_size", "device",
              "tokenized_requests", "verify_certificate"}
# task metadata that names where a file lies on the machine: the checkout's yaml (lm-eval's config_source) and the
# data files (compared by their sha256, ``data`` below), so shards run from two checkouts or with a renamed copy of
# the same data are one run
LOCAL_METADATA = {"config_source", "hitom_path", "kosinski_path", "tomi_path"}
# what a data file's record (``metadata.provenance.data``, ``deltom_tasks.provenance``) says of its name and place
FILE_NAMES = {"file", "path"}


def _same_bytes(metadata: dict) -> dict:
    """``metadata`` with its data record's file name left out: the bytes (its sha256) are what must agree."""
    provenance = metadata.get("provenance")
    data = provenance.get("data") if isinstance(provenance, dict) else None
    if not isinstance(data, dict) or "sha256" not in data:
        return metadata
    return {**metadata, "provenance": {**provenance, "data": {k: v for k, v in data.items() if k not in FILE_NAMES}}}


def model_args_of(value: Any) -> dict:
    """lm-eval's ``model_args`` (a ``k=v,...`` string or a mapping) as a dict."""
    if isinstance(value, dict):
        return dict(value)
    pairs = [part.split("=", 1) for part in str(value or "").split(",") if "=" in part]
    return {key.strip(): raw.strip() for key, raw in pairs}


def run_settings(results: dict, task: str) -> dict[str, Any]:
    """The settings of ``task`` in a results JSON that the shards of one run share."""
    config = results.get("config") or {}
    model_args = model_args_of(config.get("model_args"))
    task_config = (results.get("configs") or {}).get(task) or {}
    recorded = ((results.get("deltom") or {}).get("tasks") or {}).get(task) or {}
    metadata = _same_bytes({k: v for k, v in (task_config.get("metadata") or {}).items()
                            if k not in model_args and k not in LOCAL_METADATA})
    return {"model": config.get("model"),
            "model_args": {k: v for k, v in model_args.items() if k not in LOCAL_ARGS},
            "gen_kwargs": config.get("gen_kwargs"), "generation_kwargs": task_config.get("generation_kwargs"),
            "repeats": task_config.get("repeats"), "metadata": metadata,
            "data": (recorded.get("data") or {}).get("sha256"), "prompt": (recorded.get("prompt") or {}).get("sha256")}


def _clip(value: Any, limit: int = 80) -> str:
    import json

    text = json.dumps(value, default=str)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def first_difference(a: Any, b: Any, path: str = "") -> Optional[str]:
    """Where two settings first differ, as ``key.sub (A vs B)`` with only the differing values shown; None if equal."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            found = first_difference(a.get(key), b.get(key), f"{path}.{key}" if path else str(key))
            if found:
                return found
        return None
    return None if a == b else f"{path or 'value'} ({_clip(a)} vs {_clip(b)})"
