"""Samples of a local transformers model in one process of T torch threads against K worker processes of one thread
each (``dellabels.io.sampling_workers``, what ``deltom-hf workers=K`` and ``HFSource(workers=K)`` use).

For ``--questions`` prompts of the miniature's default test set (``hitom_del_fresh`` in Hi-ToM's words, seed 2000:
the trace LM's own vocabulary, so samples end as in the main job), orders in turn, ``--n`` samples each
with the Best-of-N task's settings (``dellabels.io.shared_sampling.sample_shared``: one prefill, one decode batch a
sample leaves when it ends), drawn

- ``here``: in this process on ``--threads`` torch threads (what ``workers=1`` does);
- ``K workers``: for each K in ``--workers``, in K spawned processes of one thread each, the questions in turn;
  the wall time includes starting the workers (each imports torch and loads the model), printed beside it.

Printed per way: wall seconds, samples and generated tokens per second of wall, and whether every sample equals the
one drawn ``here`` (a sample depends on its prompt and seed; threads could only change floating-point order).

    .venv/bin/python bench/sampling_workers.py --model ~/.cache/deltom/miniature/generator --questions 10
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
TEST_SET = {"seed": 2000, "per_order": 40, "vocab": "hitom"}  # deltom.miniature.evaluation.choose_test_set's


def question(index: int) -> str:
    """The prompt of the ``index``-th question of the miniature's default test set (orders in turn)."""
    from deltom_tasks.fresh import fresh_dataset
    from harness_ext.benchmarks.hitom import doc_to_text

    return doc_to_text(fresh_dataset(question_order=index % 5, **TEST_SET)["test"][index // 5])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", required=True, help="a local transformers causal LM folder")
    parser.add_argument("--n", type=int, default=16, help="samples per question (16: the miniature's N)")
    parser.add_argument("--questions", type=int, default=10)
    parser.add_argument("--max-new-tokens", type=int, default=768, help="the miniature's cap (768)")
    parser.add_argument("--threads", type=int, default=2, help="torch threads of the 'here' way")
    parser.add_argument("--workers", type=int, nargs="+", default=[2], help="worker counts to measure")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    import torch

    from dellabels.io.models import load_causal_lm
    from dellabels.io.sampling_workers import SamplingWorkers
    from dellabels.io.shared_sampling import PrefixKV, SampleSettings, sample_in_worker, sample_shared

    torch.set_num_threads(args.threads)
    model, tokenizer = load_causal_lm(str(Path(args.model).expanduser()))
    settings = SampleSettings(max_new_tokens=args.max_new_tokens, stop=STOP, **SAMPLING)
    asked = [(tokenizer(question(k), add_special_tokens=False)["input_ids"],
              [args.seed + 100 * k + j for j in range(args.n)], settings) for k in range(args.questions)]

    def figures(texts: list[list[str]], wall: float) -> str:
        tokens = sum(len(tokenizer(t, add_special_tokens=False)["input_ids"]) for group in texts for t in group)
        samples = sum(len(group) for group in texts)
        return f"{wall:.1f} s, {samples / wall:.2f} samples/s, {tokens / wall:.1f} tok/s of wall"

    print(f"model {args.model}, {args.questions} questions x N = {args.n}, at most {args.max_new_tokens} tokens")
    prefix = PrefixKV()
    start = time.perf_counter()
    here = [sample_shared(model, tokenizer, ids, seeds, settings, prefix) for ids, seeds, settings in asked]
    print(f"here, {args.threads} threads: {figures(here, time.perf_counter() - start)}")
    for workers in args.workers:
        start = time.perf_counter()
        with SamplingWorkers(str(Path(args.model).expanduser()), workers) as pool:
            results = pool.imap(sample_in_worker, asked)
            first = next(results)
            started = time.perf_counter() - start
            there = [first, *results]
        wall = time.perf_counter() - start
        same = sum(a == b for x, y in zip(here, there) for a, b in zip(x, y))
        print(f"{workers} workers x 1 thread: {figures(there, wall)} (first question back after {started:.1f} s); "
              f"{same} of {args.questions * args.n} samples equal to here's")


if __name__ == "__main__":
    main()
