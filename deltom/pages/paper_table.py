"""Leaderboard tables (DEL-ToM Tables 1/2 layout) from lm-eval results JSONs or rescore summaries.

Rows are models; per Hi-ToM order (or Kosinski condition) and for the average
there are two columns, Ori (mean single-sample accuracy) and +PBM: ONE row named
before the run (``--primary``, default ``default_primary()``), the same for every
model, never the best of the rows picked afterwards on the same questions (every
other row stays in the rescore summary / rows.md). The caption states N, the
questions per order (and whether ``--limit`` cut them), max_gen_toks, the PBM and a
95% interval of each average (``deltom.analysis.intervals``). Rows of the paper
(``--reference paper``) are marked reported. Written as Markdown, CSV, LaTeX and
``table.json``, with a tokens-and-cost table when token counts are known.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional, Sequence

from dellabels.traces.verify import PROCESS_METRICS
from deltom.analysis.intervals import fmt as fmt_interval
from deltom.analysis.names import portable
from deltom.analysis.prices import cost, price_for
from deltom.analysis.results_load import ModelResult, extra_metrics, is_count
from deltom.analysis.table_pipeline import nan_rows
from deltom.pages.leaderboard_layout import extra_caption, paired_table
from deltom.pages.render import MISSING, Table, fmt_cell, key_label, latex, markdown, to_csv
from harness_ext.benchmarks.registry import ordered_keys

PROCESS_NOTES = {"trace_acc": "verified: every step and the answer right",
                 "step_acc": "story lines whose step restates the line and states the gold belief",
                 "lucky": "right answer, unverified trace; acc = trace_acc + lucky"}


def column_keys(results: Sequence[ModelResult]) -> list[str]:
    """Orders, conditions or question types present in any input, in their benchmark's order."""
    return ordered_keys({k for r in results for k in r.per_key})


def questions_text(result: ModelResult) -> str:
    """'10 of 40 (--limit cut them)', '40 (all)', or per order when the orders differ."""
    def one(used: Optional[int], total: Optional[int]) -> str:
        if used is None:
            return "not recorded"
        if total is None:
            return str(used)
        return f"{used} (all)" if used == total else f"{used} of {total} (--limit cut them)"

    counts = {k: tuple(v) for k, v in result.questions.items()}
    if len(set(counts.values())) == 1:
        return one(*next(iter(counts.values())))
    return ", ".join(f"order {k}: {one(*v)}" for k, v in counts.items()) or "not recorded"


def each_model(results: Sequence[ModelResult], describe) -> str:
    """``describe(r)`` once when every model shares it, else per model."""
    said = [describe(r) for r in results]
    if len(set(said)) == 1 and len(results) > 1:
        return f"{said[0]} (every model)"
    return "; ".join(f"{r.name}: {text}" for r, text in zip(results, said))


def partial_note(results: Sequence[ModelResult]) -> list[str]:
    """The caption's sentence on inputs that cover part of the benchmark (none when every input is whole)."""
    partial = [f"{r.name}: {'; '.join(r.partial)}" for r in results if r.partial]
    return [f"Partial inputs: {'; '.join(partial)}."] if partial else []


def accuracy_table(results: Sequence[ModelResult], pbm_row: str, notes: Sequence[str] = ()) -> Table:
    """Models x (orders + Average) x (Ori, +PBM); the caption says what every number is."""
    keys = column_keys(results)
    body = []
    for r in results:
        cells = [r.name, MISSING if r.n is None else str(r.n)]
        for rows in [r.per_key.get(k, {}) for k in keys] + [r.average]:
            cells += [fmt_cell(rows.get("ori")), fmt_cell(rows.get(r.column(pbm_row)))]
        body.append(cells)
    measured = [r for r in results if not r.reported]
    caption = [f"Accuracy (%). N: samples per question. Ori: mean single-sample accuracy; +PBM: the declared row "
               f"{pbm_row} (--primary; never the best row picked afterwards; the other rows are in the inputs / "
               "rows.md), scored by the PBM "
               + each_model(measured, lambda r: r.pbm or "not recorded (results made before deltom recorded its PBM)")
               + ".", f"Questions per order: {each_model(measured, questions_text)}.",
               *([f"Question sets: {each_model(measured, lambda r: r.question_set or 'Hi-ToM data')}."]
                 if any(r.question_set for r in measured) else []),
               *partial_note(measured),
               "max_gen_toks: " + each_model(measured, lambda r: "not recorded" if r.max_gen_toks is None
                                        else str(r.max_gen_toks)) + ".",
               "95% intervals of the averages: " + each_model(measured, lambda r: (
                   f"Ori {fmt_interval(r.intervals.get('ori'))}, +PBM {fmt_interval(r.intervals.get(pbm_row))} "
                   f"({r.interval_method or 'not computed'})")) + ".", *notes]
    return Table(["Model", "N"], [key_label(k) for k in keys] + ["Average"], ["Ori", "+PBM"], body,
                 " ".join(caption))


def verified_table(results: Sequence[ModelResult], pbm_row: str) -> Optional[Table]:
    """Models x (orders + Average) x (Ori, +PBM) of ``trace_acc``: how often the trace itself is right.
    None when no input carries the verified-reasoning metrics (Kosinski; results made before them)."""
    measured = [r for r in results if not r.reported and r.process.get("trace_acc")]
    if not measured:
        return None
    keys, body = column_keys(measured), metric_body(measured, pbm_row, "trace_acc")
    lucky = each_model(measured, lambda r: f"Ori {fmt_cell(r.process_average('lucky').get('ori'))}, +PBM "
                                      f"{fmt_cell(r.process_average('lucky').get(pbm_row))}")
    caption = ("Verified traces (%) (trace_acc): responses whose belief trace the DEL verifier accepts "
               "step by step (one step per story line, each restating its line and stating the gold belief) "
               "with the right final answer. Ori: over all N samples; +PBM: the trace the declared row "
               f"{pbm_row} keeps. Lucky (right answer, unverified trace; acc = trace_acc + lucky), "
               f"average: {lucky}.")
    return Table(["Model", "N"], [key_label(k) for k in keys] + ["Average"], ["Ori", "+PBM"], body, caption)


def metric_body(measured: Sequence[ModelResult], pbm_row: str, metric: str) -> list[list[str]]:
    """Per measured model: name, N, then (Ori, +PBM) of ``metric`` per key (``column_keys``) and the average."""
    keys, body = column_keys(measured), []
    for r in measured:
        per_key, average = r.metric_rows(metric), r.metric_average(metric)
        cells = [r.name, MISSING if r.n is None else str(r.n)]
        for rows in [per_key.get(k, {}) for k in keys] + [average]:
            cells += [fmt_cell(rows.get("ori")), fmt_cell(rows.get(pbm_row))]
        body.append(cells)
    return body


def extra_tables(results: Sequence[ModelResult], pbm_row: str) -> dict[str, Table]:
    """metric -> its Models x (orders + Average) x (Ori, +PBM) table, for each extra metric an input carries
    (``Benchmark.extra_metrics``: ToMi's accuracy against its own gold)."""
    measured = [r for r in results if not r.reported]
    out = {}
    for metric, note in extra_metrics(measured).items():
        having = [r for r in measured if r.metric_rows(metric)]
        caption = (f"{extra_caption(metric, note, is_count(metric, measured))}. Ori: mean single-sample value; +PBM: that of the answer the "
                   f"declared row {pbm_row} keeps.")
        out[metric] = Table(["Model", "N"], [key_label(k) for k in column_keys(having)] + ["Average"],
                            ["Ori", "+PBM"], metric_body(having, pbm_row, metric), caption)
    return out


def metric_columns(result: ModelResult, metric: str, column: str) -> dict:
    """``{"per_order": {key: {"ori", "+PBM"}}, "average": {"ori", "+PBM"}}`` of ``metric`` (``column``: the +PBM
    row) in ``table.json``."""
    per_key, average = result.metric_rows(metric), result.metric_average(metric)
    return {"per_order": {k: {"ori": v.get("ori"), "+PBM": v.get(column)} for k, v in per_key.items()},
            "average": {"ori": average.get("ori"), "+PBM": average.get(column)}}


def table_record(results: Sequence[ModelResult], pbm_row: str, files: Sequence[str] = ()) -> dict:
    """``table.json``: the declared primary row and, per model, the two columns, intervals and provenance;
    ``files``: the output set the table wrote (what a rerun into the folder replaces)."""
    models = []
    for r in results:
        column = r.column(pbm_row)
        models.append({
            "name": r.name, "source": portable(r.source), "reported": r.reported, "n": r.n, "pbm": r.pbm, "run": r.run,
            "questions_per_order": r.questions, "partial": r.partial, "nan_rows": nan_rows(r),
            "max_gen_toks": r.max_gen_toks, **({"quality": r.quality} if r.quality else {}),
            "per_order": {k: {"ori": v.get("ori"), "+PBM": v.get(column)} for k, v in r.per_key.items()},
            "average": {"ori": r.average.get("ori"), "+PBM": r.average.get(column)},
            "interval_95": {"ori": r.intervals.get("ori"), "+PBM": r.intervals.get(pbm_row)},
            "interval_method": r.interval_method, **({"paired": r.paired} if r.paired else {}),
            "verified": {m: metric_columns(r, m, column) for m in PROCESS_METRICS if m in r.process},
            **({"extra_metrics": {m: metric_columns(r, m, column) for m in r.extra}} if r.extra else {})})
    return {"primary": pbm_row, "models": models, "files": sorted(files)}


def cost_table(results: Sequence[ModelResult], prices: dict[str, dict[str, float]]) -> Optional[Table]:
    """Tokens and USD per model (input paid once vs once per sample); None when no tokens are known."""
    results = [r for r in results if not r.reported]  # the paper's rows have no token counts
    if not any(r.tokens for r in results):
        return None
    body, methods = [], set()
    for r in results:
        if r.tokens is None:
            body.append([r.name, str(r.n or MISSING)] + [MISSING] * 5)
            continue
        methods.add(r.tokens.method)
        found = price_for(r.name, prices)
        once = MISSING if found is None else f"{cost(r.tokens, found[1]):.4f}"
        per_sample = MISSING if found is None or not r.n else f"{cost(r.tokens, found[1], r.n):.4f}"
        body.append([r.name, str(r.n or MISSING), str(r.tokens.input), str(r.tokens.output),
                     MISSING if found is None else found[0], once, per_sample])
    caption = ("Tokens and cost (USD; prices per 1M tokens). All N samples share the prompt, so input is "
               f"paid once and only output scales with N. Token counts: {'; '.join(sorted(methods))}.")
    return Table(["Model", "N", "Input tokens", "Output tokens", "Price", "Cost (input once)",
                  "Cost (input x N)"], [], [], body, caption)


def summary_markdown(summary: dict) -> str:
    """A rescore summary as a Markdown table: rows x (orders + Avg)."""
    keys = list(summary["per_order"])
    header = ["row"] + [key_label(k) for k in keys] + ["Average"]
    intervals = summary.get("interval_95")
    body = [[row] + [fmt_cell(summary["per_order"][k].get(row)) for k in keys] + [fmt_cell(value)]
            + ([fmt_interval(tuple(intervals[row]) if intervals.get(row) else None)] if intervals else [])
            for row, value in summary["average"].items()]
    said = f" 95% interval of the average: {summary['interval_method']}." if intervals else ""
    text = markdown(Table(header + (["95% interval"] if intervals else []), [], [], body,
                          f"Accuracy (%), N = {summary['n']}.{said}"))
    for metric, part in (summary.get("process") or {}).items():
        body = [[row] + [fmt_cell(part["per_order"][k].get(row)) for k in keys] + [fmt_cell(value)]
                for row, value in part["average"].items()]
        text += "\n" + markdown(Table(header, [], [], body, f"{metric} (%) of the trace each row keeps "
                                                             f"({PROCESS_NOTES[metric]}), N = {summary['n']}."))
    paired = summary.get("paired")
    if paired:
        body = [[row, f"{d['difference']:+.1f}", fmt_interval(tuple(d["interval_95"]) if d["interval_95"] else None)]
                for row, d in paired["rows"].items()]
        method = next((d["method"] for d in paired["rows"].values()), "")
        text += "\n" + markdown(Table(["row", f"minus {paired['baseline']}", "95% interval"], [], [], body,
                                       f"Paired differences (percentage points, macro average): {method}."))
    return text


def write_tables(out_dir: str | Path, results: Sequence[ModelResult], pbm_row: str,
                 prices: dict[str, dict[str, float]], command: str, notes: Sequence[str] = (),
                 also: Sequence[str] = ()) -> list[Path]:
    """table.md / .csv / .tex / .json (+ verified.csv / .tex with verified-reasoning metrics, <metric>.csv / .tex
    of each extra metric, cost.csv / cost.tex when tokens are known) and COMMAND.txt;
    ``table.json`` lists them with ``also`` (the set's other files in ``out_dir``, relative paths)."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    acc, costs = accuracy_table(results, pbm_row, notes), cost_table(results, prices)
    verified, extra = verified_table(results, pbm_row), extra_tables(results, pbm_row)

    paired = paired_table(results, lambda r: ["ori", r.column(pbm_row)])
    files = {"table.md": "\n".join(markdown(t) for t in (acc, verified, *extra.values(), paired, costs) if t),
             "table.csv": to_csv(acc), "table.tex": latex(acc), "COMMAND.txt": command + "\n", "table.json": ""}
    for stem, table in {"verified": verified, **extra}.items():
        if table:
            files.update({f"{stem}.csv": to_csv(table), f"{stem}.tex": latex(table)})
    if costs:
        files.update({"cost.csv": to_csv(costs), "cost.tex": latex(costs)})
    files["table.json"] = json.dumps(table_record(results, pbm_row, [*files, *also]), indent=1) + "\n"
    for name, text in files.items():
        (out / name).write_text(text, encoding="utf-8")
    return [out / name for name in files]
