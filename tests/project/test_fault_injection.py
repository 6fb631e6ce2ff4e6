"""Fault injection: SIGKILL the resumable and long commands at seeded random points,
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
writes the same scores to the bit is `tests/pbm/test_score_interrupts.py`.
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


BUILD_TIMEOUT = 600  # seconds for one `pbm build-default --stories 12 --epochs 1` (1 min idle, 3 on 2 busy cores)


def lines_of(run_: Run) -> list[str]:
    """The lines of a run's stderr that are not progress bars."""
    return [line for line in run_.stderr.splitlines() if line.startswith(("pbm build-default:", "pbm bench:"))]


def test_stage_cache_kill_second_builder_and_edited_files(tmp_path):
    """The default PBM's stage cache through the real `pbm build-default`: a second builder
    while one builds is refused naming its pid (it emptied the first one's folder); a build killed with -9 is never
    taken for a finished one; a finished build is reused only while every file matches the checksums of its
    record: another recipe, an edited config.json, cut weights or a missing tokenizer.json rebuild with one line,
    and `pbm bench` (which only uses the built PBM behind "default") refuses them with one line."""
    import os
    import shutil
    import signal
    import subprocess
    import time

    from helpers.kill_runs import ENV

    cache = tmp_path / "cache"
    folder = cache / "pbm" / "default-tiny"
    lock = Path(f"{folder}.lock")
    env = {"DELTOM_CACHE": str(cache), "DELTOM_PBM_BACKEND": "", "DELTOM_PBM_MODEL": ""}
    build = [script("pbm"), "build-default", "--epochs", 1, "--stories"]
    first_logs = tmp_path / "first"
    first_logs.mkdir()
    with open(first_logs / "stderr", "wb") as err:
        first = subprocess.Popen([str(a) for a in build + [10]], stdout=subprocess.DEVNULL, stderr=err,
                                 env={**ENV, **env}, start_new_session=True)
    try:
        deadline = time.monotonic() + RUN_TIMEOUT
        while not (lock.is_file() and lock.read_text() == str(first.pid) and (folder / ".pbm-build-default").is_file()):
            assert first.poll() is None and time.monotonic() < deadline, (first_logs / "stderr").read_text()[-3000:]
            time.sleep(0.05)
        second = run(build + [12], tmp_path / "second", env, RUN_TIMEOUT)
        assert first.poll() is None, "the first build ended before the second builder came"
        assert second.returncode == 2 and lines_of(second) == [
            f"pbm build-default: error: {folder} is being written by another process (pid {first.pid}, lock {lock}); "
            "wait for it to finish or choose another output"], second.stderr[-3000:]
        assert (folder / ".pbm-build-default").is_file()  # the first one's folder untouched
    finally:
        os.killpg(first.pid, signal.SIGKILL)  # kill -9 mid-build
        first.wait()
    assert not (folder / "build.json").exists()

    bench = [script("pbm"), "bench"]
    refused = run(bench, tmp_path / "bench-unfinished", env, RUN_TIMEOUT)
    assert refused.returncode == 2 and lines_of(refused) == [
        f"pbm bench: error: PBM backend hf, model 'default': the default PBM {folder} holds an unfinished build "
        "(interrupted?); rebuild it with `pbm build-default --force`"], refused.stderr[-3000:]

    built = run(build + [12], tmp_path / "built", env, BUILD_TIMEOUT)
    assert built.returncode == 0, built.stderr[-3000:]
    assert lines_of(built)[0] == f"pbm build-default: {folder} holds an unfinished build (interrupted?); rebuilding it"
    assert json.loads(built.stdout)["reused"] is False
    record = json.loads((folder / "build.json").read_text())
    assert record["recipe"]["stories"] == 12 and {"config.json", "tokenizer.json", "model.safetensors"} <= set(
        record["files"])
    again = run(build + [12], tmp_path / "again", env, RUN_TIMEOUT)
    assert again.returncode == 0 and json.loads(again.stdout)["reused"] is True and not lines_of(again)
    kept = tmp_path / "kept"
    shutil.copytree(folder, kept)

    def restore() -> None:
        shutil.rmtree(folder)
        shutil.copytree(kept, folder)

    def cut(path: Path) -> None:
        os.truncate(path, path.stat().st_size // 2)

    def edit(path: Path) -> None:
        text = path.read_text()
        assert '"num_hidden_layers": 2' in text
        path.write_text(text.replace('"num_hidden_layers": 2', '"num_hidden_layers": 1'))

    edits = {"config.json": (edit, "differs from the checksum in build.json (edited or cut)"),
             "model.safetensors": (cut, "differs from the checksum in build.json (edited or cut)"),
             "tokenizer.json": (Path.unlink, "is missing (listed in build.json)")}
    for name, (edit, why) in edits.items():
        restore()
        edit(folder / name)
        refused = run(bench, tmp_path / f"bench-{name}", env, RUN_TIMEOUT)
        assert refused.returncode == 2 and lines_of(refused) == [
            f"pbm bench: error: PBM backend hf, model 'default': the default PBM {folder} {name} {why}; "
            "rebuild it with `pbm build-default --force`"], refused.stderr[-3000:]

    # a rebuild says why in one line; it is killed once it has said it (the folder is emptied by then)
    stderr = tmp_path / "rebuild" / "stderr"
    rebuilt = run(build + [12], tmp_path / "rebuild", env, RUN_TIMEOUT,
                  kill_when=lambda: "rebuilding it" in (stderr.read_text() if stderr.exists() else ""))
    assert rebuilt.killed and lines_of(rebuilt)[0] == (
        f"pbm build-default: {folder} tokenizer.json is missing (listed in build.json); rebuilding it")
    restore()
    other = run(build + [10], tmp_path / "other", env, RUN_TIMEOUT,
                kill_when=lambda: "rebuilding it" in (tmp_path / "other" / "stderr").read_text())
    assert other.killed and lines_of(other)[0] == (
        f"pbm build-default: {folder} was built with other settings; rebuilding it")  # never reused over 12 stories
    assert not (folder / "build.json").exists()
