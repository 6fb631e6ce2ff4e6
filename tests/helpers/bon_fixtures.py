"""Hand-written Best-of-N samples (Hi-ToM grammar, so the `del` backend labels them) and their rows.

One story, two questions: doc A asks the real location (order 0, gold green_bucket),
doc B Amelia's belief (order 1, gold red_envelope). Each doc has four samples,
written as belief traces whose per-step DEL labels are spelled out below; the
expected rows in EXPECTED_N4 / EXPECTED_N2 are worked out by hand from them.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional, Sequence

LINES = ("Amelia and Chloe entered the TV_room.", "The celery is in the red_envelope.",
         "Amelia exited the TV_room.", "Chloe moved the celery to the green_bucket.", "Chloe exited the TV_room.")
STORY = "\n".join(f"{i} {line}" for i, line in enumerate(LINES, start=1))
CHOICES = "A. red_envelope, B. green_bucket"
R, G, NULL = "red_envelope", "green_bucket", "Null"
STAMP = "2025-01-02T03-04-05.000006"


def make_trace(who: str, beliefs: Sequence[str], final: Optional[str]) -> str:
    """Step k echoes story line k and states ``who`` + 'the celery is in [belief_k]'."""
    blocks = [f"## Step {k} ##\n{line}\n{who}the celery is in [{b}]"
              for k, (line, b) in enumerate(zip(LINES, beliefs), start=1)]
    return "\n\n".join(blocks) + (f"\n\nFinal Answer: [{final}]" if final else "")


JUNK = "I am not sure where it is."  # no step, no answer: lowest score, never counted correct
DOC_A = {"story": STORY, "question": "Where is the celery really?", "choices": CHOICES, "answer": G}
DOC_B = {"story": STORY, "question": "Where does Amelia think the celery is?", "choices": CHOICES, "answer": R}
# gold beliefs A: Null, R, R, G, G    B: Null, R, R, R, R
SAMPLES_A = [
    make_trace("", [NULL, R, G, R, G], G),   # steps 3, 4 wrong -> [1,1,0,0,1]: last 1, min 0, avg .6, prod 0
    make_trace("", [R, G, R, G, G], G),      # steps 1, 2 wrong -> [0,0,1,1,1]: last 1, min 0, avg .6, prod 0
    make_trace("", [NULL, R, R, G, G], R),   # wrong final only -> [1,1,1,1,0]: last 0, min 0, avg .8, prod 0
    JUNK,
]
SCORES_A = [[1, 1, 0, 0, 1], [0, 0, 1, 1, 1], [1, 1, 1, 1, 0], []]
WHO_B = "Amelia thinks "
SAMPLES_B = [
    make_trace(WHO_B, [NULL, R, R, R, R], G),  # wrong final only -> [1,1,1,1,0]: avg .8
    make_trace(WHO_B, [NULL, R, R, G, G], G),  # steps 4, 5 wrong -> [1,1,1,0,0]: avg .6
    make_trace(WHO_B, [NULL, R, R, R, R], R),  # all right -> [1,1,1,1,1]
    JUNK,
]
SCORES_B = [[1, 1, 1, 1, 0], [1, 1, 1, 0, 0], [1, 1, 1, 1, 1], []]

# N = 4. A: answers G, G, R, -; ori 2/4. Vanilla avg takes the .8 trace (R): wrong; every other
# rule ties at the top or picks sample 1 (G). Weighted avg: G .6+.6 = 1.2 > R .8.
# B: answers G, G, R, -; ori 1/4; majority G: wrong. Weighted avg: G .8+.6 = 1.4 > R 1.0: wrong;
# every other PBM rule ranks sample 3 (R) first. del_oracle_weighted is weighted avg with the DEL scores.
_A4 = {"ori": 50.0, "pass@4": 100.0, "maj@4": 100.0, "del_oracle": 100.0, "del_oracle_weighted": 100.0,
       "pbm_vanilla_last": 100.0,
       "pbm_vanilla_min": 100.0, "pbm_vanilla_avg": 0.0, "pbm_vanilla_prod": 100.0, "pbm_weighted_last": 100.0,
       "pbm_weighted_min": 100.0, "pbm_weighted_avg": 100.0, "pbm_weighted_prod": 100.0}
_B4 = {"ori": 25.0, "pass@4": 100.0, "maj@4": 0.0, "del_oracle": 100.0, "del_oracle_weighted": 0.0,
       "pbm_vanilla_last": 100.0,
       "pbm_vanilla_min": 100.0, "pbm_vanilla_avg": 100.0, "pbm_vanilla_prod": 100.0, "pbm_weighted_last": 100.0,
       "pbm_weighted_min": 100.0, "pbm_weighted_avg": 0.0, "pbm_weighted_prod": 100.0}
# what of Hi-ToM the hand samples cover: one question in each of orders 0 and 1 (a summary records it)
COVERAGE = {"questions": {"0": 1, "1": 1}, "missing_orders": ["2", "3", "4"], "missing_docs": {}, "partial": True}
EXPECTED_N4 = {"n": 4, "per_order": {"0": _A4, "1": _B4},
               "average": {row: (_A4[row] + _B4[row]) / 2 for row in _A4}, **COVERAGE}
# N = 2: A keeps two right traces (every row 100), B two wrong ones (every row 0).
_ROWS2 = [r.replace("@4", "@2") for r in _A4]  # pass@N and maj@N name their N
EXPECTED_N2 = {"n": 2, "per_order": {"0": {r: 100.0 for r in _ROWS2}, "1": {r: 0.0 for r in _ROWS2}},
               "average": {r: 50.0 for r in _ROWS2}, **COVERAGE}
FILTERS = list(_A4)  # lm-eval writes one record per doc per filter


def rounded(tree, digits: int = 9):
    """``tree`` (nested dicts of numbers) with every number rounded: float sums compare exactly."""
    return {k: rounded(v, digits) for k, v in tree.items()} if isinstance(tree, dict) else round(tree, digits)


def _process(rows: list[str], per_order: dict[str, dict[str, dict[str, float]]]) -> dict:
    """{metric: {"per_order", "average"}} of a rescore summary's "process" from metric -> order -> row -> %."""
    return {m: {"per_order": {k: {r: v[r] for r in rows} for k, v in per.items()},
                "average": {r: sum(v[r] for v in per.values()) / len(per) for r in rows}}
            for m, per in per_order.items()}


def _rows(default: float, rows: list[str] = FILTERS, **values: float) -> dict[str, float]:
    named = {r.replace("@4", "_at").replace("@2", "_at"): r for r in rows}
    return {r: values.get(k, default) for k, r in named.items()}


# Verified reasoning of the samples (the DEL gold beliefs above; every step restates its line):
# A0 and A1 are lucky (right answer, two wrong steps: step_acc .6), A2 has every step right but the
# wrong answer (1.0), A3 nothing (0). B2 is verified; B0 has every step right and the wrong answer
# (1.0), B1 two wrong steps (.6), B3 nothing. The rows keep: A, A0 everywhere but pbm_vanilla_avg (A2);
# B, B2 everywhere but maj@4 (its first G trace, B0), pbm_weighted_avg and del_oracle_weighted (G wins;
# their top-scored G trace is B0). Ori averages the four samples; pass@4 is any verified / the best
# step_acc / acc - trace_acc.
EXPECTED_PROCESS_N4 = _process(FILTERS, {
    "trace_acc": {"0": _rows(0.0), "1": _B4},
    "step_acc": {"0": _rows(60.0, ori=55.0, pass_at=100.0, pbm_vanilla_avg=100.0),
                 "1": _rows(100.0, ori=65.0)},
    "lucky": {"0": _rows(100.0, ori=50.0, pbm_vanilla_avg=0.0), "1": _rows(0.0)},
})
# N = 2: A0, A1 (both lucky, .6); B0, B1 (wrong answers, 1.0 and .6): every B row keeps B0.
EXPECTED_PROCESS_N2 = _process(_ROWS2, {
    "trace_acc": {"0": _rows(0.0, _ROWS2), "1": _rows(0.0, _ROWS2)},
    "step_acc": {"0": _rows(60.0, _ROWS2), "1": _rows(100.0, _ROWS2, ori=80.0)},
    "lucky": {"0": _rows(100.0, _ROWS2), "1": _rows(0.0, _ROWS2)},
})


def sample_records(doc_id: int, doc: dict, samples: Sequence[str], prompt: str = "P" * 40) -> list[dict]:
    """lm-eval --log_samples records of one doc (one per filter, all with the same resps)."""
    return [{"doc_id": doc_id, "doc": doc, "target": doc["answer"], "arguments": {"gen_args_0": {"arg_0": prompt,
             "arg_1": {"until": ["\n<Story>"]}}}, "resps": [list(samples)], "filtered_resps": [samples[0]],
             "filter": name, "metrics": ["acc"]} for name in FILTERS]


def write_samples(folder: Path, task: str, records: Sequence[dict], stamp: str = STAMP) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"samples_{task}_{stamp}.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def write_hand_samples(folder: Path) -> list[Path]:
    """Orders 0 and 1 of hitom_del_bon with docs A and B (doc_id 0 each)."""
    return [write_samples(folder, "hitom_del_bon_order_0", sample_records(0, DOC_A, SAMPLES_A)),
            write_samples(folder, "hitom_del_bon_order_1", sample_records(0, DOC_B, SAMPLES_B))]
