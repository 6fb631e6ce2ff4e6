"""Wall time that the verified-reasoning metrics add to `deltom rescore`.

Rescores the same samples twice in one process, every row of the benchmark, after one PBM scoring
pass that both share (the PBM's score cache is warm, as in any rescore after a run):
``acc only`` judges each kept trace by the task's correctness rule alone (what rescore did before
the process metrics); ``with process metrics`` is `deltom rescore` as shipped (``acc``,
``trace_acc``, ``step_acc``, ``lucky`` per row). Each is timed from fresh memos, best of --repeat.

    .venv/bin/python bench/rescore_process_cost.py deltom_out/miniature/samples \\
        --pbm-backend hf --pbm ~/.cache/deltom/miniature/pbm
"""
from __future__ import annotations

import argparse
import time
from dataclasses import replace

from harness_ext.benchmarks import registry as benchmarks
from harness_ext.bon.rows import build_filters
from deltom.analysis import rescore as rescoring
from deltom.analysis.samples import load_tasks, take_first


def acc_only(doc: dict, trace: str) -> bool:
    """The Hi-ToM correctness rule alone: rescore's judge before the process metrics."""
    from harness_ext.benchmarks.hitom import is_correct

    return is_correct(trace, doc["answer"], doc.get("choices"))


def timed(tasks, row_filters, n: int, judge, repeat: int) -> tuple[float, dict]:
    """Best wall time of ``rows_summary`` with the Hi-ToM judge replaced by ``judge`` (memos cleared)."""
    from harness_ext.benchmarks import hitom

    best, summary = float("inf"), {}
    original = benchmarks.BENCHMARKS["hitom"]
    try:
        benchmarks.BENCHMARKS["hitom"] = replace(original, judge=judge)
        for _ in range(repeat):
            hitom.clear_verification_cache()
            started = time.perf_counter()
            summary = rescoring.rows_summary(tasks, row_filters, "hitom", n)
            best = min(best, time.perf_counter() - started)
    finally:
        benchmarks.BENCHMARKS["hitom"] = original
    return best, summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("samples", nargs="+")
    parser.add_argument("--pbm-backend", default="del")
    parser.add_argument("--pbm", default=None)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    tasks, n = take_first(load_tasks(args.samples, quiet=True), None)
    row_filters = build_filters("hitom", args.pbm_backend, args.pbm, n)
    started = time.perf_counter()
    rescoring.prescore(tasks, row_filters, progress=False)
    scoring = time.perf_counter() - started
    docs = sum(len(t.docs) for t in tasks)
    base, _ = timed(tasks, row_filters, n, acc_only, args.repeat)
    full, summary = timed(tasks, row_filters, n, benchmarks.benchmark("hitom").judge, args.repeat)
    total_base = scoring + base
    print(f"{docs} questions x N = {n}, {len(row_filters)} rows, backend {args.pbm_backend}")
    print(f"PBM scoring pass (shared; warm cache when the run scored them): {scoring:.2f} s")
    print(f"rows, acc only:               {base:.2f} s   (rescore total {total_base:.2f} s)")
    print(f"rows, with process metrics:   {full:.2f} s   (rescore total {scoring + full:.2f} s)")
    print(f"added by process metrics: {full - base:.2f} s = {100 * (full - base) / total_base:.1f}% of the "
          f"rescore ({100 * (full - base) / base:.1f}% of the row computation alone)")
    print(f"check: average trace_acc of ori {summary['process']['trace_acc']['average']['ori']:.2f}")


if __name__ == "__main__":
    main()
