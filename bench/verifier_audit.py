"""The verifier's agreement with the hand-planned audit set, reported the way ProcessBench does.

Usage: .venv/bin/python bench/verifier_audit.py [--data bench/data/verifier_audit.jsonl.xz]
       [--real bench/data/verifier_audit_real.jsonl.xz] [--show N]

Per trace the verifier's verdict is (``first_error``, ``verified``) from ``dellabels.traces.verify``.
- erroneous traces (gold not verified): right when the verifier finds the gold first error line
  (None for an error off the lines: a wrong final answer, steps out of order) and does not verify;
- right traces: right when verified;
- F1: the harmonic mean of the two accuracies; per style and per error kind;
- restated: precision and recall of "this line has a step that restates it", over story lines.
``--show N`` prints up to N disagreements (id, kind, gold and found first error), then rows whose
per-line "restated" or "right" verdicts differ from the gold (the lines).

``--real`` (default ``bench/data/verifier_audit_real.jsonl.xz``; ``--real ''`` skips it): the real-model
traces (style "real": the ``hitom_del_fresh`` responses of small models, labelled by reading each one
against its story, the DEL engine giving only the gold belief per line). They are scored in a section
of their own, by style, model and kind, so the figures of the planned set above stay as they were.
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
REAL = Path(__file__).resolve().parent / "data" / "verifier_audit_real.jsonl.xz"


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
            "restated": [r.restated for r in found.lines], "right": [r.result == "right" for r in found.lines]}


def f1(right: float, wrong: float) -> float:
    return 0.0 if right + wrong == 0 else 2 * right * wrong / (right + wrong)


def _rate(hits: list[bool]) -> float:
    return 100.0 * sum(hits) / len(hits) if hits else float("nan")


def table(rows: list[dict], verdicts: list[dict], key: str, width: int = 18) -> Iterable[str]:
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
        yield f"{str(name):{width}s} {a:6.1f} {b:6.1f} {score:6.1f}   {len(wrong):4d} {len(right):4d}"


def restatement_scores(rows: list[dict], verdicts: list[dict], field: str = "restated") -> tuple[float, float]:
    """Precision and recall (percent) of the per-line "restated" verdict (or "right": the line's step is right)."""
    tp = fp = fn = 0
    for row, verdict in zip(rows, verdicts):
        for gold, found in zip(row["gold"][field], verdict[field]):
            tp += gold and found
            fp += found and not gold
            fn += gold and not found
    return 100.0 * tp / max(1, tp + fp), 100.0 * tp / max(1, tp + fn)


def report(rows: list[dict], verdicts: list[dict], keys: tuple[str, ...], what: str) -> None:
    """The agreement tables of ``rows`` by each of ``keys``, and the restatement scores."""
    print(f"{len(rows)} {what} ({sum(r['gold']['verified'] for r in rows)} right)")
    for key in keys:
        width = max([18] + [len(str(r[key])) + 1 for r in rows])
        print(f"\nby {key:{width - 3}s} err_acc  right_acc  F1    n_err n_right")
        for line in table(rows, verdicts, key, width):
            print(line)
    precision, recall = restatement_scores(rows, verdicts)
    print(f"\nrestated: precision {precision:.1f}  recall {recall:.1f}")


def first_error_hits(rows: list[dict], verdicts: list[dict]) -> tuple[int, int]:
    """Rows whose gold first error line the verifier finds (whatever its verdict), and all rows."""
    return sum(v["first_error"] == r["gold"]["first_error"] for r, v in zip(rows, verdicts)), len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", default=str(DATA))
    parser.add_argument("--real", default=str(REAL), help="real-model traces ('' to skip)")
    parser.add_argument("--show", type=int, default=0)
    args = parser.parse_args()
    rows = load(Path(args.data))
    verdicts = [check(row) for row in rows]
    report(rows, verdicts, ("style", "kind", "order"), "audit traces")
    real: list[dict] = load(Path(args.real)) if args.real and Path(args.real).exists() else []
    real_verdicts = [check(row) for row in real]
    if real:
        print("\n== real-model traces (style real), scored apart ==")
        report(real, real_verdicts, ("style", "model", "kind", "order"), "real-model traces")
        precision, recall = restatement_scores(real, real_verdicts, "right")
        print(f"right lines: precision {precision:.1f}  recall {recall:.1f}")
        hits, total = first_error_hits(real, real_verdicts)
        print(f"first error line found: {hits}/{total}")
    shown = 0
    for row, verdict in zip(rows + real, verdicts + real_verdicts):
        if not verdict["agree"] and shown < args.show:
            shown += 1
            print(f"{row['id']} {row['style']} {row['kind']} order {row['order']} ({row['note']}): gold "
                  f"{row['gold']['first_error']} verified={row['gold']['verified']}; found {verdict['first_error']} "
                  f"verified={verdict['verified']}")
    for row, verdict in zip(rows + real, verdicts + real_verdicts):
        lines = {field: [k for k, (gold, found) in enumerate(zip(row["gold"][field], verdict[field]), 1)
                         if gold != found] for field in ("restated", "right")}
        if any(lines.values()) and shown < args.show:
            shown += 1
            print(f"{row['id']} {row['style']} {row['kind']} order {row['order']}: lines where the verifier differs: "
                  f"restated {lines['restated']}, right {lines['right']}")


if __name__ == "__main__":
    main()
