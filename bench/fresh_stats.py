"""Fresh Hi-ToM beside Hi-ToM, per question order: difficulty statistics and shortcut baselines.

Usage: DELTOM_HITOM_PATH=/path/Hi-ToM_data.json .venv/bin/python bench/fresh_stats.py [--seed 0] [--per-order 40]
Prints Markdown tables (the ones in deltom_tasks/hitom_del_fresh/README.md): Hi-ToM length 1 CoTP
(what hitom_del runs) and CoTP+VP, the default fresh set and the balanced one, and the generator's
long-run rates (--long questions per order, default settings without the Hi-ToM targets).
Shortcuts (dellabels.hitom.shortcuts): final location, first container, the container when the
chain's last agent left, a uniform guess among the containers the story names for the object.
"""
import argparse
import os

from dellabels.hitom.fresh import fresh_set, fresh_vocab, story_questions

from dellabels.hitom.fresh_settings import settings_from
from dellabels.hitom.shortcuts import order_stats
from harness_ext.benchmarks.hitom import load_docs

parser = argparse.ArgumentParser()
parser.add_argument("--seed", type=int, default=0)
parser.add_argument("--per-order", type=int, default=40)
parser.add_argument("--long", type=int, default=2000)
args = parser.parse_args()

path = os.environ["DELTOM_HITOM_PATH"]
cotp = load_docs(path, story_length=1)
sets = {
    "Hi-ToM CoTP": order_stats(cotp),
    "Hi-ToM CoTP+VP": order_stats(cotp + load_docs(path, story_length=1, prompting_type="VP")),
    "fresh": order_stats(fresh_set({"seed": args.seed, "per_order": args.per_order})[1]),
    "fresh balanced": order_stats(fresh_set({"seed": args.seed, "per_order": args.per_order, "balanced": True})[1]),
    # the stream itself, every order of stories 0 .. long-1, before any question is kept or dropped
    f"generator ({args.long}/order)": order_stats([doc for i in range(args.long) for doc in story_questions(
        settings_from({"seed": args.seed}), i, fresh_vocab())]),
}
columns = {"lines": "lines / story", "moves": "moves", "claims": "claims + tells", "null": "[Null] golds %",
           "final": "final location %", "first": "first container %", "left": "last agent left %",
           "uniform": "uniform guess %"}
orders = sorted(sets["fresh"])
for key, title in columns.items():
    print(f"\n{title}\n")
    print("| set | " + " | ".join(f"order {o}" for o in orders) + " |")
    print("|---|" + "---:|" * len(orders))
    for name, stats in sets.items():
        print(f"| {name} | " + " | ".join(f"{stats[o][key]:.1f}" for o in orders) + " |")
worst = max((abs(sets["fresh"][o][k] - sets["Hi-ToM CoTP"][o][k]), o, k) for o in orders
            for k in ("final", "first", "left", "uniform"))
print(f"\nlargest |fresh - Hi-ToM CoTP| over shortcuts and orders: {worst[0]:.1f} points (order {worst[1]}, {worst[2]})")
