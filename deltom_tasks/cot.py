"""The ``*_cot`` tasks' datasets: the docs of ``hitom_del``, ``tomi_del`` and the fresh families, asked free-form.

Each wraps its family's dataset and sets the doc's ``prompt_variant`` to a free-form template
(``dellabels.traces.freeform_prompt``): the task's default (``hitom_cot`` for Hi-ToM's file, ``plain`` for the
rest) unless ``--metadata '{"prompt": "native"}'`` names another. The documents, their checks and their
provenance are the family's own, so a ``_cot`` run and its DEL-format twin see the same questions.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from dellabels.traces.freeform_prompt import freeform_variant
from deltom_tasks.fresh import fresh_dataset, tomi_fresh_dataset
from harness_ext.benchmarks.hitom import hitom_dataset
from harness_ext.benchmarks.tomi import tomi_dataset


def _free_form(build: Callable[..., Any], default: str, prompt: Optional[str], **kwargs: Any):
    """``build(**kwargs)`` (the family's dataset, its own prompt left at its default) with every doc's
    ``prompt_variant`` set to the free-form template ``prompt`` (else ``default``)."""
    variant = freeform_variant(prompt, default)
    splits = build(prompt=None, **kwargs)
    for name, split in splits.items():
        splits[name] = split.remove_columns("prompt_variant").add_column("prompt_variant", [variant] * len(split))
    return splits


def hitom_cot_dataset(prompt: Optional[str] = None, **kwargs: Any):
    """``hitom_cot``: Hi-ToM's docs with its authors' chain-of-thought prompt."""
    return _free_form(hitom_dataset, "hitom_cot", prompt, **kwargs)


def tomi_cot_dataset(prompt: Optional[str] = None, **kwargs: Any):
    """``tomi_cot``: ToMi's docs with the plain step-by-step prompt."""
    return _free_form(tomi_dataset, "plain", prompt, **kwargs)


def fresh_cot_dataset(prompt: Optional[str] = None, **kwargs: Any):
    """``hitom_del_fresh_cot``: the fresh Hi-ToM set with the plain step-by-step prompt."""
    return _free_form(fresh_dataset, "plain", prompt, **kwargs)


def tomi_fresh_cot_dataset(prompt: Optional[str] = None, **kwargs: Any):
    """``tomi_del_fresh_cot``: the fresh ToMi-style set with the plain step-by-step prompt."""
    return _free_form(tomi_fresh_dataset, "plain", prompt, **kwargs)
