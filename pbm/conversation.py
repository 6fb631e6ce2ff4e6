"""The PBM conversation (the released RLHFlow layout) as tokens: ONE construction for training and scoring.

A trace with steps s1..sK becomes the multi-turn conversation of the released
ToM-PBM data (``dellabels.pbm_data.Example.rlhflow``): user "PROMPT## Step 1 ##
\\ns1", assistant "+"/"-", user "## Step 2 ##\\ns2", ..., the last user turn
ending with "\\n\\nFinal Answer: [x]" ("[ParseError]" when the trace has no
final answer, as in the DEL-ToM reference). ``encode_conversation`` renders it with
the tokenizer's chat template, tokenizes the whole string once and returns the
index of every assistant label token. Training puts the loss exactly there
(``training_labels``); scoring puts "+" placeholders in every assistant turn
(as RLHFlow's reference inference does) and reads the logits one position
earlier, where the model predicts that token: score = P(+) / (P(+) + P(-)).
Because both paths call this one function, the trained and the read positions
cannot drift apart.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Optional, Sequence

from dellabels.pbm_data import Example
from dellabels.traces.prompt import pbm_prompt
from dellabels.traces.parse import parse_trace

PLUS, MINUS = "+", "-"
IGNORE_INDEX = -100
# ChatML, the layout the released data was trained with; used only for tokenizers without a template.
CHATML_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n{{ message['content'] }}<|im_end|>\n"
    "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
# Private-use code points: never in story or trace text, and no chat template rewrites them.
_SENTINEL = re.compile("\ue000(\\d+)\ue001")


class ConversationError(ValueError):
    """A conversation or tokenizer that cannot give one token per assistant label."""


@dataclass
class EncodedConversation:
    """Token ids of a rendered conversation and where its assistant label tokens are."""

    input_ids: list[int]
    label_positions: list[int]  # index in input_ids of each assistant "+"/"-" token
    label_ids: list[int]  # the token id found there

    @property
    def read_positions(self) -> list[int]:
        """Positions whose logits predict each label token (the ones scoring reads)."""
        return [p - 1 for p in self.label_positions]

    def training_labels(self) -> list[int]:
        """Causal-LM labels: the label token at each label position, IGNORE_INDEX elsewhere."""
        labels = [IGNORE_INDEX] * len(self.input_ids)
        for position, token in zip(self.label_positions, self.label_ids):
            labels[position] = token
        return labels


def trace_conversation(story: str, question: str, trace: object, choices: Optional[str] = None,
                       partial: bool = False) -> tuple[list[dict], list[str]]:
    """The RLHFlow conversation of a trace with "+" placeholder answers, and its parsed step texts.

    Built by ``dellabels.pbm_data.Example.rlhflow`` from ``parse_trace`` steps, exactly as
    ``build_examples`` builds the training data (same step texts, same final answer turn,
    "Final Answer: [ParseError]" when the trace has none, unless ``partial``: a trace still
    being written by beam search, scored step by step before it has an answer).
    """
    parsed = parse_trace(trace, choices)
    steps = [s.text for s in parsed.steps]
    final = parsed.raw_final.strip() if parsed.raw_final is not None else None
    example = Example("", 0, pbm_prompt(story, question), steps, [True] * len(steps), final)
    return example.rlhflow(partial)["conversations"], steps


def with_placeholders(conversation: Sequence[dict], label: str = PLUS) -> list[dict]:
    """The conversation with every assistant turn replaced by ``label`` (what scoring feeds)."""
    return [dict(t, content=label) if t["role"] == "assistant" else dict(t) for t in conversation]


def conversation_labels(conversation: Sequence[dict]) -> list[bool]:
    """The assistant labels of a training conversation ("+" is True)."""
    return [t["content"].strip() == PLUS for t in conversation if t["role"] == "assistant"]


def ensure_chat_template(tokenizer) -> None:
    """Give a template-less tokenizer the ChatML template (saved with any PBM trained from it)."""
    if not getattr(tokenizer, "chat_template", None):
        tokenizer.chat_template = CHATML_TEMPLATE
    if tokenizer.pad_token_id is None:
        tokenizer.pad_token = tokenizer.eos_token


def render(tokenizer, messages: Sequence[dict], add_generation_prompt: bool = False) -> str:
    """The chat-template text of ``messages``."""
    ensure_chat_template(tokenizer)
    return tokenizer.apply_chat_template(list(messages), tokenize=False, add_generation_prompt=add_generation_prompt)


def encode_conversation(tokenizer, conversation: Sequence[dict]) -> EncodedConversation:
    """Tokenize ``conversation`` with the chat template and locate each assistant label token.

    Assistant contents are swapped for sentinels before rendering, so that the
    template's own text (headers, system prompt, trimming) never confuses the
    search; the real labels are put back and the whole string is tokenized
    once, as ``apply_chat_template(tokenize=True)`` would. Each label must be
    exactly one token, starting at its character offset.
    """
    labels: list[str] = []
    messages = []
    for turn in conversation:
        if turn["role"] == "assistant":
            label = str(turn["content"]).strip()
            if label not in (PLUS, MINUS):
                raise ConversationError(f"assistant turn {len(labels) + 1} is {turn['content']!r}, expected '+' or '-'")
            messages.append({"role": "assistant", "content": f"\ue000{len(labels)}\ue001"})
            labels.append(label)
        else:
            messages.append({"role": turn["role"], "content": turn["content"]})
    rendered = render(tokenizer, messages)
    pieces = _SENTINEL.split(rendered)  # text, index, text, index, ..., text
    if [int(i) for i in pieces[1::2]] != list(range(len(labels))):
        raise ConversationError("the chat template dropped, reordered or repeated assistant turns")
    text, starts = pieces[0], []
    for index, tail in zip(pieces[1::2], pieces[2::2]):
        starts.append(len(text))
        text += labels[int(index)] + tail
    if not getattr(tokenizer, "is_fast", False):
        raise ConversationError("PBM scoring needs a fast tokenizer (character offsets)")
    encoding = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
    by_start = {start: i for i, (start, end) in enumerate(encoding["offset_mapping"]) if end > start}
    positions = []
    for k, start in enumerate(starts):
        position = by_start.get(start)
        if position is None or encoding["offset_mapping"][position][1] != start + 1:
            raise ConversationError(f"assistant label {k + 1} is not a token of its own with this tokenizer")
        positions.append(position)
    ids = list(encoding["input_ids"])
    return EncodedConversation(ids, positions, [ids[p] for p in positions])


def label_token_ids(tokenizer) -> tuple[int, int]:
    """Token ids of "+" and "-" as they appear in an assistant turn."""
    ids = []
    for label in (PLUS, MINUS):
        encoded = encode_conversation(tokenizer, [{"role": "user", "content": "x"}, {"role": "assistant", "content": label}])
        ids.append(encoded.label_ids[0])
    if ids[0] == ids[1]:
        raise ConversationError("'+' and '-' map to the same token")
    return ids[0], ids[1]


def plus_probability(plus: float, minus: float) -> float:
    """P(+) / (P(+) + P(-)) from two logits or log-probabilities (= sigmoid(plus - minus)), overflow-safe."""
    diff = plus - minus
    if math.isnan(diff):  # both -inf: no information either way
        return 0.5
    if diff >= 0:
        return 1.0 / (1.0 + math.exp(-diff))
    z = math.exp(diff)
    return z / (1.0 + z)
