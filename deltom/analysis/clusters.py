"""The unit the intervals resample: the story, not the question (Miller 2024, "Adding Error Bars to Evals").

Hi-ToM asks one story at orders 0-4 (the length-1 set: 200 questions on 40 stories), and a model that misreads
a story tends to miss all its questions: the questions are not independent draws, the stories are. Treating
the questions as independent makes an average's interval too narrow, so every bootstrap here draws stories
with replacement and keeps all of a drawn story's questions, at every order. Stories that cover the same
orders form one stratum, drawn within it (as the independent bootstrap draws within each order): when every
story has one question the draws, and so the intervals, are those of the bootstrap over questions. A story
alone in its stratum (a run of the first questions of each order leaves some) is drawn with the stratum
nearest its orders, so that it varies too. Each benchmark names its unit in the registry (``Benchmark.unit``,
``unit_field``, ``unit_scope``): a Kosinski item is asked under each condition, so its cluster is the item.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.hitom.story_ids import story_hash
from harness_ext.benchmarks.registry import (BENCHMARKS,  # the tables' column order: the draws follow it
                                             family_of_keys, ordered_keys)

Clusters = dict[str, list[str]]  # key (order / condition) -> the cluster id of each question, in doc_id order


def cluster_of(doc: object, family: str) -> Optional[str]:
    """The cluster of one doc of ``family``: its registered unit (``unit_field``: the Kosinski item), else the
    story's hash; None when the doc names neither."""
    if not isinstance(doc, dict):
        return None
    bench = BENCHMARKS.get(family)
    field = bench.unit_field if bench is not None else None
    if field and isinstance(doc.get(field), int) and doc[field] >= 0:
        return f"{bench.unit} {doc[field]}"
    story = doc.get("story")
    if isinstance(story, str) and story:
        return f"story {story_hash(story)}"
    return None


def independent(sizes: dict[str, int]) -> Clusters:
    """Every question its own cluster: the bootstrap over questions, within each key."""
    return {key: [f"{key}#{i}" for i in range(size)] for key, size in sizes.items()}


def draw_weights(clusters: Clusters, seed: int, resamples: int) -> dict:
    """``{key: W}`` with ``W[r, i]`` = how many times draw ``r`` took question ``i``'s cluster: clusters drawn
    with replacement within their stratum (``draw_strata``), as many as the stratum holds. A draw that leaves a
    key without a question (possible only in a stratum that took in a lone cluster) is drawn again."""
    import numpy as np

    keys = ordered_keys(clusters)
    index: dict[str, int] = {}
    for key in keys:
        for cluster in clusters[key]:
            index.setdefault(cluster, len(index))
    rng = np.random.default_rng(seed)
    groups = [[index[c] for c in stratum] for stratum in draw_strata(clusters)]
    columns = {key: [index[c] for c in clusters[key]] for key in keys}

    def draw(rows: int):
        counts = np.zeros((rows, len(index)))
        for members in groups:  # first-seen order: one stratum per key, in key order, when all are singletons
            size = len(members)
            drawn = rng.integers(0, size, size=(rows, size))
            flat = (drawn + np.arange(rows)[:, None] * size).ravel()
            counts[:, members] = np.bincount(flat, minlength=rows * size).reshape(rows, size)
        return counts

    def empty(counts):
        return np.any([counts[:, cols].sum(axis=1) == 0 for cols in columns.values() if cols], axis=0)

    counts = draw(resamples)
    for _ in range(100):
        again = np.flatnonzero(empty(counts))
        if not again.size:
            break
        counts[again] = draw(len(again))
    return {key: counts[:, cols] for key, cols in columns.items()}


def draw_strata(clusters: Clusters) -> list[list[str]]:
    """The strata the bootstrap draws within: ``strata``, but a cluster alone in its stratum (a ``LIMIT`` run's
    story whose orders no other story shares) joins the stratum of two or more nearest its keys (most keys in
    common, then fewest not shared, then the largest): alone, it would be drawn once in every resample and lend
    a difference it carries an interval of zero width. With no stratum of two, nothing is pooled (n/a)."""
    groups = strata(clusters)
    if all(len(members) == 1 for members in groups.values()):
        return list(groups.values())
    out = {covered: list(members) for covered, members in groups.items() if len(members) > 1}
    for covered, members in groups.items():
        if len(members) == 1:
            near = max(out, key=lambda other: (len(set(other) & set(covered)), -len(set(other) ^ set(covered)),
                                               len(groups[other])))
            out[near].extend(members)
    return list(out.values())


def strata(clusters: Clusters) -> dict[tuple, list[str]]:
    """``{keys covered: [clusters covering exactly those keys]}``, clusters in first-seen order (key order)."""
    covers: dict[str, list[str]] = {}
    for key in ordered_keys(clusters):
        for cluster in clusters[key]:
            if key not in covers.setdefault(cluster, []):
                covers[cluster].append(key)
    out: dict[tuple, list[str]] = {}
    for cluster, keys in covers.items():
        out.setdefault(tuple(keys), []).append(cluster)
    return out


def weighted_means(weights, values: Sequence[float]):
    """The mean of ``values`` under each draw's weights (one per resample)."""
    import numpy as np

    return (weights @ np.asarray(values, dtype=float)) / weights.sum(axis=1)


def describe(clusters: Clusters) -> str:
    """'N questions on S stories' (items), for the interval's method."""
    questions = sum(len(v) for v in clusters.values())
    units = len({c for v in clusters.values() for c in v})
    unit, _ = unit_of(clusters)
    return f"{questions} question{'s' * (questions != 1)} on {units} {unit if units == 1 else plural(unit)}"


def method(clusters: Clusters, seed: int, resamples: int) -> str:
    """The interval method of a cluster bootstrap, in the words of the clusters' benchmark: Hi-ToM's unit is the
    story (its questions at every order), Kosinski's the item (its questions in every condition)."""
    unit, scope = unit_of(clusters)
    said = (f"cluster bootstrap over {plural(unit)} ({describe(clusters)}; a drawn {unit} keeps its questions "
            f"{scope}), {resamples} resamples, seed {seed}")
    groups = strata(clusters)
    lone = [members for members in groups.values() if len(members) == 1]
    if len(lone) == len(groups):
        said += (f"; each stratum ({plural(unit)} covering the same keys) holds one {unit}, so no draw varies: "
                 "intervals n/a")
    elif lone:
        said += (f"; {len(lone)} {unit if len(lone) == 1 else plural(unit)} alone in a stratum ({plural(unit)} "
                 f"covering the same keys), each drawn with the stratum nearest its keys")
    return said


def unit_of(clusters: Clusters) -> tuple[str, str]:
    """(unit, where its questions are) of the benchmark whose leaf keys the clusters are keyed by (the registry);
    the story at every order when no one benchmark fits."""
    bench = family_of_keys(clusters)
    return (bench.unit, bench.unit_scope) if bench is not None else ("story", "at every order")


def plural(unit: str) -> str:
    return unit[:-1] + "ies" if unit.endswith("y") else unit + "s"
