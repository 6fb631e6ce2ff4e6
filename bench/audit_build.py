"""Write the verifier audit set ``bench/data/verifier_audit.jsonl.xz`` (deterministic).

Usage: .venv/bin/python bench/audit_build.py [--out bench/data/verifier_audit.jsonl.xz]

Stories come from the project's own generator (``dellabels.hitom.story_generator``, seed 37), never
from Hi-ToM's data. Every trace is planned step by step (``audit_styles.Step``): a right trace
restates each line and states the DEL gold belief of the question's chain after it; an erroneous
one carries exactly one deliberate edit of one kind (``KINDS``). Each gold label is decided from
that plan, as a reader of the text would decide it, never by the verifier:

- ``restated[L]``: some step restates line L faithfully and alone (a misquoted agent, object or
  container, or two lines merged into one step, restate nothing);
- ``right[L]``: that step names the question's chain and states the DEL gold belief after line L
  (a bare story fact names no chain);
- ``first_error``: the first line not right (None when all are: a wrong final answer or steps
  written out of order are errors off the lines); ``verified``: no first error, the steps one per
  line in story order, the final answer right.
"""
from __future__ import annotations

import argparse
import json
import lzma
import random
import re
import sys
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
from audit_styles import STYLES, Step, effect, paraphrase, render  # noqa: E402

from dellabels.hitom.grammar import Claim, Enter, Move, Place, parse_question  # noqa: E402
from dellabels.hitom.story_generator import generate  # noqa: E402
from dellabels.hitom.story_writer import load_vocab  # noqa: E402
from dellabels.hitom.world import HiToMStory  # noqa: E402

OUT = Path(__file__).resolve().parent / "data" / "verifier_audit.jsonl.xz"
KINDS = ("belief_followed", "belief_corrected", "skipped_line", "merged_lines", "wrong_agent", "wrong_object",
         "wrong_container", "wrong_final", "wrong_chain", "chain_step", "bare_fact", "out_of_order")
MIN_ORDER = {"wrong_chain": 1, "chain_step": 1, "bare_fact": 2}
RIGHT_PER_STYLE, ERRORS_PER_STYLE = 12, 18


def schedule() -> list[tuple[str, int, str]]:
    """(style, order, kind) of every trace: per style 12 right traces and 18 with one error, all orders."""
    plan = []
    for s, style in enumerate(STYLES):
        plan += [(style, k % 5, "right") for k in range(RIGHT_PER_STYLE)]
        kinds = list(KINDS) + [KINDS[(s * 6 + j) % len(KINDS)] for j in range(ERRORS_PER_STYLE - len(KINDS))]
        load = [0] * 5
        for kind in kinds:
            orders = [o for o in range(5) if o >= MIN_ORDER.get(kind, 0)]
            order = min(orders, key=lambda o: (load[o], -o))
            load[order] += 1
            plan.append((style, order, kind))
    return plan


def _swap_word(text: str, old: str, new: str) -> str:
    return re.sub(rf"\b{re.escape(old)}\b", new, text, count=1)


class Planner:
    """The steps of one trace for one question, and the one edit its kind asks for."""

    def __init__(self, record: dict, order: int, style: str, rng: random.Random):
        self.story = HiToMStory(record["story"])
        self.q = parse_question(record["questions"][order]["question"])
        self.gold = self.story.belief_steps(self.q.chain, self.q.obj)
        self.rng, self.style = rng, style
        self.texts = {line.text for line in self.story.lines}
        self.steps = [Step((k,), k, self.restate(k), self.gold[k - 1], self.q.chain)
                      for k in range(1, len(self.story.lines) + 1)]
        self.final = self.gold[-1]
        self.in_order = True

    def restate(self, k: int) -> str:
        line = self.story.lines[k - 1]
        return paraphrase(line.sentence, line.text) if self.style == "paraphrase" else line.text

    def containers(self, *avoid: Optional[str]) -> list[str]:
        found = sorted(c for cs in self.story.containers.values() for c in cs)
        return [c for c in found if c not in avoid] or ["silver_suitcase"]

    def pick(self, lines: list[int]) -> int:
        if not lines:
            raise LookupError("no line fits")
        return self.rng.choice(lines)

    def edit(self, kind: str) -> str:
        """Apply ``kind``; a short note of what was edited."""
        n = len(self.steps)
        if kind == "right":
            return "none"
        if kind in ("belief_followed", "belief_corrected"):
            m = self.pick(list(range(1, n + 1)))
            wrong = self.rng.choice(self.containers(self.gold[m - 1]))
            self.steps[m - 1].location = wrong
            for k in range(m + 1, n + 1) if kind == "belief_followed" else ():
                if self.gold[k - 1] != self.gold[k - 2]:
                    break  # the trace catches up when the chain next sees an update
                self.steps[k - 1].location = wrong
            self.final = self.steps[-1].location
            return f"line {m} states [{wrong}]"
        if kind == "skipped_line":
            m = self.pick(list(range(2, n + 1)))
            del self.steps[m - 1]
            return f"line {m} skipped"
        if kind == "merged_lines":
            m = self.pick(list(range(1, n)))
            first, second = self.steps[m - 1], self.steps[m]
            self.steps[m - 1:m + 1] = [Step((), m, f"{first.text} {second.text}", second.location, self.q.chain)]
            return f"lines {m} and {m + 1} merged"
        if kind in ("wrong_agent", "wrong_object", "wrong_container"):
            return self.misquote(kind)
        if kind == "wrong_final":
            self.final = self.rng.choice(self.containers(self.gold[-1]))
            return f"final [{self.final}]"
        if kind == "wrong_chain":
            chain = tuple(reversed(self.q.chain)) if self.q.order >= 2 else self.other_agents(1)
            values = self.story.belief_steps(chain, self.q.obj)
            for step, value in zip(self.steps, values):
                step.chain, step.location = chain, value
            self.final = values[-1]
            return "every step names " + " > ".join(chain)
        if kind == "chain_step":
            m = self.pick(list(range(1, n + 1)))
            extra = self.other_agents(1)
            chain = self.q.chain[:-1] if self.q.order >= 2 and m % 2 else self.q.chain + extra
            self.steps[m - 1].chain = chain
            return f"line {m} names " + " > ".join(chain)
        if kind == "bare_fact":
            lines = [k for k, line in enumerate(self.story.lines, 1)
                     if isinstance(line.sentence, (Place, Move)) and line.sentence.obj == self.q.obj]
            seen = [k for k in lines if self.gold[k - 1] == self.story.lines[k - 1].sentence.container]
            m = self.pick(seen or lines)
            self.steps[m - 1].bare = True
            self.steps[m - 1].location = self.story.lines[m - 1].sentence.container
            return f"line {m} states only the story fact"
        if kind == "out_of_order":
            m = self.pick(list(range(2, n)))
            self.steps[m - 1], self.steps[m] = self.steps[m], self.steps[m - 1]
            self.in_order = False
            return f"steps of lines {m} and {m + 1} swapped"
        raise ValueError(kind)

    def other_agents(self, count: int) -> tuple[str, ...]:
        others = [a for a in self.story.agents if a not in self.q.chain]
        return tuple(self.rng.sample(others, count))

    def misquote(self, kind: str) -> str:
        """Restate one line with a wrong agent, object or container (a text that is no story line)."""
        options = []
        for k, line in enumerate(self.story.lines, 1):
            s = line.sentence
            if kind == "wrong_agent" and not isinstance(s, Enter):
                old = getattr(s, "agent", None) or getattr(s, "speaker", None)
                if old:
                    options += [(k, old, a) for a in self.story.agents if a != old and a != getattr(s, "listener", None)]
            elif kind == "wrong_object" and isinstance(s, (Place, Move, Claim)):
                foreign = [o for o in load_vocab()["objects"] if o != s.obj]
                options += [(k, s.obj, o) for o in foreign[:3]]
            elif kind == "wrong_container" and isinstance(s, (Place, Move, Claim)):
                options += [(k, s.container, c) for c in self.containers(s.container)]
        options = [o for o in options if _swap_word(self.story.lines[o[0] - 1].text, o[1], o[2]) not in self.texts]
        k, old, new = self.rng.choice(options)
        step = self.steps[k - 1]
        step.text, step.lines = _swap_word(step.text, old, new), ()
        return f"line {k} restated with {new} for {old}"


def gold_labels(planner: Planner, kind: str) -> dict:
    """The labels of a planned trace, decided from its plan (see the module docstring)."""
    n, q = len(planner.gold), planner.q
    restated, right = [False] * n, [False] * n
    for step in planner.steps:
        if len(step.lines) == 1:
            k = step.lines[0]
            restated[k - 1] = True
            right[k - 1] = step.chain == q.chain and not step.bare and step.location == planner.gold[k - 1]
    first = next((k for k in range(1, n + 1) if not right[k - 1]), None)
    answer_right = planner.final is not None and planner.final == planner.gold[-1]
    verified = first is None and answer_right and planner.in_order and len(planner.steps) == n
    return {"first_error": first, "verified": verified, "answer_right": answer_right,
            "restated": restated, "right": right}


def build() -> list[dict]:
    """Every audit record (stories of lengths 1 and 2, seed 37; one story per trace)."""
    plan = schedule()
    stories = list(generate(len(plan) * 2, seed=37, lengths=(1, 2), workers=1, progress=False))
    rows, s = [], 0
    for index, (style, order, kind) in enumerate(plan):
        while True:  # the next story that admits the edit
            record = stories[s]
            s += 1
            if record["questions"][order]["answer"] is None:
                continue  # a question needs an answer to be right or wrong
            rng = random.Random(f"audit:{index}")
            planner = Planner(record, order, style, rng)
            try:
                note = planner.edit(kind)
                break
            except (LookupError, IndexError, ValueError):
                continue
        named = style in ("prompt", "markdown", "sentence")  # effects on their own line may name agents
        effects = [effect(planner.story.lines[step.number - 1].sentence, named) for step in planner.steps]
        renumber = kind == "skipped_line" and index % 2 == 0
        response = render(style, planner.steps, planner.q.obj, effects, planner.final, renumber, index)
        rows.append({"id": f"audit-{index:03d}", "style": style, "kind": kind, "order": order, "note": note,
                     "story": record["story"], "question": record["questions"][order]["question"],
                     "choices": record["choices"], "answer": record["questions"][order]["answer"],
                     "response": response, "gold": gold_labels(planner, kind)})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args()
    rows = build()
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    text = "".join(json.dumps(row) + "\n" for row in rows)
    # xz at a fixed preset: the same bytes on every run; the data stay small in the repository
    Path(args.out).write_bytes(lzma.compress(text.encode("utf-8"), preset=9) if args.out.endswith(".xz")
                               else text.encode("utf-8"))
    print(f"{len(rows)} traces -> {args.out}")


if __name__ == "__main__":
    main()
