"""The step requests of a batch of encoded conversations: one per distinct token prefix that ends where a label is
predicted. The K requests of a trace are prefixes of one another and the N traces of a question share the prompt,
so an engine with a prefix cache (vLLM in process, or a served one) computes each shared block once; traces that
agree on their first steps send those requests once."""
from __future__ import annotations

import hashlib
from typing import Sequence

import numpy as np

from pbm.conversation import EncodedConversation


def prefix_keys(input_ids: Sequence[int], ends: Sequence[int]) -> list[bytes]:
    """A digest of ``input_ids[:end]`` for each (increasing) end, in one pass over the ids."""
    data = np.asarray(input_ids, dtype=np.int64).tobytes()
    digest, done, keys = hashlib.blake2b(digest_size=16), 0, []
    for end in ends:
        digest.update(data[done * 8: end * 8])
        done = end
        keys.append(digest.copy().digest())
    return keys


def step_requests(encoded: Sequence[EncodedConversation]) -> tuple[list[list[int]], list[list[int]]]:
    """(prompts, slots): the distinct prefixes to send (each ends at a label's read position, sorted so prefix
    sharers are side by side) and, per conversation, the request of each of its steps."""
    requests: dict[bytes, int] = {}
    prompts: list[list[int]] = []
    for e in sorted(encoded, key=lambda e: e.input_ids):
        for key, end in zip(prefix_keys(e.input_ids, [p + 1 for p in e.read_positions]), e.read_positions):
            if key not in requests:
                requests[key] = len(prompts)
                prompts.append(e.input_ids[: end + 1])
    slots = [[requests[k] for k in prefix_keys(e.input_ids, [p + 1 for p in e.read_positions])] for e in encoded]
    return prompts, slots
