"""The paper's one-shot DEL trace prompt (appendix), filled with a note, story and question.

The template is ``data/del_oneshot_prompt.txt`` verbatim; ``{note}``,
``{story}`` and ``{question}`` are its only fields.
"""
from __future__ import annotations

from functools import lru_cache
from importlib import resources

from dellabels.hitom_data import clean_story

HITOM_NOTE = (
    "Note: You should assume the following. (1) An agent witnesses everything and every movements before "
    "exiting a location. (2) An agent A can infer another agent B's mental state only if A and B have been in "
    "the same location, or have private or public interactions. (3) Note that every agent tend to lie. What a "
    "character tells others doesn't affect his actual belief. An agent tend to trust a agent that exited the "
    "room later than himself. The exit order is known to all agents. (4) Agents in private communications know "
    "that others won't hear them, but they know that anyone can hear any public claims."
)


@lru_cache(maxsize=1)
def template() -> str:
    """The raw prompt template."""
    return resources.files("dellabels").joinpath("data/del_oneshot_prompt.txt").read_text(encoding="utf-8")


def numbered_story(story: str) -> str:
    """Story lines numbered 1..n (existing numbers, blank lines and stray '***' dropped first)."""
    import re

    lines = [re.sub(r"^\s*\d+\s+", "", l) for l in clean_story(story).splitlines()]
    return "\n".join(f"{k} {line}" for k, line in enumerate(lines, start=1))


def render_prompt(story: str, question: str, note: str = HITOM_NOTE) -> str:
    """The one-shot prompt for ``story`` and ``question`` (story renumbered)."""
    return template().format(note=note, story=numbered_story(story), question=question.strip())


def pbm_prompt(story: str, question: str) -> str:
    """The prompt of the released PBM training data: empty Note, ending with '<Trace>'."""
    text = render_prompt(story, question, note="").rstrip()
    if text.endswith("<trace>"):
        text = text[: -len("<trace>")] + "<Trace>"
    return text + "\n"
