"""`deltom import-reference`: Best-of-N sample sets of the DEL-ToM reference code, rescored and tabled here.

The reference code (github.com/joel-wu/DEL-ToM) writes two JSONL files:

* ``bon_generation.py`` -> ``ToM_BoN_candidates_<model>_n<N>.jsonl``, one Hi-ToM question per
  line: ``{"path": ".../<Tell|No_Tell>/CoT/length_<L>/sample_<S>/order_<K>.txt",
  "question", "answer", "answers": [trace, ...]}``. The story is not in the record: it is
  in the Hi-ToM prompt file that ``path`` names.
* ``PBM_evaluation.py`` -> step scores, one line per scored step: ``{"problem_idx"`` (0-based
  line of the candidates file), ``"trace_idx"``, ``"step_idx"`` (0-based ``## Step k ##`` block
  of the trace, the final answer excluded), ``"score"`` (P(+) of the PBM)``}``; only the
  first ``--n_traces`` (64) traces of a question, and none for a trace without step blocks.

The import writes lm-eval ``--log_samples`` files of ``hitom_del_bon[_n<N>]_order_K`` (one
per order, doc ids in candidates-file order) that ``deltom rescore`` / ``curves`` read with
any PBM of this project, and, given the step scores, ``summary.json``: every row with the
reference's own step scores as the PBM (``pbm.backend`` ``reference-scores``), which
``deltom table`` reads. Rows follow this project's rules (``harness_ext.bon.selection``: answers
normalised, a trace without a final answer never wins while another has one), so they can
differ from the reference's ``evaluate_draw.py`` on such traces and on ties.

Stories come from Hi-ToM_data.json (``--hitom-path`` / DELTOM_HITOM_PATH): the CoTP record of
the path's Tell/No_Tell, length and order with ``sample_id`` S-1 (the Hi-ToM folders count
from 1), checked against the question and answer, else the one record with that question and
answer; or, with ``--data-dir``, from the prompt files themselves (stories generated anew).
"""
from __future__ import annotations

import hashlib
import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional

from lm_eval.api.filter import Filter

from dellabels.hitom.data import clean_story
from dellabels.io.jsonl import iter_objects
from dellabels.io.outputs import check_writable_dir, write_text_atomic
from dellabels.traces.answers import normalise_location
from deltom.analysis import coverage
from deltom.analysis.rates import rate
from deltom.analysis.rescore import prescore, rows_summary
from deltom.analysis.samples import DocSamples, TaskSamples
from deltom_base.errors import DataNotFoundError, InputError, JsonlError, clip
from deltom_tasks.bon_configs import group_name
from harness_ext.benchmarks.hitom import doc_to_text, load_docs
from harness_ext.benchmarks.registry import benchmark
from harness_ext.bon import filters as bon_filters
from harness_ext.bon.rows import PBM_ROWS, build_filters

BACKEND = "reference-scores"
REFERENCE_STEPS = re.compile(r"## Step (\d+) ##(.*?)(?=## Step |\Z|Final Answer:)", re.DOTALL)  # its segmentation
_PATH = re.compile(r"(?P<tell>No_Tell|Tell)/CoT/length_(?P<length>\d+)/sample_(?P<sample>\d+)/order_(?P<order>\d+)\.txt$")


@dataclass
class Candidate:
    """One line of a ``ToM_BoN_candidates_*.jsonl`` file, with its doc once resolved."""

    line: int  # 1-based; problem_idx = line - 1
    path: str
    question: str
    answer: str
    traces: list[str]
    doc: dict = field(default_factory=dict)

    @property
    def where(self) -> str:
        return f"line {self.line}"


def reference_steps(trace: str) -> int:
    """How many step blocks the reference's ``PBM_evaluation.py`` scores in ``trace``."""
    return len(REFERENCE_STEPS.findall(trace))


def read_candidates(path: str) -> list[Candidate]:
    """Every record of a candidates file; a malformed one is an ``InputError`` naming its line."""
    out = []
    try:
        for number, record in iter_objects(path, {"path": str, "question": str, "answer": str, "answers": list}):
            if not record["answers"] or not all(isinstance(t, str) for t in record["answers"]):
                raise InputError(f"{path} line {number}: field 'answers' must be a non-empty list of traces")
            out.append(Candidate(number, record["path"], record["question"].strip(), record["answer"].strip(),
                                 list(record["answers"])))
    except JsonlError as err:
        raise InputError(str(err)) from None
    if not out:
        raise InputError(f"{path}: no candidate records")
    return out


def path_fields(candidate: Candidate, source: str) -> dict:
    """deception, story_length, question_order, sample (as in the folder name) from the record's path."""
    match = _PATH.search(candidate.path.replace("\\", "/"))
    if not match:
        raise InputError(f"{source} {candidate.where}: path {candidate.path!r} does not end in "
                         "<Tell|No_Tell>/CoT/length_<L>/sample_<S>/order_<K>.txt")
    return {"deception": match.group("tell") == "Tell", "story_length": int(match.group("length")),
            "question_order": int(match.group("order")), "sample": int(match.group("sample")),
            "relative": match.group(0)}


def _same_answer(a: Optional[str], b: Optional[str], choices: Optional[str] = None) -> bool:
    return normalise_location(a or "", choices) == normalise_location(b or "", choices)


def docs_from_hitom(candidates: list[Candidate], hitom_path: Optional[str], source: str) -> None:
    """Attach to every candidate the doc of its Hi-ToM_data.json record (``harness_ext.benchmarks.hitom.to_doc``)."""
    try:
        records = load_docs(hitom_path, story_length=None)  # every CoTP record, as docs of the hitom_del tasks
    except DataNotFoundError as err:
        raise InputError(f"{source}: the stories are in Hi-ToM_data.json: pass --hitom-path (or set "
                         f"DELTOM_HITOM_PATH), or the prompt files with --data-dir ({clip(err, 160)})") from None
    by_sample = {(bool(r["deception"]), r["story_length"], r["question_order"], r["sample_id"]): r for r in records}
    by_text = defaultdict(list)
    for r in records:
        by_text[(bool(r["deception"]), r["story_length"], r["question_order"], r["question"].strip())].append(r)
    for c in candidates:
        f = path_fields(c, source)
        key = (f["deception"], f["story_length"], f["question_order"])
        record = by_sample.get((*key, f["sample"] - 1))
        if record is None or record["question"].strip() != c.question \
                or not _same_answer(record["answer"], c.answer, record.get("choices")):
            matches = [r for r in by_text.get((*key, c.question), [])
                       if _same_answer(r["answer"], c.answer, r.get("choices"))]
            if len(matches) != 1:
                raise InputError(f"{source} {c.where}: {len(matches)} Hi-ToM record(s) match {f['relative']} "
                                 f"with question {c.question!r} and answer {c.answer!r}; the samples were made on "
                                 "other data: pass the prompt files with --data-dir")
            record = matches[0]
        c.doc = record


def parse_prompt_file(text: str) -> dict:
    """story, question, choices, answer of a Hi-ToM prompt file (``Story:`` lines up to ``Question:``)."""
    fields, story, in_story = {}, [], False
    for raw in text.splitlines():
        line = raw.strip()
        for key in ("Question", "Choices", "Answer", "Note"):
            if line.startswith(f"{key}:"):
                fields[key.lower()] = line[len(key) + 1:].strip()
                in_story = False
                break
        else:
            if line == "Story:":
                in_story = True
            elif in_story and line:
                story.append(line)
    return {"story": clean_story("\n".join(story)), "question": fields.get("question", ""),
            "choices": fields.get("choices"), "answer": fields.get("answer")}


def docs_from_prompt_files(candidates: list[Candidate], data_dir: str, source: str) -> None:
    """Attach to every candidate the doc read from ``data_dir/<Tell|No_Tell>/CoT/length_L/sample_S/order_K.txt``."""
    for c in candidates:
        f = path_fields(c, source)
        file = Path(data_dir) / f["relative"]
        try:
            parsed = parse_prompt_file(file.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as err:
            raise InputError(f"{source} {c.where}: cannot read {file}: {err}") from None
        if not parsed["story"] or parsed["question"] != c.question:
            raise InputError(f"{source} {c.where}: {file} has question {parsed['question']!r}, the record "
                             f"{c.question!r} (or no story): not the file the samples were made on")
        if parsed["answer"] and not _same_answer(parsed["answer"], c.answer, parsed["choices"]):
            raise InputError(f"{source} {c.where}: {file} answers {parsed['answer']!r}, the record {c.answer!r}")
        c.doc = {"story": parsed["story"], "question": c.question, "choices": parsed["choices"], "answer": c.answer,
                 "question_order": f["question_order"], "story_length": f["story_length"],
                 "deception": f["deception"], "sample_id": f["sample"] - 1, "prompting_type": "CoTP"}


def read_step_scores(path: str, candidates: list[Candidate]) -> dict[tuple[int, int], list[float]]:
    """(candidate index, trace index) -> step scores of a ``PBM_evaluation.py`` output, checked."""
    by_line = {c.line - 1: i for i, c in enumerate(candidates)}
    steps: dict[tuple[int, int], dict[int, float]] = defaultdict(dict)
    try:
        for number, r in iter_objects(path, {"problem_idx": int, "trace_idx": int, "step_idx": int,
                                             "score": (int, float)}):
            where = f"{path} line {number}"
            if r["problem_idx"] not in by_line:
                raise InputError(f"{where}: problem_idx {r['problem_idx']} is no line of the candidates file")
            index = by_line[r["problem_idx"]]
            if not 0 <= r["trace_idx"] < len(candidates[index].traces):
                raise InputError(f"{where}: trace_idx {r['trace_idx']}, but that question has "
                                 f"{len(candidates[index].traces)} traces")
            scored = steps[(index, r["trace_idx"])]
            score = rate(r["score"], f"{where}: problem_idx {r['problem_idx']}, score")  # P(+) of the PBM
            if scored.get(r["step_idx"], score) != score:
                raise InputError(f"{where}: a second, different score for step {r['step_idx']}")
            scored[r["step_idx"]] = score
    except JsonlError as err:
        raise InputError(str(err)) from None
    out = {}
    for (index, trace), scored in steps.items():
        expected = reference_steps(candidates[index].traces[trace])
        if sorted(scored) != list(range(expected)):
            raise InputError(f"{path}: question on candidates line {candidates[index].line}, trace {trace} has "
                             f"{expected} step block(s) but scores for steps {sorted(scored)}: not the scores of "
                             "these candidates")
        out[(index, trace)] = [scored[s] for s in range(expected)]
    return out


class RecordedRerankFilter(Filter):
    """PBM Best-of-N with step scores computed elsewhere, looked up per (story, question, trace)."""

    def __init__(self, mode: str, rule: str, scores: dict[tuple[str, str, str], list[float]]) -> None:
        super().__init__()
        bon_filters.check_rule(mode, rule, "RecordedRerankFilter")
        self.mode, self.rule, self.scores = mode, rule, scores

    def apply(self, resps, docs):
        return [bon_filters.rerank(list(samples), doc, [self.scores[(doc["story"], doc["question"], t)]
                                                        for t in samples], self.mode, self.rule)
                for samples, doc in zip(resps, docs)]


def to_tasks(candidates: list[Candidate], n: Optional[int], source: str
             ) -> tuple[list[TaskSamples], dict[tuple[str, int], Candidate]]:
    """One ``TaskSamples`` per order with the first ``n`` traces of every question (all by default), and
    the candidate behind each (order, doc_id); doc ids count the questions of an order in file order."""
    counts = sorted({len(c.traces) for c in candidates})
    if n is None and len(counts) > 1:
        raise InputError(f"{source}: questions have different numbers of traces "
                         f"({', '.join(map(str, counts))}); pass --n N with N <= {counts[0]}")
    n = counts[0] if n is None else n
    if n < 1 or n > counts[0]:
        raise InputError(f"--n {n}: every question of {source} has between {counts[0]} and {counts[-1]} traces")
    tasks: dict[int, TaskSamples] = {}
    origin: dict[tuple[str, int], Candidate] = {}
    for c in candidates:
        order = c.doc["question_order"]
        name = benchmark("hitom").leaf_name(group_name("hitom", n), order)
        task = tasks.setdefault(order, TaskSamples(name, "hitom", str(order), [source]))
        origin[(task.key, len(task.docs))] = c
        task.docs.append(DocSamples(len(task.docs), c.doc, c.traces[:n]))
    return [tasks[k] for k in sorted(tasks)], origin


def samples_records(task: TaskSamples, origin: dict[tuple[str, int], Candidate], source: str) -> list[dict]:
    """lm-eval ``--log_samples`` records of one task (the prompt is this project's, for token counts)."""
    records = []
    for d in task.docs:
        c = origin[(task.key, d.doc_id)]
        records.append({"doc_id": d.doc_id, "doc": d.doc, "target": d.doc["answer"],
                        "arguments": {"gen_args_0": {"arg_0": doc_to_text(d.doc), "arg_1": {}}},
                        "resps": [d.resps], "filtered_resps": [], "filter": "none", "metrics": [],
                        "imported_from": {"file": source, "line": c.line, "path": c.path}})
    return records


def reference_summary(tasks: list[TaskSamples], candidates: list[Candidate], scores_path: str,
                      step_scores: dict[tuple[int, int], list[float]]) -> dict:
    """Every row, the PBM rows reranking with the reference's step scores (``pbm.backend`` reference-scores)."""
    n = len(tasks[0].docs[0].resps)
    table: dict[tuple[str, str, str], list[float]] = {}
    for index, c in enumerate(candidates):
        for trace, text in enumerate(c.traces[:n]):
            if (index, trace) not in step_scores and reference_steps(text):
                raise InputError(f"{scores_path}: no scores for trace {trace} of the question on candidates line "
                                 f"{c.line}; the reference scores only its first --n_traces traces: pass --n")
            table[(c.doc["story"], c.doc["question"], text)] = step_scores.get((index, trace), [])
    row_filters = build_filters("hitom", "del", None, n)  # oracle rows: the exact DEL verifier
    for name in PBM_ROWS:
        _, mode, rule = name.split("_")
        row_filters[name] = RecordedRerankFilter(mode, rule, table)
    prescore(tasks, row_filters, progress=False)
    summary = rows_summary(tasks, row_filters, "hitom", n)
    digest = hashlib.sha256(Path(scores_path).read_bytes()).hexdigest()[:16]
    return {**summary, **coverage.record(tasks), "pbm": {"backend": BACKEND, "model": scores_path, "path": str(Path(scores_path).resolve()),
                               "fingerprint": f"sha256:{digest}"}}


def import_reference(candidates_path: str, out_dir: str, hitom_path: Optional[str] = None,
                     data_dir: Optional[str] = None, scores_path: Optional[str] = None,
                     n: Optional[int] = None) -> dict:
    """Write the samples files (and ``summary.json`` with scores) into ``out_dir``; a report of what was written."""
    candidates = read_candidates(candidates_path)
    if data_dir:
        docs_from_prompt_files(candidates, data_dir, candidates_path)
    else:
        docs_from_hitom(candidates, hitom_path, candidates_path)
    step_scores = read_step_scores(scores_path, candidates) if scores_path else None
    tasks, origin = to_tasks(candidates, n, candidates_path)
    check_writable_dir(out_dir)
    mtime = datetime.fromtimestamp(Path(candidates_path).stat().st_mtime, tz=timezone.utc)
    stamp = mtime.strftime("%Y-%m-%dT%H-%M-%S.%f")  # lm-eval's; the same file re-imported overwrites its files
    written = []
    for task in tasks:
        path = Path(out_dir) / f"samples_{task.task}_{stamp}.jsonl"
        lines = samples_records(task, origin, candidates_path)
        write_text_atomic(path, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in lines))
        written.append(str(path))
    report = {"questions": len(candidates), "n": len(tasks[0].docs[0].resps), "samples_files": written}
    if step_scores is not None:
        summary = reference_summary(tasks, candidates, scores_path, step_scores)
        write_text_atomic(Path(out_dir) / "summary.json", json.dumps(summary, indent=1) + "\n")
        report["summary"] = summary
    return report
