"""The story's asides told in free form: "Sophia saw a dog", "Charlotte lost his watch", "Nathan likes the lemon".

Hi-ToM and ToMi stories carry lines that move nothing (a sighting, a lost item, a liking). A claim that retells one
names its agent, its verb and its thing; the story is the whole world, so such a claim is true when a line of that
agent has that verb (in any tense) and that thing, and false when no line does. Negated ("did not lose anything")
or with no thing named, it is not read.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft
from dellabels.claims.verbs import subject_of
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict
from dellabels.hitom.grammar import Noise

ASIDE_VERBS = {
    "like": ("like", "likes", "liked", "liking"),
    "dislike": ("dislike", "dislikes", "disliked", "disliking"),
    "love": ("love", "loves", "loved", "loving"),
    "hate": ("hate", "hates", "hated", "hating"),
    "lose": ("lose", "loses", "lost", "losing"),
    "see": ("see", "sees", "saw", "seeing", "seen", "spot", "spots", "spotted", "notice", "notices", "noticed"),
}
LEMMA = {form: lemma for lemma, forms in ASIDE_VERBS.items() for form in forms}
FILLER = frozenset({"a", "an", "the", "his", "her", "their", "its", "some", "also", "even", "just", "only"})


def read_aside(tokens: Sequence[Token]) -> Optional[Draft]:
    """An aside's claim: the agent, the verb's lemma and the thing (a word, or the object / container named)."""
    subject, at = subject_of(tokens)
    if len(subject) != 1:
        return None
    k = at
    while k < len(tokens) and tokens[k].kind == "word" and tokens[k].value in ("has", "had", "have", "even", "also",
                                                                              "just", "then", "later"):
        k += 1
    if k >= len(tokens) or tokens[k].kind != "word" or tokens[k].value not in LEMMA:
        return None
    lemma = LEMMA[tokens[k].value]
    j = k + 1
    while j < len(tokens) and (tokens[j].kind == "word" and tokens[j].value in FILLER or tokens[j].raw.lower() in FILLER):
        j += 1
    if j >= len(tokens) or tokens[j].kind in ("punct", "agent", "line"):
        return None
    if lemma == "see" and tokens[k + 1].value not in ("a", "an"):
        return None  # "saw the move", "sees it": what someone saw of the story's events (presence)
    thing = tokens[j].value
    return Draft("event", "aside", list(tokens[:j + 1]), value=thing,
                 args={"agents": tuple(subject), "verb": lemma})


def _words(text: str) -> list[str]:
    return [w.strip(".,;:!?").lower() for w in text.split()]


def aside_verdict(d: Draft, lines: Sequence, at: Sequence[int] = ()) -> Verdict:
    """True when one of the agent's aside lines (at one of the lines ``at``, if given) has the verb and the thing,
    false when none does; unchecked in a story with no aside lines (a world that does not tell them)."""
    asides = [(t, line) for t, line in enumerate(lines, start=1) if isinstance(line.sentence, Noise)]
    if not asides or not d.args.get("agents"):
        return Verdict(UNCHECKED, None)
    agent, lemma, thing = d.args["agents"][0], d.args["verb"], str(d.value).lower()
    for t, line in asides:
        if at and t not in at:
            continue
        words = _words(line.text)
        if words and words[0] == agent.lower() and any(LEMMA.get(w) == lemma for w in words) and thing in words:
            return Verdict(TRUE, f"line {line.shown}", (t,))
    return Verdict(FALSE, "no such line")
