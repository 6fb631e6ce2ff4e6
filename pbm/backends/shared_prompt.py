"""Score many token sequences that share prefixes with every shared token run once (the hf backend).

The N sampled traces of one question share the PBM prompt (one-shot example,
story, question); the questions of one story share the story, all questions
share the one-shot example, and traces often agree on their first steps. The
sequences of one call, sorted, form a prefix tree; ``plan_prefix_tree`` cuts
it into shared *nodes* (a token run common to several sequences) and *leaves*
(the rest of one sequence). ``PrefixTreeRunner`` runs each node once on its
parent's cached keys/values (transformers ``DynamicCache``), reading the label
logits that fall inside it, then the leaves below it in right-padded batches
on that cache expanded over the batch (attention mask over prefix + own
tokens, position ids continuing after the prefix). The tree is built from the
token ids themselves, so a BPE merge across the prompt/trace boundary only
makes the shared node one token shorter; nothing has to be cut by hand.

A node is worth its own forward pass only when it saves enough work: it is
kept when (sequences through it - 1) x its length >= ``min_saved`` tokens;
otherwise its tokens are recomputed by each child.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

import numpy as np

from pbm.quiet import no_cache_deprecation

Pairs = list[tuple[float, float]]  # (logit of +, logit of -) at each read position of a sequence


@dataclass(frozen=True)
class Node:
    """Tokens [start, end) common to the sequences ``members``, run once after its ``parent`` (-1: none)."""

    start: int
    end: int
    parent: int
    members: tuple[int, ...]


@dataclass(frozen=True)
class PrefixLeaf:
    """Tokens [start, len) of sequence ``index``, run after node ``parent`` (-1: from position 0, no cache)."""

    index: int
    parent: int
    start: int


def _lcp(a: np.ndarray, b: np.ndarray, start: int) -> int:
    """Length of the common prefix of ``a`` and ``b``, known to be at least ``start``."""
    n = min(len(a), len(b))
    if n <= start:
        return n
    diff = np.flatnonzero(a[start:n] != b[start:n])
    return start + int(diff[0]) if diff.size else n


def plan_prefix_tree(sequences: Sequence[Sequence[int]], min_saved: int = 64) -> tuple[list[Node], list[PrefixLeaf]]:
    """Shared nodes (parents before children) and one leaf per sequence not entirely inside a node."""
    arrays = [np.asarray(s, dtype=np.int64) for s in sequences]
    # big-endian fixed-width bytes sort exactly like the token lists, with memcmp speed
    order = sorted(range(len(arrays)), key=lambda i: (arrays[i].astype(">u4").tobytes(), i))
    nodes: list[Node] = []
    leaves: list[PrefixLeaf] = []
    stack = [(0, len(order), 0, -1)]  # (lo, hi) in ``order``, first position not yet shared, parent node
    while stack:
        lo, hi, start, parent = stack.pop()
        if hi - lo == 1:
            if len(arrays[order[lo]]) > start:  # else it ends inside its parent node, which reads it
                leaves.append(PrefixLeaf(order[lo], parent, start))
            continue
        # sorted: the common prefix of the group is that of its first and last sequences
        shared = _lcp(arrays[order[lo]], arrays[order[hi - 1]], start)
        here, next_start = parent, start
        if (shared - start) * (hi - lo - 1) >= min_saved and shared > start:
            nodes.append(Node(start, shared, parent, tuple(order[lo:hi])))
            here, next_start = len(nodes) - 1, shared
        groups = []
        i = lo
        while i < hi:
            if len(arrays[order[i]]) == shared:  # ends where the group branches (shorter sequences sort first)
                groups.append((i, i + 1))
                i += 1
                continue
            token, j = arrays[order[i]][shared], i + 1
            while j < hi and arrays[order[j]][shared] == token:
                j += 1
            groups.append((i, j))
            i = j
        for a, b in reversed(groups):  # reversed: the stack pops them in sorted order
            if here != parent and b - a == 1 and len(arrays[order[a]]) == shared:
                continue  # entirely inside the new node: its reads come from the node's pass
            stack.append((a, b, next_start, here))
    return nodes, leaves


def cache_layers(cache) -> list[tuple]:
    """(keys, values) of each layer of a transformers cache (layer objects since 4.56, lists before)."""
    if hasattr(cache, "layers"):
        return [(layer.keys, layer.values) for layer in cache.layers]
    return list(zip(cache.key_cache, cache.value_cache))


def expanded_cache(layers: Sequence[tuple], batch: int):
    """A fresh ``DynamicCache`` holding ``layers`` for ``batch`` rows (the parent's tensors stay untouched)."""
    from transformers import DynamicCache

    cache = DynamicCache()
    for index, (keys, values) in enumerate(layers):
        cache.update(keys.expand(batch, -1, -1, -1), values.expand(batch, -1, -1, -1), index)
    return cache


def output_cache(out):
    """The KV cache of a forward pass's output: ``cache`` (transformers 5) or ``past_key_values`` (before; reading
    it on transformers 5 logs a deprecation)."""
    cache = out.get("cache") if hasattr(out, "get") else None
    return cache if cache is not None else getattr(out, "past_key_values", None)


def cache_argument(model) -> str:
    """The forward argument that takes a KV cache: ``cache`` where the model has it, else ``past_key_values``."""
    import inspect

    try:
        return "cache" if "cache" in inspect.signature(model.forward).parameters else "past_key_values"
    except (TypeError, ValueError):
        return "past_key_values"


def supports_prefix_cache(model, device: str) -> bool:
    """Whether ``model`` keeps a plain per-layer key/value cache that can be extended (no sliding windows etc.)."""
    import torch

    try:
        from transformers.cache_utils import DynamicLayer
    except ImportError:  # before 4.56: a DynamicCache holds plain key/value lists
        DynamicLayer = None
    try:
        with torch.inference_mode():
            out = model(input_ids=torch.zeros((1, 2), dtype=torch.long, device=device), use_cache=True)
    except Exception:  # noqa: BLE001 - any model that cannot do this simply scores without sharing
        return False
    cache = output_cache(out)
    if cache is None or type(cache).__name__ != "DynamicCache":
        return False
    if hasattr(cache, "layers"):
        return bool(cache.layers) and all(type(layer) is DynamicLayer for layer in cache.layers)
    return hasattr(cache, "key_cache")


class PrefixTreeRunner:
    """Runs a ``plan_prefix_tree`` plan on a transformers causal LM and returns the +/- logits at read positions."""

    def __init__(self, model, device: str, label_ids: tuple[int, int], pad_id: int, batch_tokens: int,
                 max_batch: int):
        self.model, self.device, self.label_ids, self.pad_id = model, device, list(label_ids), pad_id
        self.batch_tokens, self.max_batch = batch_tokens, max_batch
        self.cache_argument = cache_argument(model)
        self.tokens_run = 0  # tokens put through the model (each shared node once)
        self.passes = 0

    def _run(self, ids: list[list[int]], prefix: Optional[Sequence[tuple]], start: int,
             keep: Sequence[int]) -> tuple[object, "np.ndarray"]:
        """One batched pass of right-padded ``ids`` after ``start`` cached positions; +/- logits at ``keep``."""
        import torch

        width = max(len(s) for s in ids)
        batch = len(ids)
        tokens = torch.full((batch, width), self.pad_id, dtype=torch.long)
        mask = torch.zeros((batch, start + width), dtype=torch.long)
        mask[:, :start] = 1
        for row, seq in enumerate(ids):
            tokens[row, : len(seq)] = torch.tensor(seq)
            mask[row, start: start + len(seq)] = 1
        positions = torch.arange(start, start + width).expand(batch, -1)
        keep = list(keep) or [width - 1]
        inputs = {"input_ids": tokens.to(self.device), "attention_mask": mask.to(self.device),
                  "position_ids": positions.to(self.device), "use_cache": True,
                  "logits_to_keep": torch.tensor(keep, device=self.device)}
        if prefix is not None:
            inputs[self.cache_argument] = expanded_cache(prefix, batch)
        with torch.inference_mode(), no_cache_deprecation():
            out = self.model(**inputs)
            pm = out.logits[..., self.label_ids].float().cpu().numpy()
        self.tokens_run += sum(len(s) for s in ids)
        self.passes += 1
        return output_cache(out), pm

    def run(self, sequences: Sequence[list[int]], read_positions: Sequence[list[int]], nodes: Sequence[Node],
            leaves: Sequence[PrefixLeaf], batches: Callable[[list[int], int], list[list[int]]]) -> dict[int, Pairs]:
        """(+, -) logits at the read positions of every sequence below a node (leaves of the root are the caller's).

        ``batches(lengths, prefix_length)`` groups leaf indices into passes (longest first).
        """
        got: list[dict[int, tuple[float, float]]] = [{} for _ in sequences]
        children: dict[int, list[int]] = {}
        for index, node in enumerate(nodes):
            children.setdefault(node.parent, []).append(index)
        below: dict[int, list[PrefixLeaf]] = {}
        for leaf in leaves:
            below.setdefault(leaf.parent, []).append(leaf)
        stack = [(index, None) for index in reversed(children.get(-1, []))]
        while stack:  # depth first: only the caches on the current path stay alive
            index, parent_layers = stack.pop()
            node = nodes[index]
            wanted = sorted({p for m in node.members for p in read_positions[m] if node.start <= p < node.end})
            column = {p: j for j, p in enumerate(wanted)}
            source = sequences[node.members[0]]
            cache, pm = self._run([source[node.start: node.end]], parent_layers, node.start,
                                  [p - node.start for p in wanted])
            layers = cache_layers(cache)
            for m in node.members:
                for p in read_positions[m]:
                    if node.start <= p < node.end:
                        got[m][p] = (float(pm[0, column[p], 0]), float(pm[0, column[p], 1]))
            group = below.get(index, [])
            for batch in batches([len(sequences[leaf.index]) - leaf.start for leaf in group], node.end):
                rows = [group[b] for b in batch]
                reads = [[p - node.end for p in read_positions[leaf.index] if p >= node.end] for leaf in rows]
                keep = sorted({p for ps in reads for p in ps})
                column = {p: j for j, p in enumerate(keep)}
                _, pm = self._run([sequences[leaf.index][node.end:] for leaf in rows], layers, node.end, keep)
                for row, (leaf, ps) in enumerate(zip(rows, reads)):
                    for p in ps:
                        got[leaf.index][p + node.end] = (float(pm[row, column[p], 0]), float(pm[row, column[p], 1]))
            stack.extend((child, layers) for child in reversed(children.get(index, [])))
        covered = {m for node in nodes for m in node.members}
        return {m: [got[m][p] for p in read_positions[m]] for m in sorted(covered)}
