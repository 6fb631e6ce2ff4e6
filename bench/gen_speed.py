"""Generation speed: labeled Hi-ToM-style stories per second (all cores, mixed lengths).

Usage: .venv/bin/python bench/gen_speed.py [--n 20000]
Target (issue): 20,000 stories in < 20 s wall on the 2-core machine.
"""
import argparse
import os
import tempfile
import time

from dellabels.cli.main import main

parser = argparse.ArgumentParser()
parser.add_argument("--n", type=int, default=20000)
parser.add_argument("--seed", type=int, default=0)
args = parser.parse_args()
with tempfile.TemporaryDirectory() as tmp:
    out = os.path.join(tmp, "stories.jsonl")
    start = time.perf_counter()
    main(["generate", "--stories", str(args.n), "--seed", str(args.seed), "--out", out])
    seconds = time.perf_counter() - start
    with open(out) as handle:
        count = sum(1 for _ in handle)
print(f"cores={os.cpu_count()} stories={count} wall_s={seconds:.2f} stories_per_s={count / seconds:.0f}")
