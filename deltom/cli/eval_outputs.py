"""`deltom-eval`'s outputs saved whole or reported lost.

lm-eval's ``EvaluationTracker`` writes ``results_*.json`` (``Path.write_text``) and
``samples_*.jsonl`` (``open(..., "a")``) in place, and when a write fails (full disk, a
read-only folder) it logs a warning and goes on: the run ends with exit 0 and a torn
file or none. ``guarded_saves`` changes that for the duration of a run:

* every file the tracker writes goes to a hidden temporary file in the same folder,
  is fsynced and renamed over its target only when complete (``atomic_output``), so a
  failed or killed write leaves no partial ``results_*`` / ``samples_*`` file, and no
  reader globbing for them sees a temporary one (its name starts with ".");
* each save that should have written a file (``--output_path`` given) and did not is
  recorded with its error in ``SaveGuard.lost``, which ``deltom-eval`` reports (one
  line, exit 1) after lm-eval returns.

It works by swapping the tracker module's ``Path`` and ``open`` names and wrapping its
two save methods, all restored on exit; the rest of lm-eval is untouched.
"""
from __future__ import annotations

import builtins
import contextlib
import functools
import os
from pathlib import Path
from typing import Iterator, Optional

from dellabels.io.jsonl import JSONText
from dellabels.io.outputs import atomic_output
from dellabels.traces.loops import story_lines
from deltom.analysis.run_record import record
from harness_ext.bon.served_stream import STOPPED, stopped_for_repetition
from harness_ext.lm_eval_patches import patched
from pbm import scorer


class SaveGuard:
    """What the tracker's saves wrote and lost during one ``guarded_saves`` block."""

    def __init__(self) -> None:
        self.lost: list[tuple[str, Optional[BaseException]]] = []
        self.written = False
        self.error: Optional[BaseException] = None

    @contextlib.contextmanager
    def recording(self) -> Iterator[None]:
        """Remember the error of a filesystem step the tracker takes (it will swallow it)."""
        try:
            yield
        except Exception as err:  # noqa: BLE001 - re-raised; only remembered for the report
            self.error = err
            raise

    @contextlib.contextmanager
    def writing(self, path: Path, append: bool = False) -> Iterator:
        """A text handle whose content replaces ``path`` only when the block completes."""
        with self.recording():
            with atomic_output(path) as handle:
                if append and path.is_file():  # lm-eval appends; keep what is there
                    handle.write(path.read_text(encoding="utf-8"))
                yield handle
            sync_folder(path.parent)
        self.written = True

    def guard(self, method, what):
        """``method`` of the tracker, recording the output it should have saved when it did not."""
        @functools.wraps(method)
        def save(tracker, *args, **kwargs):
            self.written, self.error = False, None
            method(tracker, *args, **kwargs)
            if tracker.output_path and not self.written:
                self.lost.append((what(*args, **kwargs), self.error))
        return save

    def report(self, output_path: Optional[str]) -> str:
        """The one line naming every output not saved and why."""
        parts = [f"{what} ({describe(error)})" for what, error in self.lost]
        return (f"deltom-eval: error: not saved under --output_path {output_path}: {'; '.join(parts)}; "
                f"no partial file was left in their place")


def describe(error: Optional[BaseException]) -> str:
    if error is None:
        return "lm-eval's warning above says why"
    return " ".join(f"{type(error).__name__}: {error}".split())[:300]


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (best effort: some filesystems refuse to fsync a folder)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


@contextlib.contextmanager
def guarded_saves() -> Iterator[SaveGuard]:
    """lm-eval's ``EvaluationTracker`` saving atomically and reporting into the yielded ``SaveGuard``."""
    guard = SaveGuard()

    class GuardedPath(type(Path())):
        """The tracker's paths: folders made and files written through ``guard``."""

        def mkdir(self, *args, **kwargs):
            with guard.recording():
                return super().mkdir(*args, **kwargs)

        def write_text(self, data, encoding=None, errors=None, newline=None):
            with guard.writing(self) as handle:
                return handle.write(data)

    def guarded_open(file, mode="r", *args, **kwargs):
        if "b" not in mode and ("w" in mode or "a" in mode):
            return guard.writing(Path(file), append="a" in mode)
        return builtins.open(file, mode, *args, **kwargs)

    with patched("tracker_path", lambda _: GuardedPath), patched("tracker_open", lambda _: guarded_open), \
            patched("save_results_aggregated", lambda original: guard.guard(original, lambda *a, **k: "results")), \
            patched("save_results_samples", lambda original: guard.guard(
                original, lambda *a, **k: f"samples of {k.get('task_name', a[0] if a else '?')}")):
        yield guard


@contextlib.contextmanager
def recording() -> Iterator[None]:
    """For one ``deltom-eval`` run: the ``deltom`` record (``deltom.analysis.run_record``) stamped into
    the results the tracker saves, its PBM cost read from ``pbm.scorer.cost`` (what this run scored); whatever
    wraps the save method already stays in place."""
    import time

    before = scorer.cost()

    def stamping(original):
        @functools.wraps(original)
        def save(tracker, results: dict, samples=None, *args, **kwargs):
            if isinstance(results, dict):
                start = getattr(getattr(tracker, "general_config_tracker", None), "start_time", None)
                total = time.perf_counter() - start if isinstance(start, float) else None
                results["deltom"] = record(results, samples, scorer.cost().minus(before), total)
                if isinstance(samples, dict):  # responses a served model stopped for looping, per task
                    stopped = {task: mark_stopped(rows) for task, rows in samples.items()}
                    results["deltom"]["stopped_for_repetition"] = {t: n for t, n in stopped.items() if n}
            return original(tracker, results, samples, *args, **kwargs)
        return save

    def marking(original):
        @functools.wraps(original)
        def save(tracker, task_name, samples, *args, **kwargs):
            mark_stopped(samples)
            as_json_text(samples)
            return original(tracker, task_name, samples, *args, **kwargs)
        return save

    with patched("save_results_aggregated", stamping), patched("save_results_samples", marking):
        yield


def as_json_text(samples) -> None:
    """Each saved sample's structured filtered responses as ``JSONText`` again, so the file holds their JSON text.

    lm-eval rebuilds every dict of the logged samples as a plain ``dict`` (``hash_dict_images``, run for any model
    with a ``MULTIMODAL`` attribute, which its API models carry) and then writes each filtered response with
    ``str()``: a served run's responses would be Python reprs that ``json.loads`` cannot read."""
    for sample in samples if isinstance(samples, list) else []:
        kept = sample.get("filtered_resps") if isinstance(sample, dict) else None
        if isinstance(kept, list):
            sample["filtered_resps"] = [JSONText(r) if type(r) is dict else r for r in kept]


def mark_stopped(samples) -> int:
    """Mark each saved sample whose responses a served model stopped for looping (``"stopped": "repetition"``, a
    list with one mark per response for a Best-of-N sample set), every one of its N responses examined against its
    story (``doc["story"]``); returns how many responses were stopped, each counted once: a document's responses
    are counted once however many filter records repeat them."""
    stopped: set[tuple[object, int]] = set()
    read: dict[tuple[object, Optional[int]], bool] = {}  # every filter's record repeats a document's responses

    def is_stopped(text: object, story: Optional[int]) -> bool:
        key = (text if isinstance(text, str) else None, story)
        if key not in read:
            read[key] = stopped_for_repetition(key[0], story)
        return read[key]

    for position, sample in enumerate(samples if isinstance(samples, list) else []):
        if not isinstance(sample, dict):
            continue
        flat = [t for group in sample.get("resps") or [] for t in (group if isinstance(group, list) else [group])]
        doc = sample.get("doc") if isinstance(sample.get("doc"), dict) else {}
        story = story_lines(doc.get("story"))
        marks = [STOPPED if is_stopped(t, story) else None for t in flat]
        if any(marks):
            sample["stopped"] = marks if len(marks) > 1 else marks[0]
            doc_id = sample.get("doc_id", position)
            stopped.update((doc_id, i) for i, mark in enumerate(marks) if mark)
    return len(stopped)
