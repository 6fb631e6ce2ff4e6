"""Where belief traces come from: an OpenAI-compatible endpoint, a local transformers model,
or the offline synthesiser. Each source is a callable ``Job -> str`` with a ``name`` and a
``recipe`` (its sampling settings, recorded beside the output by ``jobs.run_jobs`` so a
rerun with other settings is refused); the two language-model sources take one ``Sampling``.
"""
from __future__ import annotations

import os
import random
import threading
import zlib
from typing import Iterable, Iterator, Optional

from dellabels.hitom.world import HiToMStory
from dellabels.io.models import load_causal_lm
from dellabels.io.sampling_workers import SamplingWorkers
from dellabels.traces.jobs import Job, Stopping
from dellabels.traces.sampling import Sampling
from dellabels.traces.synth import DEFAULT_RATES, synthesize_trace
from dellabels.traces.worlds import gold_steps, read_world


class EndpointSource:
    """Chat completions from any OpenAI-compatible server (vLLM, OpenAI, ...) through the ``openai`` client.

    The client retries timeouts, connection errors, 408, 409, 429 and 5xx up to ``retries``
    times, waiting what the server's ``Retry-After`` / ``retry-after-ms`` asks (up to 2 minutes;
    a longer wait is a failure) or else an exponential backoff. Once ``stop`` is set no request
    leaves, a retry included, and an error reply is not retried; a backoff already sleeping
    is bounded by the caller's grace.
    """

    def __init__(self, endpoint: str, model: str, api_key: Optional[str] = None, sampling: Sampling = Sampling(),
                 retries: int = 4, timeout: float = 600.0, stop: Optional[threading.Event] = None):
        try:
            import openai
        except ImportError:
            raise ValueError("--endpoint needs the openai package: pip install openai") from None
        base = endpoint.rstrip("/").removesuffix("/chat/completions")
        self.url = base + "/chat/completions"
        self.model, self.stop, self._openai = model, stop, openai
        self.params = sampling.record()  # temperature, top_p, max_tokens (and stop strings when set)
        self.name = f"endpoint:{model}"
        self.recipe = {"url": self.url, **self.params}
        self._api_key = api_key or os.environ.get("OPENAI_API_KEY")
        hooks = {"request": [self._before_send], "response": [self._refuse_retry]}
        # the client insists on a key; without one, ``_before_send`` drops the placeholder's header
        self.client = openai.OpenAI(base_url=base, api_key=self._api_key or "none", max_retries=retries,
                                    timeout=timeout, http_client=openai.DefaultHttpxClient(event_hooks=hooks))

    def _stopping(self) -> bool:
        return self.stop is not None and self.stop.is_set()

    def _before_send(self, request) -> None:
        if self._stopping():
            raise Stopping("stopping: request not sent")
        if not self._api_key:  # a server without keys (vLLM) gets no Authorization header
            request.headers.pop("Authorization", None)

    def _refuse_retry(self, response) -> None:
        if self._stopping():  # the client obeys this header at once: no backoff sleep, no retry
            response.headers["x-should-retry"] = "false"

    def __call__(self, job: Job) -> str:
        openai = self._openai
        if self._stopping():  # a job taken from the queue as the stop came
            raise RuntimeError(f"{self.url}: stopping: request not sent")
        try:
            reply = self.client.chat.completions.create(
                model=self.model, messages=[{"role": "user", "content": job.prompt}], seed=job.sample, **self.params)
            return reply.choices[0].message.content or ""
        except Stopping as err:
            raise RuntimeError(f"{self.url}: {err}") from None
        except openai.APIStatusError as err:
            note = " (stopping: not retried)" if self._stopping() else ""
            raise RuntimeError(f"{self.url}: HTTP {err.status_code} {err.response.reason_phrase}{note}") from None
        except openai.APIConnectionError as err:  # timeouts included
            cause = f" ({err.__cause__})" if err.__cause__ else ""
            raise RuntimeError(f"{self.url}: {err}{cause}") from None
        except (openai.OpenAIError, AttributeError, IndexError, TypeError) as err:
            raise RuntimeError(f"{self.url}: unexpected reply: {err}") from None


def generate_batch(model, tokenizer, state: dict, prompts: list[str], seed: int, kwargs: dict) -> list[str]:
    """The completions of ``prompts`` sampled in one left-padded ``generate`` call after ``torch.manual_seed(seed)``
    (chat template when the tokenizer has one); ``state`` is unused (the ``SamplingWorkers`` call shape)."""
    import torch

    tokenizer.padding_side = "left"
    if tokenizer.pad_token_id is None:
        tokenizer.pad_token = tokenizer.eos_token
    if tokenizer.chat_template:
        prompts = [tokenizer.apply_chat_template([{"role": "user", "content": p}], tokenize=False,
                                                 add_generation_prompt=True) for p in prompts]
    inputs = tokenizer(prompts, return_tensors="pt", padding=True, add_special_tokens=not tokenizer.chat_template)
    torch.manual_seed(seed)
    with torch.no_grad():
        output = model.generate(**inputs, **kwargs, pad_token_id=tokenizer.pad_token_id)
    start = inputs["input_ids"].shape[1]
    return [tokenizer.decode(row[start:], skip_special_tokens=True) for row in output]


class HFSource:
    """Sampling from a local transformers causal LM (chat template when the tokenizer has one); with ``workers``
    above 1 the batches are sampled in that many worker processes of one torch thread each
    (``dellabels.io.sampling_workers``; a batch's traces depend on its jobs, not on where it ran)."""

    def __init__(self, path: str, sampling: Sampling = Sampling(), seed: int = 0, batch_size: int = 8,
                 workers: int = 1):
        if sampling.stop:
            raise ValueError("a local transformers model samples without stop strings")
        if workers < 1:
            raise ValueError(f"workers must be at least 1, got {workers}")
        self.path, self.workers = path, workers
        self.model, self.tokenizer = load_causal_lm(path) if workers == 1 else (None, None)
        self.kwargs = {"do_sample": True, "temperature": sampling.temperature, "top_p": sampling.top_p,
                       "max_new_tokens": sampling.max_tokens}
        self.seed, self.name, self.batch_size = seed, f"hf:{path}", batch_size
        self.recipe = {**sampling.record(), "seed": seed, "batch_size": batch_size}

    def __call__(self, job: Job) -> str:
        return self.batch([job])[0]

    def _seed(self, jobs: list[Job]) -> int:
        return zlib.crc32(f"{self.seed}:{jobs[0].id}:{len(jobs)}".encode())

    def batch(self, jobs: list[Job]) -> list[str]:
        """Traces of ``jobs`` sampled in one left-padded ``generate`` call (seeded by the first job)."""
        traces = next(iter(self.batches([jobs])))
        if isinstance(traces, Exception):
            raise traces
        return traces

    def batches(self, groups: Iterable[list[Job]]) -> Iterator[list[str] | Exception]:
        """``batch`` of each group, in order (in the worker processes when there are several); a group that
        failed gives its exception, and the groups after it go on."""
        asked = (([job.prompt for job in jobs], self._seed(jobs), self.kwargs) for jobs in groups)
        if self.workers == 1:
            for prompts, seed, kwargs in asked:
                try:
                    yield generate_batch(self.model, self.tokenizer, {}, prompts, seed, kwargs)
                except Exception as err:  # noqa: BLE001 - one failed batch must not lose the rest
                    yield err
            return
        with SamplingWorkers(self.path, self.workers) as pool:
            yield from pool.imap(generate_batch, asked)


class SyntheticSource:
    """The offline synthesiser (``dellabels.traces.synth``), seeded per job id."""

    def __init__(self, rates: Optional[dict] = None, seed: int = 0):
        self.rates = {**DEFAULT_RATES, **(rates or {})}
        self.seed, self.name = seed, "synthetic"
        self.recipe = {"seed": seed, "error_rates": self.rates}
        self._stories: dict[str, HiToMStory] = {}

    def __call__(self, job: Job) -> str:
        if job.question_type is not None:  # a ToMi-style story: read in ToMi's world, its memory question's gold
            world, question = read_world(job.story, job.question)
            return synthesize_trace(world, question, random.Random(f"{self.seed}:{job.id}"), self.rates,
                                    gold_steps(world, question))
        story = self._stories.get(job.story)  # by text: ids repeat across `dellabels generate` runs
        if story is None:
            story = self._stories[job.story] = HiToMStory(job.story)
        return synthesize_trace(story, job.question, random.Random(f"{self.seed}:{job.id}"), self.rates)
