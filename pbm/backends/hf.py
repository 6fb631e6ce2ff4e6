"""transformers backend: ONE forward pass per distinct trace reads the +/- logits at every step.

Loads any causal LM PBM in the released format: the released
``joooelw/ToM-PBM-8B`` / ``-3B`` (hub id or local path), a PBM trained with
``pbm train``, or the CPU default (``pbm build-default``). Sequences are
batched longest-first under a token budget (little padding), and only the
needed positions are projected on the vocabulary (``logits_to_keep``).

Sequences that share a prefix (the N samples of a question share the whole
prompt) share its computation: the prompt runs once and the traces run on its
cached keys/values (``pbm.backends.shared_prompt``), so every distinct token
is computed about once. ``shared_prefix=False`` (and the per-prefix backend)
run every sequence in full. A conversation longer than the model's
``max_position_embeddings`` is an error of its own item (``check``), never
scored past the positions the model knows.
"""
from __future__ import annotations

import sys
from typing import Optional, Sequence

from tqdm import tqdm

from dellabels.io.models import load_causal_lm
from pbm.backends.base import LMBackend, TraceInput, model_fingerprint
from pbm.backends.context import context_limit, fit_context
from pbm.backends.shared_prompt import PrefixTreeRunner, plan_prefix_tree, supports_prefix_cache
from pbm.conversation import (EncodedConversation, encode_conversation, ensure_chat_template, label_token_ids,
                              plus_probability, with_placeholders)

STASH_LIMIT = 1 << 16  # encodings kept from check() for score_items (a cache-hit-only call never collects them)


def resolve_device(device: Optional[str]) -> str:
    """``device`` or cuda when available, else cpu."""
    if device:
        return device
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def resolve_dtype(dtype: Optional[str], device: str):
    """bfloat16 on GPU, float32 on CPU unless asked otherwise."""
    import torch

    if dtype in (None, "auto"):
        return torch.bfloat16 if device.startswith("cuda") else torch.float32
    return getattr(torch, dtype)


def load_model(name_or_path: str, device: Optional[str] = None, dtype: Optional[str] = None):
    """(model, tokenizer, device) of a causal LM, in eval mode, with a chat template."""
    device = resolve_device(device)
    model, tokenizer = load_causal_lm(name_or_path, device, resolve_dtype(dtype, device))
    ensure_chat_template(tokenizer)
    return model, tokenizer, device


def length_batches(lengths: Sequence[int], batch_tokens: int, max_batch: int) -> list[list[int]]:
    """Indices grouped longest-first so that (batch size x longest) stays within ``batch_tokens``."""
    order = sorted(range(len(lengths)), key=lambda i: (-lengths[i], i))
    batches: list[list[int]] = []
    for index in order:
        if batches and len(batches[-1]) < max_batch and lengths[batches[-1][0]] * (len(batches[-1]) + 1) <= batch_tokens:
            batches[-1].append(index)
        else:
            batches.append([index])
    return batches


class HFBackend(LMBackend):
    """One-pass scoring with a transformers causal LM, shared prefixes computed once."""

    name = "hf"
    shares_prefixes = True

    def __init__(self, model: str, device: Optional[str] = None, dtype: Optional[str] = None,
                 batch_tokens: int = 32768, max_batch: Optional[int] = None, progress: bool = True, loaded=None,
                 shared_prefix: Optional[bool] = None, min_saved: int = 64, leaf_batch: Optional[int] = None):
        super().__init__()
        self.model, self.tokenizer, self.device = loaded or load_model(model, device, dtype)
        if max_batch is None:  # on CPU an unpadded single sequence takes the fast causal attention path (3x)
            max_batch = 16 if self.device.startswith("cuda") else 1
        self.plus_id, self.minus_id = label_token_ids(self.tokenizer)
        self.batch_tokens, self.max_batch, self.progress = batch_tokens, max_batch, progress
        commit = getattr(self.model.config, "_commit_hash", None)
        self.pbm_id = f"{self.name}:{model_fingerprint(model, commit)}:{self.model.dtype}"  # dtype changes scores

        self.context = context_limit(self.model.config)
        self.shared_prefix = self.shares_prefixes if shared_prefix is None else shared_prefix
        self.min_saved = min_saved
        # traces on a cached prompt have no fast unpadded causal path to lose: batch them on CPU too
        self.leaf_batch = leaf_batch or (max_batch if self.device.startswith("cuda") else 8)
        self._tree_ok: Optional[bool] = None
        self._stash: dict[TraceInput, EncodedConversation] = {}

    def check(self, item: TraceInput) -> Optional[str]:
        """Too long for the model's positions: the item's own error (never scored past them)."""
        problem, encoded = fit_context(self.tokenizer, item, self.context)
        if encoded is not None and len(self._stash) < STASH_LIMIT:  # tokenized to measure it: keep for scoring
            self._stash[item] = encoded
        return problem

    def score_items(self, items: Sequence[TraceInput]) -> list[list[float]]:
        try:
            encoded = [self._stash.get(i) or self.encode(i.conversation()) for i in items]
        finally:
            self._stash.clear()
        return self.score_encoded([e.input_ids for e in encoded], [e.read_positions for e in encoded])

    def encode(self, conversation: Sequence[dict]) -> EncodedConversation:
        """The scored sequence: the conversation with "+" in every assistant turn (RLHFlow inference)."""
        return encode_conversation(self.tokenizer, with_placeholders(conversation))

    def score_conversations(self, conversations: Sequence[Sequence[dict]]) -> list[list[float]]:
        encoded = [self.encode(c) for c in conversations]
        return self.score_encoded([e.input_ids for e in encoded], [e.read_positions for e in encoded])

    def score_encoded(self, sequences: Sequence[list[int]], read_positions: Sequence[list[int]]) -> list[list[float]]:
        """P(+)/(P(+)+P(-)) from the logits at ``read_positions`` of each sequence (each distinct token run once)."""
        results: list[list[float]] = [[] for _ in sequences]
        alone = list(range(len(sequences)))
        if self.shared_prefix and len(sequences) > 1 and self._prefix_cache_works():
            nodes, leaves = plan_prefix_tree(sequences, self.min_saved)
            alone = sorted(leaf.index for leaf in leaves if leaf.parent == -1)
            if nodes:
                for index, rows in self._run_tree(sequences, read_positions, nodes, leaves).items():
                    results[index] = [plus_probability(p, m) for p, m in rows]
        batches = length_batches([len(sequences[i]) for i in alone], self.batch_tokens, self.max_batch)
        for batch in tqdm(batches, desc=f"{self.name} scoring", unit="batch", file=sys.stderr,
                          disable=not self.progress or len(batches) < 2):
            chosen = [alone[b] for b in batch]
            pairs = self.forward([sequences[i] for i in chosen], [read_positions[i] for i in chosen])
            for index, rows in zip(chosen, pairs):
                results[index] = [plus_probability(p, m) for p, m in rows]
        return results

    def _prefix_cache_works(self) -> bool:
        if self._tree_ok is None:
            self._tree_ok = supports_prefix_cache(self.model, self.device)
        return self._tree_ok

    def _run_tree(self, sequences, read_positions, nodes, leaves) -> dict[int, list[tuple[float, float]]]:
        """(+, -) logits of every sequence below a shared node; counts each sequence as one forward pass."""
        runner = PrefixTreeRunner(self.model, self.device, (self.plus_id, self.minus_id), self.tokenizer.pad_token_id,
                                  self.batch_tokens, self.leaf_batch)
        batches = lambda lengths, prefix: length_batches([prefix + n for n in lengths], self.batch_tokens,  # noqa: E731
                                                         self.leaf_batch)
        pairs = runner.run(sequences, read_positions, nodes, leaves, batches)
        self.stats.forward_passes += len(pairs)  # one scoring of each sequence, as on the one-pass path
        self.stats.prompt_tokens += runner.tokens_run  # tokens actually run: shared ones once
        return pairs

    def forward(self, sequences: Sequence[list[int]], positions: Sequence[list[int]]) -> list[list[tuple[float, float]]]:
        """(logit of +, logit of -) at each requested position of each sequence, in one batched pass."""
        import torch

        width = max(len(s) for s in sequences)
        pad = self.tokenizer.pad_token_id
        ids = torch.full((len(sequences), width), pad, dtype=torch.long)
        mask = torch.zeros((len(sequences), width), dtype=torch.long)
        for row, seq in enumerate(sequences):  # right padding: real tokens keep positions 0..n-1
            ids[row, : len(seq)] = torch.tensor(seq)
            mask[row, : len(seq)] = 1
        keep = sorted({p for ps in positions for p in ps})
        column = {p: j for j, p in enumerate(keep)}
        with torch.inference_mode():
            inputs = {"input_ids": ids.to(self.device), "attention_mask": mask.to(self.device)}
            try:  # project only the read positions on the vocabulary
                logits = self.model(**inputs, logits_to_keep=torch.tensor(keep, device=self.device)).logits
            except TypeError:  # older transformers / models without logits_to_keep
                logits = self.model(**inputs).logits[:, keep]
            pm = logits[..., [self.plus_id, self.minus_id]].float().cpu()
        self.stats.forward_passes += len(sequences)
        self.stats.prompt_tokens += sum(len(s) for s in sequences)
        return [[(pm[row, column[p], 0].item(), pm[row, column[p], 1].item()) for p in ps]
                for row, ps in enumerate(positions)]
