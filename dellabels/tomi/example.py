"""The ToMi one-shot prompt (``dellabels/data/del_oneshot_prompt_tomi.txt``) and gold traces of ToMi questions.

    python -m dellabels.tomi.example        # rewrite the template (deterministic)

The template is the DEL trace prompt (``dellabels.traces.prompt``) in ToMi's terms: ToMi's four
question forms, how each reads as a belief chain, and a worked example in ToMi's grammar. The
example is a story of deltom's own ToMi writer (``dellabels.tomi.writer``, seed 0, story 19),
never one of ToMi's (CC BY-NC): a second-order false belief with a third agent elsewhere and a
noise line, asked the second-order question whose DEL answer ToMi's own generator gets wrong
(the returning agent's sighting is unshared; ``dellabels.tomi.audit``). Its trace is the
engine's gold (``gold_trace``), so the example is verified by the same rules as every answer.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.hitom.explain import final_line, trace_blocks
from dellabels.hitom.grammar import Enter, Exit, Move, Place
from dellabels.hitom.story_writer import load_vocab
from dellabels.hitom.world import HiToMStory
from dellabels.tomi.writer import generate_one
from dellabels.traces.prompt import PROMPT_FILES
from dellabels.traces.worlds import gold_steps, read_world

EXAMPLE_SEED, EXAMPLE_INDEX = 0, 19  # the writer's story
EXAMPLE_TYPE = "second_order_0_tom"  # its question asked in the example

HEAD = """Here is a story that unfolds in chronological order.

You will be asked a question about the story, which may involve either:
(1) Locating an object, now or at the beginning of the story, or
(2) Inferring an agent's mental state (e.g., where A will look for an object, or where A thinks B searches for it).

To solve it, think step-by-step. At each step, repeat the current line from the story, then explain its effect on beliefs. Use [Null] if someone does not yet have knowledge.

<Note>
{note}

An agent looks for an object where the agent believes it is: "Where will A look for the X?" asks where A thinks the X is (track "A thinks the X is in [Y]"), and "Where does A think that B searches for the X?" asks where A thinks B thinks the X is (track "A thinks B thinks the X is in [Y]").

If the question is zero-order ("Where is the X really?" or "Where was the X at the beginning?"), then in each step, only track the location of the object ("The X is in [Y]", or "At the beginning, the X was in [Y]"). You do not need to track beliefs.

Here is an example:
"""
TAIL = """
Now it's your turn.

<Story>
{story}

<Question>
{question}

Give a step-by-step trace as in the example. Then, give the final answer in one line like:  
Final Answer: [your choice]

<Trace>
"""


def _agents(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def tomi_effect(story: HiToMStory, index: int, chain: Sequence[str], before: Optional[str],
                after: Optional[str]) -> str:
    """One line's effect on the traced value, in words (``explain.trace_blocks``' ``effect``)."""
    sentence = story.lines[index].sentence
    what = "belief" if chain else "location"
    if after != before:
        verdict = f"so the {what} changes to {after or 'Null'}."
    else:
        verdict = f"the {what} stays."
    seen = story.observers[index]
    unseen = [a for a in chain if a not in seen]
    if isinstance(sentence, Enter):
        said = f"{_agents(sentence.agents)} {'is' if len(sentence.agents) == 1 else 'are'} now in the {sentence.room}"
        if after == before and unseen and set(sentence.agents) & set(chain):
            # why a chain agent's sighting does not reach the chain: the others are not there to see it
            return f"{said}; {_agents(unseen)} {'is' if len(unseen) == 1 else 'are'} not there to see it, " \
                   f"so the {what} stays."
        return f"{said}; {verdict}"
    if isinstance(sentence, Exit):
        return f"{sentence.agent} leaves the {sentence.room} and will not see what happens there next; {verdict}"
    if isinstance(sentence, (Place, Move)):
        who = f"{_agents(list(seen))} {'sees' if len(seen) == 1 else 'see'} it" if seen else "Nobody sees it"
        if after == before and unseen:
            return f"{who}; {_agents(unseen)} {'does' if len(unseen) == 1 else 'do'} not, so the {what} stays."
        return f"{who}; {verdict}"
    return "No effect on beliefs."


def gold_trace(story: str, question: str) -> str:
    """The engine's trace for a ToMi (or Hi-ToM) story text and question: a step per line, then the answer."""
    world, q = read_world(story, question)
    values = gold_steps(world, q)
    return "\n\n".join(trace_blocks(world, q, values, tomi_effect)) + "\n\n" + final_line(values[-1])


def example() -> tuple[str, str, str]:
    """(story, question, gold trace) of the one-shot example."""
    record = generate_one(EXAMPLE_INDEX, EXAMPLE_SEED, load_vocab())
    question = next(q["question"] for q in record["questions"] if q["question_type"] == EXAMPLE_TYPE)
    return record["story"], question, gold_trace(record["story"], question)


def template() -> str:
    """The ToMi template: ``{note}``, ``{story}`` and ``{question}`` as its only fields."""
    story, question, trace = example()
    return f"{HEAD}<Story>\n{story}\n\n<Question>\n{question}\n\n<Trace>\n{trace}\n{TAIL}"


def main() -> None:
    path = PROMPT_FILES["tomi"]
    path.write_text(template(), encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
