#!/usr/bin/env bash
# results/real-models/ from the runs of scripts/real_models.sh (and the miniature's trace LM reference run):
# per task one leaderboard (deltom table, story-clustered intervals from the runs' samples), the raw results
# JSONs (copied by deltom table), the throughput of each run, and the HTML report of each run whose questions
# may be committed (the generated hitom_del_fresh set, with its packed samples); Hi-ToM and Kosinski stories are CC BY-NC data, never
# committed: their runs' samples and reports stay under RUNS, outside the repository, where this script writes them.
# Each leaderboard keeps its runs' text-free per-question scores (scores/<model>/), so a run whose samples are not on
# this machine (an earlier session's) keeps its row and its story-clustered intervals from what is committed.
#
#   bash scripts/real_models_table.sh        # RUNS (default $DELTOM_CACHE/real-models/runs), OUT (results/real-models),
#                                            # TASKS (default every task below: one task's leaderboard alone)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
DELTOM="$(dirname "$PY")/deltom"
RUNS=${RUNS:-${DELTOM_CACHE:-$HOME/.cache/deltom}/real-models/runs}
OUT=${OUT:-results/real-models}
TRACE_LM=miniature-trace-lm
TASKS=${TASKS:-"hitom_del hitom_del_fresh hitom_del_fresh_cot kosinski_del"}
for task in $TASKS; do
  inputs=() samples=() names=()
  for run in "$RUNS"/*/"$task"; do
    [ -d "$run" ] || continue
    ls "$run"/*/results_*.json >/dev/null 2>&1 || continue
    inputs+=("$run") samples+=("$run") names+=("$(basename "$(dirname "$run")")")
    if [ "${task#hitom_del_fresh}" != "$task" ]; then report="$OUT/reports/${names[-1]}_$task.html"; mkdir -p "$OUT/reports"
      # our own stories: the run's samples, packed, may be committed (deltom rescore reads them back)
      stamp=$(basename "$(ls "$run"/*/results_*.json | sort | tail -1)" .json); stamp=${stamp#results_}
      rm -rf "${OUT:?}/$task/samples/${names[-1]}"
      "$DELTOM" pack-samples "$run" --run "$stamp" --out "$OUT/$task/samples/${names[-1]}" >/dev/null
    else report="$run/report.html"; fi
    "$DELTOM" report "$run" --out "$report" >/dev/null
  done
  # a committed run whose samples are not on this machine: its raw results and its text-free scores (the
  # leaderboard's scores/<model>/, which give the same story-clustered intervals); without scores, lm-eval's stderr
  # (read in place: the table reads every input before it writes, and never removes an input)
  for raw in "$OUT/$task"/lm_eval/*; do
    [ -d "$raw" ] || continue
    name=$(basename "$raw")
    case " ${names[*]-} " in *" $name "*) continue ;; esac
    if [ -d "$OUT/$task/scores/$name" ]; then samples+=("$OUT/$task/scores/$name")
    else echo "real_models_table: $task $name: no samples here and no committed scores: lm-eval's stderr intervals" >&2
      samples+=(-); fi
    inputs+=("$raw") names+=("$name")
  done
  [ "${#inputs[@]}" -gt 0 ] || continue
  # every model against the trace LM, paired on the questions both asked
  baseline=()
  case " ${names[*]} " in *" $TRACE_LM "*) baseline=(--baseline "$TRACE_LM") ;; esac
  "$DELTOM" table "${inputs[@]}" --samples "${samples[@]}" --names "${names[@]}" --seed 0 \
    --layout leaderboard --allow-mismatch "${baseline[@]}" --out "$OUT/$task" >/dev/null
done
# a committed file names no machine's paths (a report's model arguments, a results JSON's data path under ~)
"$PY" scripts/portable_results.py --folder "$OUT" >&2 || echo "real_models_table: absolute paths left (above)" >&2
"$PY" - "$RUNS" "$OUT/throughput.md" "$(dirname "$RUNS")" <<'EOF'
"""Per run (the last serve of each model and task that generated): requests it generated, its wall time, and
llama.cpp's own prefill / decode tokens per second; the committed line of a run not on this machine stays. A record that names its log offset (throughput.jsonl) counts its
own serve; an older record summed every serve of the run's shared server log, so for those the figures are read from
the log's last serve that generated (split where the server loads the model) and the wall time is not known."""
import json, sys
from pathlib import Path
from deltom.models.serve import throughput
runs, out, cache = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
START = "llama_model_loader: loaded meta data"
lines = ["| model | task | requests generated | wall (s) | prefill tok/s | decode tok/s | generated tokens | threads | "
         "at a time | tokens/s of wall |", "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
for file in sorted(runs.glob("*/*/throughput.jsonl")):
    model, task = file.parent.parent.name, file.parent.name
    records = [r for r in map(json.loads, filter(str.strip, file.read_text().splitlines()))
               if r.get("lm_eval_exit") == 0 and (r.get("requests") or 0) > 0]
    if not records:
        continue
    r = records[-1]
    if "log_offset" not in r:
        log = cache / f"{model}_{task}.server.log"
        parts = log.read_text(errors="replace").split(START)[1:] if log.is_file() else []
        serves = [s for s in (throughput(START + part) for part in parts) if s["requests"] > 0]
        if not serves:
            continue
        r = {**r, **serves[-1], "wall_s": "-", "threads": "-"}
    lines.append(f"| {model} | {task} | {r['requests']:.0f} | {r['wall_s']} | {r['prefill_tok_per_s']} | "
                 f"{r['decode_tok_per_s']} | {r['decode_tokens']:.0f} | {r['threads']} | {r.get('parallel', 1)} | "
                 f"{r.get('decode_tok_per_wall_s') or '-'} |")
# a committed run measured on another machine (its run folder is not here) keeps its committed line
made = {tuple(line.split(" | ")[:2]) for line in lines[2:]}
kept = [line for line in (out.read_text().splitlines()[2:] if out.is_file() else [])
        if line.startswith("| ") and tuple(line.split(" | ")[:2]) not in made]


def filled(line: str) -> str:
    """A line with the last columns (kept lines from before them: one at a time) and tokens/s of wall where the
    line knows its wall time."""
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    cells += ["1", "-"][len(cells) - 8:] if len(cells) < 10 else []
    wall, tokens = cells[3], cells[6]
    if cells[9] == "-" and wall.replace(".", "", 1).isdigit() and float(wall) > 0:
        cells[9] = str(round(float(tokens) / float(wall), 2))
    return "| " + " | ".join(cells) + " |"


lines[2:] = sorted(filled(line) for line in lines[2:] + kept)
out.write_text("\n".join(lines) + "\n")
EOF
