"""A ToM-ProcessBench set written to disk (JSON lines, plain or xz; ``items.read_items`` reads it back) and its
datasheet of statistics."""
from __future__ import annotations

import io
import json
import lzma
from collections import Counter
from pathlib import Path
from typing import Iterable, Sequence

from dellabels.io.outputs import atomic_output
from deltom.processbench.figures import position_of
from deltom.processbench.items import Item


def write_items(path: str | Path, items: Sequence[Item]) -> None:
    """``items`` as JSON lines at ``path`` (xz-compressed when it ends in .xz, reproducibly), atomically."""
    text = "".join(json.dumps(item.to_json(), ensure_ascii=False) + "\n" for item in items)
    with atomic_output(path) as handle:
        if str(path).endswith(".xz"):  # the text handle's buffer takes the compressed bytes
            handle.buffer.write(lzma.compress(text.encode("utf-8"), preset=9 | lzma.PRESET_EXTREME))
        else:
            handle.write(text)


def _table(title: str, counts: Iterable[tuple[str, int, int]]) -> list[str]:
    rows = [f"| {title} | items | right (label -1) | right share |", "|---|---:|---:|---:|"]
    for key, total, right in counts:
        rows.append(f"| {key} | {total} | {right} | {100.0 * right / total:.1f}% |")
    return rows + [""]


def _by(items: Sequence[Item], key) -> list[tuple[str, int, int]]:
    total, right = Counter(), Counter()
    for item in items:
        total[key(item)] += 1
        right[key(item)] += item.label < 0
    return [(k, total[k], right[k]) for k in sorted(total, key=lambda k: (not k.isdigit(), int(k) if k.isdigit() else 0, k))]


def datasheet(items: Sequence[Item]) -> str:
    """The set's statistics as Markdown: items and right share per order, model, benchmark and label source;
    the first-error position histogram; steps per trace."""
    out = io.StringIO()
    right = sum(item.label < 0 for item in items)
    stories = len({item.story_sha for item in items})
    out.write(f"# Datasheet\n\n{len(items)} items ({right} right, {100.0 * right / len(items):.1f}%; "
              f"{len(items) - right} with a first wrong step) on {stories} stories.\n\n")
    for title, key in (("order", lambda i: str(i.order)), ("model", lambda i: i.model),
                       ("benchmark", lambda i: i.benchmark), ("label source", lambda i: i.label_source)):
        out.write("\n".join(_table(title, _by(items, key))) + "\n")
    positions = Counter(position_of(i.label, len(i.steps)) for i in items if i.label >= 0)
    exact = Counter(i.label for i in items if i.label >= 0 and i.label != len(i.steps) - 1)
    out.write("| first wrong step | items |\n|---|---:|\n")
    for key in sorted(positions, key=lambda k: (k == "final answer", int(k.split()[1].split("-")[0].rstrip("+"))
                                                if k != "final answer" else 0)):
        out.write(f"| {key} | {positions[key]} |\n")
    out.write("\n| first wrong step (index, belief steps only) | items |\n|---|---:|\n")
    out.write("".join(f"| {k} | {exact[k]} |\n" for k in sorted(exact)))
    lengths = sorted(len(i.steps) for i in items)
    out.write(f"\nSteps per trace (final answer included): min {lengths[0]}, median {lengths[len(lengths) // 2]}, "
              f"max {lengths[-1]}.\n")
    kinds = Counter(i.kind for i in items if i.kind)
    if kinds:
        out.write("\n| audit kind | items |\n|---|---:|\n" + "".join(f"| {k} | {kinds[k]} |\n" for k in sorted(kinds)))
    return out.getvalue()
