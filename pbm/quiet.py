"""Quiet PBM training and scoring: trainer step logs and a library deprecation warning stay off unless verbose
(``deltom_base.plumbing.verbose``: ``--verbose`` on the ``pbm`` command line, or ``DELTOM_VERBOSE=1``).

What is silenced, and where (lm-eval's repeated hint: ``deltom_base.plumbing``):
- per-step loss dicts of transformers' Trainer (``quiet_trainer``: the progress bar stays);
- ``FutureWarning: past_key_values is deprecated`` from transformers 5 when PBM scoring passes a
  shared-prompt cache (``no_cache_deprecation``, around those calls only);
"""
from __future__ import annotations

import contextlib
import warnings
from typing import Iterator

from deltom_base.plumbing import verbose


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
