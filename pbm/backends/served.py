"""Served backend: each step scored by a PBM behind an OpenAI-compatible completions endpoint (``vllm serve``,
llama.cpp's server, ...), so generation and scoring can run as separate jobs on separate machines, and the PBM can
use the server's own parallelism (``vllm serve PBM --data-parallel-size D --tensor-parallel-size T``).

The conversation of each trace is encoded here, with the PBM's own tokenizer (``model``: the PBM's local folder or
hub id, the same weights the server serves), exactly as the in-process backends encode it; the distinct step
prefixes (``pbm.backends.prefixes.step_requests``) are sent as token ids, ``max_tokens=1``, ``temperature=0`` and
``logprobs=k``, and each step's score is P(+)/(P(+)+P(-)) from the top-k log-probabilities of the predicted token.
Exact when both labels are among the top k (a trained PBM puts nearly all its mass on them); a label below the top
k is bounded by the smallest top-k entry. The server's prefix cache (vLLM's is on by default) computes each shared
block once, as in process.

Where: ``url`` (default ``$DELTOM_PBM_URL``; a run's ``--pbm-url`` / ``--served-name`` / ``--pbm-timeout`` travel as
one ``ServedSettings`` on its scoring state, ``pbm.scorer``, e.g. ``http://node7:8000/v1``); the name the server knows the model
by: ``served_name`` (default ``$DELTOM_PBM_SERVED_NAME``, else ``model`` as given: ``vllm serve /path/pbm``
serves it as ``/path/pbm``); how many log-probabilities to ask for: ``top_logprobs`` (default
``$DELTOM_PBM_TOP_LOGPROBS``, else 20). ``check_server`` confirms before any request that the server answers and serves that
name (``pbm.spec.check``).
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import Any, Mapping, Optional, Sequence

from dellabels.io.models import load_tokenizer
from deltom_base.errors import BackendFailure, PBMConfigError
from deltom_base.settings import read, read_int
from pbm.backends.base import LMBackend, model_fingerprint
from pbm.backends.prefixes import step_requests
from pbm.conversation import (encode_conversation, ensure_chat_template, label_token_ids, plus_probability,
                              with_placeholders)

URL_ENV, NAME_ENV, TOP_ENV = "DELTOM_PBM_URL", "DELTOM_PBM_SERVED_NAME", "DELTOM_PBM_TOP_LOGPROBS"
TIMEOUT_ENV = "DELTOM_PBM_TIMEOUT"
TOP_LOGPROBS = 20  # vLLM's default max_logprobs
TIMEOUT = 600.0  # seconds per request, by default
LOGPROB_SLACK = 1e-4  # a log-probability above 0 by more than rounding is no log-probability


@dataclass(frozen=True)
class ServedSettings:
    """How a run reaches its served PBM or judge, as the user gave it (``--pbm-url``, ``--served-name``,
    ``--pbm-timeout``); what is None falls back to the environment where the backend connects."""

    url: Optional[str] = None
    name: Optional[str] = None
    timeout: Optional[float] = None

    def options(self) -> dict[str, Any]:
        """The given settings as the served and judge backends' constructor keywords."""
        found = {"url": self.url, "served": self.name, "timeout": self.timeout}
        return {key: value for key, value in found.items() if value is not None}


def served_url(url: Optional[str] = None) -> str:
    """The endpoint: ``url``, else ``$DELTOM_PBM_URL``; a ``PBMConfigError`` saying how to give it when neither."""
    found = url or read(URL_ENV)
    if not found:
        raise PBMConfigError(f"PBM backend served: no endpoint; set {URL_ENV}=http://HOST:PORT/v1 (or --pbm-url), "
                             "e.g. of `vllm serve PBM`")
    return found.rstrip("/")


def served_name(model: str, name: Optional[str] = None) -> str:
    """The name the server knows the PBM by: ``name``, else ``$DELTOM_PBM_SERVED_NAME``, else ``model``."""
    return name or read(NAME_ENV) or model


def request_timeout(timeout: Optional[float] = None) -> float:
    """Seconds per request: ``timeout``, else ``$DELTOM_PBM_TIMEOUT``, else 600; one line for a bad value."""
    try:
        value = float(timeout if timeout is not None else read(TIMEOUT_ENV) or TIMEOUT)
    except ValueError:
        raise PBMConfigError(f"{TIMEOUT_ENV}={read(TIMEOUT_ENV)!r}: not a number of seconds") from None
    if not value > 0:
        raise PBMConfigError(f"PBM timeout {value}: must be above 0 seconds")
    return value


def _client(url: str, timeout: float):
    import openai

    return openai.OpenAI(base_url=url, api_key=os.environ.get("OPENAI_API_KEY") or "EMPTY", timeout=timeout,
                         max_retries=2)


def check_server(model: str, url: Optional[str] = None, name: Optional[str] = None, timeout: float = 10.0) -> str:
    """The served name of the PBM, once the server at the endpoint answered and listed it; else ``PBMConfigError``."""
    endpoint, wanted = served_url(url), served_name(model, name)
    try:
        listed = [m.id for m in _client(endpoint, timeout).models.list()]
    except Exception as err:  # noqa: BLE001 (no server, wrong URL, refused: one line either way)
        raise PBMConfigError(f"PBM backend served: no OpenAI-compatible server answers at {endpoint} "
                             f"({type(err).__name__}: {' '.join(str(err).split())[:200]})") from None
    if wanted not in listed:
        raise PBMConfigError(f"PBM backend served: {endpoint} serves {', '.join(listed) or 'no model'}, not {wanted!r}; "
                             f"set {NAME_ENV} to the served name of this PBM")
    return wanted


def label_score(top: Mapping[str, float], plus: str, minus: str) -> float:
    """P(+)/(P(+)+P(-)) from one position's top-k log-probabilities (by token text); a label below the top k is
    bounded by the smallest entry; ``ValueError`` when neither label is there, ``BackendFailure`` when the
    entries are no log-probabilities (empty, not numbers, NaN or infinite upward, above 0)."""
    if not isinstance(top, Mapping) or not top:
        raise BackendFailure(f"the served PBM sent no top log-probabilities ({str(top)[:80]})")
    values = {}
    for token, value in top.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value) \
                or value > LOGPROB_SLACK or value == math.inf:
            raise BackendFailure(f"the served PBM sent {value!r} as the log-probability of {token!r}: not a "
                                 "log-probability (a finite number at most 0)")
        values[token] = float(value)
    if plus not in values and minus not in values:
        raise ValueError(f"the served PBM ranked neither {plus!r} nor {minus!r} in its top {len(values)} tokens "
                         "(is it a PBM?)")
    floor = min(values.values())
    return plus_probability(min(values.get(plus, floor), 0.0), min(values.get(minus, floor), 0.0))


def _top_of(choice) -> Mapping:
    """The first position's top log-probabilities of a completion choice; ``BackendFailure`` when it has none."""
    logprobs = getattr(choice, "logprobs", None)
    tops = getattr(logprobs, "top_logprobs", None)
    if not isinstance(tops, list) or not tops:
        raise BackendFailure(f"the served PBM sent no log-probabilities (logprobs: {str(logprobs)[:80]}); does the "
                             "server return them (vllm serve --max-logprobs)?")
    return tops[0]


class ServedBackend(LMBackend):
    """Step scoring by a PBM served behind an OpenAI-compatible completions endpoint."""

    name = "served"

    def __init__(self, model: str, url: Optional[str] = None, served: Optional[str] = None,
                 top_logprobs: Optional[int] = None, batch: int = 64, timeout: Optional[float] = None,
                 **_unused: Any) -> None:
        super().__init__()

        self.tokenizer = load_tokenizer(model)
        ensure_chat_template(self.tokenizer)
        plus_id, minus_id = label_token_ids(self.tokenizer)
        self.plus, self.minus = self.tokenizer.decode([plus_id]), self.tokenizer.decode([minus_id])
        self.url = served_url(url)
        self.served = check_server(model, self.url, served)  # one line now, not a failed first batch
        self.client = _client(self.url, request_timeout(timeout))
        self.top_logprobs = int(top_logprobs) if top_logprobs else read_int(TOP_ENV, TOP_LOGPROBS)
        self.batch = int(batch)
        # what produced the scores: the weights, the served name and the server (another server, another key)
        self.pbm_id = f"{self.name}:{model_fingerprint(model)}:{self.served}@{self.url}"

    def score_conversations(self, conversations: Sequence[Sequence[dict]]) -> list[list[float]]:
        encoded = [encode_conversation(self.tokenizer, with_placeholders(c)) for c in conversations]
        prompts, slots = step_requests(encoded)
        scores: list[float] = []
        for start in range(0, len(prompts), self.batch):
            chunk = prompts[start: start + self.batch]
            try:
                reply = self.client.completions.create(model=self.served, prompt=chunk, max_tokens=1,
                                                       temperature=0.0, logprobs=self.top_logprobs)
            except Exception as err:  # noqa: BLE001 (HTTP 5xx, an HTML page, refused, timed out: one line)
                raise BackendFailure(f"the served PBM at {self.url} ({self.served}) failed: {type(err).__name__}: "
                                     f"{' '.join(str(err).split())[:200]}") from None
            choices = getattr(reply, "choices", None)
            if not isinstance(choices, list) or len(choices) != len(chunk):
                raise BackendFailure(f"the served PBM at {self.url} answered "
                                     f"{len(choices) if isinstance(choices, list) else 'no'} choices for "
                                     f"{len(chunk)} prompts")
            choices = sorted(choices, key=lambda c: getattr(c, "index", 0) or 0)
            try:
                scores += [label_score(_top_of(c), self.plus, self.minus) for c in choices]
            except BackendFailure as err:
                raise BackendFailure(f"{self.url} ({self.served}): {err}") from None
        self.stats.forward_passes += len(prompts)
        self.stats.prompt_tokens += sum(map(len, prompts))
        return [[scores[r] for r in row] for row in slots]
