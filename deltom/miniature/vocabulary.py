"""The miniature's pre-flight on words: can the trace LM spell every name, object, container and room of the
test set?

The trace LM's tokenizer (``pbm.tiny.train_tokenizer`` with phrase tokens) keeps each entity word of its
training stories whole, and the model learns to copy those tokens from the story into its trace. A word it
never saw is split into byte pieces it never learned to copy, and the model writes garbage ("Amelia thinks the
banana is in the The The The ..."). So a test set holding such words is refused before any training or
generation, naming the first few.
"""
from __future__ import annotations

from typing import Iterable

from dellabels.hitom.grammar import Enter, Exit, Stay
from dellabels.hitom.world import HiToMStory
from deltom_base.errors import VocabularyError
from harness_ext.benchmarks.hitom import load_docs

SHOWN = 5  # unknown words named in the refusal


def story_words(stories: Iterable[str]) -> list[str]:
    """Every agent, object, container and room the stories name, in order of first mention."""
    seen: dict[str, None] = {}
    for text in stories:
        story = HiToMStory(text)
        rooms = [line.sentence.room for line in story.lines if isinstance(line.sentence, (Enter, Exit, Stay))]
        containers = [c for obj in story.objects for c in sorted(story.containers[obj])]
        for word in (*story.agents, *story.objects, *containers, *rooms):
            seen.setdefault(word, None)
    return list(seen)


def unspellable(words: Iterable[str], tokenizer) -> list[str]:
    """The ``words`` that are not one token of ``tokenizer`` (so the trace LM never learned to copy them)."""
    return [w for w in words if len(tokenizer(w, add_special_tokens=False)["input_ids"]) != 1]


def test_stories(path: str) -> list[str]:
    """The distinct stories of the questions ``hitom_del_bon`` reads from ``path`` (length-1 CoTP)."""
    return list(dict.fromkeys(doc["story"] for doc in load_docs(path, story_length=1)))


def check_vocabulary(path: str, test_name: str, tokenizer) -> int:
    """Raise ``VocabularyError`` when the test set at ``path`` names a word ``tokenizer`` cannot spell as one
    token; returns how many distinct words were checked."""
    words = story_words(test_stories(path))
    unknown = unspellable(words, tokenizer)
    if unknown:
        shown = ", ".join(unknown[:SHOWN]) + (f" and {len(unknown) - SHOWN} more" if len(unknown) > SHOWN else "")
        raise VocabularyError(
            f"test set {path} ({test_name}): {len(unknown)} of its {len(words)} names, objects, containers and "
            f"rooms are words the trace LM never learned ({shown}): its answers would be garbage; evaluate on "
            "Hi-ToM (--hitom-path) or on stories in Hi-ToM's vocabulary (the default without a data file)")
    return len(words)
