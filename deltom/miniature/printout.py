"""What `deltom miniature` prints: a short summary a person reads, the full tables staying in the output folder.

lm-eval's own table (every filter x metric x order, hundreds of lines) goes to ``LM_EVAL_TABLE`` in the
output folder; the terminal gets the set and its fingerprint, the rows that carry the paper's claim with
their 95% intervals, the verified-reasoning share of those rows, the goal check, the quality gate's line
and where everything is.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional, Sequence

from deltom.analysis.intervals import attach
from deltom.analysis.results_load import load_result
from deltom.pages.row_order import ordered

LM_EVAL_TABLE = "lm_eval_table.md"  # lm-eval's full printed table of the run, rebuilt from its results JSON


def key_rows(summary: dict) -> list[str]:
    """The rows that matter, in reading order: the model alone, majority, pass@N, the step-perfect verifier's
    ceiling, the declared +PBM row."""
    n = summary["n"]
    wanted = ["ori", f"maj@{n}", f"pass@{n}", "del_oracle_weighted", summary["primary"]]
    return [row for row in dict.fromkeys(wanted) if row in summary["average"]]


def key_intervals(raw_results: Path, samples_dir: Path, rows: Sequence[str], seed: int) -> dict:
    """95% intervals of the averages of ``rows`` (the table's bootstrap over the run's questions)."""
    result = attach(load_result(raw_results), str(samples_dir), rows, seed)
    return {row: (None if v is None else [round(v[0], 2), round(v[1], 2)]) for row, v in result.intervals.items()}


def write_lm_eval_table(raw_results: Path, out: Path) -> Path:
    """lm-eval's printed tables (results and groups, Best-of-N rows in row order) from the results JSON."""
    import json

    from lm_eval.utils import make_table

    results = json.loads(raw_results.read_text(encoding="utf-8"))
    text = make_table(ordered(results))
    if "groups" in results:
        text += "\n" + make_table(ordered(results, "groups"), "groups")
    path = out / LM_EVAL_TABLE
    path.write_text(text, encoding="utf-8")
    return path


def _interval(value: Optional[list]) -> str:
    return "" if not value else f"[{value[0]:.1f}, {value[1]:.1f}]"


def paired_line(summary: dict) -> list[str]:
    """One line: +PBM minus maj@N on the same questions with its paired, story-clustered 95% interval."""
    paired = summary.get("paired")
    if not paired:
        return []
    interval = paired.get("interval_95")
    verdict = "no interval" if not interval else "above 0" if interval[0] > 0 else "not above 0"
    return [f"+PBM ({summary['primary']}) minus maj@{summary['n']}: {paired['difference']:+.1f} points, paired "
            f"story-clustered 95% interval {_interval(interval) or 'n/a'} ({verdict})"]


def process_averages(summary: dict, metric: str) -> dict:
    """row -> average of a process metric (``trace_acc``, ``step_acc``) in a run's summary; empty without one."""
    return (summary.get("process") or {}).get(metric, {}).get("average", {})


def verified_line(summary: dict, rows: Sequence[str]) -> list[str]:
    """One line when no row keeps a verified trace, so that a column of zeros reads as a finding (with the share
    of verified steps beside it), not as a broken metric."""
    traces, steps = process_averages(summary, "trace_acc"), process_averages(summary, "step_acc")
    shown = [traces[row] for row in rows if traces.get(row) is not None]
    if not shown or any(shown):
        return []
    step_shares = ", ".join(f"{row} {steps[row]:.1f}" for row in rows if steps.get(row) is not None)
    return [f"verified traces: none of the kept traces passes the DEL verifier at every step (trace_acc 0); "
            f"every right answer comes with a wrong step. Verified steps % (step_acc): {step_shares or 'n/a'}"]


def short_summary(summary: dict, out: str) -> str:
    """The terminal summary of a finished run (``summary``: the run's summary.json)."""
    avg, intervals = summary["average"], summary.get("key_intervals_95") or {}
    verified, rows = process_averages(summary, "trace_acc"), key_rows(summary)
    questions = sum(v or 0 for v in summary["questions_per_order"].values())
    lines = [f"deltom miniature: {questions} questions x N = {summary['n']} samples, "
             f"test set: {summary['test_set']}", "",
             "| row | accuracy % (average of orders 0-4) | 95% interval | verified traces % |",
             "|---|---:|---|---:|"]
    for row in rows:
        label = f"{row} (+PBM, declared)" if row == summary["primary"] else row
        shown = verified.get(row)
        lines.append(f"| {label} | {avg[row]:.1f} | {_interval(intervals.get(row))} | "
                     f"{'' if shown is None else f'{shown:.1f}'} |")
    goal = summary["goal"]
    lines += ["", f"goal (+PBM >= Ori + 10 and >= maj + 5; best vanilla >= Ori + 5): "
                  f"{'met' if goal['met'] else 'not met'} (+PBM {goal['gain_over_ori']:+.1f} over Ori, "
                  f"{goal['gain_over_majority']:+.1f} over majority)",
              *paired_line(summary),
              *verified_line(summary, rows),
              f"timings (s): " + ", ".join(f"{k.removesuffix('_s')} {v}" for k, v in summary["timings"].items()),
              f"files in {out}/: summary.json, rows.md (every row per order), {LM_EVAL_TABLE} (lm-eval's full "
              f"table), {summary['report']} (the run report), curves/, COMMAND.txt",
              summary["quality_line"]]
    return "\n".join(lines)
