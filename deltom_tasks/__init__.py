"""lm-eval task folders for DEL-ToM: ``hitom_del``, ``kosinski_del``, ``tomi_del`` and their Best-of-N twins
``hitom_del_bon`` / ``kosinski_del_bon`` / ``tomi_del_bon`` (one group per N; ``deltom_tasks.bon_configs``
writes them), and the generated sets ``hitom_del_fresh*`` / ``tomi_del_fresh``.

Use them with stock lm-eval through ``--include_path``::

    lm_eval --model hf --model_args pretrained=DIR --tasks hitom_del --include_path deltom_tasks

``TASKS_DIR`` is that folder, for wrappers that build a ``TaskManager`` themselves. The families of task
folders are registered in ``harness_ext.benchmarks.registry``, the one place the rest of the project reads them from.
"""
from pathlib import Path

from deltom_base.plumbing import quiet_lm_eval_hints

TASKS_DIR = Path(__file__).resolve().parent
# lm-eval's task loading imports this package first (a task yaml's !function) and offers no hook, so the task
# folders are the one place that installs plumbing on import (``deltom_base.plumbing``): lm-eval's "Custom kwargs
# can be passed to --metadata", logged once per task with a custom_dataset, stays off unless verbose
quiet_lm_eval_hints()

__all__ = ["TASKS_DIR"]
