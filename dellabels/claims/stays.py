"""Staying and going told in free form, in words the verifier's event vocabulary does not hold: "Mia stays a minute"
(the story's stay line of that agent), "Carter goes to the porch" (entering that room), "Ava out (6)" (leaving)."""
from __future__ import annotations

from typing import Optional, Sequence

from dellabels.claims.mentions import Token
from dellabels.claims.reader import Draft, first_of, negates
from dellabels.claims.verbs import subject_denied, subject_of, verb_at


def read_stay(tokens: Sequence[Token], at: int) -> Optional[Draft]:
    """'Mia stays a minute', 'Owen waited for a minute': the story's "made no movements and stayed ... for 1
    minute" line of that agent (a stay with no duration is a presence: "Owen stayed behind")."""
    verb = verb_at(tokens, at, ("stay",), reach=3)
    if verb is None:
        return None
    j = verb[0]
    minute = next((k for k in range(j + 1, min(len(tokens), j + 6)) if tokens[k].value in ("minute", "moment")), None)
    if minute is None:
        return None
    subject, _ = subject_of(tokens)
    room = first_of(tokens, "room", j)
    end = max(minute, room if room is not None and room < j + 6 else 0) + 1
    return Draft("event", "stay", list(tokens[:end]), value=tokens[room].value if room is not None and room < end
                 else None, negated=negates(tokens[at:j]) or subject_denied(tokens, at),
                 args={"agents": tuple(subject), "verb": j})


def read_going(tokens: Sequence[Token], subject: Sequence[str], at: int) -> Optional[Draft]:
    """'Carter goes to the porch', 'they all went into the den': entering that room."""
    words = [t.value for t in tokens[at:at + 5]]
    room = first_of(tokens, "room", at)
    if not words or words[0] not in ("go", "goes", "went", "head", "heads", "headed", "come", "comes", "came") \
            or room is None or room > at + 4 or not {"to", "into"} & set(words[1:room - at]):
        return None
    return Draft("event", "enter", list(tokens[:room + 1]), value=tokens[room].value,
                 negated=negates(tokens[:at]), args={"agents": tuple(subject), "again": False, "at": None})


def read_out(tokens: Sequence[Token], subject: Sequence[str], at: int) -> Optional[Draft]:
    """'Ava out (6)', 'Lily out at line 10': a note with no verb, a name and "out" dated by a line, is that agent
    leaving at that line (the story's one way out of a room)."""
    rest = [t for t in tokens[at:] if t.kind != "punct"]
    if not rest or rest[0].kind != "word" or rest[0].value != "out" or rest[-1].kind != "line" or \
            any(t.kind != "word" or t.value not in ("at", "in", "on", "line", "step") for t in rest[1:-1]):
        return None
    return Draft("event", "exit", list(tokens), args={"agents": tuple(subject), "again": False, "back": False,
                                                      "at": None})
