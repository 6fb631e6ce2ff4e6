"""Offline trace synthesiser: gold traces in the prompt's format with realistic injected errors.

Error taxonomy (each applied to a trace with its own probability; a belief
error persists until the chain next witnesses an update, as a model that
"catches up" would):

* ``update_absent``: at a move the chain did not witness together, the trace
  updates anyway (an agent who left is credited with the move).
* ``stale_belief``: at a move the chain witnessed, the trace keeps the old
  belief (a present agent treated as absent).
* ``chain_swapped``: from some step on, the beliefs of the reversed chain
  (B thinks A thinks instead of A thinks B thinks); orders >= 2 only.
* ``trust_flipped``: at a claim or tell, the exit-order trust rule is applied
  the wrong way round (a trusted claim ignored, or an untrusted one adopted).
* ``wrong_container``: some step names another container of the story.
* ``format_slip``: a step without brackets, a skipped or duplicated step, two
  steps merged, steps renumbered, a case / space variant of a location, or the
  instruction's "Final Answer: [your choice]" echoed before the real answer.

The injector's bookkeeping never becomes a label: ``dellabels label`` labels
the rendered text with the DEL engine.
"""
from __future__ import annotations

import random
from typing import Mapping, Optional

from dellabels.hitom.explain import final_line, trace_blocks
from dellabels.hitom.grammar import Claim, Move, Place, Question, parse_question
from dellabels.hitom.world import HiToMStory

DEFAULT_RATES = {"update_absent": 0.2, "stale_belief": 0.2, "chain_swapped": 0.15, "trust_flipped": 0.2,
                 "wrong_container": 0.15, "format_slip": 0.25}


def _persist(values: list, gold: list, start: int, wrong: Optional[str]) -> None:
    """Hold ``wrong`` from ``start`` until the gold belief next changes."""
    for k in range(start, len(values)):
        if k > start and gold[k] != gold[k - 1]:
            break
        values[k] = wrong


def _belief_errors(story: HiToMStory, q: Question, gold: list, rng: random.Random, rates: Mapping[str, float]) -> list:
    values = list(gold)
    sentences = [line.sentence for line in story.lines]
    changed = [k for k in range(len(gold)) if gold[k] != (gold[k - 1] if k else None)]
    unwitnessed = [k for k, s in enumerate(sentences)
                   if isinstance(s, (Move, Place)) and s.obj == q.obj and k not in changed]
    witnessed = [k for k in changed if isinstance(sentences[k], Move)]
    claims = [k for k, s in enumerate(sentences) if isinstance(s, Claim) and s.obj == q.obj]
    if unwitnessed and rng.random() < rates.get("update_absent", 0):
        k = rng.choice(unwitnessed)
        _persist(values, gold, k, sentences[k].container)
    if witnessed and rng.random() < rates.get("stale_belief", 0):
        k = rng.choice(witnessed)
        _persist(values, gold, k, values[k - 1] if k else None)
    if claims and rng.random() < rates.get("trust_flipped", 0):
        k = rng.choice(claims)
        _persist(values, gold, k, gold[k - 1] if gold[k] != gold[k - 1] else sentences[k].container)
    if rng.random() < rates.get("wrong_container", 0):
        k = rng.randrange(len(values))
        others = sorted(story.containers[q.obj] - {values[k]})
        if others:
            _persist(values, gold, k, rng.choice(others))
    if len(q.chain) >= 2 and rng.random() < rates.get("chain_swapped", 0):
        swapped = story.belief_steps(tuple(reversed(q.chain)), q.obj)
        start = rng.randrange(len(values))
        values[start:] = swapped[start:]
    return values


def _format_slips(blocks: list[str], values: list, rng: random.Random) -> tuple[list[str], bool]:
    kind = rng.choice(["no_brackets", "skip", "duplicate", "merge", "renumber", "case", "placeholder"])
    k = rng.randrange(len(blocks))
    if kind == "no_brackets":
        blocks[k] = blocks[k].replace("[", "").replace("]", "")
    elif kind == "skip" and len(blocks) > 2:
        del blocks[k]
    elif kind == "duplicate":
        blocks.insert(k, blocks[k])
    elif kind == "merge" and k + 1 < len(blocks):
        head, _, _ = blocks[k].partition("\n")
        first_line = blocks[k].split("\n")[1]
        blocks[k + 1] = blocks[k + 1].replace("\n", f"\n{first_line} ", 1)
        del blocks[k]
    elif kind == "renumber":
        blocks = [b.replace(f"## Step {b.split()[2]} ##", f"## Step {i + 1} ##", 1) if b.startswith("## Step") else b
                  for i, b in enumerate(blocks)]
    elif kind == "case" and values[min(k, len(values) - 1)]:
        loc = values[min(k, len(values) - 1)]
        blocks[k] = blocks[k].replace(f"[{loc}]", f"[{loc.replace('_', ' ').title()}]")
    return blocks, kind == "placeholder"


def synthesize_trace(story: HiToMStory, question: str | Question, rng: random.Random,
                     rates: Mapping[str, float] = DEFAULT_RATES, gold: Optional[list] = None) -> str:
    """One trace for ``question`` with errors drawn at ``rates`` (see the module docstring), from ``gold`` (the DEL
    value after every line; default: the chain's belief)."""
    unknown = set(rates) - set(DEFAULT_RATES)
    if unknown:
        raise ValueError(f"unknown error kinds {sorted(unknown)}; known: {sorted(DEFAULT_RATES)}")
    q = parse_question(question) if isinstance(question, str) else question
    gold = story.belief_steps(q.chain, q.obj) if gold is None else gold
    values = _belief_errors(story, q, gold, rng, rates)
    blocks = trace_blocks(story, q, values)
    placeholder = False
    if rng.random() < rates.get("format_slip", 0):
        blocks, placeholder = _format_slips(blocks, values, rng)
    ending = ("Final Answer: [your choice]\n" if placeholder else "") + final_line(values[-1])
    return "\n\n".join(blocks) + "\n\n" + ending
