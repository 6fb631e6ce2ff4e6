"""Reading lm-eval ``--log_samples`` files of deltom's tasks: Best-of-N (``*_bon``) and plain (one response per doc).

lm-eval writes ``samples_<task>_<timestamp>.jsonl`` with one record per doc *per
filter*; every record of a doc carries the same ``resps`` (``[[trace_1, ...,
trace_N]]``; a plain task ``[[trace]]``, N = 1), so records are deduplicated per (task, doc_id). The task name in
the file name gives the benchmark and the column (``harness_ext.benchmarks.registry`` reads it): ``hitom_del_bon_order_K`` (or
``hitom_del_bon_n<N>_order_K``) -> Hi-ToM order K, ``kosinski_del_bon[_n<N>]_<condition>``
-> that Kosinski condition; the part before the order (``hitom_del_bon_n4``, ``hitom_del``) names the run's group.

Numbers come from one run only: samples of several groups (an N = 4 and an N = 16 run) or,
in one folder, of several lm-eval runs (timestamps) are refused unless ``Selection`` picks
one; a doc_id naming two different docs, or a doc without the fields the rows need, is an
error naming the file, line and doc_id. Copies of one run in one folder (``samples_<task>_<stamp>.jsonl``
and its packed ``.jsonl.xz``) are compared by content, and a cut or corrupt archive is an error naming it
(``dellabels.io.jsonl``).
"""
from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Iterable, Optional, Sequence

from dellabels.io.jsonl import logged_response, open_in, read_records
from deltom.analysis.run_settings import first_difference, run_settings
from deltom.analysis.sample_records import other_doc, request_prompt, same_doc
from deltom_base.errors import InputError
from harness_ext.benchmarks.registry import benchmark, family_of_keys, leaf, ordered_keys

log = logging.getLogger(__name__)

# .jsonl as lm-eval writes it; .jsonl.xz / .jsonl.gz as `deltom pack-samples` (or xz / gzip) compresses it
_FILE = re.compile(r"^samples_(?P<task>.+)_(?P<stamp>\d{4}-\d{2}-\d{2}T[\d.\-]+)\.jsonl(?:\.xz|\.gz)?$")


@dataclass(frozen=True)
class Selection:
    """Which samples files to use: a group or task name (``--task``), an lm-eval run's timestamp
    (``--run``), or exactly the named tasks (``deltom table``: the tasks of a results JSON)."""

    task: Optional[str] = None
    run: Optional[str] = None
    tasks: Optional[frozenset] = None

    def keeps(self, task: str, stamp: str) -> bool:
        return (self.task is None or self.task in (task, group_of(task))) \
            and (self.run is None or self.run == stamp) and (self.tasks is None or task in self.tasks)

    def options(self) -> str:
        """The selection in words ('--task X --run Y', the tasks of a results JSON); empty: every file."""
        said = [f"--{k} {v}" for k, v in (("task", self.task), ("run", self.run)) if v]
        return " ".join(said + ([f"(tasks {', '.join(sorted(self.tasks))})"] if self.tasks is not None else []))


@dataclass
class DocSamples:
    """The N sampled traces of one doc, with the prompt they answered (for token counts)."""

    doc_id: int
    doc: dict
    resps: list[str]
    prompt: Optional[str] = None


@dataclass
class TaskSamples:
    """All docs of one deltom task (Best-of-N or plain) read from one or more samples files."""

    task: str
    family: str  # the benchmark family its samples are filed under (``harness_ext.benchmarks.registry``): "hitom", ...
    key: str  # its leaf key: a Hi-ToM order ("0".."4"), a Kosinski condition name
    paths: list[str] = field(default_factory=list)
    docs: list[DocSamples] = field(default_factory=list)

    @property
    def available(self) -> int:
        """Samples per doc that every doc has (the largest usable N)."""
        return min((len(d.resps) for d in self.docs), default=0)


def sample_files_in(folder: Path) -> list[Path]:
    """The lm-eval samples files directly in ``folder`` (compressed ones included), sorted."""
    return sorted(file for file in folder.glob("samples_*.jsonl*") if _FILE.match(file.name))


def task_of_file(path: str | Path) -> tuple[str, str]:
    """(task name, timestamp) from ``samples_<task>_<timestamp>.jsonl`` (or ``.jsonl.xz`` / ``.jsonl.gz``)."""
    match = _FILE.match(Path(path).name)
    if not match:
        raise InputError(f"{path}: cannot tell the task: expected a file named samples_<task>_<timestamp>.jsonl "
                         "as written by lm-eval --log_samples")
    return match.group("task"), match.group("stamp")


def classify_task(task: str) -> Optional[tuple[str, str]]:
    """(family, key) of a deltom leaf task, Best-of-N or plain (``harness_ext.benchmarks.registry``), else None."""
    found = leaf(task)
    return None if found is None else (found.benchmark.family, found.key)


def group_of(task: str) -> Optional[str]:
    """The run's group of a deltom leaf task (``hitom_del_bon_n4_order_2`` -> ``hitom_del_bon_n4``,
    ``hitom_del_order_2`` -> ``hitom_del``), else None."""
    found = leaf(task)
    return None if found is None else found.group


def is_plain(task: str) -> bool:
    """Whether ``task`` is a plain deltom leaf (one response per question; its row ``ori`` is lm-eval's ``none``)."""
    found = leaf(task)
    return found is not None and not found.bon


KNOWN = ("deltom's tasks (hitom_del*, hitom_del_fresh*, kosinski_del, tomi_del*, and their *_bon twins) "
         "run with --log_samples")


def deltom_task_of_file(path: str | Path) -> tuple[str, str]:
    """(task, timestamp) of a samples file of a deltom leaf task; anything else is an ``InputError``."""
    task, stamp = task_of_file(path)
    if classify_task(task) is None:
        raise InputError(f"{path}: task {task!r} is not one of {KNOWN}")
    return task, stamp


def keys_phrase(keys: Iterable[str]) -> str:
    """'orders 0, 1' / 'condition false_belief': the keys (in their benchmark's order) named as its kind."""
    keys = ordered_keys(set(keys))
    family = family_of_keys(keys)
    unit = family.key_kind if family else "key"
    return f"{unit}{'s' if len(keys) > 1 else ''} {', '.join(keys)}"


def _keys(tasks: Iterable[str]) -> str:
    return keys_phrase(classify_task(t)[1] for t in tasks)


def _newest_run(folder: Path, select: Selection, skipped: list[str]) -> list[Path]:
    """The newest run's file of every selected task in ``folder``; an ``InputError`` when they come from several
    lm-eval runs (timestamps): one run is what the numbers may claim.

    An older run of a task is skipped (said in ``skipped``). Files of one run (one timestamp: the raw
    ``.jsonl`` and its packed ``.jsonl.xz``) are copies: they are compared by content (``_one_copy``), never
    chosen by name, and a cut or differing copy is an error naming it."""
    by_task: dict[str, dict[str, list[Path]]] = {}
    for file in sample_files_in(folder):
        match = _FILE.match(file.name)
        task, stamp = (match.group("task"), match.group("stamp")) if match else ("", "")
        if classify_task(task) and select.keeps(task, stamp):
            by_task.setdefault(task, {}).setdefault(stamp, []).append(file)
    newest: dict[str, tuple[str, Path]] = {}
    for task, stamps in by_task.items():
        stamp = max(stamps)
        for older in sorted(stamps):
            for file in stamps[older] if older != stamp else []:
                skipped.append(f"skipped {file}: an older run of {task} in the same folder (name the file to use it)")
        newest[task] = (stamp, _one_copy(task, stamps[stamp], skipped))
    runs: dict[str, list[str]] = {}
    for task, (stamp, _) in newest.items():
        runs.setdefault(stamp, []).append(task)
    if len(runs) > 1:
        detail = "; ".join(f"{stamp}: {_keys(tasks)}" for stamp, tasks in sorted(runs.items()))
        raise InputError(f"{folder}: samples of several lm-eval runs ({detail}); pass --run STAMP to use one, "
                         "or name the files to use")
    return sorted(file for _, file in newest.values())


def _one_copy(task: str, copies: list[Path], skipped: list[str]) -> Path:
    """The file to read of one run's copies of ``task`` (the uncompressed one first: it keeps lm-eval's per-row
    records), after checking that every copy holds the same docs and resps; the others are said in ``skipped``."""
    copies = sorted(copies, key=lambda f: (f.suffix != ".jsonl", f.name))
    if len(copies) == 1:
        return copies[0]
    first = {d.doc_id: d for d in read_sample_file(copies[0]).docs}
    for other in copies[1:]:
        docs = {d.doc_id: d for d in read_sample_file(other).docs}
        differ = _copies_differ(first, docs, copies[0].name, other.name)
        if differ:
            raise InputError(f"{copies[0]} and {other}: two copies of one run of {task} (the same timestamp) hold "
                             f"different samples ({differ}); remove or repack the wrong one")
        skipped.append(f"skipped {other}: a copy of {copies[0].name} (same run, same docs and resps)")
    return copies[0]


def _copies_differ(first: dict[int, DocSamples], second: dict[int, DocSamples], name: str, other: str) -> str:
    """How two copies' docs differ, in words; empty when they hold the same docs and resps."""
    only = sorted(set(first) ^ set(second))
    if only:
        where = {i: name if i in first else other for i in only}
        return "; ".join(f"doc_id {i} only in {where[i]}" for i in only[:3]) + (f"; {len(only)} in all"
                                                                               if len(only) > 3 else "")
    for doc_id, doc in first.items():
        if not same_doc(doc.doc, second[doc_id].doc):
            return f"doc_id {doc_id} names another doc ({other_doc(doc.doc, second[doc_id].doc)})"
        if doc.resps != second[doc_id].resps:
            return f"doc_id {doc_id} has other resps"
    return ""


def find_sample_files(paths: Iterable[str | Path], select: Selection = Selection(),
                      skipped: Optional[list[str]] = None) -> list[Path]:
    """Samples files named directly, plus those of deltom's tasks under each directory (``select``-ed).

    In a folder holding several runs of one task, the newest timestamp is used (the older files are
    said in ``skipped``); copies of that run must hold the same docs and resps (``_one_copy``); the files
    found must come from one lm-eval run per folder and one group.
    """
    found: list[Path] = []
    skipped = [] if skipped is None else skipped
    for given in paths:
        path = Path(given)
        if path.is_file():
            if select.keeps(*deltom_task_of_file(path)):
                found.append(path)
            continue
        if not path.is_dir():
            raise InputError(f"{path}: no such file or directory")
        folders = sorted({file.parent for file in path.rglob("samples_*.jsonl*") if _FILE.match(file.name)})
        chosen = [file for folder in folders for file in _newest_run(folder, select, skipped)]
        if not chosen and select.options():
            raise InputError(f"{path}: no samples_*.jsonl of a deltom task matches {select.options()}")
        if not chosen:
            raise InputError(f"{path}: no samples_*.jsonl of {KNOWN} found")
        found.extend(chosen)
    if not found:
        raise InputError(f"none of the samples files given matches {select.options()}")
    plain = [file for file in found if is_plain(task_of_file(file)[0])]
    if plain and len(plain) < len(found) and select.task is None and select.tasks is None:
        # a run of both (lm_eval --tasks hitom_del,hitom_del_bon): the Best-of-N one, its plain twin said
        groups = sorted({group_of(task_of_file(file)[0]) for file in plain})
        skipped.append(f"skipped the plain run's samples ({', '.join(groups)}) beside the Best-of-N run's; "
                       f"pass --task {groups[0]} to use them")
        found = [file for file in found if file not in plain]
    tasks = [task_of_file(file)[0] for file in found]
    families = sorted({classify_task(task)[0] for task in tasks})
    if len(families) > 1:
        raise InputError(f"samples of several benchmarks ({', '.join(families)}) given; use one at a time")
    groups: dict[str, list[str]] = {}
    for task in tasks:
        groups.setdefault(group_of(task), []).append(task)
    if len(groups) > 1:
        detail = ", ".join(f"{group} ({_keys(tasks)})" for group, tasks in sorted(groups.items()))
        raise InputError(f"samples of several runs: {detail}; pass --task with one of them")
    return found


def _responses(record: dict, where: str) -> list[str]:
    resps = record["resps"]
    if len(resps) == 1 and isinstance(resps[0], list):  # one generate_until request with N repeats
        resps = resps[0]
    resps = [logged_response(r) for r in resps]  # a search run logs {"response", "search"} as JSON text
    if not resps or not all(isinstance(r, str) for r in resps):
        raise InputError(f"{where}: field 'resps' must be [[trace, ...]] or [trace, ...] (non-empty, strings)")
    return list(resps)


def _check_doc(doc: dict, family: str, where: str, doc_id: int) -> None:
    lacking = [f for f in benchmark(family).doc_fields if not isinstance(doc.get(f), str)]
    if lacking:
        raise InputError(f"{where}: doc_id {doc_id}: the doc has no {' / '.join(map(repr, lacking))} (a string), "
                         "which scoring and judging its traces need")


def read_sample_file(path: str | Path, into: Optional[TaskSamples] = None) -> TaskSamples:
    """Docs of one samples file (deduplicated per doc_id), merged into ``into`` if given."""
    task, _ = deltom_task_of_file(path)
    kind = classify_task(task)
    out = into or TaskSamples(task, kind[0], kind[1])
    seen = {d.doc_id: d for d in out.docs}
    origin = {d.doc_id: ", ".join(out.paths) for d in out.docs}
    out.paths.append(str(path))
    with open_in(str(path)) as handle:  # bytes: a non-UTF-8 line is an error naming the file and line
        for number, record in read_records(handle, str(path)):
            where = f"{path} line {number}"
            if isinstance(record, str):
                raise InputError(record)
            if not isinstance(record, dict) or not isinstance(record.get("doc"), dict) \
                    or not isinstance(record.get("doc_id"), int) or not isinstance(record.get("resps"), list):
                raise InputError(f"{where}: expected an lm-eval sample record with doc_id (int), doc (object) "
                                 "and resps (list)")
            resps = _responses(record, where)
            doc_id = record["doc_id"]
            _check_doc(record["doc"], out.family, where, doc_id)
            if doc_id in seen and not same_doc(seen[doc_id].doc, record["doc"]):
                raise InputError(f"{where}: doc_id {doc_id} of {task} names another doc than in "
                                 f"{origin.get(doc_id, path)} ({other_doc(seen[doc_id].doc, record['doc'])}); "
                                 "files of different runs or data sets cannot be merged")
            if doc_id in seen:
                if seen[doc_id].resps != resps:
                    raise InputError(f"{where}: doc {doc_id} of {task} has other resps than in "
                                     f"{origin.get(doc_id, path)}; files of different runs cannot be merged")
                continue
            seen[doc_id] = DocSamples(doc_id, record["doc"], resps, request_prompt(record))
            origin[doc_id] = str(path)
    out.docs = sorted(seen.values(), key=lambda d: d.doc_id)
    return out


def _shard_results(file: Path) -> dict:
    found = file.parent / f"results_{task_of_file(file)[1]}.json"
    if not found.is_file():
        raise InputError(f"{file}: a shard of a split run without its {found.name} beside it: its settings cannot be "
                         "compared with the other shards'; keep lm-eval's output folders whole")
    try:
        return json.loads(found.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise InputError(f"{found}: not a readable results JSON ({err})") from None


def merge_shards(task: str, files: Sequence[Path]) -> TaskSamples:
    """``task``'s docs from the samples files of K runs over parts of its docs (one run split with ``--samples``):
    one line when the runs' settings differ (``run_settings``), a doc is in two shards, or one (``n-samples``) in none."""
    first_results = _shard_results(files[0])
    first = run_settings(first_results, task)
    merged = TaskSamples(task, *classify_task(task))
    owner: dict[int, Path] = {}
    for file in files:
        settings = run_settings(_shard_results(file), task)
        if (differ := first_difference(first, settings)):
            raise InputError(f"{files[0].parent} and {file.parent}: shards of {task} ran with different {differ}; "
                             "they are not one run")
        part = read_sample_file(file)
        for doc in part.docs:
            if doc.doc_id in owner:
                raise InputError(f"doc {doc.doc_id} of {task} is in two shards ({owner[doc.doc_id]} and {file}): "
                                 "the shards overlap; give each doc to one shard")
            owner[doc.doc_id] = file
        merged.docs = sorted([*merged.docs, *part.docs], key=lambda d: d.doc_id)
        merged.paths.extend(part.paths)
    check_cover(task, ((first_results.get("n-samples") or {}).get(task) or {}).get("original"), owner, len(files))
    return merged


def check_cover(task: str, total: Optional[int], owner: dict, shards: int) -> None:
    """An ``InputError`` naming the docs of ``task`` (lm-eval's ``n-samples`` count) that no shard holds."""
    missing = sorted(set(range(total)) - set(owner)) if isinstance(total, int) else []
    if missing:
        shown = ", ".join(map(str, missing[:8])) + (f" ... ({len(missing)} in all)" if len(missing) > 8 else "")
        raise InputError(f"{task}: docs {shown} of its {total} are in none of the {shards} shards: a shard is "
                         "missing or was cut short (rerun it, or read the shards one at a time)")


def load_tasks(paths: Sequence[str | Path], quiet: bool = False, select: Selection = Selection()) -> list[TaskSamples]:
    """Every deltom task found in ``paths`` (files or lm-eval output directories), one benchmark and one run
    only (``select`` picks it); one run split over several jobs is merged from its shards (``merge_shards``)."""
    tasks: dict[str, TaskSamples] = {}
    skipped: list[str] = []
    files = find_sample_files(paths, select, skipped)
    for note in [] if quiet else skipped:
        log.warning(note)
    by_task: dict[str, list[Path]] = {}
    for file in files:
        by_task.setdefault(task_of_file(file)[0], []).append(file)
    for task, found in by_task.items():
        if len({task_of_file(f)[1] for f in found}) > 1:  # several runs of one task: the shards of a split run
            tasks[task] = merge_shards(task, found)
            said = [f"{len(found)} shards"]
        else:
            for file in found:
                tasks[task] = read_sample_file(file, tasks.get(task))
            said = list(map(str, found))
        for what in [] if quiet else said:
            log.info(f"read {what} ({len(tasks[task].docs)} docs of {task})")
    empty = [t.task for t in tasks.values() if not t.docs]
    if empty:
        raise InputError(f"no sample records for {', '.join(empty)} in {', '.join(tasks[empty[0]].paths)}")
    return sorted(tasks.values(), key=sort_key)


def sort_key(task: TaskSamples) -> tuple:
    """By family, then its leaves' order (``Benchmark.key_rank``: orders by number, ToMi's types as registered)."""
    return (task.family, *benchmark(task.family).key_rank(task.key))


def take_first(tasks: Sequence[TaskSamples], n: Optional[int]) -> tuple[list[TaskSamples], int]:
    """Tasks keeping the first ``n`` samples of every doc (all when ``n`` is None), and that N.

    An N above what a doc has is an error naming the file, the doc and its count;
    without ``n`` every doc must have the same number of samples.
    """
    if n is not None and n < 1:
        raise InputError(f"--n must be >= 1, got {n}")
    counts = {len(d.resps) for t in tasks for d in t.docs}
    if n is None:
        if len(counts) > 1:
            raise InputError(f"docs have different numbers of samples ({', '.join(map(str, sorted(counts)))}); "
                             f"pass --n N with N <= {min(counts)}")
        n = counts.pop()
    for task in tasks:
        for doc in task.docs:
            if len(doc.resps) < n:
                raise InputError(f"N={n} is more than the samples at hand: {', '.join(task.paths)}, doc "
                                 f"{doc.doc_id} of {task.task} has {len(doc.resps)} sample(s)")
    return [replace(t, docs=[replace(d, resps=d.resps[:n]) for d in t.docs]) for t in tasks], n
