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

``--blind`` (default every ``bench/data/verifier_blind_*.jsonl.xz``; ``--blind ''`` skips them): the blind audits,
written by helpers who saw only the stories, the DEL golds and a brief of how capable models write (never the
verifier; ``bench/data/blind/README.md``), each scored in a section of its own by style, kind, order and
``error_line_kind``, then per event kind (erroneous traces whose planted error is on a line of that kind, right
traces that have such a line), with the words in the verb slot of event clauses the vocabulary did not know.

``--real`` (default ``bench/data/verifier_audit_real.jsonl.xz``; ``--real ''`` skips it): the real-model
traces (style "real": the ``hitom_del_fresh`` responses of small models, labelled by reading each one
against its story, the DEL engine giving only the gold belief per line). They are scored in a section
of their own, by style, model and kind, so the figures of the planned set above stay as they were.
"""
from __future__ import annotations

import argparse
import json
import lzma
from collections import Counter, defaultdict
from pathlib import Path
from typing import Iterable

from dellabels.traces.align import align
from dellabels.traces.lexicon import kinds_told, tokens
from dellabels.traces.parse import scan_trace
from dellabels.traces.restate import restatements_of
from dellabels.traces.verify import story_of, verify
from dellabels.traces.wording import line_kind, parsed

DATA = Path(__file__).resolve().parent / "data" / "verifier_audit.jsonl.xz"
REAL = Path(__file__).resolve().parent / "data" / "verifier_audit_real.jsonl.xz"
BLIND = sorted((Path(__file__).resolve().parent / "data").glob("verifier_blind_*.jsonl.xz"))
KINDS = ("enter", "exit", "stay", "move", "place", "claim", "tell", "noise")


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
        groups[str(row[key])].append(i)
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


def event_kind_table(rows: list[dict], verdicts: list[dict]) -> Iterable[str]:
    """Per event kind: erroneous traces whose planted error is on a line of that kind, right traces with such a line."""
    for kind in KINDS:
        wrong = [v["agree"] for r, v in zip(rows, verdicts)
                 if not r["gold"]["verified"] and r.get("error_line_kind") == kind]
        right = [v["agree"] for r, v in zip(rows, verdicts) if r["gold"]["verified"] and kind in _line_kinds(r)]
        a, b = _rate(wrong), _rate(right)
        yield f"{kind:18s} {a:6.1f} {b:6.1f} {f1(a, b) if wrong and right else (a if wrong else b):6.1f}   " \
              f"{len(wrong):4d} {len(right):4d}"


def _line_kinds(row: dict) -> set[str]:
    story = story_of(row["story"])
    return {"noise" if line_kind(line.sentence, line.text) in ("see", "lose", "like", "dislike")
            else line_kind(line.sentence, line.text) for line in story.lines}


def unknown_verbs(rows: list[dict]) -> Counter:
    """The word after the subject of every event clause (of a line the gold calls restated) that is no sentence of
    the story grammar and holds no verb of the event vocabulary: the words the verifier did not know."""
    found: Counter = Counter()
    for row in rows:
        story = story_of(row["story"])
        check = restatements_of(story)
        restatements = [reading.restatement for reading in scan_trace(row["response"]).readings]
        for step, line in zip(restatements, align(check, restatements)):
            if line is None or not row["gold"]["restated"][line - 1]:
                continue
            head = check.event_clause(step)[0]
            if not head or parsed(head) is not None or kinds_told(check.verbs_of(head)).told:
                continue
            words = tokens(check.verbs_of(head))
            after = [w for w in words[1:] if w not in ("entity", "and")]
            found[" ".join(after[:2]) or head] += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", default=str(DATA))
    parser.add_argument("--real", default=str(REAL), help="real-model traces ('' to skip)")
    parser.add_argument("--blind", nargs="*", default=[str(p) for p in BLIND],
                        help="blind audit sets (default: every bench/data/verifier_blind_*.jsonl.xz; '' to skip)")
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
    blind_rows, blind_verdicts = [], []
    for path in [Path(p) for p in args.blind if p]:
        rows_b = load(path)
        verdicts_b = [check(row) for row in rows_b]
        print(f"\n== blind audit {path.name}, scored apart ==")
        report(rows_b, verdicts_b, ("style", "kind", "order", "error_line_kind"), "blind traces")
        print(f"\nby event kind       err_acc  right_acc  F1    n_err n_right")
        for line in event_kind_table(rows_b, verdicts_b):
            print(line)
        hits, total = first_error_hits(rows_b, verdicts_b)
        print(f"first error line found: {hits}/{total}")
        unknown = unknown_verbs(rows_b)
        print(f"verbs not in the vocabulary ({sum(unknown.values())} restated lines): "
              + (", ".join(f"{w} ({n})" for w, n in unknown.most_common(25)) or "none"))
        blind_rows += rows_b
        blind_verdicts += verdicts_b
    rows, verdicts = rows + blind_rows, verdicts + blind_verdicts
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
