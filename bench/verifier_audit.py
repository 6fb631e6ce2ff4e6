"""The verifier's agreement with the hand-planned audit set, reported the way ProcessBench does.

Usage: .venv/bin/python bench/verifier_audit.py [--data bench/data/verifier_audit.jsonl.xz] [--show N]

Per trace the verifier's verdict is (``first_error``, ``verified``) from ``dellabels.traces.verify``.
- erroneous traces (gold not verified): right when the verifier finds the gold first error line
  (None for an error off the lines: a wrong final answer, steps out of order) and does not verify;
- right traces: right when verified;
- F1: the harmonic mean of the two accuracies; per style and per error kind;
- restated: precision and recall of "this line has a step that restates it", over story lines.
``--show N`` prints up to N disagreements (id, kind, gold and found first error).
"""
from __future__ import annotations

import argparse
import json
import lzma
from collections import defaultdict
from pathlib import Path
from typing import Iterable

from dellabels.traces.verify import verify

DATA = Path(__file__).resolve().parent / "data" / "verifier_audit.jsonl.xz"


def load(path: Path = DATA) -> list[dict]:
    """The audit records."""
    raw = path.read_bytes()
    text = (lzma.decompress(raw) if path.suffix == ".xz" else raw).decode("utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def check(row: dict) -> dict:
    """The verifier's verdict on one audit row, and whether it agrees with the gold."""
    found = verify(row["story"], row["question"], row["response"], row["answer"], row["choices"])
    gold = row["gold"]
    if gold["verified"]:
        agree = found.verified
    else:
        agree = not found.verified and found.first_error == gold["first_error"]
    return {"agree": agree, "first_error": found.first_error, "verified": found.verified,
            "restated": [r.restated for r in found.lines]}


def f1(right: float, wrong: float) -> float:
    return 0.0 if right + wrong == 0 else 2 * right * wrong / (right + wrong)


def _rate(hits: list[bool]) -> float:
    return 100.0 * sum(hits) / len(hits) if hits else float("nan")


def table(rows: list[dict], verdicts: list[dict], key: str) -> Iterable[str]:
    """One line per value of ``key``: erroneous accuracy, right accuracy, F1, counts."""
    groups: dict[str, list[int]] = defaultdict(list)
    for i, row in enumerate(rows):
        groups[row[key]].append(i)
        groups["ALL"].append(i)
    for name in sorted(groups, key=lambda g: (g == "ALL", g)):
        wrong = [verdicts[i]["agree"] for i in groups[name] if not rows[i]["gold"]["verified"]]
        right = [verdicts[i]["agree"] for i in groups[name] if rows[i]["gold"]["verified"]]
        a, b = _rate(wrong), _rate(right)
        score = f1(a, b) if wrong and right else (a if wrong else b)
        yield f"{str(name):18s} {a:6.1f} {b:6.1f} {score:6.1f}   {len(wrong):4d} {len(right):4d}"


def restatement_scores(rows: list[dict], verdicts: list[dict]) -> tuple[float, float]:
    """Precision and recall (percent) of the per-line "restated" verdict."""
    tp = fp = fn = 0
    for row, verdict in zip(rows, verdicts):
        for gold, found in zip(row["gold"]["restated"], verdict["restated"]):
            tp += gold and found
            fp += found and not gold
            fn += gold and not found
    return 100.0 * tp / max(1, tp + fp), 100.0 * tp / max(1, tp + fn)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", default=str(DATA))
    parser.add_argument("--show", type=int, default=0)
    args = parser.parse_args()
    rows = load(Path(args.data))
    verdicts = [check(row) for row in rows]
    print(f"{len(rows)} audit traces ({sum(r['gold']['verified'] for r in rows)} right)")
    for key in ("style", "kind", "order"):
        print(f"\nby {key:15s} err_acc  right_acc  F1    n_err n_right")
        for line in table(rows, verdicts, key):
            print(line)
    precision, recall = restatement_scores(rows, verdicts)
    print(f"\nrestated: precision {precision:.1f}  recall {recall:.1f}")
    shown = 0
    for row, verdict in zip(rows, verdicts):
        if not verdict["agree"] and shown < args.show:
            shown += 1
            print(f"{row['id']} {row['style']} {row['kind']} order {row['order']} ({row['note']}): gold "
                  f"{row['gold']['first_error']} verified={row['gold']['verified']}; found {verdict['first_error']} "
                  f"verified={verdict['verified']}")


if __name__ == "__main__":
    main()
