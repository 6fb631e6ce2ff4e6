"""lm-eval models ``deltom-completions`` and ``deltom-chat-completions``: lm-eval's ``local-completions`` /
``local-chat-completions`` (a served model: ``vllm serve``, llama.cpp's server) with one seed per sample, resumable,
and a looping response stopped (``harness_ext.bon.served_stream``; ``stop_loops=False`` turns it off).

lm-eval's API models send the same ``seed`` (model_arg, default 1234) with every request. A Best-of-N task sends
a question's prompt N times, and a seeded server answers identical requests identically: N copies of one sample,
so every row but Ori chooses among copies (the quality gate says so: ``deltom.analysis.quality``).
These models give the k-th request of a prompt (same prompt and generation settings, k = 0, 1, ... in the order
lm-eval builds the requests, question by question) the seed ``seed + k``, sent in its generation settings: the N
samples differ and a rerun draws the same ones.

A failing server (HTTP errors, not JSON, an HTML page, fewer answers than requests, timed out) ends the run with
one line naming it and how many answers lm-eval's cache kept (``ServedGenerationError``, exit 1).

Resumable: lm-eval's ``--use_cache`` skips every sampled request (its samples would repeat), but a seeded sample is
a function of its request, so these models read the answers of an interrupted run from that cache themselves and
ask the server only for the rest; each answer is written to the cache as it arrives (lm-eval's cache hook).

Registered when this module is imported (``deltom-eval`` does it)::
    deltom-eval --model deltom-completions --model_args model=M,base_url=http://HOST:PORT/v1/completions,\\
        tokenizer_backend=huggingface,tokenizer=M,num_concurrent=8 --tasks hitom_del_bon --n 8 --log_samples \\
        --use_cache ~/.cache/deltom/served/M
"""
from __future__ import annotations

import contextlib
import copy
import functools
import logging
import time
from collections import Counter

from lm_eval.api.model import hash_args
from lm_eval.api.registry import register_model
from lm_eval.models.openai_completions import LocalChatCompletion, LocalCompletionsAPI

from deltom_base.errors import ServedGenerationError
from harness_ext.bon.served_stream import LoopStop
from harness_ext.lm_eval_patches import patched

log = logging.getLogger(__name__)


def seeded_requests(requests: list, base: int) -> list:
    """Copies of ``requests`` whose generation settings carry ``seed = base + k`` for the k-th request of the same
    prompt and settings."""
    sent: Counter = Counter()
    out = []
    for request in requests:
        context, gen_kwargs = request.args[0], dict(request.args[1])
        key = hash_args("generate_until", (context, gen_kwargs))
        gen_kwargs["seed"] = base + sent[key]
        sent[key] += 1
        seeded = copy.copy(request)
        seeded.arguments = (context, gen_kwargs, *request.args[2:])
        out.append(seeded)
    return out


class PerSampleSeed:
    """``generate_until`` with one seed per sample and answers of an interrupted run read from ``--use_cache``;
    ``samples_per_request`` (model_args) consecutive samples of a question asked in one request."""

    def __init__(self, *args, samples_per_request: int | str = 1, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        try:
            self.samples_per_request = int(samples_per_request)
        except ValueError:
            self.samples_per_request = 0
        if self.samples_per_request < 1:
            raise ServedGenerationError(f"model_args samples_per_request={samples_per_request}: must be a whole "
                                        "number, 1 or more")

    def generate_until(self, requests, disable_tqdm: bool = False) -> list[str]:
        seeded = seeded_requests(list(requests), int(self._seed))
        db = getattr(getattr(self, "cache_hook", None), "dbdict", None)
        out: list = [None] * len(seeded)
        todo = []
        for index, request in enumerate(seeded):
            key = hash_args("generate_until", request.args)
            if db is not None and key in db:
                out[index] = db[key]
            else:
                todo.append(index)
        if db is not None and len(todo) < len(seeded):
            log.info(f"{len(seeded) - len(todo)} of {len(seeded)} samples read from the cache (an earlier run's, "
                     f"same seeds); asking the server for {len(todo)}")
        if todo:
            asked = [seeded[i] for i in todo]
            try:
                answers = self._ask(asked, disable_tqdm)
            except Exception as err:  # noqa: BLE001 (HTTP 5xx, not JSON, an HTML page, timed out, refused)
                raise self._failure(f"{type(err).__name__}: {' '.join(str(err).split())[:200]}", asked, db) from None
            if len(answers) != len(asked) or not all(isinstance(a, str) for a in answers):
                raise self._failure(f"answered {sum(isinstance(a, str) for a in answers)} of {len(asked)} requests "
                                    "(fewer choices than asked)", asked, db)
            for index, answer in zip(todo, answers):
                out[index] = answer
        return out

    def _failure(self, why: str, asked: list, db) -> "ServedGenerationError":
        """One line naming the server, what failed and what was kept (the answers lm-eval's cache holds)."""
        where = getattr(self, "base_url", None) or "the server"
        if db is None:
            kept = "nothing was kept: run with --use_cache to keep every answer across a failure"
        else:
            done = sum(hash_args("generate_until", r.args) in db for r in asked)
            kept = (f"{done} of the {len(asked)} samples asked were answered before it and are in lm-eval's cache "
                    "(--use_cache): the same command resumes from them")
        return ServedGenerationError(f"the served model at {where} failed: {why}; {kept}")

    def _ask(self, requests: list, disable_tqdm: bool) -> list[str]:
        """The server's answers. With ``samples_per_request`` above 1, a question's consecutive samples go as one
        request for that many completions (``n``) with the first sample's seed: llama.cpp's server prefills the
        prompt once, copies its cache to the other slots and decodes them together, giving the k-th completion
        the seed + k that the k-th request would have carried. With ``num_concurrent`` above 1, every request is
        in flight as soon as a slot is free: lm-eval sends requests of one generation setting together and waits
        for the slowest before the next, and each sample here has a setting of its own (its seed), so it would
        send one per question."""
        groups = sample_groups(requests, self._per_request())
        width = max(1, int(getattr(self, "_concurrent", 1) or 1) // max(len(g) for g in groups))
        if len(groups) == len(requests) and (width <= 1 or len(requests) <= 1):
            return super().generate_until(requests, disable_tqdm=disable_tqdm)
        from concurrent.futures import ThreadPoolExecutor

        from tqdm import tqdm

        with ThreadPoolExecutor(width) as pool, _quiet_requests(), tqdm(total=len(requests), desc="Requesting API",
                                                                        disable=disable_tqdm) as bar:
            def one(group: list) -> list:
                answers = self._ask_group(group)
                bar.update(len(group))
                return answers

            return [a for answers in pool.map(one, groups) for a in answers]

    def _per_request(self) -> int:
        """Samples of one question sent as one request (model_args ``samples_per_request``, default 1)."""
        return self.samples_per_request

    def _ask_group(self, group: list) -> list:
        """One request's answers: a lone sample through lm-eval's own path, a group as one request for
        ``len(group)`` completions, each answer written to lm-eval's cache under its own sample's key."""
        if len(group) == 1:
            return super().generate_until(group, disable_tqdm=True)
        context, gen_kwargs = group[0].args[0], dict(group[0].args[1])
        gen_kwargs["n"] = len(group)
        for attempt in range(max(1, int(self.max_retries))):  # lm-eval's own requests are retried as often
            try:
                outputs = self.model_call(messages=[context], generate=True, gen_kwargs=gen_kwargs)
                break
            except Exception:  # noqa: BLE001 (the last failure is named by the caller)
                if attempt + 1 >= max(1, int(self.max_retries)):
                    raise
                time.sleep(min(10.0, 2.0 ** attempt))
        answers = list(self.parse_generations(outputs=outputs, contexts=[context]))
        if len(answers) != len(group):
            return answers  # fewer choices than asked: the caller names the failure
        for request, answer in zip(group, answers):
            if isinstance(answer, str):
                self.cache_hook.add_partial("generate_until", request.args[:2], answer)
        return answers


def sample_groups(requests: list, most: int) -> list[list]:
    """``requests`` in runs of at most ``most``: samples of one prompt and generation settings whose seeds follow
    one another (a server asked for n completions seeds the k-th with the first seed + k), in their order."""
    groups: list[list] = []
    for request in requests:
        if groups and len(groups[-1]) < most and _follows(groups[-1][-1], request):
            groups[-1].append(request)
        else:
            groups.append([request])
    return groups


def _follows(before, request) -> bool:
    """Whether ``request`` is ``before`` with the next seed (same prompt, same other settings)."""
    (c1, g1), (c2, g2) = before.args[:2], request.args[:2]
    if c1 != c2 or not isinstance(g1.get("seed"), int) or g2.get("seed") != g1["seed"] + 1:
        return False
    return {k: v for k, v in g1.items() if k != "seed"} == {k: v for k, v in g2.items() if k != "seed"}


@contextlib.contextmanager
def _quiet_requests():
    """lm-eval's API models draw a progress bar per call whatever ``disable_tqdm`` says: one call per sample would
    stack one bar per request in flight, so theirs are off while ours counts the samples."""
    import asyncio

    class _Gather:
        @staticmethod
        def gather(*tasks, **_):
            return asyncio.gather(*tasks)

    with patched("api_tqdm", lambda bar: functools.partial(bar, disable=True)), \
            patched("api_tqdm_asyncio", lambda _: _Gather):
        yield


@register_model("deltom-completions")
class SeededCompletions(LoopStop, PerSampleSeed, LocalCompletionsAPI):
    """``local-completions`` with one seed per sample, a looping response stopped."""


@register_model("deltom-chat-completions")
class SeededChatCompletions(LoopStop, PerSampleSeed, LocalChatCompletion):
    """``local-chat-completions`` with one seed per sample, a looping response stopped."""

    _chat = True
