"""The paper's one-shot DEL trace prompt (appendix), filled with a note, story and question.

The template is ``data/del_oneshot_prompt.txt`` verbatim; ``{note}``,
``{story}`` and ``{question}`` are its only fields. This is the one place the
prompt lives: the lm-eval tasks, the trace sources and the PBM data use it.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from dellabels.hitom_data import clean_story

PROMPT_FILE = Path(__file__).resolve().parent / "data" / "del_oneshot_prompt.txt"

# The note Hi-ToM ships with every question (identical in all its files).
HITOM_NOTE = (
    "Note: You should assume the following. (1) An agent witnesses everything and every movements before "
    "exiting a location. (2) An agent A can infer another agent B's mental state only if A and B have been in "
    "the same location, or have private or public interactions. (3) Note that every agent tend to lie. What a "
    "character tells others doesn't affect his actual belief. An agent tend to trust a agent that exited the "
    "room later than himself. The exit order is known to all agents. (4) Agents in private communications know "
    "that others won't hear them, but they know that anyone can hear any public claims."
)

_FIELD = re.compile(r"\{(note|story|question)\}")


@lru_cache(maxsize=1)
def load_template() -> str:
    """The prompt template, byte for byte as shipped (ends with '<trace>\\n')."""
    return PROMPT_FILE.read_text(encoding="utf-8")


def fill_prompt(note: str, story: str, question: str) -> str:
    """The template with its three fields filled, each exactly once.

    One regex pass, so a value that happens to contain '{story}' is never
    substituted again (str.format would also choke on braces in a story).
    """
    values = {"note": note, "story": story, "question": question}
    return _FIELD.sub(lambda m: values[m.group(1)], load_template())


def number_lines(sentences: list[str]) -> str:
    """'1 first\\n2 second ...', the numbered-story format of Hi-ToM."""
    return "\n".join(f"{i} {s.strip()}" for i, s in enumerate(sentences, start=1))


def numbered_story(story: str) -> str:
    """Story lines renumbered 1..n (old numbers, blank lines and stray '***' dropped first)."""
    return number_lines([re.sub(r"^\s*\d+\s+", "", line) for line in clean_story(story).splitlines()])


def render_prompt(story: str, question: str, note: str = HITOM_NOTE) -> str:
    """The one-shot prompt for a Hi-ToM-grammar ``story`` (renumbered) and ``question``."""
    return fill_prompt(note, numbered_story(story), question.strip())


def pbm_prompt(story: str, question: str) -> str:
    """The prompt of the released PBM training data: empty Note, ending with '<Trace>'."""
    text = render_prompt(story, question, note="").rstrip()
    if text.endswith("<trace>"):
        text = text[: -len("<trace>")] + "<Trace>"
    return text + "\n"
