"""A response as tokens of the story world: agents, objects, containers, rooms, story-line references, words.

Names are matched as the story spells them or with spaces / hyphens ("green bucket", "Green-Bucket"); agent
names by their capitalised spelling. A story-line reference is "line 6", "lines 5 and 7", "step 6" (not a
reasoning step's own header "Step 2:" at a line start), "(6)" or "L6". Pronouns become the agent or object they
stand for (``resolve_pronouns``): a subject pronoun is the subject of the clause before, an object pronoun the
last other agent named, "it" the last object named (else the question's object).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable, Optional, Sequence

from dellabels.claims.words import fits as name_fits, verb_forms

ENTITY_KINDS = ("agent", "object", "container", "room")
SUBJECT_PRONOUNS = frozenset({"he", "she", "they"})
OBJECT_PRONOUNS = frozenset({"him", "her", "them"})
SUBJECT_JOINS = frozenset({"and", ",", "both", "nor", "neither", "or"})  # an object pronoun is none of these agents
POSSESSIVES = frozenset({"his", "her", "their"})
THING_PRONOUNS = frozenset({"it", "its"})
LINE_PREPOSITIONS = frozenset({"at", "in", "on", "by", "after", "before", "until", "from", "since"})
# contractions as the words they stand for (offsets stay the contraction's)
CONTRACTIONS = {
    "it's": ("it", "is"), "he's": ("he", "is"), "she's": ("she", "is"), "they're": ("they", "are"),
    "that's": ("that", "is"), "there's": ("there", "is"), "isn't": ("is", "not"), "wasn't": ("was", "not"),
    "aren't": ("are", "not"), "weren't": ("were", "not"), "doesn't": ("does", "not"), "didn't": ("did", "not"),
    "don't": ("do", "not"), "hasn't": ("has", "not"), "hadn't": ("had", "not"), "haven't": ("have", "not"),
    "won't": ("will", "not"), "wouldn't": ("would", "not"), "can't": ("can", "not"), "couldn't": ("could", "not"),
    "it'd": ("it", "would"),
    "let's": ("let", "us"), "she'll": ("she", "will"), "he'll": ("he", "will"), "they'll": ("they", "will"),
    "it'll": ("it", "will"), "she'd": ("she", "would"), "he'd": ("he", "would"), "they'd": ("they", "would"),
    "we'd": ("we", "would"), "i'd": ("i", "would"), "that'd": ("that", "would"), "who'd": ("who", "would"),
    "shouldn't": ("should", "not"), "mustn't": ("must", "not"), "needn't": ("need", "not"),
}


@dataclass(frozen=True)
class Token:
    """One token: ``kind`` is an entity kind, "line", "word" or "punct"; ``value`` the canonical name, line or word."""

    kind: str
    value: str
    start: int
    end: int
    raw: str = ""
    alts: tuple[str, ...] = ()  # a pronoun's other possible agents (a false claim is re-read with each)

    def render(self) -> str:
        """The token in a clause's pattern string: "A:Liam", "O:celery", "C:green_bucket", "R:TV_room", "L:6", a word."""
        if self.kind == "word" or self.kind == "punct":
            return self.value
        return {"agent": "A", "object": "O", "container": "C", "room": "R", "line": "L"}[self.kind] + ":" + self.value


@dataclass(frozen=True)
class Names:
    """The names a story uses, by kind."""

    agents: tuple[str, ...]
    objects: tuple[str, ...]
    containers: tuple[str, ...]
    rooms: tuple[str, ...]


def _name_pattern(name: str, case_sensitive: bool) -> str:
    parts = [re.escape(p) for p in re.split(r"[_\s\-]+", name) if p]
    # a backslash among the separators: LaTeX escapes the underscore ("\\boxed{red\\_drawer}")
    body = r"[\s_\-\\]+".join(parts)
    return body if case_sensitive else "(?i:" + body + ")"


@lru_cache(maxsize=512)
def _scanner(names: Names) -> re.Pattern[str]:
    alts = []
    entries = [(n, "agent") for n in names.agents] + [(n, "object") for n in names.objects] + \
        [(n, "container") for n in names.containers] + [(n, "room") for n in names.rooms]
    entries.sort(key=lambda e: -len(e[0]))
    for k, (name, kind) in enumerate(entries):
        alts.append(f"(?P<e{k}>{_name_pattern(name, kind == 'agent')})")
    line_ref = (r"(?P<line>(?i:\b(?:lines?|steps?|sentences?|l)\s*#?\s*\d+(?:\s*(?:-|–|to|and|,|&)\s*\d+)?)"
                r"|\(\s*\d+\s*(?:(?:-|–|to)\s*\d+\s*)?\))")  # "(14)", "(18-25)"
    word = r"(?P<word>[A-Za-z]+(?:['’][a-z]+)?|\d+)"
    bounded = "|".join(alts + [line_ref, word])
    punct = r"(?P<punct>[.,;:!?()\[\]\n\"]|—|–|->|→|-{2,}|(?<=\s)-(?=\s)|\*\*|\\boxed)"
    return re.compile(rf"(?<![\w])(?:{bounded})(?![\w])|{punct}")


def tokenize(text: str, names: Names) -> list[Token]:
    """The tokens of ``text`` (see the module docstring)."""
    entries = [(n, "agent") for n in names.agents] + [(n, "object") for n in names.objects] + \
        [(n, "container") for n in names.containers] + [(n, "room") for n in names.rooms]
    entries.sort(key=lambda e: -len(e[0]))
    tokens: list[Token] = []
    for m in _scanner(names).finditer(text):
        group = m.lastgroup or ""
        raw = m.group(0)
        if group.startswith("e"):
            name, kind = entries[int(group[1:])]
            tokens.append(Token(kind, name, m.start(), m.end(), raw))
        elif group == "line":
            nums = [int(g) for g in re.findall(r"\d+", raw)]
            if _is_step_header(text, m.start(), raw):
                tokens.append(Token("punct", "\n", m.start(), m.end(), raw))
                continue
            if len(nums) == 2 and re.search(r"\d\s*(?:-|–|to)\s*\d", raw) and 0 < nums[1] - nums[0] <= 12:
                nums = list(range(nums[0], nums[1] + 1))  # "lines 7-9": 7, 8 and 9
            for n in nums:
                tokens.append(Token("line", str(n), m.start(), m.end(), raw))
        elif group == "word" and raw.isdigit() and tokens and tokens[-1].kind == "word" \
                and tokens[-1].value in LINE_PREPOSITIONS:
            tokens.append(Token("line", raw, m.start(), m.end(), raw))  # "exits at 9"
        elif group == "word":
            low = raw.lower().replace("’", "'")
            for part in CONTRACTIONS.get(low, (low,)):
                tokens.append(Token("word", part, m.start(), m.end(), raw))
        else:
            tokens.append(Token("punct", raw, m.start(), m.end(), raw))
    return _unbolded(tokens, text)


_NAMES = frozenset({"agent", "object", "container", "room"})


def _unbolded(tokens: list[Token], text: str) -> list[Token]:
    """Bold around one name inside a sentence is emphasis, not punctuation ("really in the **blue_bathtub**"); at a
    line's start ("1. **Liam** — sees ...") it sets off a heading and stays."""
    drop: set[int] = set()
    for k in range(len(tokens) - 2):
        a, name, b = tokens[k], tokens[k + 1], tokens[k + 2]
        if a.raw == "**" and b.raw == "**" and name.kind in _NAMES:
            head = text[text.rfind("\n", 0, a.start) + 1:a.start]
            if re.sub(r"^\s*(?:[-*>#]+|\d+[.)])?\s*", "", head):
                drop |= {k, k + 2}
    return [t for k, t in enumerate(tokens) if k not in drop] if drop else tokens


def _is_step_header(text: str, at: int, raw: str) -> bool:
    """A reasoning step's own header ("Step 2:", "**Step 2.**" at a line start), not a story-line reference."""
    if not raw.lower().startswith("step"):
        return False
    head = text[text.rfind("\n", 0, at) + 1:at]
    return not head.strip(" \t*#-") and bool(re.match(r"\s*\**\s*[:.)\-—]", text[at + len(raw):at + len(raw) + 4]))


SUBORDINATORS = frozenset({"since", "because", "as", "when", "after", "before", "while", "although", "though",
                           "which", "who", "whereas", "once", "until"})


def resolve_pronouns(clauses: Sequence[list[Token]], default_object: Optional[str],
                     fronted: Sequence[bool] = (), either: frozenset = frozenset(),
                     topic: Sequence[str] = (), sentence_of: Sequence[int] = ()) -> list[list[Token]]:
    """Clauses with pronouns replaced by the agent or object they stand for (see the module docstring).

    A subordinate clause ("since Amelia left after Lily") names no new topic: the subject a later "she" stands
    for stays the main clause's. Every agent a pronoun could also stand for (the agents of this clause and the
    one before) is kept in ``Token.alts``: a claim is false only if it is false for each of them. An agent in
    ``either`` takes any pronoun (the story itself says "Isabella lost his phone"). Before the response names an
    agent, a pronoun stands for the question's agents (``topic``, its chain: "Where does Gracie think ...?" -
    "She saw Ethan put it there"), the first of them first.
    """
    def fits(name: str, pronoun: str) -> bool:
        return name in either or name_fits(name, pronoun)

    out: list[list[Token]] = []
    last_subject: Optional[str] = None
    history: list[str] = list(reversed(topic))  # agents named so far, last last (the question's agents before)
    recent: list[str] = []  # agents of the clause before
    in_sentence: list[str] = []  # agents named earlier in the sentence (``sentence_of``: each clause's sentence)
    subjects: list[str] = []  # the subjects of the clauses of the sentence before
    current: list[str] = []  # those of this sentence so far
    named = False  # whether this sentence has named an agent (not by a pronoun) so far
    last_object = default_object
    topical: Optional[str] = None  # another object named as what something is about: "it" in its sentence only
    aside: Optional[list[str]] = None  # an open bracket's topic: the agent that opens it ("(Mason too, he ...")
    for index, clause in enumerate(clauses):
        subject: Optional[str] = None
        new: list[Token] = []
        subordinate = bool(clause) and clause[0].kind == "word" and clause[0].value in SUBORDINATORS \
            and not (index < len(fronted) and fronted[index])  # "When Chloe left, she ...": she is Chloe
        group: list[str] = []  # the agents of a conjoined subject ("William and Alexander both watched him")
        embedded: Optional[str] = None  # the subject of a clause after "knew" / "thinks" (that)
        opening = True
        skip = 0
        for pos, t in enumerate(clause):
            if skip:
                skip -= 1
                continue
            pair = _pair_of_both(clause, pos, new, history, recent + in_sentence + subjects + current) \
                if len(set(recent)) <= 2 else None  # not one of three just named ("A, B and C go in. Both ...")
            if pair:  # "both (of them) saw it", "they both left": the two agents named last
                if new and new[-1].kind == "word" and new[-1].value == "they":
                    new.pop()
                new += [replace(t, kind="agent", value=pair[0]), replace(t, kind="word", value="and", raw="and"),
                        replace(t, kind="agent", value=pair[1])]
                group, skip = group + list(pair), 2 * (_words_at(clause, pos + 1, 2) == ["of", "them"])
                history += pair
                continue
            if opening and not (t.kind == "agent" or t.value in SUBJECT_JOINS):
                opening = False
            if t.kind == "punct" and t.value in "()":
                aside = [] if t.value == "(" else None
            if t.kind == "agent":
                named = True
                if aside is not None and not aside and new and new[-1].value == "(":
                    aside.append(t.value)
                if subject is None and not any(x.kind == "agent" for x in new) and not _verb_first(new):
                    subject = t.value  # not "then saw Gracie leave": a clause opened by its verb keeps its subject
                if opening:
                    group.append(t.value)
                elif _embeds(new):  # "he knew Emma had seen him": "him" may be he, not Emma
                    group, embedded = [t.value], t.value
                new.append(t)
                history.append(t.value)
                continue
            if t.kind == "word" and t.value in {"he", "she"} | OBJECT_PRONOUNS | POSSESSIVES and t.value != "them":
                p = t.value
                if p in ("he", "she"):
                    candidates = [a for a in ((aside or [None])[-1], subject, last_subject, *reversed(history)) if a]
                    pick = next((a for a in candidates if fits(a, p)), None)
                    subject = subject or pick
                else:
                    own = embedded or subject or last_subject
                    pick = next((a for a in reversed(history) if a != own and a not in group and fits(a, p)), None)
                    if p in ("his", "their") or (p == "her" and _possessive_use(clause, t)):
                        pick = own if own and fits(own, p) else pick
                    else:
                        pick = _topic_object(pick, subjects, in_sentence + [x.value for x in new if x.kind == "agent"],
                                             own, group, fits, p)
                if pick and p in ("he", "she") and aside and pick == aside[-1]:
                    new.append(replace(t, kind="agent", value=pick))  # the aside's own agent: no other reading
                    history.append(pick)
                    continue
                if pick:
                    topic = [] if named else subjects + current  # a sentence that names nobody before its pronoun may go
                    # on with the subject of the sentence before
                    others = tuple(dict.fromkeys(a for a in recent + in_sentence + topic + [x.value for x in new
                                                                                     if x.kind == "agent"]
                                                 if a != pick and fits(a, p)))
                    new.append(replace(t, kind="agent", value=pick, alts=others))
                    history.append(pick)
                    continue
            if t.kind == "word" and t.value in THING_PRONOUNS and (topical or last_object):
                new.append(replace(t, kind="object", value=topical or last_object))
                continue
            if t.kind == "object" and t.value != default_object and _about(new):
                topical = t.value  # "the cellar scene is about the peas." - "So Ethan thinks it's ...": not the peas
            elif t.kind == "object":
                last_object, topical = t.value, None
            new.append(t)
        out.append(new)
        if subject and not subordinate:
            last_subject = subject
        if any(t.kind == "agent" for t in new):
            recent = [t.value for t in new if t.kind == "agent"]
        same = index + 1 < len(sentence_of) and sentence_of[index + 1] == sentence_of[index]
        in_sentence = in_sentence + [t.value for t in new if t.kind == "agent"] if same else []
        current = current + [subject] if subject and not subordinate else current
        topical = topical if same else None  # a topic set aside holds to its sentence's end ("involves the peas: ...")
        if not same:  # a new sentence: this one's subjects are the sentence before's
            named, subjects, current = False, current, []
    return out


def _words_at(clause: Sequence[Token], start: int, n: int) -> list[str]:
    return [t.value if t.kind == "word" else "" for t in clause[start:start + n]]


def _pair_of_both(clause: Sequence[Token], pos: int, new: Sequence[Token], history: Sequence[str],
                  near: Sequence[str]) -> Optional[tuple[str, str]]:
    """The two agents a subject "both" stands for ("Ava leaves, then Liam. Both of them ..."): the two named last,
    when both were named in this sentence, the clause before or as subjects of the sentence before; None for "both Ava and Liam", "both moves", or a
    "both" after the clause's subject."""
    t = clause[pos]
    if t.kind != "word" or t.value != "both" or any(x.kind == "agent" for x in new) or \
            any(x.kind in ("word",) and x.value not in ("and", "so", "then", "they", "but") for x in new):
        return None
    after = clause[pos + 1] if pos + 1 < len(clause) else None
    if after is not None and (after.kind in ("agent", "object", "container", "room") or
                              _words_at(clause, pos + 1, 2) != ["of", "them"] and after.kind == "word" and
                              after.value in ("of", "the", "moves", "move", "exits", "events", "claims", "tells")):
        return None
    last = list(dict.fromkeys(reversed(history)))[:2]
    return (last[1], last[0]) if len(last) == 2 and all(a in near for a in last) else None


def _topic_object(pick: Optional[str], subjects: Sequence[str], near: Sequence[str], own: Optional[str],
                  group: Sequence[str], fits: Callable[[str, str], bool], pronoun: str) -> Optional[str]:
    """The agent an object pronoun ("tells him") stands for when the last agent it fits was named in an earlier
    sentence off its subject ("Benjamin missed William's move. Then Logan tells him ..."): the subject of the
    sentence before, the topic the response goes on with, over a name in that sentence's object."""
    if pick is None or pick in near or not subjects or pick == subjects[0]:
        return pick  # named earlier in its own sentence, or itself the topic
    topic = subjects[0]  # the main clause's subject opens its sentence
    return topic if topic != own and topic not in group and fits(topic, pronoun) else pick


OPENERS = frozenset({"and", "then", "so", "but", "also", "later", "next", "finally", "afterwards", "now", "just"})


def _verb_first(before: Sequence[Token]) -> bool:
    """Whether the clause read so far opens with a verb ("then saw ...", "and watched ..."): no subject of its own."""
    words = [t for t in before if t.kind != "punct" and not (t.kind == "word" and t.value in OPENERS)]
    return bool(words) and words[0].kind == "word" and any(words[0].value in verb_forms(k) for k in VERB_KINDS)


VERB_KINDS = ("see", "move", "exit", "enter", "claim", "tell", "place", "belief", "miss")
EMBEDDING = frozenset({"knew", "knows", "know", "thinks", "thought", "think", "believes", "believed", "assumes",
                       "assumed", "realises", "realizes", "realised", "realized", "saw", "sees", "that"})


def _embeds(before: Sequence[Token]) -> bool:
    """Whether the token after ``before`` opens an embedded clause ("knew Emma ...", "thinks that Liam ...")."""
    words = [t for t in before if t.kind != "punct"]
    return bool(words) and words[-1].kind == "word" and words[-1].value in EMBEDDING


def story_pronouns(lines: Sequence, agents: Sequence[str]) -> frozenset:
    """The agents the story's own lines give a pronoun their name does not take ("Isabella lost his phone")."""
    found = set()
    for line in lines:
        words = line.text.rstrip(".").split()
        if words and words[0] in agents and any(not name_fits(words[0], w) for w in words[1:] if w in ("his", "her")):
            found.add(words[0])
    return frozenset(found)


ABOUT = frozenset({"about", "concerns", "concern", "concerned", "concerning", "involves", "involve", "involved",
                   "involving", "regarding"})


def _about(before: Sequence[Token]) -> bool:
    """Whether the object after ``before`` is named as a topic ("... is all about the melon", "only involves the
    onion"): a response sets the other object aside so, and goes on with the one it traces."""
    words = [t.value for t in before[-3:] if t.kind == "word" and t.value not in ("the", "a", "that", "same", "this")]
    return bool(words) and words[-1] in ABOUT


def _possessive_use(clause: Sequence[Token], t: Token) -> bool:
    """'her' before a noun of her own ("her belief", "her room"), not an object ("saw her move it")."""
    k = next(i for i, x in enumerate(clause) if x is t)
    nxt = clause[k + 1] if k + 1 < len(clause) else None
    return nxt is not None and nxt.kind == "word" and nxt.value in ("belief", "beliefs", "view", "mind",
                                                                   "perspective", "knowledge", "room", "own", "exit",
                                                                   "departure", "claim", "statement")


def trim(tokens: list[Token]) -> list[Token]:
    """A claim's tokens without the punctuation around them (a closing bracket kept) and empty tokens."""
    keep = [t for t in tokens if t.end > t.start]
    while keep and keep[0].kind == "punct":
        keep = keep[1:]
    while keep and keep[-1].kind == "punct" and keep[-1].value not in (")", "]"):
        keep = keep[:-1]
    return keep or tokens
