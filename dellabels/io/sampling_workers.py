"""Sampling from a local transformers causal LM in worker processes, one torch thread each.

A small model's decode step on a CPU is too small to keep two threads busy: on 2 cores, two 1-thread processes draw
the miniature trace LM's samples about 1.3x as fast as one process of two threads, their start included
(``bench/sampling_workers.py``; figures in ``results/miniature/README.md``). ``SamplingWorkers`` starts ``workers``
processes (spawned: a forked copy of a process whose OpenMP threads already ran can hang), each loading the model
once with one thread, and maps calls over them in order. A call is a module-level function (so it pickles by
name) taking the worker's model, tokenizer and a dict it may keep state in (a prefix cache, say), then its own
arguments; what it returns must pickle.
"""
from __future__ import annotations

import multiprocessing
from typing import Any, Callable, Iterable, Iterator, Optional

from dellabels.io.models import load_causal_lm

_LOADED: dict = {}  # in a worker: its model, tokenizer and state, set by ``_start``


def _start(path: str, dtype: Optional[str]) -> None:
    import torch

    torch.set_num_threads(1)
    model, tokenizer = load_causal_lm(path, dtype=dtype)
    _LOADED.update(model=model, tokenizer=tokenizer, state={})


def _run(job: tuple[Callable[..., Any], tuple]) -> Any:
    call, arguments = job
    try:
        return call(_LOADED["model"], _LOADED["tokenizer"], _LOADED["state"], *arguments)
    except Exception as err:  # noqa: BLE001 - returned, so the calls after it go on
        return RuntimeError(f"{type(err).__name__}: {err}")


class SamplingWorkers:
    """``workers`` processes holding the model at ``path`` (``dtype`` as ``load_causal_lm`` takes it)."""

    def __init__(self, path: str, workers: int, dtype: Optional[str] = None) -> None:
        if workers < 1:
            raise ValueError(f"workers must be at least 1, got {workers}")
        self._pool = multiprocessing.get_context("spawn").Pool(workers, _start, (path, dtype))

    def imap(self, call: Callable[..., Any], arguments: Iterable[tuple]) -> Iterator[Any]:
        """``call(model, tokenizer, state, *args)`` for each ``args``, run in the workers, results in order; a call
        that raised gives a ``RuntimeError`` naming its error as its result, and the calls after it go on."""
        return self._pool.imap(_run, ((call, tuple(args)) for args in arguments))

    def close(self) -> None:
        self._pool.terminate()
        self._pool.join()

    def __enter__(self) -> "SamplingWorkers":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
