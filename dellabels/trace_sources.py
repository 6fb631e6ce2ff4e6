"""Where belief traces come from: an OpenAI-compatible endpoint, a local transformers model,
or the offline synthesiser. ``run_jobs`` writes resumable JSONL: a rerun skips ids already
written (no duplicates) and every finished trace is flushed at once, so an
interruption loses at most the traces in flight.

Safety of the output: one writer at a time (``<out>.lock``); a rerun with other sampling
options is refused (``<out>.recipe.json``); every valid record of an existing output is
kept (only an incomplete last line is dropped; an unreadable line elsewhere is moved to
``<out>.rejected``); a file that does not hold traces is never appended to. A stop
request (SIGINT / SIGTERM, ``stop_on_signals``) stops sending at once, waits for the
requests in flight up to ``grace`` seconds and keeps what finished.
"""
from __future__ import annotations

import os
import queue
import random
import signal
import sys
import threading
import time
import zlib
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional

from tqdm import tqdm

from dellabels.hitom_world import HiToMStory
from dellabels.jsonl import open_out, read_records
from dellabels.outputs import check_recipe, output_lock, write_text_atomic
from dellabels.prompt import render_prompt
from dellabels.synth import DEFAULT_RATES, synthesize_trace


@dataclass(frozen=True)
class Job:
    id: str
    story_id: str
    story: str
    question: str
    order: int
    sample: int
    choices: Optional[str] = None

    @property
    def prompt(self) -> str:
        return render_prompt(self.story, self.question)


def jobs_from_stories(records: Iterable[dict], samples: int, orders: Iterable[int] = range(5)) -> Iterator[Job]:
    """K sampling jobs per question of each generated story (``dellabels generate`` layout)."""
    wanted = set(orders)
    for number, record in enumerate(records, start=1):
        story_id = str(record.get("id", number))
        for q in record.get("questions", []):
            if q["order"] in wanted:
                for k in range(samples):
                    yield Job(f"{story_id}-o{q['order']}-k{k}", story_id, record["story"], q["question"],
                              q["order"], k, record.get("choices"))


class _Stopping(RuntimeError):
    """Raised by the request hook once a stop is requested: no request leaves. Not an ``httpx``
    error, so openai 3 lets it through at once (older clients wrap it, after their retries)."""


class EndpointSource:
    """Chat completions from any OpenAI-compatible server (vLLM, OpenAI, ...) through the ``openai`` client.

    The client retries timeouts, connection errors, 408, 409, 429 and 5xx up to ``retries``
    times, waiting what the server's ``Retry-After`` / ``retry-after-ms`` asks (up to 2 minutes;
    a longer wait is a failure) or else an exponential backoff. Once ``stop`` is set no request
    leaves, a retry included, and an error reply is not retried; a backoff already sleeping
    is bounded by the caller's grace.
    """

    def __init__(self, endpoint: str, model: str, api_key: Optional[str] = None, temperature: float = 0.6,
                 top_p: float = 0.95, max_tokens: int = 4096, retries: int = 4, timeout: float = 600.0,
                 stop: Optional[threading.Event] = None):
        try:
            import openai
        except ImportError:
            raise ValueError("--endpoint needs the openai package: pip install openai") from None
        base = endpoint.rstrip("/").removesuffix("/chat/completions")
        self.url = base + "/chat/completions"
        self.model, self.stop, self._openai = model, stop, openai
        self.params = {"temperature": temperature, "top_p": top_p, "max_tokens": max_tokens}
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
            raise _Stopping("stopping: request not sent")
        if not self._api_key:  # a server without keys (vLLM) sees no Authorization header, as before
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
        except _Stopping as err:
            raise RuntimeError(f"{self.url}: {err}") from None
        except openai.APIStatusError as err:
            note = " (stopping: not retried)" if self._stopping() else ""
            raise RuntimeError(f"{self.url}: HTTP {err.status_code} {err.response.reason_phrase}{note}") from None
        except openai.APIConnectionError as err:  # timeouts included
            cause = f" ({err.__cause__})" if err.__cause__ else ""
            raise RuntimeError(f"{self.url}: {err}{cause}") from None
        except (openai.OpenAIError, AttributeError, IndexError, TypeError) as err:
            raise RuntimeError(f"{self.url}: unexpected reply: {err}") from None


class HFSource:
    """Sampling from a local transformers causal LM (chat template when the tokenizer has one)."""

    def __init__(self, path: str, temperature: float = 0.6, top_p: float = 0.95, max_tokens: int = 4096, seed: int = 0,
                 batch_size: int = 8):
        from transformers import AutoModelForCausalLM, AutoTokenizer

        self.tokenizer = AutoTokenizer.from_pretrained(path)
        self.model = AutoModelForCausalLM.from_pretrained(path)
        self.model.eval()
        self.kwargs = {"do_sample": True, "temperature": temperature, "top_p": top_p, "max_new_tokens": max_tokens}
        self.seed, self.name, self.batch_size = seed, f"hf:{path}", batch_size
        self.recipe = {"temperature": temperature, "top_p": top_p, "max_tokens": max_tokens, "seed": seed,
                       "batch_size": batch_size}

    def __call__(self, job: Job) -> str:
        return self.batch([job])[0]

    def _text(self, prompt: str) -> str:
        if self.tokenizer.chat_template:
            return self.tokenizer.apply_chat_template([{"role": "user", "content": prompt}], tokenize=False,
                                                      add_generation_prompt=True)
        return prompt

    def batch(self, jobs: list[Job]) -> list[str]:
        """Traces of ``jobs`` sampled in one left-padded ``generate`` call (seeded by the first job)."""
        import torch

        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token_id is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        inputs = self.tokenizer([self._text(job.prompt) for job in jobs], return_tensors="pt", padding=True,
                                add_special_tokens=not self.tokenizer.chat_template)
        torch.manual_seed(zlib.crc32(f"{self.seed}:{jobs[0].id}:{len(jobs)}".encode()))
        with torch.no_grad():
            output = self.model.generate(**inputs, **self.kwargs, pad_token_id=self.tokenizer.pad_token_id)
        start = inputs["input_ids"].shape[1]
        return [self.tokenizer.decode(row[start:], skip_special_tokens=True) for row in output]


class SyntheticSource:
    """The offline synthesiser (``dellabels.synth``), seeded per job id."""

    def __init__(self, rates: Optional[dict] = None, seed: int = 0):
        self.rates = {**DEFAULT_RATES, **(rates or {})}
        self.seed, self.name = seed, "synthetic"
        self.recipe = {"seed": seed, "error_rates": self.rates}
        self._stories: dict[str, HiToMStory] = {}

    def __call__(self, job: Job) -> str:
        story = self._stories.get(job.story_id)
        if story is None:
            story = self._stories[job.story_id] = HiToMStory(job.story)
        return synthesize_trace(story, job.question, random.Random(f"{self.seed}:{job.id}"), self.rates)


def _is_trace(record: object) -> bool:
    return isinstance(record, dict) and isinstance(record.get("id"), str) and "trace" in record


def done_ids(path: str) -> set[str]:
    """Ids of the traces already in ``path``, repairing it for appending.

    Every valid record is kept. An incomplete last line (an interruption mid-write) is
    dropped; an unreadable line elsewhere, or a second record of an id, is moved to
    ``<path>.rejected`` (an unreadable job is redone). A file whose records are not traces
    is refused: appending would mix them.
    """
    if not os.path.exists(path):
        return set()
    with open(path, "rb") as handle:
        data = handle.read()
    parts = data.split(b"\n")
    lines = [part + b"\n" for part in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
    torn = bool(parts[-1])
    kept: list[bytes] = []
    rejected: list[tuple[int, bytes]] = []
    ids: set[str] = set()
    readable = {number: record for number, record in read_records(lines, path)}
    for number, line in enumerate(lines, start=1):
        record = readable.get(number)
        if record is None and not line.strip():
            continue
        if _is_trace(record) and record["id"] not in ids:  # type: ignore[index]
            ids.add(record["id"])  # type: ignore[index]
            kept.append(line if line.endswith(b"\n") else line + b"\n")
        elif _is_trace(record):
            rejected.append((number, line))
        elif isinstance(record, dict):
            raise ValueError(f"{path} line {number}: not a `dellabels traces` record (no 'id' and 'trace'); "
                             "refusing to append traces to it: choose another --out")
        elif not (torn and number == len(lines)):
            rejected.append((number, line))
    if not ids and rejected:
        raise ValueError(f"{path} line {rejected[0][0]}: unreadable and no trace record in the "
                         "file; refusing to append traces to it: choose another --out")
    if rejected:
        aside = Path(f"{path}.rejected")
        with open(aside, "ab") as handle:
            handle.writelines(line if line.endswith(b"\n") else line + b"\n" for _, line in rejected)
        print(f"{path}: line(s) {', '.join(str(n) for n, _ in rejected[:20])}{' ...' if len(rejected) > 20 else ''} "
              f"unreadable or repeated ids: moved to {aside} (unreadable ones are redone)", file=sys.stderr)
    repaired = b"".join(kept)
    if repaired != data:
        write_text_atomic(path, repaired.decode("utf-8"))
    return ids


class StopRequest:
    """Set by SIGINT / SIGTERM (``stop_on_signals``): stop sending, keep what finishes within the grace."""

    def __init__(self) -> None:
        self.event = threading.Event()

    def is_set(self) -> bool:
        return self.event.is_set()


@contextmanager
def stop_on_signals(request: StopRequest) -> Iterator[StopRequest]:
    """Route SIGINT and SIGTERM to ``request`` for the block (main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        yield request
        return

    def handler(signum, _frame) -> None:
        if request.event.is_set():  # a second signal: stop waiting (a local model's batch included)
            raise KeyboardInterrupt
        request.event.set()
        print(f"\n{signal.Signals(signum).name}: stopping (no new requests); signal again to stop waiting "
              "for the requests in flight", file=sys.stderr)

    previous = {sig: signal.signal(sig, handler) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield request
    finally:
        for sig, old in previous.items():
            signal.signal(sig, old)


def _run_threads(todo: list[Job], source: Callable[[Job], str], concurrency: int, stop: StopRequest,
                 grace: float, record: Callable[[Job, str], None], fail: Callable[[Job, Exception], None]) -> int:
    """Run ``todo`` on ``concurrency`` daemon threads, never more in flight than threads.

    Returns the number of requests abandoned in flight (a stop that waited ``grace`` seconds).
    """
    work: queue.Queue = queue.Queue()
    results: queue.Queue = queue.Queue()

    def worker() -> None:
        while (job := work.get()) is not None:
            try:
                results.put((job, source(job), None))
            except Exception as err:  # noqa: BLE001 - reported per job by the caller
                results.put((job, None, err))

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(max(1, concurrency))]
    for thread in threads:
        thread.start()
    pending, in_flight, deadline = iter(todo), 0, None
    while True:
        while in_flight < len(threads) and not stop.is_set() and (job := next(pending, None)) is not None:
            work.put(job)
            in_flight += 1
        if not in_flight:
            break
        if stop.is_set() and deadline is None:
            deadline = time.monotonic() + grace
        if deadline is not None and time.monotonic() >= deadline:
            break
        try:
            job, trace, err = results.get(timeout=0.1)
        except queue.Empty:
            continue
        in_flight -= 1
        if err is None:
            record(job, trace)
        else:
            fail(job, err)
    for _ in threads:
        work.put(None)  # idle workers end; abandoned ones are daemons and write nothing
    return in_flight


def run_jobs(jobs: Iterable[Job], source: Callable[[Job], str], out_path: str, concurrency: int = 1,
             stop: Optional[StopRequest] = None, grace: float = 10.0) -> dict:
    """Run the jobs not yet in ``out_path``; returns counts {done, skipped, failed, [interrupted, abandoned]}."""
    stop = stop or StopRequest()
    with output_lock(out_path):
        finished = done_ids(out_path)
        check_recipe(out_path, {"source": getattr(source, "name", "custom"), **getattr(source, "recipe", {})},
                     resuming=bool(finished))
        todo = [j for j in jobs if j.id not in finished]
        counts = {"done": 0, "skipped": len(finished), "failed": 0}
        with open_out(out_path, append=True) as out, \
                tqdm(total=len(todo), desc="traces", unit="trace", file=sys.stderr) as bar:
            def record(job: Job, trace: str) -> None:
                out.write({"id": job.id, "story_id": job.story_id, "story": job.story, "question": job.question,
                           "order": job.order, "sample": job.sample, "choices": job.choices, "trace": trace,
                           "source": getattr(source, "name", "custom")})
                counts["done"] += 1
                bar.update()

            def fail(job: Job, err: Exception) -> None:
                counts["failed"] += 1
                print(f"trace {job.id} failed: {err}", file=sys.stderr)

            abandoned = 0
            if hasattr(source, "batch"):  # local models: batches of jobs in one call
                size = max(1, getattr(source, "batch_size", 8))
                for group in (todo[i:i + size] for i in range(0, len(todo), size)):
                    if stop.is_set():
                        break
                    try:
                        traces = source.batch(group)
                    except Exception as err:  # noqa: BLE001 - one failed question must not lose the rest
                        counts["failed"] += len(group)
                        print(f"traces {group[0].id}..{group[-1].id} failed: {err}", file=sys.stderr)
                        continue
                    for job, trace in zip(group, traces):
                        record(job, trace)
            else:
                abandoned = _run_threads(todo, source, concurrency, stop, grace, record, fail)
    if stop.is_set():
        counts.update(interrupted=True, abandoned=abandoned)
    return counts
