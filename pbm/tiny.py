"""Tiny from-scratch causal LMs with a locally trained tokenizer (tests and the CPU default PBM).

``build_tiny_model`` writes a normal Hugging Face directory (``save_pretrained``)
holding a randomly initialised Llama-architecture model and a byte-level BPE
tokenizer trained here with the ``tokenizers`` library, with a ChatML chat
template, so every PBM code path (training with trl, scoring, vLLM) can load it
with no network. Deterministic: the same corpus, sizes and seed give the same
files. (``tests/helpers/tiny_lm.py`` is the lm-eval tests' builder; it lives outside
the package, and the CPU default PBM needs a larger vocabulary, so this one is
separate.)
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterable, Optional, Sequence

from dellabels.hitom.story_writer import load_vocab
from pbm.conversation import CHATML_TEMPLATE

SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
SEED_CORPUS = (
    "<|im_start|>user\n## Step 1 ##\nThe apple is in the red_box.\nAnne thinks the apple is in [red_box]<|im_end|>\n"
    "<|im_start|>assistant\n+<|im_end|>\n<|im_start|>assistant\n-<|im_end|>\n\nFinal Answer: [red_box]",
)


@dataclass(frozen=True)
class TinyConfig:
    """Sizes of a tiny Llama (the defaults train on 2 CPU cores in minutes)."""

    vocab_size: int = 4096
    hidden_size: int = 64
    intermediate_size: int = 192
    num_hidden_layers: int = 2
    num_attention_heads: int = 4
    max_position_embeddings: int = 8192
    phrase_tokens: bool = False  # merge phrases, keeping the Hi-ToM vocabulary words whole (train_tokenizer)


def hitom_words() -> list[str]:
    """Every word of the Hi-ToM vocabulary (names, rooms, objects, containers, ...)."""
    return [word for words in load_vocab().values() for word in words]


def phrase_pre_tokenizer(entities: Sequence[str]):
    """Lines, and within a line the ``entities`` (and any word_with_underscore) as pieces of their own.

    Everything else may merge across spaces, so BPE learns phrases ("No effect on beliefs.", " thinks the ")
    while names, objects and containers stay separate tokens that generalise to any story.
    """
    from tokenizers import Regex, pre_tokenizers

    words = "|".join(re.escape(e) for e in sorted(set(entities), key=lambda e: (-len(e), e)))  # longest first; fixed order
    entity = rf"\b(?:{words + '|' if words else ''}[A-Za-z]+_[A-Za-z_]+)\b"
    return pre_tokenizers.Sequence([pre_tokenizers.Split(Regex(r"[^\n]*\n"), behavior="isolated"),
                                    pre_tokenizers.Split(Regex(entity), behavior="isolated"),
                                    pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)])


def train_tokenizer(corpus: Iterable[str], vocab_size: int = 2048, entities: Optional[Sequence[str]] = None):
    """A byte-level BPE ``PreTrainedTokenizerFast`` (any text encodes) with the ChatML template.

    With ``entities``, BPE merges phrases (see ``phrase_pre_tokenizer``): 4-5x fewer tokens per Hi-ToM prompt.
    """
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = (pre_tokenizers.ByteLevel(add_prefix_space=False) if entities is None
                         else phrase_pre_tokenizer(entities))
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=SPECIAL_TOKENS,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False)
    tok.train_from_iterator([*SEED_CORPUS, *corpus], trainer=trainer)
    return PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<|endoftext|>", eos_token="<|im_end|>",
                                   pad_token="<|endoftext|>", unk_token=None, chat_template=CHATML_TEMPLATE)


def tiny_tokenizer(corpus: Iterable[str], config: TinyConfig = TinyConfig()):
    """The tokenizer ``build_tiny_model`` trains for ``config`` on ``corpus`` (phrase tokens if it asks)."""
    return train_tokenizer(corpus, config.vocab_size, hitom_words() if config.phrase_tokens else None)


def build_tiny_model(out_dir: str | Path, corpus: Iterable[str] = (), config: TinyConfig = TinyConfig(),
                     seed: int = 0) -> Path:
    """Write a tokenizer trained on ``corpus`` and a random tiny LlamaForCausalLM to ``out_dir``."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer = tiny_tokenizer(corpus, config)
    sizes = {k: v for k, v in asdict(config).items() if k not in ("vocab_size", "phrase_tokens")}
    llama = LlamaConfig(vocab_size=len(tokenizer), num_key_value_heads=config.num_attention_heads,
                        bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
                        pad_token_id=tokenizer.pad_token_id, tie_word_embeddings=True, **sizes)
    torch.manual_seed(seed)
    model = LlamaForCausalLM(llama)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return out
