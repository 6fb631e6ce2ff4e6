"""The free-form prompts of the ``*_cot`` tasks: the model reasons in its own words, no output format imposed.

* ``hitom_cot``: Hi-ToM's own chain-of-thought prompt, byte for byte (He et al., Findings of EMNLP 2023: story,
  question, the 15 choices, the four assumptions, "Provide the answer first, and then explain it"), sent with its
  authors' system message ``HITOM_COT_SYSTEM``.
* ``plain``: "Think step by step, then give your answer." with the story and question (and, for a Hi-ToM-style
  world, Hi-ToM's note on what agents see and whom they trust: the world's rules, not a format).
* ``native``: the story and the question only, for reasoning models.

Placeholders: ``{story}``, ``{question}``, ``{choices}``, ``{note}``; each is filled exactly once, so a story
holding braces is never substituted again.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional

from dellabels.traces.prompt import DATA_DIR, HITOM_NOTE
from deltom_base.errors import PromptError

FREEFORM_FILES = {
    "hitom_cot": DATA_DIR / "hitom_cot_prompt.txt",
    "plain": DATA_DIR / "freeform_plain_prompt.txt",
    "native": DATA_DIR / "freeform_native_prompt.txt",
}
HITOM_COT_SYSTEM = "You are an AI assistant that helps people find information."
_FIELD = re.compile(r"\{(story|question|choices|note)\}")


def freeform_variant(name: Optional[str], default: str) -> str:
    """A checked free-form template name (``default`` for None or ''); else a ``PromptError`` naming the known ones."""
    name = name or default
    if name not in FREEFORM_FILES:
        raise PromptError(f"unknown prompt {name!r} for a free-form (_cot) task; one of {', '.join(FREEFORM_FILES)}")
    return name


@lru_cache(maxsize=None)
def freeform_template(variant: str) -> str:
    """The template ``variant``, byte for byte as shipped."""
    return FREEFORM_FILES[freeform_variant(variant, variant)].read_text(encoding="utf-8")


def fill_freeform(variant: str, story: str, question: str, choices: Optional[str] = None,
                  hitom_world: bool = True) -> str:
    """The template with its fields filled (the Hi-ToM note in ``plain`` for a Hi-ToM-style world only)."""
    values = {"story": story, "question": question, "choices": choices or "",
              "note": "\n\n" + HITOM_NOTE if hitom_world else ""}
    return _FIELD.sub(lambda m: values[m.group(1)], freeform_template(variant)).rstrip("\n")
