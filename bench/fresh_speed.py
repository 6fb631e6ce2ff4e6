"""Generation time of fresh Hi-ToM sets: the default set, the balanced one and the ladder (cold, one core).

Usage: .venv/bin/python bench/fresh_speed.py [--repeats 3]
Each set is generated from scratch --repeats times (the set memo and the story-simulation memo
cleared between runs); the median wall time is printed with the questions and stories per second.
"""
import argparse
import statistics
import time

from dellabels.hitom.fresh import fresh_docs

from dellabels.hitom.fresh_settings import settings_from
from dellabels.hitom.fresh_settings import FreshSettings
from dellabels.hitom.world import forget_stories

parser = argparse.ArgumentParser()
parser.add_argument("--repeats", type=int, default=3)
args = parser.parse_args()

SETS = {"hitom_del_fresh (default)": {}, "hitom_del_fresh_balanced": {"balanced": True},
        "hitom_del_fresh_ladder": {"orders": list(range(7))}, "default, per_order 1000": {"per_order": 1000}}
for name, given in SETS.items():
    settings: FreshSettings = settings_from(given)
    times = []
    for _ in range(args.repeats):
        fresh_docs.cache_clear()
        forget_stories()
        start = time.perf_counter()
        docs = fresh_docs(settings)
        times.append(time.perf_counter() - start)
    wall = statistics.median(times)
    stories = max(d["sample_id"] for d in docs) + 1  # stories read from the stream (balanced drops questions)
    print(f"{name}: {len(docs)} questions from {stories} stories in {wall:.3f} s "
          f"({len(docs) / wall:.0f} questions/s, {stories / wall:.0f} stories/s)")
