"""Quiet by default: trainer step logs, a library deprecation warning and lm-eval's repeated hint stay off
unless verbose (``--verbose`` on the ``pbm`` command line, or ``DELTOM_VERBOSE=1`` for any entry point).

What is silenced, and where:
- per-step loss dicts of transformers' Trainer (``quiet_trainer``: the progress bar stays);
- ``FutureWarning: past_key_values is deprecated`` from transformers 5 when PBM scoring passes a
  shared-prompt cache (``no_cache_deprecation``, around those calls only);
- lm-eval's "Custom kwargs can be passed to `--metadata`" warning, logged once per task that has a
  ``custom_dataset`` (``quiet_lm_eval_hints``: a logging filter, no lm-eval import), installed when
  ``deltom_tasks`` is imported, so stock ``lm_eval --include_path deltom_tasks`` is quiet too.
"""
from __future__ import annotations

import contextlib
import logging
import os
import warnings
from typing import Iterator

VERBOSE_ENV = "DELTOM_VERBOSE"
LM_EVAL_TASK_LOGGER = "lm_eval.api.task"  # lm_eval/api/task.py: eval_logger = logging.getLogger(__name__)
LM_EVAL_HINT = "Custom kwargs can be passed to `--metadata`"


def verbose() -> bool:
    """Whether the user asked for everything (``DELTOM_VERBOSE`` set to anything but 0 / empty)."""
    return os.environ.get(VERBOSE_ENV, "") not in ("", "0")


def set_verbose(on: bool) -> None:
    """Turn verbose on for this process and the processes it starts (a ``--verbose`` flag)."""
    if on:
        os.environ[VERBOSE_ENV] = "1"


def quiet_trainer(trainer):
    """``trainer`` without its per-step log lines (loss dicts) unless verbose; its progress bar is kept."""
    if verbose():
        return trainer
    from transformers.trainer_callback import PrinterCallback, ProgressCallback

    class BarOnly(ProgressCallback):
        """The progress bar without the log dicts it writes under it."""

        def on_log(self, args, state, control, logs=None, **kwargs) -> None:
            return None

    if trainer.pop_callback(ProgressCallback) is not None:
        trainer.add_callback(BarOnly)
    trainer.pop_callback(PrinterCallback)  # with the bar disabled, this one prints the dicts
    return trainer


@contextlib.contextmanager
def no_cache_deprecation() -> Iterator[None]:
    """Around a forward pass given a KV cache: transformers 5's ``past_key_values`` FutureWarning off (unless verbose)."""
    if verbose():
        yield
        return
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=r".*`past_key_values` is deprecated", category=FutureWarning)
        yield


class _DropHint(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return LM_EVAL_HINT not in record.getMessage()


def quiet_lm_eval_hints() -> None:
    """Drop lm-eval's "Custom kwargs can be passed to --metadata" warning (repeated per task) unless verbose."""
    logger = logging.getLogger(LM_EVAL_TASK_LOGGER)
    if not verbose() and not any(isinstance(f, _DropHint) for f in logger.filters):
        logger.addFilter(_DropHint())
