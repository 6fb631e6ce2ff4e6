"""Fault injection (issue 23): SIGKILL the resumable and long commands at seeded random points,
rerun them, and check that the final output holds every record exactly once and is byte for
byte the output of an uninterrupted run.

Each command first runs uninterrupted (the reference). Then up to ``KILLS`` runs, each
continuing what the previous one left, are SIGKILLed (the whole process group, workers
included), and a last run completes the work: `dellabels generate` and `dellabels traces`
resume with ``--resume``; `pbm score` and `deltom rescore` rerun the same command (the score
cache resumes; the output is written whole at the end). The kill points come from
``random.Random(seed)``: a fraction of the work (bytes of the reference output, or scores in
the cache; one drawn in each third), then a delay of up to ``EXTRA_DELAY`` seconds, so a kill lands between records, in
the middle of a record's write, of a scoring chunk or of the final write. Points drawn as plain
delays from a measured run time missed on a shared 2-core machine (a resumed run can end
before its delay); a point in the work always lands in a run. At least one kill must land
mid-run (some but not all of the work saved), so a command that turns out too fast for the
sizes below fails instead of passing silently. No output field holds a time, so every
comparison is byte for byte: of the whole output, or for `traces`, of each line, since it
writes the traces as its ``--concurrency`` workers finish them (two uninterrupted runs differ
in the order too).

`pbm score` and `deltom rescore` use the `del` backend here: what a kill can break (cache
commits, the whole-or-nothing output) is the same for every backend, and `del` needs no model
load, which keeps the file within about half a minute on 2 cores. That a resumed `hf` run
writes the same scores to the bit is `tests/test_silent_loss_pbm.py`.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest

from helpers.bon_fixtures import sample_records, write_samples
from helpers.kill_runs import Run, cached_scores, run, script

KILLS = 3  # SIGKILLs per command, at most
EXTRA_DELAY = 0.3  # seconds, at most, between reaching a kill point and the kill
RUN_TIMEOUT = 60  # seconds any one run may take


@dataclass
class Case:
    """A command under test: its first and its resuming arguments, its output and how far it got."""

    first: list
    again: list
    output: Path
    saved: Callable[[], int]  # work saved so far: bytes of the output (generate, traces) or scores in the cache
    ordered: bool = True  # records in a fixed order (`traces` writes them as its --concurrency workers finish)


def size(path: Path) -> int:
    return path.stat().st_size if path.exists() else 0


@pytest.fixture(scope="module")
def stories(tmp_path_factory) -> Path:
    """40 one-chapter stories (the input of `traces`, and through it of `pbm score` and `rescore`)."""
    path = tmp_path_factory.mktemp("stories") / "stories.jsonl"
    made = run([script("dellabels"), "generate", "--stories", 40, "--seed", 12, "--lengths", 1, "--workers", 1,
                "--out", path], path.parent / "logs")
    assert made.returncode == 0, made.stderr[-3000:]
    return path


@pytest.fixture(scope="module")
def traces(stories, tmp_path_factory) -> Path:
    """16 synthetic traces per question of ``stories`` (3,200 traces)."""
    path = tmp_path_factory.mktemp("traces") / "traces.jsonl"
    made = run([script("dellabels"), "traces", "--synthetic", "--input", stories, "--n", 16, "--seed", 3,
                "--out", path], path.parent / "logs")
    assert made.returncode == 0, made.stderr[-3000:]
    return path


def samples_folder(stories: Path, traces: Path, folder: Path) -> Path:
    """lm-eval samples files of one hitom_del_bon run: a doc per question, its 16 traces as the samples."""
    by_id = {r["id"]: r for r in map(json.loads, stories.read_text().splitlines())}
    docs: dict[int, dict[str, list]] = {}
    for record in map(json.loads, traces.read_text().splitlines()):
        docs.setdefault(record["order"], {}).setdefault(record["story_id"], []).append(record["trace"])
    for order, per_story in docs.items():
        records = []
        for doc_id, (story_id, samples) in enumerate(per_story.items()):
            story = by_id[story_id]
            question = next(q for q in story["questions"] if q["order"] == order)
            doc = {"story": story["story"], "question": question["question"], "choices": story["choices"],
                   "answer": question["answer"]}
            records += sample_records(doc_id, doc, samples)[:1]  # lm-eval repeats it per filter: one is enough
        write_samples(folder, f"hitom_del_bon_order_{order}", records)
    return folder


def make_case(command: str, folder: Path, stories: Path, traces: Path) -> Case:
    """The arguments of ``command`` writing into ``folder``, with its progress probe."""
    folder.mkdir(parents=True)
    out = folder / "out.jsonl"
    if command == "generate":
        first = [script("dellabels"), "generate", "--stories", 1200, "--seed", 11, "--lengths", "1,2,3", "--workers", 2,
                 "--out", out]
        return Case(first, first + ["--resume"], out, lambda: size(out))
    if command == "traces":
        first = [script("dellabels"), "traces", "--synthetic", "--input", stories, "--n", 40, "--seed", 5,
                 "--out", out]
        return Case(first, first + ["--resume"], out, lambda: size(out), ordered=False)
    cache = folder / "cache"
    if command == "pbm score":
        first = [script("pbm"), "score", "--pbm-backend", "del", "--input", traces, "--out", out, "--cache-dir", cache,
                 "--commit-every", 64]
        return Case(first, first, out, lambda: cached_scores(cache))
    out = folder / "summary.json"
    first = [script("deltom"), "rescore", "--pbm-backend", "del", "--out", out,
             samples_folder(stories, traces, folder / "samples")]
    return Case(first, first, out, lambda: cached_scores(cache / "pbm"))  # DELTOM_CACHE=<folder>/cache


@pytest.mark.parametrize("command, seed", [("generate", 1), ("traces", 2), ("pbm score", 3), ("rescore", 4)])
def test_sigkill_at_random_points_then_rerun_equals_an_uninterrupted_run(command, seed, stories, traces, tmp_path):
    reference = make_case(command, tmp_path / "reference", stories, traces)
    clean = run(reference.first, tmp_path / "reference" / "logs",
                {"DELTOM_CACHE": str(tmp_path / "reference" / "cache")}, RUN_TIMEOUT)
    assert clean.returncode == 0, clean.stderr[-3000:]
    expected, total = reference.output.read_bytes(), reference.saved()

    case = make_case(command, tmp_path / "kills", stories, traces)
    env = {"DELTOM_CACHE": str(tmp_path / "kills" / "cache")}  # rescore's score cache (pbm score names its own)
    rng = random.Random(seed)
    points = [0.05 + 0.9 * (k + rng.random()) / KILLS for k in range(KILLS)]  # one in each third of the work
    saved: list[float] = []  # the share of the work each killed run left saved
    runs: list[Run] = []
    for attempt, point in enumerate(points):
        runs.append(run(case.again if attempt else case.first, tmp_path / f"kill-{attempt}", env, RUN_TIMEOUT,
                        kill_when=lambda: case.saved() >= point * total, then_wait=rng.uniform(0, EXTRA_DELAY)))
        if not runs[-1].killed:  # it finished before the kill: nothing left to interrupt
            assert runs[-1].returncode == 0, runs[-1].stderr[-3000:]
            break
        saved.append(round(case.saved() / total, 3))
    assert any(0 < share < 1 for share in saved), f"{command}: no kill landed mid-run (saved after each: {saved})"
    last = run(case.again, tmp_path / "last", env, RUN_TIMEOUT)
    assert last.returncode == 0 and "Traceback" not in last.stderr, last.stderr[-3000:]

    got = case.output.read_bytes()
    if case.output.suffix == ".jsonl":  # every record exactly once
        ids = [json.dumps(json.loads(line)["id"]) for line in got.splitlines()]
        assert len(ids) == len(expected.splitlines()) and len(set(ids)) == len(ids)
    if case.ordered:
        assert got == expected
    else:  # the same lines, byte for byte, in the order they finished (two clean runs differ in it too)
        assert sorted(got.splitlines()) == sorted(expected.splitlines())
    leftovers = sorted(p.name for p in case.output.parent.iterdir() if p.name.endswith((".tmp", ".rejected")))
    print(f"\n{command}: uninterrupted {clean.seconds:.2f} s; kill points {[round(p, 2) for p in points]}, killed "
          f"after {[round(r.seconds, 2) for r in runs if r.killed]} s with {saved} of the work saved; last run "
          f"{last.seconds:.2f} s; leftover files {leftovers}")
