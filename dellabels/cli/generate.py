"""`dellabels generate`: Hi-ToM-style (or, with ``--style tomi``, ToMi-style) stories labeled by the DEL
engine, into resumable JSONL.

``--resume`` continues an interrupted run of the same options (story i depends only on the
seed and i); the options are recorded beside the output and a resume with others is refused.
A non-empty output is replaced only with ``--overwrite``.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

from dellabels.cli.common import check_minimum
from dellabels.hitom.story_generator import check_options, generate
from dellabels.hitom.story_writer import load_vocab
from dellabels.io.outputs import check_fresh_output, check_recipe, output_lock, recipe_path, refuse_same
from dellabels.tomi.writer import generate as generate_tomi
from deltom_base.flags import add_option, add_out


def parse_lengths(text: str) -> list[int]:
    """``--lengths`` as a list of story lengths (checked by ``check_options``)."""
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


def _stream(args: argparse.Namespace, lengths: list[int], n: int, start: int, workers=None, progress=True):
    """Records ``start .. n-1`` of the stories these options generate, in the chosen ``--style``."""
    if args.style == "tomi":
        return generate_tomi(n, args.seed, args.vocab, start=start)
    return generate(n, args.seed, lengths, args.tell_ratio, args.noise, args.vocab, args.states, args.now,
                    workers=workers, start=start, progress=progress)


def _same_last_story(args: argparse.Namespace, lengths: list[int], done: int) -> bool:
    """Whether story ``done - 1`` of ``args.out`` is what these options generate (outputs without a recipe)."""
    with open(args.out, "rb") as handle:
        last = handle.read().rstrip(b"\n").rsplit(b"\n", 1)[-1]
    try:
        written = json.loads(last)
    except ValueError:
        return False
    expected = next(_stream(args, lengths, done, done - 1, workers=1, progress=False))
    if isinstance(written, dict) and "story_hash" not in written:  # written before records carried it
        expected.pop("story_hash")
    return written == json.loads(json.dumps(expected))


def cmd_generate(args: argparse.Namespace) -> int:
    # every option is checked before the output is touched
    lengths = parse_lengths(args.lengths)
    check_options(lengths, args.tell_ratio, args.noise)
    check_minimum(args, "stories", "workers")
    vocab = load_vocab(args.vocab)
    refuse_same(args.out, [args.vocab])
    recipe = {"--seed": args.seed, "--lengths": lengths,
              "--tell-ratio": args.tell_ratio, "--noise": args.noise, "--vocab": vocab, "--states": args.states,
              "--now": args.now}
    if args.style != "hitom":  # recipes of Hi-ToM-style runs stay as they were
        recipe = {"--style": args.style, "--seed": args.seed, "--vocab": vocab}
    with output_lock(args.out):
        check_fresh_output(args.out, args.resume, args.overwrite)
        done = _count_lines(args.out) if args.resume else 0
        if done and not recipe_path(args.out).is_file() and not _same_last_story(args, lengths, done):
            raise ValueError(f"{args.out} was made with other options (its last story differs from what these "
                             "options generate); resume with the same options or choose another --out")
        check_recipe(args.out, recipe, resuming=done > 0)
        if done >= args.stories:
            print(f"{args.out}: already holds {done} stories", file=sys.stderr)
            return 0
        with open(args.out, "a" if done else "w", encoding="utf-8") as out:
            for record in _stream(args, lengths, args.stories, done, args.workers):
                out.write(json.dumps(record) + "\n")
                out.flush()
    return 0


def add_parser(sub) -> None:
    """Register `dellabels generate` on the subcommand parsers ``sub``."""
    p = sub.add_parser("generate", help="generate Hi-ToM-style stories labeled by the DEL engine")
    add_option(p, "--stories", dest="stories", type=int, required=True, metavar="K", help="number of stories")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--style", choices=("hitom", "tomi"), default="hitom",
                   help="hitom (default) or tomi: ToMi's sentences, story plan and four question forms, golds from "
                        "the engine (--lengths, --tell-ratio, --noise, --now, --states apply to hitom only)")
    add_out(p, "output JSONL file", required=True)
    p.add_argument("--lengths", default="1,2,3", help="story lengths (chapters) to mix, e.g. 1,2,3")
    p.add_argument("--tell-ratio", type=float, default=0.5, help="fraction of deceptive (claim/tell) stories")
    p.add_argument("--noise", type=float, default=0.1, help="probability of a noise line before each line")
    p.add_argument("--vocab", help="JSON vocabulary overriding the default (names, rooms, objects, ...)")
    p.add_argument("--states", action="store_true",
                   help="also write the believed location of every chain up to order 4 after every line")
    p.add_argument("--now", action="store_true", help="use the newer claim wording ('... the C now.')")
    p.add_argument("--workers", type=int, help="processes (default: all cores)")
    p.add_argument("--resume", action="store_true", help="continue an interrupted run of the same command")
    p.add_argument("--overwrite", action="store_true", help="replace a non-empty --out (without it, or --resume, "
                                                             "a non-empty --out is refused)")
    p.set_defaults(func=cmd_generate)
