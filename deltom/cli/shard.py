"""`deltom shard`: the docs of shard k of K of an evaluation, as lm-eval's `--samples` JSON (every leaf task's doc
ids i with i mod K = k), so K jobs (a SLURM array, any batch system) each run one shard with lm-eval's own doc
selection; `deltom rescore`, `curves`, `report` and `table` read the K output folders back as one run."""
from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any, Optional

from deltom.cli.common import guarded
from deltom.cli.deltom_eval import stable_tasks_dir, tasks_for_repeats
from deltom_base.errors import FreshSettingsError, InputError
from deltom_base.flags import add_out
from deltom_tasks import TASKS_DIR
from deltom_tasks.fresh import check_metadata
from harness_ext.run_state import RunState, run_state


def leaf_sizes(tasks: str, repeats: Optional[int] = None, metadata: Optional[dict] = None) -> dict[str, int]:
    """Every leaf task of ``tasks`` (comma-separated, as ``--tasks``; ``repeats``: ``--n``) with its number of docs."""
    from lm_eval.tasks import TaskManager, get_task_dict

    include = TASKS_DIR
    if repeats is not None:
        tasks, include = tasks_for_repeats(tasks, repeats), stable_tasks_dir(repeats)
    manager = TaskManager(include_path=str(include), metadata=metadata or None)
    names = [t.strip() for t in tasks.split(",") if t.strip()]
    unknown = [t for t in names if t not in manager.all_tasks]
    if unknown:
        raise InputError(f"--tasks: unknown task {unknown[0]!r} (`deltom-eval ls tasks` lists them)")
    sizes: dict[str, int] = {}

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for child in node.values():
                walk(child)
        elif hasattr(node, "eval_docs"):
            sizes[node.config.task] = len(node.eval_docs)

    with run_state(RunState(pbm_backend="del")):  # building a Best-of-N task checks its PBM rows; counting needs none
        walk(get_task_dict(names, manager))
    return dict(sorted(sizes.items()))


def shard_selection(sizes: dict[str, int], shards: int, index: int) -> dict[str, list[int]]:
    """lm-eval's ``--samples``: for each leaf, the doc ids of shard ``index`` of ``shards`` (i mod shards = index)."""
    return {task: list(range(index, size, shards)) for task, size in sizes.items()}


def check_selection(selection: dict[str, list[int]], sizes: dict[str, int], shards: int, index: int) -> None:
    """An ``InputError`` when a leaf gets no doc: lm-eval reads an empty ``--samples`` list as no selection at all
    and would run every doc of that leaf."""
    empty = next((task for task, ids in selection.items() if not ids), None)
    if empty:
        raise InputError(f"--of {shards}: {empty} has {sizes[empty]} docs, so shard {index} would hold none of them, "
                         f"and lm-eval reads an empty selection as every doc; use --of {min(sizes.values())} or fewer")


def read_metadata(text: Optional[str], tasks: str) -> Optional[dict]:
    """``--metadata`` as JSON, checked as ``deltom-eval`` checks it (a key no task of the run reads is refused)."""
    if not text:
        return None
    try:
        metadata = json.loads(text)
    except ValueError as err:
        raise InputError(f"--metadata: not JSON ({err})") from None
    if not isinstance(metadata, dict):
        raise InputError(f"--metadata: expected a JSON object, got {text[:60]!r}")

    try:
        check_metadata([t.strip() for t in tasks.split(",") if t.strip()], metadata)
    except FreshSettingsError as err:
        raise InputError(str(err)) from None
    return metadata


def run_shard(args: argparse.Namespace) -> int:
    if args.of < 1 or not 0 <= args.index < args.of:
        raise InputError(f"--index must be in 0..{args.of - 1} for --of {args.of}, got {args.index}")
    if args.n is not None and args.n < 1:
        raise InputError(f"--n {args.n}: must be 1 or more")
    metadata = read_metadata(args.metadata, args.tasks)
    sizes = leaf_sizes(args.tasks, args.n, metadata)
    selection = shard_selection(sizes, args.of, args.index)
    check_selection(selection, sizes, args.of, args.index)
    text = json.dumps(selection)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
        print(f"shard {args.index} of {args.of}: {sum(map(len, selection.values()))} docs of {len(selection)} "
              f"tasks -> {args.out} (lm_eval / deltom-eval --samples {args.out})")
    else:
        print(text)
    return 0


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("shard", help="the docs of shard k of K, as lm-eval's --samples JSON",
                              description=__doc__)
    p.add_argument("--tasks", required=True, help="as deltom-eval's --tasks (groups or leaves)")
    p.add_argument("--n", type=int, help="as deltom-eval's --n (the Best-of-N variant's leaf names)")
    p.add_argument("--metadata", help="as lm-eval's --metadata (a generated set's seed and per_order)")
    p.add_argument("--of", type=int, required=True, help="K, the number of shards")
    p.add_argument("--index", type=int, required=True, help="k, this shard (0..K-1)")
    add_out(p, "write the JSON here (default: print it)")
    p.set_defaults(func=guarded("shard", run_shard))
