"""Gold belief traces in the one-shot DEL prompt format, explained step by step.

Used by the demo, the trace synthesiser and the miniature's training targets: every
belief written here comes from the DEL engine (``HiToMStory.belief_steps``).
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from dellabels.hitom.grammar import Claim, Enter, Exit, Move, Noise, Place, Question, Stay, parse_question
from dellabels.hitom.world import HiToMStory


def belief_sentence(chain: Sequence[str], obj: str, location: Optional[str], memory: bool = False) -> str:
    """'A thinks B thinks the X is in [c]' (or '... [Null]'), as in the prompt's example; for ToMi's memory
    question 'At the beginning, the X was in [c]'."""
    shown = location if location is not None else "Null"
    if memory:
        return f"At the beginning, the {obj} was in [{shown}]"
    thinks = "".join(f"{a} thinks " for a in chain)
    return f"{thinks}the {obj} is in [{shown}]"


def _effect(story: HiToMStory, index: int, chain: Sequence[str], before, after) -> str:
    sentence = story.lines[index].sentence
    if isinstance(sentence, (Noise, Stay)):
        return "No effect on beliefs."
    if isinstance(sentence, Enter):
        return f"{', '.join(sentence.agents)} are now in the {sentence.room}."
    if isinstance(sentence, Exit):
        return f"{sentence.agent} leaves and will not see what happens next in the {sentence.room}."
    if isinstance(sentence, Claim):
        who = "everyone" if sentence.public else sentence.listener
        verdict = "updates" if before != after else "does not change"
        return f"{sentence.speaker} speaks to {who}; by the exit-order trust rule this {verdict} the belief."
    if isinstance(sentence, (Place, Move)):
        verdict = "All agents of the chain see it." if before != after or before == sentence.container else \
            "Not every agent of the chain sees it, so the belief stays."
        return f"The {sentence.obj} is now in the {sentence.container}. {verdict}"
    return "No effect on beliefs."


Effect = Callable[[HiToMStory, int, Sequence[str], Optional[str], Optional[str]], str]


def trace_blocks(story: HiToMStory, question: Question, values: Sequence[Optional[str]],
                 effect: Effect = _effect) -> list[str]:
    """One "## Step k ##" block per story line stating ``values[k]`` as the chain's belief; ``effect`` explains
    line k (story, k, chain, belief before, after). A question with ``kind`` "memory" (ToMi's) says 'was'."""
    blocks = []
    previous: Optional[str] = None
    memory = getattr(question, "kind", None) == "memory"
    for index, (line, location) in enumerate(zip(story.lines, values)):
        said = effect(story, index, question.chain, previous, location)
        blocks.append(f"## Step {line.number} ##\n{line.text}\n{said}\n"
                      f"{belief_sentence(question.chain, question.obj, location, memory)}")
        previous = location
    return blocks


def final_line(location: Optional[str]) -> str:
    return f"Final Answer: [{location if location is not None else 'Null'}]"


def gold_trace(story: HiToMStory, question: str | Question) -> str:
    """The reference trace for ``question``: one step per story line, then the final answer."""
    q = parse_question(question) if isinstance(question, str) else question
    steps = story.belief_steps(q.chain, q.obj)
    return "\n\n".join(trace_blocks(story, q, steps)) + "\n\n" + final_line(steps[-1])
