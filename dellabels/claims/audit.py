"""The free-form claim reader against blind sets written by people who never saw it (``dellabels audit-claims``).

A set is JSONL of responses with their writer's labels: ``{story, question, [choices], answer, style, label,
stated_answer, response, claims: [{text, start, end, kind, verdict}]}`` (``bench/data/freeform/README.md``). Per
set: response labels agreeing with the writers', false claims found (recall, precision: calling a true claim
false is the worse error), writer-checkable claims the reader checked (coverage), answers read on responses that
state one; rows per style and per claim kind; and the writers' checkable claims the reader left unread. A
writer's claim is matched to the reader's claim whose span overlaps it most; one the reader reads as several claims
("Hannah moved it before Logan left": the move and its order) is found false when a part of it is (a reader claim
at least half inside the writer's span), as a conjunction is false when one of its parts is.
"""
from __future__ import annotations

import json
import lzma
from collections import Counter, defaultdict
from pathlib import Path
from typing import Iterable, Optional

from dellabels.claims.judge import judge
from dellabels.traces.answers import normalise_location


AUDIT_DIR = Path(__file__).resolve().parents[2] / "bench" / "data" / "freeform"  # the committed sets (a checkout's)


def default_sets() -> list[str]:
    """The committed blind sets, in order (none in an installed package without the repository)."""
    return [str(p) for p in sorted(AUDIT_DIR.glob("blind_*.jsonl.xz"))]


def read_set(path: str) -> list[dict]:
    """The records of a set file."""
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt", encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _overlap(a: dict, b: dict) -> int:
    return max(0, min(a["end"], b["end"]) - max(a["start"], b["start"]))


def _match(claim: dict, mine: list[dict]) -> Optional[dict]:
    best = max(mine, key=lambda m: _overlap(claim, m), default=None)
    return best if best is not None and _overlap(claim, best) > 0 else None


def _read_as(claim: dict, mine: list[dict]) -> Optional[dict]:
    """The reader's claim standing for the writer's: its false part (a reader claim at least half inside the
    writer's span), else the best match."""
    part = next((m for m in mine if m["verdict"] == "false" and 2 * _overlap(claim, m) >= m["end"] - m["start"] > 0),
                None)
    return part or _match(claim, mine)


def _pct(a: int, b: int) -> str:
    return f"{100 * a / b:5.1f} ({a}/{b})" if b else "  n/a"


def score(records: Iterable[dict], show: int = 0) -> dict:
    """The tallies of a set (``tally[row]``: counts; ``unread``: checkable claims left unread, by kind); ``show``
    keeps that many disagreements of each sort as lines (``notes``)."""
    tally: dict[str, Counter] = defaultdict(Counter)
    unread: Counter = Counter()
    shown: Counter = Counter()
    notes: list[str] = []
    for rec in records:
        got = judge(rec["story"], rec["question"], rec["response"], rec.get("choices"), rec.get("answer")).to_json()
        mine = got["claims"]
        style = rec.get("style", "?")
        for key in ("all", f"style {style}"):
            t = tally[key]
            t["responses"] += 1
            t["label_agree"] += got["label"] == rec["label"]
            if rec.get("stated_answer") is not None:
                t["answers_stated"] += 1
                t["answers_read"] += normalise_location(got["answer"]) == normalise_location(rec["stated_answer"])
        if got["label"] != rec["label"] and shown["label"] < show:
            shown["label"] += 1
            notes.append(f"LABEL writer={rec['label']} reader={got['label']} answer={got['answer']} ({got['answer_read']}) "
                  f"stated={rec.get('stated_answer')} | {rec['id']}")
        # the answer as a claim: scored by "answers read" unless the writer listed it too (writers differ in that)
        mine = [m for m in mine if m.get("predicate") != "answer" or _match(m, rec["claims"]) is not None]
        false_mine = [m for m in mine if m["verdict"] == "false"]
        for claim in rec["claims"]:
            m = _read_as(claim, mine)
            for key in ("all", f"style {style}", f"kind {claim['kind']}"):
                t = tally[key]
                if claim["verdict"] in ("true", "false"):
                    t["checkable"] += 1
                    t["checked"] += m is not None and m["verdict"] != "unchecked"
                if claim["verdict"] == "false":
                    t["false_writer"] += 1
                    t["false_found"] += m is not None and m["verdict"] == "false"
            if claim["verdict"] in ("true", "false") and (m is None or m["verdict"] == "unchecked"):
                unread[claim["kind"]] += 1
                if shown["unread"] < show:
                    shown["unread"] += 1
                    notes.append(f"UNREAD {claim['kind']}: {claim['text']!r}" + (f" -> {m['kind']}" if m else ""))
            if claim["verdict"] == "false" and not (m is not None and m["verdict"] == "false") \
                    and shown["missed"] < show:
                shown["missed"] += 1
                notes.append(f"MISSED false {claim['kind']}: {claim['text']!r} reader: "
                      f"{(m['verdict'], m['kind'], m['text'], m['gold']) if m else None}")
        for m in false_mine:
            w = _match(m, rec["claims"])
            ok = w is not None and w["verdict"] == "false"
            for key in ("all", f"style {style}", f"kind {m['kind']}"):
                tally[key]["false_reader"] += 1
                tally[key]["false_right"] += ok
            if not ok and shown["wrongfalse"] < show:
                shown["wrongfalse"] += 1
                notes.append(f"FALSE-BUT {m['kind']}/{m['predicate']}: {m['text']!r} time={m['time']} gold={m['gold']} "
                      f"writer={(w['verdict'], w['text']) if w else None}")
    return {"tally": tally, "unread": unread, "notes": notes}


def report(name: str, result: dict) -> str:
    """``result`` as the audit's table: the whole set, then per claim kind and per style, then the unread claims."""
    lines = [f"== {name}", f"{'row':<22} {'labels agree':>18} {'false recall':>18} {'false precision':>18} "
                           f"{'coverage':>20} {'answers read':>18}"]
    tally = result["tally"]
    for key in ["all"] + sorted(k for k in tally if k != "all"):
        t = tally[key]
        lines.append(f"{key:<22} {_pct(t['label_agree'], t['responses']):>18} "
                     f"{_pct(t['false_found'], t['false_writer']):>18} {_pct(t['false_right'], t['false_reader']):>18} "
                     f"{_pct(t['checked'], t['checkable']):>20} {_pct(t['answers_read'], t['answers_stated']):>18}")
    lines.append("unread checkable claims by kind: " + ", ".join(f"{k} {v}" for k, v in result["unread"].most_common()))
    return "\n".join(result.get("notes", []) + lines)


def score_file(path: str, show: int = 0) -> dict:
    """``score`` of one set file (JSONL, or JSONL compressed with xz)."""
    return score(read_set(path), show)
