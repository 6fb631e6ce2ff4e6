"""A stay told in free form ("Mia stays a minute", "Owen waited for a minute"): the story's stay line of that agent."""
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
