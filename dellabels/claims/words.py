"""The claim reader's vocabulary, from ``dellabels/data/claim_lexicon.json`` and the event vocabulary.

Verbs are lemmas there; every inflection comes from ``dellabels.traces.lexicon.inflections``. The event verbs
(move, exit, enter, claim, tell, place) are the verifier's own (``event_lexicon.json``), so a free-form
response and a DEL-format step are read with one vocabulary.
"""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from dellabels.claims.genders import FEMALE, MALE
from dellabels.traces.lexicon import inflections, lexicon as event_lexicon

VERB_CLASSES = ("belief", "look", "see", "miss", "trust", "distrust", "change", "lie", "intention")
EVENT_KINDS = ("move", "exit", "enter", "claim", "tell", "place", "stay")


@lru_cache(maxsize=1)
def claim_lexicon() -> dict:
    """The parsed data file."""
    text = resources.files("dellabels").joinpath("data/claim_lexicon.json").read_text(encoding="utf-8")
    return json.loads(text)


@lru_cache(maxsize=None)
def verb_forms(kind: str) -> frozenset[str]:
    """Every single-word form of the verbs of ``kind`` (a claim verb class or an event kind)."""
    if kind in EVENT_KINDS:
        lemmas = [e.split()[0] for e in event_lexicon()["kinds"][kind] if len(e.split()) == 1]
        if kind == "exit":
            lemmas += ["leave", "exit", "depart"]
    else:
        lemmas = [e for e in claim_lexicon()[kind] if " " not in e]
    forms: set[str] = set()
    irregular = claim_lexicon()["irregular"]
    for lemma in lemmas:
        forms |= inflections(lemma) | set(irregular.get(lemma, ()))
    return frozenset(forms)


@lru_cache(maxsize=None)
def phrases(name: str) -> tuple[str, ...]:
    """One word or phrase list of the data file, longest first (phrases match before their words)."""
    return tuple(sorted(claim_lexicon()[name], key=lambda p: -len(p)))


@lru_cache(maxsize=None)
def word_set(name: str) -> frozenset[str]:
    """The single words of one list of the data file."""
    return frozenset(p for p in claim_lexicon()[name] if " " not in p)


def gender(name: str) -> str:
    """"f" or "m" for a name the story vocabularies list by the pronoun it takes (``genders``), else "" (either)."""
    return "f" if name in FEMALE else "m" if name in MALE else ""


def fits(name: str, pronoun: str) -> bool:
    """Whether ``pronoun`` (he, him, his, she, her, ...) may stand for ``name``."""
    want = "f" if pronoun in ("she", "her", "hers", "herself") else "m" if pronoun in ("he", "him", "his",
                                                                                        "himself") else ""
    return not want or gender(name) in ("", want)
