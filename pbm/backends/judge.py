"""Judge backend: an LLM behind an OpenAI-compatible chat endpoint names the first wrong step of each trace.

The prompt (``dellabels/data/judge_first_error_prompt.txt``, fields ``{problem}`` and ``{steps}``) follows
ProcessBench's critic prompt (Zheng et al., 2024): the problem as the one-shot prompt showed it, the steps in
``<step_k>`` tags indexed from 0 with the final answer as the last step (``dellabels.traces.first_error``), the
reply ``\\boxed{k}`` (-1: all right), greedy decoding. ``parse_reply`` reads the last boxed integer, else, in a reply
of a few words, the last "step k" / "index k", else a reply that is only a number; anything else is unparsed (a
review cut off before its verdict names steps as it goes, never a verdict). A prompt longer than the
server's context (a looping trace) is unread: its reply is ``None`` (unparsed, never cached), and the run goes
on; an empty reply is kept as it came (unparsed too).

``prefill`` starts the judge's reply (``\\boxed{``) for a judge too small to follow "reply with the index only":
servers that continue a final assistant message (llama.cpp's ``llama-server``; vLLM with
``continue_final_message``) answer with the index at once, so a CPU judge costs one prefill and a few tokens.

As a PBM (``--pbm-backend judge``, ``--pbm`` the served name, ``--pbm-url`` or ``$DELTOM_PBM_URL`` the endpoint):
the steps before the one the judge names score 1, that step and the later ones 0 (a named final answer: the last
step, whose turn carries the answer), all 1 when it names none, 0.5 each when its reply is unparsed; so every
aggregation ranks a trace by how far the judge read it as right. Replies are kept in a SQLite cache keyed by what
produced them (the server: its URL and what its ``/v1/models`` reports of the judge; the served name, prompt sha256,
token limit, prefill, the problem and steps), committed one by one. The judge's name must be one the server lists
(``identified``): llama.cpp's ``llama-server`` answers a chat request for any name, so a wrong one is caught there.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional, Sequence

from dellabels.traces.first_error import read_steps
from dellabels.traces.prompt import JUDGE_PROMPT_FILE, problem_of
from deltom_base.errors import JudgeConfigError, JudgeError, PBMConfigError, PromptTooLong
from deltom_base.settings import read, read_int
from pbm.backends.base import Backend, TraceInput
from pbm.backends.served import TIMEOUT_ENV as SERVED_TIMEOUT_ENV, served_url
from pbm.cache import cache_root

MAX_TOKENS_ENV, PREFILL_ENV, TIMEOUT_ENV = "DELTOM_JUDGE_MAX_TOKENS", "DELTOM_JUDGE_PREFILL", "DELTOM_JUDGE_TIMEOUT"
_BOXED = re.compile(r"\\boxed\{\s*(-?\d+)\s*\}")
_NAMED = re.compile(r"(?:step|index|paragraph)[\s_#:=]*(-?\d+)", re.IGNORECASE)
_ALONE = re.compile(r"^\s*(-?\d+)\s*\.?\s*$")
UNPARSED_SCORE = 0.5
SHORT_REPLY = 12  # words: a reply this short may name its step without \boxed{} ("Step 4 is wrong")


TOO_LONG = None  # the reply kept for a prompt the judge could not read (never cached: the context is the server's)
# what a server's model listing says of the model it serves (vLLM: its path, context; llama-server: its size, vocab);
# the rest changes from one request to the next (the time, vLLM's permission ids)
SERVER_FIELDS = ("id", "root", "parent", "owned_by", "max_model_len", "meta")


def load_prompt() -> str:
    """The committed judge prompt, byte for byte."""
    return JUDGE_PROMPT_FILE.read_text(encoding="utf-8")


def render_steps(steps: Sequence[str]) -> str:
    """The steps in ProcessBench's tagged layout, indexed from 0."""
    return "\n\n".join(f"<step_{k}>\n{text}\n</step_{k}>" for k, text in enumerate(steps))


def judge_prompt(problem: str, steps: Sequence[str], template: Optional[str] = None) -> str:
    """The prompt for one trace (one pass, so a story that contains '{steps}' is never filled in)."""
    fields = {"problem": problem, "steps": render_steps(steps)}
    return re.sub(r"\{(problem|steps)\}", lambda m: fields[m.group(1)], load_prompt() if template is None else template)


def parse_reply(reply: Optional[str], steps: int) -> Optional[int]:
    """The step index a reply names (-1 for all right), None when it names none or one out of range, or is unread."""
    if reply is None:
        return None
    short = len(reply.split()) <= SHORT_REPLY  # a review that mentions steps as it goes names no verdict by them
    found = _BOXED.findall(reply) or (short and _NAMED.findall(reply)) or _ALONE.findall(reply)
    if not found:
        return None
    index = int(found[-1])
    return index if -1 <= index < steps else None


@dataclass(frozen=True)
class JudgeSettings:
    """Where the judge is and how it is asked."""

    url: str
    model: str
    max_tokens: int = 512
    prefill: str = ""
    timeout: float = 300.0
    server: str = ""  # who answers at ``url`` (``identified``): two servers under one name keep their replies apart

    def key(self, problem: str, steps: Sequence[str], prompt_sha: str) -> str:
        """The cache key of a reply: what produced it, the server included."""
        body = json.dumps([self.server, self.model, prompt_sha, self.max_tokens, self.prefill, problem, list(steps)])
        return hashlib.sha256(body.encode("utf-8")).hexdigest()


def cache_path() -> Path:
    """``$DELTOM_CACHE/judge/replies.sqlite`` (default ``~/.cache/deltom``)."""
    return cache_root() / "judge" / "replies.sqlite"


class ReplyCache:
    """Judge replies by key, committed as they come (an interrupted run keeps every reply it got)."""

    def __init__(self, path: Optional[Path] = None) -> None:
        self.path = path or cache_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(self.path))
        self.db.execute("CREATE TABLE IF NOT EXISTS replies (key TEXT PRIMARY KEY, reply TEXT NOT NULL)")

    def get(self, key: str) -> Optional[str]:
        row = self.db.execute("SELECT reply FROM replies WHERE key = ?", (key,)).fetchone()
        return None if row is None else row[0]

    def put(self, key: str, reply: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO replies VALUES (?, ?)", (key, reply))
        self.db.commit()

    def close(self) -> None:
        self.db.close()


def _one_line(err: BaseException) -> str:
    return f"{type(err).__name__}: {' '.join(str(err).split())[:200]}"


def client_for(settings: JudgeSettings):
    """An OpenAI client of the judge's endpoint (one retry: a failure is reported, the cache keeps the rest)."""
    import openai

    return openai.OpenAI(base_url=settings.url.rstrip("/"), api_key=os.environ.get("OPENAI_API_KEY") or "EMPTY",
                         timeout=settings.timeout, max_retries=1)


def ask(client, settings: JudgeSettings, prompt: str) -> str:
    """The judge's reply to ``prompt`` (the prefill included); a ``JudgeError`` naming the server for a failure or
    a reply without text."""
    messages = [{"role": "user", "content": prompt}]
    if settings.prefill:
        messages.append({"role": "assistant", "content": settings.prefill})
    try:
        reply = client.chat.completions.create(model=settings.model, messages=messages, temperature=0.0,
                                               max_tokens=settings.max_tokens)
    except Exception as err:  # noqa: BLE001 (refused, timed out, HTTP 5xx, not JSON: one line either way)
        if getattr(err, "status_code", None) == 400 and "context" in str(err).lower():
            raise PromptTooLong(f"the judge at {settings.url}: {_one_line(err)}") from None
        raise JudgeError(f"the judge at {settings.url} failed: {_one_line(err)}") from None
    choices = getattr(reply, "choices", None)
    content = getattr(getattr(choices[0], "message", None), "content", None) if choices else None
    if not isinstance(content, str):
        raise JudgeError(f"the judge at {settings.url} sent no reply text (choices: {str(choices)[:120]})")
    # some servers return the continued message whole, others only what follows the prefill
    return content if content.startswith(settings.prefill) else settings.prefill + content


def identified(settings: JudgeSettings, flag: str = "--judge-model") -> JudgeSettings:
    """``settings`` with ``server`` set to the endpoint's URL and what its ``/v1/models`` says of the judge; a
    ``JudgeConfigError`` naming the server (and the names it lists) unless it answers and lists ``settings.model``."""
    url = settings.url.rstrip("/")
    try:
        listed = [m.model_dump() for m in client_for(replace(settings, timeout=min(settings.timeout, 10.0))).models.list()]
    except Exception as err:  # noqa: BLE001 (no server, wrong URL, refused: one line either way)
        raise JudgeConfigError(f"no OpenAI-compatible server answers at {url} ({_one_line(err)})") from None
    entry = next((m for m in listed if m.get("id") == settings.model), None)
    if entry is None:
        names = ", ".join(repr(m.get("id")) for m in listed) or "no model"
        raise JudgeConfigError(f"{url} serves {names}, not {settings.model!r} ({flag} names the judge as the "
                               "server lists it)")
    reported = {k: entry[k] for k in SERVER_FIELDS if entry.get(k) is not None}
    return replace(settings, server=json.dumps([url, reported], sort_keys=True, default=str))


def first_errors(problems_and_steps: Sequence[tuple[str, Sequence[str]]], settings: JudgeSettings,
                 cache: ReplyCache, progress: bool = True) -> tuple[list[Optional[int]], list[Optional[str]]]:
    """(named first wrong step, reply) per (problem, steps), asking only what ``cache`` lacks (the server is
    ``identified`` first unless ``settings`` says who it is); a prompt longer than the judge's context has the reply
    ``TOO_LONG``; a ``JudgeError`` leaves every reply received before it in the cache."""
    from tqdm import tqdm

    if not settings.server:
        settings = identified(settings)
    template = load_prompt()
    prompt_sha = hashlib.sha256(template.encode("utf-8")).hexdigest()
    client = None
    replies: list[Optional[str]] = []
    for problem, steps in tqdm(problems_and_steps, desc="judge", unit="trace", disable=not progress):
        key = settings.key(problem, steps, prompt_sha)
        reply = cache.get(key)
        if reply is None:
            client = client or client_for(settings)
            try:
                reply = ask(client, settings, judge_prompt(problem, steps, template))
                cache.put(key, reply)
            except PromptTooLong:
                reply = TOO_LONG  # unparsed: wrong on every item, as ProcessBench counts an unread solution
        replies.append(reply)
    return [parse_reply(r, len(s)) for r, (_, s) in zip(replies, problems_and_steps)], replies


def step_scores(named: Optional[int], belief_steps: int) -> list[float]:
    """A trace's step scores from the step the judge named (module docstring)."""
    if named is None:
        return [UNPARSED_SCORE] * belief_steps
    cut = belief_steps if named < 0 else min(named, belief_steps - 1)
    return [1.0 if k < cut else 0.0 for k in range(belief_steps)]


def settings_from(model: str, url: Optional[str] = None, timeout: Optional[float] = None) -> JudgeSettings:
    """The judge's settings: ``url`` (else ``$DELTOM_PBM_URL``), the served ``model`` name, and the token limit,
    prefill and timeout from ``$DELTOM_JUDGE_MAX_TOKENS``, ``$DELTOM_JUDGE_PREFILL``, ``$DELTOM_JUDGE_TIMEOUT``
    (else ``timeout``: ``--pbm-timeout``, else ``$DELTOM_PBM_TIMEOUT``)."""
    try:
        max_tokens = read_int(MAX_TOKENS_ENV, 512)
        timeout = float(read(TIMEOUT_ENV) or timeout or read(SERVED_TIMEOUT_ENV) or 300)
    except ValueError:
        raise PBMConfigError(f"PBM backend judge: {MAX_TOKENS_ENV} and {TIMEOUT_ENV} must be numbers") from None
    return JudgeSettings(served_url(url), model, max_tokens, read(PREFILL_ENV) or "", timeout)


def check_judge(settings: JudgeSettings) -> JudgeSettings:
    """``identified(settings)`` as a PBM: a ``PBMConfigError`` unless the endpoint answers and lists the judge's name."""
    try:
        return identified(settings, "--pbm")
    except JudgeConfigError as err:
        raise PBMConfigError(f"PBM backend judge: {err}") from None


class JudgeBackend(Backend):
    """Step scores from an LLM judge's first wrong step (module docstring)."""

    name = "judge"

    def __init__(self, model: str, url: Optional[str] = None, timeout: Optional[float] = None, **_unused) -> None:
        super().__init__()
        self.settings = check_judge(settings_from(model, url, timeout))  # one line now, not a failed first request
        self.cache = ReplyCache()
        prompt_sha = hashlib.sha256(load_prompt().encode("utf-8")).hexdigest()[:16]
        server_sha = hashlib.sha256(self.settings.server.encode()).hexdigest()[:8]  # the step-score cache's key too
        self.pbm_id = (f"judge:{model}:{prompt_sha}:{self.settings.max_tokens}:"
                       f"{hashlib.sha256(self.settings.prefill.encode()).hexdigest()[:8]}@{self.settings.url}#{server_sha}")

    def score_items(self, items: Sequence[TraceInput]) -> list[list[float]]:
        asked = []
        for item in items:
            asked.append((problem_of(item.story, item.question), read_steps(item.trace, item.choices)[2]))
        named, _ = first_errors(asked, self.settings, self.cache, progress=len(items) > 1)
        self.stats.forward_passes += len(items)
        return [step_scores(n, len(steps) - 1) for n, (_, steps) in zip(named, asked)]

    def close(self) -> None:
        self.cache.close()
