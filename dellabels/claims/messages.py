"""Claims about the story's messages as a whole: what they are about, and that there are none.

"The private tells in the waiting room are about the cucumber", "the tells at 26-27 are about the spinach",
"Elizabeth's and Logan's private messages are about the green_pepper too", "the claims don't concern the beans":
the messages named (public claims, private tells, or both; by their speakers or lines when named) are, or are not,
about that object. "There are no claims or tells", "no communication in this story": the story has no message.
One message named by a noun phrase ("Benjamin's private tell to Liam (line 16)") is that event (``claim_noun``).
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


DEICTIC = frozenset({"that", "this", "it"})
LIMITERS = frozenset({"is", "was", "only", "just", "all", "also", "really", "purely"})


def _told_about(tokens: Sequence[Token]) -> Optional[Draft]:
    """"(Sophia publicly claimed ...;) that is about the grapefruit", "this only concerns the pear, not the potato":
    a bare "that" / "this" / "it" before "is about" / "concerns" names the event just told, so it is about the message
    told there (``told``: checked only when the response's last event is a message); else None."""
    words = [t for t in tokens if t.kind != "punct"]
    while words and words[0].kind == "word" and words[0].value in ("but", "and", "so", "though"):
        words = words[1:]
    if len(words) < 3 or words[0].kind != "word" or words[0].value not in DEICTIC:
        return None
    k = 1
    while k < len(words) and words[k].kind == "word" and words[k].value in LIMITERS | {"not"}:
        k += 1
    if k >= len(words) or words[k].value not in ABOUT or words[k].value in ("involve", "involves"):
        return None
    obj = next((t for t in words[k + 1:k + 3] if t.kind == "object" and t.raw.lower() != "it"), None)
    if obj is None:
        return None
    end = next(m for m, t in enumerate(tokens) if t is obj)
    return Draft("communication", "about", list(tokens[:end + 1]), obj=obj.value,
                 negated=negates(words[1:k]), args={"told": True})


def read_messages(tokens: Sequence[Token]) -> Optional[Draft]:
    """A claim about the messages as a whole ("the tells are about the C-object", "there are no claims")."""
    told = _told_about(tokens)
    if told is not None:
        return told
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


def messages_verdict(d: Draft, tl: Timeline, ctx=None) -> Verdict:
    """The verdict of a claim about the messages as a whole (module docstring); ``ctx``: what was told just before."""
    if d.args.get("told"):  # "that is about the grapefruit": the message told last, when it is the event told last
        lines = ctx.claim if ctx is not None and ctx.claim and ctx.claim == ctx.lines else ()
        if not lines:
            return Verdict(UNCHECKED, None)
        about = [tl.sentences[t - 1].obj == d.obj for t in lines]  # type: ignore[union-attr]
        return Verdict(TRUE if all(about) != d.negated else FALSE, tl.sentences[lines[0] - 1].obj)  # type: ignore
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


SAYING_NOUNS = {"claim": "claim", "announcement": "claim", "statement": "claim", "tell": "tell", "tip": "tell",
                "message": "tell", "whisper": "tell", "note": "tell"}
JUDGED = frozenset({"lie", "false", "wrong", "true", "correct", "accurate", "effect", "change", "changes", "changed",
                    "affect", "affects", "irrelevant", "matter", "matters", "convinced", "convinces"})


def claim_noun(tokens: Sequence[Token]) -> Optional[Draft]:
    """A claim or tell named by a noun phrase: "Liam's public claim at line 15 says it is in the C", "Benjamin's private
    tell to Liam (blue_drawer, line 16)", "his tip to Gracie is about the pear": that the speaker said it (to whom,
    of what, where), as the event. What it did or whether it was true is another reader's ("... is a lie")."""
    for k, t in enumerate(tokens[:-1]):
        if t.kind != "agent":
            continue
        j = k + 1 + (tokens[k + 1].value == "s")
        if j == k + 1 and t.raw.lower() not in ("his", "her", "their"):
            continue
        manner = set()
        while j < len(tokens) and tokens[j].value in ("public", "private", "own", "secret", "first", "later", "last"):
            manner.add(tokens[j].value)
            j += 1
        if j >= len(tokens) or tokens[j].value not in SAYING_NOUNS:
            return None
        rest = tokens[j + 1:]
        if any(x.kind == "word" and x.value in JUDGED for x in rest):
            return None
        listener = next((rest[m + 1].value for m in range(len(rest) - 1) if rest[m].value == "to"
                         and rest[m + 1].kind == "agent"), None)
        con = next((m for m, x in enumerate(rest) if x.kind == "container"), None)
        obj = next((x.value for x in rest if x.kind == "object" and x.raw.lower() != "it"), None)
        if con is None and obj is None and (listener is None and not any(x.kind == "line" for x in rest) or any(
                x.kind not in ("punct", "line") and x.value not in ("and", "then", "so", "but") for x in tokens[:k])):
            return None  # "Benjamin's tell to Liam (line 16)" opening a clause names its event; "his claim" does not
        public = "public" in manner or (SAYING_NOUNS[tokens[j].value] == "claim" and listener is None
                                        and "private" not in manner)
        end = j + 1 + (con if con is not None else len(rest) - 1)
        return Draft("event", "claim" if public else "tell", list(tokens[k:end + 1]), obj=obj,
                     value=rest[con].value if con is not None else None,
                     args={"by": t.value, "listener": None if public else listener, "manner": bool(manner)})
    return None
