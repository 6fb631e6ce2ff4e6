"""Is a leaderboard comparison fair? What differs between its runs: N, doc set, prompt, PBM.

Every measured row of one benchmark's leaderboard is compared on four things:

* ``n``: samples per question (a plain run is N = 1);
* ``docs``: which questions: the data source's sha256 (Hi-ToM file, Kosinski file) or the
  generated set's fingerprint, and the questions used per order (``--limit`` cuts them);
* ``prompt``: the prompt variant and its template sha256;
* ``pbm``: the PBM behind the +PBM column or the beam search (runs with no PBM are not compared).

Different doc sets or prompts are refused (one line naming both runs) unless
``allow=True`` (``deltom table --allow-mismatch``); different N or PBMs are what a
leaderboard compares, so they are shown. Whatever is shown differing is named in the
caption and marks the rows (and the cells it changes) with the field's symbol. A value a run
did not record is left out of the comparison and said in the caption.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Optional, Sequence

from deltom_base.errors import InputError

MARKS = {"n": "†", "docs": "‡", "prompt": "§", "pbm": "¶"}
WHAT = {"n": "N (samples per question)", "docs": "doc set", "prompt": "prompt", "pbm": "PBM"}
REFUSED = ("docs", "prompt")  # refused unless allowed: the numbers are not of the same questions / task


def _docs(result) -> Optional[str]:
    used = {k: v[0] for k, v in sorted(result.questions.items())}
    if result.data is None and not any(v is not None for v in used.values()):
        return None
    counts = sorted(set(used.values()), key=str)
    per = f"{counts[0]} questions per order" if len(counts) == 1 else \
        "questions per order " + ", ".join(f"{k}: {v}" for k, v in used.items())
    return f"{result.data or 'data source not recorded'}, {per}"


VALUES: dict[str, Callable] = {
    "n": lambda r: None if r.n is None else str(r.n),
    "docs": _docs,
    "prompt": lambda r: r.prompt,
    "pbm": lambda r: r.pbm,  # Best-of-N rows and beam-search runs; a plain sampling run has none
}


@dataclass
class Fairness:
    """What differs on one leaderboard: field -> {row name: its value}; the rows each field marks."""

    differing: dict[str, dict[str, str]] = field(default_factory=dict)
    marked: dict[str, list[str]] = field(default_factory=dict)  # row name -> fields it differs on
    unrecorded: dict[str, list[str]] = field(default_factory=dict)  # field -> rows that did not record it

    def marks(self, name: str, fields: Sequence[str] = tuple(MARKS)) -> str:
        """The symbols of the ``fields`` row ``name`` differs on ('' when none)."""
        return "".join(MARKS[f] for f in self.marked.get(name, []) if f in fields)

    def notes(self) -> list[str]:
        """Caption sentences: each differing field with every row's value; fields not recorded."""
        out = []
        for key, values in self.differing.items():
            listed = "; ".join(f"{name}: {value}" for name, value in values.items())
            out.append(f"{MARKS[key]} The runs differ in {WHAT[key]} ({listed}); marked rows differ from the most "
                       "common value: compare them with that in mind.")
        for key, names in self.unrecorded.items():
            out.append(f"{WHAT[key].capitalize()} not recorded by {', '.join(names)} (results made before deltom "
                       "recorded it, or a summary JSON): not compared.")
        return out


def check(benchmark: str, results: Sequence, allow: bool = False) -> Fairness:
    """Compare the measured rows of one leaderboard; a refused difference is an ``InputError`` naming the runs."""
    measured = [r for r in results if not r.reported]
    out = Fairness()
    for key, value in VALUES.items():
        values = {r.name: value(r) for r in measured}
        known = {name: v for name, v in values.items() if v is not None}
        missing = [name for name, v in values.items() if v is None and not (key == "pbm" and _plain(measured, name))]
        if missing:
            out.unrecorded[key] = missing
        if len(set(known.values())) < 2:
            continue
        if key in REFUSED and not allow:
            first, *_ = known.items()
            other = next((n, v) for n, v in known.items() if v != first[1])
            raise InputError(f"{benchmark}: the runs differ in {WHAT[key]}: {_source(measured, first[0])} has "
                             f"{first[1]}, {_source(measured, other[0])} has {other[1]}; compare runs of the same "
                             f"{WHAT[key]}, or pass --allow-mismatch to show them marked {MARKS[key]}")
        counts = Counter(known.values())
        common = max(counts, key=lambda v: (counts[v], -list(known.values()).index(v)))
        out.differing[key] = known
        for name, v in known.items():
            if v != common:
                out.marked.setdefault(name, []).append(key)
    return out


def _plain(results: Sequence, name: str) -> bool:
    return any(r.plain for r in results if r.name == name)


def _source(results: Sequence, name: str) -> str:
    return next(f"{name} ({r.source})" for r in results if r.name == name)
