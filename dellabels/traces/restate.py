"""Does a step's restatement restate a story line? Which lines can it restate?

A restatement (``parse.restatement_of``: a step's first line, without list marks, a "Label:"
prefix, an arrow and belief clauses) restates story line L when exactly one of its sentences names
an entity (two are a merged step), that sentence names at least one entity, every entity it names
is named by line L, and, when it is itself a sentence of the Hi-ToM grammar, it is of the same
kind as L (entered, exited, moved, ...) and names nobody and nothing L does not ("Everyone"
counts as L's agents; who enters is exactly L's agents, no one left out or doubled); a grammatical noise
sentence must be L itself ("saw a cat" is not "saw a dog"), and so must a grammatical restatement of a line
with no event (ToMi's "The C is in the R.").
Entities are the story's agents, objects, containers and rooms and every name, object,
room and container of the story generator's vocabulary, so a paraphrase naming a foreign one
("moves the apple" for "moves the orange") restates nothing. A paraphrase outside the grammar may use any
words for L's event, but not a verb of another event alone ("exited" for an entry, "privately told" for a public
claim: ``EVENT_VERBS``).
"""
from __future__ import annotations

import dataclasses
import re
import weakref
from functools import lru_cache

from dellabels.hitom.grammar import Claim, Enter, Exit, Move, Noise, Stay, StoryParseError, parse_sentence
from dellabels.hitom.fresh import fresh_vocab
from dellabels.hitom.story_writer import load_vocab
from dellabels.hitom.world import HiToMStory

# Words the grammar reads as an agent's name that paraphrase the line's agents ("Everyone entered ...").
GROUP_WORDS = frozenset({" everyone ", " everybody ", " all "})
# The verbs that say which event a sentence outside the grammar tells ("Anne leaves the kitchen"), by kind
# (``event_kind``): a paraphrase naming another event's verb and none of its line's ("Dmitri exited the waiting_room
# again" for "... entered ...", "privately told" for a public claim) restates nothing; a later line of a step that
# tells an event this way is narration (``parse.event_told``).
EVENT_VERBS = {"enter": frozenset({"entered", "enters", "enter", "entering"}),
               "exit": frozenset({"exited", "exits", "exit", "exiting", "left", "leaves", "leave", "leaving"}),
               "move": frozenset({"moved", "moves", "move", "moving", "put", "puts", "placed", "places"}),
               "stay": frozenset({"stayed", "stays", "stay", "staying", "made", "makes", "remained", "remains"}),
               "claim": frozenset({"publicly", "claimed", "claims", "claim", "announced", "announces", "declared"}),
               "tell": frozenset({"privately", "told", "tells", "tell", "whispered", "whispers"}),
               # not "saw" / "sees": "Avery sees it; Mila does not" is a comment on who saw the line's event
               "noise": frozenset({"likes", "liked", "dislikes", "disliked", "lost", "loses", "hates", "hated",
                                   "loves", "loved"})}
VERB_KIND = {verb: kind for kind, verbs in EVENT_VERBS.items() for verb in verbs}
MEMO_LIMIT = 8192  # restatement checks remembered per story (spread over its lines)

_NOT_WORD = re.compile(r"[^a-z0-9 ]")
_LINE_NUMBER = re.compile(r"^\s*\d+[.:)]?\s+")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


@lru_cache(maxsize=65536)
def words(text: str) -> str:
    """``text`` lower-cased, underscores and punctuation as spaces, padded with a space each side."""
    return " " + " ".join(_NOT_WORD.sub(" ", text.lower().replace("_", " ")).split()) + " "


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


@lru_cache(maxsize=65536)
def parsed(text: str):
    """``text`` as a sentence of the Hi-ToM grammar (a leading line number dropped), else None."""
    text = _LINE_NUMBER.sub("", text.strip().strip("*").strip())
    if text and not text.endswith("."):
        text += "."
    try:
        return parse_sentence(text)
    except StoryParseError:
        return None


@lru_cache(maxsize=1)
def generator_entities() -> frozenset[str]:
    """Every name, room, object and colour-type container of the story generators' vocabularies, Hi-ToM's and the
    fresh one (``words`` text): a misquote of a generated story ("the amber_trunk" for "the amber_pouch") names one."""
    found = set()
    for vocab in (load_vocab(), fresh_vocab()):
        found |= set(vocab["names"]) | set(vocab["rooms"]) | set(vocab["objects"])
        found |= {f"{c}_{t}" for c in vocab["colours"] for t in vocab["container_types"]}
    return frozenset(words(name) for name in found)


def event_kind(sentence) -> str:
    """The kind of a parsed story sentence, as ``EVENT_VERBS`` names them ("place" for "The X is in the C.")."""
    if isinstance(sentence, Claim):
        return "claim" if sentence.public else "tell"
    return {Enter: "enter", Exit: "exit", Move: "move", Stay: "stay", Noise: "noise"}.get(type(sentence), "place")


def tells_event_of(text: str, own) -> bool:
    """Whether a paraphrase outside the grammar may tell line sentence ``own``'s event: it names no verb of another
    kind (``EVENT_VERBS``) unless it also names one of its own ("stays ... without moving anything" still tells a
    stay)."""
    mine = EVENT_VERBS.get(event_kind(own), frozenset())
    told = set(words(text).split())
    return bool(told & mine) or not any(VERB_KIND.get(word, event_kind(own)) != event_kind(own) for word in told)


class Restatements:
    """Restatement checks against one story's lines, memoised (the samples of a question repeat them)."""

    def __init__(self, story: HiToMStory):
        self.lines = story.lines
        own = frozenset().union(*(sentence_names(line.sentence) for line in story.lines))
        self.vocabulary = own | generator_entities()
        # entities are matched as runs of whole words (1 to ``longest`` words), not by scanning each one
        self.plain = frozenset(name.strip() for name in self.vocabulary)
        self.longest = max(len(name.split()) for name in self.plain)
        self.memo: list[dict[str, bool]] = [{} for _ in story.lines]  # per line: restatement -> restates
        self.line_limit = max(64, MEMO_LIMIT // len(story.lines))
        self.named_memo: dict[str, frozenset[str]] = {}
        self.names = [self.named_in(line.text) for line in story.lines]
        self.texts = [words(line.text) for line in story.lines]
        self.by_name: dict[str, set[int]] = {}  # entity -> 1-based lines naming it
        for number, names in enumerate(self.names, 1):
            for name in names:
                self.by_name.setdefault(name, set()).add(number)
        self.candidate_memo: dict[str, tuple[tuple[int, ...], bool]] = {}

    def named_in(self, text: str) -> frozenset[str]:
        """The entities ``text`` names, memoised."""
        found = self.named_memo.get(text)
        if found is None:
            if len(self.named_memo) >= MEMO_LIMIT:
                self.named_memo.clear()
            tokens = words(text).split()
            runs = {" ".join(tokens[i:i + n]) for n in range(1, self.longest + 1) for i in range(len(tokens) - n + 1)}
            found = self.named_memo[text] = frozenset(f" {name} " for name in runs & self.plain)
        return found

    def named(self, text: str) -> set[str]:
        """The entities that ``text`` names."""
        return set(self.named_in(text))

    def sentences(self, text: str) -> list[str]:
        """The sentences of ``text`` that name an entity."""
        return [s for s in _SENTENCE_END.split(text.strip()) if self.named_in(s)]

    def restates(self, text: str, line: int) -> bool:
        """``text`` (a step's restatement) restates story line ``line`` (1-based)."""
        memo = self.memo[line - 1]
        found = memo.get(text)
        if found is None:
            if len(memo) >= self.line_limit:
                memo.clear()
            found = memo[text] = self.check(text, line)
        return found

    def check(self, text: str, line: int) -> bool:
        """``restates`` without the memo."""
        sentences = self.sentences(text)
        return len(sentences) == 1 and self.sentence_fits(sentences[0], line)

    def sentence_fits(self, text: str, line: int) -> bool:
        """One sentence names only entities of ``line`` and, if grammatical, is a sentence of its kind."""
        named = self.named_in(text)
        if not named or not named <= self.names[line - 1]:
            return False
        sentence = parsed(text)  # a grammatical restatement: same kind, no name the line lacks
        own = self.lines[line - 1].sentence
        if sentence is None:
            return tells_event_of(text, own) and self.all_who_entered(text, own)
        if isinstance(own, Noise) and not own.agent:
            # a line the engine reads as no event (ToMi's "The C is in the R."): Hi-ToM's grammar misreads its
            # words as a placement, so only the line's own words restate it
            return words(_LINE_NUMBER.sub("", text)) == self.texts[line - 1]
        if type(sentence) is not type(own) or not sentence_names(sentence) - GROUP_WORDS <= self.names[line - 1]:
            return False
        if isinstance(own, Enter) and not sentence_names(sentence) & GROUP_WORDS \
                and {words(a) for a in sentence.agents} != {words(a) for a in own.agents}:
            return False  # who entered is who sees what follows: a missing or doubled agent is a different line
        # a noise sentence names only its agent: what happened must be the line's own words
        return not isinstance(sentence, Noise) or words(_LINE_NUMBER.sub("", text)) == self.texts[line - 1]

    def all_who_entered(self, text: str, own) -> bool:
        """For an entry line, whether ``text`` names every agent who entered (or a group word: "Everyone")."""
        if not isinstance(own, Enter) or any(g in words(text) for g in GROUP_WORDS):
            return True
        return {words(a) for a in own.agents} <= self.named_in(text)

    def candidates(self, text: str) -> tuple[tuple[int, ...], bool]:
        """The lines ``text`` can be aligned to, and whether it restates them.

        One naming sentence: the lines it restates. Several (a merged step): the lines its last
        naming sentence restates, not restated (its belief is the one after the last line).
        """
        found = self.candidate_memo.get(text)
        if found is None:
            if len(self.candidate_memo) >= MEMO_LIMIT:
                self.candidate_memo.clear()
            sentences = self.sentences(text)
            lines: tuple[int, ...] = ()
            if sentences:
                last = sentences[-1]
                pool = set.intersection(*(self.by_name.get(name, set()) for name in self.named_in(last)))
                lines = tuple(sorted(k for k in pool if self.sentence_fits(last, k)))
            found = self.candidate_memo[text] = (lines, len(sentences) == 1)
        return found


_RESTATEMENTS: "weakref.WeakKeyDictionary[HiToMStory, Restatements]" = weakref.WeakKeyDictionary()
_BY_TEXT: dict[tuple[str, ...], Restatements] = {}  # story lines -> checks: stories rebuilt from text share them
TEXT_LIMIT = 1024


def restatements_of(story: HiToMStory) -> Restatements:
    """The ``Restatements`` of a story, built once per story text and shared by every response checked on it."""
    found = _RESTATEMENTS.get(story)
    if found is None:
        key = tuple(line.text for line in story.lines)
        found = _BY_TEXT.get(key)
        if found is None:
            if len(_BY_TEXT) >= TEXT_LIMIT:
                _BY_TEXT.clear()
            found = _BY_TEXT[key] = Restatements(story)
        _RESTATEMENTS[story] = found
    return found
