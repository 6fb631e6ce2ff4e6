"""The one registry of benchmark families: a ``Benchmark`` record per family, read by every other module.

A family is one benchmark's lm-eval task folders (plain and Best-of-N) with what the rest of the
project needs to know of them: how its leaf tasks are named (``<group>_order_<k>``,
``<group>_<condition>``), what a trace's judge reads from a doc, where the documents come from,
the answer judge, whether the DEL verifier reads its stories and whether the paper published rows.

Adding a benchmark = its task folders plus one ``register_benchmark`` call below: the Best-of-N
files (``deltom_tasks.bon_configs``), the rows (``harness_ext.bon.rows``), reading samples and
results, coverage, rescoring and the run records (``deltom.analysis``) all read it from here.
No other module lists the families (``tests/project/test_architecture.py`` checks it).

Imports run downward only: this module reads ``harness_ext.benchmarks.hitom`` / ``kosinski`` (their judges and
data files) and ``dellabels``, never ``harness_ext``, so ``harness_ext`` may read it from anywhere.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Iterable, Mapping, Optional

from dellabels.tomi.fresh import QUESTION_TYPES
from dellabels.traces.verify import PROCESS_METRICS
from deltom_base.errors import DataNotFoundError
from harness_ext.benchmarks import freeform, hitom, kosinski, tomi

GENERATED_SET = "generated Hi-ToM set"  # the data kind of a fresh set (``deltom_tasks.fresh``), in records and captions
GENERATED_TOMI_SET = "generated ToMi-style set"  # the same for a fresh ToMi-style set

Judge = Callable[[dict, str], object]  # (doc, trace) -> a bool (``acc``) or ``{"acc": ..., ...}``


@dataclass(frozen=True)
class Benchmark:
    """One family of deltom tasks: its folders, leaf names, docs, data source, judge and rows."""

    name: str  # the registry key (``hitom``, ``kosinski``, ``hitom_fresh``)
    folder: str  # the plain task folder, also its main group and the leaderboard of its Best-of-N leaves
    bon_folder: Optional[str]  # the Best-of-N twin's folder, its group at the default N (None: no twin)
    groups: tuple[str, ...]  # the plain groups, each of leaves ``<group>_<leaf_prefix><key>``
    key_kind: str  # what a leaf key is: "order", "condition", "question type"
    keys: tuple[str, ...]  # the leaf keys of the Best-of-N group, in order
    leaf_kwargs: tuple[str, ...]  # a Best-of-N leaf's ``dataset_kwargs`` lines, ``{key}`` filled in
    doc_fields: tuple[str, ...]  # what scoring and judging a trace read from a doc (strings)
    data_kind: str  # where the documents come from, in words (the run records say it)
    path_setting: Optional[str]  # the task metadata key naming the data file
    locate: Optional[Callable[[Optional[str]], Path]]  # that setting's value (or None) -> the file read
    judge: Judge  # the task's own answer judge, per trace
    verifiable: bool  # the DEL verifier reads its stories: oracle rows and verified-reasoning metrics
    family: str = ""  # the family its samples and results are filed under (default: ``name``)
    leaf_prefix: str = ""  # "order_": leaves ``<group>_order_<k>``
    key_pattern: str = ""  # a leaf key in task names, as a regex (default: one of ``keys``)
    paper_rows: bool = False  # the paper published rows for its main group (deltom/data/paper_results.json)
    bon_tag: str = "best_of_n"  # the tag of its default-N Best-of-N leaves
    prompt: str = "reference"  # its default prompt variant (``dellabels.traces.prompt``; metadata ``prompt`` overrides)
    # what its judge adds to acc (and the process metrics), each with what it measures in words (the tables'
    # captions): tomi's acc_tomi. Left out of the hash: a dict is not hashable
    extra_metrics: Mapping[str, str] = field(default_factory=dict, hash=False)
    # what it counts per response (not a share): the free-form tasks' claims and unchecked claims
    count_metrics: Mapping[str, str] = field(default_factory=dict, hash=False)
    even: bool = True  # its leaves hold as many questions each, so different counts mean a cut run
    # per group: its alias in lm-eval's printed tables and the fixed settings of its leaves (a Hi-ToM file's
    # dataset_kwargs, a generated set's metadata; ``orders``: a ladder's leaf keys). The task-folder writers
    # (``deltom_tasks.hitom_configs``, ``fresh_configs``) read it. Left out of the hash, as ``extra_metrics``
    group_settings: Mapping[str, Mapping[str, object]] = field(default_factory=dict, hash=False)
    # what the intervals resample (Miller 2024): the unit a model's errors cluster in, the doc field naming it
    # (None: the story text, hashed) and where a drawn unit's questions are, in words
    unit: str = "story"
    unit_field: Optional[str] = None
    unit_scope: str = "at every order"
    free_form: bool = False  # asked in the model's own words and judged claim by claim (the ``*_cot`` tasks)

    def prompt_of(self, metadata: Mapping) -> Optional[str]:
        """The prompt variant a task of it uses: the metadata's ``prompt``, else its default."""
        return metadata.get("prompt") or self.prompt

    def __post_init__(self) -> None:
        if self.group_settings and tuple(self.group_settings) != self.groups:
            raise ValueError(f"benchmark {self.name}: group_settings must name its groups, in order")
        if not self.family:
            object.__setattr__(self, "family", self.name)
        if not self.key_pattern:
            object.__setattr__(self, "key_pattern", "|".join(re.escape(k) for k in self.keys))

    @property
    def process_metrics(self) -> tuple[str, ...]:
        """The verified-reasoning metrics its tasks report beside ``acc`` (none when the verifier cannot read it)."""
        return PROCESS_METRICS if self.verifiable else ()

    def leaf_name(self, group: str, key: object) -> str:
        """The leaf task of ``group`` for ``key``: ``hitom_del_len2_order_0``, ``kosinski_del_false_belief``."""
        return f"{group}_{self.leaf_prefix}{key}"

    def group_keys(self, group: str) -> tuple[str, ...]:
        """The leaf keys of ``group``: its own (a ladder's orders) or the benchmark's."""
        orders = self.group_settings.get(group, {}).get("orders")
        return tuple(map(str, orders)) if orders else self.keys

    @property
    def subtasks(self) -> tuple[str, ...]:
        """The leaf name suffixes of its Best-of-N group (``order_0``, ``false_belief``), in order."""
        return tuple(f"{self.leaf_prefix}{key}" for key in self.keys)

    def is_key(self, key: str) -> bool:
        """Whether ``key`` can name one of its leaves (an order beyond ``keys``, as the ladder's, included)."""
        return re.fullmatch(f"(?:{self.key_pattern})", key) is not None

    def key_rank(self, key: str) -> tuple[int, int, str]:
        """Where ``key`` goes among its leaves: ``keys`` order, then (a ladder's orders past them) by number."""
        rank = self.keys.index(key) if key in self.keys else len(self.keys)
        return rank, int(key) if key.isdigit() else 0, key

    def data_file(self, metadata: Mapping) -> Path:
        """The file its documents come from, as task ``metadata`` names it (``DataNotFoundError`` if none)."""
        if self.locate is None:
            raise DataNotFoundError(f"{self.name}: its documents come from no file ({self.data_kind})")
        return self.locate(metadata.get(self.path_setting) if self.path_setting else None)


@dataclass(frozen=True)
class Leaf:
    """A deltom leaf task read from its name: its benchmark, group, key and whether it is Best-of-N."""

    benchmark: Benchmark
    group: str  # ``hitom_del_len2``, ``hitom_del_bon_n4``
    key: str  # ``2``, ``false_belief``
    bon: bool

    @property
    def board(self) -> str:
        """The leaderboard its results go on: its plain group; a Best-of-N leaf's plain folder."""
        return self.benchmark.folder if self.bon else self.group


BENCHMARKS: dict[str, Benchmark] = {}


def register_benchmark(bench: Benchmark) -> Benchmark:
    """Add ``bench`` to the registry (a name registered twice is a ``ValueError``)."""
    if bench.name in BENCHMARKS:
        raise ValueError(f"benchmark {bench.name!r} is registered already")
    BENCHMARKS[bench.name] = bench
    return bench


def benchmark(name: str) -> Benchmark:
    """The registered benchmark ``name`` (``KeyError`` naming the registered ones)."""
    try:
        return BENCHMARKS[name]
    except KeyError:
        raise KeyError(f"unknown benchmark {name!r}; registered: {', '.join(BENCHMARKS)}") from None


def bon_name(name: str) -> Optional[tuple[Benchmark, Optional[int], Optional[str]]]:
    """(benchmark, the N it names or None, what follows the group or None) of a Best-of-N group or leaf name:
    ``hitom_del_bon_n4_order_2`` -> (hitom, 4, ``order_2``); no ``_n<N>`` means the default N."""
    for bench in BENCHMARKS.values():
        if bench.bon_folder is None:
            continue
        match = re.fullmatch(f"{re.escape(bench.bon_folder)}(?:_n(?P<n>[1-9]\\d*))?(?:_(?P<sub>[a-z0-9_]+))?", name)
        if match:
            return bench, int(match.group("n")) if match.group("n") else None, match.group("sub")
    return None


def bon_leaf(task: str) -> Optional[Leaf]:
    """The Best-of-N leaf ``task`` names (any N: ``hitom_del_bon_n4_order_2``), else None."""
    parsed = bon_name(task)
    if parsed is None or parsed[2] is None:
        return None
    bench, n, sub = parsed
    key = sub[len(bench.leaf_prefix):]
    if not sub.startswith(bench.leaf_prefix) or not bench.is_key(key):
        return None
    return Leaf(bench, bench.bon_folder + (f"_n{n}" if n else ""), key, True)


def leaf(task: str) -> Optional[Leaf]:
    """The deltom leaf ``task`` names, plain (``hitom_del_len2_order_0``) or Best-of-N, else None."""
    found = bon_leaf(task)
    if found is not None:
        return found
    for bench in BENCHMARKS.values():
        for group in bench.groups:
            head = f"{group}_{bench.leaf_prefix}"
            if task.startswith(head) and bench.is_key(task[len(head):]):
                return Leaf(bench, group, task[len(head):], False)
    return None


def family_of_keys(keys: Iterable[str]) -> Optional[Benchmark]:
    """The first family (a benchmark filed under its own name) whose leaf keys fit every one of ``keys``."""
    keys = list(keys)
    return next((b for b in BENCHMARKS.values() if b.family == b.name and all(b.is_key(k) for k in keys)), None)


def ordered_keys(keys: Iterable[str]) -> list[str]:
    """Leaf keys in their benchmark's order (``Benchmark.key_rank``: Hi-ToM orders by number, ToMi's question
    types as registered); keys that fit no one benchmark by number, then name."""
    keys = list(keys)
    bench = family_of_keys(keys)
    if bench is None:
        return sorted(keys, key=lambda k: (int(k) if k.isdigit() else 0, k))
    return sorted(keys, key=bench.key_rank)


def generated_set(metadata: Mapping, kind: str = GENERATED_SET) -> Optional[dict]:
    """The record of a generated set (of data kind ``kind``) that task ``metadata`` names (``metadata.fresh``),
    else None."""
    fresh = metadata.get("fresh")
    if isinstance(fresh, dict) and fresh.get("fingerprint"):
        return {"kind": kind, "settings": fresh.get("settings"), "fingerprint": fresh["fingerprint"]}
    return None


def source_record(bench: Optional[Benchmark], metadata: Mapping, file_record: Callable[[str, str], dict]) -> dict:
    """Where a task of ``bench`` reads its documents: the generated set's record, else ``file_record(kind, path)``
    of its data file; a source that cannot be read (or no benchmark) gives ``{"kind": "unknown", "error"}``."""
    generated = generated_set(metadata, bench.data_kind if bench and bench.locate is None else GENERATED_SET)
    if generated is not None:
        return generated
    try:
        if bench is None:
            raise DataNotFoundError("the task is no registered benchmark's (harness_ext.benchmarks.registry)")
        return file_record(bench.data_kind, str(bench.data_file(metadata)))
    except Exception as err:  # noqa: BLE001 - a record says why; it never fails the task or the run's save
        return {"kind": "unknown", "error": " ".join(str(err).split())[:200]}


def on_paper_board(board: str) -> bool:
    """Whether the paper published rows for the leaderboard ``board`` (a benchmark's main group)."""
    return any(b.paper_rows and b.folder == board for b in BENCHMARKS.values())


# Hi-ToM's groups: one per variant of the data file; deception None = Tell and No_Tell together. Aliases stay short:
# lm-eval prints them instead of the group name in its results table
HITOM_VARIANTS = {
    "hitom_del": {"alias": "hitom_del (length 1)", "story_length": 1, "deception": None},
    "hitom_del_tell": {"alias": "hitom_del_tell (length 1, Tell)", "story_length": 1, "deception": True},
    "hitom_del_notell": {"alias": "hitom_del_notell (length 1, No_Tell)", "story_length": 1, "deception": False},
    "hitom_del_len2": {"alias": "hitom_del_len2 (length 2)", "story_length": 2, "deception": None},
    "hitom_del_len3": {"alias": "hitom_del_len3 (length 3)", "story_length": 3, "deception": None},
    "hitom_del_all": {"alias": "hitom_del_all (lengths 1-3)", "story_length": [1, 2, 3], "deception": None},
}
# the generated sets' groups: every setting not named is the default (``dellabels.hitom.fresh_settings``)
FRESH_FAMILIES = {
    "hitom_del_fresh": {"alias": "hitom_del_fresh (generated, length 1)"},
    "hitom_del_fresh_balanced": {"alias": "hitom_del_fresh_balanced (shortcuts at chance)", "balanced": True},
    "hitom_del_fresh_ladder": {"alias": "hitom_del_fresh_ladder (orders 0-6, 6 agents)", "orders": list(range(7))},
}
HITOM = register_benchmark(Benchmark(
    "hitom", "hitom_del", "hitom_del_bon", groups=tuple(HITOM_VARIANTS), group_settings=HITOM_VARIANTS,
    key_kind="order", keys=tuple(map(str, range(5))), leaf_prefix="order_", key_pattern=r"\d+",
    leaf_kwargs=("story_length: 1", "question_order: {key}", "deception: null"),
    doc_fields=("story", "question", "answer"), data_kind="Hi-ToM file", path_setting="hitom_path",
    locate=hitom.resolve_hitom_file, judge=hitom.judge, verifiable=True, paper_rows=True))
register_benchmark(Benchmark(
    "kosinski", "kosinski_del", "kosinski_del_bon", groups=("kosinski_del",), key_kind="condition",
    keys=tuple(kosinski.CONDITIONS), leaf_kwargs=("condition: {key}",),
    doc_fields=("story", "question", "answer", "other"), data_kind="Kosinski file", path_setting="kosinski_path",
    locate=kosinski.kosinski_file, judge=kosinski.judge, verifiable=False, paper_rows=True, unit="item",
    unit_field="item", unit_scope="in every condition"))
# the generated sets are Hi-ToM: same grammar, judge and rows, filed under hitom; their docs come from metadata.fresh
register_benchmark(replace(
    HITOM, name="hitom_fresh", folder="hitom_del_fresh", bon_folder="hitom_del_fresh_bon", family="hitom",
    groups=tuple(FRESH_FAMILIES), group_settings=FRESH_FAMILIES, leaf_kwargs=("question_order: {key}",), data_kind=GENERATED_SET, path_setting=None, locate=None,
    paper_rows=False, bon_tag="best_of_n_fresh"))
TOMI = register_benchmark(Benchmark(
    "tomi", "tomi_del", "tomi_del_bon", groups=("tomi_del",), key_kind="question type", keys=QUESTION_TYPES,
    leaf_kwargs=("question_type: {key}",), doc_fields=("story", "question", "answer", "answer_tomi"),
    data_kind="ToMi data", path_setting="tomi_path", locate=tomi.tomi_file, judge=tomi.judge, verifiable=True,
    bon_tag="best_of_n_tomi", prompt=tomi.TOMI_PROMPT, extra_metrics=tomi.EXTRA_METRICS, even=False,
    unit_scope="of every question type"))
# generated ToMi-style stories: ToMi's leaves, judge and rows, filed under tomi; their docs come from metadata.fresh
register_benchmark(replace(
    TOMI, name="tomi_fresh", folder="tomi_del_fresh", bon_folder=None, family="tomi", groups=("tomi_del_fresh",),
    data_kind=GENERATED_TOMI_SET, path_setting=None, locate=None, even=True))
# the free-form twins (``*_cot``): the same docs asked in the model's own words, judged claim by claim
# (``harness_ext.benchmarks.freeform``); the DEL-format verifier does not read them, so no oracle rows
COT = dict(bon_folder=None, judge=freeform.judge, verifiable=False, paper_rows=False,
           extra_metrics=freeform.RATE_METRICS, count_metrics=freeform.COUNT_METRICS, free_form=True)
register_benchmark(replace(
    HITOM, name="hitom_cot", folder="hitom_cot", family="hitom_cot", groups=("hitom_cot",),
    group_settings={"hitom_cot": {"alias": "hitom_cot (length 1, Hi-ToM's CoT prompt)", "story_length": 1,
                                  "deception": None}}, prompt="hitom_cot", **COT))
register_benchmark(replace(
    benchmark("hitom_fresh"), name="hitom_fresh_cot", folder="hitom_del_fresh_cot", family="hitom_cot",
    groups=("hitom_del_fresh_cot",), group_settings={"hitom_del_fresh_cot": {
        "alias": "hitom_del_fresh_cot (generated, length 1, free-form)"}}, prompt="plain", **COT))
register_benchmark(replace(
    TOMI, name="tomi_cot", folder="tomi_cot", family="tomi_cot", groups=("tomi_cot",), prompt="plain", **COT))
register_benchmark(replace(
    benchmark("tomi_fresh"), name="tomi_fresh_cot", folder="tomi_del_fresh_cot", family="tomi_cot",
    groups=("tomi_del_fresh_cot",), prompt="plain", **COT))
