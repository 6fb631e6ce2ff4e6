"""N samples of one question on a CPU: one request for N completions against N requests, beside the machine's bounds.

For each N (``--n``, default 1,2,4,8,16), a new ``hitom_del_fresh`` question (the one-shot DEL prompt, a story of
its own) is sampled N times with the task's settings (temperature 0.6, top_p 0.95), ``--max-tokens`` tokens each
(end-of-text ignored, so every sample decodes that many), through deltom's llama.cpp build (`deltom models serve`'s
``llama-server``, ``--parallel`` = the largest N, ``--kv-unified``):

- ``one request``: one streamed request with ``n = N`` (what ``deltom-chat-completions`` sends with
  ``samples_per_request``): the server prefills the prompt once, copies its cache to N - 1 slots and decodes the N
  together. Printed: generated tokens per second of wall, the time to the first token, the prompt tokens the server
  prefilled (its timing lines).
- ``N requests`` (``--requests 8``: for those N): the N samples as N concurrent requests (each its own seed), as
  before (each new slot prefills the whole prompt).

Beside them, per N:

- the weight-bandwidth bound: a decode step reads every weight once for its N tokens, so N x bandwidth / model
  size (bandwidth measured as ``bench/served_vs_native.py`` does; the KV cache's reads are left out: an upper bound);
- the compute bound: ``llama-bench`` processing a batch of N tokens after ``--depth`` tokens of context (its
  prefill test ``-p N -d depth``): the same quantised kernels on N tokens at once, which is what a step of N
  sequences computes, attention aside.

    .venv/bin/python bench/bon_batch.py --model qwen2.5-coder-1.5b-instruct --requests 8 --same-as-alone 8 --out /tmp/bon_batch.json

``--same-as-alone K`` compares one request for K completions (on the server above) with K requests at ``--parallel 1``
seeded seed, seed + 1, ...: each sample's text, and how much of it the two share before they part. The seeds are the
same, but llama.cpp's arithmetic is not batch-invariant (a step of 8 sequences sums in another order than a step of
one: ggml-org/llama.cpp#6950), so a sampled token near a tie can flip, and the two texts part there; the same request
sent twice is compared too (the second finds the prompt cached: its first step differs from the first's). Needs `deltom models fetch MODEL` (and `deltom models build`, which this runs if needed).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SAMPLING = {"temperature": 0.6, "top_p": 0.95}  # hitom_del's generation settings
SEED = 1234  # lm-eval's default seed, the first sample's


def question(index: int) -> str:
    """The prompt of the ``index``-th question of ``hitom_del_fresh`` (orders in turn)."""
    from deltom_tasks.fresh import fresh_dataset
    from harness_ext.benchmarks.hitom import doc_to_text

    docs = fresh_dataset(question_order=index % 5)["test"]
    return doc_to_text(docs[index // 5])


def ask(base_url: str, model: str, chat: bool, prompt: str, n: int, seed: int, max_tokens: int,
        stream: bool = True) -> dict:
    """One request (``n`` completions), streamed: its texts, wall seconds and seconds to the first text piece."""
    body: dict = {"model": model, "max_tokens": max_tokens, "seed": seed, "n": n, "stream": stream,
                  "ignore_eos": True, **SAMPLING}
    if chat:
        body["messages"] = [{"role": "user", "content": prompt}]
    else:
        body["prompt"] = prompt
    url = f"{base_url}/{'chat/completions' if chat else 'completions'}"
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    texts, first, start = [""] * n, None, time.perf_counter()
    with urllib.request.urlopen(request, timeout=7200) as response:
        for raw in response:
            line = raw.decode("utf-8", "replace").strip()
            if not line.startswith("data:") or line == "data: [DONE]":
                continue
            choice = (json.loads(line[5:]).get("choices") or [{}])[0]
            piece = (choice.get("delta") or {}).get("content") if chat else choice.get("text")
            if piece:
                first = first if first is not None else time.perf_counter() - start
                texts[int(choice.get("index") or 0)] += piece
    return {"texts": texts, "wall_s": time.perf_counter() - start, "first_s": first}


def shared(a: str, b: str) -> int:
    """The length of the text ``a`` and ``b`` begin with."""
    k = 0
    while k < min(len(a), len(b)) and a[k] == b[k]:
        k += 1
    return k


def prefilled(log: Path, offset: int) -> int:
    """Prompt tokens the server prefilled after byte ``offset`` of its log."""
    from deltom.models.serve import log_since, throughput

    return int(throughput(log_since(log, offset))["prefill_tokens"])


def compute_bounds(bench: Path, gguf: Path, threads: int, ns: list[int], depth: int) -> dict[int, float]:
    """llama-bench's tokens/s processing a batch of N tokens after ``depth`` tokens of context, per N."""
    cmd = [str(bench), "-m", str(gguf), "-t", str(threads), "-p", ",".join(map(str, ns)), "-n", "0", "-d",
           str(depth), "-r", "1", "-o", "json"]
    rows = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=3600).stdout)
    return {int(r["n_prompt"]): round(float(r["avg_ts"]), 2) for r in rows}


def sampling_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The options both N-samples benches share (this one and ``bench/bon_batch_vllm.py``)."""
    parser.add_argument("--model", default="qwen2.5-coder-1.5b-instruct")
    parser.add_argument("--n", default="1,2,4,8,16", help="comma-separated sample counts")
    parser.add_argument("--max-tokens", type=int, default=256)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    return parser


def main(argv=None) -> int:
    parser = sampling_arguments(argparse.ArgumentParser(description=__doc__.splitlines()[0]))
    parser.add_argument("--depth", type=int, default=1600, help="context before llama-bench's batch (default 1600: "
                        "about a hitom_del_fresh prompt)")
    parser.add_argument("--requests", default="", help="comma-separated N to also time as N concurrent requests")
    parser.add_argument("--same-as-alone", type=int, default=0, metavar="K",
                        help="check the first K samples of the largest N against K requests at --parallel 1")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    ns = sorted({int(n) for n in args.n.split(",")})

    from bench.served_vs_native import bandwidth_gb_s
    from deltom.models.catalog import load_catalog, models_root
    from deltom.models.llama_build import build, build_root
    from deltom.models.llama_probe import choose
    from deltom.models.serve import ServerOptions, served

    spec = load_catalog(None)[args.model]
    gguf = models_root(None) / spec.file
    choice = choose(build(build_root()), gguf, spec.sha256, threads=args.threads,
                    say=lambda line: print(line, file=sys.stderr))
    bandwidth = bandwidth_gb_s(args.threads)
    per_stream = bandwidth * 1e9 / gguf.stat().st_size
    computed = compute_bounds(choice.server.parent / "llama-bench", gguf, args.threads, ns, args.depth)
    log = Path(tempfile.mkdtemp(prefix="bon_batch_")) / "server.log"
    opts = ServerOptions(gguf, spec.name, ctx=spec.ctx, threads=args.threads, parallel=max(ns),
                         binary=choice.server, kv_unified=True)
    rows, chat = [], spec.chat_template
    with served(opts, log) as server:
        ask(server.base_url, spec.name, chat, question(99), 1, SEED, 1)  # the one-shot prefix cached, untimed
        for k, n in enumerate(ns):
            offset = log.stat().st_size
            one = ask(server.base_url, spec.name, chat, question(k), n, SEED, args.max_tokens)
            row = {"n": n, "wall_s": round(one["wall_s"], 2), "first_token_s": round(one["first_s"] or 0, 2),
                   "tok_per_wall_s": round(n * args.max_tokens / one["wall_s"], 2),
                   "prefilled": prefilled(log, offset), "bandwidth_bound": round(n * per_stream, 1),
                   "compute_bound": computed.get(n)}
            if str(n) in args.requests.split(","):
                offset, start = log.stat().st_size, time.perf_counter()
                with ThreadPoolExecutor(n) as pool:
                    list(pool.map(lambda s: ask(server.base_url, spec.name, chat, question(50 + k), 1, SEED + s,
                                                args.max_tokens), range(n)))
                wall = time.perf_counter() - start
                row.update(requests_wall_s=round(wall, 2), requests_tok_per_wall_s=round(n * args.max_tokens / wall, 2),
                           requests_prefilled=prefilled(log, offset))
            rows.append(row)
            print(json.dumps(row), file=sys.stderr, flush=True)
        k = args.same_as_alone
        grouped = [ask(server.base_url, spec.name, chat, question(77), k, SEED, args.max_tokens)["texts"]
                   for _ in range(2)] if k else []
    agreement = None
    if args.same_as_alone:
        alone_opts = ServerOptions(gguf, spec.name, ctx=spec.ctx, threads=args.threads, parallel=1, binary=choice.server)
        with served(alone_opts, log) as server:
            ask(server.base_url, spec.name, chat, question(99), 1, SEED, 1)
            alone = [ask(server.base_url, spec.name, chat, question(77), 1, SEED + s, args.max_tokens)["texts"][0]
                     for s in range(args.same_as_alone)]
        agreement = {"same": sum(a == g for a, g in zip(alone, grouped[0])),
                     "shared_prefix": [round(shared(a, g) / max(len(a), 1), 2) for a, g in zip(alone, grouped[0])],
                     "again_shared_prefix": [round(shared(a, g) / max(len(a), 1), 2)
                                             for a, g in zip(grouped[0], grouped[1])]}
    single = rows[0]["tok_per_wall_s"] if rows and rows[0]["n"] == 1 else None
    print(f"{spec.name} on the {choice.variant.name} build, {args.threads} threads, {args.max_tokens} tokens per "
          f"sample; memory read bandwidth {bandwidth:.1f} GB/s, GGUF {gguf.stat().st_size / 1e6:.0f} MB")
    print("\n| N | one request: tok/s of wall | x one stream | first token (s) | prefilled | N requests: tok/s of "
          f"wall | prefilled | bandwidth bound | compute bound (llama-bench pp N at depth {args.depth}) | "
          "one request / compute bound |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        ratio = f"{r['tok_per_wall_s'] / single:.2f}" if single else ""
        bound = f"{r['tok_per_wall_s'] / r['compute_bound']:.2f}" if r["compute_bound"] else ""
        print(f"| {r['n']} | {r['tok_per_wall_s']:.1f} | {ratio} | {r['first_token_s']:.1f} | {r['prefilled']} | "
              f"{r.get('requests_tok_per_wall_s', '')} | {r.get('requests_prefilled', '')} | "
              f"{r['bandwidth_bound']:.1f} | {r['compute_bound']} | {bound} |")
    if agreement is not None:
        k = args.same_as_alone
        print(f"\nsame samples as alone: {agreement['same']} of {k} (one request for {k} completions on the "
              f"{max(ns)}-slot server against {k} requests at --parallel 1, seeds {SEED}..{SEED + k - 1}); the share "
              f"of each alone sample's text the grouped one repeats before they part: {agreement['shared_prefix']} "
              f"(mean {sum(agreement['shared_prefix']) / k:.2f}); the same request again against the first: "
              f"{agreement['again_shared_prefix']}")
    if args.out:
        args.out.write_text(json.dumps({"model": spec.name, "variant": choice.variant.name, "threads": args.threads,
                                        "max_tokens": args.max_tokens, "bandwidth_gb_s": round(bandwidth, 2),
                                        "rows": rows, "same_as_alone": agreement,
                                        "same_as_alone_of": args.same_as_alone}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
