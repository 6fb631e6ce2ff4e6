"""Stage 1: the trace LM, a tiny causal LM that writes DEL belief traces, trained with trl SFT.

Data: stories from the dellabels story generator (Hi-ToM length 1, orders 0-4), each
question rendered with the paper's one-shot prompt (``dellabels.traces.prompt``), the
target being the gold trace (``dellabels.hitom.explain.gold_trace``) followed by
EOS. trl's prompt-completion format masks the prompt tokens, so the loss is on
the trace only. The prompt is fed raw (no chat template), exactly as
``lm_eval --model hf`` feeds ``hitom_del`` without ``--apply_chat_template``.
The model is sized to learn the format (echo a line, update, restate the
belief) but not the whole DEL semantics, so it makes its own mistakes,
mostly at higher orders.

Before SFT the random model gets a copy warm-up (``copy_warmup``): a few
hundred steps on random token segments repeated three times. It forms
induction heads, which a tiny model otherwise does not grow within a CPU
budget; without them it writes well-formed steps about random people and
objects instead of copying the story's entities (the measurements are in
``results/miniature/README.md``).
"""
from __future__ import annotations

import json
import logging
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterable, Iterator

from tqdm import tqdm

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.story_generator import generate
from dellabels.hitom.world import HiToMStory
from dellabels.io.models import load_causal_lm
from dellabels.traces.prompt import DEFAULT_PROMPT, PBM_PROMPT, load_template, render_prompt
from deltom.miniature import seeds
from pbm.quiet import quiet_trainer
from pbm.tiny import TinyConfig, build_tiny_model, tiny_tokenizer
from pbm.train import checkpointing

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TraceLMRecipe:
    """Everything that determines the trace LM (a change retrains it). Its stories and its training seed
    are ``seed + seeds.TRACE_LM``."""

    version: int = 5  # raised when the training changes outside these fields (a cached trace LM is then stale)
    stories: int = 400
    seed: int = 0
    # three epochs: with two the model copies the story's words but not its lines (SFT loss 0.087, a line restated in
    # under a quarter of the steps, no trace verified); with three it restates most lines (loss 0.019) and still
    # makes its own mistakes (results/miniature/README.md, "Recipe v5")
    epochs: float = 3.0
    learning_rate: float = 2e-3
    examples_per_step: int = 4  # one optimizer step; their shared one-shot prefix runs once (prefix_sft)
    warmup_steps: int = 600  # copy warm-up steps (batches of 32 random segments of 24 tokens, seen 3 times)
    tell_ratio: float = 0.5
    noise: float = 0.1
    model: TinyConfig = TinyConfig(vocab_size=4096, hidden_size=128, intermediate_size=384, num_hidden_layers=2,
                                   num_attention_heads=4, max_position_embeddings=4096, phrase_tokens=True)


def prompt_fingerprint() -> dict:
    """sha256 of the templates the stages render (trace LM: default prompt; PBM data: PBM_PROMPT).

    Part of every stage key: a trace LM trained on another prompt must never be reused.
    """
    import hashlib

    return {name: hashlib.sha256(load_template(name).encode("utf-8")).hexdigest()
            for name in sorted({DEFAULT_PROMPT, PBM_PROMPT})}


def trace_lm_key(recipe: TraceLMRecipe) -> dict:
    """The cache key of the trace-LM stage: its recipe plus the prompt templates it was trained on."""
    return {**asdict(recipe), "prompt_sha256": prompt_fingerprint()}


def sft_examples(records: Iterable[dict]) -> Iterator[dict]:
    """``{"prompt", "completion"}`` per question: the one-shot prompt and its gold trace."""
    for record in records:
        story = HiToMStory(record["story"])
        for question in record["questions"]:
            yield {"prompt": render_prompt(record["story"], question["question"]),
                   "completion": gold_trace(story, question["question"]), "order": question["order"]}


def training_examples(recipe: TraceLMRecipe) -> list[dict]:
    """The SFT examples of the trace LM: questions of ``recipe.stories`` generated stories (seed
    ``recipe.seed + seeds.TRACE_LM``)."""
    records = generate(recipe.stories, recipe.seed + seeds.TRACE_LM, lengths=(1,), tell_ratio=recipe.tell_ratio,
                       noise=recipe.noise, workers=1, progress=False)
    return list(sft_examples(records))


def trace_lm_tokenizer(out: Path, recipe: TraceLMRecipe, trained: bool):
    """The trace LM's tokenizer: the saved one when the stage in ``out`` is ``trained``, else the same tokenizer
    built in memory from the recipe's examples (deterministic; seconds), so a pre-flight needs no training."""
    if trained:
        from transformers import AutoTokenizer

        return AutoTokenizer.from_pretrained(str(out))

    return tiny_tokenizer((e["prompt"] + e["completion"] for e in training_examples(recipe)), recipe.model)


def build_base(out: Path, examples: list[dict], recipe: TraceLMRecipe, seed: int) -> Path:
    """A tokenizer trained on the examples and a random tiny Llama, with no chat template."""
    base = build_tiny_model(out, (e["prompt"] + e["completion"] for e in examples), recipe.model, seed)
    config = json.loads((base / "tokenizer_config.json").read_text(encoding="utf-8"))
    config.pop("chat_template", None)  # lm-eval must feed the raw prompt, as in training
    (base / "tokenizer_config.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
    (base / "chat_template.jinja").unlink(missing_ok=True)
    return base


def copy_warmup(model, steps: int, seed: int, segment: int = 24, batch: int = 32, learning_rate: float = 2e-3) -> float:
    """Train ``model`` in place to continue repeated random token segments; returns the last loss."""
    import torch

    generator = torch.Generator().manual_seed(seed)
    optimizer = torch.optim.AdamW(model.parameters(), lr=learning_rate, weight_decay=0.01)
    model.train()
    loss = float("nan")
    for _ in tqdm(range(steps), desc="copy warm-up", unit="step", file=sys.stderr, mininterval=1):
        pieces = torch.randint(3, model.config.vocab_size, (batch, segment), generator=generator)
        ids = torch.cat([pieces] * 3, dim=1)
        labels = ids.clone()
        labels[:, :segment] = -100  # the first sight of a segment is unpredictable
        output = model(input_ids=ids, labels=labels)
        output.loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        loss = output.loss.item()
    return loss


def train_trace_lm(out: Path, recipe: TraceLMRecipe) -> dict:
    """Generate stories, train the trace LM into ``out`` (a normal HF directory); returns a report."""
    from datasets import Dataset
    from transformers import set_seed
    from trl import SFTConfig

    from deltom.miniature.prefix_sft import PrefixSFTTrainer  # imports trl, which a pre-flight does not need

    started = time.perf_counter()
    seed = recipe.seed + seeds.TRACE_LM
    examples = training_examples(recipe)
    base = build_base(out / "base", examples, recipe, seed)
    set_seed(seed)
    model, tokenizer = load_causal_lm(str(base), dtype="float32", eval_mode=False)
    warmup_loss = copy_warmup(model, recipe.warmup_steps, seed) if recipe.warmup_steps else None
    data = Dataset.from_list([{"prompt": e["prompt"], "completion": e["completion"]} for e in examples])
    data = data.shuffle(seed=seed)
    # A step's examples in one batch, so PrefixSFTTrainer runs their shared one-shot prefix once. No activation
    # recompute: the model is tiny, and recomputing cost a fifth of each step for the same weights.
    args = SFTConfig(**checkpointing(False), output_dir=str(out / "checkpoints"), seed=seed, data_seed=seed, report_to="none",
                     save_strategy="no", num_train_epochs=recipe.epochs, learning_rate=recipe.learning_rate,
                     per_device_train_batch_size=recipe.examples_per_step, gradient_accumulation_steps=1,
                     lr_scheduler_type="cosine", warmup_steps=0.05, weight_decay=0.01, logging_steps=10,
                     max_length=None, packing=False, completion_only_loss=True, dataloader_pin_memory=False,
                     bf16=False)
    trainer = quiet_trainer(PrefixSFTTrainer(model=model, args=args, train_dataset=data, processing_class=tokenizer))
    result = trainer.train()
    trainer.save_model(str(out))
    tokenizer.save_pretrained(str(out))
    losses = [h["loss"] for h in trainer.state.log_history if "loss" in h]
    report = {"examples": len(examples), "copy_warmup_loss": warmup_loss, "steps": trainer.state.global_step,
              "train_loss": result.training_loss,
              "first_logged_loss": losses[0] if losses else None, "last_logged_loss": losses[-1] if losses else None,
              "seconds": round(time.perf_counter() - started, 1), "recipe": asdict(recipe)}
    log.info(f"deltom miniature: generator trained in {report['seconds']} s (loss {report['last_logged_loss']})")
    return report
