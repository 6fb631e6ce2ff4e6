"""The loop stop on the transformers path (``lm_eval --model hf`` through ``deltom-eval --stop-loops``): a
stopping criterion ends each sequence of a batch once its generated text loops (``dellabels.traces.loops``), the
rule the served models apply to their streams (``harness_ext.bon.served_stream``).

lm-eval builds its stopping criteria in ``stop_sequences_criteria``, called by ``HFLM._model_generate``; the run
wraps that function (``harness_ext.lm_eval_patches``, patch point ``hf_stop_criteria``) to append this one.
A batch's finished rows still ride along until every row is done, so a batch ends early only when all of its
rows stop or loop.
"""
from __future__ import annotations

import contextlib
import functools
from typing import Any, Callable, Iterator, Optional

from dellabels.traces.loops import loop_cut, story_length
from harness_ext.lm_eval_patches import patched


class LoopStopping:
    """A transformers stopping criterion: True for each row whose text since ``start`` loops (checked when a
    row's newest token ends a line; the story is read from the row's prompt, before ``start``)."""

    def __init__(self, tokenizer: Any, start: int, batch_size: int) -> None:
        self.tokenizer, self.start = tokenizer, start
        self.done = [False] * batch_size
        self.stories: dict[int, Optional[int]] = {}

    def __call__(self, input_ids, scores, **kwargs):
        import torch

        newest = self.tokenizer.batch_decode(input_ids[:, -1:])
        for row, piece in enumerate(newest):
            if self.done[row] or "\n" not in piece:
                continue
            if row not in self.stories:
                prompt = self.tokenizer.decode(input_ids[row, :self.start], skip_special_tokens=True)
                self.stories[row] = story_length(prompt)
            text = self.tokenizer.decode(input_ids[row, self.start:], skip_special_tokens=True)
            self.done[row] = loop_cut(text[:text.rfind("\n") + 1], story_lines=self.stories[row]) is not None
        return torch.tensor(self.done, dtype=torch.bool, device=input_ids.device)


def with_loop_stop(original: Callable) -> Callable:
    """``stop_sequences_criteria`` returning its criteria plus ``LoopStopping``."""
    @functools.wraps(original)
    def criteria(tokenizer, stop_sequences, initial_decoder_input_length, batch_size):
        found = original(tokenizer, stop_sequences, initial_decoder_input_length, batch_size)
        found.append(LoopStopping(tokenizer, initial_decoder_input_length, batch_size))
        return found
    return criteria


@contextlib.contextmanager
def local_loop_stop(enabled: bool) -> Iterator[None]:
    """For one ``deltom-eval --stop-loops`` run: the transformers path's stopping criteria gain the loop rule."""
    if not enabled:
        yield
        return
    with patched("hf_stop_criteria", with_loop_stop):
        yield
