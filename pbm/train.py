"""`pbm train`: fine-tune any causal LM into a PBM on RLHFlow-format data with trl's SFTTrainer.

trl 1.16 has no PRM trainer, and SFTTrainer's own assistant-only masking
needs ``{% generation %}`` markers in the chat template (the Llama templates
have none) and would also train the end-of-turn tokens. So every
conversation is tokenized here by ``pbm.conversation.encode_conversation``,
the function scoring uses, and passed to SFTTrainer pre-tokenized as
``input_ids`` + ``labels`` with -100 everywhere except the "+"/"-" label
tokens; SFTTrainer keeps such a ``labels`` column as is (and ``bfd`` packing
keeps sequence boundaries). The loss is thus the paper's binary cross-entropy
at exactly the positions scoring reads (the causal shift predicts label p
from position p - 1), over the full vocabulary as in RLHFlow's training.

Presets: ``gpu`` follows the paper (lr 2e-6, 1 epoch, packing, bf16); its
batch / accumulation / warm-up values are ours, the paper does not give them.
``cpu`` is for tiny models (the CPU default PBM, tests); it runs batches of one
sequence with 8 accumulation steps because an unpadded sequence lets CPU
attention take the causal fast path (faster than padded batches).
"""
from __future__ import annotations

import json
import logging
import os
import sys
import time
from pathlib import Path
from typing import Any, Optional, Sequence

from tqdm import tqdm

from dellabels.io.filesets import check_listed, listed_file
from dellabels.io.jsonl import iter_objects
from dellabels.io.models import load_causal_lm
from dellabels.pbm_data import STATS
from pbm.conversation import ConversationError, encode_conversation, ensure_chat_template, with_placeholders
from pbm.quiet import quiet_trainer

log = logging.getLogger(__name__)

PRESETS: dict[str, dict[str, Any]] = {
    "gpu": {"learning_rate": 2e-6, "num_train_epochs": 1, "packing": True, "packing_strategy": "bfd",
            "max_length": 8192, "bf16": True, "gradient_checkpointing": True, "per_device_train_batch_size": 1,
            "gradient_accumulation_steps": 16, "lr_scheduler_type": "cosine", "warmup_steps": 0.03,
            "logging_steps": 10},
    "cpu": {"learning_rate": 1e-3, "num_train_epochs": 3, "packing": False, "max_length": None, "bf16": False,
            "gradient_checkpointing": False, "per_device_train_batch_size": 1, "gradient_accumulation_steps": 8,
            "lr_scheduler_type": "cosine", "warmup_steps": 0.05, "logging_steps": 5, "weight_decay": 0.01,
            "dataloader_pin_memory": False},
}


def read_conversations(path: str | Path) -> list[dict]:
    """Records of an RLHFlow JSONL file; a bad line is a ValueError naming it.

    In a `dellabels pbm-data` folder the file must be one its stats.json lists, with the bytes
    it lists (a leftover of an earlier set, or a half-replaced one, is refused).
    """
    check_listed(path, STATS)
    return [record for _, record in iter_objects(str(path), {"conversations": list}, finite=True)]


CONTEXTS = ("labels", "placeholders")


def tokenize_conversations(tokenizer, rows: Sequence[dict], context: str = "labels", desc: str = "tokenizing"):
    """A ``datasets.Dataset`` of ``input_ids`` and loss ``labels`` (label tokens only).

    ``context="labels"`` (RLHFlow, the paper) shows the true labels of earlier
    steps in the input; ``"placeholders"`` shows "+" there, the exact sequence
    scoring feeds, so the model cannot learn "after a '-' comes a '-'" (strict
    labels) and must find the wrong step itself. Loss positions are the same.
    """
    from datasets import Dataset

    if context not in CONTEXTS:
        raise ValueError(f"context must be one of {', '.join(CONTEXTS)}, got {context!r}")
    ids, labels = [], []
    for row in tqdm(rows, desc=desc, unit="conv", file=sys.stderr, mininterval=1):
        encoded = encode_conversation(tokenizer, row["conversations"])
        shown = encoded if context == "labels" else encode_conversation(tokenizer, with_placeholders(row["conversations"]))
        if shown.label_positions != encoded.label_positions or len(shown.input_ids) != len(encoded.input_ids):
            raise ConversationError("placeholder labels change the tokenization around them")
        ids.append(shown.input_ids)
        labels.append(encoded.training_labels())
    return Dataset.from_dict({"input_ids": ids, "labels": labels})


def checkpointing(enabled: bool) -> dict[str, bool]:
    """The SFTConfig setting that turns recomputing activations in the backward pass on or off, by the name the
    installed trl takes (transformers 5 renamed it; the old name warns). trl turns it on unless told."""
    from trl import SFTConfig

    name = "activation_checkpointing" if "activation_checkpointing" in SFTConfig.__dataclass_fields__ \
        else "gradient_checkpointing"
    return {name: enabled}


def training_config(out_dir: str, preset: str = "cpu", seed: int = 0, **overrides: Any):
    """The SFTConfig of a preset with ``overrides`` (None values ignored)."""
    from trl import SFTConfig

    if preset not in PRESETS:
        raise ValueError(f"unknown preset {preset!r}; choose one of {', '.join(PRESETS)}")
    settings = {**PRESETS[preset], **{k: v for k, v in overrides.items() if v is not None}}
    if "gradient_checkpointing" in settings:
        settings.update(checkpointing(settings.pop("gradient_checkpointing")))
    settings.setdefault("disable_tqdm", False)  # else transformers derives it from its logger's level: silence
    return SFTConfig(output_dir=out_dir, seed=seed, data_seed=seed, report_to="none", save_strategy="no",
                     **settings)


def build_trainer(model, tokenizer, train_rows: Sequence[dict], out_dir: str, preset: str = "cpu",
                  eval_rows: Optional[Sequence[dict]] = None, seed: int = 0, context: str = "labels",
                  **overrides: Any):
    """An SFTTrainer on pre-tokenized PBM conversations (see the module doc)."""
    from transformers import set_seed
    from trl import SFTTrainer

    set_seed(seed)
    ensure_chat_template(tokenizer)
    train = tokenize_conversations(tokenizer, train_rows, context, "tokenizing train")
    evaluation = tokenize_conversations(tokenizer, eval_rows, context, "tokenizing validation") if eval_rows else None
    if evaluation is not None:
        overrides.setdefault("eval_strategy", "epoch")
    args = training_config(out_dir, preset, seed, **overrides)
    if args.max_length is not None:
        too_long = sum(len(x) > args.max_length for x in train["input_ids"])
        if too_long:
            log.warning(f"pbm train: {too_long} conversation(s) exceed max_length={args.max_length}; "
                        "their later steps are not trained")
    trainer = SFTTrainer(model=model, args=args, train_dataset=train, eval_dataset=evaluation, processing_class=tokenizer)
    return quiet_trainer(trainer)  # a progress bar, no loss dict per logging step (unless verbose)


def train_pbm(data_dir: str, base: str, out_dir: str, preset: str = "cpu", seed: int = 0, context: str = "labels",
              **overrides: Any) -> dict:
    """Train a PBM from ``data_dir/train.rlhflow.jsonl`` (+ optional validation) and save it to ``out_dir``.

    Only files of the folder's set are read (``dellabels.io.filesets``): a validation file its
    stats.json does not list is a leftover and is ignored.
    """
    data = Path(data_dir)
    train_path = listed_file(data, "train.rlhflow.jsonl", STATS)
    if train_path is None:
        missing = f"is not in the set {data / STATS} lists" if (data / "train.rlhflow.jsonl").is_file() else "not found"
        raise FileNotFoundError(f"{data / 'train.rlhflow.jsonl'} {missing} (write it with `dellabels pbm-data --out "
                                f"{data_dir}`)")
    val_path = listed_file(data, "validation.rlhflow.jsonl", STATS)
    if val_path is None and (data / "validation.rlhflow.jsonl").is_file():
        log.warning(f"pbm train: {data / 'validation.rlhflow.jsonl'} is not in the set {data / STATS} lists "
                    "(a leftover of an earlier run): not used")
    train_rows = read_conversations(train_path)
    if not train_rows:
        raise ValueError(f"{train_path}: no conversations to train on (is the split empty? see `dellabels pbm-data` "
                         "--splits / --test-examples)")
    eval_rows = (read_conversations(val_path) or None) if val_path is not None else None

    dtype = "bfloat16" if PRESETS.get(preset, {}).get("bf16") else "float32"
    model, tokenizer = load_causal_lm(base, dtype=dtype, eval_mode=False)
    ensure_chat_template(tokenizer)
    started = time.perf_counter()
    trainer = build_trainer(model, tokenizer, train_rows, os.path.join(out_dir, "checkpoints"), preset,
                            eval_rows, seed, context, **overrides)
    result = trainer.train()
    trainer.save_model(out_dir)
    tokenizer.save_pretrained(out_dir)  # the exact chat template scoring must use
    losses = [h["loss"] for h in trainer.state.log_history if "loss" in h]
    report = {"base": base, "data": str(data), "preset": preset, "seed": seed, "context": context,
              "overrides": {k: v for k, v in overrides.items() if v is not None},
              "train_conversations": len(train_rows), "validation_conversations": len(eval_rows or []),
              "steps": trainer.state.global_step, "train_loss": result.training_loss,
              "first_logged_loss": losses[0] if losses else None, "last_logged_loss": losses[-1] if losses else None,
              "eval_loss": next((h["eval_loss"] for h in reversed(trainer.state.log_history) if "eval_loss" in h), None),
              "seconds": round(time.perf_counter() - started, 1)}
    with open(os.path.join(out_dir, "pbm_train.json"), "w", encoding="utf-8") as handle:
        json.dump(report, handle, indent=1)
    return report
