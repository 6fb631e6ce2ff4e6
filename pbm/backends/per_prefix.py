"""The reference scoring scheme, kept only for side-by-side comparison: K prompts per K-step trace.

For step k the reference packs the user turns 1..k of the conversation into
ONE user message (their "## Step j ##" headers already renumber them 1..k;
joined by a blank line, the last prefix keeping the "Final Answer" line),
appends the assistant header and reads the next-token log-probabilities of
"+" and "-": score = sigmoid(lp(+) - lp(-)) = P(+) / (P(+) + P(-)).

Difference from the reference, on purpose: it asked a server for the top-10
log-probabilities and used 0.5 when "+" or "-" was missing from them; here
the full next-token distribution is available, so both log-probabilities are
always exact and the 0.5 fallback never happens.
"""
from __future__ import annotations

from typing import Optional, Sequence

from pbm.backends.base import LMBackend, TraceInput
from pbm.backends.context import fit_context
from pbm.backends.hf import HFBackend
from pbm.conversation import render


def prefix_prompts(conversation: Sequence[dict]) -> list[str]:
    """The K single-message user prompts of the reference scheme, for steps 1..k."""
    users = [t["content"] for t in conversation if t["role"] == "user"]
    return ["\n\n".join(users[: k + 1]) for k in range(len(users))]


def prefix_token_ids(tokenizer, conversation: Sequence[dict]) -> list[list[int]]:
    """Token ids of the K prompts (chat template, assistant header appended); the label is predicted at the end."""
    texts = [render(tokenizer, [{"role": "user", "content": prompt}], add_generation_prompt=True)
             for prompt in prefix_prompts(conversation)]
    return [list(ids) for ids in tokenizer(texts, add_special_tokens=False)["input_ids"]] if texts else []


class PerPrefixBackend(HFBackend):
    """O(K) forward passes per trace (one per step prefix), each run in full: the reference's cost."""

    name = "per-prefix"
    shares_prefixes = False
    score_items = LMBackend.score_items  # its own sequences, from the conversations

    def check(self, item: TraceInput) -> Optional[str]:
        return fit_context(self.tokenizer, item, self.context)[0]

    def score_conversations(self, conversations: Sequence[Sequence[dict]]) -> list[list[float]]:
        sequences, owners = [], []
        for index, conversation in enumerate(conversations):
            for ids in prefix_token_ids(self.tokenizer, conversation):
                sequences.append(ids)
                owners.append(index)
        flat = self.score_encoded(sequences, [[len(s) - 1] for s in sequences])  # the last position predicts the label
        results: list[list[float]] = [[] for _ in conversations]
        for owner, scores in zip(owners, flat):
            results[owner].extend(scores)
        return results
