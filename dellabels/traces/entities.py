"""The entities a restatement names: a story's agents, objects, containers and rooms, and every name, object, room and
container of the story generators' vocabularies, matched as whole words, longest first.

Stories drawn from the generators share one vocabulary, so its matcher (``entities_of``) is built once and its
readings of a text (``Entities.named_in``, ``Entities.verbs_of``) are shared by every story that has it.
"""
from __future__ import annotations

import dataclasses
import re
from functools import lru_cache
from typing import Optional

from dellabels.hitom.fresh import fresh_vocab
from dellabels.hitom.grammar import Sentence
from dellabels.hitom.story_writer import load_vocab
from dellabels.traces.wording import parsed, words

__all__ = ["Entities", "entities_of", "generator_entities", "generator_rooms", "noise_things", "sentence_names"]
MEMO_LIMIT = 65536  # readings remembered per vocabulary (shared by its stories)


@lru_cache(maxsize=4096)
def sentence_names(sentence) -> frozenset[str]:
    """Agents, objects, containers and rooms a parsed sentence names, as ``words`` text."""
    found = set()
    for item in dataclasses.fields(sentence):
        value = getattr(sentence, item.name)
        for name in value if isinstance(value, tuple) else (value,):
            if isinstance(name, str):
                found.add(words(name))
    return frozenset(found)


@lru_cache(maxsize=1)
def generator_entities() -> frozenset[str]:
    """Every name, room, object and colour-type container of the story generators' vocabularies, Hi-ToM's and the
    fresh one (``words`` text): a misquote of a generated story ("the amber_trunk" for "the amber_pouch") names one."""
    found = set()
    for vocab in (load_vocab(), fresh_vocab()):
        found |= set(vocab["names"]) | set(vocab["rooms"]) | set(vocab["objects"])
        found |= {f"{c}_{t}" for c in vocab["colours"] for t in vocab["container_types"]}
    return frozenset(words(name) for name in found)


@lru_cache(maxsize=1)
def generator_rooms() -> frozenset[str]:
    """The rooms of both generators' vocabularies (``words`` text)."""
    return frozenset(words(room) for vocab in (load_vocab(), fresh_vocab()) for room in vocab["rooms"])


@lru_cache(maxsize=1)
def noise_things() -> frozenset[str]:
    """The animals seen and items lost of both generators' vocabularies: a noise line names one."""
    return frozenset(word for vocab in (load_vocab(), fresh_vocab())
                     for word in vocab.get("animals", []) + vocab.get("lost_items", []))


def masking_pattern(names: frozenset[str]) -> re.Pattern[str]:
    """A pattern matching any of ``names`` (words joined by spaces) as whole words joined by a space or an underscore,
    in any case, the longest first where several start at one place.

    Names are grouped by their first character, each group longest first: at a place only the group of its
    character can match (distinct ASCII characters never fold to one another), so the engine tries that group's
    names rather than every name, and takes the one a flat longest-first alternation takes."""
    ordered = [r"[ _]".join(map(re.escape, name.split())) for name in sorted(names, key=len, reverse=True)]
    if not all(name[:1].isascii() and name[:1].isalnum() for name in names):  # a first letter may fold or be escaped
        return re.compile(r"(?i)\b(?:" + "|".join(ordered) + r")\b")
    groups: dict[str, list[str]] = {}
    for run in ordered:
        groups.setdefault(run[0], []).append(run[1:])
    return re.compile(r"(?i)\b(?:" + "|".join(f"{first}(?:{'|'.join(rests)})" for first, rests in groups.items())
                      + r")\b")


class Entities:
    """A vocabulary of entity names (``words`` text) and its readings of texts, memoised."""

    def __init__(self, vocabulary: frozenset[str]):
        self.vocabulary = vocabulary
        # entities are matched as runs of whole words (1 to ``longest`` words), not by scanning each one
        self.plain = frozenset(name.strip() for name in vocabulary)
        self.longest = max(len(name.split()) for name in self.plain)
        self.first_words = frozenset(name.split(" ", 1)[0] for name in self.plain)  # where a run may start
        # entity names, with spaces or underscores, masked before verbs are read ("the green treasure chest" holds no
        # verb "treasure")
        self.pattern = masking_pattern(self.plain)
        self.named_memo: dict[str, frozenset[str]] = {}
        self.named_sets: dict[frozenset[str], frozenset[str]] = {}  # each distinct reading of ``named_memo``, once
        self.verbs_memo: dict[str, str] = {}
        self.grammar_memo: dict[str, Optional[Sentence]] = {}

    def named_in(self, text: str) -> frozenset[str]:
        """The entities ``text`` names, memoised."""
        found = self.named_memo.get(text)
        if found is None:
            if len(self.named_memo) >= MEMO_LIMIT:
                self.named_memo.clear()
                self.named_sets.clear()
            # the longest entity at each place, none inside another ("the blue_pantry" names no room "pantry")
            tokens = words(text).split()
            named, i = set(), 0
            while i < len(tokens):
                if tokens[i] not in self.first_words:
                    i += 1
                    continue
                for n in range(min(self.longest, len(tokens) - i), 0, -1):
                    run = " ".join(tokens[i:i + n])
                    if run in self.plain:
                        named.add(f" {run} ")
                        i += n
                        break
                else:
                    i += 1
            found = frozenset(named)
            # texts naming the same entities share one set: fewer objects for the collector to walk
            found = self.named_memo[text] = self.named_sets.setdefault(found, found)
        return found

    def verbs_of(self, text: str) -> str:
        """``text`` with every entity name replaced by "entity", for the event vocabulary to read; memoised (a
        clause is read against every line it may restate)."""
        found = self.verbs_memo.get(text)
        if found is None:
            if len(self.verbs_memo) >= MEMO_LIMIT:
                self.verbs_memo.clear()
            found = self.verbs_memo[text] = self.pattern.sub("entity", text)
        return found

    def grammatical(self, text: str) -> Optional[Sentence]:
        """``text`` as a sentence of the Hi-ToM grammar (``wording.parsed``) whose object, container and room are
        entities, else None (the grammar swallowed other words into a name: "the green_drawer at the start");
        memoised."""
        if text in self.grammar_memo:
            return self.grammar_memo[text]
        if len(self.grammar_memo) >= MEMO_LIMIT:
            self.grammar_memo.clear()
        sentence = parsed(text)
        if sentence is not None and not {words(getattr(sentence, f)) for f in ("obj", "container", "room")
                                         if isinstance(getattr(sentence, f, None), str)} <= self.vocabulary:
            sentence = None
        self.grammar_memo[text] = sentence
        return sentence


@lru_cache(maxsize=32)  # a story outside the generators' vocabularies has its own
def _entities(vocabulary: frozenset[str]) -> Entities:
    return Entities(vocabulary)


def entities_of(own: frozenset[str]) -> Entities:
    """The ``Entities`` of a story naming ``own`` (``words`` text) besides the generators' vocabularies."""
    return _entities(own | generator_entities())
