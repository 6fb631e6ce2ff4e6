"""What must be equal between the shards of one run (one evaluation split over K jobs), read from a results JSON.

The model, its arguments (the endpoint, concurrency and batch size aside: each shard may have its own server), the
generation settings, N, the task metadata (a fresh set's seed and size) and the data and prompt deltom recorded.
``harness_ext.report.analysis.samples.merge_shards`` compares them before merging the shards' samples.
"""
from __future__ import annotations

from typing import Any

# model_args that may differ between the shards of one run: where and how fast each shard asked, not what
LOCAL_ARGS = {"base_url", "num_concurrent", "max_retries", "timeout", "batch_size", "max_batch_size", "device",
              "tokenized_requests", "verify_certificate"}


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
    metadata = {k: v for k, v in (task_config.get("metadata") or {}).items() if k not in model_args}
    return {"model": config.get("model"),
            "model_args": {k: v for k, v in model_args.items() if k not in LOCAL_ARGS},
            "gen_kwargs": config.get("gen_kwargs"), "generation_kwargs": task_config.get("generation_kwargs"),
            "repeats": task_config.get("repeats"), "metadata": metadata,
            "data": (recorded.get("data") or {}).get("sha256"), "prompt": (recorded.get("prompt") or {}).get("sha256")}
