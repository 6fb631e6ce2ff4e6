"""Best-of-N, PBM beam search and DVTS at equal budget on Hi-ToM: accuracy and what each method
generated per question (step candidates, generated tokens), with each scorer.

Budget N: Best-of-N samples N whole traces; beam search keeps N / M beams and samples M next steps from each
(N step candidates per round); DVTS runs N / M subtrees of beam width M (N per round). M = --beam-width.
The three share the generator, the sampling (the hitom_del_bon task's: temperature 0.6, top_p 0.95, its stop
strings), the questions and the PBM scorer (``pbm.scorer``: one load, cached scores). Every generated
step candidate and token is counted, fallback completions and lookahead steps included; Best-of-N's step
candidates are the parsed steps of its N traces.

    python bench/search_budget.py --generator DIR --scorer del --scorer hf:PBM_DIR --n 4 16 --per-order 10 \\
        --out results/miniature/search

Defaults: the miniature's generator and PBM ($DELTOM_CACHE/miniature/{generator,pbm}, built by
`deltom miniature`). --out writes table.md, results.json.xz (every question's answer and budget) and
COMMAND.txt. Prints a Markdown table: accuracy (%), trace accuracy (%), and per question the step candidates,
generated tokens and invalid step candidates.
"""
from __future__ import annotations

import argparse
import json
import lzma
import os
import random
import sys
import time
from pathlib import Path
from typing import Optional

from dellabels.hitom.world import HiToMStory
from dellabels.traces.parse import parse_trace
from dellabels.traces.sampling import Sampling
from dellabels.traces.synth import DEFAULT_RATES, synthesize_trace
from harness_ext.benchmarks.hitom import doc_to_text, judge, load_docs
from harness_ext.bon import selection
from harness_ext.bon.filters import rerank, sample_answers
from harness_ext.search.beam import PBMStepScorer, beam_search
from harness_ext.search.config import SearchConfig
from harness_ext.search.dvts import dvts_search, select_subtree
from harness_ext.search.lm_eval_models import doc_problem
from harness_ext.search.step_samplers import HFStepSampler
from harness_ext.search.steps import SearchResult, StepSampler, cut_at_stop
from harness_ext.search.tree import token_counter
from pbm import scorer as pbm_scorer
from pbm.cache import cache_root

STOP = ("\n<Story>", "Now it's your turn")  # the hitom_del_bon task's until
# synth: belief errors only; a format slip (merged or dropped step) would shift the step k of one trace
# against the k steps written so far by others
SYNTH_RATES = {**DEFAULT_RATES, "format_slip": 0.0}


def questions(hitom_path: Optional[str], per_order: int) -> list[dict]:
    return [d for order in range(5) for d in load_docs(hitom_path, story_length=1, question_order=order)[:per_order]]


class SynthSampler:
    """A step sampler without a neural LM (``--generator synth``): each sample is a step of its own
    ``dellabels.traces.synth`` trace (gold DEL traces with belief errors at the default rates, no format slips),
    so the methods compare on traces with known errors in seconds; tokens are whitespace words."""

    tokenizer = None

    def __init__(self, docs: list[dict]) -> None:
        self.docs = [(doc_to_text(d), HiToMStory(d["story"]), d["question"]) for d in docs]

    def _trace(self, prefix: str, key: str) -> tuple[list[str], int]:
        prompt, story, question = next(entry for entry in self.docs if prefix.startswith(entry[0]))
        full = synthesize_trace(story, question, random.Random(f"{prompt}:{key}"), SYNTH_RATES)
        blocks = full.split("\n\n")  # step blocks, then the final answer line(s)
        done = len(parse_trace(prefix[len(prompt):]).steps)
        return blocks, done

    def expand(self, prefixes, n: int, seed: int, sampling: Sampling) -> list[list[str]]:
        out = []
        for index, prefix in enumerate(prefixes):
            steps = []
            for j in range(n):  # greedy (temperature 0): one fixed trace per prefix
                key = f"greedy:{prefix}" if sampling.temperature <= 0 else f"{seed}:{index}:{j}"
                blocks, done = self._trace(prefix, key)
                step = blocks[min(done, len(blocks) - 1)]
                steps.append(step + ("\n\n" + "\n\n".join(blocks[done + 1:]) if done + 1 == len(blocks) - 1 else ""))
            out.append(steps)
        return out

    def complete(self, prefixes, seed: int, sampling: Sampling) -> list[str]:
        out = []
        for index, prefix in enumerate(prefixes):
            blocks, done = self._trace(prefix, f"{seed}:{index}")
            out.append("\n\n".join(blocks[done:]))
        return out


def sampled(docs: list[dict], gen: StepSampler, n: int, args, memo: dict) -> list[list[str]]:
    """N whole traces per question (the hitom_del_bon sampling), made once per N and shared by every scorer."""
    if n not in memo:
        finish = Sampling(args.temperature, args.top_p, args.max_gen_toks, STOP)
        started = time.perf_counter()
        memo[n] = [[cut_at_stop(s, STOP) for s in gen.complete([doc_to_text(doc)] * n, args.seed + k, finish)]
                   for k, doc in enumerate(docs)]
        memo[n, "seconds"] = round(time.perf_counter() - started, 1)
    return memo[n]


def best_of_n(docs: list[dict], gen: StepSampler, spec: tuple[str, Optional[str]], n: int, args,
              memo: dict) -> dict:
    """Vanilla, weighted and majority picks among N traces; budget = the N traces (steps, tokens, beliefless steps)."""
    count = token_counter(gen)
    rows: dict[str, list] = {"bon_vanilla": [], "bon_weighted": [], "majority": []}
    started = time.perf_counter()
    for doc, samples in zip(docs, sampled(docs, gen, n, args, memo)):
        steps = pbm_scorer.step_scores(spec[0], spec[1], [(doc, s) for s in samples])
        parsed = [parse_trace(s).steps for s in samples]
        budget = {"step_candidates": sum(len(p) for p in parsed), "generated_tokens": sum(count(s) for s in samples),
                  "invalid": sum(not step.stated for p in parsed for step in p)}
        answers = sample_answers(samples, doc)
        picks = {"bon_vanilla": rerank(samples, doc, steps, "vanilla", args.rule)["index"],
                 "bon_weighted": rerank(samples, doc, steps, "weighted", args.rule)["index"],
                 "majority": selection.majority_index(answers)}
        for row, index in picks.items():
            rows[row].append({"response": samples[index or 0] if samples else "", "budget": budget})
    # sampling (once per N) plus this scorer's scoring; one generation serves the three picks
    seconds = round(memo[n, "seconds"] + time.perf_counter() - started, 1)
    return {row: {"outputs": outs, "seconds": seconds} for row, outs in rows.items()}


def searched(docs: list[dict], gen: StepSampler, spec: tuple[str, Optional[str]], n: int, args,
             memo: dict) -> dict:
    """Beam search (N / M beams x M) and DVTS (N / M subtrees of width M, vanilla and weighted picks)."""
    width = min(args.beam_width, n)
    config = SearchConfig(beams=max(1, n // width), expansions=width, rule=args.rule, seed=args.seed,
                          lookahead=args.lookahead, step=Sampling(args.temperature, args.top_p, args.max_step_tokens, STOP),
                          finish=Sampling(args.temperature, args.top_p, args.max_gen_toks, STOP))
    scorer = PBMStepScorer(spec[0], spec[1])
    problems = [doc_problem(doc_to_text(d), d) for d in docs]
    rows = {}
    for row, search in (("beam", beam_search), ("dvts_vanilla", dvts_search)):
        started = time.perf_counter()
        found = search(problems, gen, scorer, config, False)  # DVTS: the vanilla pick (config.select)
        rows[row] = {"outputs": [{"response": r.text, "budget": r.record["budget"], "record": r.record} for r in found],
                     "seconds": round(time.perf_counter() - started, 1)}
    weighted = []  # the same DVTS trees, the weighted pick among their subtrees
    for prob, out in zip(problems, rows["dvts_vanilla"]["outputs"]):
        paths = [SearchResult(p["text"], p["step_scores"], 0) for p in out["record"]["paths"]]
        weighted.append({"response": paths[select_subtree(prob, paths, "weighted", args.rule)].text,
                         "budget": out["budget"]})
    rows["dvts_weighted"] = {"outputs": weighted, "seconds": rows["dvts_vanilla"]["seconds"]}
    return rows


def summarise(docs: list[dict], outs: list[dict]) -> dict:
    """Accuracy and trace accuracy (%), and the mean budget per question."""
    judged = [judge(doc, out["response"]) for doc, out in zip(docs, outs)]
    per_q = len(outs) or 1
    return {"acc": round(100 * sum(j["acc"] for j in judged) / per_q, 1),
            "trace_acc": round(100 * sum(j.get("trace_acc", 0.0) for j in judged) / per_q, 1),
            **{key: round(sum(o["budget"].get(key, 0) for o in outs) / per_q, 1)
               for key in ("step_candidates", "generated_tokens", "invalid")}}


def main(argv: Optional[list[str]] = None) -> None:
    cache = cache_root() / "miniature"
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--generator", default=str(cache / "generator"), help="the LM that writes the traces (a directory), or synth: DEL-synthesised traces with errors")
    parser.add_argument("--scorer", action="append", help="del, or hf:<PBM dir> (repeatable; default: del and "
                                                          "the miniature PBM)")
    parser.add_argument("--n", type=int, nargs="+", default=[4, 16], help="budgets N")
    parser.add_argument("--beam-width", type=int, default=2,
                        help="M: next steps sampled per kept path (at N=4, M=4 would leave DVTS one subtree: "
                             "the same search as beam search)")
    parser.add_argument("--per-order", type=int, default=10, help="Hi-ToM length-1 questions per order (0-4)")
    parser.add_argument("--hitom-path", default=None)
    parser.add_argument("--rule", default="min", help="step score aggregation for every method")
    parser.add_argument("--lookahead", type=int, default=0)
    parser.add_argument("--temperature", type=float, default=0.6)
    parser.add_argument("--top-p", type=float, default=0.95)
    parser.add_argument("--max-step-tokens", type=int, default=256)
    parser.add_argument("--max-gen-toks", type=int, default=768, help="the miniature's cap of a whole trace")
    parser.add_argument("--batch-size", type=int, default=16, help="sequences per generate call")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=None, help="write table.md, results.json.xz and COMMAND.txt here")
    args = parser.parse_args(argv)
    scorers = args.scorer or ["del", f"hf:{cache / 'pbm'}"]
    specs = [(s, None) if s == "del" else tuple(s.split(":", 1)) for s in scorers]
    docs = questions(args.hitom_path, args.per_order)
    gen = (SynthSampler(docs) if args.generator == "synth" else
           HFStepSampler(args.generator, device="cpu", dtype="float32", batch_size=args.batch_size))
    table = ["| scorer | N | method | acc % | trace_acc % | step candidates / q | generated tokens / q | "
             "invalid steps / q | seconds |", "|---|---|---|---|---|---|---|---|---|"]
    raw: dict = {"questions": len(docs), "settings": vars(args), "runs": []}
    memo: dict = {}
    for spec in specs:
        for n in args.n:
            for method in (best_of_n, searched):
                for row, ran in method(docs, gen, spec, n, args, memo).items():
                    outs, seconds = ran["outputs"], ran["seconds"]
                    figures = summarise(docs, outs)
                    name = "del" if spec[0] == "del" else spec[1]
                    table.append(f"| {Path(str(name)).name} | {n} | {row} | {figures['acc']} | {figures['trace_acc']} | "
                                 f"{figures['step_candidates']} | {figures['generated_tokens']} | "
                                 f"{figures['invalid']} | {seconds} |")
                    raw["runs"].append({"scorer": list(spec), "n": n, "method": row, **figures, "seconds": seconds,
                                        "outputs": outs})
                    print(table[-1], file=sys.stderr, flush=True)
    text = "\n".join(table)
    print(text)
    if args.out:
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        (out / "table.md").write_text(text + "\n", encoding="utf-8")
        with lzma.open(out / "results.json.xz", "wt", encoding="utf-8") as handle:  # every response: ~8 MB plain
            json.dump(raw, handle, indent=1)
        from deltom.analysis.provenance import project_commit

        data = args.hitom_path or os.environ.get("DELTOM_HITOM_PATH", "(generated stories)")
        (out / "COMMAND.txt").write_text(f"# deltom commit {project_commit()}; Hi-ToM data: {data}\n"
                                         "python bench/search_budget.py " + " ".join(sys.argv[1:]) + "\n",
                                         encoding="utf-8")


if __name__ == "__main__":
    main()
