"""The paired view (``deltom report RUN_A RUN_B``): two runs' traces on the same questions, side by side.

Per question the page shows each run's answer and, for a verifiable benchmark, its per-line DEL
verdicts aligned to the same story lines (where each trace went wrong, the first error marked), and
filters the questions by how the two runs differ ("A right / B wrong", "both right, one unverified" ...).
Each side is the trace its run answered with: a plain run's one response, a Best-of-N run's declared
row's kept sample. Questions are matched by their order (leaf key), story and question, not doc ids;
those only one run asked are counted on the page. The summary gives A minus B on the matched questions
with its paired, story-clustered interval (``deltom.analysis.paired``).
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional, Sequence

from deltom.analysis.clusters import cluster_of
from deltom.analysis.names import portable, short_model_name
from deltom.analysis.paired import difference
from deltom.analysis.run_data import gather
from deltom.analysis.samples import keys_phrase
from deltom.pages.page import esc, json_data, render_page, table, tag
from deltom.pages.run_report import page_data
from deltom.pages.run_report_js import SCRIPT, STYLE
from deltom_base.errors import InputError
from harness_ext.benchmarks.registry import benchmark

SEED = 0


def _side_row(data: dict) -> str:
    """The row whose kept sample is a run's answer: ``ori`` of a plain run, else summary.json's declared row,
    else the first PBM row, else the last row."""
    if data["plain"]:
        return "ori"
    declared = (data.get("summary") or {}).get("primary")
    if declared in data["rows"]:
        return declared
    return next((r for r in data["rows"] if r.startswith("pbm_")), data["rows"][-1])


def _identity(question: dict) -> tuple:
    return question["key"], tuple(question["story"]), question["question"]


def _name(data: dict, run: str | Path) -> str:
    return (data.get("summary") or {}).get("model") or short_model_name(data.get("results") or {}) or Path(run).name


def pair_data(run_a: str | Path, run_b: str | Path, names: Optional[Sequence[str]] = None) -> dict:
    """Both runs gathered and matched: the page data of a two-column run (``samples`` = [A's, B's]), the
    names, rows kept, counts of unmatched questions and the paired difference of accuracy."""
    a, b = gather(run_a), gather(run_b)
    if a["family"] != b["family"]:
        raise InputError(f"{run_a} is a {a['family']} run and {run_b} a {b['family']} run: a paired view needs "
                         "one benchmark")
    names = list(names) if names else [_name(a, run_a), _name(b, run_b)]
    if len(names) != 2 or names[0] == names[1]:
        names = [f"A: {names[0]}", f"B: {names[-1]}"]
    rows = [_side_row(a), _side_row(b)]
    of_b = {_identity(q): q for q in b["questions"]}
    questions, clusters, values = [], {}, {0: {}, 1: {}}
    for qa in a["questions"]:
        qb = of_b.pop(_identity(qa), None)
        if qb is None:
            continue
        picks = [qa["picked"].get(rows[0]), qb["picked"].get(rows[1])]
        if None in picks:
            continue  # a row keeping no single sample (ori of a Best-of-N run): nothing to show side by side
        sides = [qa["samples"][picks[0]], qb["samples"][picks[1]]]
        out = {k: qa[k] for k in ("key", "doc", "story", "question", "answer") if k in qa}
        if "gold" in qa:
            out["gold"] = qa["gold"]
        out["samples"], out["picked"] = sides, {names[0]: 0, names[1]: 1}
        if "texts" in qa and "texts" in qb:
            out["texts"] = [qa["texts"][picks[0]], qb["texts"][picks[1]]]
        questions.append(out)
        story = "\n".join(qa["story"])
        clusters.setdefault(qa["key"], []).append(cluster_of({"story": story}, a["family"]) or f"{qa['key']}#{qa['doc']}")
        for side, sample in enumerate(sides):
            values[side].setdefault(qa["key"], []).append(100.0 * sample["ok"])
    if not questions:
        raise InputError(f"{run_a} and {run_b} share no question (same order, story and question): nothing to pair")
    diff = difference(values[0], values[1], clusters, SEED) if len(clusters) else None
    return {"family": a["family"], "plain": False, "paired": True, "n": 2, "rows": names, "questions": questions,
            "names": names, "side_rows": rows, "runs": [str(run_a), str(run_b)], "data": [a, b],
            "only": [len(a["questions"]) - len(questions), len(of_b)], "difference": diff,
            "accuracy": [sum(sum(v) for v in values[s].values()) / len(questions) for s in (0, 1)]}


def _summary(pair: dict) -> str:
    names, verifiable = pair["names"], benchmark(pair["family"]).verifiable
    qs = pair["questions"]

    def count(test) -> int:
        return sum(1 for q in qs if test(*q["samples"]))

    cases = [("both right", lambda x, y: x["ok"] and y["ok"]), ("both wrong", lambda x, y: not x["ok"] and not y["ok"]),
             (f"{names[0]} right, {names[1]} wrong", lambda x, y: x["ok"] and not y["ok"]),
             (f"{names[1]} right, {names[0]} wrong", lambda x, y: y["ok"] and not x["ok"])]
    if verifiable:
        cases.append(("both right, one unverified", lambda x, y: x["ok"] and y["ok"] and x.get("v") != y.get("v")))
    body = [[label, count(test)] for label, test in cases]
    diff = pair["difference"]
    band = diff and diff["interval_95"]
    said = "-" if not diff else f"{diff['difference']:+.1f}" + (f" [{band[0]:+.1f}, {band[1]:+.1f}]" if band else "")
    sizes = [side["n"] for side in pair["data"]]
    runs = [(f"{name} ({row}, N = {n})", portable(run))
            for name, row, run, n in zip(names, pair["side_rows"], pair["runs"], sizes)]
    if sizes[0] != sizes[1]:
        runs.append(("samples per question", f"{names[0]} N = {sizes[0]}, {names[1]} N = {sizes[1]}: the two sides "
                                             "choose among different numbers of samples"))
    items = [*runs, ("questions", f"{len(qs)} in both ({keys_phrase({q['key'] for q in qs})}); only in "
                                  f"{names[0]}: {pair['only'][0]}, only in {names[1]}: {pair['only'][1]}"),
             ("accuracy", f"{names[0]} {pair['accuracy'][0]:.1f}, {names[1]} {pair['accuracy'][1]:.1f}"),
             (f"{names[0]} minus {names[1]}", said)]
    kv = "".join(f"<dt>{esc(k)}</dt><dd>{esc(v)}</dd>" for k, v in items)
    method = diff["method"] if diff else ""
    return (f'<dl class="kv">{kv}</dl>' + table(["questions", "count"], body, classes="summary")
            + str(tag("p", f"Percentage points, macro average over {benchmark(pair['family']).key_kind}s; "
                           f"[95% interval]: {method}.", class_="muted")))


def build_paired_report(run_a: str | Path, run_b: str | Path, names: Optional[Sequence[str]] = None) -> str:
    """The HTML text of the paired view of ``run_a`` and ``run_b``."""
    pair = pair_data(run_a, run_b, names)
    data = page_data(pair, pair["names"][0])
    data.update(paired=True, names=pair["names"])
    keys = "".join(f'<option value="{esc(k)}">{esc(k)}</option>' for k in dict.fromkeys(q["key"] for q in pair["questions"]))
    outcomes = [("all", "all questions"), ("a-only", f"{pair['names'][0]} right, {pair['names'][1]} wrong"),
                ("b-only", f"{pair['names'][1]} right, {pair['names'][0]} wrong"), ("both", "both right"),
                ("neither", "both wrong"), ("differ", "the answers differ")]
    if benchmark(pair["family"]).verifiable:
        outcomes += [("one-unverified", "both right, one unverified"), ("steps-differ", "the line verdicts differ")]
    outs = "".join(f'<option value="{k}">{esc(v)}</option>' for k, v in outcomes)
    controls = (f'<div class="controls"><label>{esc(benchmark(pair["family"]).key_kind)} <select id="f-key">'
                f'<option value="">all</option>{keys}</select></label> <label hidden><select id="f-row" hidden>'
                f'<option value="{esc(pair["names"][0])}">A</option></select></label> <label>outcome <select id="f-out">'
                f'{outs}</select></label> <label>search <input id="f-q" type="search" placeholder="words in story, '
                f'question, answer"></label> <span id="f-count" class="muted"></span></div>')
    title = f"deltom paired view: {pair['names'][0]} vs {pair['names'][1]}"
    body = (f"<h1>{esc(title)}</h1><h2>Summary</h2>{_summary(pair)}<h2>Questions</h2>{controls}"
            f'<div id="legend" class="muted"></div><div id="qlist"></div>{json_data("run-data", data)}')
    return render_page(title, body, script=SCRIPT, style=STYLE)
