"""SFT of the trace LM with the shared one-shot prefix run once per step and the loss taken only where it counts.

Every example of the trace LM begins with the same one-shot prompt (about 490 of its ~915 tokens), so a step of k
examples runs that prefix once, keeps its key/value cache (in the autograd graph) and runs each example's own rest
on it; and the loss projects through the LM head only the positions whose next token is a label (the trace), with
one cross-entropy over them. Both are the same loss as the full forward of each example, up to floating-point
order (``tests/deltom/miniature/test_prefix_sft.py`` checks loss and gradients), at less than half the CPU time of trl's
step (its fused LM head, computed in Python tiles on a CPU, plus entropy and accuracy metrics the miniature does
not read).
"""
from __future__ import annotations

from trl import SFTTrainer

from pbm.backends.shared_prompt import cache_argument, cache_layers, expanded_cache, output_cache


def shared_prefix_length(input_ids, lengths, labels) -> int:
    """Tokens every row begins with, stopped one before the first labelled position of any row, so every
    prediction the loss needs comes from a row's own rest."""
    import torch

    shortest = int(lengths.min())
    same = (input_ids[:, :shortest] == input_ids[:1, :shortest]).all(dim=0)
    common = int(same.long().cumprod(0).sum())
    labelled = (labels != -100).long()
    first_label = int(torch.where(labelled.any(dim=1), labelled.argmax(dim=1), lengths).min())
    return max(0, min(common, first_label - 1))


def shared_prefix_loss(model, input_ids, attention_mask, labels, num_items=None):
    """Summed next-token cross-entropy over the labelled positions of every (right-padded) row, divided by
    ``num_items`` (default: the number of labelled predictions)."""
    import torch
    import torch.nn.functional as F

    lengths = attention_mask.sum(dim=1)
    prefix = shared_prefix_length(input_ids, lengths, labels)
    decoder, head = model.get_decoder(), model.get_output_embeddings()
    argument, layers = cache_argument(decoder), []
    if prefix:
        layers = cache_layers(output_cache(decoder(input_ids=input_ids[:1, :prefix], use_cache=True)))
    total, count = input_ids.new_zeros((), dtype=torch.float32), 0
    for row, length in enumerate(lengths.tolist()):
        targets = labels[row, prefix + 1:length]
        wanted = targets != -100
        if not bool(wanted.any()):
            continue
        # a fresh cache per row: a layer's update concatenates, so the prefix's tensors stay for the next row
        past = {argument: expanded_cache(layers, 1), "use_cache": True} if prefix else {}
        hidden = decoder(input_ids=input_ids[row:row + 1, prefix:length], **past).last_hidden_state[0, :-1]
        logits = head(hidden[wanted])
        total = total + F.cross_entropy(logits.float(), targets[wanted], reduction="sum")
        count += int(wanted.sum())
    return total / (num_items if num_items is not None else max(count, 1))


class PrefixSFTTrainer(SFTTrainer):
    """trl's SFTTrainer whose step is ``shared_prefix_loss`` over the batch (batches of several examples, no
    gradient accumulation needed); trl's data handling, scheduler, logging and saving are kept."""

    def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
        loss = shared_prefix_loss(model, inputs["input_ids"], inputs["attention_mask"], inputs["labels"],
                                  num_items_in_batch)
        return (loss, None) if return_outputs else loss
