"""Tokens a PBM processes per trace: one pass over the conversation vs the reference per-prefix scheme.

Traces: the gold DEL traces (``dellabels.hitom.explain.gold_trace``) of the 200
length-1 CoTP questions of Hi-ToM at $DELTOM_HITOM_PATH, or, when that is
unset, of generated length-1 stories. Token counts come from the exact
sequences the backends build (``pbm.conversation.encode_conversation`` and
``pbm.backends.per_prefix.prefix_token_ids``), with the tokenizer of
``--tokenizer DIR``, else of the built CPU default PBM, else a byte-level BPE
trained here on these traces; the output names the one used. No model runs.

    DELTOM_HITOM_PATH=../shared/data/hitom/Hi-ToM_data.json .venv/bin/python bench/pbm_cost.py

The last line ends with the ratio per-prefix / one-pass tokens.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys

from tqdm import tqdm

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.world import HiToMStory


def hitom_traces(limit: int) -> tuple[list[tuple[str, str, str]], str]:
    """(story, question, gold trace) triples and a description of where they come from."""
    if os.environ.get("DELTOM_HITOM_PATH"):
        from dellabels.hitom.data import load_hitom

        records = [r for r in load_hitom() if r["prompting_type"] == "CoTP" and r["story_length"] == 1]
        source = f"Hi-ToM length-1 CoTP ({os.environ['DELTOM_HITOM_PATH']})"
        pairs = [(r["story"], r["question"]) for r in records]
    else:
        from dellabels.hitom.story_generator import generate

        stories = list(generate(40, seed=0, lengths=(1,), progress=False))
        source = "generated length-1 stories (DELTOM_HITOM_PATH unset)"
        pairs = [(s["story"], q["question"]) for s in stories for q in s["questions"]]
    pairs = pairs[:limit] if limit else pairs
    triples = [(story, question, gold_trace(HiToMStory(story), question))
               for story, question in tqdm(pairs, desc="gold traces", file=sys.stderr)]
    return triples, source


def load_tokenizer(path: str | None, corpus: list[str]):
    """(tokenizer, description)."""
    from transformers import AutoTokenizer

    from pbm.cache import default_pbm_dir

    if path:
        return AutoTokenizer.from_pretrained(path), f"tokenizer of {path}"
    if (default_pbm_dir() / "tokenizer.json").is_file():
        return AutoTokenizer.from_pretrained(default_pbm_dir()), f"the CPU default PBM's BPE tokenizer ({default_pbm_dir()})"
    from pbm.tiny import train_tokenizer

    return train_tokenizer(corpus), "a byte-level BPE (vocab <= 4096) trained here on these conversations"


def main() -> int:
    from pbm.backends.per_prefix import prefix_token_ids
    from pbm.conversation import encode_conversation, trace_conversation, with_placeholders

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokenizer", help="HF tokenizer directory or hub id")
    parser.add_argument("--limit", type=int, default=0, help="first N questions only")
    args = parser.parse_args()
    triples, source = hitom_traces(args.limit)
    conversations = [with_placeholders(trace_conversation(s, q, t)[0]) for s, q, t in triples]
    tokenizer, which = load_tokenizer(args.tokenizer, [m["content"] for c in conversations for m in c])
    one_pass, per_prefix, passes = [], [], []
    for conversation in tqdm(conversations, desc="tokenizing", file=sys.stderr):
        one_pass.append(len(encode_conversation(tokenizer, conversation).input_ids))
        prefixes = prefix_token_ids(tokenizer, conversation)
        per_prefix.append(sum(len(p) for p in prefixes))
        passes.append(len(prefixes))
    mean = statistics.fmean
    print(f"traces: {len(triples)} gold traces of {source}")
    print(f"tokenizer: {which}")
    print(f"steps per trace: mean {mean(passes):.1f}, min {min(passes)}, max {max(passes)}")
    print(f"one-pass:   1 forward pass per trace, {mean(one_pass):.0f} tokens per trace")
    print(f"per-prefix: {mean(passes):.1f} forward passes per trace, {mean(per_prefix):.0f} tokens per trace")
    ratio = sum(per_prefix) / sum(one_pass)
    print(f"tokens processed per trace, per-prefix/one-pass ratio: {ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
