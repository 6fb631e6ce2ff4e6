"""Fresh ToMi-style sets: seeded, contamination-free questions in ToMi's grammar, labeled by the DEL engine.

The ``tomi_del_fresh`` tasks' documents: story ``i`` of the stream is
``dellabels.tomi.writer.generate_one(i, seed, vocab)`` (ToMi's story plan, sentences and four
question forms), and the stream is read story by story until every question type (``QUESTION_TYPES``,
ToMi's question types without the agent index) holds ``per_type`` questions. Every gold is the
engine's (``ToMiStory``); a generated story has no other, so ``answer_tomi`` (what ``acc_tomi``
scores) is that gold too. Settings (``TOMI_SETTINGS``): ``seed``, ``per_type``, ``vocab``; the
Hi-ToM-only settings of ``dellabels.hitom.fresh_settings`` are refused by name, in one line.
Docs are ordered by (question type, story); ``fingerprint`` (``dellabels.hitom.fresh``) is the set's identity.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import Any, Mapping, Optional

from dellabels.hitom.fresh import fingerprint, fresh_vocab, progress
from dellabels.hitom.fresh_settings import SETTINGS as HITOM_SETTINGS
from dellabels.hitom.fresh_settings import VOCABS
from dellabels.hitom.story_writer import load_vocab
from dellabels.tomi.audit import question_class
from dellabels.tomi.writer import generate_one
from deltom_base.errors import FreshSettingsError

# ToMi's question types without the agent index (``audit.question_class``): the tomi_del tasks' leaf keys
QUESTION_TYPES = ("memory", "reality", "first_order_no_tom", "first_order_tom", "second_order_no_tom",
                  "second_order_tom")
MAX_PER_TYPE = 10_000  # 60,000 questions: under a minute of generation (with a progress bar)
STORIES_PER_QUESTION = 20  # a set that needs more stories than this per question is refused
# name -> (default, range, what it controls), as the Hi-ToM settings' table
TOMI_SETTINGS: dict[str, tuple[str, str, str]] = {
    "seed": ("0", "integer >= 0", "the story stream; a private set is a seed nobody else uses"),
    "per_type": ("100", f"1 .. {MAX_PER_TYPE}", "questions per question type"),
    "vocab": ('"fresh"', '"fresh" / "hitom"', "the words of the stories: the fresh vocabulary or Hi-ToM's"),
}
HITOM_ONLY = tuple(k for k in HITOM_SETTINGS if k not in TOMI_SETTINGS)


@dataclass(frozen=True)
class ToMiFreshSettings:
    """Every setting of a fresh ToMi-style set, resolved."""

    seed: int = 0
    per_type: int = 100
    vocab: str = "fresh"

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready settings, with ``style: tomi`` (what results record beside the fingerprint)."""
        return {"style": "tomi", **asdict(self)}


def tomi_settings_from(given: Mapping[str, Any]) -> ToMiFreshSettings:
    """Checked settings from ``given``; a Hi-ToM-only or unknown setting is a one-line ``FreshSettingsError``."""
    for key in given:
        if key in HITOM_ONLY:
            raise FreshSettingsError(f"fresh ToMi: setting {key!r} applies to Hi-ToM-style sets (hitom_del_fresh) "
                                     f"only; ToMi-style settings: {', '.join(TOMI_SETTINGS)}")
        if key not in TOMI_SETTINGS:
            raise FreshSettingsError(f"fresh ToMi: unknown setting {key!r}; known: {', '.join(TOMI_SETTINGS)}")
    seed, per_type, vocab = given.get("seed", 0), given.get("per_type", 100), given.get("vocab", "fresh")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 63:
        raise FreshSettingsError(f"fresh ToMi setting 'seed': must be an integer >= 0, got {seed!r}")
    if isinstance(per_type, bool) or not isinstance(per_type, int) or not 1 <= per_type <= MAX_PER_TYPE:
        raise FreshSettingsError(f"fresh ToMi setting 'per_type': must be an integer 1 .. {MAX_PER_TYPE}, "
                                 f"got {per_type!r}")
    if vocab not in VOCABS:
        raise FreshSettingsError(f"fresh ToMi setting 'vocab': must be one of {', '.join(map(repr, VOCABS))}, "
                                 f"got {vocab!r}")
    return ToMiFreshSettings(seed, per_type, vocab)


def story_docs(index: int, seed: int, vocab: dict) -> list[dict]:
    """The docs of story ``index`` of the stream: one per question the writer asks of it."""
    record = generate_one(index, seed, vocab)
    return [{"story": record["story"], "question": q["question"], "answer": q["answer"], "answer_tomi": q["answer"],
             "question_type": q["question_type"], "question_class": question_class(q["question_type"]),
             "story_type": record["story_type"], "story_id": record["id"]} for q in record["questions"]]


@lru_cache(maxsize=16)
def tomi_fresh_docs(settings: ToMiFreshSettings) -> tuple[dict, ...]:
    """The set's docs, ordered by (question type, story)."""
    vocab = fresh_vocab() if settings.vocab == "fresh" else load_vocab()
    kept: dict[str, list[dict]] = {key: [] for key in QUESTION_TYPES}
    limit = STORIES_PER_QUESTION * settings.per_type
    with progress(settings.per_type * len(QUESTION_TYPES), f"fresh ToMi-style set (seed {settings.seed})") as bar:
        for index in range(limit):
            for doc in story_docs(index, settings.seed, vocab):
                if len(kept[doc["question_class"]]) < settings.per_type:
                    kept[doc["question_class"]].append(doc)
                    bar.update()
            if all(len(docs) == settings.per_type for docs in kept.values()):
                return tuple(doc for key in QUESTION_TYPES for doc in kept[key])
    short = ", ".join(k for k, v in kept.items() if len(v) < settings.per_type)
    raise FreshSettingsError(f"fresh ToMi settings: {limit} stories hold too few questions of type {short}")


def tomi_fresh_set(given: Optional[Mapping[str, Any]] = None) -> tuple[ToMiFreshSettings, tuple[dict, ...], str]:
    """(resolved settings, docs, fingerprint) of the ToMi-style set ``given`` describes."""
    settings = tomi_settings_from(given or {})
    docs = tomi_fresh_docs(settings)
    return settings, docs, fingerprint(docs)
