"""HFSource: local transformers sampling, in this process or in worker processes, and batches that fail alone."""
from __future__ import annotations

import json

import pytest

pytest.importorskip("torch")

from dellabels.hitom.story_generator import generate  # noqa: E402
from dellabels.traces.jobs import jobs_from_stories, run_jobs  # noqa: E402
from dellabels.traces.sampling import Sampling  # noqa: E402
from dellabels.traces.sources import HFSource  # noqa: E402
from tests.helpers.tiny_lm import build_tiny_lm  # noqa: E402


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return str(build_tiny_lm(tmp_path_factory.mktemp("tiny")))


@pytest.fixture(scope="module")
def jobs():
    return list(jobs_from_stories(generate(2, 3, lengths=(1,), workers=1, progress=False), 2, orders=(0, 1)))


def traces(path):
    return [json.loads(line)["trace"] for line in path.read_text(encoding="utf-8").splitlines()]


def test_batches_sampled_in_two_workers_are_the_batches_sampled_here(tiny, jobs, tmp_path):
    sampling = Sampling(max_tokens=12)
    here = run_jobs(jobs, HFSource(tiny, sampling, seed=1, batch_size=3), str(tmp_path / "here.jsonl"))
    there = run_jobs(jobs, HFSource(tiny, sampling, seed=1, batch_size=3, workers=2), str(tmp_path / "there.jsonl"))
    assert here["done"] == there["done"] == len(jobs) == 8
    assert traces(tmp_path / "there.jsonl") == traces(tmp_path / "here.jsonl")
    assert len(set(traces(tmp_path / "here.jsonl"))) > 1


class HalfBroken:
    """A batch source whose second batch fails."""

    name, recipe, batch_size = "half-broken", {}, 2

    def batches(self, groups):
        for number, group in enumerate(groups):
            yield RuntimeError("out of memory") if number == 1 else [f"trace of {job.id}" for job in group]


def test_a_failed_batch_loses_only_its_own_jobs(jobs, tmp_path, capsys):
    counts = run_jobs(jobs[:6], HalfBroken(), str(tmp_path / "out.jsonl"))
    assert (counts["done"], counts["failed"]) == (4, 2)
    assert traces(tmp_path / "out.jsonl") == [f"trace of {job.id}" for job in jobs[:2] + jobs[4:6]]
    assert "failed: out of memory" in capsys.readouterr().err


def test_workers_below_one_are_refused(tiny):
    with pytest.raises(ValueError, match="workers must be at least 1"):
        HFSource(tiny, workers=0)


class BatchOnly:
    """A batch source with ``batch`` and no ``batches`` or ``__call__``."""

    name, recipe, batch_size = "batch-only", {}, 3

    def batch(self, group):
        if any(job.sample == 1 and job.order == 1 for job in group):
            raise RuntimeError("bad batch")
        return [f"trace of {job.id}" for job in group]


def test_a_source_with_batch_only_is_run_in_batches(jobs, tmp_path):
    groups = [jobs[i:i + 3] for i in range(0, len(jobs), 3)]
    kept = [job for group in groups if not any(j.sample == 1 and j.order == 1 for j in group) for job in group]
    counts = run_jobs(jobs, BatchOnly(), str(tmp_path / "out.jsonl"))
    assert 0 < len(kept) < len(jobs) and (counts["done"], counts["failed"]) == (len(kept), len(jobs) - len(kept))
    assert traces(tmp_path / "out.jsonl") == [f"trace of {job.id}" for job in kept]
