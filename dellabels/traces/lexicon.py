"""The event vocabulary: which story event kinds a clause tells with its verbs, read from one data file.

``dellabels/data/event_lexicon.json`` lists everyday verbs and phrasal verbs as lemmas per event kind (enter, exit,
stay, move, place, claim, tell, like, dislike, lose, see); every inflection is generated here (regular English
rules, both spellings where a final consonant may double, plus the file's irregular forms), so the file grows by
adding a lemma. Verbs of motion ("walk", "head", "come", ...) tell an entry with an inward particle ("into", "back
in") and an exit with an outward one ("out of", "away"), whatever the verb. ``kinds_told(text)`` reads a clause:
the kinds its verbs tell affirmatively, the kinds it denies (a verb after a negation: "without moving anything",
"does not leave"), and the manner it gives a telling ("publicly", "tells everyone" -> claim; "privately",
"whispers" -> tell). Unknown verbs tell nothing: they never count against a line. Rules and how to extend the file:
``docs/verifier.md``, "The event vocabulary".
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources
from typing import NamedTuple

_VOWELS = "aeiou"
_COPULA = frozenset({"is", "was", "are", "were"})
NOISE = frozenset({"like", "dislike", "lose", "see"})
_TOKEN = re.compile(r"[a-z_]+(?:'[a-z]+)?")  # an underscore joins a name ("green_treasure_chest" is no verb)


@lru_cache(maxsize=1)
def lexicon() -> dict:
    """The parsed data file."""
    return json.loads(resources.files("dellabels").joinpath("data/event_lexicon.json").read_text(encoding="utf-8"))


def inflections(lemma: str) -> frozenset[str]:
    """Every form of a verb lemma: the lemma, third person, past, participles (irregular forms from the data file)."""
    forms = {lemma}
    irregular = lexicon()["irregular"].get(lemma, [])
    forms.update(irregular)
    if lemma.endswith(("s", "x", "z", "ch", "sh", "o")):
        forms.add(lemma + "es")
    elif lemma.endswith("y") and lemma[-2:-1] not in _VOWELS:
        forms.add(lemma[:-1] + "ies")
    else:
        forms.add(lemma + "s")
    stems = [lemma]
    # a final consonant after one vowel may double ("step" -> "stepped", "visit" -> "visited"): both spellings
    if len(lemma) >= 3 and lemma[-1] not in _VOWELS + "wxy" and lemma[-2] in _VOWELS and lemma[-3] not in _VOWELS:
        stems.append(lemma + lemma[-1])
    for stem in stems:
        if stem.endswith("ie"):
            forms.update({stem + "d", stem[:-2] + "ying"})
        elif stem.endswith("e"):
            forms.update({stem + "d", stem[:-1] + "ing"})
        elif stem.endswith("y") and stem[-2:-1] not in _VOWELS:
            forms.update({stem[:-1] + "ied", stem + "ing"})
        else:
            forms.update({stem + "ed", stem + "ing"})
    return frozenset(forms)


@lru_cache(maxsize=None)
def markers(name: str) -> frozenset[str]:
    """One word list of the data file as a set ("negation", "explains", "everyone", ...)."""
    return frozenset(lexicon()[name])


class Vocabulary(NamedTuple):
    """The data file as lookup tables."""

    single: dict[str, frozenset[str]]  # verb form -> kinds
    phrases: dict[str, list[tuple[tuple[str, ...], frozenset[str]]]]  # first form -> (particles, kinds), longest first
    negation: frozenset[str]
    modal: frozenset[str]
    explains: frozenset[str]
    group: frozenset[str]
    public: frozenset[str]
    private: frozenset[str]
    determiners: frozenset[str]


@lru_cache(maxsize=1)
def vocabulary() -> Vocabulary:
    """The inflected vocabulary, built once."""
    data = lexicon()
    single: dict[str, set[str]] = {}
    phrases: dict[str, dict[tuple[str, ...], set[str]]] = {}
    for kind, entries in data["kinds"].items():
        for entry in entries:
            lemma, *particles = entry.split()
            for form in inflections(lemma):
                if particles:
                    phrases.setdefault(form, {}).setdefault(tuple(particles), set()).add(kind)
                else:
                    single.setdefault(form, set()).add(kind)
    motion = data.get("motion", {})
    for verb in motion.get("verbs", []):
        lemma, *rest = verb.split()
        for kind in ("enter", "exit"):
            for particle in motion[kind]:
                for form in inflections(lemma):
                    phrases.setdefault(form, {}).setdefault(tuple(rest) + tuple(particle.split()), set()).add(kind)
    ordered = {form: sorted(((p, frozenset(k)) for p, k in found.items()), key=lambda item: -len(item[0]))
               for form, found in phrases.items()}
    return Vocabulary({form: frozenset(k) for form, k in single.items()}, ordered,
                      *(frozenset(data[key]) for key in ("negation", "modal", "explains", "group", "public", "private",
                                                   "determiners")))


def tokens(text: str) -> list[str]:
    """Lower-case word tokens ("doesn't" -> "does", "not"; "green_box" stays one token)."""
    text = text.lower().replace("’", "'").replace("can't", "can not").replace("won't", "will not")
    return _TOKEN.findall(text.replace("n't", " not"))


class Told(NamedTuple):
    """What a clause's verbs say: kinds told (one set per verb), kinds denied, manner of a telling."""

    told: tuple[frozenset[str], ...]
    denied: frozenset[str]
    manner: frozenset[str]  # "claim" and/or "tell", from manner words

    def affirms(self) -> frozenset[str]:
        """Every kind some verb tells."""
        return frozenset().union(*self.told) if self.told else frozenset()


@lru_cache(maxsize=65536)
def kinds_told(text: str) -> Told:
    """The event kinds ``text``'s verbs and phrasal verbs tell (see the module docstring)."""
    vocab = vocabulary()
    words = tokens(text)
    told: list[frozenset[str]] = []
    denied: set[str] = set()
    manner: set[str] = set()
    negated = 0  # tokens a negation still governs: the verb right after it, or after one more word
    i = 0
    while i < len(words):
        word = words[i]
        if word in vocab.public:
            manner.add("claim")
        if word in vocab.private:
            manner.add("tell")
        if word in vocab.negation:
            negated = 3
            i += 1
            continue
        negated = max(0, negated - 1)
        kinds, width = None, 1
        if i and (words[i - 1] in vocab.determiners or words[i - 1].endswith("'s") or words[i - 1] == "to") \
                or words[i + 1:i + 2] and words[i + 1] in _COPULA:
            # a noun: after a determiner or a possessive ("see the move", "Mila's watch"), before "is" ("the
            # starting spot is ..."); an infinitive tells no event ("the last one to move the pear")
            i += 1
            continue
        for particles, found in vocab.phrases.get(word, ()):
            if tuple(words[i + 1:i + 1 + len(particles)]) == particles:
                kinds, width = found, 1 + len(particles)
                break
        if kinds is None:
            kinds = vocab.single.get(word)
        if kinds:
            after = words[i + width:i + width + 2]
            if kinds & {"claim", "tell"} and any(w in vocab.group for w in after):
                kinds = frozenset({"claim"})  # "tells everyone", "informs the group": a public claim
            if negated:
                denied |= kinds
                negated = 0  # a negation governs one verb ("does not move it, but stays")
            else:
                told.append(kinds)
        i += width
    return Told(tuple(told), frozenset(denied), frozenset(manner))


def verbs_allow(text: str, kind: str) -> bool:
    """Whether the verbs of ``text`` (a restatement's event clause) may tell an event of ``kind``: no verb denies it,
    a telling's manner word names it when there is one, and a known verb tells it unless none tells any known kind
    (an unknown verb never fails a line)."""
    found = kinds_told(text)
    if kind == "noise":  # a noise line whose happening has no kind of its own: any noise verb tells it
        return not found.told or any(kinds & NOISE for kinds in found.told)
    if kind in found.denied:
        return False
    if kind in ("claim", "tell") and found.manner and kind not in found.manner:
        return False
    return not found.told or any(kind in kinds for kinds in found.told)
