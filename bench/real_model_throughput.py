"""Throughput of one real model on the same hitom_del prompts: transformers (`--model hf` on the converted
folder) vs llama.cpp's server (`deltom models serve`), greedy, same chat template, same token limit.

Usage: .venv/bin/python bench/real_model_throughput.py [--model qwen2.5-coder-1.5b-instruct] [--questions 2]
       [--max-tokens 256] [--backends llamacpp,hf]
Needs DELTOM_HITOM_PATH (Hi-ToM_data.json), `deltom models fetch MODEL` and pip install 'deltom[llamacpp,gguf]';
hf converts the model once (`deltom models convert`). Prints one line per backend: prompt and generated tokens,
wall seconds, tokens/s.
"""
import argparse
import json
import os
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from deltom_tasks.hitom import doc_to_text, hitom_dataset
from harness_ext.models.catalog import cache_root, load_catalog
from harness_ext.models.convert import convert_gguf
from harness_ext.models.serve import ServerOptions, served, throughput


def prompts(n: int) -> list[str]:
    """The first hitom_del question of orders 0, 1, ... (n of them)."""
    return [doc_to_text(hitom_dataset(question_order=order % 5)["test"][order // 5]) for order in range(n)]


def run_llamacpp(gguf: Path, name: str, texts: list[str], max_tokens: int, threads: int) -> dict:
    log = Path(tempfile.mkdtemp()) / "server.log"
    out = {"prompt_tokens": 0, "generated_tokens": 0, "wall_s": 0.0}
    with served(ServerOptions(gguf, name, ctx=4096, threads=threads), log) as server:
        for text in texts:
            body = json.dumps({"model": name, "messages": [{"role": "user", "content": text}],
                               "max_tokens": max_tokens, "temperature": 0.0}).encode()
            req = urllib.request.Request(f"{server.base_url}/chat/completions", body,
                                         {"Content-Type": "application/json"})
            start = time.perf_counter()
            with urllib.request.urlopen(req, timeout=3600) as resp:
                usage = json.loads(resp.read())["usage"]
            out["wall_s"] += time.perf_counter() - start
            out["prompt_tokens"] += usage["prompt_tokens"]
            out["generated_tokens"] += usage["completion_tokens"]
    return {**out, **{k: v for k, v in throughput(log.read_text(errors="replace")).items() if "tok_per_s" in k}}


def run_hf(folder: Path, texts: list[str], max_tokens: int, threads: int) -> dict:
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    torch.set_num_threads(threads)
    tok = AutoTokenizer.from_pretrained(folder)
    model = AutoModelForCausalLM.from_pretrained(folder, dtype=torch.float32).eval()
    out = {"prompt_tokens": 0, "generated_tokens": 0, "wall_s": 0.0}
    for text in texts:
        ids = tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True,
                                      return_tensors="pt", return_dict=True)
        start = time.perf_counter()
        with torch.inference_mode():
            gen = model.generate(**ids, max_new_tokens=max_tokens, do_sample=False)
        out["wall_s"] += time.perf_counter() - start
        out["prompt_tokens"] += ids["input_ids"].shape[1]
        out["generated_tokens"] += gen.shape[1] - ids["input_ids"].shape[1]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="qwen2.5-coder-1.5b-instruct")
    parser.add_argument("--questions", type=int, default=2)
    parser.add_argument("--max-tokens", type=int, default=256, help="generated tokens per question (greedy)")
    parser.add_argument("--backends", default="llamacpp,hf")
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    spec, root = load_catalog()[args.model], cache_root()
    gguf, texts = root / spec.file, prompts(args.questions)
    for backend in args.backends.split(","):
        if backend == "llamacpp":
            row = run_llamacpp(gguf, spec.name, texts, args.max_tokens, args.threads)
        elif backend == "hf":
            row = run_hf(convert_gguf(gguf, root / "hf" / spec.name, spec.sha256), texts, args.max_tokens,
                         args.threads)
        else:
            print(f"real_model_throughput: error: unknown backend {backend!r} (llamacpp, hf)", file=sys.stderr)
            return 2
        rate = row["generated_tokens"] / row["wall_s"] if row["wall_s"] else 0.0
        extra = "".join(f" {k}={v}" for k, v in row.items() if "tok_per_s" in k)
        print(f"model={spec.name} backend={backend} cores={os.cpu_count()} threads={args.threads} "
              f"questions={len(texts)} prompt_tokens={row['prompt_tokens']} generated={row['generated_tokens']} "
              f"wall_s={row['wall_s']:.1f} generated_tok_per_s={rate:.2f}{extra}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
