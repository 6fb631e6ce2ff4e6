"""Where belief traces come from: an OpenAI-compatible endpoint, a local transformers model,
or the offline synthesiser. ``run_jobs`` writes resumable JSONL: a rerun skips ids already
written (no duplicates) and every finished trace is flushed at once, so an
interruption loses at most the traces in flight.
"""
from __future__ import annotations

import json
import os
import random
import sys
import threading
import time
import urllib.error
import urllib.request
import zlib
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Optional

from tqdm import tqdm

from dellabels.hitom_world import HiToMStory
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


class EndpointSource:
    """Chat completions from any OpenAI-compatible server (vLLM, OpenAI, ...), with retries."""

    def __init__(self, endpoint: str, model: str, api_key: Optional[str] = None, temperature: float = 0.6,
                 top_p: float = 0.95, max_tokens: int = 4096, retries: int = 4, timeout: float = 600.0):
        base = endpoint.rstrip("/")
        self.url = base if base.endswith("/chat/completions") else base + "/chat/completions"
        self.model, self.retries, self.timeout = model, retries, timeout
        self.api_key = api_key or os.environ.get("OPENAI_API_KEY")
        self.params = {"temperature": temperature, "top_p": top_p, "max_tokens": max_tokens}
        self.name = f"endpoint:{model}"

    def __call__(self, job: Job) -> str:
        body = json.dumps({"model": self.model, "messages": [{"role": "user", "content": job.prompt}],
                           "seed": job.sample, **self.params}).encode()
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        delay = 1.0
        for attempt in range(self.retries + 1):
            try:
                request = urllib.request.Request(self.url, body, headers)
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    payload = json.loads(response.read())
                return payload["choices"][0]["message"]["content"] or ""
            except urllib.error.HTTPError as err:
                if err.code not in (408, 409, 429) and err.code < 500 or attempt == self.retries:
                    raise RuntimeError(f"{self.url}: HTTP {err.code} {err.reason}") from None
            except (urllib.error.URLError, TimeoutError, ConnectionError, KeyError, json.JSONDecodeError) as err:
                if attempt == self.retries:
                    raise RuntimeError(f"{self.url}: {err}") from None
            time.sleep(delay)
            delay = min(delay * 2, 30.0)
        raise AssertionError("unreachable")


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
        self._stories: dict[str, HiToMStory] = {}

    def __call__(self, job: Job) -> str:
        story = self._stories.get(job.story_id)
        if story is None:
            story = self._stories[job.story_id] = HiToMStory(job.story)
        return synthesize_trace(story, job.question, random.Random(f"{self.seed}:{job.id}"), self.rates)


def done_ids(path: str) -> set[str]:
    """Ids already in ``path`` (a torn last line from an interruption is dropped)."""
    if not os.path.exists(path):
        return set()
    ids, good = set(), 0
    with open(path, "rb") as handle:
        data = handle.read()
    for line in data.splitlines(keepends=True):
        try:
            ids.add(json.loads(line)["id"])
            good += len(line)
        except (json.JSONDecodeError, KeyError, TypeError):
            break
    if good != len(data):
        with open(path, "rb+") as handle:
            handle.truncate(good)
    return ids


def run_jobs(jobs: Iterable[Job], source: Callable[[Job], str], out_path: str, concurrency: int = 1) -> dict:
    """Run the jobs not yet in ``out_path``; returns counts {done, skipped, failed}."""
    finished = done_ids(out_path)
    todo = [j for j in jobs if j.id not in finished]
    counts = {"done": 0, "skipped": len(finished), "failed": 0}
    lock = threading.Lock()
    with open(out_path, "a", encoding="utf-8") as out, \
            tqdm(total=len(todo), desc="traces", unit="trace", file=sys.stderr) as bar:
        def record(job: Job, trace: str) -> None:
            row = {"id": job.id, "story_id": job.story_id, "story": job.story, "question": job.question,
                   "order": job.order, "sample": job.sample, "choices": job.choices, "trace": trace,
                   "source": getattr(source, "name", "custom")}
            with lock:
                out.write(json.dumps(row) + "\n")
                out.flush()
                counts["done"] += 1
                bar.update()

        if hasattr(source, "batch"):  # local models: batches of jobs in one call
            size = max(1, getattr(source, "batch_size", 8))
            for group in (todo[i:i + size] for i in range(0, len(todo), size)):
                try:
                    traces = source.batch(group)
                except Exception as err:  # noqa: BLE001 - one failed question must not lose the rest
                    counts["failed"] += len(group)
                    print(f"traces {group[0].id}..{group[-1].id} failed: {err}", file=sys.stderr)
                    continue
                for job, trace in zip(group, traces):
                    record(job, trace)
            return counts
        with ThreadPoolExecutor(max_workers=max(1, concurrency)) as pool:
            futures = {pool.submit(source, job): job for job in todo}
            for future in as_completed(futures):
                try:
                    record(futures[future], future.result())
                except Exception as err:  # noqa: BLE001 - one failed request must not lose the rest
                    counts["failed"] += 1
                    print(f"trace {futures[future].id} failed: {err}", file=sys.stderr)
    return counts
