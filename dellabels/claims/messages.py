"""Claims about the story's messages as a whole: what they are about, and that there are none.

"The private tells in the waiting room are about the cucumber", "the tells at 26-27 are about the spinach",
"Elizabeth's and Logan's private messages are about the green_pepper too", "the claims don't concern the beans":
the messages named (public claims, private tells, or both; by their speakers or lines when named) are, or are not,
about that object. "There are no claims or tells", "no communication in this story": the story has no message.
"""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft, negates
from dellabels.claims.timeline import Timeline
from dellabels.claims.verdicts import FALSE, TRUE, UNCHECKED, Verdict
from dellabels.claims.when import line_index

PUBLIC = frozenset({"claim", "claims", "announcement", "announcements", "statement", "statements"})
PRIVATE = frozenset({"tell", "tells", "whisper", "whispers", "tip", "tips"})
EITHER = frozenset({"message", "messages", "communication", "communications", "exchanges", "talk"})
ABOUT = frozenset({"about", "concern", "concerns", "concerning", "involve", "involves", "regard", "regards"})
BARE = frozenset({"or", "and", "nor", "in", "this", "the", "story", "at", "all", "here", "whatsoever", "of", "any",
                  "kind", "private", "public", "so", "far", "either", "made", "told"})  # "no claims in the story"
SPANS = frozenset({"after", "afterwards", "later", "then", "before", "until", "since"})


def _kinds(words: Sequence[str]) -> tuple[bool, Optional[bool]]:
    """Whether the words name messages, and which: True public claims, False private tells, None both."""
    public = any(w in PUBLIC for w in words)
    private = any(w in PRIVATE for w in words) or "private" in words or "privately" in words
    either = any(w in EITHER for w in words)
    if not (public or private or either):
        return False, None
    if public and not private and "public" in words or public and not private and not either:
        return True, True
    if private and not public and not either or private and "private" in words and not public:
        return True, False
    return True, None


def read_messages(tokens: Sequence[Token]) -> Optional[Draft]:
    """A claim about the messages as a whole ("the tells are about the C-object", "there are no claims")."""
    words = [t.value for t in tokens if t.kind == "word"]
    named, kinds = _kinds(words)
    if not named:
        return None
    if any(w in SPANS for w in words):
        return None  # "nobody told her otherwise later": over a part of the story the reader does not delimit
    agents = [t for t in tokens if t.kind == "agent"]
    possessive = all(k + 1 < len(tokens) and tokens[k + 1].value == "s" for k, t in enumerate(tokens) if t.kind == "agent")
    if agents and not possessive:
        return None  # "Noah privately tells Hannah ...": one message, an event
    about = next((k for k, t in enumerate(tokens) if t.kind == "word" and t.value in ABOUT), None)
    obj = next((t.value for t in tokens[about + 1:about + 4] if t.kind == "object"), None) if about is not None \
        else None
    refs = tuple(int(t.value) for t in tokens if t.kind == "line")
    speakers = tuple(t.value for t in agents)
    if obj is not None:
        return Draft("communication", "about", list(tokens), obj=obj, negated=negates(tokens[:about]),
                     args={"public": kinds, "speakers": speakers, "lines": refs})
    first = words[0] if words else ""
    nouns = [k for k, w in enumerate(words) if w in PUBLIC | PRIVATE | EITHER]
    bare = bool(nouns) and all(w in BARE or w in PUBLIC | PRIVATE | EITHER for w in words[nouns[0] + 1:])
    if bare and not agents and not refs and (first in ("no", "none", "nobody", "neither") or words[:3] in (
            ["there", "are", "no"], ["there", "is", "no"], ["there", "were", "no"], ["there", "was", "no"])):
        return Draft("communication", "none_told", list(tokens), args={"public": kinds})
    return None


def messages_verdict(d: Draft, tl: Timeline) -> Verdict:
    """The verdict of a claim about the messages as a whole (module docstring)."""
    public = d.args.get("public")
    lines = tl.claims(public=public)
    if d.predicate == "none_told":
        return Verdict(FALSE if lines else TRUE, f"{len(lines)} message(s)")
    speakers = d.args.get("speakers") or ()
    if speakers:
        lines = [t for t in lines if tl.sentences[t - 1].speaker in speakers]  # type: ignore[union-attr]
    named = [line_index(tl, r) for r in d.args.get("lines") or ()]
    if named:
        lines = [t for t in lines if t in named]
    if not lines:
        return Verdict(UNCHECKED, None)
    about = [tl.sentences[t - 1].obj == d.obj for t in lines]  # type: ignore[union-attr]
    ok = not any(about) if d.negated else all(about)
    return Verdict(TRUE if ok else FALSE, ", ".join(sorted({tl.sentences[t - 1].obj for t in lines})))  # type: ignore
