"""Crafted Hi-ToM responses with known verified-reasoning labels, and a stock-lm_eval model answering with them.

Each kind rewrites the DEL gold trace of a doc (``dellabels.hitom.explain.gold_trace``) one way;
``expected(kind, story)`` gives the labels any correct verifier must give:
(trace_acc, step_acc, lucky, first_error); ``target`` names the story line a kind rewrites.

``python tests/helpers/crafted_traces.py <lm_eval arguments>`` runs stock lm_eval's command line
with ``--model deltom-crafted`` registered: doc k of every task gets ``KINDS[k % len(KINDS)]``;
with ``repeats`` (Best-of-N), its j-th sample gets ``sample_kind(k, j)``; ``--model_args shift=S`` shifts k by S.
"""
from __future__ import annotations

import re
import sys

from dellabels.hitom.explain import gold_trace
from dellabels.hitom.grammar import Enter, parse_question
from dellabels.hitom.world import HiToMStory

KINDS = ("verified", "wrong_middle_belief", "skipped_line", "other_agent", "merged_lines", "extra_step",
         "wrong_final", "no_final", "think_then_verified")
_STEP = re.compile(r"(?m)^(?=## Step \d+ ##)")


def expected(kind: str, story: HiToMStory) -> tuple[float, float, float, int | None]:
    """(trace_acc, step_acc, lucky, first_error) of ``kind`` on ``story`` (DEL and dataset golds agreeing)."""
    n, line = len(story.lines), target(kind, story) + 1
    return {"verified": (1.0, 1.0, 0.0, None), "think_then_verified": (1.0, 1.0, 0.0, None),
            "wrong_middle_belief": (0.0, (n - 1) / n, 1.0, line), "skipped_line": (0.0, (n - 1) / n, 1.0, line),
            "other_agent": (0.0, (n - 1) / n, 1.0, line), "merged_lines": (0.0, (n - 2) / n, 1.0, line),
            "extra_step": (0.0, 1.0, 1.0, None), "wrong_final": (0.0, 1.0, 0.0, None),
            "no_final": (0.0, 1.0, 0.0, None)}[kind]


def target(kind: str, story: HiToMStory) -> int:
    """0-based story line the kind rewrites: the middle one (``other_agent``: the first at or after it
    whose sentence has one agent)."""
    middle = len(story.lines) // 2
    if kind != "other_agent":
        return middle
    order = list(range(middle, len(story.lines))) + list(range(middle))
    return next(k for k in order if _agent(story, k) is not None)


def _agent(story: HiToMStory, k: int) -> str | None:
    sentence = story.lines[k].sentence
    return None if isinstance(sentence, Enter) else getattr(sentence, "agent", None) or getattr(sentence, "speaker", None)


def _swapped(story: HiToMStory, k: int) -> str:
    """Line k's text with its agent replaced by another agent of the story where that text is no
    story line, else by a name the story does not have."""
    name, texts = _agent(story, k), {l.text for l in story.lines}
    swaps = [story.lines[k].text.replace(name, other, 1) for other in (*story.agents, "Zoe") if other != name]
    return next(t for t in swaps if t not in texts)


def _blocks(trace: str) -> tuple[list[str], str]:
    """The step blocks of a gold trace and its 'Final Answer' tail."""
    body, _, final = trace.rpartition("Final Answer:")
    return [b for b in _STEP.split(body) if b.strip()], "Final Answer:" + final


def _join(blocks: list[str]) -> str:
    renumbered = [re.sub(r"^## Step \d+ ##", f"## Step {k} ##", b.strip()) for k, b in enumerate(blocks, 1)]
    return "\n\n".join(renumbered) + "\n\n"


def _other_container(story: HiToMStory, *avoid: object) -> str:
    return (sorted(c for cs in story.containers.values() for c in cs if c not in avoid) + ["silver_suitcase"])[0]


def craft(kind: str, story_text: str, question: str) -> str:
    """The response of ``kind`` for one doc."""
    story = HiToMStory(story_text)
    gold = gold_trace(story, question)
    blocks, final = _blocks(gold)
    m = target(kind, story)
    steps = story.belief_steps(*_chain_obj(question))
    if kind == "verified":
        return gold
    if kind == "think_then_verified":
        return f"<think>Maybe it is elsewhere. Final Answer: [{_other_container(story, steps[-1])}]</think>\n{gold}"
    if kind == "wrong_middle_belief":
        wrong = _other_container(story, steps[m])
        blocks[m] = re.sub(r"\[[^\[\]]*\](\s*)$", f"[{wrong}]\\1", blocks[m].rstrip())
    elif kind == "skipped_line":
        del blocks[m]
    elif kind == "other_agent":
        head, _, rest = blocks[m].split("\n", 2)
        blocks[m] = "\n".join([head, _swapped(story, m), rest])
    elif kind == "merged_lines":
        head, first, _ = blocks[m].split("\n", 2)
        _, second, rest = blocks[m + 1].split("\n", 2)
        blocks[m:m + 2] = ["\n".join([head, f"{first.strip()} {second.strip()}", rest])]
    elif kind == "extra_step":
        blocks.insert(m, blocks[m])
    elif kind == "wrong_final":
        final = f"Final Answer: [{_other_container(story, steps[-1])}]"
    elif kind == "no_final":
        final = ""
    return _join(blocks) + final


def sample_kind(doc_id: int, sample: int) -> str:
    """The kind of sample ``sample`` (0-based) of doc ``doc_id``: consecutive kinds from the doc's own."""
    return KINDS[(doc_id + sample) % len(KINDS)]


def _chain_obj(question: str) -> tuple:
    q = parse_question(question)
    return q.chain, q.obj


def _register() -> None:
    from lm_eval.api.registry import register_model

    from helpers.scripted_lm import NumberedSamplesLM

    @register_model("deltom-crafted")
    class CraftedLM(NumberedSamplesLM):
        def __init__(self, shift: int | str = 0, **_config) -> None:  # --model_args shift=S: doc k gets kind k + S
            super().__init__()
            self.shift = int(shift)

        def respond(self, req, k: int) -> str:
            return craft(sample_kind(req.doc_id + self.shift, k), req.doc["story"], req.doc["question"])


if __name__ == "__main__":
    from lm_eval.__main__ import cli_evaluate

    _register()
    sys.argv = ["lm_eval", *sys.argv[1:]]
    cli_evaluate()
