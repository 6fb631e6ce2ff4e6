"""The HTML run report (``deltom report RUN``): header, summary with 95% intervals, accuracy-vs-N
curves and, per question, the N traces against the DEL gold, one self-contained page.

The page shell is ``deltom.pages.page``; the data comes from ``run_data.gather``; the
per-question grids are drawn on demand by the page's script (``run_report_js``), so a run of
N = 64 stays quick to open: the file holds the data once, not N x lines table cells.
A page that would be larger than ``TEXT_LIMIT_BYTES`` (20 MB) with the trace texts is written without
them (the grids stay, as with ``--no-text``), which the page and stderr say; ``full_text`` keeps them.
"""
from __future__ import annotations

import logging
import math
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional

from deltom.analysis import intervals
from deltom.analysis.clusters import method
from deltom.analysis.names import portable, short_model_name
from deltom.analysis.results_load import pbm_label
from deltom.analysis.run_data import WHY_WRONG, gather
from deltom.analysis.samples import Selection, group_of, keys_phrase
from deltom.pages.page import Markup, Series, esc, json_data, line_chart, render_page, table, tag
from deltom.pages.paper_table import key_label
from deltom.pages.run_report_js import SCRIPT, STYLE
from deltom_base.errors import InputError
from deltom_tasks.fresh import provenance_caption
from harness_ext.benchmarks.registry import benchmark
from harness_ext.bon.rows import MODES, family_metrics, row_kind

log = logging.getLogger(__name__)

TEXT_LIMIT_BYTES = 20_000_000  # a page with trace texts above this is written without them (--full-text keeps them)
METRIC_NAMES = {"acc": "accuracy", "trace_acc": "verified trace (trace_acc)", "step_acc": "right steps (step_acc)",
                "lucky": "right answer, unverified trace (lucky)"}  # an extra metric: its registry note


def _pct(value: object) -> Optional[float]:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and not math.isnan(value)
    return 100.0 * value if ok else None


def _clipped(interval: tuple) -> tuple:
    """A normal interval of a percentage kept within [0, 100]."""
    return max(0.0, interval[0]), min(100.0, interval[1])


def clustered_cells(data: dict, metric: str, seed: int = 0) -> Optional[tuple[dict, str]]:
    """``({row: {key | "average": interval}}, how)``: the story-clustered bootstrap (``intervals``) of ``metric``
    from the run's per-row sample records; None when the samples hold none (packed samples, or not this metric)."""
    try:
        values, stories = intervals.read_questions(data["files"], data["n"], Selection(tasks=frozenset(data["tasks"])),
                                                   metric)
    except InputError:
        return None
    keys = {task: key for task, key in zip(data["tasks"], data["keys"]) if task in values}
    if not keys:
        return None
    per_key = {key: values[task] for task, key in keys.items()}
    clusters = {key: stories[task] for task, key in keys.items()}
    rows = [r for r in data["rows"] if all(r in v for v in per_key.values())]
    try:
        cells = intervals.bootstrap_cells(per_key, rows, seed, clusters=clusters)
    except InputError:
        return None
    return cells, method(clusters, seed, intervals.RESAMPLES)


def summary_cells(data: dict, metric: str) -> tuple[dict[str, dict[str, tuple[Optional[float], Optional[tuple]]]], str]:
    """(row -> order key (and "average") -> (percent, 95% interval), how the intervals were made) from the run's
    results JSON; the intervals: the story-clustered bootstrap when the samples allow, else lm-eval's stderr."""
    results = (data.get("results") or {}).get("results") or {}
    clustered = clustered_cells(data, metric)
    out: dict[str, dict] = {}
    for row in data["rows"]:
        cells, stderrs = {}, []
        name = "none" if data.get("plain") else row  # a plain run's one row is lm-eval's filter "none"
        for task, key in zip(data["tasks"], data["keys"]):
            metrics = results.get(task) or {}
            value, se = _pct(metrics.get(f"{metric},{name}")), _pct(metrics.get(f"{metric}_stderr,{name}"))
            stderrs.append(se)
            half = None if value is None or se is None else intervals.Z95 * se
            cells[key] = (value, None if half is None else _clipped((value - half, value + half)))
        group = results.get(group_of(data["tasks"][0]) or "") or {}
        average = _pct(group.get(f"{metric},{name}"))
        values = [v for v, _ in cells.values()]
        if average is None and values and None not in values:
            average = sum(values) / len(values)
        band = None if average is None else intervals.from_stderr(average, stderrs)
        cells["average"] = (average, band and _clipped(band))
        if clustered and row in clustered[0]:
            cells = {k: (v, clustered[0][row].get(k)) for k, (v, _) in cells.items()}
        if any(v is not None for v, _ in cells.values()):
            out[row] = cells
    how = clustered[1] if clustered else ("lm-eval's stderr per order (normal, questions as independent: too "
                                          "narrow), the average's from them")
    return out, how


def _cell(value: Optional[float], interval: Optional[tuple]) -> Markup:
    if value is None:
        return Markup('<span class="muted">-</span>')
    band = f' <span class="ci">[{interval[0]:.1f}, {interval[1]:.1f}]</span>' if interval else ""
    return Markup(f"{value:.1f}{band}")


def _summary(data: dict, primary: Optional[str]) -> str:
    metrics, notes = family_metrics(data["family"]), benchmark(data["family"]).extra_metrics
    parts, methods = [], []
    for metric in metrics:
        cells, how = summary_cells(data, metric)
        if not cells:
            continue
        methods.append(how)
        header = ["row", *(key_label(k) for k in data["keys"]), "Average"]
        body = [[Markup(f'<b title="the declared +PBM row">{esc(row)} &#9733;</b>') if row == primary else
                 ("response" if data.get("plain") else row), *(_cell(*cells[row][k]) for k in (*data["keys"], "average"))]
                for row in cells]
        name = METRIC_NAMES.get(metric) or f"{notes[metric]} ({metric})"
        parts.append(tag("h3", name) + table(header, body, classes="summary"))
    if not parts:
        return str(tag("p", "No results JSON with these tasks' metrics next to the samples: no summary table.",
                       class_="muted"))
    caption = f"Percentages; [95% interval]: {'; '.join(dict.fromkeys(methods))}. "
    return "".join(parts) + str(tag("p", caption + ("\u2605 marks the declared +PBM row." if primary else ""),
                                    class_="muted"))


def _curves(data: dict) -> str:
    curves = data.get("curves")
    if not curves or not curves.get("average"):
        return str(tag("p", "No accuracy-vs-N curves in this run (deltom curves RUN --out RUN/curves makes "
                            "them).", class_="muted"))
    xs = curves["n"]
    charts = []
    for mode in MODES:
        series = []
        for row, band in curves["average"].items():
            if row_kind(row) in ("pass@N",) or (row.startswith("pbm_") and f"_{mode}_" not in row) \
                    or row.startswith("del_oracle"):
                continue
            points = [(x, y) for x, y in zip(xs, band["mean"]) if y is not None]
            series.append(Series(row, points, band=list(zip(band["min"], band["max"]))[:len(points)]))
        values = [v for s in series for b in s.band or [] for v in b if v is not None]
        low, high = (min(values), max(values)) if values else (0.0, 100.0)
        span = (max(0.0, low - 5), min(100.0, high + 5)) if high > low else (0.0, 100.0)
        charts.append(line_chart(series, f"{mode} Best-of-N, average of orders", "N (samples)",
                                 "accuracy (%)", log2_x=True, y_range=span))
    note = f"mean of {curves.get('trials')} seeded subsamples per N, band: min-max."
    return "".join(charts) + str(tag("p", note, class_="muted"))


def _header(data: dict, primary: Optional[str]) -> str:
    results, summary = data.get("results") or {}, data.get("summary") or {}
    config = results.get("config") or {}
    model = summary.get("model") or short_model_name(results)
    args = config.get("model_args")
    stamp = results.get("date")
    date = datetime.fromtimestamp(stamp, timezone.utc).strftime("%Y-%m-%d %H:%M UTC") \
        if isinstance(stamp, (int, float)) else None
    pbm = data.get("pbm")
    command = summary.get("reproduce") or summary.get("command")
    if not command and config:
        command = "lm-eval " + " ".join(f"{k}={v}" for k, v in config.items()
                                        if k in ("model", "model_args", "limit", "gen_kwargs", "random_seed") and v)
    try:
        docset = provenance_caption(results) if results else ""
    except (ValueError, KeyError, TypeError):
        docset = ""
    bon = [] if data.get("plain") else [("N", data["n"]), ("PBM", pbm_label(pbm) or "-"),
                                        ("declared +PBM row", primary or "-")]
    items = [("model", f"{model}" + (f" ({args})" if args else "")), ("tasks", ", ".join(data["tasks"])),
             ("questions", f"{len(data['questions'])} ({keys_phrase(data['keys'])})"), *bon,
             ("command", Markup(f"<code>{esc(command)}</code>") if command else "-"),
             ("lm-eval", results.get("lm_eval_version") or "-"), ("date", date or "-"),
             ("doc set", docset or "data set as shipped (no generated set)"),
             ("results", portable(data["results_path"]) if data.get("results_path") else "-"),
             ("samples", f"{len(data['files'])} file(s) in {portable(Path(data['files'][0]).parent)}")]
    rows = "".join(f"<dt>{esc(k)}</dt><dd>{esc(v)}</dd>" for k, v in items)
    notes = "".join(str(tag("p", n, class_="note")) for n in data["notes"])
    return f'<dl class="kv">{rows}</dl>{notes}'


def _controls(data: dict, primary: Optional[str]) -> str:
    keys = "".join(f'<option value="{esc(k)}">{esc(key_label(k))}</option>' for k in data["keys"])
    plain = bool(data.get("plain"))
    rows = "".join(f'<option value="{esc(r)}"{" selected" if r == primary else ""}>{esc(r)}</option>'
                   for r in data["rows"] if plain or (r != "ori" and not r.startswith("pass@")))
    whose = "answer" if plain else "row's answer"
    outcomes = [("all", "all questions"), ("right", f"{whose} right"), ("wrong", f"{whose} wrong")]
    if benchmark(data["family"]).verifiable and plain:
        outcomes += [("lucky", "right answer, unverified trace (lucky)"), ("verified", "verified trace")]
    elif benchmark(data["family"]).verifiable:
        outcomes += [("lucky", "row: right answer, unverified trace"),
                     ("missed", "row picked an unverified trace while a verified one existed"),
                     ("verified", "row picked a verified trace"), ("none", "no verified trace among the N")]
    outs = "".join(f'<option value="{k}">{esc(v)}</option>' for k, v in outcomes)
    row_select = f'<select id="f-row"{" hidden" if plain else ""}>{rows}</select>'
    return (f'<div class="controls"><label>order <select id="f-key"><option value="">all</option>{keys}</select>'
            f'</label> <label{" hidden" if plain else ""}>row {row_select}</label> <label>outcome '
            f'<select id="f-out">{outs}</select></label> <label>search <input id="f-q" type="search" '
            f'placeholder="words in story, question, answer"></label> <span id="f-count" class="muted"></span></div>')


class Strings:
    """One table of the page's repeated strings (trace lines, story lines, beliefs): the data names them by
    index, so the traces of N samples, which share most lines, are written once (the N = 16 size target)."""

    def __init__(self) -> None:
        self.table: list[str] = []
        self.ids: dict[str, int] = {}

    def id(self, text: Optional[str]) -> Optional[int]:
        if text is None:
            return None
        if text not in self.ids:
            self.ids[text] = len(self.table)
            self.table.append(text)
        return self.ids[text]

    def many(self, texts) -> list:
        return [self.id(t) for t in texts]


def page_data(data: dict, primary: Optional[str]) -> dict:
    """What the page's script reads: family, N, rows, the default row, the string table, questions (story
    lines, gold and stated beliefs and trace lines as indices into ``strings``)."""
    strings = Strings()
    questions = []
    for q in data["questions"]:
        out = dict(q, story=strings.many(q["story"]))
        if "gold" in q:
            out["gold"] = strings.many(q["gold"])
        if "texts" in q:
            out["texts"] = [strings.many(text.split("\n")) for text in q["texts"]]
        out["samples"] = [dict(s, st=strings.many(s["st"])) if "st" in s else s for s in q["samples"]]
        questions.append(out)
    return {"family": data["family"], "verifiable": benchmark(data["family"]).verifiable, "why": WHY_WRONG,
            "free_form": benchmark(data["family"]).free_form, "keyKind": benchmark(data["family"]).key_kind,
            "plain": bool(data.get("plain")), "n": data["n"], "rows": data["rows"], "primary": primary,
            "strings": strings.table, "questions": questions}


def _mb(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def build_report(run: str | Path, primary: Optional[str] = None, backend: Optional[str] = None,
                 model: Optional[str] = None, select: Selection = Selection(), with_text: bool = True,
                 info_dir: Optional[str | Path] = None, full_text: bool = False) -> str:
    """The HTML text of the report of ``run`` (``summary.json`` and curves from ``info_dir``, default ``run``).

    With ``with_text``, a page above ``TEXT_LIMIT_BYTES`` is made again without the trace texts and says so
    (a line on stderr too), unless ``full_text``."""
    data = gather(run, backend, model, select, with_text, info_dir)
    if not data["questions"]:
        raise InputError(f"{run}: the run has no questions")
    if data["plain"] and primary:
        raise InputError(f"--primary {primary}: a plain run has one row (its response), no row to declare")
    primary = primary or (data.get("summary") or {}).get("primary")
    if primary and primary not in data["rows"]:
        raise InputError(f"--primary {primary}: not a row of this run (rows: {', '.join(data['rows'])})")
    if not data["plain"]:
        primary = primary or next((r for r in data["rows"] if r.startswith("pbm_")), data["rows"][-1])
    model = (data.get("summary") or {}).get("model") or short_model_name(data.get("results") or {})
    title = f"deltom run report: {model or Path(run).name}, " \
            f"{group_of(data['tasks'][0])}"
    curves = "" if data["plain"] else f"<h2>Accuracy vs N</h2>{_curves(data)}"
    summary = _summary(data, primary)

    def page() -> str:
        body = (f"<h1>{esc(title)}</h1>{_header(data, primary)}<h2>Summary</h2>{summary}"
                f"{curves}<h2>Questions</h2>{_controls(data, primary)}"
                f'<div id="legend" class="muted"></div><div id="qlist"></div>'
                f"{json_data('run-data', page_data(data, primary or 'ori'))}")
        return render_page(title, body, script=SCRIPT, style=STYLE)

    text = page()
    size = len(text.encode("utf-8"))
    if full_text or size <= TEXT_LIMIT_BYTES or not any("texts" in q for q in data["questions"]):
        return text
    for question in data["questions"]:
        question.pop("texts", None)
    why = f"with them the page would be {_mb(size)}, above the {_mb(TEXT_LIMIT_BYTES)} limit"
    data["notes"].append(f"Trace texts left out: {why}; the grids are complete (deltom report --full-text keeps "
                         "the texts).")
    text = page()
    log.warning(f"warning: {run}: trace texts left out: {why}; this page is {_mb(len(text.encode('utf-8')))} "
                "(--full-text keeps them)")
    return text
