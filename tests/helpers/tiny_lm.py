"""A tiny random causal LM with a locally trained tokenizer, for offline tests.

``build_tiny_lm(dir)`` writes a Llama-architecture model (random init, a few
thousand parameters) and a byte-level BPE tokenizer trained here with the
``tokenizers`` library, both via ``save_pretrained``, so that
``--model hf --model_args pretrained=DIR`` loads it with no network. The
tokenizer has a Qwen3-like chat template (``enable_thinking=False`` puts an
empty think block in the assistant turn), so ``--apply_chat_template`` works.
Deterministic: same corpus and seed give the same files.
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterable

CHAT_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n{{ message['content'] }}<|im_end|>\n"
    "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n"
    "{% if enable_thinking is defined and enable_thinking is false %}<think>\n\n</think>\n\n{% endif %}"
    "{% endif %}"
)
DEFAULT_CORPUS = (
    "Here is a story that unfolds in chronological order.",
    "1 Amelia, Chloe and Liam entered the TV_room.\n2 The celery is in the red_envelope.",
    "Where does Owen think Liam thinks Chloe thinks the celery is?",
    "## Step 1 ##\nEveryone is present.\nOwen thinks the celery is in [Null]\n\nFinal Answer: [green_bucket]",
)


def train_tokenizer(corpus: Iterable[str], vocab_size: int = 512):
    """``pbm.tiny``'s byte-level BPE tokenizer, plus think tokens and the Qwen3-like chat template."""
    from pbm.tiny import train_tokenizer as train_chatml_tokenizer

    tokenizer = train_chatml_tokenizer([*DEFAULT_CORPUS, *corpus], vocab_size)
    tokenizer.add_special_tokens({"additional_special_tokens": ["<think>", "</think>"]})
    tokenizer.chat_template = CHAT_TEMPLATE
    return tokenizer


def build_tiny_lm(out_dir: str | Path, corpus: Iterable[str] = (), seed: int = 0,
                  max_positions: int = 8192) -> Path:
    """Write tokenizer + tiny LlamaForCausalLM to ``out_dir``; returns the directory.

    ``corpus`` adds training text for the tokenizer (e.g. a task's prompt) so that
    prompts tokenize to fewer, longer tokens; ``max_positions`` bounds the context.
    """
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer = train_tokenizer([*DEFAULT_CORPUS, *corpus])
    config = LlamaConfig(
        vocab_size=len(tokenizer), hidden_size=32, intermediate_size=64, num_hidden_layers=1,
        num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=max_positions,
        bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id, tie_word_embeddings=True,
    )
    torch.manual_seed(seed)
    model = LlamaForCausalLM(config)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return out


if __name__ == "__main__":
    import sys

    print(build_tiny_lm(sys.argv[1] if len(sys.argv) > 1 else "tiny_lm"))
