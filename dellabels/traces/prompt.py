"""The one-shot DEL trace prompt, filled with a note, story and question.

Three templates, byte for byte as shipped in ``data/``; ``{note}``, ``{story}`` and
``{question}`` are their only fields:

* ``reference`` (the default): ``construct_prompt`` of the DEL-ToM reference code
  (``bon_generation.py``, ``generate_PBM_dataset.py``), the prompt behind the
  paper's Best-of-N numbers and the released PBM training data.
* ``appendix``: the paper appendix's wording, which differs in seven places
  (ASCII apostrophes in four spots, a hyphen for the em dash, a blank line
  instead of two trailing spaces after step 16's paragraph, and ``<trace>``
  for ``<Trace>``). Sampled traces move with such details, so it is only a
  named variant, for reproducing the appendix.
* ``tomi``: ours, the same prompt in ToMi's terms (its question forms, a worked
  example in its grammar); the ``tomi_del`` tasks' default. ``dellabels.tomi.example``
  writes it.

This is the one place the prompt lives: the lm-eval tasks, the trace sources
and the PBM data use it. The judge prompt of ``pbm.backends.judge`` (``JUDGE_PROMPT_FILE``) lives beside it.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Optional

from dellabels.hitom.data import clean_story
from deltom_base.errors import PromptError

DATA_DIR = Path(__file__).resolve().parents[1] / "data"
PROMPT_FILES = {
    "reference": DATA_DIR / "del_oneshot_prompt_reference.txt",
    "appendix": DATA_DIR / "del_oneshot_prompt_appendix.txt",
    "tomi": DATA_DIR / "del_oneshot_prompt_tomi.txt",  # ours, for ToMi: written by dellabels.tomi.example
}
# Ours: an LLM judge asked for the first wrong step of a trace (``pbm.backends.judge``, ToM-ProcessBench)
JUDGE_PROMPT_FILE = DATA_DIR / "judge_first_error_prompt.txt"
DEFAULT_PROMPT = "reference"
PROMPT_FILE = PROMPT_FILES[DEFAULT_PROMPT]
# The PBM data always use the reference template: the released PBMs were trained on it.
PBM_PROMPT = "reference"

# The note Hi-ToM ships with every question (identical in all its files).
HITOM_NOTE = (
    "Note: You should assume the following. (1) An agent witnesses everything and every movements before "
    "exiting a location. (2) An agent A can infer another agent B's mental state only if A and B have been in "
    "the same location, or have private or public interactions. (3) Note that every agent tend to lie. What a "
    "character tells others doesn't affect his actual belief. An agent tend to trust a agent that exited the "
    "room later than himself. The exit order is known to all agents. (4) Agents in private communications know "
    "that others won't hear them, but they know that anyone can hear any public claims."
)

# Ours, for ToMi's stories (the tomi_del tasks): what its sentences mean for who sees what.
TOMI_NOTE = (
    "Note: You should assume the following. (1) An agent sees everything that happens in the room the agent is "
    "in, and nothing that happens anywhere else. (2) An agent who enters a room sees where the objects in it are, "
    "and the agents already there see the agent enter. (3) An agent who leaves a room keeps the beliefs formed "
    "there until the agent sees something new. (4) Give as the final answer the container as the story names it."
)

_FIELD = re.compile(r"\{(note|story|question)\}")


def prompt_variant(name: Optional[str]) -> str:
    """A checked template name; None or '' means the default ('reference'); else a ``PromptError`` naming the
    known ones (one line, under stock lm_eval too)."""
    if not name:
        return DEFAULT_PROMPT
    if name not in PROMPT_FILES:
        raise PromptError(f"unknown prompt {name!r}; one of {', '.join(PROMPT_FILES)}")
    return name


@lru_cache(maxsize=None)
def load_template(variant: str = DEFAULT_PROMPT) -> str:
    """The template ``variant``, byte for byte as shipped."""
    return PROMPT_FILES[prompt_variant(variant)].read_text(encoding="utf-8")


def fill_prompt(note: str, story: str, question: str, variant: str = DEFAULT_PROMPT) -> str:
    """The template with its three fields filled, each exactly once.

    One regex pass, so a value that happens to contain '{story}' is never
    substituted again (str.format would also choke on braces in a story).
    """
    values = {"note": note, "story": story, "question": question}
    return _FIELD.sub(lambda m: values[m.group(1)], load_template(variant))


def problem_of(story: str, question: str, variant: str = DEFAULT_PROMPT) -> str:
    """The story and question as the one-shot prompt shows them: the prompt from its last ``<Story>`` on (the
    worked example dropped; every template ends the same way)."""
    prompt = fill_prompt("", story, question, variant)
    return prompt[prompt.rfind("<Story>"):].strip()


def number_lines(sentences: list[str]) -> str:
    """'1 first\\n2 second ...', the numbered-story format of Hi-ToM."""
    return "\n".join(f"{i} {s.strip()}" for i, s in enumerate(sentences, start=1))


def numbered_story(story: str) -> str:
    """Story lines renumbered 1..n (old numbers, blank lines and stray '***' dropped first)."""
    return number_lines([re.sub(r"^\s*\d+\s+", "", line) for line in clean_story(story).splitlines()])


def render_prompt(story: str, question: str, note: str = HITOM_NOTE, variant: str = DEFAULT_PROMPT) -> str:
    """The one-shot prompt for a Hi-ToM-grammar ``story`` (renumbered) and ``question``."""
    return fill_prompt(note, numbered_story(story), question.strip(), variant)


def pbm_prompt(story: str, question: str) -> str:
    """The prompt of the released PBM training data: the reference template with an empty Note.

    ``generate_PBM_dataset.py`` builds it as ``construct_prompt(story, question,
    answer, note="")``: it ends with '<Trace>\\n'.
    """
    return render_prompt(story, question, note="", variant=PBM_PROMPT)
