"""What each asserted clause says about the story world: one claim draft per assertion, before any check.

A clause is read over its tokens (``dellabels.claims.mentions``): names of the story's agents, objects,
containers and rooms, story-line references and words. The readings, in order (the first that fits wins):

* **belief**: a chain of agents, each with a belief verb ("thinks", "believes", "knows", "assumes", "would look
  in", "is unaware that") or a perspective ("Owen's view", "in Liam's mind", "according to Chloe"), then a
  location ("... the celery is in the green_bucket"); "knows where it is" is the true location; "is unaware that
  it was moved to C" is a belief other than C.
* **communication**: trust ("Owen trusts Liam", "does not believe Liam's claim"), a claim's effect ("Liam's claim
  does not change Owen's belief"), a lie ("Liam lied").
* **order**: an agent's exit against another's exit or a move ("left after her", "left before Liam moved it",
  "the last to leave", "stayed longer than Chloe").
* **presence**: seeing ("Owen saw Liam move it", "missed the move"), being somewhere ("was still in the TV_room",
  "was absent", "had already left").
* **event**: an agent's move, exit, entry, public claim or private tell, with the verbs of the verifier's event
  vocabulary; a passive move ("it was moved to the C").
* **location**: an object in a container ("the celery is in the green_bucket").

A clause about the story that fits none, or a belief with no location, is an ``unchecked`` draft of its kind.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.words import phrases, verb_forms, word_set

NEGATIONS = frozenset({"not", "never", "no", "nobody", "none", "neither", "nor", "without", "longer"})
FILLER = frozenset({"still", "really", "also", "now", "then", "already", "actually", "indeed", "truly", "just",
                    "correctly", "mistakenly", "wrongly", "falsely", "clearly", "definitely", "certainly", "would",
                    "will", "does", "do", "did", "is", "was", "be", "that", "both", "all", "has", "had", "have",
                    "continues", "continued", "to", "should", "must", "can", "could", "reasonably", "herself",
                    "himself", "themselves", "too", "also", "obviously", "clearly", "simply", "rightly"})
ADVERBS = frozenset({"therefore", "thus", "hence", "so", "only", "then", "still", "again", "now", "probably"})
PERSPECTIVE = frozenset(phrases("perspective"))
LOOKING = frozenset({"look", "looks", "looked", "looking", "search", "searches", "searched", "searching", "check",
                     "checks", "checked", "checking", "seek", "seeks", "sought"})
PERSPECTIVE_PHRASES = tuple(phrases("perspective"))  # longest first
TRUTH = frozenset({"truth", "reality", "correct", "accurate", "true", "right"})
STALE = frozenset({"wrong", "outdated", "stale", "mistaken", "incorrect"})
CURRENT = frozenset({"current", "latest", "new", "actual", "real", "present"})
PLACE_NOUNS = frozenset({"location", "position", "spot", "place", "whereabouts"})
GROUP_WORDS = frozenset({"others", "everyone", "everybody", "all", "they", "them", "both", "each", "anyone", "people"})
LOOK_PARTICLES = ("in", "inside", "into", "at", "for", "first")
ARROWS = frozenset({"→", "->"})
PERSPECTIVE_ADJECTIVES = frozenset({"nested", "mental", "own", "whole", "inner", "internal", "current", "final"})


@dataclass
class Draft:
    """One assertion, read but not checked."""

    kind: str  # event | location | presence | belief | communication | order
    predicate: str  # what exactly: "belief", "knows_where", "move", "exit", "in_room", "saw", "after", "trust", ...
    tokens: list[Token]  # the words that make it (its span)
    chain: Optional[tuple[str, ...]] = None
    obj: Optional[str] = None
    value: Optional[str] = None  # a container, room or agent, by predicate
    negated: bool = False
    args: dict = field(default_factory=dict)
    readable: bool = True  # False: its content is not determinate (an unchecked claim)


def _words(tokens: Sequence[Token]) -> list[str]:
    return [t.value if t.kind in ("word", "punct") else t.kind for t in tokens]


def negates(tokens: Sequence[Token]) -> bool:
    return any(t.kind == "word" and t.value in NEGATIONS for t in tokens)


def first_of(tokens: Sequence[Token], kind: str, after: int = 0) -> Optional[int]:
    return next((i for i in range(after, len(tokens)) if tokens[i].kind == kind), None)


def belief_link(tokens: Sequence[Token], i: int) -> Optional[tuple[int, str, bool]]:
    """Whether the agent at ``i`` starts a belief link: (index after the link, its verb class, negated)."""
    j, neg = i + 1, False
    if j < len(tokens) and tokens[j].value == "s" and j + 1 < len(tokens) and tokens[j + 1].value in PERSPECTIVE:
        return j + 2, "belief", False  # "Owen's view"
    if j + 2 < len(tokens) and tokens[j].value == "s" and tokens[j + 1].value in PERSPECTIVE_ADJECTIVES \
            and tokens[j + 2].value in PERSPECTIVE:
        return j + 3, "belief", False  # "Mia's nested model", "Owen's mental picture"
    if tokens[i].raw.lower() in ("his", "her", "their") and j < len(tokens) and tokens[j].value in PERSPECTIVE:
        return j + 1, "belief", False  # "keeps her belief in the blue_basket"
    while j < len(tokens) and tokens[j].kind == "word" and (tokens[j].value in FILLER or tokens[j].value in NEGATIONS
                                                            or tokens[j].value in ADVERBS
                                                            or tokens[j].value.endswith("ly")):
        neg = neg or tokens[j].value in NEGATIONS
        j += 1
    if j >= len(tokens) or tokens[j].kind != "word":
        return None
    w = tokens[j].value
    if w in verb_forms("belief"):
        return j + 1, "knows" if w.startswith("kn") else "belief", neg
    if w in verb_forms("look"):
        if w in verb_forms("look") - LOOKING and not any(t.value in ("would", "will", "should") for t in tokens[i + 1:j]):
            return None  # "went back into the hall": a walk; "would go to the C": where one looks
        return j + 1, "look", neg
    for phrase in phrases("unaware"):
        parts = phrase.split()
        if [t.value for t in tokens[j:j + len(parts)]] == parts:
            return j + len(parts), "unaware", not neg
    if w in word_set("belief_state") or w in ("under", "of"):
        k = j + 1
        while k < len(tokens) and tokens[k].kind == "word" and tokens[k].value in ("the", "impression", "opinion",
                                                                                      "that", "of"):
            k += 1
        return k, "belief", neg
    return None


def _perspective_before(tokens: Sequence[Token], i: int) -> bool:
    """'according to A', 'in A's mind', 'from A's perspective', 'for A', 'to A' before a clause's content."""
    before = [t.value for t in tokens[max(0, i - 2):i]]
    after = [t.value for t in tokens[i + 1:i + 5]]
    if before[-2:] == ["according", "to"] or before[-1:] == ["for"]:
        return True
    return bool(before[-1:] and before[-1] in ("in", "from", "to") and after[:1] == ["s"] and
                perspective_length(after[1:]))


def perspective_length(words: Sequence[str]) -> int:
    """How many of ``words`` name a perspective ("view", "point of view", "mind"): 0 if none."""
    for phrase in PERSPECTIVE_PHRASES:
        parts = phrase.split()
        if list(words[:len(parts)]) == parts:
            return len(parts)
    return 0


# seeing an event with one's eyes; hearing ("heard it") is of a claim, catching up ("has caught up") of a belief
SIGHT = frozenset(w for w in verb_forms("see") if not w.startswith(("hear", "overhear", "catch", "caught", "view")))


def _tells_a_seeing(tokens: Sequence[Token]) -> bool:
    """Whether the clause after a belief verb tells its subject's seeing or missing of an event, with no place ("Mia
    missed it", "Ava saw the move"): who was there, not where the object is in that agent's mind."""
    if any(t.kind in ("container", "room") for t in tokens):
        return False  # "thinks Ava saw it in the C": where it is in her mind; "saw it in the hall": a place
    words = [t.value for t in tokens[1:4] if t.kind == "word"]
    return any(w in SIGHT or w in verb_forms("miss") for w in words)


def _tells_a_fact(tokens: Sequence[Token]) -> bool:
    """Whether the clause after "knows" tells an event or a presence of its subject ("Mia left", "she missed it",
    "Chloe moved it to the C"), not where the object is in that agent's mind ("Chloe has it in the C")."""
    words = [t.value for t in tokens[1:6] if t.kind == "word"]
    seeing = any(w in word_set("see") or w in ("saw", "seen", "sees") for w in words[:3])
    if "last" in words or seeing and any(t.kind == "container" for t in tokens[1:6]) and any(
            t.kind == "object" for t in tokens[1:6]):
        return False  # "Aiden last saw it in the C", "Chloe saw it in the C": where it is in Aiden's mind
    return any(w in verb_forms("exit") or w in verb_forms("move") or w in verb_forms("enter") or w in word_set("see")
               or w in word_set("miss") or w in ("saw", "missed", "seen", "watched", "was", "wasn't", "had", "never")
               or w in HEARD for w in words[:3])


HEARD = frozenset({"heard", "hears", "overheard", "overhears"})  # "knows Ethan heard it": a hearing is a fact too
UPDATES = frozenset({"update", "updates", "updated", "switch", "switches", "switched", "change", "changes",
                     "changed", "revise", "revises", "revised", "shift", "shifts", "shifted"})


def read_update(tokens: Sequence[Token]) -> Optional[Draft]:
    """'(Jack trusts Isla and) updates to the blue_bottle': the agent's belief after the claim just told."""
    lead = 0
    while lead < len(tokens) and tokens[lead].kind in ("word", "punct") and tokens[lead].value in (
            "so", "then", "and", "thus", "therefore", ",", "now"):
        lead += 1
    tokens = tokens[lead:]
    if not tokens or tokens[0].kind != "agent":
        return None
    for k in range(1, min(len(tokens) - 1, 6)):
        t = tokens[k]
        if t.kind in ("object", "container"):
            return None
        if t.kind == "word" and t.value in UPDATES:
            rest = tokens[k + 1:k + 6]
            con = first_of(rest, "container")
            if con is not None and rest[0].value in ("to", "his", "her", "their", "its") and \
                    not any(x.kind == "object" and x.raw.lower() != "it" for x in rest[:con]):
                return Draft("belief", "belief", list(tokens[:k + 2 + con]), (tokens[0].value,), None,
                             rest[con].value, args={"update": True})
    return None


def _up_to_date(words: Sequence[str]) -> bool:
    """Whether a belief's content says it has the place right without naming it ("knows its current location",
    "is aware of the latest position", "has caught up", "is up to date"): as "knows where it is"."""
    pairs = list(zip(words, words[1:]))
    return any(a in CURRENT and b in PLACE_NOUNS for a, b in pairs) or ("caught", "up") in pairs \
        or any(words[k:k + 3] == ["up", "to", "date"] for k in range(len(words)))


def _contrast(rest: Sequence[Token]) -> bool:
    """Whether what follows a belief noun opens with ", not ...": a contrast of nouns, not a predication."""
    return len(rest) > 1 and rest[0].kind == "punct" and rest[0].value == "," and rest[1].value in NEGATIONS


WISHES = frozenset(w for w in verb_forms("intention") if w[:3] in ("wan", "hop", "wis", "int"))
COPULAS = frozenset({"is", "was", "remains", "stays", "stay", "remained", "stayed"})
HOLDING = frozenset({"has", "had", "keeps", "kept", "holds", "held"})


def _framed_agent(tokens: Sequence[Token], end: int) -> Optional[int]:
    """Where in ``tokens[end:]`` an agent said to be at a place stands right after a viewpoint noun ("Isabella's
    side, Benjamin is still at the C"): in that view, his belief; else None."""
    if end < 1 or end >= len(tokens) or tokens[end - 1].value not in PERSPECTIVE:
        return None
    k = end + (tokens[end].kind == "punct")
    verb = next((t.value for t in tokens[k + 1:k + 3] if t.value not in ("still", "only", "just")), None)
    # "Mason still has it in the C", "Amelia still has the C in mind": the place he holds in that view
    if k + 1 >= len(tokens) or tokens[k].kind != "agent" or verb not in COPULAS | HOLDING:
        return None
    if first_of(tokens, "container", k) is None or first_of(tokens, "room", k) is not None:
        return None  # "Liam is still in the hall": where he is, not what he thinks
    return k - end


EVENT_NOUNS = frozenset({"move", "moves", "switch", "transfer", "relocation"})
KNOW = frozenset({"know", "knows", "knew", "known", "knowing"})


def knowing_about(tokens: Sequence[Token]) -> Optional[list[Token]]:
    """"Emma knows about the move", "would know about his move", "knows about this": in these stories a move is
    learnt of only by seeing it (claims and tells name places, not moves), so knowing about an event is having seen
    it: the clause re-read with "saw" for "knows about"; else None ("knows about the pear" is about a thing)."""
    for k in range(len(tokens) - 2):
        if tokens[k].kind != "word" or tokens[k].value not in KNOW or tokens[k + 1].value != "about":
            continue
        rest = tokens[k + 2:k + 6]
        j = 1 if rest[0].value in ("the", "that", "this", "his", "her", "their") else \
            2 if rest[0].kind == "agent" and len(rest) > 1 and rest[1].value == "s" else 0
        noun = j < len(rest) and rest[j].kind == "word" and rest[j].value in EVENT_NOUNS and rest[0].value != "that"
        # ("that move" may be one the response named by another word, which the reader does not date)
        deictic = j == 1 and rest[0].value in ("this", "that") and (len(rest) == 1 or rest[1].kind == "punct" or
                                                                   rest[1].value in ("too", "as", "either", "and"))
        if noun or deictic:
            return list(tokens[:k]) + [replace(tokens[k], value="saw", raw="saw")] + list(tokens[k + 2:])
    return None


def read_belief(tokens: Sequence[Token]) -> Optional[Draft]:
    about = knowing_about(tokens)
    if about is not None:
        return read_belief(about)
    chain: list[str] = []
    verb, negated, end, first = "belief", False, 0, None
    known: Optional[int] = None
    believed: Optional[int] = None  # "thinks (that) Mia missed it": a belief about a seeing, not about a place
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.kind == "agent":
            link = belief_link(tokens, i)
            if link is None and i + 2 < len(tokens) and tokens[i + 1].value in ARROWS and tokens[i + 2].kind == "agent":
                link = (i + 2, "belief", False)  # "Lily → Ava → Nathan = blue_crate": the chain in shorthand
            elif link is None and chain and tokens[i - 1].value in ARROWS:
                chain.append(t.value)  # the chain's last agent
                end = i + 1
                i += 1
                continue
            if link is None and chain and i >= 2 and tokens[i - 1].value == "of" and tokens[i - 2].value in PERSPECTIVE:
                link = (i + 1, "belief", False)  # "his picture of Ava": he thinks Ava thinks
            if link is None and _perspective_before(tokens, i):
                words = [x.value for x in tokens[i + 2:i + 6]]
                skip = i + 2 + perspective_length(words) if i + 1 < len(tokens) and tokens[i + 1].value == "s" \
                    else i + 1
                link = (skip, "belief", False)
            if link is not None:
                first = i if first is None else first
                chain.append(t.value)
                end, verb = link[0], link[1] if link[1] != "belief" or verb == "belief" else verb
                negated = negated != link[2]
                if link[1] in ("knows", "look", "unaware"):
                    verb = link[1]
                i = end
                continue
            that = verb == "knows" and not negated and i >= 2 and tokens[i - 1].value == "that" and \
                tokens[i - 2].value in verb_forms("belief") and _tells_a_fact(tokens[i:])
            if chain and (that or tokens[i - 1].kind == "word" and (tokens[i - 1].value in verb_forms("belief")
                                                                    or tokens[i - 1].value in verb_forms("look"))):
                if verb == "knows" and not negated:
                    known = i  # "knows (that) Mia left before the move": a fact about Mia
                elif verb == "belief" and not negated:
                    believed = i
                chain.append(t.value)  # "expects Aiden to go to the C", "pictures Ethan with the C"
                first = first if first is not None else i
                end = i + 1
                i += 1
                continue
            if chain:
                break
        i += 1
    if not chain:
        return None
    if known is not None and len(chain) > 1 and _tells_a_fact(tokens[known:]):
        return Draft("belief", "belief", list(tokens[first:]), tuple(chain[:-1]), readable=False,
                     args={"fact": [t for t in tokens[known:] if t.kind != "punct" or t.value not in (",", ":")]})
    if believed is not None and len(chain) > 1 and _tells_a_seeing(tokens[believed:]):
        return Draft("belief", "belief", list(tokens[first:]), tuple(chain[:-1]), readable=False,
                     args={"fact": [t for t in tokens[believed:] if t.kind != "punct" or t.value not in (",", ":")],
                           "believed": True})
    if first is not None and first >= 1 and tokens[first - 1].value in WISHES:
        # "Abigail wants Isabella to think she's up to date": what Abigail wants, not what anyone believes
        return Draft("belief", "belief", list(tokens[first:]), tuple(chain), readable=False)
    rest = tokens[end:]
    framed = _framed_agent(tokens, end)
    if framed is not None:  # "from Isabella's side Benjamin is stuck at the C": Isabella thinks Benjamin thinks
        chain.append(rest[framed].value)
        end, rest = end + framed + 1, rest[framed + 1:]
    words = [t for t in rest if t.kind != "punct"]
    if verb == "belief" and words and first_of(rest, "container") is None and (
            words[0].kind == "agent" and (len(words) == 1 or words[1].value in ("s", "too", "when", "because"))
            or words[0].raw.lower() in ("it", "him", "her", "this", "that", "them")
            or words[0].value in ("the", "his", "her") and len(words) > 1 and words[1].value in ("claim", "statement")):
        return None  # "Logan believes Hannah" / "believes it": trust, not a belief about a place
    obj_i = first_of(rest, "object")
    con_i = first_of(rest, "container")
    obj = rest[obj_i].value if obj_i is not None else None
    tail = (con_i if con_i is not None else len(rest) - 1) + 1
    span = list(tokens[first:end]) + list(rest[:tail])
    draft = Draft("belief", "belief", span, tuple(chain), obj)
    inner_neg = negates(rest[:con_i] if con_i is not None else rest)
    words = _words(rest)
    if verb == "knows" and "where" in words[:3] and con_i is None:
        draft.predicate, draft.negated = "knows_where", negated
        return draft
    truth = [w for w in words if w in TRUTH or w in STALE]
    if not truth and _up_to_date(words) and not GROUP_WORDS & set(words):
        # "the latest position" names where the object is, whoever's view frames it; of its own knower ("expects
        # the others to be up to date" is about a group the chain does not name)
        truth = ["current"]
    if con_i is None and truth and _contrast(rest):
        return None  # "her belief, not reality": two nouns set apart, no verb saying they agree or not
    if con_i is None and truth and verb in ("knows", "belief") and not any(t.kind == "agent" for t in rest):
        # "knows the truth", "her belief matches reality", "Chloe's belief is outdated": right or not about the place
        draft.predicate, draft.negated = "knows_where", (negated != inner_neg) != (truth[0] in STALE)
        return draft
    if con_i is None:
        draft.readable = False
        return draft
    draft.value = rest[con_i].value
    moved = any(t.kind == "word" and t.value in verb_forms("move") for t in rest[:con_i])
    if verb == "unaware" or (negated and verb == "knows"):
        draft.negated = True  # unaware that it is in C / was moved to C: a belief other than C
    elif moved and verb == "knows":
        draft.negated = negated
    else:
        draft.negated = negated != inner_neg
    if verb == "knows":
        draft.args["knows"] = True
    return draft
