"""The answer of a free-form response: one rule for every common form.

Read from the reply: the text after the last ``</think>`` when it holds words, else the whole response (a model
that stopped while thinking answers in its thinking, if anywhere). In order, the first that gives an answer:

1. **A cue**: the last of ``\\boxed{X}``, "final answer", "answer" / "the answer is", "correct choice / option",
   "I choose / I'd go with"; its answer is the first container or choice letter named after it, in its line.
2. **A choice line**: the first line that is only a choice: "G. red_pantry", "G", "[red_pantry]", "**red_pantry**".
3. **A conclusion**: the last assertion of the question's own belief at the question's time ("... so the lettuce
   is really in the green_drawer"), as the claim reader reads it (``restated``).
4. **The last word**: the reply's last sentence that names a container, when it names one and concludes (a
   conclusion word or a colon, or a sentence of a few words): "So: green_bathtub.", "Real location: red_bottle.",
   "... every layer of his picture stays there: blue_cupboard." (after its colon), "Green_container."; or a reply
   of one sentence that says where a thing is, naming one container and no line ("The persimmon is in the
   green_box.", "It was in the green_container."; not "Chloe moved it to the green_bucket (line 6).").

A choice letter written against a container labels it ("H. red_drawer": the name's answer, even when H is another
choice's); an answer taken back ("K... no — J. blue_box") is no answer. Two different containers given as the answer ("[red_box] or [blue_box]", "red_box/blue_box") are no answer: the
response is ``hedged``. A response with none of these has no readable answer (``answer`` None), counted as such.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Sequence

from dellabels.claims.mentions import Names, Token, tokenize
from dellabels.claims.verbs import STATE_VERBS
from dellabels.traces.answers import NULL_WORDS, parse_choices
from dellabels.traces.thinking import CLOSE

_CUES = re.compile(
    r"\\boxed\s*\{|final\s+answer|(?<![a-z])answer(?:\s+is|\s+would\s+be|\s+will\s+be)?\s*[:：]?|correct\s+"
    r"(?:choice|option|location|container)(?:\s+is)?|(?:i|we)(?:'d|\s+would|\s+will)?\s+(?:choose|pick|go\s+with|"
    r"select)|(?:my|the)\s+(?:choice|pick)\s+is|(?:the\s+)?(?:is|are)\s+most\s+likely\s+in", re.I)
_CHOICE_LINE = re.compile(r"^[\s>*#\-]*(?:\*\*)?\s*(?:\(?([A-O])[.):]\s*)?\[?\s*([A-Za-z][\w \-]*?)?\s*\]?\s*(?:\*\*)?"
                          r"\s*[.!]?\s*$")


@dataclass(frozen=True)
class AnswerReading:
    answer: Optional[str]  # the container answered ("Null" for a no-location answer), None when none is read
    how: str  # "cue", "choice", "conclusion", "hedged", "none"
    start: int = -1
    end: int = -1


def reply_of(text: str) -> tuple[str, int]:
    """The reply and its offset in ``text`` (see the module docstring)."""
    low = text.lower()
    at = low.rfind(CLOSE)
    if at != -1 and text[at + len(CLOSE):].strip():
        return text[at + len(CLOSE):], at + len(CLOSE)
    return text, 0


_LABEL_PUNCT = frozenset({".", ")", "(", ":"})
RETRACTING = frozenset({"no", "wait", "actually"})


def _targets(tokens: Sequence[Token], letters: dict[str, str], names: Names) -> list[tuple[str, Token]]:
    """Containers (and choice letters, and Null words) in order, as (container, token).

    A choice letter written against a container ("H. red_drawer", "(H) red_drawer", "red_drawer (H)": only ``. ) ( :``
    between) labels it: the pair is one answer, the name's, even when the letter is another choice's (the name is
    what was meant; letters slip). An answer taken back ("K... no — J", "H? No, D") is no answer."""
    out: list[tuple[str, Token, int]] = []
    for k, t in enumerate(tokens):
        if t.kind == "container":
            out.append((t.value, t, k))
        elif t.kind == "word" and t.raw.isupper() and len(t.raw) == 1 and t.raw in letters:
            out.append((letters[t.raw], t, k))
        elif t.kind == "word" and t.value in NULL_WORDS and t.value not in ("no", "na"):
            out.append(("Null", t, k))
    labelled = {k for _, t, k in out if t.kind == "word" and t.raw.isupper() and _labels(tokens, k)}
    kept = [(v, t, k) for v, t, k in out if k not in labelled]
    taken_back = [n for n, (_, _, k) in enumerate(kept) if _retracted(tokens, k)]
    if taken_back:
        kept = kept[taken_back[-1] + 1:]
    return [(v, t) for v, t, _ in kept]


def _labels(tokens: Sequence[Token], k: int) -> bool:
    """Whether the letter at ``k`` sits against a container with only label punctuation between."""
    for step in (1, -1):
        j = k + step
        while 0 <= j < len(tokens) and tokens[j].kind == "punct" and tokens[j].raw in _LABEL_PUNCT:
            j += step
        if 0 <= j < len(tokens) and tokens[j].kind == "container" and abs(j - k) <= 3:
            return True
    return False


def _retracted(tokens: Sequence[Token], k: int) -> bool:
    """Whether the answer at ``k`` is taken back: punctuation, then "no" / "wait" / "actually" set off by
    punctuation ("C... no — M", "H? No, D"), never "no one" or "no doubt"."""
    j = k + 1
    while j < len(tokens) and tokens[j].kind == "punct" and tokens[j].raw != "\n":
        j += 1
    if j == k + 1 or j >= len(tokens) or tokens[j].value not in RETRACTING:
        return False
    return j + 1 >= len(tokens) or tokens[j + 1].kind == "punct"


def _after_cue(reply: str, offset: int, names: Names, letters: dict[str, str]) -> Optional[AnswerReading]:
    cues = list(_CUES.finditer(reply))
    for cue in reversed(cues):
        line_end = reply.find("\n", cue.end())
        rest = reply[cue.end(): line_end if line_end != -1 else len(reply)]
        if not rest.strip(" *:：\t") and line_end != -1:  # "**Answer:**\n\nB. green_box": the next line
            nxt = reply[line_end:].lstrip("\n")
            rest = nxt.split("\n", 1)[0]
            base = offset + len(reply) - len(reply[line_end:].lstrip("\n"))
        else:
            base = offset + cue.end()
        found = _targets(tokenize(rest, names), letters, names)
        if not found:
            continue
        first, token = found[0]
        head = rest[:token.start]
        if re.search(r"[a-z]{3,}", head.lower().replace("the", "").replace("in", "")) and len(head) > 40:
            continue  # the cue's sentence talks of something else before naming a place
        others = {c for c, t in found[1:4] if c != first and _joined(rest, token, t)}
        if others:
            return AnswerReading(None, "hedged", base + token.start, base + token.end)
        return AnswerReading(first, "cue", base + token.start, base + token.end)
    return None


def _joined(rest: str, a: Token, b: Token) -> bool:
    """Whether two answers are offered together: "X or Y", "X/Y", "X, Y", "[X] [Y]"."""
    between = rest[a.end:b.start].lower()
    return bool(re.fullmatch(r"[\s\]\[*/,.]*(?:or|and|/|,)?[\s\]\[*/]*(?:the\s+)?(?:maybe\s+)?", between)) and \
        len(between) < 12


def _choice_line(reply: str, offset: int, names: Names, letters: dict[str, str]) -> Optional[AnswerReading]:
    at = 0
    for line in reply.split("\n"):
        stripped = line.strip()
        if stripped and len(stripped) <= 60:
            found = _targets(tokenize(line, names), letters, names)
            rest = [t for t in tokenize(line, names) if t.kind not in ("punct",)]
            if found and len(rest) <= 2 and all(t.kind in ("container", "word") for t in rest):
                value, token = found[-1] if len(found) > 1 and found[0][1].kind == "word" else found[0]
                if len({v for v, _ in found}) > 1:
                    return AnswerReading(None, "hedged", offset + at + token.start, offset + at + token.end)
                return AnswerReading(value, "choice", offset + at + token.start, offset + at + token.end)
        at += len(line) + 1
    return None


_TAKEN_BACK = re.compile(r"^[\s*]*\(?[A-O]\)?(?:\.{2,}|…|\?)\s*(?:no|wait|actually)\s*(?:[,—–\-]|\.{1,3})\s*", re.I)
_LEAD_CUT = re.compile(r",|:|;|\s[-–—]\s|\s(?:because|since|as|so|but)\s|\(|\.(?:\s|$)", re.I)
_LEAD_WORDS = re.compile(r"^\s*(?:it'?s|it\s+is|that'?s|that\s+is|in|the)\s+", re.I)


def _leading_choice(reply: str, offset: int, names: Names, letters: dict[str, str]) -> Optional[AnswerReading]:
    """An answer given first: the reply's opening phrase, up to its first separator ("K, because ...",
    "It's blue crate: ...", "blue bathtub - Hannah ..."), when that phrase is only a choice."""
    start = len(reply) - len(reply.lstrip())
    first = reply[start:].split("\n", 1)[0]
    back = _TAKEN_BACK.match(first)
    if back:  # "K... no — J. blue_box": the answer after the one taken back
        start, first = start + back.end(), first[back.end():]
    cut = _LEAD_CUT.search(first, 1)
    head = first[:cut.start()] if cut else first
    named = tokenize(first[cut.end():], names)[:1] if cut and cut.group(0).startswith(".") else []
    if named and named[0].kind == "container" and re.fullmatch(r"\s*\**\s*\(?[A-O]\)?", head):
        head = first[:cut.end() + named[0].end]  # "H. red_drawer — ...": the letter's own full stop, then its name
    lead = _LEAD_WORDS.sub("", head)
    skip = start + (len(head) - len(lead))
    while True:
        trimmed = _LEAD_WORDS.sub("", lead)
        if trimmed == lead:
            break
        skip += len(lead) - len(trimmed)
        lead = trimmed
    tokens = [t for t in tokenize(lead, names) if t.kind != "punct"]
    found = _targets(tokens, letters, names)
    if len(tokens) == 1 and found:
        value, token = found[0]
        return AnswerReading(value, "choice", offset + skip + token.start, offset + skip + token.end)
    if len(tokens) == 2 and tokens[0].raw in letters and len(found) == 1 and found[0][1] is tokens[1]:
        value, token = found[0]  # "G. blue_treasure_chest": the letter labels the name
        return AnswerReading(value, "choice", offset + skip + token.start, offset + skip + token.end)
    return None


def answer_spans(text: str, names: Names, choices=None) -> list[tuple[str, int, int]]:
    """Every place the response states an answer (a cue's or a choice line's), thinking included: (value, start,
    end). The answer restated in the thinking and in the reply is a claim each time."""
    letters = {k: "_".join(v.split()) for k, v in (parse_choices(choices) if choices else {}).items()}
    found = []
    for part_start, part in _parts(text):
        for reader in (_after_cue, _choice_line):
            got = reader(part, part_start, names, letters)
            if got is not None and got.answer is not None:
                found.append((got.answer, got.start, got.end))
    return found


def _parts(text: str) -> list[tuple[int, str]]:
    """The response split at its think tags (each part read on its own)."""
    out, at = [], 0
    for m in re.finditer(r"</?think>", text, re.I):
        out.append((at, text[at:m.start()]))
        at = m.end()
    out.append((at, text[at:]))
    return [(start, part) for start, part in out if part.strip()]


def read_answer(text: Optional[str], names: Names, choices=None,
                conclusion: Optional[tuple[str, int, int]] = None) -> AnswerReading:
    """The answer of ``text`` by the module's rule (``conclusion``: the last restated answer, value and span)."""
    if not text or not isinstance(text, str):
        return AnswerReading(None, "none")
    letters = parse_choices(choices) if choices else {}
    letters = {k: "_".join(v.split()) for k, v in letters.items()}
    reply, offset = reply_of(text)
    for reader in (_after_cue, _choice_line, _leading_choice):
        found = reader(reply, offset, names, letters)
        if found is not None:
            return found
    if conclusion is not None:
        value, start, end = conclusion
        return AnswerReading(value, "conclusion", start, end)
    found = _last_word(reply, offset, names, letters)
    return found if found is not None else AnswerReading(None, "none")


CONCLUDING = frozenset({"so", "therefore", "thus", "hence", "answer", "final", "result", "conclusion", "lands",
                        "bottoms", "comes", "overall", "ultimately", "altogether", "together", "chain"})
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|$)")


def _last_word(reply: str, offset: int, names: Names, letters: dict[str, str]) -> Optional[AnswerReading]:
    """Rule 4: the last sentence naming a container; one container (or one after its last colon) is the answer when
    the sentence concludes, or is the reply's only sentence."""
    sentences = [m for m in _SENTENCE.finditer(reply) if re.search(r"\w", m.group(0))]
    for m in reversed(sentences):
        sentence = m.group(0)
        found = [(c, t) for c, t in _targets(tokenize(sentence, names), letters, names) if t.kind == "container"]
        if not found:
            continue
        colon = sentence.rfind(":")
        if colon != -1:
            after = [(c, t) for c, t in found if t.start > colon]
            found = after or found
        values = {c for c, _ in found}
        words = re.findall(r"[a-z]+", sentence.lower())
        alone = len(sentences) == 1 and _states_a_place(tokenize(sentence, names))
        if len(values) != 1 or not (colon != -1 or len(words) <= 4 or set(words) & CONCLUDING or alone):
            return None
        value, token = found[-1]
        return AnswerReading(value, "last word", offset + m.start() + token.start, offset + m.start() + token.end)
    return None


def _states_a_place(tokens: Sequence[Token]) -> bool:
    """Whether a sentence says where something is (a state verb, no line named), not what happened."""
    return any(t.kind == "word" and t.value in STATE_VERBS - {"left"} for t in tokens) and \
        not any(t.kind == "line" for t in tokens)  # "left" is also an exit
