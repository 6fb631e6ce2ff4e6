"""Every lm-eval attribute deltom replaces, in one place, with the lm-eval version each was checked against.

Where lm-eval gives no hook, deltom swaps one of lm-eval's attributes for the length of a run or a call
(``patched``) and puts the original back after. Each patch point is listed in
``PATCH_POINTS`` with the parameters the attribute had when checked (``CHECKED_WITH``);
``tests/project/test_lm_eval_patches.py`` fails when an installed lm-eval differs, so an lm-eval upgrade
shows which of deltom's wrappers to re-read. Who patches what:

- ``simple_evaluate``: the quality gate reads the results (``deltom.cli.eval_quality``);
- ``make_table``: Best-of-N rows printed in row order (``deltom.cli.lm_eval_table``);
- ``process_tasks``: an unknown task name as a one-line usage error (``deltom.cli.deltom_eval``);
- ``save_results_aggregated`` / ``save_results_samples`` / ``tracker_path`` / ``tracker_open``: atomic,
  checked saves (``deltom.cli.eval_outputs``), and the ``deltom`` record stamped into the results
  (``deltom.cli.eval_outputs.recording``);
- ``hf_stop_criteria``: ``--stop-loops`` ends a looping sequence on the transformers path
  (``harness_ext.bon.local_loop_stop``);
- ``api_tqdm`` / ``api_tqdm_asyncio``: lm-eval's API models draw no bar of their own while deltom's served
  models count the samples (``harness_ext.bon.served_models``).

deltom's own functions are never swapped at run time.
"""
from __future__ import annotations

import contextlib
from importlib import import_module
from typing import Any, Callable, Iterator, Optional

CHECKED_WITH = "0.4.13"  # the lm-eval version PATCH_POINTS' parameters were read from
ABSENT = object()  # an attribute the owner does not have (``open`` in the tracker's module: the builtin is used)
# name -> (module, attribute path in it, its parameters when checked; None: not a function)
PATCH_POINTS: dict[str, tuple[str, str, Optional[tuple[str, ...]]]] = {
    "simple_evaluate": ("lm_eval", "simple_evaluate",
                        ("model", "model_args", "tasks", "num_fewshot", "batch_size", "max_batch_size", "device",
                         "use_cache", "cache_requests", "rewrite_requests_cache", "delete_requests_cache", "limit",
                         "samples", "bootstrap_iters", "check_integrity", "write_out", "log_samples",
                         "evaluation_tracker", "system_instruction", "apply_chat_template", "fewshot_as_multiturn",
                         "gen_kwargs", "task_manager", "verbosity", "predict_only", "random_seed",
                         "numpy_random_seed", "torch_random_seed", "fewshot_random_seed", "confirm_run_unsafe_code",
                         "metadata")),
    "make_table": ("lm_eval.utils", "make_table", ("result_dict", "column", "sort_results")),
    "process_tasks": ("lm_eval.config.evaluate_config", "EvaluatorConfig.process_tasks", ("self", "metadata")),
    "save_results_aggregated": ("lm_eval.loggers.evaluation_tracker", "EvaluationTracker.save_results_aggregated",
                                ("self", "results", "samples")),
    "save_results_samples": ("lm_eval.loggers.evaluation_tracker", "EvaluationTracker.save_results_samples",
                             ("self", "task_name", "samples")),
    "tracker_path": ("lm_eval.loggers.evaluation_tracker", "Path", None),
    "tracker_open": ("lm_eval.loggers.evaluation_tracker", "open", None),
    "hf_stop_criteria": ("lm_eval.models.huggingface", "stop_sequences_criteria",
                         ("tokenizer", "stop_sequences", "initial_decoder_input_length", "batch_size")),
    "api_tqdm": ("lm_eval.models.api_models", "tqdm", None),
    "api_tqdm_asyncio": ("lm_eval.models.api_models", "tqdm_asyncio", None),
}


def owner_of(name: str) -> tuple[Any, str]:
    """(the object holding patch point ``name``, the attribute's name on it)."""
    module, path, _ = PATCH_POINTS[name]
    owner: Any = import_module(module)
    *parents, attribute = path.split(".")
    for part in parents:
        owner = getattr(owner, part)
    return owner, attribute


def current(name: str) -> Any:
    """What patch point ``name`` holds now (``ABSENT`` when its owner has no such attribute)."""
    owner, attribute = owner_of(name)
    return vars(owner).get(attribute, ABSENT) if isinstance(owner, type) else getattr(owner, attribute, ABSENT)


@contextlib.contextmanager
def patched(name: str, make: Callable[[Any], Any]) -> Iterator[Any]:
    """Patch point ``name`` replaced by ``make(original)`` while the block runs, then restored (deleted again when
    it was absent); yields the original."""
    owner, attribute = owner_of(name)
    original = current(name)
    setattr(owner, attribute, make(original))
    try:
        yield original
    finally:
        if original is ABSENT:
            delattr(owner, attribute)
        else:
            setattr(owner, attribute, original)
