"""A step's words as event clause and commentary, and which of its sentences narrate another event.

Models restate a story line and comment on it in the same breath: "Noah exited the garage. (Noah is no longer
there)", "Noah entered the garage, so Ava knows he is with her.", "Owen walks out of the back_yard; Liam stays.".
The **event clause** of a restatement is its text up to the first comment boundary (``boundaries``: a bracket, a
dash, a semicolon or colon, a connective that starts an explanation: "so", "because", "which", "after", ...; after
a comma, a word starting a clause: "leaving", "meaning", "he", ...); the rest is **commentary**.

A sentence of commentary, or of a later line of the step, **narrates** another event (two lines merged into one
step) only when it tells one as a plain statement: no belief, no negation or modal, no explanatory word ("so",
"because", "after", "already", "had", ...: an explanation "Ava left after Elizabeth, so she does not trust her"
refers to events, it does not tell one), and it is a sentence of the Hi-ToM grammar other than a placing, or names
then a known event verb (``lexicon``) with a thing after it ("Karis moves the ocarina to the teal_jar."). A stay or
a sighting told this way is a comment on who is where and who witnessed what ("Ava and Liam remain in the garage
and see the move"), not an event. Telling the step's own event again (the same kind and an agent in common) is no
narration.
"""
from __future__ import annotations

import re
from functools import lru_cache
from itertools import chain
from typing import Optional

from dellabels.traces.lexicon import NOISE, kinds_told, lexicon, markers, tokens, vocabulary
from dellabels.traces.wording import event_kind, parsed, words

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_BELIEF = re.compile(r"\b(?:thinks?|believes?)\b", re.I)
# names then a word: "Cosimo exits ...", "Karis and Ilse move ..."; ``SUBJECT``: the names that start a clause
SUBJECT = re.compile(r"^(?P<names>[A-Z][a-z]+(?:(?:,\s*|,?\s+and\s+)[A-Z][a-z]+)*)\b")
_NAMES_FIRST = re.compile(SUBJECT.pattern + r"\s+(?P<rest>.*)$")
_NAME_LIST = re.compile(r",\s*|,?\s+and\s+")
# an aside between commas after the subject ("Nathan, the last one in the cellar, puts ..."): not the event clause
APPOSITIVE = re.compile(r"^(?P<who>\s*[A-Z][a-z]+),\s+(?:the|a|an|who|whom|which|still|now|already|being|having|as|"
                        r"alone|last|first)\b(?:(?!\b(?:is|are|was|were)\b)[^,.;()])*,\s*")
_LEADING = re.compile(r"^(?:(?:after which|and then|then|next|and|also|now|meanwhile|afterwards|later|finally|first|"
                      r"after that|followed by|subsequently)\b[,\s]*)+", re.I)
# "..., and then Ava moved ...", "... then Liam left ...": a second subject after "then" starts its own clause (not
# after a bare "and": "Carter, Avery and Sophia are in the laundry" is one subject)
_SECOND_SUBJECT = re.compile(r",?\s+(?:and\s+)?then\s+(?=[A-Z][a-z]+\s+[a-z])")
GROUPS = frozenset({"everyone", "everybody", "all"})
NO_AGENTS: frozenset[str] = frozenset()  # one object: each new empty frozenset in a memo key is one more to collect


@lru_cache(maxsize=1)
def narrator() -> re.Pattern[str]:
    """A frame in which the narrator, not an agent, tells the line ("We're told that ...", "The story says ...")."""
    frames = "|".join(re.escape(f) for f in sorted(lexicon()["narrator"], key=len, reverse=True))
    return re.compile(rf"(?i)^\s*(?:{frames})\b[,:]?\s*(?:that\s+)?")


@lru_cache(maxsize=1)
def boundaries() -> re.Pattern[str]:
    """Where an event clause ends and commentary starts (see the module docstring)."""
    data = lexicon()
    anywhere = "|".join(sorted(data["boundary"], key=len, reverse=True))
    after_comma = "|".join(sorted(data["comma_boundary"], key=len, reverse=True))
    after_and = "|".join(sorted(data["and_boundary"], key=len, reverse=True))
    # every boundary starts with a space, "(", ";", ":" or ",": the lookahead rules out any other place at once
    return re.compile(r"(?=[\s(;:,])(?:\s*\(|\s+[—–]\s*|\s+-{1,2}\s+|\s*;\s*|:\s+"
                      rf"|,?\s+(?=(?:{anywhere})\b)"
                      rf"|,\s+(?=(?:{after_comma})\b)"
                      rf"|,?\s+and\s+(?=(?:{after_and})\b)"
                      # "..., and Aiden is right there": a new subject with a singular verb (a list of names ends
                      # with a plural one: "A, B, and C are ...")
                      r"|,\s+and\s+(?=(?-i:[A-Z][a-z]+)\s+(?:is|was|has|had|can|could|will|would|sees|saw|knows|"
                      r"knew|notices|noticed|watches|watched|stays|stayed|remains|remained)\b)"
                      r"|,\s+(?=(?!and\b|or\b)(?-i:[a-z])))", re.I)


def sentences(text: str) -> list[str]:
    """The sentences of ``text``."""
    return [s for s in _SENTENCE_END.split(text.strip()) if s]


def chunks(sentence: str, agents: frozenset[str] = NO_AGENTS) -> tuple[str, ...]:
    """A sentence cut at its comment boundaries: its event clause first, then the commentary pieces. A piece that
    starts with one of the story's ``agents`` in lower case continues a list of names ("ava, oliver and isla").
    Not memoised: its callers' readings are, and a key holding a story's agents would be one more object for the
    collector per sentence."""
    pieces = [piece.strip(" ,.)(") for piece in boundaries().split(sentence) if piece and piece.strip(" ,.)(")]
    joined: list[str] = []
    for piece in pieces:  # a boundary word alone ("after" of "after which") starts the clause after it
        if joined and joined[-1].lower() in boundary_words():
            joined[-1] = f"{joined[-1]} {piece}"
        elif joined and piece.split(" ", 1)[0].lower() in agents and piece[0].islower():
            joined[-1] = f"{joined[-1]}, {piece}"
        else:
            joined.append(piece)
    return tuple(joined)


@lru_cache(maxsize=1)
def boundary_words() -> frozenset[str]:
    data = lexicon()
    return frozenset(data["boundary"]) | frozenset(data["comma_boundary"])


def is_belief(text: str) -> bool:
    """A belief statement (a bracket, "thinks", "believes"): never an event."""
    return "[" in text or bool(_BELIEF.search(text))


@lru_cache(maxsize=65536)  # pure; a question's N samples and a story's questions repeat their sentences
def event_of(sentence: str,
             agents: Optional[frozenset[str]] = None) -> Optional[tuple[frozenset[str], frozenset[str]]]:
    """The event kinds a plain statement tells and who does it (lower-case), or None when it tells none: a belief,
    a negated, modal or explaining sentence, a placing, or no known event verb with a thing after it. Its subject
    must be names: the story's ``agents`` (lower-case) when given, else capitalised words that are no function
    words ("From now on Lucas misses ..." has no subject)."""
    if is_belief(sentence):
        return None
    sentence = _LEADING.sub("", sentence.strip(" *-•>")).strip()
    if not sentence:
        return None
    if agents is not None and sentence.split(" ", 1)[0].lower() in agents:
        sentence = sentence[0].upper() + sentence[1:]  # "after that, lucas privately told ...": a name all the same
    grammatical = parsed(sentence)  # a story sentence word for word ("... made no movements and stayed ...")
    if grammatical is not None:
        kind = event_kind(grammatical)
        who = getattr(grammatical, "agents", None) or (getattr(grammatical, "agent", None)
                                                       or getattr(grammatical, "speaker", None),)
        return None if kind == "place" else (frozenset({kind}), frozenset(w.lower() for w in who if w))
    if not plain(sentence):
        return None
    match = _NAMES_FIRST.match(sentence)
    if match is None or " the " not in f" {match['rest']} ":
        return None
    subject = _NAME_LIST.split(match["names"])
    if any(name in markers("not_names") for name in subject) \
            or (agents is not None and not all(name.lower() in agents for name in subject)):
        return None
    found = kinds_told(match["rest"]).affirms() - {"stay", "see"}
    if not found:
        return None
    return found, frozenset(name.lower() for name in subject)


def _commentary_pieces(sentence: str, names: frozenset[str]) -> tuple[str, ...]:
    """The pieces of a sentence of commentary that may tell an event: a story sentence whole, a plain sentence's
    clauses, else only its clauses that tell what happens next; each split where a second subject starts. (Not
    memoised: ``events_told``, its one caller, is.)"""
    if parsed(sentence) is not None:
        found = [sentence]
    elif plain(sentence):
        found = chunks(sentence, names)
    elif not may_tell_next(sentence):  # most such sentences (beliefs, explanations) hold no sequence word at all
        return ()
    else:
        found = [piece for piece in chunks(sentence, names) if tells_next(piece)]
    return tuple(part for piece in found for part in _SECOND_SUBJECT.split(piece) if part)


@lru_cache(maxsize=65536)
def own_event(head: str) -> tuple[frozenset[str], frozenset[str]]:
    """The kinds a restatement's event clause tells (its verbs, or its grammar sentence's kind) and its words."""
    named = frozenset(words(head).split())
    sentence = parsed(head)
    kinds = set(kinds_told(head).affirms()) | ({event_kind(sentence)} if sentence is not None else set())
    if "noise" in kinds or kinds & NOISE:
        kinds |= NOISE | {"noise"}
    return frozenset(kinds), named


def same_event(told: tuple[frozenset[str], frozenset[str]], own: tuple[frozenset[str], frozenset[str]]) -> bool:
    """Whether an ``event_of`` reading tells the ``own_event`` of an event clause: a kind in common, and an agent in
    common or a group word ("Everyone")."""
    kinds, named = own
    who = told[1]
    return bool(told[0] & kinds) and bool(who & named or (who | named) & GROUPS)


@lru_cache(maxsize=1)
def _sequence() -> re.Pattern[str]:
    words = "|".join(re.escape(w) for w in sorted(lexicon()["sequence"], key=len, reverse=True))
    return re.compile(rf"(?i)^\s*(?:{words})\b")


def tells_next(clause: str) -> bool:
    """A clause that tells what happens next ("after which ...", "then ...", "and then ..."): read as a plain
    statement whatever else its sentence explains."""
    return bool(_sequence().match(clause))


@lru_cache(maxsize=1)
def _sequence_words() -> tuple[str, ...]:
    """The sequence words, and the boundary words that start one ("after" of "after which"): ``chunks`` joins a
    lone boundary word to the next piece, so "after) which" may become a clause "after which"."""
    found = [word.lower() for word in lexicon()["sequence"]]
    return tuple(dict.fromkeys(found + [word.split()[0] for word in found if word.split()[0] in boundary_words()]))


def may_tell_next(text: str) -> bool:
    """False only when no clause ``chunks`` cuts from ``text`` can tell what happens next (``tells_next``): an ASCII
    text holding no sequence word anywhere (other text may fold to one: always True)."""
    if not text.isascii():
        return True
    low = text.lower()
    return any(word in low for word in _sequence_words())


@lru_cache(maxsize=1)
def _explaining() -> frozenset[str]:
    """The modal and explaining words (``explains_nothing``), joined once."""
    vocab = vocabulary()
    return vocab.modal | vocab.explains


def explains_nothing(sentence: str) -> bool:
    """A sentence with no belief, modal or explaining word (a negation allowed: "without moving anything")."""
    return not is_belief(sentence) and _explaining().isdisjoint(tokens(sentence))


def plain(sentence: str) -> bool:
    """A sentence that may tell an event: no belief, negation, modal or explaining word anywhere in it."""
    if is_belief(sentence):
        return False
    found = tokens(sentence)  # read once for both word lists
    return _explaining().isdisjoint(found) and vocabulary().negation.isdisjoint(found)


@lru_cache(maxsize=65536)  # commentary lines ("No effect on beliefs.") recur in every trace of a story
def events_told(sentence: str, agents: Optional[frozenset[str]] = None) -> tuple[tuple[frozenset[str],
                                                                                        frozenset[str]], ...]:
    """The ``event_of`` readings of the pieces of a sentence of commentary (``_commentary_pieces``) that tell an
    event."""
    readings = (event_of(piece, agents) for piece in _commentary_pieces(sentence, agents or NO_AGENTS))
    return tuple(told for told in readings if told is not None)


def commentary_narrates(head: str, rest: tuple[str, ...], later: list[str],
                        agents: Optional[frozenset[str]] = None) -> bool:
    """Whether the commentary after event clause ``head`` (the clauses ``rest`` of its own sentence, read only when
    that sentence is plain, then the sentences ``later``) narrates an event other than ``head``'s; a plain
    sentence's clauses are read one by one, and a clause "..., then Ava moved ..." as its own."""
    own = None
    readings = chain((event_of(part, agents) for piece in rest for part in _SECOND_SUBJECT.split(piece) if part),
                     (told for sentence in later for told in events_told(sentence, agents)))
    for told in readings:
        if told is None:
            continue
        own = own or own_event(head)
        if not same_event(told, own):
            return True
    return False


def strip_sequence(clause: str) -> str:
    """A clause without its leading sequence or discourse words ("and then walks out" -> "walks out")."""
    return _LEADING.sub("", clause.strip())


def verb_first(clause: str) -> bool:
    """A clause that starts with a verb once its sequence word is dropped ("then walks out of the bedroom")."""
    rest = strip_sequence(clause)
    first = tokens(rest)[:1]
    vocab = vocabulary()
    return bool(rest) and rest[0].islower() and bool(first) and (first[0] in vocab.single or first[0] in vocab.phrases)
