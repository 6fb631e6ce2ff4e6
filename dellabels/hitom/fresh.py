"""Fresh Hi-ToM sets: seeded, contamination-free Hi-ToM-style questions labeled by the DEL engine.

A set is a pure function of its ``FreshSettings`` (``dellabels.hitom.fresh_settings``):

* Story ``i`` is written by ``story_writer.write_story`` from ``random.Random("deltom-fresh:<seed>:<i>")``
  with the fresh vocabulary (``dellabels/data/fresh_vocab.json``: no name, room, object or
  container of Hi-ToM's data; ``vocab: "hitom"`` takes Hi-ToM's own words instead, for a model
  trained on Hi-ToM's world only, such as the miniature's), Hi-ToM's sentence kinds, wording and chapter structure. Whether
  story ``i`` has claims and tells follows an exact schedule: ``floor((i+1) r) > floor(i r)``
  for ``tell_ratio`` r, so every prefix of the stream holds the ratio (50/50 by default).
* Its questions are Hi-ToM's: about the first chapter's object, along nested suffix chains
  of one shuffle of that chapter's agents (order k: the last k of the shuffle), one per order.
  The first chapter holds the whole chain, so no gold is ``[Null]`` (``acc`` cannot credit a
  ``[Null]`` answer).
* Every gold is ``HiToMStory(story).belief_steps(chain, obj)[-1]``: the DEL engine, from the text.
* Selection: the stream is read story by story and a question is kept while its order needs
  more and every shortcut baseline (``dellabels.hitom.shortcuts``) of the kept questions stays
  within ``BALANCE_SLACK`` questions of its target: by default Hi-ToM's own rate at that story
  length and order (``HITOM_PROFILE``, CoTP) where the stories are built as Hi-ToM's
  (``hitom_structure``: 5 agents, Hi-ToM's chapters, lengths 1-3, ``tell_ratio`` 0.5,
  ``move_rate`` 0.4; orders 0-4), else every order of every story as generated; with
  ``balanced`` the uniform guess's expected count (chance, itself held at Hi-ToM's level).
  Order 0 asks for the final location, so only its ``first`` shortcut is targeted. This keeps
  a 40-question order at its target within 2.5 points, where a plain random draw would stray
  by +-8 (Hi-ToM's own sampling error).

Docs are ordered by (order, story); ``fingerprint`` is the sha256 of their canonical JSON, the
same on every machine, Python hash seed and worker count.
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
from fractions import Fraction
from functools import lru_cache, partial
from importlib import resources
from multiprocessing import get_context
from typing import Iterator, Optional, Sequence

from dellabels.hitom.fresh_settings import FreshSettings, settings_from
from dellabels.hitom.grammar import parse_question, question_text
from dellabels.hitom.shortcuts import shortcut_answers
from dellabels.hitom.story_writer import load_vocab, write_story
from dellabels.hitom.world import HiToMStory
from deltom_base.errors import FreshSettingsError

FRESH_VOCAB = "data/fresh_vocab.json"
BALANCE_SLACK = 1.0  # questions: how far a set's shortcut hits may stray from their target
STORIES_PER_QUESTION = 100  # a set that needs more stories than this per question is refused
PROGRESS_FROM = 2_000  # questions: a set this large shows a progress bar (about 2 s of generation)
TARGETED = ("final", "first", "left")
# Hi-ToM CoTP, percent of questions each shortcut answers: story length -> order -> (final, first, left).
# bench/fresh_stats.py prints them from the data; tests/dellabels/hitom/test_fresh.py checks these copies.
HITOM_PROFILE = {
    1: {0: (100.0, 50.0, 100.0), 1: (57.5, 32.5, 87.5), 2: (30.0, 40.0, 55.0), 3: (40.0, 57.5, 50.0),
        4: (35.0, 60.0, 45.0)},
    2: {0: (100.0, 42.5, 100.0), 1: (50.0, 27.5, 95.0), 2: (27.5, 32.5, 52.5), 3: (22.5, 45.0, 42.5),
        4: (22.5, 45.0, 40.0)},
    3: {0: (100.0, 52.5, 100.0), 1: (57.5, 35.0, 87.5), 2: (30.0, 42.5, 45.0), 3: (35.0, 52.5, 37.5),
        4: (32.5, 57.5, 32.5)},
}
HITOM_CHANCE = {1: 38.1, 2: 33.7, 3: 29.6}  # the uniform guess's expected accuracy (percent), order 0


def fresh_vocab() -> dict[str, list[str]]:
    """The fresh vocabulary (checked like any ``dellabels generate --vocab`` file)."""
    return load_vocab(str(resources.files("dellabels").joinpath(FRESH_VOCAB)))


def settings_vocab(settings: FreshSettings) -> dict[str, list[str]]:
    """The words of the set's stories: the fresh vocabulary, or Hi-ToM's own (``vocab: "hitom"``)."""
    return load_vocab() if settings.vocab == "hitom" else fresh_vocab()


def told(index: int, tell_ratio: float) -> bool:
    """Whether story ``index`` has claims and tells: the exact schedule of ``tell_ratio``."""
    ratio = Fraction(repr(tell_ratio))
    return (ratio * (index + 1)).__floor__() > (ratio * index).__floor__()


def story_questions(settings: FreshSettings, index: int, vocab: dict) -> list[dict]:
    """Story ``index`` of the stream and its questions, one doc per order of ``settings.orders``."""
    rng = random.Random(f"deltom-fresh:{settings.seed}:{index}")
    deception = told(index, settings.tell_ratio)
    written = write_story(rng, settings.story_length, deception, settings.noise, vocab, plan=settings.plan,
                          agents=settings.agents, move_rate=settings.move_rate)
    text = "\n".join(f"{k} {line}" for k, line in enumerate(written.lines, start=1))
    story, obj = HiToMStory(text), written.question_object
    deepest = max(settings.orders)
    first = written.members[0]
    shuffled = rng.sample(first, len(first))[:deepest]
    choices = ", ".join(f"{chr(65 + i)}. {c}" for i, c in enumerate(written.containers))
    docs = []
    for order in settings.orders:
        chain = tuple(shuffled[deepest - order:]) if order else ()
        docs.append({"story": text, "question": question_text(chain, obj), "choices": choices,
                     "answer": story.belief_steps(chain, obj)[-1], "question_order": order,
                     "story_length": settings.story_length, "deception": deception, "sample_id": index,
                     "prompting_type": "CoTP"})
    return docs


def _stories(settings: FreshSettings, indices: Iterator[int], workers: int) -> Iterator[list[dict]]:
    """``story_questions`` of ``indices`` in order, computed by ``workers`` processes."""
    job = partial(story_questions, settings, vocab=settings_vocab(settings))
    if workers <= 1:
        yield from map(job, indices)
        return
    with get_context("fork" if sys.platform != "win32" else "spawn").Pool(workers) as pool:
        yield from pool.imap(job, indices, chunksize=16)


def hitom_structure(settings: FreshSettings) -> bool:
    """Whether the stories are built as Hi-ToM's (so that its shortcut rates are the right targets)."""
    hitom = settings_from({"story_length": settings.story_length})
    return settings.story_length in HITOM_PROFILE and (settings.agents, settings.agents_per_chapter,
                                                      settings.tell_ratio, settings.move_rate) == \
        (hitom.agents, hitom.agents_per_chapter, hitom.tell_ratio, hitom.move_rate)


def targets(settings: FreshSettings, order: int) -> dict[str, Optional[float]]:
    """Shortcut -> target share of the order's questions (None: chance, the uniform guess's expectation)."""
    kinds = TARGETED if order else ("first",)  # order 0's gold is the final location by definition
    if settings.balanced:  # chance itself held at Hi-ToM's level, so that it cannot drift up to easy stories
        level = HITOM_CHANCE.get(settings.story_length)
        return {**dict.fromkeys(kinds, None), **({"uniform": level / 100} if level else {})}
    profile = HITOM_PROFILE.get(settings.story_length, {}).get(order)
    if profile is None or not hitom_structure(settings):
        return {}
    return {k: profile[TARGETED.index(k)] / 100 for k in kinds}


class Balance:
    """The shortcut hits of the questions kept for one order, held near their ``targets``."""

    def __init__(self, goal: dict[str, Optional[float]]):
        self.goal, self.kept, self.chance = goal, 0, 0.0
        self.hits = dict.fromkeys(goal, 0.0)

    def keeps(self, doc: dict) -> bool:
        """Keep ``doc`` (and count it) if every targeted shortcut stays within ``BALANCE_SLACK`` questions
        of its target, or if it brings the kept questions closer to the targets than they were."""
        if not self.goal:
            return True
        q = parse_question(doc["question"])
        hits = shortcut_answers(doc["story"], q.chain, q.obj).hits(doc["answer"])
        chance = self.chance + hits["uniform"]
        now = self._misses(self.hits, self.chance, self.kept)
        after = self._misses({k: v + hits[k] for k, v in self.hits.items()}, chance, self.kept + 1)
        if max(map(abs, after)) > BALANCE_SLACK and sum(d * d for d in after) >= sum(d * d for d in now):
            return False
        self.kept, self.chance = self.kept + 1, chance
        for kind in self.goal:
            self.hits[kind] += hits[kind]
        return True

    def _misses(self, hits: dict[str, float], chance: float, kept: int) -> list[float]:
        """How many questions each shortcut's hits are off its target (chance: ``chance`` itself)."""
        out = []
        for kind, share in self.goal.items():
            if kind == "uniform":
                out.append(chance - share * kept)
            else:
                out.append(hits[kind] - (chance if share is None else share * kept))
        return out


def progress(total: int, what: str):
    """A progress bar on stderr for a set of ``total`` questions, shown from ``PROGRESS_FROM`` on (a few seconds
    of generation; the default sets stay quiet)."""
    from tqdm import tqdm

    return tqdm(total=total, desc=what, unit="question", file=sys.stderr, mininterval=1,
                disable=total < PROGRESS_FROM)


def _select(settings: FreshSettings, workers: int) -> list[dict]:
    kept: dict[int, list[dict]] = {order: [] for order in settings.orders}
    balance = {order: Balance(targets(settings, order)) for order in settings.orders}
    limit = STORIES_PER_QUESTION * settings.per_order
    stories = _stories(settings, iter(range(limit)), workers)
    bar = progress(settings.per_order * len(settings.orders), f"fresh Hi-ToM set (seed {settings.seed})")
    try:
        for docs in stories:
            for doc in docs:
                order = doc["question_order"]
                if len(kept[order]) < settings.per_order and balance[order].keeps(doc):
                    kept[order].append(doc)
                    bar.update()
            if all(len(v) == settings.per_order for v in kept.values()):
                return [doc for order in settings.orders for doc in kept[order]]
    finally:
        bar.close()
        if hasattr(stories, "close"):
            stories.close()
    short = ", ".join(str(o) for o, v in kept.items() if len(v) < settings.per_order)
    raise FreshSettingsError(f"fresh Hi-ToM settings: {limit} stories hold too few questions of order {short} "
                             "with the shortcut rates kept on target; relax 'balanced' or the story settings")


@lru_cache(maxsize=16)
def fresh_docs(settings: FreshSettings, workers: int = 1) -> tuple[dict, ...]:
    """The set's docs, ordered by (question_order, sample_id); the same for any ``workers``."""
    return tuple(_select(settings, workers))


def fingerprint(docs: Sequence[dict]) -> str:
    """sha256 of the docs' canonical JSON (sorted keys, no spaces, ASCII): the set's identity."""
    text = json.dumps(list(docs), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def fresh_set(given: Optional[dict] = None, workers: int = 1) -> tuple[FreshSettings, tuple[dict, ...], str]:
    """(resolved settings, docs, fingerprint) of the set ``given`` describes (defaults for missing keys)."""
    settings = settings_from(given or {})
    docs = fresh_docs(settings, workers)
    return settings, docs, fingerprint(docs)
