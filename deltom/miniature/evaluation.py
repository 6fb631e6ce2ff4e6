"""Stage 3: `deltom-eval` runs hitom_del_bon with the miniature trace LM and PBM.

One lm-eval generation run with N samples per question (``--n``) on
real Hi-ToM length-1 CoTP questions; every row (Ori, majority, pass@N, the
DEL-oracle rerank and the eight PBM rows) comes from that run's filters, the
PBM being selected with DELTOM_PBM_BACKEND / DELTOM_PBM_MODEL. The summary is
read back from lm-eval's results JSON, never recomputed.
"""
from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Optional, Sequence

from dellabels.hitom.data import HITOM_ENV, load_hitom
from dellabels.hitom.fresh import fresh_set
from dellabels.io.outputs import write_text_atomic
from deltom.analysis.results_load import load_result
from deltom.analysis.samples import classify_task
from deltom.miniature import seeds
from deltom_base.plumbing import child_env
from deltom_base.settings import read
from harness_ext.benchmarks.registry import benchmark
from harness_ext.bon.rows import ORACLE_ROWS, row_name, row_names
from pbm.backends import load_backend
from pbm.evaluate import bench
from pbm.train import read_conversations

ORDERS = benchmark("hitom").keys  # the Hi-ToM orders its rows and goal read
ROWS = tuple(row_names("hitom"))
# Gold traces of the 200 Hi-ToM length-1 CoTP questions take at most 421 tokens of the miniature (phrase)
# tokenizer (308 on average); the cap only stops a sample that never ends.
MAX_GEN_TOKS = 768


def eval_command(trace_lm: Path, pbm: Path, samples: int, limit: Optional[int], out: Path, batch_size: int,
                 max_gen_toks: int = MAX_GEN_TOKS, workers: int = 1) -> list[str]:
    """The deltom-eval command line of the miniature run (``trace_lm`` answers the questions, ``pbm`` reranks).

    ``deltom-hf`` draws a question's N samples from one prefill, each by its own seed, in ``workers``
    processes: on a CPU the tiny trace LM keeps two cores busy only as two 1-thread processes."""
    command = ["deltom-eval", "--model", "deltom-hf", "--model_args",
               f"pretrained={trace_lm},dtype=float32,workers={workers}",
               "--tasks", "hitom_del_bon", "--n", str(samples), "--pbm-backend", "hf", "--pbm", str(pbm),
               "--batch_size", str(batch_size),
               "--gen_kwargs", f"max_gen_toks={max_gen_toks}", "--output_path", str(out), "--log_samples",
               "--seed", "0"]
    if limit:
        command += ["--limit", str(limit)]
    return command


EVAL_LOG = "deltom-eval.stdout.txt"  # what lm-eval printed (its tables), beside the run's outputs


def run_eval(command: Sequence[str], hitom_path: Optional[str], log: Path) -> None:
    """Run deltom-eval (the console script next to this Python); its standard output (lm-eval's tables of every
    filter x metric x order) goes to ``log``, its progress to stderr."""
    env = child_env({**os.environ, "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1",
                     "TOKENIZERS_PARALLELISM": "false"})
    if hitom_path:
        env["DELTOM_HITOM_PATH"] = hitom_path
    executable = Path(sys.executable).with_name("deltom-eval")
    argv = [str(executable) if executable.exists() else command[0], *command[1:]]
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "w", encoding="utf-8") as handle:
        subprocess.run(argv, env=env, check=True, stdout=handle)


def pbm_bench(pbm: Path) -> dict:
    """Step accuracy per order of the miniature PBM on its held-out test split, and how often its first
    low step is the DEL first error (`pbm bench`)."""
    rows = read_conversations(pbm / "data" / "test.rlhflow.jsonl")
    report = bench(load_backend("hf", str(pbm), progress=False), rows)
    return {k: report[k] for k in ("accuracy", "average", "minus_precision", "minus_recall", "minus_rate", "auc",
                                   "examples", "step_errors")}


def latest(out: Path, pattern: str) -> list[Path]:
    """Files matching ``pattern`` under ``out``, newest run first."""
    return sorted(out.rglob(pattern), key=lambda p: p.stat().st_mtime, reverse=True)


def summary_from_results(results_file: Path) -> dict:
    """``{"n", "questions_per_order", "per_order", "average", "process"}`` (percent) of an lm-eval hitom_del_bon
    run; ``process``: the verified-reasoning metrics of every row (``{metric: {"per_order", "average"}}``)."""
    result = load_result(results_file)
    missing = [str(o) for o in ORDERS if str(o) not in result.per_key]
    if result.family != "hitom" or missing:
        raise KeyError(f"{results_file}: hitom_del_bon orders {', '.join(missing) or '?'} missing")
    n_samples = json.loads(Path(results_file).read_text(encoding="utf-8")).get("n-samples", {})
    by_order = {kind[1]: counts for task, counts in n_samples.items() if (kind := classify_task(task))}
    questions = {str(o): (by_order.get(str(o)) or {}).get("effective") for o in ORDERS}
    rounded = lambda rows: {row: round(value, 2) for row, value in rows.items()}  # noqa: E731
    process = {m: {"per_order": {str(o): rounded(per[str(o)]) for o in ORDERS if str(o) in per},
                   "average": rounded(result.process_average(m))} for m, per in result.process.items()}
    return {"n": result.n, "questions_per_order": questions,
            "per_order": {str(o): rounded(result.per_key[str(o)]) for o in ORDERS}, "average": rounded(result.average),
            **({"process": process} if process else {})}


def goal_check(summary: dict) -> dict:
    """The issue's goal on the average over orders: the declared ``summary["primary"]`` row >= ori + 10 and
    >= majority + 5 (that one row, named before the run; never the best PBM row picked afterwards), and the
    best vanilla PBM row >= ori + 5. The DEL-oracle rows (a step-perfect verifier) sit beside it, so the gap
    between the perfect verifier and the learned one is in the record."""
    primary = summary["primary"]
    avg = summary["average"]
    majority = avg[row_name("maj@N", summary["n"])]
    vanilla = max((row for row in avg if row.startswith("pbm_vanilla_")), key=lambda row: (avg[row], row))
    primary_met = avg[primary] >= avg["ori"] + 10 and avg[primary] >= majority + 5
    vanilla_met = avg[vanilla] >= avg["ori"] + 5
    return {"primary": primary, "primary_average": avg[primary], "gain_over_ori": round(avg[primary] - avg["ori"], 2),
            "gain_over_majority": round(avg[primary] - majority, 2), "primary_met": primary_met,
            "best_vanilla": vanilla, "best_vanilla_gain_over_ori": round(avg[vanilla] - avg["ori"], 2),
            "vanilla_met": vanilla_met,
            "oracle_ceiling": {row: avg[row] for row in ORACLE_ROWS if row in avg},
            "met": primary_met and vanilla_met, **paired_check(summary.get("paired"))}


def paired_check(paired: Optional[dict]) -> dict:
    """Whether +PBM beats majority on the same questions beyond chance: the lower bound of the paired,
    story-clustered 95% interval of +PBM minus maj@N above 0 (None without the run's per-question samples)."""
    if not paired:
        return {}
    interval = paired.get("interval_95")
    return {"paired_over_majority": paired, "beats_majority_paired": None if not interval else interval[0] > 0}


def shell_line(command: Sequence[str]) -> str:
    return " ".join(shlex.quote(c) for c in command)


def results_file(out: Path) -> Path:
    """The newest lm-eval results JSON under ``out`` (its samples files lie beside it)."""
    found = latest(out, "results_*.json")
    if not found:
        raise FileNotFoundError(f"no lm-eval results_*.json under {out}")
    return found[0]


HITOM_TEST_SET = "Hi-ToM length-1 CoTP"  # the test set's name when real Hi-ToM data is given


DEFAULT_SET_VOCAB = "hitom"  # the trace LM learns Hi-ToM's world only: the default set is written in its words


def choose_test_set(hitom_path: Optional[str], cache: Path, seed: int, stories: int = 40) -> tuple[str, str]:
    """(path, name) of the questions to evaluate: real Hi-ToM when a file is given, else a generated set.

    Without Hi-ToM data (a fresh machine has none; the hub is unreachable) the miniature runs on a
    ``hitom_del_fresh`` set (``dellabels.hitom.fresh``, seed ``seed + seeds.TEST``, ``stories`` questions
    per order) written in Hi-ToM's vocabulary (``vocab: "hitom"``): the trace LM, its tokenizer and the PBM
    are trained on stories of Hi-ToM's world, and the fresh vocabulary's words are ones they cannot spell.
    The stories are new (no stage sees the test seed), chosen with the shortcut rates of Hi-ToM. The set is
    written as a Hi-ToM file (its docs are Hi-ToM records) so that the same ``hitom_del_bon`` run reads it;
    the name gives its settings and fingerprint. A cached file whose bytes are not the generated set's (cut or
    edited) is written anew.
    """
    chosen = hitom_path or read(HITOM_ENV)
    if chosen:
        load_hitom(chosen)  # missing, a directory or malformed: one clear error (DataNotFoundError / DataFileError)
        return chosen, HITOM_TEST_SET

    settings, docs, fingerprint = fresh_set({"seed": seed + seeds.TEST, "per_order": stories,
                                             "vocab": DEFAULT_SET_VOCAB})
    path = cache / f"fresh_test_s{settings.seed}_{stories}_{fingerprint[:12]}.json"
    text = json.dumps({"data": list(docs)})
    if not path.is_file() or path.read_bytes() != text.encode("utf-8"):  # missing, cut or edited: written anew
        write_text_atomic(path, text)
    return str(path), (f"generated: the hitom_del_fresh set vocab={settings.vocab} seed={settings.seed} "
                       f"per_order={stories} (sha256 {fingerprint[:16]}; no {HITOM_ENV} given)")
