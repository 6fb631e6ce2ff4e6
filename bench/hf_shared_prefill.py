"""N samples of one question from a local transformers model: ``generate`` on N copies against one prefill and one
decode batch that a sample leaves when it ends (``dellabels.io.shared_sampling``, lm-eval model ``deltom-hf``).

For each of ``--questions`` ``hitom_del_fresh`` prompts (``bench/bon_batch.py``'s ``question(k)``) both ways draw
``--n`` samples with the Best-of-N task's settings (temperature 0.6, top_p 0.95, its stop strings, at most
``--max-new-tokens``), in turn, on ``--threads`` torch threads:

- ``generate x N``: what lm-eval's ``hf`` model does with a question's N requests in one batch: the prompt N times in
  one ``generate`` call (the prompt run N times; the batch decodes until its longest row ends).
- ``shared``: one prefill (the one-shot prefix the prompt shares with the previous question kept), one decode batch.

Printed per way: wall seconds, generated tokens (up to each sample's end), generated tokens per second of wall, and
the share of decode rows that were spent on samples already ended (``generate`` only). The two ways draw different
samples (their random streams differ), so lengths are compared as a distribution, not sample by sample.

    .venv/bin/python bench/hf_shared_prefill.py --model deltom_out/miniature/.../trace_lm --n 16 --questions 4
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

STOP = ("\n<Story>", "Now it's your turn")  # the hitom_del_bon task's stop strings
SAMPLING = {"temperature": 0.6, "top_p": 0.95}


def generate_copies(model, tokenizer, ids: list[int], n: int, max_new: int, seed: int) -> tuple[float, list[int], int]:
    """Wall seconds, each sample's generated tokens up to its end, and the decode rows spent (N x longest)."""
    import torch

    torch.manual_seed(seed)
    start = time.perf_counter()
    with torch.no_grad():
        batch = torch.tensor([ids] * n)
        out = model.generate(batch, attention_mask=torch.ones_like(batch), do_sample=True, max_new_tokens=max_new,
                             pad_token_id=tokenizer.pad_token_id or tokenizer.eos_token_id,
                             stop_strings=list(STOP), tokenizer=tokenizer, **SAMPLING)
    wall = time.perf_counter() - start
    rows = out[:, len(ids):]
    eos = tokenizer.eos_token_id
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else eos
    lengths = []
    for row in rows.tolist():
        ended = next((k + 1 for k, t in enumerate(row) if t in (eos, pad)), len(row))
        lengths.append(ended)
    return wall, lengths, rows.shape[0] * rows.shape[1]


def shared(model, tokenizer, ids: list[int], n: int, max_new: int, seed: int, prefix) -> tuple[float, list[int]]:
    """Wall seconds and each sample's generated tokens (``sample_shared``)."""
    from dellabels.io.shared_sampling import SampleSettings, sample_shared_tokens

    settings = SampleSettings(max_new_tokens=max_new, stop=STOP, **SAMPLING)
    start = time.perf_counter()
    rows = sample_shared_tokens(model, tokenizer, ids, [seed + k for k in range(n)], settings, prefix)
    wall = time.perf_counter() - start
    return wall, [len(row) + (len(row) < max_new) for row in rows]  # + the end-of-sequence token


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", required=True, help="a local transformers causal LM folder")
    parser.add_argument("--n", type=int, default=16, help="samples per question (16: the miniature's N)")
    parser.add_argument("--questions", type=int, default=4)
    parser.add_argument("--max-new-tokens", type=int, default=768, help="the miniature's cap (768)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    import torch

    from bench.bon_batch import question
    from dellabels.io.models import load_causal_lm
    from dellabels.io.shared_sampling import PrefixKV

    torch.set_num_threads(args.threads)
    model, tokenizer = load_causal_lm(args.model)
    model.eval()
    prefix = PrefixKV()
    totals = {"generate": [0.0, 0, 0], "shared": [0.0, 0]}
    print(f"model {args.model}, N = {args.n}, {args.questions} questions, {args.threads} threads")
    print("question | prompt tokens | generate x N: s, tokens, tok/s, rows after end | shared: s, tokens, tok/s")
    for k in range(args.questions):
        ids = tokenizer(question(k), add_special_tokens=False)["input_ids"]
        g_wall, g_len, g_rows = generate_copies(model, tokenizer, ids, args.n, args.max_new_tokens, args.seed + k)
        s_wall, s_len = shared(model, tokenizer, ids, args.n, args.max_new_tokens, args.seed + 100 * k, prefix)
        waste = 1 - sum(g_len) / g_rows
        print(f"{k} | {len(ids)} | {g_wall:.1f}, {sum(g_len)}, {sum(g_len) / g_wall:.1f}, {100 * waste:.0f}% | "
              f"{s_wall:.1f}, {sum(s_len)}, {sum(s_len) / s_wall:.1f}")
        totals["generate"][0] += g_wall
        totals["generate"][1] += sum(g_len)
        totals["generate"][2] += g_rows
        totals["shared"][0] += s_wall
        totals["shared"][1] += sum(s_len)
    g, s = totals["generate"], totals["shared"]
    print(f"all | | {g[0]:.1f}, {g[1]}, {g[1] / g[0]:.1f}, {100 * (1 - g[1] / g[2]):.0f}% | "
          f"{s[0]:.1f}, {s[1]}, {s[1] / s[0]:.1f}")
    print(f"shared / generate, generated tokens per second of wall: {(s[1] / s[0]) / (g[1] / g[0]):.2f}x")


if __name__ == "__main__":
    main()
