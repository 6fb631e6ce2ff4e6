"""Text-free per-question scores (``deltom.analysis.scores``) of a generated-set run rebuilt from its
committed HTML run report, for a run whose samples are gone: the report holds each question's order, doc_id, its
answer's verdict (``ok``) and its trace's (``v``); the story of each question, whose hash is its cluster, comes from
generating the set again from the settings in the run's results JSON (the same seed gives the same stories; the
question and answer of every doc are checked against the report's). ``deltom table`` then takes the folder written
in place of the run's samples.

    python scripts/scores_from_report.py REPORT.html RESULTS.json OUT_DIR
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from deltom_tasks.fresh import order_docs
from deltom.analysis.clusters import cluster_of

_DATA = re.compile(r'<script type="application/json" id="run-data">(.*?)</script>', re.S)


def main(report: str, results: str, out_dir: str) -> int:
    found = _DATA.search(Path(report).read_text(encoding="utf-8"))
    if not found:
        sys.exit(f"{report}: no run data (not a deltom run report)")
    data = json.loads(found.group(1).replace("<\\/", "</"))
    payload = json.loads(Path(results).read_text(encoding="utf-8"))
    stamp = Path(results).stem[len("results_"):]
    by_task: dict[str, list[str]] = {}
    for q in data["questions"]:
        task = f"hitom_del_fresh_order_{q['key']}"
        metadata = payload["configs"][task]["metadata"]
        doc = order_docs(metadata, int(q["key"]))[2][q["doc"]]
        if (doc["question"], doc["answer"]) != (q["question"], q["answer"]):
            sys.exit(f"{report}: {task} doc {q['doc']} is {q['question']!r} there, {doc['question']!r} when generated "
                     "again: another set")
        sample = q["samples"][0]
        record = {"doc_id": q["doc"], "filter": "none", "metrics": ["acc", "trace_acc"], "acc": float(sample["ok"]),
                  "trace_acc": float(sample["v"]), "cluster": cluster_of(doc, "hitom")}
        by_task.setdefault(task, []).append(json.dumps(record, sort_keys=True))
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for task, lines in by_task.items():
        (out / f"scores_{task}_{stamp}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(out / f"scores_{task}_{stamp}.jsonl")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    sys.exit(main(*sys.argv[1:]))
