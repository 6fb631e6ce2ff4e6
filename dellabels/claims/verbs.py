"""A clause's subject and verbs, as the claim readers find them (``dellabels.claims.predicates``, ``presence``)."""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import PERSPECTIVE
from dellabels.claims.segments import THEN_PREPOSITIONS
from dellabels.claims.words import verb_forms
from dellabels.traces.lexicon import vocabulary

CLAIM_NOUNS = frozenset({"claim", "claims", "statement", "word", "words", "announcement", "tell", "message", "lie",
                         "story", "assertion", "info", "information", "report", "tip", "say"})
ORDER_WORDS = {"after": "after", "later": "after", "before": "before", "earlier": "before", "sooner": "before",
               "longer": "after"}
TIME_PREPOSITIONS = frozenset({"at", "in", "on", "by", "after", "before", "during", "around", "from", "until"})
LEAD_WORDS = frozenset({"neither", "then", "next", "so", "first", "finally", "later", "and", "since", "because", "as", "but",
                        "while", "which", "meaning", "therefore", "thus", "hence", "also", "now", "step", "here",
                        "meanwhile", "after", "that", "this", "means", "whereas", "although", "though", "afterwards",
                        "afterward", "much", "eventually", "subsequently", "lastly", "soon"})
TIME_NOUNS = frozenset({"end", "start", "beginning", "close", "finish", "outset"})  # "at the (very) end, ..."
DETERMINERS = frozenset({"the", "a", "an", "this", "that", "his", "her", "their", "its", "any", "every", "each",
                         "no", "last", "first", "own", "later", "earlier", "second", "third", "final", "next"})
SEEING = frozenset({"find", "finds", "found", "finding", "see", "sees", "saw", "seen", "spot", "spots", "spotted"})
DEICTIC = frozenset({"it", "this", "that", "everything", "happen", "happened", "happening"})
STATE_VERBS = frozenset({"is", "was", "are", "were", "remains", "remained", "stays", "stayed", "ends", "ended", "sits",
                         "sat", "lies", "lay", "located", "kept", "being", "been", "be", "left"})


REPORTING = frozenset({"claim", "claims", "claimed", "claiming", "told", "tells", "tell", "telling", "said", "says",
                       "say", "announced", "announces", "whispered", "whispers", "message", "tip", "statement",
                       "lie", "lied", "lies", "insists", "insisted", "suggested", "suggests", "reported", "reports",
                       "states", "stated", "state", "stating", "says", "saying", "announcing", "claiming",
                       "confirms", "confirmed", "confirm", "announcement", "announcements", "swears", "swore",
                       "insist", "assures", "assured", "tells", "tip", "tips", "messages"})
LATER = frozenset({"later", "another", "subsequent", "next", "other", "further", "following", "remaining"})


def destination(tokens: Sequence[Token], start: int) -> Optional[int]:
    """Where a move goes: the container after "to" / "into" / "onto" ("from the C1 to the C2": C2), else the first."""
    found = [k for k in range(start, len(tokens)) if tokens[k].kind == "container"]
    arrowed = [k for k in found if k > 0 and tokens[k - 1].value in ("->", "→")]
    if arrowed:
        return arrowed[-1]  # "moved it blue_bucket → blue_pantry"
    for k in found:
        before = [t.value for t in tokens[max(start, k - 3):k] if t.kind == "word"]
        if any(w in ("to", "into", "onto", "inside", "in") for w in before) and "from" not in before[-1:]:
            return k
    if found and any(tokens[found[0] - d].value in ("from", "of") for d in (1, 2) if found[0] - d >= 0):
        return None  # "moved it there from the C", "took it out of the C": where it came from, not where it went
    return found[0] if found else None


def subject_denied(tokens: Sequence[Token], at: int) -> bool:
    """Whether the subject before ``at`` is denied ("Neither Liam nor Owen moved it": none of them did)."""
    return any(t.kind == "word" and t.value in ("neither", "nor") for t in tokens[:at])


def subject_of(tokens: Sequence[Token]) -> tuple[list[str], int]:
    """The agents a clause starts with ("Chloe", "Chloe and Liam") and where its verb phrase starts."""
    agents, i = [], 0
    while i < len(tokens):
        t = tokens[i]
        if t.kind in ("punct", "line") or t.kind == "word" and t.value in LEAD_WORDS:
            i += 1
            continue
        if t.kind == "word" and t.value in THEN_PREPOSITIONS and i + 1 < len(tokens) and tokens[i + 1].value == "then":
            i += 2  # "By then Liam had left": the moment told, then the subject
            continue
        if t.kind == "word" and t.value == "both" and i + 1 < len(tokens) and tokens[i + 1].kind == "agent":
            i += 1  # "Both Owen and Liam saw her go": each of them
            continue
        if t.kind == "word" and t.value in TIME_PREPOSITIONS:  # "At line 17", "in the waiting room": then the subject
            k = i + 1 + (i + 1 < len(tokens) and tokens[i + 1].value == "the")
            if k < len(tokens) and tokens[k].kind in ("line", "room"):
                i = k + 1
                continue
            k += k < len(tokens) and tokens[k].value == "very"
            if k < len(tokens) and tokens[k].kind == "word" and tokens[k].value in TIME_NOUNS:
                i = k + 1 + (k + 1 < len(tokens) and tokens[k + 1].value == "of")  # "at the end of it all"?
                continue
        break
    while i < len(tokens) and tokens[i].kind == "agent":
        agents.append(tokens[i].value)
        i += 1
        if i < len(tokens) and tokens[i].value in ("and", ",", "&", "nor", "or"):
            if i + 1 < len(tokens) and tokens[i + 1].kind == "agent":
                i += 1
    if agents:
        i = _past_apposition(tokens, i)
    return agents, i


def _past_apposition(tokens: Sequence[Token], i: int) -> int:
    """Where the verb phrase starts after an apposition set off by commas ("Aiden, the last one in the attic, puts
    it back"; "Sophia, alone in the sunroom, moves it"): after the second comma; else ``i``."""
    if i >= len(tokens) or tokens[i].value not in (",", "—", "–", "("):
        return i
    close = {",": ",", "—": "—", "–": "–", "(": ")"}[tokens[i].value]
    for j in range(i + 1, min(len(tokens), i + 10)):
        if tokens[j].kind in ("agent", "object", "container", "line"):
            return i
        if tokens[j].value == close:
            return j + 1 if j + 1 < len(tokens) and tokens[j + 1].kind == "word" else i
    return i


def verb_at(tokens: Sequence[Token], start: int, kinds: Sequence[str], reach: int = 4) -> Optional[tuple[int, str]]:
    """The first verb of one of ``kinds`` within ``reach`` words of ``start``: (index, kind). A word after a
    determiner is a noun ("the claim", "the last move"); phrasal verbs ("walks out") come from the event
    vocabulary."""
    phrasal = vocabulary().phrases
    for j in range(start, min(len(tokens), start + reach)):
        t = tokens[j]
        if t.kind != "word":
            if t.kind in ("agent", "object", "container"):
                return None
            continue
        if j and tokens[j - 1].kind == "word" and tokens[j - 1].value in DETERMINERS | {"s", "private", "public"} \
                and not (_adverb_after_subject(tokens, j - 1) and not {"see", "miss"} & set(kinds)):
            continue  # a noun: "the claim", "the last move", "Olivia's private tell"
        if j and _possessive(tokens, j - 1) and j + 1 < len(tokens) and tokens[j + 1].kind == "word" and any(
                tokens[j + 1].value in verb_forms(kind) for kind in kinds):
            continue  # a modifier of the event noun after it: "Her brief exit at line 8" (the exit, no briefing)
        if j > 1 and tokens[j - 1].value == "to" and tokens[j - 2].value in verb_forms("intention"):
            continue  # an intention ("wanted to keep it"): no event told
        if j + 1 < len(tokens) and tokens[j + 1].kind == "word" and tokens[j + 1].value in PERSPECTIVE:
            continue  # "keeps her belief": no event
        if t.value in KEEP_TAKE and _not_carrying(tokens, j):
            continue  # "keeps blue_suitcase", "takes the red_suitcase on board", "takes it that ...": no move
        after = _contiguous_words(tokens, j + 1)
        for particles, found in phrasal.get(t.value, ()):
            if after[:len(particles)] == particles:
                hit = next((k for k in kinds if k in found), None)
                if hit:
                    return j, hit
        for kind in kinds:
            if t.value in verb_forms(kind) and not (kind in ("move", "place") and t.value in SEEING):
                return j, kind
    return None


def _possessive(tokens: Sequence[Token], k: int) -> bool:
    """Whether the pronoun at ``k`` is a possessive determiner: "his", "their", "its", or "her" opening its clause
    (as an object, "saw her leave", it stands after a verb)."""
    raw = tokens[k].raw.lower() if tokens[k].kind == "agent" else ""
    return raw in ("his", "their", "its") or raw == "her" and (k == 0 or tokens[k - 1].kind == "punct")


KEEP_TAKE = frozenset({"keep", "keeps", "kept", "keeping", "take", "takes", "took", "taken", "taking"})


def _not_carrying(tokens: Sequence[Token], j: int) -> bool:
    """'keep' / 'take' at ``j`` naming a place without the thing ("keeps blue_suitcase", "takes the C on board") or
    taking something as true ("takes it that ..."): a belief held, not a thing carried."""
    rest = [t for t in tokens[j + 1:j + 6] if t.kind != "punct"]
    if rest and rest[0].kind == "container" or len(rest) > 1 and rest[0].value == "the" and rest[1].kind == "container":
        return True
    words = [t.value for t in rest]
    return "board" in words or words[1:2] == ["that"] or words[1:3] == ["as", "true"]


ADVERBIAL_DETERMINERS = frozenset({"later", "earlier", "first", "last", "next", "final"})


def _adverb_after_subject(tokens: Sequence[Token], k: int) -> bool:
    """Whether the word at ``k`` is an adverb of the verb after it ("Jayden later moves it", "she first put it"),
    not a determiner of a noun ("the later moves", "his last shared moment"): it opens the verb phrase, right after
    the subject. "Jackson last saw it in the C" says where he saw it last, so seeing keeps the old reading."""
    if tokens[k].value not in ADVERBIAL_DETERMINERS:
        return False
    before = tokens[k - 1] if k else None
    return before is not None and (before.kind == "agent" and before.raw.lower() not in (
        "his", "her", "their") or before.value in ("he", "she", "they"))


def _contiguous_words(tokens: Sequence[Token], j: int) -> tuple[str, ...]:
    """Up to three words right after ``j``, stopping at a name: "moves it into the C" has no particle "into" (a
    name between the verb and the particle makes it transitive)."""
    out: list[str] = []
    for x in tokens[j:j + 3]:
        if x.kind != "word":
            break
        out.append(x.value)
    return tuple(out)


def particles(tokens: Sequence[Token], j: int) -> int:
    """How many particles of a phrasal verb follow the verb at ``j`` ("walks out of": 2)."""
    after = tuple(x.value for x in tokens[j + 1:j + 4])
    return max((len(p) for p, _ in vocabulary().phrases.get(tokens[j].value, ()) if after[:len(p)] == p), default=0)
