"""Reading lm-eval ``--log_samples`` files of the Best-of-N tasks (``*_bon``).

lm-eval writes ``samples_<task>_<timestamp>.jsonl`` with one record per doc *per
filter*; every record of a doc carries the same ``resps`` (``[[trace_1, ...,
trace_N]]``), so records are deduplicated per (task, doc_id). The task name in
the file name gives the benchmark and the column: ``hitom_del_bon_order_K`` (or
``hitom_del_bon_n<N>_order_K``) -> Hi-ToM order K, ``kosinski_del_bon[_n<N>]_<condition>``
-> that Kosinski condition.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Iterable, Optional, Sequence

from dellabels.io.jsonl import open_in, read_records

_FILE = re.compile(r"^samples_(?P<task>.+)_(?P<stamp>\d{4}-\d{2}-\d{2}T[\d.\-]+)\.jsonl$")
TASK_PATTERNS = {  # _n<N>: the variants for another N than the default (deltom_tasks.bon_configs)
    "hitom": re.compile(r"^hitom_del_bon(?:_n[1-9]\d*)?_order_(?P<key>\d+)$"),
    "kosinski": re.compile(r"^kosinski_del_bon(?:_n[1-9]\d*)?_(?P<key>[a-z_]+)$"),
}


class InputError(ValueError):
    """Bad or insufficient input; the CLIs print it and exit with status 2."""


@dataclass
class DocSamples:
    """The N sampled traces of one doc, with the prompt they answered (for token counts)."""

    doc_id: int
    doc: dict
    resps: list[str]
    prompt: Optional[str] = None


@dataclass
class TaskSamples:
    """All docs of one ``*_bon`` task read from one or more samples files."""

    task: str
    family: str  # "hitom" or "kosinski"
    key: str  # Hi-ToM order ("0".."4") or Kosinski condition name
    paths: list[str] = field(default_factory=list)
    docs: list[DocSamples] = field(default_factory=list)

    @property
    def available(self) -> int:
        """Samples per doc that every doc has (the largest usable N)."""
        return min((len(d.resps) for d in self.docs), default=0)


def task_of_file(path: str | Path) -> tuple[str, str]:
    """(task name, timestamp) from ``samples_<task>_<timestamp>.jsonl``."""
    match = _FILE.match(Path(path).name)
    if not match:
        raise InputError(f"{path}: cannot tell the task: expected a file named samples_<task>_<timestamp>.jsonl "
                         "as written by lm-eval --log_samples")
    return match.group("task"), match.group("stamp")


def classify_task(task: str) -> Optional[tuple[str, str]]:
    """(family, key) of a Best-of-N task name, or None for any other task."""
    for family, pattern in TASK_PATTERNS.items():
        match = pattern.match(task)
        if match:
            return family, match.group("key")
    return None


def find_sample_files(paths: Iterable[str | Path]) -> list[Path]:
    """Samples files named directly, plus those of ``*_bon`` tasks under each directory.

    In a directory holding several runs of one task, the newest timestamp is used.
    """
    found: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_file():
            found.append(path)
            continue
        if not path.is_dir():
            raise InputError(f"{path}: no such file or directory")
        newest: dict[tuple[Path, str], tuple[str, Path]] = {}
        for file in sorted(path.rglob("samples_*.jsonl")):
            match = _FILE.match(file.name)
            task, stamp = (match.group("task"), match.group("stamp")) if match else ("", "")
            if classify_task(task) and stamp >= newest.get((file.parent, task), ("", file))[0]:
                newest[(file.parent, task)] = (stamp, file)
        if not newest:
            raise InputError(f"{path}: no samples_*.jsonl of a *_bon task (hitom_del_bon_order_K, "
                             "kosinski_del_bon_<condition>) found; run deltom-eval with --log_samples")
        found.extend(file for _, file in sorted(newest.values(), key=lambda v: str(v[1])))
    return found


def _responses(record: dict, where: str) -> list[str]:
    resps = record["resps"]
    if len(resps) == 1 and isinstance(resps[0], list):  # one generate_until request with N repeats
        resps = resps[0]
    if not resps or not all(isinstance(r, str) for r in resps):
        raise InputError(f"{where}: field 'resps' must be [[trace, ...]] or [trace, ...] (non-empty, strings)")
    return list(resps)


def _prompt(record: dict) -> Optional[str]:
    args = record.get("arguments")
    first = next(iter(args.values()), None) if isinstance(args, dict) else None
    prompt = first.get("arg_0") if isinstance(first, dict) else None
    return prompt if isinstance(prompt, str) else None


def read_sample_file(path: str | Path, into: Optional[TaskSamples] = None) -> TaskSamples:
    """Docs of one samples file (deduplicated per doc_id), merged into ``into`` if given."""
    task, _ = task_of_file(path)
    kind = classify_task(task)
    if kind is None:
        raise InputError(f"{path}: task {task!r} is not a Best-of-N task (hitom_del_bon_order_K or "
                         "kosinski_del_bon_<condition>)")
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
            if doc_id in seen:
                if seen[doc_id].resps != resps:
                    raise InputError(f"{where}: doc {doc_id} of {task} has other resps than in "
                                     f"{origin.get(doc_id, path)}; files of different runs cannot be merged")
                continue
            seen[doc_id] = DocSamples(doc_id, record["doc"], resps, _prompt(record))
            origin[doc_id] = str(path)
    out.docs = sorted(seen.values(), key=lambda d: d.doc_id)
    return out


def load_tasks(paths: Sequence[str | Path], quiet: bool = False) -> list[TaskSamples]:
    """Every ``*_bon`` task found in ``paths`` (files or lm-eval output directories), one benchmark only."""
    tasks: dict[str, TaskSamples] = {}
    for file in find_sample_files(paths):
        task, _ = task_of_file(file)
        tasks[task] = read_sample_file(file, tasks.get(task))
        if not quiet:
            print(f"read {file} ({len(tasks[task].docs)} docs of {task})", file=sys.stderr)
    families = sorted({t.family for t in tasks.values()})
    if len(families) > 1:
        raise InputError(f"samples of several benchmarks ({', '.join(families)}) given; use one at a time")
    empty = [t.task for t in tasks.values() if not t.docs]
    if empty:
        raise InputError(f"no sample records for {', '.join(empty)} in {', '.join(tasks[empty[0]].paths)}")
    return sorted(tasks.values(), key=sort_key)


def sort_key(task: TaskSamples) -> tuple:
    """Hi-ToM orders numerically, Kosinski conditions by name."""
    return (task.family, int(task.key) if task.key.isdigit() else 0, task.key)


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
