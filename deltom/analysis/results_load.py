"""A model's results for the tables: lm-eval ``results_*.json`` (plain and Best-of-N tasks) or rescore summaries.

One ``ModelResult`` per model and benchmark: a results JSON holding several benchmarks
(``hitom_del`` and ``hitom_del_len2`` in one run) gives one per benchmark (``load_results``).
Plain tasks (one sample per question, ``acc,none``) become the row ``ori`` with N = 1: their
accuracy is what Ori estimates. Provenance (data source, prompt, PBM, deltom version) and cost
come from the ``deltom`` record ``deltom-eval`` writes into the results JSON
(``deltom.analysis.run_record``); files without it (stock ``lm_eval`` runs) fall back to the task configs.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Optional, Sequence

from dellabels.traces.verify import PROCESS_METRICS
from deltom.analysis import coverage
from deltom.analysis.intervals import Interval
from deltom.analysis.names import portable_text, short_model_name
from deltom.analysis.prices import TokenCount
from deltom.analysis.rates import check_rates, number
from deltom_base.errors import InputError
from deltom_tasks.fresh import provenance_caption
from harness_ext.benchmarks.registry import GENERATED_SET
from harness_ext.benchmarks.registry import benchmark as registered  # _from_lm_eval's own `benchmark` is a board name
from harness_ext.benchmarks.registry import family_of_keys, leaf
from harness_ext.bon.rows import canonical_row, macro_average

REPORTED_PBM = "reported +PBM"  # the +PBM column of a published row (the paper's own selection, no row of ours)


@dataclass(frozen=True)
class ModelResult:
    """One model's accuracies (%) per order / condition on one benchmark, from one input file."""

    name: str
    family: str
    per_key: dict[str, dict[str, float]]
    n: Optional[int]
    source: str
    tokens: Optional[TokenCount] = None
    pbm: Optional[str] = None  # the PBM behind the pbm_* rows, as the input file records it
    tasks: dict[str, str] = field(default_factory=dict)  # order/condition -> lm-eval task name
    stderr: dict[str, dict[str, Optional[float]]] = field(default_factory=dict)  # lm-eval acc_stderr (%)
    questions: dict[str, list[Optional[int]]] = field(default_factory=dict)  # key -> [used, in the data set]
    max_gen_toks: Optional[int] = None
    run: dict = field(default_factory=dict)  # lm-eval version, git hash, date of the run
    intervals: dict[str, Optional[Interval]] = field(default_factory=dict)  # 95% interval of each average
    interval_method: Optional[str] = None
    reported: bool = False  # transcribed from the paper, not measured
    reported_average: Optional[dict[str, float]] = None  # the paper's Average column, not recomputed
    partial: list[str] = field(default_factory=list)  # why the input covers part of the benchmark (coverage)
    process: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict)  # metric -> key -> row -> %
    extra: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict)  # the same, Benchmark.extra_metrics
    question_set: str = ""  # a generated set's settings and fingerprint (deltom_tasks.fresh), for the caption
    benchmark: str = ""  # hitom_del, hitom_del_len2, hitom_del_fresh, kosinski_del, ... (one leaderboard each)
    plain: bool = False  # a plain task run (one sample per question): its acc is the row ori, N = 1
    data: Optional[str] = None  # the doc source's identity (Hi-ToM file sha256, fresh fingerprint), if recorded
    prompt: Optional[str] = None  # prompt variant and template sha256, if recorded
    quality: dict = field(default_factory=dict)  # the quality gate's reading (deltom.analysis.quality)
    cost: dict = field(default_factory=dict)  # the run's cost record (tokens, seconds), if recorded
    cells: dict[str, dict[str, Optional[Interval]]] = field(default_factory=dict)  # row -> key/average -> 95%
    questions_values: dict[str, dict[str, list[float]]] = field(default_factory=dict)  # key -> row -> % per question
    stories: dict[str, list[str]] = field(default_factory=dict)  # key -> the story (cluster) of each question
    paired: dict[str, dict] = field(default_factory=dict)  # row -> its difference to the --baseline (paired)
    loader: str = ""  # lm-eval's config.model (hf, vllm, dummy, a registered model)
    generation: str = ""  # the generation settings the run used (``generation_said``), for the caption

    def process_average(self, metric: str) -> dict[str, float]:
        """Macro mean over orders of a verified-reasoning metric (``trace_acc``, ...), as ``average``."""
        return macro_average(self.process.get(metric, {}))

    def metric_rows(self, metric: str) -> dict[str, dict[str, float]]:
        """key -> row -> % of ``metric``: ``acc``, a verified-reasoning or an extra metric ({} when absent)."""
        return self.per_key if metric == "acc" else self.process.get(metric) or self.extra.get(metric) or {}

    def metric_average(self, metric: str) -> dict[str, float]:
        """Macro mean over orders of ``metric`` (``acc``: ``average``, the paper's own for a reported row)."""
        return self.average if metric == "acc" else macro_average(self.metric_rows(metric))

    @property
    def average(self) -> dict[str, float]:
        """Macro mean over orders of every row all orders have (a reported row: the paper's average)."""
        return dict(self.reported_average) if self.reported_average is not None else macro_average(self.per_key)

    def column(self, primary: str) -> str:
        """The row behind the +PBM column: ``primary``, or the paper's own +PBM for a reported row."""
        return REPORTED_PBM if self.reported else primary


def extra_metrics(results: Sequence[ModelResult]) -> dict[str, str]:
    """metric -> what it measures (``Benchmark.extra_metrics``, registry order) of the extra metrics any of
    ``results`` carries: one more table each."""
    out: dict[str, str] = {}
    for r in results:
        notes = {**registered(r.family).extra_metrics, **registered(r.family).count_metrics}
        out.update({m: notes[m] for m in notes if m in r.extra})
    return out


def is_count(metric: str, results: Sequence[ModelResult]) -> bool:
    """Whether ``metric`` is a count per response (``Benchmark.count_metrics``), not a percentage."""
    return any(metric in registered(r.family).count_metrics for r in results)


def model_name(payload: dict) -> Optional[str]:
    """The model an lm-eval results JSON names, short (``deltom.analysis.names.short_model_name``)."""
    return short_model_name(payload)


def pbm_label(record: Optional[dict]) -> Optional[str]:
    """Short name of a recorded PBM (``pbm.spec.check`` record): backend and weights identity."""
    if not isinstance(record, dict) or not record.get("backend"):  # e.g. the miniature's PBM training report
        return None
    if record.get("backend") == "del":
        return "del (exact DEL verifier)"

    identity = portable_text(str(record.get("fingerprint") or record.get("path") or record.get("model")))
    return f"{record.get('backend')} {identity}"


def generation_said(kwargs: object) -> str:
    """A task's recorded ``generation_kwargs`` (the run's ``--gen_kwargs`` applied) in words, stop strings left out:
    ``max_gen_toks 768, temperature 0.6, top_p 0.95, sampled``."""
    if not isinstance(kwargs, dict):
        return ""
    said = [f"{k} {kwargs[k]}" for k in ("max_gen_toks", "temperature", "top_p") if kwargs.get(k) is not None]
    sampled = kwargs.get("do_sample")
    if sampled is not None:
        said.append("sampled" if sampled and kwargs.get("temperature") not in (0, 0.0) else "greedy")
    return ", ".join(said)


def _stderr(value: object) -> Optional[float]:
    """lm-eval's ``acc_stderr`` as a percentage; ``N/A`` (one question) and anything else: None."""
    return 100.0 * value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _count(value: object) -> Optional[int]:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def classify_leaf(task: str) -> Optional[tuple[str, str, str, bool]]:
    """(family, benchmark, key, is Best-of-N) of a deltom leaf task (``harness_ext.benchmarks.registry``), None for any other.

    ``hitom_del_bon_n4_order_2`` -> (hitom, hitom_del, 2, True); ``hitom_del_len2_order_0`` ->
    (hitom, hitom_del_len2, 0, False); ``kosinski_del_no_transfer`` -> (kosinski, kosinski_del, no_transfer, False)."""
    found = leaf(task)
    return None if found is None else (found.benchmark.family, found.board, found.key, found.bon)


def _record(payload: dict, task: str) -> dict:
    """The ``deltom`` record of one task (``deltom.analysis.run_record``), else the provenance its task config
    wrote (``deltom_tasks.provenance``, stock lm_eval too), {} when the file has neither."""
    tasks = (payload.get("deltom") or {}).get("tasks") if isinstance(payload.get("deltom"), dict) else None
    record = tasks.get(task) if isinstance(tasks, dict) else None
    if isinstance(record, dict):
        return record
    metadata = (((payload.get("configs") or {}).get(task) or {}).get("metadata") or {})
    provenance = metadata.get("provenance") if isinstance(metadata, dict) else None
    return provenance if isinstance(provenance, dict) else {}


def data_identity(payload: dict, task: str) -> Optional[str]:
    """Which documents a task read: the recorded source's sha256 / fingerprint, else a fresh set's fingerprint."""
    data = _record(payload, task).get("data")
    if isinstance(data, dict) and (data.get("sha256") or data.get("fingerprint")):
        return f"{data.get('kind', 'data')} sha256 {str(data.get('sha256') or data.get('fingerprint'))[:16]}"
    metadata = (((payload.get("configs") or {}).get(task) or {}).get("metadata") or {})
    fresh = metadata.get("fresh") if isinstance(metadata, dict) else None
    if isinstance(fresh, dict) and isinstance(fresh.get("fingerprint"), str):
        return f"{GENERATED_SET} sha256 {fresh['fingerprint'][:16]}"
    return None


def prompt_identity(payload: dict, task: str) -> Optional[str]:
    """The prompt variant and its template sha256 as recorded, else the variant the task metadata names."""
    prompt = _record(payload, task).get("prompt")
    if isinstance(prompt, dict) and prompt.get("variant"):
        return f"{prompt['variant']} (sha256 {str(prompt.get('sha256'))[:16]})"
    metadata = (((payload.get("configs") or {}).get(task) or {}).get("metadata") or {})
    variant = metadata.get("prompt") if isinstance(metadata, dict) else None
    return f"{variant} (sha256 not recorded)" if isinstance(variant, str) and variant else None


def _one_value(values: set) -> Optional[object]:
    values.discard(None)
    return values.pop() if len(values) == 1 else ("; ".join(sorted(map(str, values))) or None)


def _whole(found: dict, per_key: dict, names) -> dict:
    """metric -> key -> row -> % of the metrics among ``names`` that every key of ``per_key`` has."""
    return {m: v for m, v in found.items() if m in names and set(v) == set(per_key)}


def _from_lm_eval(payload: dict, path: str) -> list[ModelResult]:
    """One ``ModelResult`` per benchmark of the file's deltom leaf tasks, in the file's task order."""
    found: dict[str, dict] = {}
    n_samples = payload.get("n-samples") if isinstance(payload.get("n-samples"), dict) else {}
    for task, metrics in payload["results"].items():
        kind = classify_leaf(task)
        if kind is None or not isinstance(metrics, dict):
            continue
        family, benchmark, key, bon = kind
        part = found.setdefault(f"{benchmark}{'' if bon else ' plain'}", {
            "family": family, "benchmark": benchmark, "plain": not bon, "per_key": {}, "stderr": {}, "tasks": {},
            "questions": {}, "metrics": {}, "repeats": set(), "pbms": set(), "toks": set(), "data": set(),
            "prompt": set(), "generation": set()})
        config = (payload.get("configs") or {}).get(task, {})
        repeats = config.get("repeats") if bon else 1
        part["repeats"].add(repeats)
        rows = {metric[4:]: ("ori" if not bon and metric == "acc,none" else canonical_row(metric[4:], repeats))
                for metric in metrics if metric.startswith("acc,")}  # acc,<filter>; an @N name gets its N
        part["per_key"][key] = {row: 100.0 * number(metrics[f"acc,{r}"], f"{path}: results[{task!r}]['acc,{r}']")
                                for r, row in rows.items() if row}
        part["stderr"][key] = {row: _stderr(metrics.get(f"acc_stderr,{r}")) for r, row in rows.items() if row}
        per_response = registered(family).count_metrics
        for metric in (*PROCESS_METRICS, *registered(family).extra_metrics, *per_response):
            scale = 1.0 if metric in per_response else 100.0  # a count per response stays one; a share becomes a %
            values = {row: scale * number(metrics[f"{metric},{r}"], f"{path}: results[{task!r}]['{metric},{r}']")
                      for r, row in rows.items() if row and f"{metric},{r}" in metrics}
            if values:
                part["metrics"].setdefault(metric, {})[key] = values
        part["tasks"][key] = task
        counts = n_samples.get(task)
        if isinstance(counts, dict):
            part["questions"][key] = [_count(counts.get("effective")), _count(counts.get("original"))]
        part["toks"].add(_count((config.get("generation_kwargs") or {}).get("max_gen_toks")))
        part["generation"].add(generation_said(config.get("generation_kwargs")))
        part["pbms"].add(pbm_label((config.get("metadata") or {}).get("pbm") or _record(payload, task).get("pbm")))
        part["data"].add(data_identity(payload, task))
        part["prompt"].add(prompt_identity(payload, task))
    run = {k: payload.get(k) for k in ("lm_eval_version", "git_hash", "date") if payload.get(k) is not None}
    deltom = payload.get("deltom") if isinstance(payload.get("deltom"), dict) else {}
    if deltom.get("commit"):
        run["deltom"] = deltom["commit"]
    config = payload.get("config") or {}
    method = str(config.get("model") or "")
    searched = {"beam": "PBM beam search", "dvts": "PBM DVTS"}.get(str(config.get("search") or "beam"), "PBM search")
    suffix = f" ({searched})" if method.endswith("pbm-beam") else ""  # its rows beside the same model's sampling
    out = []
    for part in found.values():
        per_key = part["per_key"]
        partial = coverage.reasons(part["family"], list(per_key), {k: v[0] for k, v in part["questions"].items()},
                                   available={k: v[1] for k, v in part["questions"].items()})
        out.append(ModelResult(
            (model_name(payload) or Path(path).stem) + suffix, part["family"], per_key, _one_value(part["repeats"]),
            path,
            pbm=_one_value(part["pbms"]), question_set=provenance_caption(payload), tasks=part["tasks"],
            stderr=part["stderr"], questions=part["questions"], max_gen_toks=_one_value(part["toks"]), run=dict(run),
            partial=partial, process=_whole(part["metrics"], per_key, PROCESS_METRICS),
            extra=_whole(part["metrics"], per_key, {**registered(part["family"]).extra_metrics,
                                                    **registered(part["family"]).count_metrics}),
            benchmark=part["benchmark"], plain=part["plain"], data=_one_value(part["data"]),
            prompt=_one_value(part["prompt"]), cost=dict(deltom.get("cost") or {}), loader=method,
            generation="; ".join(sorted(g for g in part["generation"] if g))))
    return out


def _from_summary(payload: dict, path: str) -> ModelResult:
    per_key: dict[str, dict[str, float]] = {}
    for k, rows in payload["per_order"].items():
        if not isinstance(rows, dict):
            raise InputError(f"{path}: per_order[{k!r}] must be an object {{row: accuracy}}")
        per_key[str(k)] = {canonical_row(r, payload.get("n")) or r: number(v, f"{path}: per_order[{k!r}][{r!r}]")
                           for r, v in rows.items()}
    guessed = family_of_keys(per_key)
    if guessed is None:
        raise InputError(f"{path}: per_order keys {', '.join(map(repr, per_key))} are no benchmark's orders or "
                         "conditions (harness_ext.benchmarks.registry)")
    family = guessed.family
    stem = Path(path).stem
    name = payload.get("model") or (Path(path).resolve().parent.name if stem == "summary" else stem)
    counts = next((payload[k] for k in ("questions", "questions_per_order") if isinstance(payload.get(k), dict)), {})
    board = payload.get("benchmark") or guessed.folder
    return ModelResult(name, family, per_key, payload.get("n"), path, pbm=pbm_label(payload.get("pbm")),
                       questions={str(k): [_count(v), None] for k, v in counts.items()},
                       partial=coverage.summary_reasons(family, payload), process=_summary_process(payload, path),
                       benchmark=str(board))


def _summary_process(payload: dict, path: str) -> dict[str, dict[str, dict[str, float]]]:
    """metric -> key -> row -> % of a rescore summary's ``process`` (absent: none)."""
    process = payload.get("process")
    if process is None:
        return {}
    out = {}
    for metric in PROCESS_METRICS:
        per_order = (process.get(metric) or {}).get("per_order") if isinstance(process, dict) else None
        if not isinstance(per_order, dict):
            raise InputError(f"{path}: process[{metric!r}]['per_order'] must be an object {{order: {{row: %}}}}")
        out[metric] = {str(k): {canonical_row(r, payload.get("n")) or r:
                                number(v, f"{path}: process[{metric!r}][{k!r}][{r!r}]") for r, v in rows.items()}
                       for k, rows in per_order.items()}
    return out


def load_results(path: str | Path) -> list[ModelResult]:
    """Every benchmark's rows of an lm-eval ``results_*.json`` (plain and Best-of-N tasks) or of a
    ``deltom rescore --out`` summary; a file with no deltom task is an ``InputError``."""
    try:
        payload = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        raise InputError(f"{path}: cannot read it as JSON ({err})") from err
    check_rates(payload, path)
    if isinstance(payload, dict) and isinstance(payload.get("results"), dict):
        results = _from_lm_eval(payload, str(path))
    elif isinstance(payload, dict) and isinstance(payload.get("per_order"), dict):
        results = [_from_summary(payload, str(path))]
    else:
        raise InputError(f"{path}: neither an lm-eval results JSON ('results') nor a rescore summary ('per_order')")
    if not results:
        raise InputError(f"{path}: no deltom task results (hitom_del*, kosinski_del* or their *_bon tasks)")
    tokens = payload.get("tokens")
    if isinstance(tokens, dict) and all(isinstance(tokens.get(k), int) for k in ("input", "output")):
        method = str(tokens.get("method", "from the input file"))
        return [replace(r, tokens=TokenCount(tokens["input"], tokens["output"], method)) for r in results]
    return results


def load_result(path: str | Path) -> ModelResult:
    """A model's Best-of-N rows (the paper layout) from an lm-eval ``results_*.json`` or a rescore summary."""
    results = [r for r in load_results(path) if not r.plain]
    if not results:
        raise InputError(f"{path}: no Best-of-N task results (hitom_del_bon_order_K or kosinski_del_bon_<condition>); "
                         "plain runs go in the leaderboard layout (deltom table without --layout paper)")
    if len(results) > 1:
        raise InputError(f"{path}: results of several benchmarks ({', '.join(r.benchmark for r in results)}); "
                         "make one table per benchmark")
    return results[0]


def expand_inputs(paths: list[str]) -> list[str]:
    """Files as given; a folder: every lm-eval ``results_*.json`` under it (sorted), none found an ``InputError``."""
    out = []
    for path in paths:
        folder = Path(path)
        if folder.is_dir():
            found = sorted(str(p) for p in folder.rglob("results_*.json") if not p.name.startswith("."))
            if not found:
                raise InputError(f"{path}: a folder with no lm-eval results_*.json under it")
            out += found
        else:
            out.append(path)
    return out
