"""A response cut into sentences and clauses, each marked asserted or not (and why not).

Sentences end at ".", "!", "?", ";" and line breaks. A sentence splits into clauses at its connectives
("so", "because", "but", "which means", ...), at "and" / "then" / a comma before a new subject or verb (never
inside a list of names: "Chloe and Liam left"), and a leading time clause ("When Chloe left, ...") stays with the
clause it dates. Not assertions (``Clause.why``): a question ("?"), a conditional or hypothetical sentence ("if",
"unless", "would have"), a hedged clause ("maybe", "might", "probably", "I think"), talk about the task ("the
question asks", "we need to find"), and what a correction takes back: the sentence before "wait, no" / "scratch
that" / "I was wrong" and the words before the marker, and a sentence broken off in an ellipsis and answered "no"
("Isla moves it to... no, Gracie").
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Sequence

from dellabels.claims.mentions import SUBJECT_PRONOUNS, Token
from dellabels.claims.relatives import split_aside
from dellabels.claims.words import phrases, verb_forms

PERSPECTIVE_WORDS = frozenset(phrases("perspective")) | {"view", "knows", "concerned", "aware"}

SENTENCE_END = frozenset({".", "!", "?", "\n", ";"})
CONNECTIVES = frozenset({"so", "because", "since", "but", "however", "therefore", "thus", "hence", "meaning",
                         "whereas", "although", "though", "which", "while", "as", "means"})
ANCHORS = frozenset({"when", "after", "before", "once", "until", "by", "as"})
THEN_PREPOSITIONS = frozenset({"by", "until", "till", "since", "before"})  # "by then": a time phrase, no "then" of
# sequence
META = ("the question", "question asks", "we need", "need to find", "need to determine", "we want", "asked about",
        "let me", "let us", "let's", "we have to", "i need", "the task", "to answer", "we must", "the choices",
        "the options", "is asking", "are asked", "the assumption", "assumptions", "note that every", "answer this")
FILLERS = frozenset({"hmm", "oh", "ok", "okay", "so", "well", "um", "ah", "no", "wait", "actually"})
SELF_HEDGES = ("i think", "i believe", "i guess", "i suppose", "i assume", "i'd say", "i would say", "seems",
               "it seems", "appears")


@dataclass
class Clause:
    tokens: list[Token]
    sentence: int  # index of its sentence
    why: str = ""  # why it is no assertion ("" for an assertion)
    correction: bool = False  # its sentence corrects what came before ("wait", "actually", ...)
    anchor: list[Token] = field(default_factory=list)  # a leading time clause ("When Chloe left")
    aside: bool = False  # a relative clause about the subject ("Jack, who left first, ..."): background, which
    # dates nothing told after it
    doubted: bool = False  # its sentence trails off into a question of doubt ("... wait, who left first?")

    @property
    def start(self) -> int:
        return (self.anchor or self.tokens)[0].start

    @property
    def end(self) -> int:
        return self.tokens[-1].end

    @property
    def asserted(self) -> bool:
        return not self.why


def _text(tokens: Sequence[Token]) -> str:
    """The words of ``tokens``, punctuation attached to the word before ("wait, no")."""
    out = ""
    for t in tokens:
        piece = t.raw.lower() if t.kind in ("agent", "object", "container", "room", "line") else t.value
        out += piece if t.kind == "punct" and piece in ",.;:!?" else " " + piece
    return out + " "


def sentences(tokens: Sequence[Token]) -> list[list[Token]]:
    out: list[list[Token]] = [[]]
    for t in tokens:
        if t.kind == "punct" and t.value in SENTENCE_END:
            if t.value == "?" and out[-1]:
                out[-1].append(t)  # kept: a question is told by its mark
            if out[-1]:
                out.append([])
            continue
        out[-1].append(t)
    return [s for s in out if any(t.kind != "punct" for t in s)]


def _split_here(prev: Token, word: Token, nxt: Token | None, after: Token | None = None) -> bool:
    """Whether a clause ends before ``word`` ("and", "then" or a comma) given its neighbours."""
    if nxt is None:
        return False
    if prev.kind == nxt.kind and prev.kind in ("agent", "container", "object", "room", "line") \
            and prev.value != nxt.value and not (word.value == ":" and prev.kind == "agent"):
        return False  # a list: "Chloe and Liam", "lines 5 and 7" (a colon is none: "... is Nathan and William:
        # Nathan moved it" opens a clause)
    if nxt.kind == "agent" or (nxt.kind == "word" and nxt.value in SUBJECT_PRONOUNS):
        return True
    if word.kind == "punct" and word.value == ":" and prev.kind == "word" and (
            prev.value in verb_forms("belief") or prev.value in ("is", "are", "was", "answer", "location", "view",
                                                                   "picture", "belief", "stays", "ends", "start",
                                                                   "initial", "initially", "final", "end")):
        return False  # "Ella thinks: blue_container", "Start: red_bucket": the colon gives the content
    if word.kind == "punct" and word.value == ":" and prev.kind == "object" and nxt.kind == "container":
        return False  # "Banana: blue_cupboard (2)": where the object is
    if word.kind == "punct" and word.value in ("->", "→") and prev.kind == "agent" and nxt.kind == "container":
        return False  # "Oliver → red_drawer (3)": a move in shorthand, one claim
    if word.kind == "punct" and word.value in ("-", "–", "—", "--", ":", "->", "→"):
        return True
    if word.value == "," and nxt.kind == "word" and nxt.value == "the" and after is not None and \
            after.kind == "object":
        return True  # "When they come back (line 17), the radish is in the C": a new subject
    if word.value == "," and nxt.kind == "word" and nxt.value in verb_forms("exit") and (
            after is None or after.kind == "line" or after.kind == "punct" and after.value in ".;(" or
            after.value in EXIT_AFTER):
        return True  # "moved it at 3, left at 4", "..., exits (6)": a verb phrase of its own, its subject elided
    if word.value == "," and nxt.value == "followed" and after is not None and after.value == "by":
        return True  # "Jayden leaves, followed by Abigail": the follower's exit, told as a clause of its own
    if word.value == ",":
        return nxt.kind == "word" and nxt.value in CONNECTIVES | {"and", "then", "so", "when", "while", "after",
                                                                  "before", "once", "with", "everyone", "everybody",
                                                                  "every", "each",
                                                                  "nobody", "they", "it", "no", "where"}
    return nxt.kind == "word" and nxt.value not in ("the", "a", "an", "also", "both", "all", "its", "his", "her")


EXIT_AFTER = frozenset({"at", "right", "soon", "shortly", "immediately", "without", "first", "last", "straight"})
# what follows an exit verb that starts a verb phrase (not "left alone", "the one left"): a time, a manner

NOT_VERBS = frozenset({"to", "into", "from", "in", "at", "on", "of", "and", "or", "with", "for", "itself"})


def _new_thing_subject(sentence: Sequence[Token], k: int) -> bool:
    """'... and the lemon never moved': "and" before "the" + object + a verb is a new clause about the object (not
    a list, "the celery and the pear", nor an object of the verb before, "moved the lemon and the pear to ...")."""
    if sentence[k].value != "and" or k == 0 or sentence[k - 1].kind == "object":
        return False
    rest = sentence[k + 1:k + 4]
    return len(rest) == 3 and rest[0].kind == "word" and rest[0].value == "the" and rest[1].kind == "object" \
        and rest[2].kind == "word" and rest[2].value not in NOT_VERBS


def clauses_of(sentence: list[Token]) -> list[tuple[list[Token], list[Token]]]:
    """A sentence's clauses (see the module docstring)."""
    parts: list[list[Token]] = [[]]
    for k, t in enumerate(sentence):
        nxt = sentence[k + 1] if k + 1 < len(sentence) else None
        prev = sentence[k - 1] if k else None
        cut = False
        if t.kind == "word" and t.value in CONNECTIVES and parts[-1]:
            cut = not (t.value == "as" and nxt is not None and nxt.kind == "word")
            if t.value == "as" and nxt is not None and nxt.kind in ("agent",):
                cut = True
            if t.value == "as" and prev is not None and prev.value in ("far", "as", "such", "same", "soon", "long",
                                                                       "well"):
                cut = False  # "as far as Lily knows"
        elif t.kind == "word" and t.value == "then" and prev is not None and prev.value in THEN_PREPOSITIONS:
            cut = False  # "by then William is gone": "then" is the moment told, the object of its preposition
        elif (t.kind == "word" and t.value in ("and", "then")) or (t.kind == "punct" and t.value in (",", "—", "--", "-", "–", ":", "->", "→")):
            cut = prev is not None and (_split_here(prev, t, nxt, sentence[k + 2] if k + 2 < len(sentence) else None)
                                        or _new_thing_subject(sentence, k))
        if cut and parts[-1]:
            parts.append([])
            if t.kind == "punct" or t.value in ("and", "then"):
                continue
        parts[-1].append(t)
    parts = [p for p in parts if any(x.kind != "punct" for x in p)]
    parts = [piece for part in parts for piece in _split_bare_anchor(part)]
    parts = [piece for part in parts for piece in _split_line_copula(part)]
    parts = [piece for part in parts for piece in _split_trailing_perspective(part)]
    merged: list[tuple[list[Token], list[Token]]] = []
    anchor: list[Token] = []
    for part in parts:  # "When Chloe left, she ...": the time clause dates the clause after it
        if _only_anchor(part) and part is not parts[-1]:
            anchor = anchor + part
            continue
        if anchor and _lone_container(part) and all(t.kind in ("line", "punct") or t.value in ("line", "step")
                                                     for t in anchor):
            anchor, part = [], anchor + part  # "Line 2: red_bottle": a note of where the thing is after that line
        merged.append((anchor, part))
        anchor = []
    return merged


def _lone_container(part: list[Token]) -> bool:
    words = [t for t in part if t.kind != "punct"]
    return len(words) == 1 and words[0].kind == "container"


GONE_WORDS = frozenset({"is", "was", "has", "had", "gone", "out", "walks", "walked", "goes", "went", "steps", "stepped"})


def _split_bare_anchor(part: list[Token]) -> list[list[Token]]:
    """'once Jayden is gone Avery puts it back': an exit in a time clause ends it with no comma, so a name and a
    verb after it open the clause the time dates (an exit takes no agent as object)."""
    k = 0
    while k < len(part) and part[k].kind == "word" and part[k].value in ("and", "then", "so", "but"):
        k += 1
    if k + 2 >= len(part) or part[k].value not in ANCHORS - {"as", "by"} or part[k + 1].kind != "agent":
        return [part]
    m = k + 2
    while m < len(part) and m < k + 6 and part[m].kind == "word" and (
            part[m].value in GONE_WORDS or part[m].value in verb_forms("exit")):
        m += 1
    exited = any(part[x].value in verb_forms("exit") or part[x].value in ("gone", "out") for x in range(k + 2, m))
    if exited and m + 1 < len(part) and part[m].kind == "agent" and part[m + 1].kind == "word" and \
            part[m + 1].value not in ("and", "or", "s", "nor"):
        return [part[:m], part[m:]]
    return [part]


def _split_line_copula(part: list[Token], notes: bool = False) -> list[list[Token]]:
    """'Line 20 is Lily exiting, line 21 is Emily's move' -> 'Line 20', 'Lily exiting', 'line 21', "Emily's move": a
    story line said to be an agent's event is the note 'Line 20: Lily exiting', the line dating the event; a
    line label after a comma ("..., line 21 is the move"; in a run of such notes "..., line 25 Owen tells her") opens a
    clause of its own."""
    for j in range(len(part)):
        lead = all(t.kind == "word" and t.value in ("and", "then", "so", "but") for t in part[:j])
        if not lead and not (part[j - 1].kind == "punct" and part[j - 1].value in (",", ";")):
            continue
        m = j + 1 if part[j].kind == "word" and part[j].value in ("line", "step") else j
        if m + 1 >= len(part) or part[m].kind != "line":
            continue
        copula = part[m + 1].value in ("is", "was")
        if not lead and (copula or notes and part[m + 1].kind == "agent"):
            return [part[:j]] + _split_line_copula(part[j:], notes)
        if lead and copula and m + 2 < len(part) and part[m + 2].kind == "agent":
            return [part[:m + 1]] + _split_line_copula(part[m + 2:], True)
    return [part]


def _split_trailing_perspective(part: list[Token]) -> list[list[Token]]:
    """'Putting it together, in Oliver's mind' -> the words before, and the perspective that dates what follows."""
    for k in range(1, len(part)):
        if part[k].kind == "word" and part[k].value in ("in", "from", "according") and _only_anchor(part[k:]) \
                and part[k - 1].kind == "punct":
            return [part[:k], part[k:]]
    return [part]


def _only_anchor(part: list[Token]) -> bool:
    """A leading time clause ("When Chloe left") or perspective ("In Lily's mind", "According to Owen")."""
    words = [t for t in part if t.kind != "punct"]
    while words and words[0].kind == "word" and words[0].value in CONNECTIVES | {"and", "then", "so"} and not (
            len(words) > 1 and words[1].value == "far"):
        words = words[1:]
    if words and words[0].kind == "line" and all(t.kind in ("line", "word") and t.value in ("line", "step") or
                                                 t.kind == "line" for t in words):
        return True  # "Line 3: the pineapple is ...": the line dates the clause after it
    if not words or words[0].kind != "word":
        return False
    values = [t.value for t in words]
    if values[1:3] == ["the", "time"] and values[0] in ("at", "by") and 3 < len(values) <= 12:
        return True  # "At the time Jacob walks out, ...", "By the time Aria moved it to the green_crate, ..."
    if len(words) > 8:
        return False
    if words[0].value in ANCHORS - {"as", "by"} and not (len(words) > 1 and words[1].value in ("that", "this")):
        return not (len(words) > 2 and words[1].kind == "line")  # "after line 7 the onion is ...": a whole clause
    if values[:2] == ["up", "to"] or values[:3] == ["right", "up", "to"]:
        return True  # "Up to the waiting room, ...", "right up to the final line, ..."
    if len(words) == 2 and values[0] == "for" and words[1].kind == "agent":
        return True  # "for Oliver, Emily still pictures ..."
    return values[0] in ("in", "from", "according", "for", "to", "as") and any(
        t.kind == "agent" or t.value in ("his", "her", "their") for t in words) \
        and (values[-1] in PERSPECTIVE_WORDS or values[:2] == ["according", "to"] or "far" in values[:2])


def _has(text: str, names: Sequence[str]) -> str:
    """The first of the phrases ``names`` in ``text``; a hyphen inside a phrase ("re-read") is read as the
    tokenizer leaves it, two words."""
    for phrase in names:
        if re.search(r"(?<![a-z])" + re.escape(re.sub(r"(?<=[a-z])-(?=[a-z])", " ", phrase)) + r"(?![a-z])", text):
            return phrase
    return ""


def segment(tokens: Sequence[Token]) -> list[Clause]:
    """Every clause of a response, marked (see the module docstring)."""
    out: list[Clause] = []
    sents = sentences(tokens)
    for index, sentence in enumerate(sents):
        text = _text(sentence)
        sentence_why = ""
        if sentence[-1].kind == "punct" and sentence[-1].value == "?":
            sentence_why = "question"
        elif _has(text, phrases("conditionals")):
            sentence_why = "conditional"
        retraction = _has(text, phrases("retractions")) or (
            "no" if index and _broken_off(tokens, sents[index - 1], sentence) else "")
        correction = bool(retraction or _has(text, phrases("corrections")))
        cut_at = _retraction_end(sentence, retraction) if retraction else 0
        before = [t for t in sentence if t.end <= cut_at and t.kind != "punct" and t.value not in FILLERS]
        if retraction and not before:  # the marker opens its sentence: it takes back the sentence before
            for c in out:
                if c.sentence == index - 1 and not c.why:
                    c.why = "retracted"
        pieces = clauses_of(sentence)
        if cut_at:  # the words before a retraction marker are a clause of their own (taken back)
            split: list[tuple[list[Token], list[Token]]] = []
            for anchor, part in pieces:
                head = [t for t in part if t.start < cut_at]
                tail = [t for t in part if t.start >= cut_at]
                split += [(anchor, head), ([], tail)] if head and tail else [(anchor, part)]
            pieces = split
        # past an aside about the subject, its main clause (which keeps the time clause), then the aside's event
        pieces = [(anchor if piece is split[0] else [], piece, piece is not split[0]) for anchor, part in pieces
                  for split in [split_aside(part)] for piece in split]
        for anchor, part, aside in pieces:
            why = sentence_why
            ptext = _text(part)
            if not why and part[-1].end <= cut_at:
                why = "retracted"
            if not why and (_has(ptext, phrases("hedges")) or _has(ptext, SELF_HEDGES)):
                why = "hedged"
            if not why and _has(ptext, META):
                why = "about the task"
            out.append(Clause(part, index, why, correction, anchor, aside))
    for c in out:  # "then Lily leaves... wait, who left first?": the writer asks what the broken-off words told
        c.doubted = c.sentence + 1 < len(sents) and _questioned(tokens, sents[c.sentence], sents[c.sentence + 1])
    return out


def _questioned(tokens: Sequence[Token], before: list[Token], sentence: list[Token]) -> bool:
    """Whether ``sentence`` is a question opening with "wait" right after ``before`` trailed off in an ellipsis."""
    if sentence[0].kind != "word" or sentence[0].value != "wait" or sentence[-1].value != "?":
        return False
    gap = [t for t in tokens if before[-1].end <= t.start and t.end <= sentence[0].start]
    return len(gap) >= 2 and all(t.kind == "punct" and t.value == "." for t in gap)


def _broken_off(tokens: Sequence[Token], before: list[Token], sentence: list[Token]) -> bool:
    """Whether ``sentence`` opens with "no" right after ``before`` trailed off in an ellipsis ("Isla moves it to...
    no, Gracie"): the words broken off are taken back."""
    if sentence[0].kind != "word" or sentence[0].value != "no" or len(sentence) < 2 or not (
            sentence[1].kind == "punct" or sentence[1].value in ("wait", "actually")):
        return False  # "... no moves": a determiner, not the interjection
    gap = [t for t in tokens if before[-1].end <= t.start and t.end <= sentence[0].start]
    return len(gap) >= 2 and all(t.kind == "punct" and t.value == "." for t in gap)


def _retraction_end(sentence: list[Token], phrase: str) -> int:
    """The offset where the retraction phrase ends: words before it are taken back."""
    first = phrase.split()[0].strip(",")
    for t in sentence:
        if t.kind == "word" and t.value == first:
            return t.start
    return 0


def conjoined(response: str, clauses: Sequence[Clause], k: int) -> bool:
    """Whether clause ``k`` is joined to the clause before it in its sentence by a bare "and"."""
    if not k or clauses[k - 1].sentence != clauses[k].sentence or not clauses[k - 1].tokens or not clauses[k].tokens:
        return False
    between = response[clauses[k - 1].tokens[-1].end:clauses[k].tokens[0].start]
    return between.strip(" ,").lower() == "and"
