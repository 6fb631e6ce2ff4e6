"""The PBM as a step-error detector on synthesised traces, through the real commands.

Generates stories (`dellabels generate`), one synthesised trace per question with the synthesiser's
default error rates (belief errors and format slips: `dellabels traces --synthetic`), turns all of
them into one test split (`dellabels pbm-data --splits test=1`), then prints `pbm bench` for the
exact DEL verifier (`--pbm-backend del`) and, with --pbm, for a trained PBM on the same traces:

    .venv/bin/python bench/pbm_step_errors.py                       # 200 stories -> 1,000 traces
    .venv/bin/python bench/pbm_step_errors.py --pbm ~/.cache/deltom/miniature/pbm

The del row is the ceiling of any PBM trained on the labeler's labels; its misses on traces with
an error are the format slips no step label shows (pbm/README.md, "The PBM as a step-error detector").
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BIN = Path(sys.executable).parent


def run(*words: object) -> str:
    """One deltom command's stdout; its failure stops the bench with the command's stderr."""
    done = subprocess.run([str(w) for w in words], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(map(str, words))} failed:\n{done.stderr[-2000:]}")
    return done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stories", type=int, default=200, help="generated stories, 5 questions each (200)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--pbm", help="also bench this PBM directory (hf backend) on the same traces")
    parser.add_argument("--threshold", type=float, default=0.5)
    parser.add_argument("--work", help="keep the stories, traces and test split here (default: a temp folder)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(args.work or scratch)
        work.mkdir(parents=True, exist_ok=True)
        started = time.perf_counter()
        stories, traces, data = work / "stories.jsonl", work / "traces.jsonl", work / "data"
        run(BIN / "dellabels", "generate", "--stories", args.stories, "--seed", args.seed, "--lengths", "1",
            "--out", stories, "--overwrite")
        run(BIN / "dellabels", "traces", "--input", stories, "--out", traces, "--synthetic", "--n", 1,
            "--seed", args.seed, "--overwrite")
        run(BIN / "dellabels", "pbm-data", "--input", traces, "--out", data, "--splits", "test=1",
            "--seed", args.seed)
        test = data / "test.rlhflow.jsonl"
        conversations = sum(1 for _ in test.open())
        print(f"{args.stories} stories, {conversations} test conversations (seed {args.seed}), "
              f"data in {time.perf_counter() - started:.1f} s")
        rows = [("del", ["--pbm-backend", "del"])]
        if args.pbm:
            rows.append((Path(args.pbm).name, ["--pbm-backend", "hf", "--pbm", args.pbm]))
        for name, options in rows:
            started = time.perf_counter()
            print(run(BIN / "pbm", "bench", *options, "--test", test, "--threshold", args.threshold,
                      "--name", name), end="")
            print(f"({name}: {time.perf_counter() - started:.1f} s)\n")


if __name__ == "__main__":
    main()
