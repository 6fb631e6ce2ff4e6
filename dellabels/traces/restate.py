"""Does a step's restatement restate a story line? Which lines can it restate?

A restatement (``parse.restatement_of``: a step's first line, without list marks, a "Label:" prefix, an arrow
and belief clauses) restates story line L when its whole text is one sentence naming an entity that fits L, or
its event clause (``clauses``: the clause that tells the event, commentary cut off) fits L and names enough of
it, and its commentary narrates no other event (``clauses.commentary_narrates``, ``retells_another``).

A clause fits L when every entity it names is named by L (a move's source and the room of a claim aside), and
when it is a sentence of the Hi-ToM grammar it is of L's kind and names nobody L does not ("Everyone" counts as
L's agents; who enters is exactly L's agents); otherwise its verbs allow L's kind (``lexicon.verbs_allow``: an
unknown verb never fails a line, a known verb of another event or a denied one does). A noise line is its agent,
its happening and its thing; a line with no event (ToMi's "The C is in the R.") only its own words. Entities are
the story's agents, objects, containers and rooms and every name, object, room and container of the story
generators' vocabularies, matched longest first (``entities``). The rules with examples: ``docs/verifier.md``.
"""
from __future__ import annotations

import re
import weakref
from typing import Optional

from dellabels.hitom.grammar import Claim, Enter, Move, Noise
from dellabels.hitom.world import HiToMStory
from dellabels.traces.clauses import (APPOSITIVE, SUBJECT, chunks, commentary_narrates, explains_nothing, narrator,
                                      sentences, strip_sequence, tells_next, verb_first)
from dellabels.traces.entities import entities_of, generator_rooms, noise_things, sentence_names
from dellabels.traces.lexicon import kinds_told, markers, verbs_allow
from dellabels.traces.wording import LINE_NUMBER, event_kind, line_kind, parsed, words

__all__ = ["Restatements", "restatements_of"]
# Words the grammar reads as an agent's name that paraphrase the line's agents ("Everyone entered ...").
GROUP_WORDS = frozenset({" everyone ", " everybody ", " all "})
# words a noise line may change without changing what happened ("her wallet" for "his wallet")
_FILLERS = re.compile(r" (?:his|her|their|its|the|a|an|my) ")
MEMO_LIMIT = 8192  # restatement checks remembered per story (spread over its lines)


def filler_free(text: str) -> str:
    """``words`` of a sentence without its line number, pronouns and articles."""
    return _FILLERS.sub(" ", _FILLERS.sub(" ", words(LINE_NUMBER.sub("", text))))


def line_numbers(mask: int) -> list[int]:
    """The lines of a line mask (bit k: line k), in story order."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


class Restatements:
    """Restatement checks against one story's lines, memoised (the samples of a question repeat them)."""

    def __init__(self, story: HiToMStory):
        self.lines = story.lines
        own = frozenset().union(*(sentence_names(line.sentence) for line in story.lines))
        self.entities = entities_of(own)
        self.vocabulary = self.entities.vocabulary
        # the vocabulary's readings, bound here (the hottest calls of a check): ``named_in(text)``, the entities
        # ``text`` names; ``verbs_of(text)``, ``text`` with every entity replaced by "entity" for the verbs to read
        self.named_in = self.entities.named_in
        self.verbs_of = self.entities.verbs_of
        self.memo: list[dict[str, bool]] = [{} for _ in story.lines]  # per line: restatement -> restates
        self.line_limit = max(64, MEMO_LIMIT // len(story.lines))
        self.names = [self.named_in(line.text) for line in story.lines]
        self.kinds = [line_kind(line.sentence, line.text) for line in story.lines]  # each line's ``line_kind``
        self.texts = [words(line.text) for line in story.lines]
        # line sets as bit masks (bit k: line k, 1-based): plain ints, which the collector never walks
        self.by_name: dict[str, int] = {}  # entity -> the lines naming it
        for number, names in enumerate(self.names, 1):
            for name in names:
                self.by_name[name] = self.by_name.get(name, 0) | 1 << number
        self.candidate_memo: dict[str, tuple[tuple[int, ...], bool]] = {}
        self.clause_memo: dict[str, Optional[tuple]] = {}  # text -> its clauses as read for every line (_clauses)
        self.agents = frozenset(agent.lower() for agent in story.agents)
        rooms = frozenset(words(line.sentence.room) for line in story.lines if hasattr(line.sentence, "room"))
        self.rooms = generator_rooms() if rooms <= generator_rooms() else rooms | generator_rooms()  # one set shared
        # where each moved object really was before its move: a restatement may name it as the source ("moves the
        # banana from the blue_envelope to the blue_cupboard")
        self.sources: list[Optional[str]] = [None] * len(story.lines)
        for number, line in enumerate(story.lines, 1):
            if isinstance(line.sentence, Move) and number > 1:
                before = story.belief_steps((), line.sentence.obj)[number - 2]
                self.sources[number - 1] = words(before) if before else None
        # every entity a sentence fitting a line may name (``names_fit``): its own, the source of a move, rooms for a
        # claim
        self.by_allowed: dict[str, int] = {}  # entity -> the lines allowing it (a mask)
        for number, (names, source, line) in enumerate(zip(self.names, self.sources, story.lines), 1):
            allowed = names | ({source} if source else frozenset()) | (self.rooms if isinstance(line.sentence, Claim)
                                                                       else frozenset())
            for name in allowed:
                self.by_allowed[name] = self.by_allowed.get(name, 0) | 1 << number

    def named(self, text: str) -> set[str]:
        """The entities that ``text`` names."""
        return set(self.named_in(text))

    def sentences(self, text: str) -> list[str]:
        """The sentences of ``text`` that name an entity."""
        return [s for s in sentences(text) if self.named_in(s)]

    def restates(self, text: str, line: int) -> bool:
        """``text`` (a step's restatement) restates story line ``line`` (1-based)."""
        memo = self.memo[line - 1]
        found = memo.get(text)
        if found is None:
            if len(memo) >= self.line_limit:
                memo.clear()
            found = memo[text] = self.check(text, line)
        return found

    def event_clause(self, text: str, line: int = 0) -> tuple[str, tuple[str, ...], list[str]]:
        """The event clause of a restatement, the clauses after or before it in its sentence (only when that
        sentence explains nothing, "..., so ..." telling no second event, or when they tell what happens next) and
        the sentences after it; ``("", (), [])`` when nothing is named.

        The event clause is the first clause (``clauses.chunks``) of the first sentence naming an entity that fits
        ``line``, else the first naming one; a clause that starts with a verb ("then walks out of the den") is read
        with the sentence's subject."""
        read = self._clauses(text)
        if read is None:
            return "", (), []
        head, rest, later, _ = self._event_parts(read, line)
        return head, rest, list(later)

    def _event_parts(self, read: tuple, line: int) -> tuple[str, tuple[str, ...], tuple[str, ...], bool]:
        """``event_clause`` of a ``_clauses`` reading, and whether its event clause tells ``line``
        (``clause_tells``)."""
        found, at, pieces, order, carried, first, verbless, kept = read
        # the clause that tells the line: the first naming one, or a later one with the subject carried to it
        head = next((k for k in order if line and self.clause_tells(pieces[k], line)), None)
        tells = head is not None
        if head is None:
            head = order[0]
        skip = {head, first} if verbless and head in carried else {head}
        rest = tuple(p for k, p in enumerate(pieces) if k not in skip and kept[k])
        return pieces[head], rest, found[at + 1:], tells

    def _clauses(self, text: str) -> Optional[tuple]:
        """What ``event_clause`` reads of ``text`` whatever the line, memoised: (the sentences, the index of the first
        naming an entity, its clauses with the subject carried, the order clauses are tried in, the carried ones, the
        first naming one, whether it has no verb, which clauses may be commentary); None when nothing is named."""
        if text in self.clause_memo:
            return self.clause_memo[text]
        if len(self.clause_memo) >= MEMO_LIMIT:
            self.clause_memo.clear()
        read = None
        found = sentences(text)
        for at, sentence in enumerate(found):
            # a narrator's frame ("We're told that ...") and an aside between commas are not the event
            written = chunks(APPOSITIVE.sub(r"\g<who> ", narrator().sub("", sentence)), self.agents)
            named = [k for k, piece in enumerate(written) if self.named_in(piece)]
            if not named:
                continue
            first = named[0]
            verbless = not kinds_told(self.verbs_of(written[first])).told and parsed(written[first]) is None
            # a clause starting with a verb continues the subject: the first naming clause itself when it has no verb
            # ("All five — A, B and C — walk into the den"), else the names it starts with ("A stays, then leaves")
            subject = written[first] if verbless else (SUBJECT.match(written[first]) or [""])[0]
            carried = tuple(k for k, p in enumerate(written) if subject and k > first and verb_first(p))
            pieces = tuple(f"{subject} {strip_sequence(p)}" if k in carried else p for k, p in enumerate(written))
            order = carried + (first,) if verbless else (first,) + carried
            plain_sentence = explains_nothing(sentence)
            kept = tuple(plain_sentence or tells_next(piece) for piece in written)
            # tuples only: the collector stops tracking them, so a full memo does not lengthen full collections
            read = (tuple(found), at, pieces, order, carried, first, verbless, kept)
            break
        self.clause_memo[text] = read
        return read

    def check(self, text: str, line: int) -> bool:
        """``restates`` without the memo: the whole restatement is one sentence naming an entity that fits the
        line, or its event clause fits the line, names enough of it, and its commentary narrates no other event."""
        read = self._clauses(text)
        if read is None:
            return False
        head, rest, later, tells = self._event_parts(read, line)
        if not head:
            return False
        if not tells:
            whole = self.sentences(text)
            if not (len(whole) == 1 and self.sentence_fits(whole[0], line)):
                return False
        return not commentary_narrates(head, rest, later, self.agents) and not self.retells_another(rest, later, line)

    def clause_tells(self, clause: str, line: int) -> bool:
        """An event clause tells ``line``: it fits the line (``sentence_fits``) and names enough of it, since a clause
        naming one entity of a line naming several tells the line's event only with a verb of its kind ("Everyone
        enters the workshop"), not as a fragment ("Noah is")."""
        if not self.sentence_fits(clause, line):
            return False
        own = self.lines[line - 1]
        kind = self.kinds[line - 1]
        everyone = isinstance(own.sentence, Enter) and bool(set(words(clause).split()) & markers("everyone"))
        return len(self.named_in(clause)) >= min(2, len(self.names[line - 1])) or everyone \
            or any(kind in kinds for kinds in kinds_told(self.verbs_of(clause)).told)

    def retells_another(self, rest: tuple[str, ...], later: list[str], line: int) -> bool:
        """Whether a clause of commentary restates another story line as a sentence of the story's grammar ("Emma
        exited the lounge. The peach is in the green_suitcase.") or with that line's own kind of verb ("Liam stays in
        the den for a minute without moving anything." after a placing): two lines merged into one step. Only
        sentences that explain nothing are read ("since", "after", "had" ...: ``clauses.plain`` without negation)."""
        for piece in list(rest) + [clause for sentence in later for k, clause in enumerate(chunks(sentence))
                                   if tells_next(clause) or (k == 0 and explains_nothing(sentence))]:
            piece = strip_sequence(piece)
            grammatical = parsed(piece) is not None  # a story sentence word for word ("The X is in the C.")
            told = kinds_told(self.verbs_of(piece)).affirms()
            if not (told or grammatical) or len(self.named_in(piece)) < 2:
                continue
            for k in self.lines_naming(piece):
                if k != line and (grammatical or self.kinds[k - 1] in told) \
                        and self.sentence_fits(piece, k):
                    return True
        return False

    def lines_naming(self, text: str) -> list[int]:
        """The lines that name every entity ``text`` names, in story order."""
        named = self.named_in(text)
        if not named:
            return []
        mask = -1
        for name in named:
            mask &= self.by_name.get(name, 0)
        return line_numbers(mask)

    def sentence_fits(self, text: str, line: int) -> bool:
        """One sentence names only entities of ``line`` and tells its event: if grammatical, a sentence of its
        kind; else its known verbs allow the line's kind (``lexicon.verbs_allow``)."""
        if not self.names_fit(text, line):
            return False
        own = self.lines[line - 1].sentence
        sentence = self.entities.grammatical(text)  # a grammatical restatement: same kind, no name the line lacks
        if isinstance(own, Noise) and not own.agent:
            # a line the engine reads as no event (ToMi's "The C is in the R."): Hi-ToM's grammar misreads its
            # words as a placement, so only the line's own words restate it
            return words(LINE_NUMBER.sub("", text)) == self.texts[line - 1]
        if isinstance(own, Noise) and (sentence is None or isinstance(sentence, Noise)):
            # a noise line is its agent, what happened and the thing: "Katya lost her wallet.", "William saw a cat
            # nearby.", "Mila's watch went missing." (another animal or item, or another happening, is another line)
            said, own_words = set(words(text).split()), set(self.texts[line - 1].split())
            things = noise_things() & own_words
            agent = words(own.agent)
            if said & (noise_things() - own_words) or (things and not things & said) \
                    or agent not in self.named_in(text) - self.source_named(text, line) \
                    or (sentence is not None and words(sentence.agent) != agent):
                return False
            if sentence is not None and filler_free(text) == filler_free(self.lines[line - 1].text):
                return True
            return verbs_allow(self.verbs_of(text), self.kinds[line - 1]) \
                and (sentence is None or line_kind(sentence, text) == self.kinds[line - 1])
        if sentence is None:
            return verbs_allow(self.verbs_of(text), self.kinds[line - 1]) and self.all_who_entered(text, own)
        if type(sentence) is not type(own) or not sentence_names(sentence) - GROUP_WORDS <= self.names[line - 1]:
            return False
        if event_kind(sentence) in ("claim", "tell") and event_kind(sentence) != event_kind(own):
            return False
        if isinstance(own, Enter) and not sentence_names(sentence) & GROUP_WORDS \
                and {words(a) for a in sentence.agents} != {words(a) for a in own.agents}:
            return False  # who entered is who sees what follows: a missing or doubled agent is a different line
        # a noise sentence names only its agent: what happened must be the line's own words, pronouns and articles
        # aside ("Katya lost her wallet." for "Katya lost his wallet.")
        return not isinstance(sentence, Noise) or filler_free(text) == filler_free(self.lines[line - 1].text)

    def names_fit(self, text: str, line: int) -> bool:
        """The entity test of ``sentence_fits`` alone: ``text`` names an entity, and only entities of ``line`` (a
        move's source and the room of a claim aside)."""
        named = self.named_in(text) - self.source_named(text, line)
        if isinstance(self.lines[line - 1].sentence, Claim):
            named -= self.rooms  # where a claim is made is no part of what is claimed ("announces in the hall that")
        return bool(named) and named <= self.names[line - 1]

    def source_named(self, text: str, line: int) -> frozenset[str]:
        """The container a move's restatement names as where the object was ("from the C", "out of the C"), when it is
        where the object really was before the line; else nothing."""
        source = self.sources[line - 1]
        if source is None:
            return frozenset()
        said = words(text)
        return frozenset({source}) if any(f" {lead}{source}" in said or f" {lead} the{source}" in said
                                          for lead in ("from", "out of")) else frozenset()

    def all_who_entered(self, text: str, own) -> bool:
        """For an entry line, whether ``text`` names every agent who entered (or a group word: "Everyone")."""
        if not isinstance(own, Enter):
            return True
        agents = {words(a) for a in own.agents}
        named = agents & self.named_in(text)
        if named == agents:
            return True
        # a group word ("everyone", "the whole group") stands for all who entered, unless it names only some of them
        return not named and bool(set(words(text).split()) & markers("everyone"))

    def candidates(self, text: str) -> tuple[tuple[int, ...], bool]:
        """The lines ``text`` can be aligned to, and whether it restates them.

        The lines it restates (``check``), told apart by the story's order in ``align``. None (a merged step, a
        misquote): the lines its last naming sentence fits, not restated (its belief is the one after the last).
        """
        found = self.candidate_memo.get(text)
        if found is None:
            if len(self.candidate_memo) >= MEMO_LIMIT:
                self.candidate_memo.clear()
            read = self._clauses(text)
            lines: tuple[int, ...] = ()
            if read is not None:
                whole = [s for s in read[0] if self.named_in(s)]  # ``sentences(text)``: read[0] is its split
                # the clauses ``check`` tries against a line: a line none of them names fits (``names_fit``) it
                # cannot restate, so only the others are checked; names_fit needs every entity a clause names among
                # the line's ``allowed``, so only the lines allowing all of them are tried
                pool = 0
                for name in self.named_in(whole[0]):
                    pool |= self.by_name.get(name, 0)
                fitting = 0
                for clause in [read[2][k] for k in read[3]] + (whole if len(whole) == 1 else []):
                    named = self.named_in(clause)
                    if named:
                        tried = pool & ~fitting
                        for name in named:
                            tried &= self.by_allowed.get(name, 0)
                        for k in line_numbers(tried):
                            if self.names_fit(clause, k):
                                fitting |= 1 << k
                lines = tuple(k for k in line_numbers(fitting) if self.restates(text, k))
            restated = bool(lines)
            sentences_named = whole if read is not None else self.sentences(text)
            if not lines and sentences_named:
                last = sentences_named[-1]
                lines = tuple(k for k in self.lines_naming(last) if self.sentence_fits(last, k))
            found = self.candidate_memo[text] = (lines, restated)
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
