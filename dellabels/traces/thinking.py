"""Where a belief trace is read from when a model thinks: ONE rule for every reader.

A response may hold think blocks: ``<think>...</think>``; a lone ``</think>`` (the chat template
opened the block in the prompt); an unclosed ``<think>`` (generation stopped while thinking).
The *reply* is the response without them (``strip_thinking``). ``reading_text`` gives the text
every reader parses, so ``acc`` (``answers.extract_final_answer``), the process metrics
(``verify``), the DEL labeler (``label_trace``), the PBM conversation
(``pbm.conversation.trace_conversation``) and the Best-of-N filters read the same steps and the
same final answer:

1. No think tag: the whole response.
2. The reply holds a step (a ``STEP_HEADER``): the trace and the final answer are read from the
   reply alone; what the model wrote while thinking is scratch work.
3. Otherwise: the whole response with its think tags removed, in order. A trace written while
   thinking is the trace, and the final answer is the last "Final Answer:" of that text: the
   reply's when the reply has one, else the last one written while thinking.

A response cut inside ``<think>`` (an opening tag with no closing tag after it, ``cut_in_think``)
follows the same rule, so the steps it wrote before the cut are read, and is flagged: the
``cut_in_think`` field of ``Verification.to_json()`` (in the logged ``hitom_del*`` samples). A
response whose opening tag was in the prompt and that stopped while thinking holds no tag at all:
it reads as rule 1 and cannot be told from a finished one.
"""
from __future__ import annotations

import re
from typing import Iterable

from dellabels.traces.markers import STEP_HEADER

OPEN, CLOSE = "<think>", "</think>"
_THINK_BLOCK = re.compile(r"<think>.*?</think>", re.S | re.I)
_TAG = re.compile(r"</?think>", re.I)


def strip_thinking(text: str) -> str:
    """The reply: ``text`` without its think blocks (text before a lone '</think>' and after an unclosed '<think>' too)."""
    if "<" not in text:  # no tag at all (the common case): nothing to scan for
        return text
    text = _THINK_BLOCK.sub("", text)
    if CLOSE in text.lower():
        text = re.split(r"</think>", text, flags=re.I)[-1]
    if OPEN in text.lower():  # an unclosed block: the model never finished thinking
        text = re.split(r"<think>", text, flags=re.I)[0]
    return text


def reading_text(text: str) -> str:
    """The text a response's belief trace and final answer are read from (the module's rule)."""
    if "<" not in text or "think>" not in text.lower():
        return text
    reply = strip_thinking(text)
    if STEP_HEADER.search(reply):
        return reply
    return _TAG.sub("\n", text)  # a newline keeps "<think>## Step 1 ##" a header at a line start


def cut_in_think(text: object) -> bool:
    """Whether ``text`` ends inside a think block: its last '<think>' has no '</think>' after it."""
    if not isinstance(text, str) or "<" not in text:
        return False
    low = text.lower()
    opened = low.rfind(OPEN)
    return opened != -1 and low.find(CLOSE, opened) == -1


def count_cut_in_think(responses: Iterable[object]) -> int:
    """How many of ``responses`` were cut inside a think block (for run summaries)."""
    return sum(cut_in_think(r) for r in responses)
