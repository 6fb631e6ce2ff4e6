"""Hi-ToM-style stories labeled by the DEL engine (the library behind `dellabels generate`).

Every label (answers, per-step beliefs, ``--states``) is computed by
``HiToMStory`` from the story *text*, never by the writer's bookkeeping. Each record
carries ``story_hash`` (``dellabels.hitom.story_ids``): ids repeat across runs, content does not.
Story i depends only on (seed, i), so output is identical for any number of
worker processes.
"""
from __future__ import annotations

import itertools
import os
import random
import sys
from functools import partial
from multiprocessing import get_context
from typing import Iterator, Optional, Sequence

from tqdm import tqdm

from dellabels.hitom.grammar import question_text
from dellabels.hitom.story_ids import story_hash
from dellabels.hitom.world import HiToMStory
from dellabels.hitom.story_writer import CHAPTER_PLAN, load_vocab, write_story


def question_chains(agents: Sequence[str], rng: random.Random) -> list[tuple[str, ...]]:
    """Hi-ToM's nested-suffix chains for orders 0-4 from one shuffle of the agents."""
    x = rng.sample(list(agents), len(agents))[:4]
    return [tuple(x[4 - order:]) if order else () for order in range(5)]


def all_chains(agents: Sequence[str], max_order: int = 4) -> list[tuple[str, ...]]:
    """Every chain of distinct agents up to ``max_order`` (the Hi-ToM question grammar)."""
    chains: list[tuple[str, ...]] = [()]
    for order in range(1, max_order + 1):
        chains.extend(itertools.permutations(agents, order))
    return chains


def generate_one(index: int, seed: int, lengths: Sequence[int], tell_ratio: float, noise: float,
                 vocab: dict, states: bool = False, now: bool = False) -> dict:
    """Story ``index`` of the stream defined by ``seed`` (independent of every other index)."""
    rng = random.Random(f"deltom:{seed}:{index}")
    length = rng.choice(list(lengths))
    written = write_story(rng, length, rng.random() < tell_ratio, noise, vocab, now)
    text = "\n".join(f"{k} {line}" for k, line in enumerate(written.lines, start=1))
    story = HiToMStory(text)
    obj = written.question_object
    questions = []
    for chain in question_chains(written.agents, rng):
        steps = story.belief_steps(chain, obj)
        questions.append({"order": len(chain), "chain": list(chain), "question": question_text(chain, obj),
                          "answer": steps[-1], "steps": steps})
    record = {
        "id": f"s{seed}-{index}", "story": text, "story_hash": story_hash(text), "story_length": length,
        "deception": written.deception,
        "choices": ", ".join(f"{chr(65 + i)}. {c}" for i, c in enumerate(written.containers)),
        "questions": questions,
    }
    if states:
        chains = all_chains(written.agents)
        record["state_chains"] = [list(c) for c in chains]
        record["states"] = [[story.believed_location(step, c, obj) for c in chains]
                            for step in range(1, len(story.lines) + 1)]
    return record


def generate(n: int, seed: int = 0, lengths: Sequence[int] = (1, 2, 3), tell_ratio: float = 0.5,
             noise: float = 0.1, vocab_path: Optional[str] = None, states: bool = False, now: bool = False,
             workers: Optional[int] = None, start: int = 0, progress: bool = True) -> Iterator[dict]:
    """Records ``start .. n-1`` in order, computed by ``workers`` processes (default: all cores)."""
    check_options(lengths, tell_ratio, noise)
    vocab = load_vocab(vocab_path)
    job = partial(generate_one, seed=seed, lengths=tuple(lengths), tell_ratio=tell_ratio, noise=noise,
                  vocab=vocab, states=states, now=now)
    indices = range(start, n)
    workers = workers or os.cpu_count() or 1
    bar = tqdm(total=len(indices), desc="stories", unit="story", disable=not progress, file=sys.stderr)
    try:
        if workers == 1 or len(indices) < 64:
            for index in indices:
                yield job(index)
                bar.update()
        else:
            with get_context("fork" if sys.platform != "win32" else "spawn").Pool(workers) as pool:
                for record in pool.imap(job, indices, chunksize=64):
                    yield record
                    bar.update()
    finally:
        bar.close()


def check_options(lengths: Sequence[int], tell_ratio: float, noise: float) -> None:
    """A ``ValueError`` naming the option when a generation setting is out of range."""
    if not lengths or any(length not in CHAPTER_PLAN for length in lengths):
        raise ValueError(f"--lengths accepts 1, 2, 3; got {','.join(map(str, lengths)) or 'nothing'}")
    if not 0 <= tell_ratio <= 1:
        raise ValueError(f"--tell-ratio must be in [0, 1], got {tell_ratio}")
    if not 0 <= noise < 1:
        raise ValueError(f"--noise must be in [0, 1), got {noise}")
