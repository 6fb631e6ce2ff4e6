"""The served path beside the machine's limit, for one catalogue model on deltom's llama.cpp build.

1. Native: ``llama-bench`` of the build `deltom models serve` chose (one stream: prefill of 512 tokens, decode of
   128), the rate llama.cpp itself reaches: on an empty context, and after ``--depth`` tokens of context (the
   one-shot DEL prompt's length), where a served request decodes.
2. Bound: decoding one token reads every weight once, so one stream cannot beat memory bandwidth / model size.
   Bandwidth is measured here: ``--threads`` threads each summing its share of a 1 GiB array (numpy releases the
   GIL), best of 3; the model size is its GGUF file (all weights, quantised as stored).
3. Served: ``deltom models serve MODEL --parallel P --lm-eval --tasks hitom_del_fresh --limit L`` for each P (one at
   a time, and P decoded together), greedy, answers up to ``--max-gen-toks``: the server's per-request decode rate
   (its timing lines) and generated tokens per second of wall (what a run gets).

    .venv/bin/python bench/served_vs_native.py --model qwen2.5-coder-1.5b-instruct --parallel 1,2,4,8
Prints a Markdown table; ``--out FILE`` also writes the figures as JSON.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def bandwidth_gb_s(threads: int, size_gib: float = 1.0, tries: int = 3) -> float:
    """Memory read bandwidth (GB/s): ``threads`` threads summing disjoint parts of one large array."""
    import numpy as np

    data = np.ones(int(size_gib * 2**30) // 8, dtype=np.float64)
    parts = np.array_split(data, threads)
    best = 0.0
    with ThreadPoolExecutor(threads) as pool:
        for _ in range(tries):
            start = time.perf_counter()
            list(pool.map(np.sum, parts))
            best = max(best, data.nbytes / (time.perf_counter() - start) / 1e9)
    return best


def served(model: str, parallel: int, limit: int, max_gen_toks: int, threads: int) -> dict:
    out = Path(tempfile.mkdtemp(prefix=f"served_p{parallel}_"))
    cmd = [str(Path(sys.executable).parent / "deltom"), "models", "serve", model, "--parallel", str(parallel),
           "--threads", str(threads), "--lm-eval", "--tasks", "hitom_del_fresh", "--limit", str(limit),
           "--apply_chat_template", "--gen_kwargs", f"max_gen_toks={max_gen_toks},do_sample=false,temperature=0",
           "--output_path", str(out)]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"served run --parallel {parallel} failed: {done.stderr.strip().splitlines()[-1:]}")
    return json.loads((out / "throughput.jsonl").read_text().splitlines()[-1])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="qwen2.5-coder-1.5b-instruct")
    parser.add_argument("--parallel", default="1,2,4,8", help="comma-separated --parallel values to serve with")
    parser.add_argument("--limit", type=int, default=2, help="questions per order of hitom_del_fresh (5 orders)")
    parser.add_argument("--max-gen-toks", type=int, default=256)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--depth", type=int, default=1280, help="context before llama-bench's decode test "
                        "(default 1280: about the one-shot DEL prompt)")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)

    from deltom.models.catalog import load_catalog, models_root
    from deltom.models.llama_bench import native_rates
    from deltom.models.llama_build import build, build_root
    from deltom.models.llama_probe import choose

    spec = load_catalog(None)[args.model]
    gguf = models_root(None) / spec.file
    choice = choose(build(build_root()), gguf, spec.sha256, threads=args.threads,
                    say=lambda line: print(line, file=sys.stderr))
    bench = choice.server.parent / "llama-bench"
    native = native_rates(bench, gguf, args.threads, prompt=512, gen=128)
    deep = native_rates(bench, gguf, args.threads, prompt=512, gen=128, depth=args.depth)
    bandwidth = bandwidth_gb_s(args.threads)
    bound = bandwidth * 1e9 / gguf.stat().st_size
    rows = [served(args.model, int(p), args.limit, args.max_gen_toks, args.threads)
            for p in args.parallel.split(",")]
    print(f"{args.model} on the {choice.variant.name} build, {args.threads} threads; "
          f"GGUF {gguf.stat().st_size / 1e6:.0f} MB; memory read bandwidth {bandwidth:.1f} GB/s")
    print(f"- bound (bandwidth / model size): {bound:.1f} tok/s")
    print(f"- llama-bench: prefill {native.prefill_tok_per_s:.1f} tok/s, decode {native.decode_tok_per_s:.2f} tok/s; "
          f"after {deep.depth} tokens of context: prefill {deep.prefill_tok_per_s:.1f}, decode "
          f"{deep.decode_tok_per_s:.2f}")
    print("\n| --parallel | requests | generated tokens | wall (s) | decode tok/s per request | tok/s of wall | "
          f"per request / llama-bench at depth {deep.depth} |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        print(f"| {row['parallel']} | {row['requests']:.0f} | {row['decode_tokens']:.0f} | {row['wall_s']:.0f} | "
              f"{row['decode_tok_per_s']:.2f} | {row['decode_tok_per_wall_s']:.2f} | "
              f"{row['decode_tok_per_s'] / deep.decode_tok_per_s:.2f} |")
    best = max(rows, key=lambda r: r["decode_tok_per_wall_s"])
    print(f"\nmost tokens per second of wall: --parallel {best['parallel']}")
    if args.out:
        args.out.write_text(json.dumps({"model": args.model, "variant": choice.variant.name, "threads": args.threads,
                                        "bandwidth_gb_s": bandwidth, "bound_tok_per_s": bound,
                                        "native": native.__dict__, "native_deep": deep.__dict__,
                                        "served": rows}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
