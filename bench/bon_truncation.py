"""Best-of-N rows when some samples are cut before their final answer (max_gen_toks), DEL verifier as PBM.

All 200 Hi-ToM length-1 CoTP questions (DELTOM_HITOM_PATH), N = 16 DEL-synthesised traces
per question (``dellabels.traces.synth`` error taxonomy); a share of them (--truncate, default 0.3)
is cut after a random number of steps, with no final answer, as a model stopped by
``max_gen_toks`` leaves it. Every row is computed by ``harness_ext.bon.rows`` (the filters of
the ``hitom_del_bon`` task) with the ``del`` backend, so the PBM rows show what a perfect
step verifier does with truncated traces. Run it with the code before and after a change
(``PYTHONPATH=<old checkout>``) to compare.

    DELTOM_HITOM_PATH=../shared/data/hitom/Hi-ToM_data.json .venv/bin/python bench/bon_truncation.py
"""
from __future__ import annotations

import argparse
import random

from dellabels.hitom.world import HiToMStory
from dellabels.traces.synth import synthesize_trace
from deltom.analysis.rescore import rescore
from deltom.analysis.samples import DocSamples, TaskSamples
from deltom.pages.paper_table import summary_markdown
from harness_ext.benchmarks.hitom import load_docs

RATES = {"update_absent": 0.3, "stale_belief": 0.3, "chain_swapped": 0.2, "trust_flipped": 0.2,
         "wrong_container": 0.2, "format_slip": 0.2}


def truncate(trace: str, rng: random.Random) -> str:
    """The trace cut after a random number of its steps (at least one), without the final answer."""
    blocks = [b for b in trace.split("\n\n") if not b.lstrip().startswith("Final Answer")]
    return "\n\n".join(blocks[: rng.randint(1, max(1, len(blocks) - 1))])


def sample_tasks(n: int, share: float, seed: int) -> list[TaskSamples]:
    """One ``TaskSamples`` per order with ``n`` traces per question, ``share`` of them truncated."""
    tasks = []
    for order in range(5):
        task = TaskSamples(f"hitom_del_bon_order_{order}", "hitom", str(order), ["<synthesised>"])
        for doc_id, doc in enumerate(load_docs(question_order=order)):
            story = HiToMStory(doc["story"])
            resps = []
            for k in range(n):
                rng = random.Random(f"{seed}:{order}:{doc_id}:{k}")
                trace = synthesize_trace(story, doc["question"], rng, RATES)
                resps.append(truncate(trace, rng) if rng.random() < share else trace)
            task.docs.append(DocSamples(doc_id, doc, resps))
        tasks.append(task)
    return tasks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", type=int, default=16)
    parser.add_argument("--truncate", type=float, default=0.3, help="share of samples cut before the answer")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    tasks = sample_tasks(args.n, args.truncate, args.seed)
    summary = rescore(tasks, "del", None, progress=False)
    print(summary_markdown(summary))
    average = summary["average"]
    majority = f"maj@{args.n}"
    print(f"N={args.n}, truncated share {args.truncate}: ori {average['ori']:.1f}, {majority} {average[majority]:.1f}, "
          f"pbm_vanilla_last {average['pbm_vanilla_last']:.1f}, pbm_vanilla_min {average['pbm_vanilla_min']:.1f}, "
          f"pbm_weighted_avg {average['pbm_weighted_avg']:.1f}")


if __name__ == "__main__":
    main()
