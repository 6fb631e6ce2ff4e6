"""A PBM's context length, and the check that no conversation is scored past it."""
from __future__ import annotations

from typing import Optional

from pbm.backends.base import TraceInput
from pbm.conversation import EncodedConversation, encode_conversation, render, with_placeholders


class ContextOverflow(str):
    """Why a trace cannot be scored: its conversation is longer than the PBM's context. Selection ranks such a
    trace last (``pbm.scorer.step_scores``); any other reason a backend gives stays an error."""


def context_limit(config) -> Optional[int]:
    """Positions the model was built for (``max_position_embeddings`` of its text config), or None."""
    text = config.get_text_config() if hasattr(config, "get_text_config") else config
    value = getattr(text, "max_position_embeddings", None)
    return int(value) if isinstance(value, int) and value > 0 else None


def fit_context(tokenizer, item: TraceInput, limit: Optional[int]
                ) -> tuple[Optional[str], Optional[EncodedConversation]]:
    """(why ``item``'s PBM conversation does not fit in ``limit`` positions, or None; its encoding if it was made).

    The message names the length and the doc. The conversation is tokenized only
    when its UTF-8 size could exceed the limit (no tokenizer makes more tokens
    than bytes + a prefix marker), so a long-context PBM pays nothing here.
    """
    if not limit:
        return None, None
    conversation = with_placeholders(item.conversation())
    if not conversation:  # no step: nothing is scored
        return None, None
    if len(render(tokenizer, conversation).encode("utf-8")) + 1 <= limit:
        return None, None
    encoded = encode_conversation(tokenizer, conversation)
    length = len(encoded.input_ids)
    if length <= limit:
        return None, encoded
    first_line = item.story.strip().splitlines()[0] if item.story.strip() else ""
    return ContextOverflow(f"the PBM conversation of this trace is {length} tokens, longer than the PBM's context of "
                           f"{limit} positions (max_position_embeddings); not scored. Doc: question "
                           f"{item.question!r}, story starting {first_line[:60]!r}, trace of {len(item.trace)} "
                           "characters"), None
