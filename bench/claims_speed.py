"""How fast the free-form claim reader reads responses: ``python bench/claims_speed.py`` prints responses/s and
claims/s on one core over the committed blind sets (``bench/data/freeform``), cold (story runs not yet cached) and
warm (a second pass: the tasks read many responses per story). Pinned to one CPU (``os.sched_setaffinity``), as
``bench/label_speed.py`` is; rates are per CPU second of this process, the wall-clock rate beside them."""
from __future__ import annotations

import os
import time

from dellabels.claims.audit import default_sets, read_set
from dellabels.claims.judge import judge


def main() -> None:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    records = [r for path in default_sets() for r in read_set(path)]
    print(f"command: python bench/claims_speed.py\ncpus={sorted(os.sched_getaffinity(0))} responses={len(records)}")
    for name in ("cold", "warm"):
        start, cpu, claims = time.perf_counter(), time.process_time(), 0
        for r in records:
            claims += len(judge(r["story"], r["question"], r["response"], r.get("choices")).claims)
        took, wall = time.process_time() - cpu, time.perf_counter() - start
        print(f"{name}: {len(records)} responses in {took:.2f} CPU s: {len(records) / took:,.0f} responses/s, "
              f"{claims / took:,.0f} claims/s ({len(records) / wall:,.0f} responses/s by wall clock)")


if __name__ == "__main__":
    main()
