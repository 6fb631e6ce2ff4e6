"""`deltom merge-shards`: the K shards of one split run (lm-eval output folders of runs with `--samples` and
`--log_samples`; `deltom shard` makes the selections) written as one lm-eval output folder, its results recomputed
from every doc's logged metrics, so `deltom table` (and everything else) reads one run."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from dellabels.io.outputs import check_writable_dir, refuse_same, write_text_atomic
from deltom.analysis.results_load import expand_inputs
from deltom.analysis.shard_merge import merge_results
from deltom.cli.common import guarded
from deltom_base.errors import InputError


def run_merge(args: argparse.Namespace) -> int:
    files = [Path(f) for f in expand_inputs(list(args.shards))]
    if len(files) < 2:
        raise InputError(f"{len(files)} results JSON found under {', '.join(args.shards)}: merging needs two shards "
                         "or more")
    out = Path(args.out)
    # a shard's folder is read whole (the samples beside its results too): the merged run may not lie in one
    refuse_same(out, [*args.shards, *sorted({f.parent for f in files})])
    if out.exists() and any(out.iterdir()):
        raise InputError(f"--out {out}: not empty; merge into a new folder")
    check_writable_dir(out)
    merged, samples = merge_results(files)
    stamp = max(f.stem[len("results_"):] for f in files)
    folder = out / files[0].parent.name
    folder.mkdir(parents=True, exist_ok=True)
    for task, records in samples.items():
        write_text_atomic(folder / f"samples_{task}_{stamp}.jsonl",
                          "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
    write_text_atomic(folder / f"results_{stamp}.json", json.dumps(merged, indent=2, ensure_ascii=False) + "\n")
    docs = sum(len({r["doc_id"] for r in records}) for records in samples.values())
    print(f"merged {len(files)} shards: {docs} docs of {len(samples)} tasks -> {folder}")
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("merge-shards", help="the shards of one split run as one lm-eval output folder",
                              description=__doc__)
    p.add_argument("shards", nargs="+", help="the shards' output folders (or their parent folder)")
    p.add_argument("--out", required=True, help="a new folder for the merged run")
    p.set_defaults(func=guarded("merge-shards", run_merge))
