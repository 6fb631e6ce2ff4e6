"""Where ToM-ProcessBench items come from: any run's samples (labelled by the DEL engine) and the hand-labelled
audit sets (labelled by reading).

Samples: every response of every doc of a verifiable deltom task, plain or Best-of-N (each of N samples is an
item). Audit sets (``bench/data/verifier_audit.jsonl.xz``, ``verifier_blind_*.jsonl.xz``): the gold a person
wrote by reading the trace gives the label. Their traces keep one step per story line up to the planted error,
so a first error at story line L is step L - 1; an ``out_of_order`` trace's gold names no line (every line has
its right step, in the wrong place) and its writer's note says which steps were swapped ("lines 9 and 10
swapped"): the first of them is the first wrong step; a wrong final answer is the final-answer step.
"""
from __future__ import annotations

import json
import logging
import re
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Optional, Sequence

from dellabels.io.jsonl import open_in, read_records
from dellabels.traces.first_error import first_wrong_step, read_steps
from dellabels.traces.prompt import problem_of
from dellabels.traces.verify import answer_right
from deltom.analysis.names import short_model_name
from deltom.analysis.samples import Selection, load_tasks, task_of_file
from deltom.processbench.items import Item, chain_order, story_sha
from deltom_base.errors import InputError
from harness_ext.benchmarks.registry import benchmark, leaf

log = logging.getLogger(__name__)

_SWAPPED = re.compile(r"lines? (\d+) and (\d+)")
AUDIT_FIELDS = ("id", "story", "question", "choices", "answer", "response", "gold", "kind", "order")


@lru_cache(maxsize=None)
def _model_in(folder: Path) -> str:
    """The model the newest results JSON in ``folder`` names, else the folder's name (said once)."""
    for results in sorted(folder.glob("results_*.json"), reverse=True):
        try:
            name = short_model_name(json.loads(results.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            name = None
        if name:
            return name
    log.info(f"deltom processbench: no results JSON in {folder} names the model: calling it {folder.name!r} "
             "(its folder; --model names it)")
    return folder.name


def model_of(files: Sequence[str], given: Optional[str]) -> str:
    """``given``, else the model the results JSON beside the samples names, else their folder's name."""
    return given or _model_in(Path(files[0]).parent)


def from_samples(paths: Sequence[str], model: Optional[str] = None, select: Selection = Selection()) -> list[Item]:
    """The items of every response in ``paths`` (lm-eval samples files or output folders of one run)."""
    items: list[Item] = []
    for task in load_tasks(paths, quiet=True, select=select):
        found = leaf(task.task)
        bench = benchmark(task.family)
        if not bench.verifiable:
            raise InputError(f"{task.paths[0]}: {task.task} is not a task the DEL engine can label "
                             f"({bench.data_kind}); ToM-ProcessBench takes verifiable tasks only")
        writer = model_of(task.paths, model)
        for doc in task.docs:
            d = doc.doc
            variant = d.get("prompt_variant") or bench.prompt
            problem = problem_of(d["story"], d["question"], variant)
            order = chain_order(d["story"], d["question"])
            for j, response in enumerate(doc.resps):
                label, steps, final_right = first_wrong_step(d["story"], d["question"], response, d["answer"],
                                                             d.get("choices"))
                items.append(Item(f"{task.task}/{writer}/{doc.doc_id}/{j}", problem, steps, label, final_right,
                                  order, found.group, task.key, writer, "del", story_sha(d["story"])))
    return items


def audit_records(path: str) -> Iterable[tuple[str, dict]]:
    """(where, record) of an audit set (.jsonl or .jsonl.xz), each checked for the fields an item needs."""
    with open_in(path) as handle:
        for number, record in read_records(handle, path):
            where = f"{path} line {number}"
            if isinstance(record, str):
                raise InputError(record)
            lacking = [f for f in AUDIT_FIELDS if f not in record]
            if lacking or not isinstance(record.get("gold"), dict):
                raise InputError(f"{where}: an audit record needs {', '.join(AUDIT_FIELDS)} (gold an object); "
                                 f"lacking {', '.join(lacking) or 'gold as an object'}")
            yield where, record


def reading_label(record: dict, where: str, steps: int) -> int:
    """The first wrong step of an audit trace by its reading gold (module docstring); ``steps``: belief steps."""
    gold = record["gold"]
    if gold.get("verified"):
        return -1
    line = gold.get("first_error")
    if line is None and record["kind"] == "out_of_order":
        swapped = _SWAPPED.search(str(record.get("note", "")))
        if not swapped:
            raise InputError(f"{where}: field note: an out_of_order trace must say which lines' steps were "
                             f"swapped ('lines 9 and 10 swapped'), found {str(record.get('note'))[:80]!r}")
        line = min(int(swapped.group(1)), int(swapped.group(2)))
    if line is None:  # every line right: the final answer is what is wrong
        return steps
    if not isinstance(line, int) or line < 1:
        raise InputError(f"{where}: field gold.first_error: expected a story line (1, 2, ...) or null, found {line!r}")
    return min(line - 1, steps)


def from_audit(path: str, model: Optional[str] = None) -> list[Item]:
    """The items of a hand-labelled audit set; ``benchmark`` is the set's file name, ``model`` its writer (default:
    the set's name) and the style it wrote in."""
    name = Path(path).name.split(".")[0]
    items = []
    for where, r in audit_records(path):
        _, _, steps = read_steps(r["response"], r["choices"])
        label = reading_label(r, where, len(steps) - 1)
        items.append(Item(f"{name}/{r['id']}", problem_of(r["story"], r["question"]), steps, label,
                          answer_right(r["response"], r["answer"], r["choices"]),
                          chain_order(r["story"], r["question"]), name, str(r["order"]),
                          f"{model or name}:{r.get('style', 'unknown')}", "reading", story_sha(r["story"]), r["kind"]))
    return items


def source_kind(path: str) -> str:
    """'samples' for lm-eval samples files or output folders, 'audit' for an audit set (by its records)."""
    p = Path(path)
    if p.is_dir():
        return "samples"
    try:
        task_of_file(p)
        return "samples"
    except InputError:
        pass
    try:
        with open_in(str(p)) as handle:
            first = next((record for _, record in read_records(handle, str(p))), None)
    except (OSError, ValueError) as err:
        raise InputError(f"{path}: neither lm-eval samples nor a readable audit set ({err})") from None
    if isinstance(first, dict) and "gold" in first:
        return "audit"
    raise InputError(f"{path}: neither lm-eval samples (samples_<task>_<time>.jsonl) nor an audit set "
                     "(records with a gold field)")
