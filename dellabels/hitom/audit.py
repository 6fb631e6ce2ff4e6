"""Agreement of Hi-ToM golds with the DEL engine, per prompting type / length / order."""
from __future__ import annotations

from collections import Counter
from typing import Iterable, Optional

from dellabels.hitom.grammar import StoryParseError, parse_question
from dellabels.hitom.data import clean_story
from dellabels.hitom.world import HiToMStory


def _explain(story: HiToMStory, chain: tuple[str, ...], obj: str, gold: str) -> str:
    """A one-line diagnosis of why ``gold`` differs from the engine's answer."""
    owners = sorted(o for o, cs in story.containers.items() if gold in cs)
    if obj not in owners:
        return f"gold {gold} only ever held {', '.join(owners) or 'nothing'}, never the {obj}"
    last = len(story.states)
    for k in range(1, len(chain)):
        for sub in (chain[:k], chain[-k:]):
            if story.believed_location(last, sub, obj) == gold:
                return f"gold equals the belief of the sub-chain {'->'.join(sub)}, not of the full chain"
    history = story.belief_steps(chain, obj)
    if gold in history:
        return f"gold is a stale belief of the chain (held after line {history.index(gold) + 1})"
    put = [k for k, line in enumerate(story.lines)
           if getattr(line.sentence, "obj", None) == obj and getattr(line.sentence, "container", None) == gold
           and not hasattr(line.sentence, "speaker")]
    missed = "; ".join(
        f"line {k + 1}: {', '.join(a for a in chain if a not in story.observers[k])} absent" for k in put)
    return f"gold {gold} was never witnessed by the whole chain {'->'.join(chain)} ({missed})"


def audit(records: Iterable[dict], source: str = "records") -> dict:
    """Counts of agreement per (prompting_type, story_length, question_order) and the disagreements.

    A story or question outside the Hi-ToM grammar is a ``StoryParseError`` naming ``source`` and the record.
    """
    agree: Counter = Counter()
    total: Counter = Counter()
    mismatches: list[dict] = []
    for index, record in enumerate(records):
        key = (record.get("prompting_type", "?"), record.get("story_length"), record.get("question_order"))
        try:
            story = HiToMStory(clean_story(record["story"]))
            question = parse_question(record["question"])
            got: Optional[str] = story.answer(question).answer
        except StoryParseError as err:
            raise StoryParseError(f"{source}: record {index}: {err}") from None
        total[key] += 1
        if got == record["answer"]:
            agree[key] += 1
            continue
        mismatches.append({
            "index": index, "prompting_type": key[0], "story_length": key[1], "order": key[2],
            "deception": record.get("deception"), "sample_id": record.get("sample_id"),
            "question": record["question"], "gold": record["answer"], "engine": got,
            "reason": _explain(story, question.chain, question.obj, record["answer"]),
        })
    def table(level: int) -> dict:
        rows: dict = {}
        for key, n in total.items():
            name = "/".join(str(k) for k in key[:level])
            row = rows.setdefault(name, [0, 0])
            row[0] += agree[key]
            row[1] += n
        return {k: {"agree": a, "total": t} for k, (a, t) in sorted(rows.items())}
    return {"by_type": table(1), "by_type_length": table(2), "by_type_length_order": table(3),
            "mismatches": mismatches}
