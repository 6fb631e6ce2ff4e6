"""An onlooker's act as what is seen: "X saw Y watch the move", "X watched Y make that move".

A perception verb takes a bare clause for its object: what X saw is Y's act. When that act is itself a seeing of
a move the words name ("saw Logan watch that move", "saw Ava witness Liam's move"), X saw it only if both of them
saw that move: X was there to see Y, and Y was there to see the move. When the act is "make (the/that/his)
move", it is Y's move, as "saw Y move it" would say. A thing itself can be what is (never) seen: "never saw
the melon".
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import TRUE, UNCHECKED, Verdict

WATCHING = frozenset({"watch", "watches", "watched", "watching", "witness", "witnesses", "witnessed", "witnessing",
                      "see", "sees", "seeing"})
MAKING = frozenset({"make", "makes", "made", "making"})
MOVE_WORDS = frozenset({"move", "moves", "switch", "transfer"})
# the words of a noun phrase before the move noun: determiners, possessives, ordinals ("her own first move")
NOUN_WORDS = frozenset({"the", "that", "this", "his", "her", "their", "its", "s", "own", "first", "second", "third",
                        "last", "final", "later", "next", "earlier", "same", "one"})
GOING = frozenset({"go", "goes", "going", "went", "gone"})
DOING = frozenset({"do", "does", "doing", "did"})


def bare_event(tokens: Sequence[Token], k: int) -> Optional[str]:
    """The event of "saw her go" (her exit: "go" with no place after it) and "watched him do it" (the event just
    told), the bare verb after the onlooker's object at ``k``; else None."""
    words = [t.value for t in tokens[k:k + 3]] + ["", "", ""]
    if words[0] in GOING and words[1] not in ("to", "into", "in", "inside", "toward", "towards", "back", "over"):
        return "exit"
    if words[0] in DOING and (words[1] in ("it", "this", "that", "so") or tokens[k + 1].raw.lower() == "it"
                              if k + 1 < len(tokens) else False):
        return "discourse"
    return None


def seen_act(tokens: Sequence[Token], k: int) -> Optional[tuple[str, int]]:
    """The act of the onlooker's object after the agent at ``k``: ("watched", end) for a seeing of a move named
    ("watch the move", "witness Liam's move"), ("move", end) for "make (the) move"; else None. ``end`` is where the clause's words end."""
    if k + 1 >= len(tokens) or tokens[k + 1].kind != "word":
        return None
    verb = tokens[k + 1].value
    rest = [t for t in tokens[k + 2:k + 6]]
    noun = next((n for n, t in enumerate(rest) if t.kind == "word" and t.value in MOVE_WORDS), None)
    if noun is not None and any(t.kind == "agent" and t.value != tokens[k].value for t in rest[:noun]) \
            and verb in MAKING:
        return None  # "saw Y make Z's move": not Y's act
    if verb in WATCHING and noun is not None and all(
            t.kind in ("agent", "container") or t.value in NOUN_WORDS for t in rest[:noun]):
        # only a move the words name ("watch the move", "witness Liam's move"): a bare "watching", or "watch it",
        # "watch him leave", leaves the event open
        return "watched", k + 2 + noun + 1
    if verb in MAKING and noun is not None:
        return "move", k + 2 + noun + 1
    return None


def watched_event(tokens: Sequence[Token], start: int, end: int) -> tuple[str, Optional[str]]:
    """The event the watcher saw, from the words ``tokens[start:end]`` after the seeing verb: an agent's move
    ("watch Liam's move": ("move", Liam)), the move told ("watch that move"), else the event just told."""
    words = list(tokens[start:end])
    if any(t.kind == "word" and t.value in MOVE_WORDS for t in words):
        owner = next((t.value for n, t in enumerate(words[:-1]) if t.kind == "agent" and words[n + 1].value == "s"),
                     None)
        return ("move", owner) if owner else ("discourse_move", None)
    return "discourse", None


class _BothSaw:
    """A timeline on which an event is witnessed only when both the seer and the watcher witnessed it, and it is
    not the watcher's own act."""

    def __init__(self, tl: Timeline, watcher: str) -> None:
        self._tl, self._watcher = tl, watcher

    def __getattr__(self, name: str) -> object:
        return getattr(self._tl, name)

    def witnessed(self, agent: str, t: int) -> bool:
        # one watches another's act, not one's own: the watcher's own move is no event he watched
        actor = getattr(self._tl.sentences[t - 1], "agent", None)
        return actor != self._watcher and self._tl.witnessed(agent, t) and self._tl.witnessed(self._watcher, t)


def watched_verdict(d: Draft, agent: str, tl: Timeline, saw: Callable[[Draft, str, Timeline], Verdict]) -> Verdict:
    """``saw`` of ``agent``'s seeing; of "``agent`` saw Y watch it", ``saw`` of the event on a timeline where a
    line counts as seen only when both the seer and the watcher Y witnessed it (the same event, not one each); a
    denial ("didn't see Y watch") is left unchecked (either may have missed it)."""
    if not d.args.get("watcher"):  # plain seeing: the event itself
        return saw(d, agent, tl)
    if d.negated:
        return Verdict(UNCHECKED, None)
    found = saw(replace(d, args={**d.args, "watcher": None}), agent, _BothSaw(tl, d.args["watcher"]))
    if found.verdict == UNCHECKED:
        return found
    return Verdict(found.verdict, "both saw" if found.verdict == TRUE else "not both saw")


def thing_never_seen(d: Draft) -> bool:
    """"Never saw the melon", "never saw it at all": a thing named as what is seen, nothing after it but "at all"."""
    words = [t for t in d.tokens if t.kind != "punct" and t.value not in ("the", "a")]
    k = next((k for k, t in enumerate(words) if t.kind == "object"), None)
    if k is None or k == 0 or words[k - 1].value not in ("saw", "seen") or \
            not any(t.kind == "word" and t.value == "never" for t in words[:k]):
        return False
    rest = [t.value for t in words[k + 1:]]  # (a span may stop before "all")
    named = words[k].raw.lower() not in ("it", "them")
    return rest in ([], ["at"], ["at", "all"]) if named else rest in (["at"], ["at", "all"])
