"""Wall time that deltom's verification and process metrics add to a real model's hitom_del run.

One process, one llama.cpp server (`deltom.models.serve`), stock lm-eval (`lm_eval.simple_evaluate`, the
`local-chat-completions` model of `deltom models serve --lm-eval`), greedy, the same questions twice: ``verified``
is hitom_del as shipped (VerifyFilter; acc, trace_acc, step_acc, lucky); ``plain`` is a variant written to a
temporary include path: the same dataset, prompt and generation settings (read from the shipped leaf yamls), no
filter, acc alone by the task's answer rule (``harness_ext.benchmarks.hitom.is_correct``). Each run follows a 1-token warm-up
request on the first prompt (same server state); the verified run goes first (it pays lm-eval's cold
caches). Since generation noise swamps a few percent, the time spent inside VerifyFilter.apply and process_results
(and the provenance record) is also timed directly, as a share of the verified run's wall time. Goal:
under 3% added wall time.

Usage: nice -n 19 .venv/bin/python bench/harness_overhead.py [--model smollm2-135m-instruct] [--limit 2]
       [--max-gen-toks N] [--threads 0]
Needs DELTOM_HITOM_PATH (Hi-ToM_data.json), `deltom models fetch MODEL` and pip install -e '.[llamacpp]'.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import tempfile
import time
import urllib.request
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable, Iterator, Optional

import yaml

from deltom_tasks import TASKS_DIR, provenance
from harness_ext.benchmarks import hitom
from harness_ext.benchmarks.registry import BENCHMARKS
from deltom.models.catalog import load_catalog, models_root
from deltom.models.serve import Server, ServerOptions, lm_eval_command, served, throughput

BENCH = BENCHMARKS["hitom"]
LEAVES = [f"{BENCH.folder}_{BENCH.leaf_prefix}{key}" for key in BENCH.keys]
PLAIN = f"plain_{BENCH.folder}"
KEPT = ("test_split", "output_type", "doc_to_target", "num_fewshot", "repeats", "generation_kwargs",
        "dataset_kwargs", "metadata")  # what the plain leaves take from the shipped ones, as they are
FUNCTIONS = {"custom_dataset": "harness_ext.benchmarks.hitom.hitom_dataset", "doc_to_text": "harness_ext.benchmarks.hitom.doc_to_text",
             "process_results": "plain.process_results"}
PLAIN_PY = '''"""acc alone: the hitom_del answer rule, no verification (written by bench/harness_overhead.py)."""
from harness_ext.benchmarks.hitom import is_correct


def process_results(doc, results):
    return {"acc": float(is_correct(results[0], doc["answer"], doc.get("choices")))}
'''
GOAL_PCT = 3.0


def shipped_leaf(name: str) -> dict[str, Any]:
    """A shipped leaf's config, its template included, ``!function`` values left unresolved."""
    from lm_eval.tasks._yaml_loader import load_yaml

    return load_yaml(TASKS_DIR / BENCH.folder / f"{name}.yaml", resolve_func=False)


def write_plain_tasks(folder: Path) -> list[str]:
    """The acc-only twin of each hitom_del leaf, and their group ``plain_hitom_del``, as yaml files in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "plain.py").write_text(PLAIN_PY, encoding="utf-8")
    names = []
    for leaf in LEAVES:
        shipped = shipped_leaf(leaf)
        config = {"task": f"plain_{leaf}", **{k: shipped[k] for k in KEPT if k in shipped},
                  "metric_list": [{"metric": "acc", "aggregation": "mean", "higher_is_better": True}]}
        text = yaml.safe_dump(config, sort_keys=False) + "".join(f"{k}: !function {v}\n" for k, v in FUNCTIONS.items())
        (folder / f"plain_{leaf}.yaml").write_text(text, encoding="utf-8")
        names.append(config["task"])
    group = {"group": PLAIN, "task": names, "metadata": {"version": 1.0},
             "aggregate_metric_list": [{"metric": "acc", "aggregation": "mean", "weight_by_size": False}]}
    (folder / f"{PLAIN}.yaml").write_text(yaml.safe_dump(group, sort_keys=False), encoding="utf-8")
    return names


@contextlib.contextmanager
def timed(owner: Any, name: str, spent: dict[str, list[float]]) -> Iterator[None]:
    """``owner.name`` wrapped for the block: each call's seconds appended to ``spent[name]``."""
    original: Callable = getattr(owner, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            spent[name].append(time.perf_counter() - start)

    setattr(owner, name, wrapper)
    try:
        yield
    finally:
        setattr(owner, name, original)


def warm_up(server: Server, alias: str, chat: bool, text: str) -> None:
    """One 1-token request on the first prompt, before each run: both start with that prompt cached."""
    path, body = (("chat/completions", {"messages": [{"role": "user", "content": text}]}) if chat
                  else ("completions", {"prompt": text}))
    req = urllib.request.Request(f"{server.base_url}/{path}", json.dumps(
        {"model": alias, "max_tokens": 1, "temperature": 0.0, **body}).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=600) as resp:
        resp.read()


def run(label: str, group: str, kind: str, model_args: str, manager: Any, chat: bool, limit: int,
        gen_kwargs: str, log: Path) -> dict[str, Any]:
    """One timed ``simple_evaluate`` of ``group``: wall seconds, acc, responses and llama.cpp's token counts."""
    from lm_eval import simple_evaluate

    offset = len(log.read_text(encoding="utf-8", errors="replace"))
    start = time.perf_counter()
    out = simple_evaluate(model=kind, model_args=model_args, tasks=[group], task_manager=manager, limit=limit,
                          apply_chat_template=chat, gen_kwargs=gen_kwargs, log_samples=True, bootstrap_iters=0)
    wall = time.perf_counter() - start
    resps = {(task.removeprefix("plain_"), s["doc_id"]): s["resps"][0][0] for task, rows in out["samples"].items()
             for s in rows}
    return {"label": label, "wall_s": wall, "acc": out["results"][group]["acc,none"], "resps": resps,
            **throughput(log.read_text(encoding="utf-8", errors="replace")[offset:])}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="smollm2-135m-instruct", help="a catalogue model (deltom models list)")
    parser.add_argument("--limit", type=int, default=2, help="questions per order (leaf task)")
    parser.add_argument("--max-gen-toks", type=int, default=None, help="default: the task's own")
    parser.add_argument("--threads", type=int, default=0, help="llama.cpp threads (0: all cores)")
    args = parser.parse_args()
    from lm_eval.tasks import TaskManager

    spec = load_catalog()[args.model]
    task_toks = shipped_leaf(LEAVES[0])["generation_kwargs"]["max_gen_toks"]
    gen_kwargs = "do_sample=false,temperature=0" + (f",max_gen_toks={args.max_gen_toks}" if args.max_gen_toks else "")
    toks = (f"max_gen_toks={args.max_gen_toks} (smaller than the task's {task_toks}: --max-gen-toks)"
            if args.max_gen_toks else f"max_gen_toks={task_toks} (the task's own)")
    print(f"harness_overhead: model={spec.name} cores={os.cpu_count()} threads={args.threads or os.cpu_count()} "
          f"limit={args.limit}/order ({args.limit * len(LEAVES)} questions) greedy {toks}", flush=True)
    spent: dict[str, list[float]] = defaultdict(list)
    with tempfile.TemporaryDirectory(prefix="harness_overhead_") as tmp:
        write_plain_tasks(Path(tmp) / "tasks")
        manager = TaskManager(include_path=[str(TASKS_DIR), str(Path(tmp) / "tasks")], include_defaults=False)
        log = Path(tmp) / "server.log"
        opts = ServerOptions(models_root() / spec.file, spec.name, ctx=spec.ctx, threads=args.threads)
        with served(opts, log) as server, timed(hitom.VerifyFilter, "apply", spent), \
                timed(hitom, "process_results", spent), timed(provenance, "record", spent):
            cmd = lm_eval_command(server, spec.name, spec.chat_template, [])
            kind, model_args = cmd[cmd.index("--model") + 1], cmd[cmd.index("--model_args") + 1]
            first = hitom.load_docs(None, **shipped_leaf(LEAVES[0])["dataset_kwargs"])[0]
            hitom.clear_verification_cache()
            rows = []
            for label, group in (("verified", BENCH.folder), ("plain", PLAIN)):
                warm_up(server, spec.name, spec.chat_template, hitom.doc_to_text(first))  # same server state
                rows.append(run(label, group, kind, model_args, manager, spec.chat_template, args.limit, gen_kwargs,
                                log))
    for row in rows:
        print(f"{row['label']:8} wall_s={row['wall_s']:.1f} acc={row['acc']:.3f} requests={row['requests']:.0f} "
              f"prefill_tokens={row['prefill_tokens']:.0f} decode_tokens={row['decode_tokens']:.0f} "
              f"decode_tok_per_s={row['decode_tok_per_s']}", flush=True)
    verified, plain = rows
    same = sum(verified["resps"].get(key) == text for key, text in plain["resps"].items())
    ratio = (verified["wall_s"] / plain["wall_s"] - 1) * 100
    hooks = sum(spent["apply"]) + sum(spent["process_results"])
    share = hooks / verified["wall_s"] * 100
    print(f"same responses in both runs: {same}/{len(plain['resps'])}")
    print(f"wall ratio verified/plain - 1: {ratio:+.1f}% (generation noise included)")
    print(f"inside deltom (verified run): VerifyFilter.apply {sum(spent['apply']):.3f} s ({len(spent['apply'])} "
          f"calls) + process_results {sum(spent['process_results']):.4f} s ({len(spent['process_results'])} calls) = "
          f"{hooks:.3f} s = {share:.3f}% of its wall time; provenance record {sum(spent['record']):.3f} s "
          f"({len(spent['record'])} tasks, not counted)")
    print(f"goal: under {GOAL_PCT:.0f}% added wall time: {'met' if share < GOAL_PCT else 'NOT met'} by direct timing "
          f"({share:.3f}%); wall ratio {ratio:+.1f}% {'within' if ratio < GOAL_PCT else 'over'} it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
