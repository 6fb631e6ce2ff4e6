"""Story-sentence helpers shared by the restatement and clause readers: plain words, grammar parse, event kind."""
from __future__ import annotations

import re
from functools import lru_cache

from dellabels.hitom.grammar import (Claim, Enter, Exit, Move, Noise, Stay, StoryParseError, may_be_sentence,
                                     parse_sentence)

_NOT_WORD = re.compile(r"[^a-z0-9 ]")
LINE_NUMBER = re.compile(r"^\s*\d+[.:)]?\s+")
# what a noise line's verb says, by the kinds of the event vocabulary (``lexicon``)
NOISE_KINDS = {"saw": "see", "lost": "lose", "likes": "like", "dislikes": "dislike", "loves": "like", "hates": "dislike"}


@lru_cache(maxsize=65536)
def words(text: str) -> str:
    """``text`` lower-cased, underscores and punctuation as spaces, padded with a space each side."""
    return " " + " ".join(_NOT_WORD.sub(" ", text.lower().replace("_", " ")).split()) + " "


@lru_cache(maxsize=65536)
def parsed(text: str):
    """``text`` as a sentence of the Hi-ToM grammar (a leading line number dropped), else None."""
    text = LINE_NUMBER.sub("", text.strip().strip("*").strip())
    if text and not text.endswith("."):
        text += "."
    if not may_be_sentence(text):  # most texts tried are no story sentence: refused without the patterns
        return None
    try:
        return parse_sentence(text)
    except StoryParseError:
        return None


def event_kind(sentence) -> str:
    """The kind of a parsed story sentence ("place" for "The X is in the C.", "noise" for any noise line)."""
    if isinstance(sentence, Claim):
        return "claim" if sentence.public else "tell"
    return {Enter: "enter", Exit: "exit", Move: "move", Stay: "stay", Noise: "noise"}.get(type(sentence), "place")


def line_kind(sentence, text: str) -> str:
    """``event_kind``, with a noise line's own kind (see, lose, like, dislike) read from its verb."""
    kind = event_kind(sentence)
    if kind == "noise":
        for word in words(text).split():
            if word in NOISE_KINDS:
                return NOISE_KINDS[word]
    return kind
