"""Retractions: a correction ("Wait, Liam left at line 9") takes back the claim of the same thing told in the
sentence before it, which is then no assertion."""
from __future__ import annotations

from dellabels.claims.reader import Draft
from dellabels.claims.segments import Clause
from dellabels.claims.verdicts import Verdict
from dellabels.claims.when import When


def _key(d: Draft) -> tuple:
    return d.kind, d.chain, d.obj, d.predicate, d.args.get("by"), tuple(d.args.get("agents") or ())


def drop_corrected(found: list[tuple[Clause, Draft, When, Verdict]]) -> list[tuple[Clause, Draft, When, Verdict]]:
    """A correction ("Wait, Liam left at line 9") takes back a claim of the same thing in the sentence before it."""
    keep = [True] * len(found)
    for k, (clause, draft, _, _) in enumerate(found):
        if not clause.correction:
            continue
        for j in range(k):
            other, odraft = found[j][0], found[j][1]
            if other.sentence == clause.sentence - 1 and _key(odraft) == _key(draft) \
                    and (odraft.value, odraft.negated) != (draft.value, draft.negated):
                keep[j] = False
    return [f for f, ok in zip(found, keep) if ok]
