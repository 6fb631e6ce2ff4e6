"""What to sample and the resumable runner that samples it into JSONL.

A ``Job`` is one trace to sample (a question of a story, sample k); ``run_jobs`` runs
the jobs not yet in its output with any trace source (a callable ``Job -> str``). The
output is resumable: a rerun skips ids already written (no duplicates) and every
finished trace is flushed at once, so an interruption loses at most the traces in flight.
Every trace carries its story's ``story_hash``: a written trace whose id matches a job of
another story (another input file with the same ids) is refused, never taken as done.

Safety of the output: one writer at a time (``<out>.lock``); a rerun with other sampling
options is refused (``<out>.recipe.json``); every valid record of an existing output is
kept (only an incomplete last line is dropped; an unreadable line elsewhere is moved to
``<out>.rejected``); a file that does not hold traces is never appended to. A stop
request (SIGINT / SIGTERM, ``stop_on_signals``) stops sending at once, waits for the
requests in flight up to ``grace`` seconds and keeps what finished.
"""
from __future__ import annotations

import logging
import os
import queue
import signal
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional, Sequence

from tqdm import tqdm

from dellabels.hitom.story_ids import StoryIdConflict, story_hash
from dellabels.io.jsonl import open_out, read_records
from dellabels.io.outputs import check_fresh_output, check_recipe, output_lock, write_text_atomic
from dellabels.traces.prompt import TOMI_NOTE, render_prompt

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Job:
    """One trace to sample: question ``order`` of a story (ToMi's: its ``question_type``), sample ``sample`` (the
    id names all three)."""

    id: str
    story_id: str
    story: str
    question: str
    order: int
    sample: int
    choices: Optional[str] = None
    where: str = ""  # the input record it came from, e.g. "stories.jsonl line 4"
    question_type: Optional[str] = None  # a ToMi-style story's question (two of its questions have order 0)

    @property
    def prompt(self) -> str:
        """The one-shot prompt a trace source answers: the tomi_del tasks' (ToMi's note, the ``tomi`` template) for a
        ToMi-style story, else Hi-ToM's."""
        if self.question_type is not None:
            return render_prompt(self.story, self.question, TOMI_NOTE, "tomi")
        return render_prompt(self.story, self.question)


def question_order(question: dict) -> int:
    """A generated question's order: the depth of its belief chain (Hi-ToM's records name it; ToMi's, whose
    memory and reality questions are both order 0, carry the chain only)."""
    return question["order"] if "order" in question else len(question["chain"])


def jobs_from_stories(records: Iterable[dict], samples: int, orders: Iterable[int] = range(5),
                      source: str = "stories", lines: Optional[Sequence[int]] = None) -> Iterator[Job]:
    """K sampling jobs per question of each generated story (``dellabels generate`` layout, either style) whose
    order (``question_order``) is among ``orders``; a ToMi-style question's id names its type.

    ``source`` and ``lines`` (the line number of each record) say where a job came from.
    """
    wanted = set(orders)
    for number, record in enumerate(records, start=1):
        story_id = str(record.get("id", number))
        where = f"{source} line {lines[number - 1]}" if lines else f"{source} record {number}"
        for q in record.get("questions", []):
            order, kind = question_order(q), q.get("question_type")
            if order in wanted:
                for k in range(samples):
                    yield Job(f"{story_id}-{kind or f'o{order}'}-k{k}", story_id, record["story"], q["question"],
                              order, k, record.get("choices"), where, kind)


class Stopping(RuntimeError):
    """Raised instead of sending a request once a stop is requested (``StopRequest``); a trace source
    turns it into the job's failure. Not an ``httpx`` error, so openai 3 lets it through at once (older
    clients wrap it, after their retries)."""


def _is_trace(record: object) -> bool:
    return isinstance(record, dict) and isinstance(record.get("id"), str) and "trace" in record


def _story_of(record: dict) -> Optional[str]:
    """The story hash of a written trace: of its story text, else its ``story_hash`` field."""
    if isinstance(record.get("story"), str):
        return story_hash(record["story"])
    return record["story_hash"] if isinstance(record.get("story_hash"), str) else None


def done_traces(path: str) -> dict[str, tuple[int, Optional[str]]]:
    """``{id: (line, story hash)}`` of the traces already in ``path``, repairing it for appending.

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
    ids: dict[str, tuple[int, Optional[str]]] = {}
    readable = {number: record for number, record in read_records(lines, path)}
    for number, line in enumerate(lines, start=1):
        record = readable.get(number)
        if record is None and not line.strip():
            continue
        if _is_trace(record) and record["id"] not in ids:  # type: ignore[index]
            ids[record["id"]] = (len(kept) + 1, _story_of(record))  # type: ignore[index, arg-type]
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
        numbers = f"{', '.join(str(n) for n, _ in rejected[:20])}{' ...' if len(rejected) > 20 else ''}"
        log.warning(f"{path}: line(s) {numbers} unreadable or repeated ids: moved to {aside} (unreadable ones are redone)")
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
        log.warning(f"\n{signal.Signals(signum).name}: stopping (no new requests); signal again to stop waiting "
                    "for the requests in flight")

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


def _todo(jobs: Iterable[Job], finished: dict[str, tuple[int, Optional[str]]], out_path: str) -> list[Job]:
    """The jobs not yet written; a written trace of the same id but another story is refused."""
    todo = []
    for job in jobs:
        if job.id not in finished:
            todo.append(job)
            continue
        line, written = finished[job.id]
        if written is not None and written != story_hash(job.story):
            raise StoryIdConflict(f"{out_path} line {line} holds trace {job.id!r} of another story than "
                                  f"{job.where or 'the job of that id'} (story_hash {written}, now "
                                  f"{story_hash(job.story)}): it was made from another input; choose another "
                                  "--out, or --overwrite it")
    return todo


def _each_batch(source, groups: list[list[Job]]) -> Iterator[list[str] | Exception]:
    """``source.batch`` of each group in turn, a failed group giving its exception (a source without ``batches``)."""
    for group in groups:
        try:
            yield source.batch(group)
        except Exception as err:  # noqa: BLE001 - one failed batch must not lose the rest
            yield err


def run_jobs(jobs: Iterable[Job], source: Callable[[Job], str], out_path: str, concurrency: int = 1,
             stop: Optional[StopRequest] = None, grace: float = 10.0, resume: bool = True,
             overwrite: bool = False) -> dict:
    """Run the jobs not yet in ``out_path``; returns counts {done, skipped, failed, [interrupted, abandoned]}.

    ``resume`` continues a non-empty ``out_path``, ``overwrite`` empties it first; with neither
    a non-empty output is refused (``check_fresh_output``).
    """
    stop = stop or StopRequest()
    with output_lock(out_path):
        check_fresh_output(out_path, resume, overwrite)
        if overwrite and os.path.exists(out_path):
            open(out_path, "w").close()
        finished = done_traces(out_path)
        check_recipe(out_path, {"source": getattr(source, "name", "custom"), **getattr(source, "recipe", {})},
                     resuming=bool(finished))
        todo = _todo(jobs, finished, out_path)
        counts = {"done": 0, "skipped": len(finished), "failed": 0}
        with open_out(out_path, append=True) as out, \
                tqdm(total=len(todo), desc="traces", unit="trace", file=sys.stderr) as bar:
            def record(job: Job, trace: str) -> None:
                out.write({"id": job.id, "story_id": job.story_id, "story_hash": story_hash(job.story),
                           "story": job.story, "question": job.question,
                           "order": job.order, "sample": job.sample, "choices": job.choices, "trace": trace,
                           "source": getattr(source, "name", "custom"),
                           **({"question_type": job.question_type} if job.question_type else {})})
                counts["done"] += 1
                bar.update()

            def fail(job: Job, err: Exception) -> None:
                counts["failed"] += 1
                log.warning(f"trace {job.id} failed: {err}")

            abandoned = 0
            if hasattr(source, "batches") or hasattr(source, "batch"):  # local models: a batch of jobs per call
                size = max(1, getattr(source, "batch_size", 8))
                groups = [todo[i:i + size] for i in range(0, len(todo), size)]
                sampled = iter(source.batches(groups)) if hasattr(source, "batches") else _each_batch(source, groups)
                try:
                    for group in groups:
                        if stop.is_set():
                            break
                        traces = next(sampled)
                        if isinstance(traces, Exception):
                            counts["failed"] += len(group)
                            log.warning(f"traces {group[0].id}..{group[-1].id} failed: {traces}")
                            continue
                        for job, trace in zip(group, traces):
                            record(job, trace)
                finally:
                    close = getattr(sampled, "close", None)
                    if close is not None:
                        close()  # worker processes end with the run, an interrupted one included
            else:
                abandoned = _run_threads(todo, source, concurrency, stop, grace, record, fail)
    if stop.is_set():
        counts.update(interrupted=True, abandoned=abandoned)
    return counts
