"""API prices, token counts and the cost of a Best-of-N run.

All N samples of a question share one prompt, so with an API that returns N
completions per request the input is paid once and only the output scales with
N (DEL-ToM, section 4 "Cost Efficiency"). Prices are USD per 1M tokens; the
defaults are the paper's table of API prices.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional, Sequence

from dellabels.io.models import load_tokenizer
from deltom.analysis.samples import TaskSamples
from deltom_base.errors import InputError

DEFAULT_PRICES: dict[str, dict[str, float]] = {
    "gpt-4.1": {"input": 2.00, "cached_input": 0.50, "output": 8.00},
    "gpt-4.1-mini": {"input": 0.40, "cached_input": 0.10, "output": 1.60},
    "gpt-4o": {"input": 2.50, "cached_input": 1.25, "output": 10.00},
    "gpt-4o-mini": {"input": 0.15, "cached_input": 0.075, "output": 0.60},
}
CHARS_PER_TOKEN = 4
ESTIMATE_LABEL = f"estimate: {CHARS_PER_TOKEN} characters per token"


@dataclass
class TokenCount:
    """Tokens of one model's run: prompts counted once per doc, every sampled output counted."""

    input: int
    output: int
    method: str  # the tokenizer, or ESTIMATE_LABEL


def load_prices(path: Optional[str] = None) -> dict[str, dict[str, float]]:
    """The default prices, overridden and extended by a JSON ``{model: {input, output[, cached_input]}}``."""
    prices = {k: dict(v) for k, v in DEFAULT_PRICES.items()}
    if not path:
        return prices
    try:
        user = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        raise InputError(f"{path}: cannot read the price table ({err})") from err
    if not isinstance(user, dict):
        raise InputError(f"{path}: expected an object {{model: {{input, output, cached_input}}}}")
    for model, entry in user.items():
        if not isinstance(entry, dict) or not all(isinstance(entry.get(k), (int, float)) for k in ("input", "output")):
            raise InputError(f"{path}: model {model!r} needs numeric 'input' and 'output' prices per 1M tokens")
        prices[model] = {k: float(v) for k, v in entry.items() if isinstance(v, (int, float))}
    return prices


def price_for(model: str, prices: dict[str, dict[str, float]]) -> Optional[tuple[str, dict[str, float]]]:
    """(price key, prices) for a model name: exact match, else the longest key its base name starts with."""
    if model in prices:
        return model, prices[model]
    base = model.rstrip("/").rsplit("/", 1)[-1]
    keys = [k for k in prices if base == k or base.startswith(k + "-")]
    if not keys:
        return None
    key = max(keys, key=len)  # 'gpt-4.1-mini-2025-04-14' is gpt-4.1-mini, not gpt-4.1
    return key, prices[key]


def token_counter(tokenizer: Optional[str] = None) -> tuple[Callable[[str], int], str]:
    """(count function, label): a Hugging Face tokenizer, or a character-based estimate."""
    if not tokenizer:
        return (lambda text: math.ceil(len(text) / CHARS_PER_TOKEN)), ESTIMATE_LABEL

    try:
        tok = load_tokenizer(tokenizer)
    except (OSError, ValueError) as err:
        raise InputError(f"--tokenizer {tokenizer}: cannot load it ({err})") from err
    return (lambda text: len(tok.encode(text, add_special_tokens=False))), f"tokenizer {tokenizer}"


def count_tokens(tasks: Sequence[TaskSamples], counter: Callable[[str], int], method: str) -> TokenCount:
    """Input tokens (each doc's prompt once) and output tokens (all its samples) over ``tasks``."""
    total_in = total_out = 0
    for task in tasks:
        for doc in task.docs:
            if doc.prompt is None:
                raise InputError(f"{', '.join(task.paths)}: doc {doc.doc_id} has no prompt "
                                 "(arguments.gen_args_0.arg_0) to count input tokens from")
            total_in += counter(doc.prompt)
            total_out += sum(counter(text) for text in doc.resps)
    return TokenCount(total_in, total_out, method)


def cost(tokens: TokenCount, price: dict[str, float], input_copies: int = 1) -> float:
    """USD for ``tokens``; ``input_copies`` > 1 prices the prompt as if sent once per sample."""
    return (tokens.input * input_copies * price["input"] + tokens.output * price["output"]) / 1e6
