"""The committed real-model samples rescored by this checkout's verifier: per model trace_acc, step_acc, and the
lines that have a step which restates nothing (all of them, and those whose stated belief is the gold one).

Usage: .venv/bin/python bench/verifier_rescore.py [--samples results/real-models/hitom_del_fresh/samples]

Only the ``hitom_del_fresh`` samples are committed (the project's own stories; Hi-ToM's and Kosinski's are CC BY-NC
and stay beside their runs). Run it at two commits to see how a verifier change moves the committed figures.
"""
from __future__ import annotations

import argparse
import json
import lzma
from pathlib import Path

from dellabels.traces.verify import verify

SAMPLES = Path(__file__).resolve().parent.parent / "results" / "real-models" / "hitom_del_fresh" / "samples"


def rescore(folder: Path) -> dict[str, dict[str, float]]:
    """Per model folder of packed samples: responses, trace_acc, step_acc (percent) and unrestated lines."""
    found = {}
    for model in sorted(p for p in folder.iterdir() if p.is_dir()):
        verdicts = []
        for path in sorted(model.glob("samples_*.jsonl*")):
            opener = lzma.open if path.suffix == ".xz" else open
            with opener(path, "rt", encoding="utf-8") as handle:
                for line in handle:
                    sample = json.loads(line)
                    doc, response = sample["doc"], sample["resps"][0]
                    response = response[0] if isinstance(response, list) else response
                    verdicts.append(verify(doc["story"], doc["question"], response, doc["answer"], doc["choices"]))
        lines = [r for v in verdicts for r in v.lines]
        unrestated = [r for r in lines if r.result != "missing" and not r.restated]
        found[model.name] = {"responses": len(verdicts),
                             "trace_acc": 100.0 * sum(v.verified for v in verdicts) / max(1, len(verdicts)),
                             "step_acc": 100.0 * sum(v.step_acc for v in verdicts) / max(1, len(verdicts)),
                             "lines": len(lines), "unrestated": len(unrestated),
                             "unrestated_right_belief": sum(r.stated == r.gold for r in unrestated)}
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--samples", default=str(SAMPLES))
    args = parser.parse_args()
    print("model                          responses trace_acc step_acc  lines unrestated (belief right)")
    for name, row in rescore(Path(args.samples)).items():
        print(f"{name:30s} {row['responses']:9d} {row['trace_acc']:9.1f} {row['step_acc']:8.1f} {row['lines']:6d} "
              f"{row['unrestated']:10d} ({row['unrestated_right_belief']})")


if __name__ == "__main__":
    main()
