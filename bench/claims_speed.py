"""How fast the free-form claim reader reads responses: ``python bench/claims_speed.py`` prints responses/s and
claims/s on one core over the committed blind sets (``bench/data/freeform``), cold (story runs not yet cached) and
warm (a second pass: the tasks read many responses per story)."""
from __future__ import annotations

import time

from dellabels.claims.audit import default_sets, read_set
from dellabels.claims.judge import judge


def main() -> None:
    records = [r for path in default_sets() for r in read_set(path)]
    for name in ("cold", "warm"):
        start, claims = time.perf_counter(), 0
        for r in records:
            claims += len(judge(r["story"], r["question"], r["response"], r.get("choices")).claims)
        took = time.perf_counter() - start
        print(f"{name}: {len(records)} responses in {took:.2f} s: {len(records) / took:.0f} responses/s, "
              f"{claims / took:.0f} claims/s")


if __name__ == "__main__":
    main()
