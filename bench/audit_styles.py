"""How capable chat models write a belief trace: six styles, rendered from planned steps.

Used by ``bench/audit_build.py`` to write the verifier audit set. A ``Step`` is what a writer
meant (the story lines it restates, its restatement, the chain and location it states); a style
only decides the shape on the page. Gold labels are decided from the plan, never by the verifier.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from dellabels.hitom.grammar import Claim, Enter, Exit, Move, Place, Stay

STYLES = ("prompt", "markdown", "bold", "numbered", "paraphrase", "sentence")


@dataclass
class Step:
    lines: tuple[int, ...]  # story lines this step faithfully restates: one, or () when it misquotes / merges
    number: int  # the story line it is written for (printed number source)
    text: str  # restatement
    location: Optional[str]  # stated belief (None: Null)
    chain: tuple[str, ...]  # the chain its belief names
    bare: bool = False  # belief written as a bare story fact ("The X is in the C."), no chain, no bracket


def paraphrase(sentence, text: str) -> str:
    """A faithful rewording of a story sentence outside the Hi-ToM grammar (noise lines are echoed)."""
    if isinstance(sentence, Enter):
        agents = list(sentence.agents)
        who = agents[0] if len(agents) == 1 else ", ".join(agents[:-1]) + " and " + agents[-1]
        return f"{who} walk into the {sentence.room}."
    if isinstance(sentence, Place):
        return f"The {sentence.obj} starts out in the {sentence.container}."
    if isinstance(sentence, Move):
        return f"{sentence.agent} moves the {sentence.obj} into the {sentence.container}."
    if isinstance(sentence, Exit):
        return f"{sentence.agent} leaves the {sentence.room}."
    if isinstance(sentence, Stay):
        return f"{sentence.agent} stays in the {sentence.room} for a minute without moving anything."
    if isinstance(sentence, Claim):
        if sentence.listener is None:
            return f"{sentence.speaker} announces to everyone that the {sentence.obj} is in the {sentence.container}."
        return f"{sentence.speaker} privately tells {sentence.listener} the {sentence.obj} is in the {sentence.container}."
    return text


def effect(sentence, named: bool = False) -> str:
    """An effect remark; ``named``: naming the line's agent, as the prompt's example does (own lines only)."""
    agent = getattr(sentence, "agent", None) or getattr(sentence, "speaker", None)
    if named and isinstance(sentence, Exit):
        return f"{agent} leaves and will not see what happens next in the {sentence.room}."
    if named and isinstance(sentence, Move):
        return f"{agent} and everyone still present see the {sentence.obj} move."
    if isinstance(sentence, Enter):
        return "They are all present now."
    if isinstance(sentence, (Place, Move)):
        return "Everyone still present sees this."
    if isinstance(sentence, Exit):
        return "Whoever leaves misses what happens next."
    if isinstance(sentence, Claim):
        return "Whether it is believed depends on the exit order."
    return "No effect on beliefs."


def belief(step: Step, obj: str, variant: int) -> str:
    """The belief clause: "A thinks B thinks the X is in [c]" or a rewording ("A believes that B thinks")."""
    if step.bare:
        return f"The {obj} is in the {step.location}."
    shown = step.location if step.location is not None else "Null"
    if not step.chain:
        return f"the {obj} is {'really ' if variant % 2 else ''}in [{shown}]"
    verbs = ["thinks"] * len(step.chain)
    if variant % 2:
        verbs[0] = "believes that"
    return " ".join(f"{a} {v}" for a, v in zip(step.chain, verbs)) + f" the {obj} is in [{shown}]"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _numbers(steps: Sequence[Step], renumber: bool) -> list[int]:
    return list(range(1, len(steps) + 1)) if renumber else [s.number for s in steps]


def _prompt(steps, obj, effects, numbers, variant) -> str:
    blocks = [f"## Step {k} ##\n{s.text}\n{e}\n" + (belief(s, obj, 0) if s.bare else _cap(belief(s, obj, 0)))
              for s, e, k in zip(steps, effects, numbers)]
    return "\n\n".join(blocks)


def _markdown(steps, obj, effects, numbers, variant) -> str:
    blocks = [f"### Step {k}\n- **Event:** {s.text}\n- **Effect:** {e}\n- **Belief:** {_cap(belief(s, obj, variant))}"
              for s, e, k in zip(steps, effects, numbers)]
    return "Let's track beliefs step by step.\n\n" + "\n\n".join(blocks)


def _bold(steps, obj, effects, numbers, variant) -> str:
    mark = "." if variant % 2 else ":"
    blocks = [f"**Step {k}{mark}** {s.text}\n* {e}\n* {_cap(belief(s, obj, variant))}"
              for s, e, k in zip(steps, effects, numbers)]
    return "\n\n".join(blocks)


def _numbered(steps, obj, effects, numbers, variant) -> str:
    mark = ")" if variant % 2 else "."
    bold = "**" if variant % 3 == 0 else ""
    rows = [f"{bold}{k}{mark}{bold} {s.text} -> {_cap(belief(s, obj, variant))}" for s, k in zip(steps, numbers)]
    return "I will go through the story one line at a time.\n\n" + "\n".join(rows)


def _paraphrase(steps, obj, effects, numbers, variant) -> str:
    def said(s: Step) -> str:
        return belief(s, obj, variant) if s.bare else f"So {belief(s, obj, variant)}."
    blocks = [f"Step {k}: {s.text}\n{e} {said(s)}" for s, e, k in zip(steps, effects, numbers)]
    return "Let's track beliefs step by step.\n\n" + "\n\n".join(blocks)


def _sentence(steps, obj, effects, numbers, variant) -> str:
    def said(s: Step, k: int) -> str:
        if s.bare:
            return belief(s, obj, variant)
        if k % 3 == 1:
            return f"Therefore {belief(s, obj, variant)}, as far as this step shows."
        if k % 3 == 2 and s.chain:  # the bracket first, the chain after it
            clause = belief(s, obj, variant)
            where, _, _ = clause.rpartition(f" the {obj} is in ")
            return f"So [{s.location or 'Null'}] is where {where} the {obj} is."
        return f"Therefore {belief(s, obj, variant)}."
    blocks = [f"Step {k} - {s.text}\n{e}\n{said(s, k)}" for s, e, k in zip(steps, effects, numbers)]
    return "Here is my reasoning.\n\n" + "\n\n".join(blocks)


RENDER: dict[str, Callable] = {"prompt": _prompt, "markdown": _markdown, "bold": _bold, "numbered": _numbered,
                               "paraphrase": _paraphrase, "sentence": _sentence}
FINALS = ("Final Answer: [{x}]", "**Final Answer:** [{x}]", "**Answer:** {x}", "Final answer: {x}",
          "Answer: [{x}]", "**Final Answer: {x}**")


def render(style: str, steps: Sequence[Step], obj: str, effects: Sequence[str], final: Optional[str],
           renumber: bool, variant: int) -> str:
    """The response text of ``steps`` in ``style``, ending with a final answer in one of the common forms."""
    body = RENDER[style](steps, obj, effects, _numbers(steps, renumber), variant)
    shown = final if final is not None else "Null"
    form = FINALS[0] if style == "prompt" else FINALS[variant % len(FINALS)]
    return body + "\n\n" + form.format(x=shown)
