"""Turning N sampled traces of one question into one answer (DEL-ToM section 3.3).

All rules are deterministic. Ties are broken by sample order: the candidate
whose first sample came earliest wins (never hash or dict order).
Unparseable answers (None) never win a vote or a weighted sum while any
sample has an answer; vanilla Best-of-N may still pick a trace without an
answer if the PBM scores it highest, which then counts as wrong.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Optional, Sequence

Answer = Optional[str]


def majority_vote(answers: Sequence[Answer]) -> Answer:
    """Most frequent answer; ties go to the answer sampled first."""
    counts: dict[str, int] = defaultdict(int)
    first: dict[str, int] = {}
    for index, answer in enumerate(answers):
        if answer is not None:
            counts[answer] += 1
            first.setdefault(answer, index)
    if not counts:
        return None
    return min(counts, key=lambda a: (-counts[a], first[a]))


def vanilla_best_of_n(answers: Sequence[Answer], scores: Sequence[float]) -> Answer:
    """Answer of the single top-scored trace; ties go to the earlier sample."""
    if not answers:
        return None
    best = min(range(len(answers)), key=lambda i: (-scores[i], i))
    return answers[best]


def weighted_best_of_n(answers: Sequence[Answer], scores: Sequence[float]) -> Answer:
    """argmax over answers of the summed trace scores; ties go to the answer sampled first."""
    totals: dict[str, float] = defaultdict(float)
    first: dict[str, int] = {}
    for index, (answer, score) in enumerate(zip(answers, scores)):
        if answer is not None:
            totals[answer] += score
            first.setdefault(answer, index)
    if not totals:
        return None
    return min(totals, key=lambda a: (-totals[a], first[a]))


def pass_at_n(answers: Sequence[Answer], gold: Answer) -> bool:
    """Whether any sample is right (the ceiling of every reranker)."""
    return any(a == gold for a in answers)


def single_sample_accuracy(answers: Sequence[Answer], gold: Answer) -> float:
    """Ori: mean accuracy of single samples over all N (not the accuracy of one sample)."""
    if not answers:
        return 0.0
    return sum(a == gold for a in answers) / len(answers)
