"""PBM cost of Best-of-N at N = 16: per-prefix, one-pass and shared-prompt scoring against the unique-token floor.

Questions: the 200 length-1 CoTP questions of Hi-ToM at $DELTOM_HITOM_PATH
(generated length-1 stories when unset; the output says which), through
``bench/pbm_cost.py``'s loader. Traces: N DEL-synthesised traces per question
(``dellabels.traces.synth``, injected errors, seeded). Model: a tiny PBM-format Llama
(``pbm.tiny``, 2 layers of width 256, random weights, byte-level BPE trained
here on these conversations): its scores mean nothing, but costs and the
agreement of the two paths do. As in the filters and ``deltom rescore``, each scheme scores the
distinct traces (``pbm.scoring.score_traces``); "per trace" divides by all
questions x N samples.

Tokens: per-prefix = the reference's K prompts per trace
(``pbm.backends.per_prefix.prefix_token_ids``, counted, not run); one-pass =
the conversation of each trace; shared-prompt = the tokens the hf backend
actually ran (``stats.prompt_tokens``); floor = the distinct tokens of all
conversations (the size of their prefix tree). Wall seconds: the hf backend
on the same traces, ``shared_prefix=False`` vs the default, one run each.

    DELTOM_HITOM_PATH=../shared/data/hitom/Hi-ToM_data.json OMP_NUM_THREADS=1 .venv/bin/python bench/pbm_bon_cost.py

(One thread: on a shared 2-core machine two threads make wall times swing 2x.)

The last three lines are the tokens, the wall seconds and the largest score difference.
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

from tqdm import tqdm

from pbm.tiny import TinyConfig

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pbm_cost import hitom_traces  # noqa: E402  (bench/ is not a package)

# Head size 64 as in Llama; width 256 so that attention (about L / 6d of a layer's work per token at length L)
# does not dominate as it would at the CPU default PBM's width 64 (an 8B PBM: d = 4096, attention ~10%).
SHAPE = TinyConfig(vocab_size=4096, hidden_size=256, intermediate_size=704, num_hidden_layers=2, num_attention_heads=4)
PAPER_QUESTIONS, PAPER_N = 200, 1024
PBM_PARAMS = 8e9  # an 8B PBM: about 2 x 8e9 FLOP per token
GPU_FLOPS = 400e12  # effective bf16 FLOP/s of one H100 (about 40% of its dense peak)


def synthetic_items(questions: list[tuple[str, str, str]], n: int, seed: int) -> list:
    """N DEL-synthesised traces (injected errors) per (story, question), as ``TraceInput``s, question by question."""
    from dellabels.hitom.world import HiToMStory
    from dellabels.traces.synth import synthesize_trace
    from pbm.backends import TraceInput

    items = []
    for q, (story, question, _) in enumerate(tqdm(questions, desc="synthesising traces", file=sys.stderr)):
        parsed = HiToMStory(story)
        items += [TraceInput(story, question, synthesize_trace(parsed, question, random.Random(f"{seed}-{q}-{k}")))
                  for k in range(n)]
    return items


def floor_tokens(sequences: list[list[int]]) -> int:
    """Distinct tokens of ``sequences`` (nodes of their prefix tree): sum of len - common prefix with the previous."""
    total, previous = 0, []
    for seq in sorted(map(tuple, sequences)):
        shared = 0
        while shared < min(len(seq), len(previous)) and seq[shared] == previous[shared]:
            shared += 1
        total += len(seq) - shared
        previous = seq
    return total


def common_prefix(sequences: list[list[int]]) -> int:
    """Length of the token prefix common to all ``sequences``."""
    first, last = min(sequences), max(sequences)  # the common prefix of a set is that of its extremes
    shared = 0
    while shared < min(len(first), len(last)) and first[shared] == last[shared]:
        shared += 1
    return shared


def timed_scores(backend, items) -> tuple[list[list[float]], float, int]:
    """Step scores of ``items``, wall seconds and tokens run of one ``score_traces`` call (after a warm-up)."""
    from pbm.scoring import score_traces

    score_traces(backend, items[:1])
    tokens = backend.stats.prompt_tokens
    started = time.perf_counter()
    scores = [r.step_scores for r in score_traces(backend, items)]
    return scores, time.perf_counter() - started, backend.stats.prompt_tokens - tokens


def main() -> int:
    from pbm.backends import load_backend
    from pbm.backends.per_prefix import prefix_token_ids
    from pbm.conversation import encode_conversation, trace_conversation, with_placeholders
    from pbm.tiny import build_tiny_model

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=16, help="traces per question")
    parser.add_argument("--limit", type=int, default=0, help="first questions only (0: all)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    questions, source = hitom_traces(args.limit)
    samples = synthetic_items(questions, args.n, args.seed)
    distinct = list(dict.fromkeys(samples))
    conversations = [with_placeholders(trace_conversation(i.story, i.question, i.trace)[0]) for i in distinct]
    with tempfile.TemporaryDirectory() as tmp:
        corpus = [m["content"] for c in conversations for m in c]
        model = str(build_tiny_model(Path(tmp) / "pbm", corpus, SHAPE, seed=args.seed))
        one_pass = load_backend("hf", model, progress=False, shared_prefix=False)
        shared = load_backend("hf", model, progress=False)
        tokenizer = one_pass.tokenizer
        sequences = [encode_conversation(tokenizer, c).input_ids for c in tqdm(conversations, desc="tokenizing",
                                                                                file=sys.stderr)]
        per_prefix = sum(sum(map(len, prefix_token_ids(tokenizer, c))) for c in conversations)
        expected, one_pass_seconds, _ = timed_scores(one_pass, distinct)
        got, shared_seconds, shared_tokens = timed_scores(shared, distinct)
    count = len(samples)
    a, b = per_prefix / count, sum(map(len, sequences)) / count
    c, f = shared_tokens / count, floor_tokens(sequences) / count
    diff = max((abs(x - y) for u, v in zip(got, expected) for x, y in zip(u, v)), default=0.0)
    if [len(u) for u in got] != [len(v) for v in expected]:
        diff = float("inf")
    print(f"questions: {len(questions)} of {source}; traces: {count} DEL-synthesised ({args.n} per question, "
          f"{len(distinct)} distinct, scored once each)")
    print(f"model: tiny PBM-format Llama (hidden {SHAPE.hidden_size}, {SHAPE.num_hidden_layers} layers, "
          f"BPE vocab {len(tokenizer)}), float32 on CPU; shared-prompt ran {shared_tokens} tokens")
    groups: dict[tuple[str, str], list[list[int]]] = {}
    for item, seq in zip(distinct, sequences):
        groups.setdefault((item.story, item.question), []).append(seq)
    prompt = sum(common_prefix(g) for g in groups.values()) / len(groups)
    length, prefix_each = sum(map(len, sequences)) / len(sequences), per_prefix / len(sequences)
    print(f"per distinct trace: conversation {length:.0f} tokens, of which the question's shared prompt "
          f"{prompt:.0f} (mean); per-prefix {prefix_each:.0f}")
    paper = PAPER_QUESTIONS * PAPER_N
    unique = {"per-prefix": prefix_each, "one-pass": length, "shared-prompt": prompt / PAPER_N + length - prompt}
    as_here = {"per-prefix": a, "one-pass": b, "shared-prompt": c}

    def cost(per_trace: dict) -> str:
        return ", ".join(f"{name} {paper * t / 1e9:.2f}G tokens ~{paper * t * 2 * PBM_PARAMS / GPU_FLOPS / 3600:.1f} "
                         f"GPU-h" for name, t in per_trace.items())

    print(f"paper scale ({PAPER_QUESTIONS} x N={PAPER_N} = {paper} traces; 8B PBM, 2 x 8e9 FLOP per token at "
          f"{GPU_FLOPS / 1e12:.0f} TFLOP/s): with these tokens per trace: {cost(as_here)}; "
          f"if all samples differ: {cost(unique)}")
    print(f"tokens per trace at N={args.n}: per-prefix {a:.0f}, one-pass {b:.0f}, shared-prompt {c:.0f}, "
          f"unique-token floor {f:.0f}; ratio per-prefix/shared-prompt {a / c:.1f}")
    print(f"wall seconds (hf, same traces, one run): one-pass {one_pass_seconds:.1f}, shared-prompt "
          f"{shared_seconds:.1f}; speedup {one_pass_seconds / shared_seconds:.2f}")
    print(f"max score diff {diff:.2g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
