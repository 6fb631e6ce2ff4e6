#!/usr/bin/env bash
# The runs behind results/real-models/: each catalogue model (deltom/data/real_models.json), served by
# llama.cpp (`deltom models serve`), through stock lm_eval on each task, samples logged. Resumable: lm-eval's
# --use_cache keeps every answered request under $DELTOM_CACHE/real-models (default ~/.cache/deltom/real-models),
# so a rerun after an interruption only asks what is left. Already finished (model, task) pairs are skipped.
#
#   DELTOM_HITOM_PATH=... DELTOM_KOSINSKI_PATH=... bash scripts/real_models.sh [MODELS...]
#
# Greedy decoding (temperature 0) by default, not the task's sampling: lm-eval caches no sampled request, so only
# a greedy run resumes, and it is reproducible. A Best-of-N task (hitom_del_bon, ...) samples with the task's own
# settings, N = BON_N (default 8), through deltom-eval's seeded served model (one seed per sample: reproducible, and
# resumable from the same cache). Settings (environment): GEN_KWARGS (default
# "do_sample=false,temperature=0"; empty for the task's own sampling), LIMIT (questions per leaf task, default 10; "all" for every question), TASKS (default
# "hitom_del hitom_del_fresh kosinski_del"), THREADS (llama.cpp threads, default all cores), PARALLEL (requests
# decoded together, default 1; a Best-of-N task defaults to a slot per sample of a question, BON_N: docs/real-models.md), OUT (default
# $DELTOM_CACHE/real-models/runs: outside the repository, since the samples quote the CC BY-NC stories), RESCORE=1
# (run finished pairs again: every answer comes from the cache, nothing is generated, and the metrics, trace_acc and
# step_acc included, are recomputed by this checkout's verifier; the older results and samples are removed).
# METADATA (lm_eval's --metadata for the task: '{"seed": 7070}' gives a fresh family its own stories).
# A run too long for one sitting goes by leaves: TASKS=hitom_del_bon_order_0, then _order_1, ... share their
# group's cache, so the group's run afterwards (TASKS=hitom_del_bon) reads every answer from it and generates none.
# Where the home folder does not outlive a sitting, scripts/real_models_cache.py exports the cache to a file that
# travels with the checkout and imports it back before the run goes on.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}  # its folder holds the deltom console script
LIMIT=${LIMIT:-10}
TASKS=${TASKS:-"hitom_del hitom_del_fresh kosinski_del"}
THREADS=${THREADS:-0}
PARALLEL=${PARALLEL:-}
GEN_KWARGS=${GEN_KWARGS-do_sample=false,temperature=0}
BON_N=${BON_N:-8}
CACHE=${DELTOM_CACHE:-$HOME/.cache/deltom}/real-models
OUT=${OUT:-$CACHE/runs}
if [ "$#" -gt 0 ]; then MODELS=("$@"); else
  MODELS=(qwen2.5-coder-1.5b-instruct qwen2.5-coder-0.5b-instruct gemma-3-270m smollm2-135m-instruct); fi
gen_args=()
[ -n "$GEN_KWARGS" ] && gen_args=(--gen_kwargs "$GEN_KWARGS")
meta_args=()
[ -n "${METADATA:-}" ] && meta_args=(--metadata "$METADATA")
limit_args=()
[ "$LIMIT" != "all" ] && limit_args=(--limit "$LIMIT")
mkdir -p "$CACHE"
# done: the newest results JSON under the folder ran with this --limit (LIMIT=all: none)
DONE='import glob, json, sys
found = sorted(glob.glob(sys.argv[1] + "/*/results_*.json"))
limit = json.load(open(found[-1]))["config"].get("limit") if found else "absent"
print("yes" if found and (limit is None if sys.argv[2] == "all" else limit == float(sys.argv[2])) else "no")'
# a larger LIMIT asks the smaller run's questions again (answered from the cache): keep only the newest run
KEEP_NEWEST='import glob, os, sys
found = sorted(glob.glob(sys.argv[1] + "/*/results_*.json"))
stamp = os.path.basename(found[-1])[len("results_"):-len(".json")] if found else None
for old in glob.glob(sys.argv[1] + "/*/*_*.json*"):
    if stamp and stamp not in os.path.basename(old):
        os.remove(old)'
for model in "${MODELS[@]}"; do
  for task in $TASKS; do
    out="$OUT/$model/$task"
    if [ "${RESCORE:-0}" != 1 ] && [ "$("$PY" -c "$DONE" "$out" "$LIMIT")" = yes ]; then
      echo "real_models: $model $task: done ($out)"; continue; fi
    chat=(--apply_chat_template)
    [ "$model" = gemma-3-270m ] && chat=()  # a base model without a chat template: raw prompt (local-completions)
    # a Best-of-N task samples (the task's own settings) through deltom-eval's seeded served model, which also makes
    # it resumable from --use_cache; deltom-eval finds the task folder itself (--n N builds its own)
    task_args=(--include_path deltom_tasks --tasks "$task") run_gen=("${gen_args[@]}") par=(--parallel "${PARALLEL:-1}")
    case "$task" in *_bon*) task_args=(--tasks "$task" --n "$BON_N") run_gen=() par=(${PARALLEL:+--parallel "$PARALLEL"}) ;; esac
    echo "real_models: $model $task -> $out"
    # the server log names this machine's paths: it stays in the cache, out of the committed results
    "$(dirname "$PY")/deltom" models serve "$model" --threads "$THREADS" "${par[@]}" --log "$CACHE/${model}_${task}.server.log" --lm-eval \
      "${task_args[@]}" "${chat[@]}" "${limit_args[@]}" "${meta_args[@]}" "${run_gen[@]}" --log_samples \
      --use_cache "$CACHE/${model}_${task%_order_[0-9]*}" --output_path "$out"
    "$PY" -c "$KEEP_NEWEST" "$out"
  done
done
