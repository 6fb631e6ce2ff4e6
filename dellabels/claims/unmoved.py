"""Claims that nobody moved an object: "nobody moved it after that", "no further moves", "the melon stays put",
"Nobody ever moves the lemon", "Benjamin and Lucas don't touch it".

Such a claim is about every move of the object over a span of the story: from the event the response told just
before (with "after that", "afterwards", "again", "further", "later", "more", "anymore") or over the whole story
("ever", "never", "at all"), up to the end; with neither, "nobody touches it" may also be about the moment just
told, and is false only when it is false both ways; "after Lily" alone starts it at her move of the object. It is true when the story has no move of the object in that
span (by the agents named, or by anyone; "nobody else": anyone but the mover told last) and false when it has one.
"The event told just before" must be the clause right before: after a clause the reader could not read, the span's
start is not known, and the claim is unchecked. A perfect or "yet" ("nobody has touched it yet", "at that point it
had never moved") looks back from the moment just told: about the moves up to it, not after it. A span the reader cannot delimit ("before the group met", "in the
first round") leaves it unchecked too.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict
from dellabels.claims.verbs import subject_of
from dellabels.claims.words import verb_forms

NOBODY = frozenset({"nobody", "noone", "nothing", "none"})
TOUCH = frozenset({"touch", "touches", "touched", "touching", "handle", "handles", "handled", "handling", "budge",
                   "budges", "budged", "disturb", "disturbs", "disturbed", "move", "moves", "moved", "moving"})
MOVE_NOUNS = frozenset({"move", "moves", "movement", "movements", "relocation", "relocations", "transfer",
                        "transfers", "switch", "switches", "change", "changes"})
SAYING = frozenset({"said", "says", "say", "told", "tells", "heard", "hears", "hear", "claimed", "claims",
                    "mentioned", "mentions", "stated", "states", "announced", "announces"})
KEEPING = frozenset({"keep", "keeps", "kept", "keeping"})
NO_ADJECTIVES = frozenset({"further", "more", "other", "later", "subsequent", "new", "additional", "another", "extra"})
SINCE_WORDS = frozenset({"after", "afterwards", "afterward", "again", "anymore", "further", "later", "more",
                         "subsequent", "thereafter", "since", "then", "from", "onward", "onwards", "away", "elsewhere"})
UNBOUNDED = frozenset({"before", "until", "till", "round", "rounds", "scene", "scenes", "chapter", "chapters",
                       "visit", "part", "half", "session", "episode", "phase", "trip", "while", "during", "when"})
WHOLE = frozenset({"ever", "never", "all", "throughout", "entire", "whole"})  # the whole story, no other reading
STAYS = (("stays", "put"), ("stay", "put"), ("stayed", "put"), ("remains", "untouched"), ("remained", "untouched"),
         ("stays", "untouched"), ("stayed", "untouched"), ("sat", "untouched"), ("sits", "untouched"))


def _moving(word: str) -> bool:
    return word in TOUCH or word in verb_forms("move") and word not in KEEPING  # "nobody kept track of it"


PERFECT = frozenset({"has", "have", "had"})
THEN_PHRASES = (("at", "that", "point"), ("at", "this", "point"), ("at", "that", "time"), ("at", "that", "moment"),
                ("by", "then"), ("by", "that", "time"))


def _up_to_then(words: list[str], first_move: Optional[int]) -> bool:
    """"Nobody has touched it yet", "at that point nobody had touched it", "by then it had never moved": a state
    reached by the moment just told (the perfect looks back from it), so about the moves up to it, not after it."""
    if "yet" in words or any(tuple(words[k:k + len(p)]) == p for p in THEN_PHRASES for k in range(len(words))):
        return True
    if first_move is None:
        return False
    before = [w for w in words[max(0, first_move - 3):first_move] if w not in ("never", "not", "ever", "been")]
    return bool(before) and before[-1] in PERFECT and words[first_move - 1] != "ever" and \
        ("had" in before or "never" not in words)  # "has never been moved": the whole story up to its end


def read_unmoved(tokens: Sequence[Token]) -> Optional[Draft]:
    """A claim that no move of an object happened (module docstring), else None."""
    words = [t.value if t.kind == "word" else "" for t in tokens]
    pairs = list(zip(words, words[1:]))
    nobody = next((k for k, w in enumerate(words) if w in NOBODY or (w == "no" and k + 1 < len(words) and (
        words[k + 1] in ("one", "body") or words[k + 1] in MOVE_NOUNS or words[k + 1] in NO_ADJECTIVES))), None)
    obj = next((t for t in tokens if t.kind == "object"), None)
    subject, at = subject_of(tokens)
    stays = any(p in STAYS for p in pairs) and not subject  # "Jack stays put" is where Jack is
    first_move = next((k for k, w in enumerate(words) if _moving(w)), None)
    never = first_move is not None and obj is not None and not subject and (any(
        w in ("never", "not") for w in words[:first_move]) and any(w in SINCE_WORDS for w in words) or
        "never" in words[:first_move]) and tokens.index(obj) < first_move  # "it was never moved (again)"
    touched = bool(subject) and any(w in ("not", "never") for w in words[at:at + 3]) and any(
        w in TOUCH - {"move", "moves", "moved", "moving"} for w in words[at:at + 4])  # "Benjamin doesn't touch it"
    if nobody is None and not stays and not never and not touched:
        return None
    if nobody is not None and not (any(_moving(w) or w in MOVE_NOUNS for w in words[nobody:]) or
                                   words[nobody] == "no" and words[nobody + 1] in MOVE_NOUNS):
        return None
    if nobody is not None and any(w in SAYING for w in words[nobody + 1:]):
        return None  # "nothing said afterwards changes that", "nothing Liam hears moves it": about messages
    if any(t.kind in ("container", "room") for t in tokens) and not stays:
        return None  # "nobody moved it to the C", "no one in the kitchen": another claim
    plain = [w for k, w in enumerate(words) if not (w == "then" and k and words[k - 1] == "by")]  # "by then": a
    # moment, not a span after it
    since = "discourse" if stays or any(w in SINCE_WORDS for w in plain) else \
        "start" if any(w in WHOLE for w in words) else "start_or_told"
    bounded = since != "discourse" and _up_to_then(words, first_move)
    readable = not any(w in UNBOUNDED for w in words) and not (nobody is not None and words[nobody] == "none")
    return Draft("event", "no_move", list(tokens), obj=obj.value if obj is not None else None,
                 args={"since": since, "by": tuple(subject) if touched else (),
                       "else": "else" in words, "elsewhere": "elsewhere" in words or "away" in words,
                       "up_to_then": bounded, "after_agent": _after_agent(tokens)},
                 readable=readable and (obj is not None or since == "discourse"))


def _after_agent(tokens: Sequence[Token]) -> Optional[str]:
    """The agent of "nobody moves it after Lily" (an agent alone after "after", ending the clause), else None."""
    k = next((k for k, t in enumerate(tokens) if t.kind == "word" and t.value == "after"), None)
    if k is None or k + 1 >= len(tokens) or tokens[k + 1].kind != "agent" or \
            any(t.kind != "punct" for t in tokens[k + 2:]):
        return None
    return tokens[k + 1].value


def _after_agent_verdict(agent: str, obj: str, tl: Timeline) -> Verdict:
    """"Nobody moves it after Lily": no move by another after hers; true when none follows her first move, false
    when one follows her last, else (between her moves) not determinate."""
    own = tl.moves(agent, obj)
    later = [t for t in tl.moves(None, obj) if own and t > min(own) and tl.sentences[t - 1].agent != agent]
    if not own:
        return Verdict(UNCHECKED, None)
    if not later:
        return Verdict(TRUE, "no move")
    late = [t for t in later if t > max(own)]
    return Verdict(FALSE, "line " + ",".join(str(tl.lines[t - 1].shown) for t in late)) if late else \
        Verdict(UNCHECKED, None)


def unmoved_verdict(d: Draft, tl: Timeline, ctx=None) -> Verdict:
    """"Nobody moved it after that": no move of the object (by the agents named; "else": by anyone but the mover
    told last) from the event told last, or from the start, to the end (``dellabels.claims.unmoved``)."""
    if d.args.get("after_agent") and d.obj and not d.args.get("by") and not d.args.get("elsewhere"):
        return _after_agent_verdict(d.args["after_agent"], d.obj, tl)  # the span starts at that agent's move
    fresh = ctx is not None and bool(ctx.lines) and ctx.age <= 1  # told by the clause right before
    since = 0
    if d.args.get("since") == "discourse":
        if not fresh:
            return Verdict(UNCHECKED, None)
        since = max(ctx.lines)
    if d.args.get("up_to_then") and fresh:  # "... exits at 4; nobody has touched it yet": no move up to then
        early = [t for t in tl.moves(None, d.obj) if t <= max(ctx.lines)]
        return Verdict(FALSE, "line " + ",".join(str(tl.lines[t - 1].shown) for t in early)) if early else \
            Verdict(TRUE, "no move")
    by = set(d.args.get("by") or ())
    excluded: set = set()
    if d.args.get("else"):
        told = ctx.move if ctx is not None else ()
        if not told:
            return Verdict(UNCHECKED, None)
        excluded = {tl.sentences[t - 1].agent for t in told}
    moves = [t for t in tl.moves(None, d.obj) if t > since and (not by or tl.sentences[t - 1].agent in by)
             and tl.sentences[t - 1].agent not in excluded and not (
                 d.args.get("elsewhere") and tl.location(d.obj, t - 1) == tl.location(d.obj, t))]  # "elsewhere": to
    # another container than the one it was in
    if not moves:
        return Verdict(TRUE, "no move")
    if d.args.get("since") == "start_or_told" and not (fresh and any(min(ctx.lines) < t <= max(ctx.lines) + 1
                                                                      for t in moves)):
        return Verdict(UNCHECKED, None)  # true of the moment just told, or not known to be false there
    return Verdict(FALSE, "line " + ",".join(str(tl.lines[t - 1].shown) for t in moves))
