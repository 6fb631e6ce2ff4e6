"""Kosinski's unexpected-transfer items for lm-eval: the ``kosinski_del*`` tasks.

The items are never shipped: they come only from task metadata ``kosinski_path`` or
``$DELTOM_KOSINSKI_PATH`` (a JSON ``{"items": [...]}`` or a bare list of items with
fields txt, txt_notransfer, txt_informed, txt_present, o1, o2, q2, NUMBER).

Each item gives four belief questions (one per condition) and each of those a
reversed twin (o1 and o2 swapped in the texts): 20 x 4 x 2 = 160 questions.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional, Sequence

from dellabels.hitom.data import KOSINSKI_ENV, load_json_records, resolve_path
from dellabels.io.jsonl import Unanswered
from dellabels.traces.answers import extract_final_answer, normalise_location
from dellabels.traces.prompt import fill_prompt, number_lines, prompt_variant
from deltom_base.errors import DataNotFoundError
from deltom_base.settings import read

WHAT = "Kosinski unexpected-transfer items (unexpected_transfer.json)"
HOW_TO_PROVIDE = (
    f"Provide your copy with {KOSINSKI_ENV}=/path/to/unexpected_transfer.json, or with lm-eval's "
    "--metadata '{\"kosinski_path\": \"/path/to/unexpected_transfer.json\"}'."
)
TEXT_FIELDS = ("txt", "txt_notransfer", "txt_informed", "txt_present")
REQUIRED = TEXT_FIELDS + ("o1", "o2", "q2")

# condition -> (story field, appended field, field naming the expected answer).
# o1 is where the object really ends up, o2 where the protagonist left it.
CONDITIONS: dict[str, tuple[str, Optional[str], str]] = {
    "false_belief": ("txt", None, "o2"),
    "informed_protagonist": ("txt", "txt_informed", "o1"),
    "no_transfer": ("txt_notransfer", None, "o2"),
    "present_protagonist": ("txt_present", None, "o1"),
}

# Ours (Hi-ToM's note is about its own generator: lying agents, exit order). It states
# the commonsense assumptions of unexpected-transfer stories and the answer form.
KOSINSKI_NOTE = (
    "Note: You should assume the following. (1) An agent witnesses everything that happens in a "
    "place while they are there, and nothing that happens while they are away. (2) An agent who is "
    "told about a change and believes the teller updates their belief; otherwise an agent keeps "
    "the last belief they formed. (3) Give as the final answer the place or thing as it is named "
    "in the story."
)

# A sentence ends at . ! or ? (optionally followed by a closing quote) before whitespace.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[.!?][\"\u201d])\s+")
_LOOK_FOR = re.compile(r"^(?P<who>.+?) will look for (?P<what>.+?) in (?:the|their|container)$")
_LOWER_FIRST = {"The", "He", "She", "They", "It", "A", "An", "His", "Her", "Their"}


def kosinski_file(kosinski_path: Optional[str] = None) -> Path:
    """The items file: ``kosinski_path``, else $DELTOM_KOSINSKI_PATH (``DataNotFoundError`` if none or missing)."""
    return resolve_path(kosinski_path, KOSINSKI_ENV, "Kosinski items")


def load_items(kosinski_path: Optional[str] = None) -> list[dict]:
    """The items of the file named by ``kosinski_path`` or $DELTOM_KOSINSKI_PATH."""
    if not (kosinski_path or read(KOSINSKI_ENV)):
        raise DataNotFoundError(f"no {WHAT} given. {HOW_TO_PROVIDE}")
    try:
        file = resolve_path(kosinski_path, KOSINSKI_ENV, WHAT)
    except DataNotFoundError as err:  # a path was given but names no file
        raise DataNotFoundError(f"{err}. {HOW_TO_PROVIDE}") from None
    return list(_read_items(str(file)))


@lru_cache(maxsize=4)
def _read_items(path: str) -> tuple[dict, ...]:
    # DataFileError (one line naming the file and the item) for anything unusable
    return tuple(load_json_records(Path(path), "items", {key: str for key in REQUIRED}, noun="item"))


def swap_words(text: str, a: str, b: str) -> str:
    """``a`` and ``b`` exchanged as whole words, case-sensitive, in one pass."""
    words = sorted({a, b}, key=len, reverse=True)  # longest first: 'break room' before 'room'
    pattern = re.compile(r"(?<!\w)(" + "|".join(re.escape(w) for w in words) + r")(?!\w)")
    return pattern.sub(lambda m: b if m.group(1) == a else a, text)


def reverse_item(item: dict) -> dict:
    """The reversed version: o1 and o2 swapped in every text and in the fields themselves."""
    o1, o2 = item["o1"], item["o2"]
    flipped = dict(item, o1=o2, o2=o1)
    for key in TEXT_FIELDS:
        if key in item:
            flipped[key] = swap_words(item[key], o1, o2)
    return flipped


def split_sentences(text: str) -> list[str]:
    """Sentences of a paragraph (the items have no abbreviations with periods)."""
    return [s.strip() for s in _SENTENCE_END.split(text.strip()) if s.strip()]


def condition_text(item: dict, condition: str) -> str:
    """The story paragraph of ``condition`` (informed = false belief + the informing sentence)."""
    story_field, extra_field, _ = CONDITIONS[condition]
    text = item[story_field].strip()
    return f"{text} {item[extra_field].strip()}" if extra_field else text


def question_from_stem(stem: str) -> str:
    """'X will look for Y in the' -> 'Where will X look for Y?'; other stems become a cloze."""
    stem = " ".join(stem.split())
    match = _LOOK_FOR.match(stem)
    if not match:
        return f'Complete the sentence: "{stem} ___"'
    who = match.group("who")
    first, _, rest = who.partition(" ")
    if first in _LOWER_FIRST:  # 'The mermaid' -> 'the mermaid'; names keep their capital
        who = f"{first.lower()} {rest}".strip()
    return f"Where will {who} look for {match.group('what')}?"


def make_doc(item: dict, condition: str, reversed_: bool) -> dict:
    """One belief question; ``answer`` is the expected word, ``other`` the wrong location."""
    source = reverse_item(item) if reversed_ else item
    expected_field = CONDITIONS[condition][2]
    other_field = "o1" if expected_field == "o2" else "o2"
    return {
        "item": int(item.get("NUMBER", -1)),
        "condition": condition,
        "reversed": reversed_,
        "story": number_lines(split_sentences(condition_text(source, condition))),
        "question": question_from_stem(source["q2"]),
        "answer": str(source[expected_field]),
        "other": str(source[other_field]),
    }


def build_docs(items: Sequence[dict], condition: str) -> list[dict]:
    """40 docs for 20 items: each item's original, then its reversed twin."""
    if condition not in CONDITIONS:
        raise ValueError(f"unknown condition {condition!r}; one of {', '.join(CONDITIONS)}")
    return [make_doc(item, condition, rev) for item in items for rev in (False, True)]


def kosinski_dataset(kosinski_path: Optional[str] = None, condition: str = "false_belief",
                     prompt: Optional[str] = None, **_metadata: Any):
    """lm-eval ``custom_dataset`` (metadata + dataset_kwargs): one ``test`` split.

    ``prompt`` names the template (as for ``hitom_dataset``); each doc carries it.
    """
    import datasets

    variant = prompt_variant(prompt)
    docs = [dict(doc, prompt_variant=variant) for doc in build_docs(load_items(kosinski_path), condition)]
    return datasets.DatasetDict({"test": datasets.Dataset.from_list(docs)})


def doc_to_text(doc: dict) -> str:
    """The one-shot DEL prompt with our note, the numbered story and the question."""
    return fill_prompt(KOSINSKI_NOTE, doc["story"], doc["question"], prompt_variant(doc.get("prompt_variant")))


def _tokens(text: Optional[str]) -> list[str]:
    folded = normalise_location(text) if text is not None else None
    return re.findall(r"[a-z0-9]+", folded) if folded else []


def _names(answer: list[str], word: list[str]) -> bool:
    """``word`` occurs in ``answer`` as a run of whole tokens ('red' in 'red_drawer')."""
    n = len(word)
    return n > 0 and any(answer[i:i + n] == word for i in range(len(answer) - n + 1))


def is_correct(output: Optional[str], expected: str, other: str) -> bool:
    """The final answer names the expected location and not the other one."""
    answer = _tokens(extract_final_answer(output))  # <think> blocks are stripped first
    return _names(answer, _tokens(expected)) and not _names(answer, _tokens(other))


def judge(doc: dict, response: Optional[str]) -> bool:
    """Kosinski's answer judge of one response to ``doc`` (the one rule of its tasks, rescoring included)."""
    return is_correct(response, doc["answer"], doc["other"])


def process_results(doc: dict, results: Sequence[str]) -> dict[str, float]:
    """``acc`` for one doc (first response after filtering); NaN for a response never produced (``Unanswered``)."""
    if isinstance(results[0], Unanswered):
        return {"acc": float("nan")}
    return {"acc": float(judge(doc, results[0]))}
