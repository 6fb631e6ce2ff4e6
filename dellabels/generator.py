"""`dellabels generate`: Hi-ToM-style stories labeled by the DEL engine.

Every label (answers, per-step beliefs, ``--states``) is computed by
``HiToMStory`` from the story *text*, never by the writer's bookkeeping.
Story i depends only on (seed, i), so output is identical for any number of
worker processes.
"""
from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import sys
from functools import partial
from multiprocessing import get_context
from typing import Iterator, Optional, Sequence

from tqdm import tqdm

from dellabels.grammar import question_text
from dellabels.hitom_world import HiToMStory
from dellabels.outputs import check_recipe, output_lock, recipe_path
from dellabels.story_writer import CHAPTER_PLAN, load_vocab, write_story


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
        "id": f"s{seed}-{index}", "story": text, "story_length": length, "deception": written.deception,
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


def _parse_lengths(text: str) -> list[int]:
    try:
        return [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise ValueError(f"--lengths expects comma-separated lengths 1, 2, 3; got {text!r}") from None


def _count_lines(path: str) -> int:
    """Complete lines already written (a partial last line is cut off and redone)."""
    if not os.path.exists(path):
        return 0
    with open(path, "rb+") as handle:
        data = handle.read()
        keep = data.rfind(b"\n") + 1
        if keep != len(data):
            handle.truncate(keep)
        return data[:keep].count(b"\n")


def _same_last_story(args: argparse.Namespace, lengths: list[int], done: int) -> bool:
    """Whether story ``done - 1`` of ``args.out`` is what these options generate (outputs without a recipe)."""
    with open(args.out, "rb") as handle:
        last = handle.read().rstrip(b"\n").rsplit(b"\n", 1)[-1]
    try:
        written = json.loads(last)
    except ValueError:
        return False
    expected = next(generate(done, args.seed, lengths, args.tell_ratio, args.noise, args.vocab, args.states,
                             args.now, workers=1, start=done - 1, progress=False))
    return written == json.loads(json.dumps(expected))


def cmd_generate(args: argparse.Namespace) -> int:
    # every option is checked before the output is touched
    lengths = _parse_lengths(args.lengths)
    check_options(lengths, args.tell_ratio, args.noise)
    if args.n < 1:
        raise ValueError(f"--n must be >= 1, got {args.n}")
    if args.workers is not None and args.workers < 1:
        raise ValueError(f"--workers must be >= 1, got {args.workers}")
    vocab = load_vocab(args.vocab)
    recipe = {"--seed": args.seed, "--lengths": lengths,
              "--tell-ratio": args.tell_ratio, "--noise": args.noise, "--vocab": vocab, "--states": args.states,
              "--now": args.now}
    with output_lock(args.out):
        done = _count_lines(args.out) if args.resume else 0
        if done and not recipe_path(args.out).is_file() and not _same_last_story(args, lengths, done):
            raise ValueError(f"{args.out} was made with other options (its last story differs from what these "
                             "options generate); resume with the same options or choose another --out")
        check_recipe(args.out, recipe, resuming=done > 0)
        if done >= args.n:
            print(f"{args.out}: already holds {done} stories", file=sys.stderr)
            return 0
        with open(args.out, "a" if done else "w", encoding="utf-8") as out:
            for record in generate(args.n, args.seed, lengths, args.tell_ratio, args.noise, args.vocab,
                                   args.states, args.now, args.workers, start=done):
                out.write(json.dumps(record) + "\n")
                out.flush()
    return 0


def add_generate_parser(sub) -> None:
    p = sub.add_parser("generate", help="generate Hi-ToM-style stories labeled by the DEL engine")
    p.add_argument("--n", type=int, required=True, help="number of stories")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", required=True, help="output JSONL file")
    p.add_argument("--lengths", default="1,2,3", help="story lengths (chapters) to mix, e.g. 1,2,3")
    p.add_argument("--tell-ratio", type=float, default=0.5, help="fraction of deceptive (claim/tell) stories")
    p.add_argument("--noise", type=float, default=0.1, help="probability of a noise line before each line")
    p.add_argument("--vocab", help="JSON vocabulary overriding the default (names, rooms, objects, ...)")
    p.add_argument("--states", action="store_true",
                   help="also write the believed location of every chain up to order 4 after every line")
    p.add_argument("--now", action="store_true", help="use the newer claim wording ('... the C now.')")
    p.add_argument("--workers", type=int, help="processes (default: all cores)")
    p.add_argument("--resume", action="store_true", help="continue an interrupted run of the same command")
    p.set_defaults(func=cmd_generate)
