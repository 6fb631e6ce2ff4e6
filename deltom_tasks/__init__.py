"""lm-eval task folders for DEL-ToM: ``hitom_del`` and ``kosinski_del``.

Use them with stock lm-eval through ``--include_path``::

    lm_eval --model hf --model_args pretrained=DIR --tasks hitom_del --include_path deltom_tasks

``TASKS_DIR`` is that folder, for wrappers that build a ``TaskManager`` themselves.
"""
from pathlib import Path

TASKS_DIR = Path(__file__).resolve().parent

__all__ = ["TASKS_DIR"]
