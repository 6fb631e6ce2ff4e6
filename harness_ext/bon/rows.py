"""The catalogue of Best-of-N rows: their names, order and the filter each row runs.

A row is one entry of a ``*_bon`` task yaml's ``filter_list`` (``harness_ext.bon.filters``);
``deltom_tasks.bon_configs`` writes those yamls from ``row_specs`` and rescoring
(``deltom.analysis.rescore``) rebuilds the same filters with ``build_filters``.

Row names are the filter names of the task yaml. ``pass@N`` and ``maj@N`` carry
their N as lm-eval names such rows (``maj@64`` in gsm8k-cot-self-consistency):
``maj@16`` in a run with 16 samples; curves, whose series run over N, keep the
literal ``@N``; ``canonical_row`` gives a literal ``@N`` a run's N.
"""
from __future__ import annotations

import re
from statistics import fmean
from typing import Optional

from harness_ext.benchmarks.registry import benchmark
from harness_ext.bon import filters as bon_filters
from harness_ext.bon.selection import selection_names, selections_help
from harness_ext.run_state import current_run
from pbm.aggregate import RULES, RULES_HELP
from pbm.scorer import served_for
from pbm.spec import check, which_pbm

MODES = selection_names(scored_only=True)  # the selection rules that rank by PBM scores (harness_ext.bon.selection)
PBM_ROWS = tuple(f"pbm_{mode}_{rule}" for mode in MODES for rule in RULES)
# The exact DEL verifier as the PBM: the ceiling of a step-perfect verifier under vanilla (min) and
# weighted (avg) selection. Only on benchmarks whose stories it reads (``Benchmark.verifiable``).
ORACLE_ROWS = {"del_oracle": ("vanilla", "min"), "del_oracle_weighted": ("weighted", "avg")}
N_ROWS = ("pass@N", "maj@N")  # the rows whose name carries N
ROW_ORDER = ("ori", *N_ROWS, *ORACLE_ROWS, *PBM_ROWS)  # row kinds, in table order
ROWS_HELP = (f"rows: pbm_<mode>_<rule> with mode {selections_help(scored_only=True)} and rule how step scores make a "
             f"trace score: {RULES_HELP}")
_AT_N = re.compile(r"^(pass|maj)@(?:[1-9]\d*|N)$")


def family_metrics(family: str) -> tuple[str, ...]:
    """The metrics a benchmark's rows report: ``acc``, what its judge adds (ToMi's ``acc_tomi``), and
    ``PROCESS_METRICS`` where the DEL verifier reads its stories (``family``: a registered benchmark,
    ``harness_ext.benchmarks.registry``)."""
    bench = benchmark(family)
    return ("acc", *bench.extra_metrics, *bench.process_metrics)


def row_name(kind: str, n: Optional[int]) -> str:
    """The row ``kind`` of a run with ``n`` samples: ``maj@N`` -> ``maj@16``; other kinds carry no N."""
    known = isinstance(n, int) and not isinstance(n, bool) and n > 0  # a results file may hold anything
    return kind.replace("@N", f"@{n}") if known and kind in N_ROWS else kind


def row_kind(name: str) -> Optional[str]:
    """``maj@16`` -> ``maj@N``, ``pbm_weighted_min`` -> itself; None for a name that is no row."""
    match = _AT_N.match(name)
    if match:
        return f"{match.group(1)}@N"
    return name if name in ROW_ORDER else None


def canonical_row(name: str, n: Optional[int]) -> Optional[str]:
    """``name`` as results with ``n`` samples name it (``@N`` names get their N); None if no row."""
    kind = row_kind(name)
    if kind is None:
        return None
    return row_name(kind, n) if name.endswith("@N") else name


def row_sort_key(name: str) -> tuple:
    """Table order of row names (unknown names last, by name)."""
    kind = row_kind(name)
    return (ROW_ORDER.index(kind) if kind else len(ROW_ORDER), name)


def row_names(family: str, n: Optional[int] = None) -> list[str]:
    """The rows of a benchmark with ``n`` samples (None: ``@N`` kept), in the order of its task yaml."""
    verifiable = benchmark(family).verifiable
    return [row_name(r, n) for r in ROW_ORDER if r not in ORACLE_ROWS or verifiable]


def row_specs(family: str, n: Optional[int] = None) -> list[tuple[str, str, dict]]:
    """(row name, filter class of ``harness_ext.bon.filters``, its kwargs) of every row: the task yaml's
    ``filter_list`` (``deltom_tasks.bon_configs`` writes it from here); PBM rows with the yaml's PBM."""
    specs = [("ori", "SampleSetFilter", {"mode": "mean"}), (row_name("pass@N", n), "SampleSetFilter", {"mode": "any"}),
             (row_name("maj@N", n), "MajorityFilter", {})]
    if benchmark(family).verifiable:
        specs += [(name, "PBMRerankFilter", {"mode": mode, "rule": rule, "backend": "del", "env_override": False})
                  for name, (mode, rule) in ORACLE_ROWS.items()]
    for name in PBM_ROWS:
        _, mode, rule = name.split("_")
        specs.append((name, "PBMRerankFilter", {"mode": mode, "rule": rule, "backend": "hf", "model": "default"}))
    return specs


def build_filters(family: str, backend: str, model: Optional[str], n: Optional[int] = None) -> dict[str, object]:
    """One lm-eval filter per row (named for ``n`` samples); the PBM rows use ``backend``/``model``,
    the oracle rows always ``del``."""
    model = None if backend == "del" else model  # one memo key with the oracle: del scores once
    rows: dict[str, object] = {}
    for name, cls, kwargs in row_specs(family, n):
        if name in PBM_ROWS:
            kwargs = dict(kwargs, backend=backend, model=model, env_override=False)
        rows[name] = getattr(bon_filters, cls)(**kwargs)
    return rows


def macro_average(per_key: dict[str, dict[str, float]]) -> dict[str, float]:
    """Mean over orders (conditions) of every row that all of them have, in row order."""
    shared = set.intersection(*(set(v) for v in per_key.values())) if per_key else set()
    rows = sorted((r for r in shared if row_kind(r)), key=row_sort_key)
    return {r: fmean(v[r] for v in per_key.values()) for r in rows}


def check_family_pbms(family: str) -> None:
    """``PBMConfigError`` unless every PBM row of the shipped ``family`` Best-of-N tasks can be used
    (what ``BestOfNTask`` checks when built, for a caller that must know before loading a model)."""
    run = current_run()
    for name, cls, kwargs in row_specs(family):
        if cls == "PBMRerankFilter":
            backend, model = which_pbm(run.pbm_backend, run.pbm_model, task_backend=kwargs["backend"],
                                       task_model=kwargs.get("model"), pinned=not kwargs.get("env_override", True))
            check(backend, model, **served_for(backend, run.scoring))
