"""Fresh sets for lm-eval: the ``hitom_del_fresh*`` and ``tomi_del_fresh`` tasks' datasets, task classes and
provenance.

The questions are generated on the fly from the task metadata: Hi-ToM-style by ``dellabels.hitom.fresh``
(``--metadata '{"seed": 1234, "per_order": 40}'``; the yaml's ``metadata`` holds a family's fixed settings,
such as the ladder's orders), ToMi-style by ``dellabels.tomi.fresh`` (``{"seed": 1234, "per_type": 100}``;
a leaf per question type). lm-eval hands every task the model arguments and ``--metadata`` as one
mapping, so keys that are no setting are ignored, except the other style's settings, near-misses
of a setting's name (``"sed"``, ``"order"``) and keys that hold one (``"random_seed"``), which are an error like any bad value: one line, raised
while the task is built, before any request. A family's fixed setting changed by ``--metadata``
(``balanced: false`` for ``hitom_del_fresh_balanced``) is refused there too (``check_family``).
``deltom-eval`` sees ``--metadata`` apart from the model arguments and refuses, before any model
loads, a key no task of the run reads (``check_metadata``: ``random_seed`` would run the seed-0 set).

Every task records ``metadata.fresh`` in the results JSON (``configs``): the resolved settings,
the fingerprint (sha256) of the whole set and of the task's own order (or question type);
``provenance`` reads them back.
"""
from __future__ import annotations

import difflib
import json
from typing import Any, Mapping, Optional, Sequence

from dellabels.hitom.fresh import fresh_set
from dellabels.hitom.fresh_settings import SETTINGS, settings_from
from dellabels.tomi.fresh import TOMI_SETTINGS, ToMiFreshSettings, tomi_fresh_set, tomi_settings_from
from dellabels.traces.freeform_prompt import FREEFORM_FILES
from dellabels.traces.prompt import PROMPT_FILES, prompt_variant
from deltom_base.errors import FreshSettingsError, PromptError
from deltom_tasks.fresh_configs import fixed_settings
from harness_ext.benchmarks.registry import BENCHMARKS, Benchmark, benchmark, bon_name, leaf
from harness_ext.benchmarks.tomi import TOMI_PROMPT, check_question_type

# metadata keys other tasks or lm-eval put there (never a typo of ours)
FOREIGN = frozenset({"version", "config_source", "hitom_path", "kosinski_path", "tomi_path", "pbm", "fresh",
                     "prompt"})
HITOM_STYLE = (SETTINGS, TOMI_SETTINGS, "fresh Hi-ToM", "ToMi-style sets (tomi_del_fresh)")
TOMI_STYLE = (TOMI_SETTINGS, SETTINGS, "fresh ToMi", "Hi-ToM-style sets (hitom_del_fresh*)")


def given_settings(metadata: Mapping[str, Any], style: tuple = HITOM_STYLE, holding: bool = True) -> dict[str, Any]:
    """The fresh settings of ``style`` (its settings, the other style's, its name, the other's tasks) among task
    metadata; the other style's setting, a near-miss of a setting name or (``holding``) a key holding one
    (``random_seed``) is a ``FreshSettingsError``."""
    known, other, name, elsewhere = style
    given = {}
    for key, value in metadata.items():
        if key in known:
            given[key] = value
        elif key in other:
            raise FreshSettingsError(f"{name}: setting {key!r} applies to {elsewhere} only; "
                                     f"known here: {', '.join(known)}")
        elif key not in FOREIGN:
            near = difflib.get_close_matches(key.lower(), known, n=1, cutoff=0.75) or \
                [k for k in known if holding and k in key.lower()]  # random_seed: the seed-0 set would run
            if near:
                raise FreshSettingsError(f"{name}: unknown setting {key!r} (did you mean {near[0]!r}?); "
                                         f"known: {', '.join(known)}")
    return given


def task_benchmark(task: str) -> Optional[Benchmark]:
    """The benchmark of a group or leaf deltom ships (``harness_ext.benchmarks.registry``), else None."""
    found, bon = leaf(task), bon_name(task)
    if found is not None or bon is not None:
        return found.benchmark if found is not None else bon[0]
    return next((b for b in BENCHMARKS.values() if task in b.groups), None)


def ours(task: str) -> bool:
    """Whether ``task`` is a group or leaf deltom ships."""
    return task_benchmark(task) is not None


def check_prompt(tasks: Sequence[str], metadata: Mapping[str, Any]) -> None:
    """A ``PromptError`` naming the known prompts when ``--metadata`` names a ``prompt`` that a deltom task among
    ``tasks`` has no template of (a free-form ``_cot`` task reads its own templates)."""
    name = metadata.get("prompt")
    if name in (None, ""):
        return
    for task in tasks:
        bench = task_benchmark(task)
        known = None if bench is None else FREEFORM_FILES if bench.prompt in FREEFORM_FILES else PROMPT_FILES
        if known is not None and not (isinstance(name, str) and name in known):
            raise PromptError(f"--metadata prompt {json.dumps(name)}: {task} has no such prompt; known prompts: "
                              f"{', '.join(known)}")


def fresh_family(task: str) -> Optional[str]:
    """The ``hitom_del_fresh*`` family (a group of ``hitom_fresh`` in the registry) of a group or plain leaf name,
    else None."""
    if task in benchmark("hitom_fresh").groups:
        return task
    found = leaf(task)
    return found.group if found is not None and not found.bon and found.benchmark.name == "hitom_fresh" else None


def check_family(task: str, metadata: Mapping[str, Any]) -> None:
    """A ``FreshSettingsError`` when ``metadata`` changes a setting the family of ``task`` fixes (``balanced``
    false for ``hitom_del_fresh_balanced``): another set would run under the family's name."""
    family = fresh_family(task)
    for key, fixed in (fixed_settings(family) if family else {}).items():
        if key in metadata and metadata[key] != fixed:
            other = "hitom_del_fresh" if family != "hitom_del_fresh" else family
            raise FreshSettingsError(f"{family} fixes {key}={json.dumps(fixed)}; --metadata {key}="
                                     f"{json.dumps(metadata[key])} would run another set under its name: run "
                                     f"{other} with that setting instead")


def check_metadata(tasks: Sequence[str], metadata: Mapping[str, Any]) -> None:
    """``--metadata`` (the user's keys only, before lm-eval merges the model arguments in) against the fresh
    tasks among ``tasks``: every value checked (``FreshSettingsError``), a family's fixed setting kept
    (``check_family``) and, when every task is deltom's (no other task could read it), a key that no task of the
    run reads refused with the valid keys (``random_seed`` for ``seed`` would otherwise run the seed-0 set), and a
    ``prompt`` no deltom task of the run has refused with the known ones (``check_prompt``)."""
    styles = [(prefix, style, check) for prefix, style, check in
              (("hitom_del_fresh", HITOM_STYLE, settings_from), ("tomi_del_fresh", TOMI_STYLE, tomi_settings_from))
              if any(t.startswith(prefix) for t in tasks)]
    for _, style, check in styles:  # a key holding a setting's name is refused below, with the valid keys
        check(given_settings(metadata, style, holding=False))
    for task in tasks:
        check_family(task, metadata)
    check_prompt(tasks, metadata)
    if not tasks or not all(map(ours, tasks)):
        return  # another task may read any key
    valid = [k for _, (known, *_), _ in styles for k in known]
    unknown = sorted(k for k in metadata if k not in valid and k not in FOREIGN)
    if unknown:
        names = " and ".join(prefix + "*" for prefix, _, _ in styles) or ", ".join(tasks)
        known = ", ".join(dict.fromkeys(valid + sorted(FOREIGN - {"fresh", "version", "config_source"})))
        raise FreshSettingsError(f"--metadata: {', '.join(map(repr, unknown))} is no setting of {names}; valid keys: "
                                 f"{known}")


def order_docs(metadata: Mapping[str, Any], question_order: Optional[int]) -> tuple[dict, str, list[dict]]:
    """(resolved settings, set fingerprint, docs of ``question_order`` or of every order if None)."""
    settings, docs, whole = fresh_set(given_settings(metadata))
    if question_order is not None and question_order not in settings.orders:
        raise FreshSettingsError(f"fresh Hi-ToM setting 'orders': this task asks order {question_order}, "
                                 f"not in orders={list(settings.orders)}")
    kept = [doc for doc in docs if question_order is None or doc["question_order"] == question_order]
    return settings.as_dict(), whole, kept


def fresh_dataset(question_order: Optional[int] = None, prompt: Optional[str] = None, **metadata: Any):
    """lm-eval ``custom_dataset``: the fresh set's questions of one order as a ``test`` split."""
    import datasets

    variant = prompt_variant(prompt)
    _, _, docs = order_docs(metadata, question_order)
    return datasets.DatasetDict({"test": datasets.Dataset.from_list([dict(d, prompt_variant=variant) for d in docs])})


def type_docs(metadata: Mapping[str, Any], question_type: Optional[str]) -> tuple[dict, str, list[dict]]:
    """(resolved settings, set fingerprint, docs of ``question_type`` or of every type if None): ToMi-style."""
    check_question_type(question_type)
    settings, docs, whole = tomi_fresh_set(given_settings(metadata, TOMI_STYLE))
    kept = [doc for doc in docs if question_type is None or doc["question_class"] == question_type]
    return settings.as_dict(), whole, kept


def tomi_fresh_dataset(question_type: Optional[str] = None, prompt: Optional[str] = None, **metadata: Any):
    """lm-eval ``custom_dataset``: the ToMi-style set's questions of one type as a ``test`` split."""
    import datasets

    variant = prompt_variant(prompt or TOMI_PROMPT)
    _, _, docs = type_docs(metadata, question_type)
    return datasets.DatasetDict({"test": datasets.Dataset.from_list([dict(d, prompt_variant=variant) for d in docs])})


def provenance(results: Mapping[str, Any]) -> list[tuple[dict, str]]:
    """(settings, fingerprint) of every distinct fresh set in an lm-eval results JSON, in task order.

    Two runs saw the same questions iff they name the same fingerprint (settings alone could
    hide a changed generator). Empty for runs of other tasks.
    """
    found: dict[str, dict] = {}
    configs = results.get("configs") if isinstance(results, Mapping) else None
    for name in sorted(configs or {}):
        metadata = (configs[name] or {}).get("metadata") if isinstance(configs[name], Mapping) else None
        fresh = metadata.get("fresh") if isinstance(metadata, Mapping) else None
        if isinstance(fresh, Mapping) and isinstance(fresh.get("fingerprint"), str):
            found.setdefault(fresh["fingerprint"], dict(fresh.get("settings") or {}))
    return [(settings, fp) for fp, settings in found.items()]


def provenance_caption(results: Mapping[str, Any]) -> str:
    """One caption sentence naming each fresh set's non-default settings and fingerprint; '' if none. A seed other
    than the default is not named (a private held-out set is known by its fingerprint, never by its seed)."""
    parts = []
    for settings, fp in provenance(results):
        tomi = settings.get("style") == "tomi"
        defaults = ToMiFreshSettings().as_dict() if tomi else fresh_set()[0].as_dict()
        seed = f"seed={settings['seed']}" if settings.get("seed") == defaults.get("seed") else "seed not shown"
        changed = ", ".join([seed] + [f"{k}={v}" for k, v in settings.items()
                                      if k != "seed" and defaults.get(k) != v])
        parts.append(f"fresh {'ToMi-style' if tomi else 'Hi-ToM'} set {changed} (sha256 {fp[:16]})")
    return "; ".join(parts)
