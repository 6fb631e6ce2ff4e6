"""What the HTML run report shows, gathered from a run folder as plain JSON-ready data.

A run is an lm-eval output folder (``results_*.json`` + ``samples_<task>_<stamp>.jsonl``) or a
``deltom miniature`` output (``lm_eval/<model>/results_*.json``, ``samples/*.jsonl.xz``,
``summary.json``, ``curves/curves.json``). Per question it holds the story lines, the N samples
with their final answers, the DEL verdict of every story line (Hi-ToM: stated, gold, right /
wrong / missing, the first error; ``dellabels.traces.verify``), the PBM score of the step aligned to
each line, and the sample each row kept. Which sample a row kept and the PBM step scores come
from the logged reranking rows (``filtered_resps``); packed samples (``deltom pack-samples``) keep
only the traces, so there the rows are rebuilt with the run's filters (``harness_ext.bon.rows``)
and the PBM given or recorded, or the PBM rows are left out with a note. A plain run (``hitom_del``, one
response per question) is the same data with N = 1 and the one row ``ori``.
"""
from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Optional

from dellabels.hitom.grammar import StoryParseError
from dellabels.io.jsonl import open_in, read_records
from dellabels.traces.labeler import grade_steps
from dellabels.traces.parse import scan_trace
from dellabels.traces.verify import answer_right, final_answer, verify
from dellabels.traces.worlds import read_world
from deltom.analysis.rates import check_rates
from deltom.analysis.rescore import make_judge
from deltom.analysis.samples import (KNOWN, Selection, TaskSamples, classify_task, find_sample_files, is_plain,
                                     load_tasks, sample_files_in, task_of_file)
from deltom_base.errors import InputError, PBMConfigError
from harness_ext.benchmarks.freeform import judgement
from harness_ext.benchmarks.registry import benchmark
from harness_ext.bon.rows import PBM_ROWS, build_filters, row_sort_key

log = logging.getLogger(__name__)

CODES = {"right": "R", "wrong": "W", "missing": "M"}  # per-line verdicts, one letter each in the page data
UNVERIFIABLE = "U"  # every line of a doc whose story or question the DEL engine cannot read


def own_files(run: Path, pattern: str) -> list[Path]:
    """Files matching ``pattern`` under ``run``, leaving out those of nested output folders (a ``deltom
    miniature`` output holds its ``full`` runs' folders, each with its own ``summary.json``)."""
    if not run.is_dir():
        return []

    def nested(file: Path) -> bool:
        return any((folder / "summary.json").is_file() for folder in file.parents
                   if folder != run and run in folder.parents)

    return sorted(file for file in run.rglob(pattern) if not nested(file))


def _results_file(run: Path, stamp: str) -> Optional[Path]:
    """The results JSON of the samples' lm-eval run (same timestamp), else the newest one under ``run``."""
    found = own_files(run, "results_*.json")
    same = [f for f in found if f.stem == f"results_{stamp}"]
    return (same or found or [None])[-1]


def _check_known(run: Path) -> None:
    """A folder whose samples are all of tasks the report does not read: say which, in one line."""
    if not run.is_dir():
        return
    files = [f for folder in {p.parent for p in own_files(run, "samples_*.jsonl*")} for f in sample_files_in(folder)]
    tasks = sorted({task_of_file(f)[0] for f in files})
    if tasks and not any(classify_task(t) for t in tasks):
        raise InputError(f"{run}: samples of {', '.join(tasks[:4])}{' ...' if len(tasks) > 4 else ''}, which the "
                         f"report does not know: it reads {KNOWN}")


def _sample_paths(run: Path) -> list[Path]:
    """What to read samples from: ``run``, or, when it holds nested output folders, its own samples folders
    and the deltom samples files directly in it."""
    own = own_files(run, "samples_*.jsonl*")
    if not run.is_dir() or len(own) == len(list(run.rglob("samples_*.jsonl*"))):
        return [run]
    direct = [f for f in sample_files_in(run) if classify_task(task_of_file(f)[0])]
    return sorted({f.parent for f in own} - {run}) + direct


def _logged_rows(task: TaskSamples) -> dict[int, dict[str, dict]]:
    """doc_id -> row -> the logged choice (JSON of a reranking row: response, index, step_scores ...)."""
    out: dict[int, dict[str, dict]] = {}
    for path in task.paths:
        with open_in(path) as handle:
            for number, record in read_records(handle, path):
                if not isinstance(record, dict) or not isinstance(record.get("filter"), str):
                    continue
                kept = (record.get("filtered_resps") or [None])[0]
                if isinstance(kept, str) and kept.startswith("{"):
                    try:
                        kept = json.loads(kept)
                    except ValueError:
                        raise InputError(f"{path} line {number}: filtered_resps of row {record['filter']} is not "
                                         "the JSON text of a kept trace") from None
                if isinstance(kept, dict) and "index" in kept:
                    out.setdefault(record["doc_id"], {})[record["filter"]] = kept
    return out


def _rebuilt_rows(task: TaskSamples, n: int, backend: str, model: Optional[str],
                  with_pbm: bool, notes: Optional[list[str]] = None) -> dict[int, dict[str, dict]]:
    """doc_id -> row -> choice, the rows' filters applied to the traces (what lm-eval logged); a row whose scorer
    cannot read a doc (a story outside the grammar) is left out, with a note."""
    filters = build_filters(task.family, backend, model, n)
    out: dict[int, dict[str, dict]] = {d.doc_id: {} for d in task.docs}
    resps, docs = [d.resps for d in task.docs], [d.doc for d in task.docs]
    for name, flt in filters.items():
        if name in PBM_ROWS and not with_pbm:
            continue
        try:
            kept_all = flt.apply(resps, docs)
        except ValueError as err:
            if notes is not None:
                notes.append(f"{task.task}: row {name} left out: {' '.join(str(err).split())[:200]}")
            continue
        for doc, kept in zip(task.docs, kept_all):
            if isinstance(kept, dict) and "index" in kept:
                out[doc.doc_id][name] = dict(kept)
    return out


def _steps_to_lines(doc: dict, text: str) -> list[Optional[int]]:
    """The story line (1-based, None when unaligned) of each step of ``text``: the DEL labeler's alignment."""
    readings = scan_trace(text, doc.get("choices")).readings
    lines, _ = grade_steps(*read_world(doc["story"], doc["question"]), readings)
    return lines


def hitom_sample(doc: dict, text: str, scores: Optional[list]) -> dict:
    """One sample of a verifiable doc as the report shows it: answer, verdicts per line and why each wrong one is."""
    check = verify(doc["story"], doc["question"], text, doc["answer"], doc.get("choices")).to_json()
    sample = {"a": check["final_answer"], "ok": int(check["answer_right"]), "v": int(check["verified"]),
              "fe": check["first_error"], "st": [line["stated"] for line in check["lines"]],
              "r": "".join(CODES[line["result"]] for line in check["lines"]),
              "y": "".join(_why_wrong(line) for line in check["lines"])}
    if scores is not None:
        by_line: list = [None] * len(check["lines"])
        for line, score in zip(_steps_to_lines(doc, text), scores):
            if line and by_line[line - 1] is None:
                by_line[line - 1] = score
        sample["sc"] = by_line
    return sample


WHY_WRONG = {"N": "its step does not restate this line", "C": "its belief names another chain than the question's",
             "S": "its step states no belief", "B": "its belief is not the DEL gold"}


def _why_wrong(line: dict) -> str:
    """One letter of ``WHY_WRONG`` for a wrong line ('-' otherwise): a restated step stating the gold location
    is wrong only because its belief clause named another agent chain (``Verification.other_chain``)."""
    if line["result"] != "wrong":
        return "-"
    if not line["restated"]:
        return "N"
    if line["stated"] is None:
        return "S"
    return "C" if line["stated"] == line["gold"] else "B"


def _unverifiable_sample(doc: dict, text: str, lines: int) -> dict:
    """A sample of a doc the DEL engine cannot read: its answer judged by the ``acc`` rule, no line verdict."""
    choices = doc.get("choices")
    return {"a": final_answer(text, choices), "ok": int(answer_right(text, doc["answer"], choices)), "v": 0,
            "fe": None, "st": [None] * lines, "r": UNVERIFIABLE * lines}


VERDICTS = {"true": "T", "false": "F", "unchecked": "U"}


def free_form_sample(doc: dict, text: str) -> dict:
    """A free-form response (a ``*_cot`` task's): its answer and label by the claim reader, and every claim as
    ``[start, end, verdict letter, what it claims, the engine's value]`` for the page to mark in the text."""
    judged = judgement(doc, text)
    claims = [[c["start"], c["end"], VERDICTS[c["verdict"]], _claim_title(c), c["gold"]] for c in judged["claims"]]
    return {"a": judged["answer"], "ok": int(judged["answer_right"]), "label": judged["label"], "claims": claims}


def _claim_title(claim: dict) -> str:
    chain = " -> ".join(claim["chain"] or []) if claim.get("chain") else ""
    what = claim["predicate"] if claim["predicate"] not in ("belief", "location") else claim["kind"]
    when = f" at line {claim['time']}" if isinstance(claim["time"], int) else f" ({claim['time']})" if claim["time"] \
        else ""
    return f"{claim['kind']}: {what}" + (f" of {chain}" if chain else "") + when


def _question(task: TaskSamples, doc, rows: dict[str, dict], judge, with_text: bool) -> dict:
    d = doc.doc
    pbm_row = next((r for r in PBM_ROWS if r in rows and rows[r].get("step_scores")), None)
    steps = rows[pbm_row]["step_scores"] if pbm_row else None
    story = [line for line in d["story"].splitlines() if line.strip()]
    q = {"key": task.key, "doc": doc.doc_id, "story": story, "question": d["question"], "answer": d["answer"],
         "picked": {row: kept["index"] for row, kept in rows.items() if kept.get("index") is not None}}
    if benchmark(task.family).verifiable:
        try:
            samples = [hitom_sample(d, text, steps[j] if steps else None) for j, text in enumerate(doc.resps)]
            q["gold"] = [line["gold"] for line in verify(d["story"], d["question"], "", d["answer"]).to_json()["lines"]]
        except StoryParseError as err:  # drawn with its answers only; gather() says how many
            samples = [_unverifiable_sample(d, text, len(story)) for text in doc.resps]
            q["gold"], q["unverifiable"] = [None] * len(story), " ".join(str(err).split())[:300]
    elif benchmark(task.family).free_form:
        samples = [free_form_sample(d, text) for text in doc.resps]
    else:
        samples = []
        for j, text in enumerate(doc.resps):
            judged = judge(d, [text])
            ok = judged["acc"] if isinstance(judged, dict) else float(judged)
            sample = {"a": final_answer(text), "ok": int(ok)}
            if steps:
                sample["steps"] = steps[j]
            samples.append(sample)
    if with_text:
        q["texts"] = list(doc.resps)
    q["samples"] = samples
    return q


def _first_results(run: Path, tasks: list[TaskSamples]) -> tuple[Optional[Path], dict]:
    stamp = task_of_file(tasks[0].paths[0])[1]
    path = _results_file(run, stamp)
    if path is None:
        return None, {}
    try:
        payload = json.loads(Path(path).read_text(encoding="utf-8"))
    except ValueError as err:
        raise InputError(f"{path}: not a JSON results file ({err})") from None
    check_rates(payload, path)
    return path, payload


def _summary(path: Path) -> dict:
    """A rescore summary beside the run, its rates checked."""
    try:
        summary = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as err:
        raise InputError(f"{path}: not a JSON summary ({err})") from None
    check_rates(summary, path)
    return summary


def recorded_pbm(results: dict) -> Optional[dict]:
    """The PBM a run's results JSON records (``configs.<task>.metadata.pbm``, ``pbm.spec.check``'s record)."""
    for config in (results.get("configs") or {}).values():
        pbm = ((config or {}).get("metadata") or {}).get("pbm") if isinstance(config, dict) else None
        if isinstance(pbm, dict) and pbm.get("backend"):
            return pbm
    return None


def _rows_without_log(task: TaskSamples, n: int, backend: Optional[str], model: Optional[str],
                      pbm: Optional[dict], notes: list[str]) -> dict[int, dict[str, dict]]:
    """The rows rebuilt from the traces: with ``backend``/``model`` when given, else the recorded PBM when it
    loads; without a usable PBM, the PBM rows are left out (a note says why)."""
    if backend:
        try:
            return _rebuilt_rows(task, n, backend, model, with_pbm=True, notes=notes)
        except PBMConfigError as err:
            raise InputError(f"--pbm-backend {backend} --pbm {model}: {err}") from None
    why = "no PBM is recorded in the results JSON"
    if pbm:
        try:
            return _rebuilt_rows(task, n, pbm["backend"], pbm.get("path") or pbm.get("model"), with_pbm=True,
                                 notes=notes)
        except PBMConfigError as err:
            why = f"the recorded PBM cannot be loaded ({str(err)[:160]})"
    note = f"PBM rows left out: the samples hold no logged PBM scores (packed) and {why}; pass --pbm-backend/--pbm"
    if note not in notes:
        notes.append(note)
    return _rebuilt_rows(task, n, "del", None, with_pbm=False, notes=notes)


def gather(run: str | Path, backend: Optional[str] = None, model: Optional[str] = None,
           select: Selection = Selection(), with_text: bool = True, info_dir: Optional[str | Path] = None) -> dict:
    """The report data of ``run``: tasks, N, rows, the results JSON and summary.json found, questions;
    ``summary.json`` and ``curves/curves.json`` are read from ``info_dir`` (default ``run``)."""
    run = Path(run)
    info = Path(info_dir) if info_dir else run
    _check_known(run)
    skipped: list[str] = []  # older runs in the same folder: said on the page and on stderr, never dropped silently
    tasks = load_tasks(find_sample_files(_sample_paths(run), select, skipped), quiet=True)
    for note in skipped:
        log.warning(f"deltom report: {note}")
    results_path, results = _first_results(run, tasks)
    family, n = tasks[0].family, min(t.available for t in tasks)
    plain = is_plain(tasks[0].task)
    if plain and backend:
        raise InputError(f"{run}: a plain run (one response per question) has no rows for a PBM to rerank; "
                         "--pbm-backend applies to Best-of-N runs")
    pbm = recorded_pbm(results)
    notes = list(skipped)
    logged = {t.task: _logged_rows(t) for t in tasks} if backend is None and not plain else {}
    if backend:
        pbm = {"backend": backend, "model": model, "path": model, "fingerprint": "rescored by deltom report"}
    judge = make_judge(family)
    questions = []
    for task in tasks:
        rows_of = logged.get(task.task) or {}
        if plain:  # the one response is the run's answer: the row ori
            rows_of = {doc.doc_id: {"ori": {"index": 0}} for doc in task.docs}
        elif not rows_of:  # packed samples or a new PBM asked for: rebuild the rows
            rows_of = _rows_without_log(task, n, backend, model, pbm, notes)
        questions += [_question(task, doc, rows_of.get(doc.doc_id, {}), judge, with_text) for doc in task.docs]
    unreadable = [q for q in questions if q.get("unverifiable")]
    if unreadable:
        first = unreadable[0]
        notes.append(f"{len(unreadable)} of {len(questions)} questions are unverifiable (story or question outside "
                     f"the grammar; the first: {first['key']} doc {first['doc']}: {first['unverifiable']}): drawn with "
                     "their answers only")
    rows = ["ori"] if plain else sorted({r for q in questions for r in q["picked"]} | {"ori", f"pass@{n}"},
                                        key=row_sort_key)
    summary_file = info / "summary.json"
    summary = _summary(summary_file) if summary_file.is_file() else {}
    curves_file = info / "curves" / "curves.json"
    curves = json.loads(curves_file.read_text(encoding="utf-8")) if curves_file.is_file() else None
    return {"run": str(run), "family": family, "plain": plain, "verifiable": benchmark(family).verifiable,
            "free_form": benchmark(family).free_form,
            "n": n, "tasks": [t.task for t in tasks],
            "keys": [t.key for t in tasks], "files": [p for t in tasks for p in t.paths],
            "results_path": str(results_path) if results_path else None, "results": results,
            "summary": summary, "curves": curves, "pbm": pbm, "rows": rows, "notes": notes, "questions": questions}
