"""Per-question scores: the text-free part of a run's samples, which may be committed whatever the data's license.

A run's lm-eval samples quote its questions (the benchmarks' stories are CC BY-NC: never committed), yet
the story-clustered intervals, the paired differences and the leaderboard need, per question and row, only the
numbers lm-eval logged and which story the question belongs to. ``write_scores`` keeps exactly that from each
samples file: ``scores_<task>_<stamp>.jsonl``, one record per (doc_id, filter) with lm-eval's metric values, its
hashes and ``cluster`` (``clusters.cluster_of``: a hash of the story, a Kosinski item number), no text.
``deltom table`` writes them beside a leaderboard (``scores/<model>/``) and reads them wherever it reads samples, so
a table made later, on a machine without the samples, recomputes every interval. Scoring again with a changed
verifier still needs the samples (or the run again).
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Iterable, Sequence

from dellabels.io.jsonl import open_in, read_records
from deltom.analysis.clusters import cluster_of
from deltom.analysis.samples import KNOWN, Selection, classify_task, find_sample_files, task_of_file
from deltom_base.errors import InputError

SCORES_DIR = "scores"
_NAME = re.compile(r"^scores_(?P<task>.+)_(?P<stamp>\d{4}-\d{2}-\d{2}T[\d.\-]+)\.jsonl(?:\.xz|\.gz)?$")
_KEPT = ("doc_id", "filter", "metrics", "doc_hash", "prompt_hash", "target_hash")  # besides the numbers


def is_scores_file(path: str | Path) -> bool:
    return bool(_NAME.match(Path(path).name))


def task_and_stamp(path: str | Path) -> tuple[str, str]:
    """(task, timestamp) of a samples or scores file."""
    match = _NAME.match(Path(path).name)
    return (match.group("task"), match.group("stamp")) if match else task_of_file(path)


def holds_only_scores(path: str | Path) -> bool:
    """A scores file, or a folder with scores files and no samples (a committed table's ``scores/<model>``)."""
    path = Path(path)
    if path.is_file():
        return is_scores_file(path)
    return path.is_dir() and not any(path.rglob("samples_*.jsonl*")) and any(map(is_scores_file, path.rglob("*")))


def score_record(record: dict, family: str) -> dict:
    """One lm-eval sample record without its text: doc_id, filter, metric values, hashes and the story's cluster."""
    out = {key: record[key] for key in _KEPT if key in record}
    out.update({key: value for key, value in record.items()  # the metric values; no text field is kept
                if isinstance(value, (int, float)) and not isinstance(value, bool)})
    cluster = cluster_of(record.get("doc"), family)
    if cluster is not None:
        out["cluster"] = cluster
    return out


def write_scores(samples: str | Path, out_dir: str | Path, select: Selection = Selection()) -> list[Path]:
    """``scores_<task>_<stamp>.jsonl`` in ``out_dir`` for every samples file of ``samples`` (``select``-ed);
    returns the files written. Packed samples (one record per doc, no per-row results) are refused."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for file in find_sample_files([samples], select):
        task, stamp = task_of_file(file)
        family = classify_task(task)[0]
        target = out_dir / f"scores_{task}_{stamp}.jsonl"
        lines = []
        with open_in(str(file)) as handle:
            for number, record in read_records(handle, str(file)):
                if isinstance(record, str):
                    raise InputError(record)
                if not isinstance(record.get("doc_id"), int) or not isinstance(record.get("filter"), str):
                    raise InputError(f"{file} line {number}: expected an lm-eval sample record with doc_id (int) and "
                                     "filter (str); packed samples hold no per-row results")
                lines.append(json.dumps(score_record(record, family), sort_keys=True))
        target.write_text("\n".join(lines) + "\n", encoding="utf-8")
        written.append(target)
    return written


def find_score_files(paths: Iterable[str | Path], select: Selection = Selection()) -> list[Path]:
    """The scores files named, plus those under each folder: per task the newest timestamp, all of one run."""
    found: list[Path] = []
    for given in paths:
        path = Path(given)
        files = [path] if path.is_file() else sorted(f for f in path.rglob("scores_*.jsonl*") if is_scores_file(f))
        newest: dict[str, tuple[str, Path]] = {}
        for file in files:
            task, stamp = task_and_stamp(file)
            if classify_task(task) and select.keeps(task, stamp) and stamp >= newest.get(task, ("", file))[0]:
                newest[task] = (stamp, file)
        if len({stamp for stamp, _ in newest.values()}) > 1:
            raise InputError(f"{path}: scores of several lm-eval runs; name the files to use")
        if not newest:
            raise InputError(f"{path}: no scores_*.jsonl of {KNOWN} found" +
                             (f" matching {select.options()}" if select.options() else ""))
        found.extend(file for _, file in sorted(newest.values()))
    return found


def question_files(paths: Sequence[str | Path], select: Selection = Selection()) -> list[Path]:
    """The per-question files of ``paths``: samples where a path holds them, else its scores files."""
    scores = [p for p in paths if holds_only_scores(p)]
    samples = [p for p in paths if p not in scores]
    return (find_sample_files(samples, select) if samples else []) + (find_score_files(scores, select)
                                                                       if scores else [])


def keep_scores(path: str | Path, out_dir: Path, select: Selection = Selection()) -> list[Path]:
    """The scores of ``path``'s run in ``out_dir``: written from its samples, or copied where it holds scores."""
    if not holds_only_scores(path):
        return write_scores(path, out_dir, select)
    out_dir.mkdir(parents=True, exist_ok=True)
    copies = []
    for file in find_score_files([path], select):
        copies.append(out_dir / file.name)
        copies[-1].write_bytes(file.read_bytes())
    return copies
