"""Can a PBM base learn to spot a mis-copied story line? The check most of the miniature's errors need.

Most first errors of the miniature generator are echo lines: the step's first line should repeat
story line k, and it repeats another line or a line the story does not have (see
``bench/miniature_pbm_variants.py``, "samples"). This probe isolates that check. It takes DEL gold
traces of fresh generated stories, corrupts the echo line of one random step in half of them
(``--corruption swap``: another line of the story; ``mutate``: one name, room or container
replaced by another of the story's, giving a line the story does not have), labels every step
from the corrupted one on '-' (prefix-strict, as ``dellabels.pbm_data``) and trains a PBM from
``--base`` with ``pbm.train`` (placeholder context, the miniature's settings). It prints one JSON
line: the held-out AUC of the trace's min step score (clean above corrupted), the AUC of the
corrupted step's score against clean steps at the same position, and, with ``--surprise``, how
well the base LM's own surprise (the largest token NLL of the echo line under the one-shot prompt)
separates the same lines: the information a verifier would need, if the base already has it.

    .venv/bin/python bench/pbm_echo_probe.py --base ~/.cache/deltom/miniature/generator \\
        --corruption mutate --surprise
    .venv/bin/python bench/pbm_echo_probe.py --base G --extra-layers 2   # 2 fresh layers stacked on G
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.world import HiToMStory
from dellabels.io.models import load_causal_lm
from dellabels.pbm_data import Example
from dellabels.traces.prompt import pbm_prompt, render_prompt
from dellabels.traces.parse import parse_trace
from deltom.miniature import seeds
from deltom.miniature.pbm_stage import fresh_stories
from pbm.evaluate import ranking_auc

CORRUPTIONS = ("swap", "mutate")


def story_lines(story: str) -> list[str]:
    """The story's sentences without their line numbers."""
    return [line.split(" ", 1)[1] for line in story.strip().splitlines()]


def mutated(line: str, lines: list[str], rng: random.Random) -> Optional[str]:
    """``line`` with one name, room or container swapped for another of the story's; None if none gives a new line."""
    pool = sorted({w.strip(".,") for l in lines for w in l.split() if w[:1].isupper() or "_" in w} - {"The"})
    candidates = [w for w in (x.strip(".,") for x in line.split()) if w in pool]
    for _ in range(20):
        if not candidates:
            return None
        old, new = rng.choice(candidates), rng.choice(pool)
        text = line.replace(old, new, 1)
        if ("_" in old) == ("_" in new) and new != old and text not in lines:  # names for names, places for places
            return text
    return None


def corrupted_echo(steps: list[str], lines: list[str], corruption: str, rng: random.Random) -> Optional[int]:
    """Replace the echo line of one random step of ``steps`` in place; its index, or None if it could not."""
    k = rng.randrange(len(steps))
    echo, _, rest = steps[k].partition("\n")
    if corruption == "swap":
        text = rng.choice([l for l in lines if l != echo] or [None])
    else:
        text = mutated(echo, lines, rng)
    if text is None:
        return None
    steps[k] = f"{text}\n{rest}"
    return k


def probe_examples(stories: int, seed: int, stream: int, corruption: str) -> list[tuple[dict, Optional[int], dict]]:
    """(RLHFlow row, corrupted step index or None, source) for every question of ``stories`` stories of ``stream``."""
    rng = random.Random(seed + stream)
    rows = []
    for record in fresh_stories(stories, seed, stream):
        story, lines = HiToMStory(record["story"]), story_lines(record["story"])
        for question in record["questions"]:
            parsed = parse_trace(gold_trace(story, question["question"]))
            gold = [s.text for s in parsed.steps]
            steps = list(gold)
            bad = corrupted_echo(steps, lines, corruption, rng) if rng.random() < 0.5 else None
            labels = [bad is None or k < bad for k in range(len(steps))]
            example = Example("", question["order"], pbm_prompt(record["story"], question["question"]), steps, labels,
                              parsed.raw_final.strip())
            rows.append((example.rlhflow(), bad, {"story": record["story"], "question": question["question"],
                                                 "steps": steps, "gold": gold}))
    return rows


def auc(higher: list[float], lower: list[float]) -> Optional[float]:
    """P(a value of ``higher`` > a value of ``lower``), ties half (``pbm.evaluate.ranking_auc``)."""
    value = ranking_auc([(h, True) for h in higher] + [(l, False) for l in lower])
    return None if value is None else round(value, 3)


def position_matched_auc(scores: list[list[float]], corrupted: list[Optional[int]]) -> Optional[float]:
    """AUC of each corrupted step's score against the clean traces' steps at the same position, pooled."""
    clean_at: dict[int, list[float]] = {}
    bad_at: dict[int, list[float]] = {}
    for score, bad in zip(scores, corrupted):
        if bad is None:
            for k, value in enumerate(score):
                clean_at.setdefault(k, []).append(value)
        else:
            bad_at.setdefault(bad, []).append(score[bad])
    weighted = [(auc(clean_at[k], bads), len(clean_at[k]) * len(bads)) for k, bads in bad_at.items() if k in clean_at]
    total = sum(n for _, n in weighted)
    return round(sum(a * n for a, n in weighted) / total, 3) if total else None


def stacked(base: str, extra: int, out: Path) -> str:
    """``base`` with ``extra`` fresh decoder layers on top whose output projections are zero (same function)."""
    import torch

    model, tokenizer = load_causal_lm(base, dtype="float32", eval_mode=False)
    config = type(model.config).from_dict({**model.config.to_dict(),
                                           "num_hidden_layers": model.config.num_hidden_layers + extra})
    torch.manual_seed(0)
    deeper = type(model)(config)
    state = deeper.state_dict()
    state.update(model.state_dict())
    for layer in range(model.config.num_hidden_layers, config.num_hidden_layers):
        state[f"model.layers.{layer}.self_attn.o_proj.weight"].zero_()
        state[f"model.layers.{layer}.mlp.down_proj.weight"].zero_()
    deeper.load_state_dict(state)
    deeper.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return str(out)


def echo_surprise(base: str, rows: list[tuple[dict, Optional[int], dict]]) -> Optional[float]:
    """AUC of the base LM's largest token NLL on the corrupted echo line against the clean one at the same step."""
    import torch

    model, tokenizer = load_causal_lm(base, dtype="float32")

    def worst_nll(prompt: str, steps: list[str], k: int) -> float:
        before = "".join(f"## Step {i + 1} ##\n{s}\n\n" for i, s in enumerate(steps[:k])) + f"## Step {k + 1} ##\n"
        echo = steps[k].partition("\n")[0] + "\n"  # with its newline: the tokenizer merges ".\n" into one token
        encoding = tokenizer(prompt + before + echo, return_offsets_mapping=True)
        start = len(prompt) + len(before)
        with torch.no_grad():
            logprobs = torch.log_softmax(model(torch.tensor([encoding["input_ids"]])).logits[0], -1)
        return max(-logprobs[i - 1, token].item() for i, (token, (s, _)) in
                   enumerate(zip(encoding["input_ids"], encoding["offset_mapping"])) if i and s >= start)

    clean, corrupt = [], []
    for _, bad, source in rows:
        if bad is None:
            continue
        prompt = render_prompt(source["story"], source["question"])
        clean.append(worst_nll(prompt, source["gold"], bad))
        corrupt.append(worst_nll(prompt, source["steps"], bad))
    return auc(corrupt, clean)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", required=True, help="the PBM's starting LM (e.g. the miniature's generator/)")
    parser.add_argument("--corruption", choices=CORRUPTIONS, default="mutate")
    parser.add_argument("--train-stories", type=int, default=300, help="5 questions each (%(default)s)")
    parser.add_argument("--test-stories", type=int, default=40)
    parser.add_argument("--epochs", type=float, default=1.0)
    parser.add_argument("--learning-rate", type=float, default=1e-3)
    parser.add_argument("--extra-layers", type=int, default=0, help="fresh layers stacked on --base first")
    parser.add_argument("--surprise", action="store_true", help="also the base LM's own surprise AUC")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    from pbm.backends import load_backend
    from pbm.train import build_trainer

    train = probe_examples(args.train_stories, args.seed, seeds.ECHO_PROBE, args.corruption)
    test = probe_examples(args.test_stories, args.seed, seeds.ECHO_PROBE + 500, args.corruption)
    with tempfile.TemporaryDirectory() as work:
        base = stacked(args.base, args.extra_layers, Path(work) / "base") if args.extra_layers else args.base
        model, tokenizer = load_causal_lm(base, dtype="float32", eval_mode=False)
        started = time.perf_counter()
        trainer = build_trainer(model, tokenizer, [row for row, _, _ in train], str(Path(work) / "pbm"), "cpu", None,
                                args.seed, "placeholders", num_train_epochs=args.epochs,
                                learning_rate=args.learning_rate, gradient_accumulation_steps=4)
        trainer.train()
        train_s = round(time.perf_counter() - started)
        trainer.save_model(str(Path(work) / "pbm"))
        tokenizer.save_pretrained(str(Path(work) / "pbm"))
        scores = load_backend("hf", str(Path(work) / "pbm"), progress=False).score_conversations(
            [row["conversations"] for row, _, _ in test])
    corrupted = [bad for _, bad, _ in test]
    report = {"base": args.base, "extra_layers": args.extra_layers, "corruption": args.corruption,
              "epochs": args.epochs, "learning_rate": args.learning_rate, "train_rows": len(train),
              "test_rows": len(test), "train_s": train_s,
              "trace_min_auc": auc([min(s) for s, b in zip(scores, corrupted) if b is None],
                                   [min(s) for s, b in zip(scores, corrupted) if b is not None]),
              "corrupted_step_auc": position_matched_auc(scores, corrupted)}
    if args.surprise:
        report["base_surprise_auc"] = echo_surprise(args.base, test)
    print(json.dumps(report), flush=True)


if __name__ == "__main__":
    sys.exit(main())
